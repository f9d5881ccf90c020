"""What a page's kernel knows of the request that opened the page: its query string (the
teacher key) and its client's address (:data:`~landlords.ui.page_env.CLIENT_ENV`).

Voila gives a kernel it starts for a page the request in its environment.  A preheated
kernel was started before the page was asked for: it asks the server, over Voila's own
websocket (``/voila/query/<kernel id>``, where the server keeps each page's request for
its kernel), and the answer joins its environment.  Voila's own helper for this
(``voila.utils.get_query_string``) imports jupyter_server and jupyterlab_server, about
50 MB in each kernel; this one needs only the ``websockets`` client (about 1 MB).
"""

from __future__ import annotations

import json
import logging
import os

log = logging.getLogger(__name__)

_asked = False


def _query_address() -> str:
    """Where a preheated kernel asks for its page's request (as Voila's kernels do)."""
    protocol = os.environ.get("VOILA_WS_PROTOCOL", "ws")
    host = os.environ.get("VOILA_APP_IP", "127.0.0.1")
    port = os.environ.get("VOILA_APP_PORT", "8866")
    base = os.environ.get("VOILA_WS_BASE_URL", os.environ.get("VOILA_SERVER_URL", "/"))
    return f"{protocol}://{host}:{port}{base}voila/query/{os.environ.get('VOILA_KERNEL_ID', '')}"


def learn_request() -> None:
    """Bring the page's request into the environment (once; at once outside a preheated
    kernel).  A preheated kernel waits here until its page is asked for."""
    global _asked
    if _asked or os.environ.get("VOILA_PREHEAT") != "True":
        return
    _asked = True
    try:
        from websockets.sync.client import connect
        with connect(_query_address(), open_timeout=5) as websocket:
            answer = json.loads(websocket.recv())
    except Exception:                                # the server cannot be asked: the request stays unknown
        log.info("the page's request could not be had from the server")
        return
    os.environ.update({str(name): str(value) for name, value in answer.items()})


def query_string() -> str:
    """The query string of the page's address (``""`` when unknown)."""
    learn_request()
    return os.environ.get("QUERY_STRING", "")


__all__ = ["learn_request", "query_string"]
