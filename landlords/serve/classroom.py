"""``landlords serve classroom``: serve the teacher app and the student app of a class.

One Voila server serves both apps from a temporary folder of thin notebooks.  The
server makes a teacher key (``landlords.classroom.codes``), gives its kernels only the
key's digest and the store's address (environment variables), and, once it listens,
prints three addresses: the students', the projector's (no key; it shows the join code,
the lobby and the results, and controls nothing) and the teacher's, which carries the
key; the teacher page controls nothing without it.  A port in use, an empty ``--store``
or a store that cannot be opened is one line and a non-zero exit, and no key is printed.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from landlords.classroom import Store, StoreError
from landlords.classroom.codes import key_digest, new_teacher_key
from landlords.classroom.projector import PROJECTOR_URL_VARIABLE
from landlords.ui import apps as registry

from .server import CULL_AFTER, ServeError, app_url, free_port, serve, write_apps

#: The classroom's apps: notebook name -> (title, the code of the thin notebook), as the
#: registry (:mod:`landlords.ui.apps`) has them.
CLASSROOM_APPS = {app.name: (app.title, app.code) for app in registry.apps_served_by(registry.CLASSROOM)}
#: The store used when none is given: a file in the folder the server starts in.
DEFAULT_STORE = "landlords-classroom.sqlite"


def write_classroom_apps(folder: Path | str | None = None) -> Path:
    """Write the thin notebooks into ``folder`` (a new temporary one by default)."""
    target = Path(folder) if folder is not None else Path(tempfile.mkdtemp(prefix="landlords-classroom-"))
    return write_apps(target, CLASSROOM_APPS)


def serve_classroom(*, host: str = "127.0.0.1", port: int | None = None, store: str | None = None,
                    open_browser: bool = False, pool_size: int = 2, cull_after: int = CULL_AFTER,
                    pages: dict | None = None) -> int:
    """Serve the class until interrupted; print the students', the projector's and the
    teacher's addresses once the server listens.

    The kernels learn the store, the digest of the teacher key and the students' address
    from the server's environment (Voila's kernels inherit it), under the names the class
    apps read (imported here, when a class is served: the apps' modules import ipywidgets).

    Raises:
        ServeError: the class apps cannot be imported, no store named (``--store ""``:
            code 2), the store cannot be opened, Voila is missing, the port is in use, or
            the server did not start.
    """
    try:
        from landlords.ui.classroom_student import STORE_VARIABLE
        from landlords.ui.classroom_teacher import KEY_VARIABLE, STUDENT_URL_VARIABLE
    except ImportError as error:
        raise ServeError(f"the class apps need the 'app' extra: pip install 'landlords[app]' "
                         f"({error.name} is missing)") from None
    if store is not None and not str(store).strip():
        raise ServeError("--store names no store: give an SQLite file or a database URL, or leave "
                         "--store out for landlords-classroom.sqlite here", code=2)
    where = store if store is not None else DEFAULT_STORE
    try:
        opened = Store(where)
    except StoreError as error:
        raise ServeError(str(error)) from None
    address = opened.engine.url.render_as_string(hide_password=False)
    opened.dispose()
    port = port or free_port(host)
    key = new_teacher_key()
    student_url = app_url(port, "classroom_student", host)
    teacher_url = f"{app_url(port, 'classroom_teacher', host)}?key={key}"
    projector = app_url(port, "classroom_projector", host)
    os.environ.update({STORE_VARIABLE: address, KEY_VARIABLE: key_digest(key),
                       STUDENT_URL_VARIABLE: student_url, PROJECTOR_URL_VARIABLE: projector})

    def announce() -> None:
        print(f"The class store: {opened.url}")
        print(f"Students open: {student_url}")
        print(f"Projector (project this; no key, it controls nothing; the teacher page gives its "
              f"address with the join code): {projector}")
        print(f"Teacher (keep this address to yourself): {teacher_url}", flush=True)
        if open_browser:
            import webbrowser
            webbrowser.open(teacher_url)

    return serve(None, port=port, open_browser=False, host=host, pool_size=pool_size,
                 folder=write_classroom_apps(), cull_after=cull_after, pages=pages, announce=announce)


def serve_classroom_main(**settings) -> int:
    """The ``landlords serve classroom`` verb: errors are one line on stderr and exit status 1."""
    try:
        return serve_classroom(**settings)
    except ServeError as error:
        print(f"landlords serve classroom: {' '.join(str(error).split())}", file=sys.stderr)
        return error.code


__all__ = ["CLASSROOM_APPS", "DEFAULT_STORE", "serve_classroom", "serve_classroom_main",
           "write_classroom_apps"]
