"""The log of the server ``landlords serve`` starts: a file of its own for each run, in a
folder only the user can read, and no teacher key in any line of it.

* :func:`new_log_file` makes, for each run, a folder with :func:`tempfile.mkdtemp` under
  the system's temporary folder (mode 0700: only the user who started the server can
  list or read it) and the log file in it (mode 0600).  Two runs never share a log, so
  a second server on a busy port cannot overwrite the first one's.
* The teacher's address carries the teacher key (``?key=...``).  In the server, requests
  are logged by jupyter_server's own ``log_request`` (which hides secret parameters,
  ``key`` among them, in the address and in the Referer), and :func:`scrub_every_record`
  makes every log record of the process pass through :func:`scrub`, whoever logs it
  (tornado's warnings of a failed request name the address too).
"""

from __future__ import annotations

import logging
import os
import re
import tempfile
from pathlib import Path

#: A secret parameter of an address as it may appear in a log line: ``key=...``.
SECRET_PARAMETER = re.compile(r"(\bkey=)[^&\s\"'#<>;,)]+")
#: What stands in a log line for a secret hidden.
HIDDEN = r"\1[secret]"


def scrub(text: str) -> str:
    """``text`` with the value of every ``key=`` parameter hidden."""
    return SECRET_PARAMETER.sub(HIDDEN, text)


def new_log_file(port: int) -> Path:
    """A new, empty log file for one run of a server on ``port``, in a folder of its own
    that only this user can read."""
    folder = Path(tempfile.mkdtemp(prefix=f"landlords-serve-{port}-"))
    path = folder / "server.log"
    os.close(os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))
    return path


def scrub_every_record() -> None:
    """From now on, scrub every log record made in this process (once per process)."""
    previous = logging.getLogRecordFactory()
    if getattr(previous, "scrubs_keys", False):
        return

    def scrubbing_factory(*args, **kwargs):
        record = previous(*args, **kwargs)
        try:
            message = record.getMessage()
        except Exception:                            # a record that cannot be formatted is left as it is
            return record
        clean = scrub(message)
        if clean != message:
            record.msg, record.args = clean, None
        return record

    scrubbing_factory.scrubs_keys = True
    logging.setLogRecordFactory(scrubbing_factory)


__all__ = ["new_log_file", "scrub", "scrub_every_record"]
