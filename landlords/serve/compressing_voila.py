"""The Voila of ``landlords serve``: ``python -m landlords.serve.compressing_voila`` takes
Voila's command line, and differs from it in these things.

* Its HTTP responses are compressed.  Voila hands its ``tornado_settings`` to the web
  application after creating it, which is too late for ``compress_response`` (tornado
  decides at creation whether to gzip), so that one setting is passed at creation.
* It serves plotly's widget bundle (about 5 MB of JavaScript) as a static file, at
  :data:`BUNDLE_PATH` under the server's address, and tells its kernels so
  (:data:`BUNDLE_ENV`): the apps' charts then load it from there (compressed, and cached
  by the browser from one visit to the next) instead of receiving it over the
  websocket with every page (see :func:`landlords.ui.common.new_chart`).
* Its pages are bounded: the page handler and the kernel manager of
  :mod:`landlords.serve.page_limits` cap the kernels per server and per client address, and
  shut down the kernel of a page that never connects to it.
* Its log holds no teacher key (:mod:`landlords.serve.server_log`: requests are logged by
  jupyter_server's ``log_request``, every record is scrubbed), and no page sends its
  address (which may carry the key) as the Referer to another site
  (``Referrer-Policy: same-origin``).
* It lives and dies with ``landlords serve``: with ``--CompressingVoila.stop_with_stdin=True``
  it stops (and shuts its kernels down) as soon as its standard input closes, which
  happens when the process that started it with a pipe there ends, even killed with
  SIGKILL.  Once it listens it writes :data:`~landlords.serve.server.READY` to its standard
  output, so its starter knows that this server, and not another, holds the port.

Everything else is Voila's own.  (Under ``jupyter lab``/``jupyter server``, as on Binder,
``ServerApp.tornado_settings`` already works, and the charts carry their bundle.)
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from jupyter_server.log import log_request
from tornado.ioloop import IOLoop
from traitlets import Bool
from voila.app import Voila
from voila.tornado.handler import TornadoVoilaHandler

from . import server_log
from .page_limits import PageHandler
from .server import BUNDLE_ENV, BUNDLE_PATH, READY

#: Headers of every response: a page's address never goes to another site as its Referer.
HEADERS = {"Referrer-Policy": "same-origin"}


def plotly_bundle() -> Path | None:
    """Plotly's widget bundle on this machine (what a FigureWidget carries), or None."""
    try:
        import plotly
    except ImportError:
        return None
    path = Path(plotly.__file__).parent / "package_data" / "widgetbundle.js"
    return path if path.is_file() else None


class CompressingVoila(Voila):
    """Voila as ``landlords serve`` runs it (see the module)."""

    stop_with_stdin = Bool(False, config=True,
                           help="Stop the server, and shut its kernels down, when standard input closes "
                                "(the process that started it, holding a pipe there, has ended).")

    def init_settings(self) -> dict:
        settings = super().init_settings()
        if "compress_response" in self.tornado_settings:
            settings["compress_response"] = bool(self.tornado_settings["compress_response"])
        settings["log_function"] = log_request
        settings["headers"] = {**HEADERS, **settings.get("headers", {})}
        return settings

    def init_handlers(self) -> list:
        return [(pattern, PageHandler, *rest) if handler is TornadoVoilaHandler else (pattern, handler, *rest)
                for pattern, handler, *rest in super().init_handlers()]

    def setup_template_dirs(self) -> None:
        super().setup_template_dirs()
        bundle = plotly_bundle()
        if bundle is not None:
            self.static_paths.append(str(bundle.parent))
            os.environ[BUNDLE_ENV] = BUNDLE_PATH          # the kernels started from now on see it

    def start(self) -> None:
        server_log.scrub_every_record()
        loop = IOLoop.current()
        loop.add_callback(self._say_ready)                # runs once the loop runs: after listening
        if self.stop_with_stdin:
            self._stop_when_stdin_closes(loop)
        super().start()

    def _say_ready(self) -> None:
        print(READY.format(port=self.port), flush=True)

    def _stop_when_stdin_closes(self, loop: IOLoop) -> None:
        fd = sys.stdin.fileno()

        def on_input(_fd, _events) -> None:
            try:
                data = os.read(fd, 4096)
            except OSError:
                data = b""
            if not data:
                loop.remove_handler(fd)
                self.log.info("landlords serve, which started this server, has ended: stopping the server "
                              "and its kernels")
                loop.stop()                               # Voila then shuts its kernels down

        loop.add_handler(fd, on_input, IOLoop.READ)


main = CompressingVoila.launch_instance

if __name__ == "__main__":
    main()
