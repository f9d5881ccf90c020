"""Serve the Voila apps: ``serve(app="play")`` (and ``landlords serve [APP]`` on the command line).

The apps are the thin notebooks of ``widgets/`` (import, build, display).  From a
checkout they are served from there; from an installed wheel (no ``widgets/`` folder)
the same thin notebooks are written into a temporary folder and served from it.  Voila
runs with a preheated kernel for the app asked for (only that one: each costs memory),
so a visitor's page opens on a kernel that has already built the app.

``serve("lessons")`` serves the lesson notebooks of a checkout's ``lessons/`` folder
instead, with Voila's progressive rendering: a lesson's page is sent at once and each
cell's output appears as its cell has run, so a reader sees the lesson's text and first
prediction while its later cells (a game to play, the parts built on reveal) are still
being made.  (Progressive rendering and preheated kernels exclude each other in Voila;
eight lessons would each hold a preheated kernel.)

The server (:mod:`landlords.serve.compressing_voila`) and this process live and die
together: it is started with a pipe on its standard input and stops when that closes,
which happens when this process ends, however it ends (Ctrl-C, SIGTERM, SIGKILL).  A
port already in use is refused in one line before anything starts; each run writes a
log of its own (:mod:`landlords.serve.server_log`).  Pages are bounded (``max_pages``,
``pages_per_address``, ``connect_within``: :mod:`landlords.serve.page_limits`).

    >>> from landlords.serve import serve
    >>> serve("play")                   # doctest: +SKIP  (blocks; Ctrl-C stops it)
"""

from __future__ import annotations

import errno
import ipaddress
import json
import os
import re
import signal
import socket
import subprocess
import sys
import tempfile
import time
import webbrowser
from pathlib import Path

from landlords.ui import apps as registry
from landlords.ui.page_env import BUNDLE_ENV, BUNDLE_PATH, CLIENT_ENV, CLIENT_HEADER  # noqa: F401 (re-exported)

from . import server_log

#: The apps ``landlords serve APP`` serves by name: name -> (title, the code of the thin
#: notebook), as the registry (:mod:`landlords.ui.apps`) has them.
APPS = {app.name: (app.title, app.code) for app in registry.apps_served_by()}
#: The name by which :func:`serve` serves the lessons (the notebooks of a checkout's ``lessons/``).
LESSONS = "lessons"
#: Seconds a kernel may sit idle with no page connected before the server shuts it down.
#: A closed (or crashed, or lost) page leaves its kernel (~205 MB for the Play app) behind; this frees it.
CULL_AFTER = 300
#: Tornado settings that compress what the server sends: HTTP responses (gzip: the widget
#: bundles and the page itself) and websocket messages (permessage-deflate: plotly.js,
#: which a chart's widget sends over the websocket, and every update).  Binder's
#: ``postBuild`` gives the same.
COMPRESSION = {"compress_response": True, "websocket_compression_options": {"compression_level": 1}}
#: The names the server and a page's kernel share (the plotly bundle's variable and path,
#: the client's header and variable): their home is the apps' side, landlords.ui.page_env.
#: The most pages holding a kernel at once, per server and per client address (other than
#: this machine's), and the seconds within which a page sent must connect to its kernel
#: (see :mod:`landlords.serve.page_limits`).
MAX_PAGES = 40
PAGES_PER_ADDRESS = 5
CONNECT_WITHIN = 60
#: The server's module (run with ``python -m``) and its kernel manager, as the server's command
#: line names them.  Their code lives in :mod:`landlords.serve.compressing_voila` and
#: :mod:`landlords.serve.page_limits`; the command still names them by their ``landlords.ui``
#: paths, which stay working for one release (the serving tests read the command).
SERVER_MODULE = "landlords.ui.compressing_voila"
KERNEL_MANAGER = "landlords.ui.page_limits.PageKernelManager"
#: The line the server writes on its standard output once it listens.
READY = "landlords: the server listens on port {port}"
#: Apps that need no plotly lab extension (they show FigureWidgets, or charts that bring their own
#: plotly.js, and never ``fig.show()``): the extension can be denied.  The class's student app
#: shows FigureWidgets; its teacher app shows no chart.  (The registry says which.)
_FIGUREWIDGET_ONLY = registry.without_plotly_extension()
#: The mark of a notebook that needs no plotly lab extension, in its metadata:
#: ``"landlords": {"draws_own_charts": true}``.  The lessons carry it: they show FigureWidgets
#: and, in their revealed parts, charts that bring their own plotly.js
#: (:func:`landlords.ui.plots.page_chart`).
OWN_CHARTS_MARK = ("landlords", "draws_own_charts")


class ServeError(RuntimeError):
    """The apps cannot be served (unknown app, Voila missing, the server did not start).

    ``code`` is the exit status for the command line: 2 for a bad argument, 1 otherwise.
    """

    def __init__(self, message: str, code: int = 1) -> None:
        super().__init__(message)
        self.code = code


def checkout_apps() -> Path | None:
    """The ``widgets/`` folder of a source checkout, or ``None`` (an installed wheel)."""
    folder = Path(__file__).resolve().parents[2] / "widgets"
    if (folder / "play.ipynb").is_file():
        return folder
    return None


def checkout_lessons() -> Path | None:
    """The ``lessons/`` folder of a source checkout, or ``None`` (an installed wheel has none)."""
    folder = Path(__file__).resolve().parents[2] / "lessons"
    if any(folder.glob("[0-9][0-9]-*.ipynb")):
        return folder
    return None


def marked_own_charts(path: Path | str) -> bool:
    """Whether the notebook at ``path`` carries :data:`OWN_CHARTS_MARK` in its metadata
    (False for a file that is missing or no notebook)."""
    try:
        metadata = json.loads(Path(path).read_text(encoding="utf-8")).get("metadata", {})
    except (OSError, ValueError, AttributeError):
        return False
    section, flag = OWN_CHARTS_MARK
    mark = metadata.get(section) if isinstance(metadata, dict) else None
    return isinstance(mark, dict) and mark.get(flag) is True


def shows_own_charts(notebook: Path | str) -> bool:
    """Whether a notebook needs no plotly JupyterLab extension: an app of the registry that
    needs none, or a notebook marked so in its metadata (:data:`OWN_CHARTS_MARK`: the
    lessons, which show FigureWidgets or charts with their own plotly.js).

    ``notebook`` is a notebook's path (``.ipynb``), or a name: an app's, or the stem of a
    lesson of the checkout's ``lessons/`` (``"01-play-the-landlords-game"``).
    """
    path = Path(notebook)
    if path.suffix != ".ipynb":
        name, lessons = str(notebook), checkout_lessons()
        path = lessons / f"{name}.ipynb" if lessons is not None else None
    else:
        name = path.stem
    return name in _FIGUREWIDGET_ONLY or (path is not None and marked_own_charts(path))


def app_notebook(name: str):
    """The thin notebook of app ``name`` (any app of the registry) as an ``nbformat``
    notebook (no outputs)."""
    import nbformat
    app = registry.app_named(name)
    title, code = app.title, app.code
    notebook = nbformat.v4.new_notebook()
    notebook.metadata.update({
        "title": f"landlords: {title}",
        "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
        "language_info": {"name": "python"},
    })
    notebook.cells = [nbformat.v4.new_code_cell(code, id=f"{name}-app")]
    return notebook


def write_apps(folder: Path | str | None = None, names=None) -> Path:
    """Write the thin notebook of every app (of :data:`APPS`, or of the registry's apps
    ``names``) into ``folder`` (a new temporary one by default).  ``widgets/`` holds what
    this writes for every app of the registry."""
    import nbformat
    target = Path(folder) if folder is not None else Path(tempfile.mkdtemp(prefix="landlords-apps-"))
    target.mkdir(parents=True, exist_ok=True)
    for name in APPS if names is None else names:
        nbformat.write(app_notebook(name), str(target / f"{name}.ipynb"))
    return target


def apps_folder() -> Path:
    """Where the apps are served from: the checkout's ``widgets/``, or a fresh temporary copy."""
    return checkout_apps() or write_apps()


def free_port(host: str = "127.0.0.1") -> int:
    """A TCP port free on ``host`` right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind((host, 0))
        return probe.getsockname()[1]


def app_url(port: int, app: str | None, host: str = "127.0.0.1") -> str:
    """The address of ``app`` (or of the list of apps when ``app`` is None)."""
    base = f"http://{host}:{port}"
    return f"{base}/voila/render/{app}.ipynb" if app else f"{base}/"


def cull_settings(cull_after: int) -> dict:
    """jupyter_server's kernel-culling settings for ``cull_after`` seconds (0: never cull).

    A kernel is shut down once it has been idle ``cull_after`` seconds with no page
    connected to it (a closed, crashed or lost page).  A page still open keeps its kernel
    however long the visitor thinks (``cull_connected`` is off), and a kernel still
    computing is left alone (``cull_busy`` is off).  The culler looks every quarter of
    ``cull_after`` (at least every second, at most every minute).
    """
    if cull_after < 0:
        raise ServeError(f"the cull time is a number of seconds, 0 or more, not {cull_after}", code=2)
    if cull_after == 0:
        return {"cull_idle_timeout": 0}
    return {"cull_idle_timeout": cull_after, "cull_interval": max(1, min(60, cull_after // 4)),
            "cull_connected": False, "cull_busy": False}


def page_settings(max_pages: int = MAX_PAGES, pages_per_address: int = PAGES_PER_ADDRESS,
                  connect_within: float = CONNECT_WITHIN) -> dict:
    """The settings of :class:`~landlords.serve.page_limits.PageKernelManager` (checked)."""
    for name, value, low in (("the most pages", max_pages, 1), ("the most pages per address", pages_per_address, 1),
                             ("the seconds a page has to connect", connect_within, 0)):
        if isinstance(value, bool) or not isinstance(value, (int, float)) or value < low:
            raise ServeError(f"{name} is a number from {low}, not {value!r:.40}", code=2)
    return {"max_pages": int(max_pages), "pages_per_address": int(pages_per_address),
            "connect_within": float(connect_within)}


def preheat_denylist(folder: Path | str, preheat) -> list[str]:
    """The notebooks of ``folder`` that get no preheated kernel: all but those named in
    ``preheat`` (app names, such as ``["play"]``; None: every notebook is preheated), as
    patterns for Voila's ``preheat_denylist`` (it matches them from the start of each
    notebook's full path: ``replay.ipynb`` alone, never ``play.ipynb``)."""
    if preheat is None:
        return []
    wanted = {f"{name}.ipynb" for name in preheat}
    return [f"(.*/)?{re.escape(path.name)}$" for path in sorted(Path(folder).glob("*.ipynb"))
            if path.name not in wanted]


def voila_command(folder: Path | str, port: int, *, host: str = "127.0.0.1", pool_size: int = 1,
                  show_tracebacks: bool = False, slim: bool | None = None,
                  cull_after: int = CULL_AFTER, preheat=None, pages: dict | None = None,
                  stop_with_stdin: bool = False, progressive: bool = False) -> list[str]:
    """The command line that serves the apps of ``folder`` with preheated kernels.

    ``slim`` denies plotly's JupyterLab extension (~5 MB less per page); by default only
    when every notebook served shows its charts without it (:func:`shows_own_charts`).
    ``progressive``: no preheated kernels; each page is sent at once and shows each cell's
    output as it comes (Voila's progressive rendering, as the lessons are served).  Kernels of
    pages closed for ``cull_after`` seconds are shut down (see :func:`cull_settings`).
    ``preheat`` names the apps that get preheated kernels (None: every notebook of the
    folder); ``pages`` the limits of :func:`page_settings` (its defaults by default).
    ``stop_with_stdin``: the server stops when its standard input closes (give it a pipe).
    """
    folder = Path(folder)
    if slim is None:
        notebooks = sorted(folder.glob("*.ipynb"))
        slim = bool(notebooks) and all(shows_own_charts(path) for path in notebooks)
    kernels = (["--VoilaConfiguration.progressive_rendering=True"] if progressive
               else ["--preheat_kernel=True", f"--pool_size={pool_size}"])
    command = [sys.executable, "-m", SERVER_MODULE, str(folder), "--no-browser",
               f"--port={port}", f"--Voila.ip={host}", "--Voila.port_retries=0", *kernels,
               f"--show_tracebacks={show_tracebacks}", host_check_config(folder, host),
               f"--VoilaConfiguration.multi_kernel_manager_class={KERNEL_MANAGER}",
               f"--VoilaConfiguration.http_header_envs={CLIENT_HEADER}"]
    for name, value in cull_settings(cull_after).items():
        command.append(f"--MappingKernelManager.{name}={value}")
    for name, value in (pages or page_settings()).items():
        command.append(f"--PageKernelManager.{name}={value}")
    if not progressive:
        command += [f"--VoilaKernelManager.preheat_denylist={pattern}"
                    for pattern in preheat_denylist(folder, preheat)]
    if slim:
        command.append("--VoilaConfiguration.extension_denylist=jupyterlab-plotly")
    if stop_with_stdin:
        command.append("--CompressingVoila.stop_with_stdin=True")
    return command


def is_local_address(host: str) -> bool:
    """Whether ``host`` names this machine only (a loopback address or ``localhost``)."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def host_check_config(folder: Path | str, host: str) -> str:
    """Write the Voila settings of the ``Host`` check (and the compression of what the
    server sends, :data:`COMPRESSION`) into ``folder/voila.json``; return the
    command-line flag that reads them.

    Voila itself lets any ``Host`` through, so a page on another site could reach a server
    on 127.0.0.1 by DNS rebinding and drive the apps.  Served on this machine only (the
    default), a request whose ``Host`` is not a loopback address or ``localhost`` gets 403.
    Served on a class network (``--host`` with the machine's network address), Jupyter's
    check cannot accept that address by name, so it is off: anyone who can reach the
    address can use the apps, as on any open class server (see the README).
    """
    if is_local_address(host):
        settings = {"allow_remote_access": False, "local_hostnames": ["localhost"]}
    else:
        settings = {"allow_remote_access": True}
    config = {"Voila": {"tornado_settings": {**settings, **COMPRESSION}}}
    (Path(folder) / "voila.json").write_text(json.dumps(config, indent=1) + "\n", encoding="utf-8")
    return f"--Voila.config_file_paths={Path(folder)}"


def check_port_free(host: str, port: int) -> None:
    """Raise ServeError when something listens on ``host:port`` already (an earlier
    server, perhaps), before a new server starts there."""
    family = socket.AF_INET6 if ":" in host.strip("[]") else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)    # as tornado binds
        try:
            probe.bind((host.strip("[]"), port))
        except OSError as error:
            if error.errno == errno.EADDRINUSE:
                raise ServeError(f"port {port} on {host} is in use: another server (an earlier "
                                 f"'landlords serve'?) listens there; stop it, or give another --port") from None
            raise ServeError(f"cannot listen on {host}:{port}: {error.strerror}") from None


def kernel_server_address(host: str) -> str | None:
    """Where a kernel reaches the server served on ``host`` (Voila's ``VOILA_APP_IP``; None:
    its default, 127.0.0.1).  A preheated kernel asks the server for its page's request
    there (the teacher page reads its key so); served on a class network address only,
    127.0.0.1 would not answer."""
    bare = host.strip("[]")
    if bare in ("0.0.0.0", "localhost", "127.0.0.1"):
        return None
    if bare in ("::", "::1"):
        return "[::1]"
    return f"[{bare}]" if ":" in bare else bare


def wait_until_ready(process, log_path: Path, timeout: float = 120.0) -> bool:
    """Wait until the server started as ``process`` says it listens (:data:`READY` in its
    log); False if it exits first or ``timeout`` passes.  (Something else answering on
    the port proves nothing: an earlier server may hold it.)"""
    marker = READY.split("{", 1)[0]
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if marker in Path(log_path).read_text(encoding="utf-8", errors="replace"):
            return True
        if process.poll() is not None:
            return False
        time.sleep(0.2)
    return False


def wait_for_port(port: int, host: str = "127.0.0.1", timeout: float = 60.0, process=None) -> bool:
    """Wait until something listens on ``host:port`` (False on timeout or if ``process`` exits)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process is not None and process.poll() is not None:
            return False
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
            probe.settimeout(0.5)
            if probe.connect_ex((host, port)) == 0:
                return True
        time.sleep(0.2)
    return False


def serve(app: str | None = "play", port: int | None = None, open_browser: bool = True, *,
          host: str = "127.0.0.1", pool_size: int = 1, folder: Path | str | None = None,
          cull_after: int = CULL_AFTER, pages: dict | None = None, preheat=None, announce=None) -> int:
    """Serve the apps with Voila until interrupted (Ctrl-C); print the address; return the exit code.

    Args:
        app: the app to open (``"play"``), ``"lessons"`` for the lessons (their list;
            a checkout's ``lessons/``, progressively rendered), or ``None`` for the list of apps.
        port: the port (a free one by default).
        open_browser: open the app in the web browser once the server listens.
        host: the address to listen on (this machine only, by default).
        pool_size: preheated kernels kept ready per app (each visitor uses one).
        folder: serve these notebooks instead of the package's apps.
        cull_after: shut down a kernel idle this many seconds with no page connected
            (a closed page's); 0 never shuts one down.
        pages: the limits on pages (:func:`page_settings`; its defaults by default).
        preheat: the apps given preheated kernels (by default ``app`` alone, or every
            notebook of the folder when ``app`` is None).
        announce: called once the server listens, before the address is printed (the
            classroom prints its two addresses).

    Raises:
        ServeError: unknown app, Voila not installed, no lessons to serve, the port in
            use, or the server did not start.
    """
    lessons = app == LESSONS
    if app is not None and app not in APPS and not lessons:
        raise ServeError(f"unknown app {app!r}; the apps are: {', '.join(sorted(APPS))} "
                         f"(and '{LESSONS}')", code=2)
    try:
        import voila  # noqa: F401
    except ImportError:
        raise ServeError("serving the apps needs Voila: pip install 'landlords[app]'") from None
    if lessons and folder is None:
        folder = checkout_lessons()
        if folder is None:
            raise ServeError("the lessons are the notebooks of the source repository's lessons/ folder, "
                             "which an installed package does not hold: serve them from a clone, "
                             "or open them on Binder (see the README)")
    folder = Path(folder) if folder is not None else apps_folder()
    port = port or free_port(host)
    check_port_free(host, port)
    command = voila_command(folder, port, host=host, pool_size=pool_size, cull_after=cull_after,
                            preheat=preheat if preheat is not None else ([app] if app and not lessons else None),
                            pages=pages, stop_with_stdin=True, progressive=lessons)
    env = dict(os.environ)
    reach = kernel_server_address(host)
    if reach is not None:
        env["VOILA_APP_IP"] = reach
    log_path = server_log.new_log_file(port)
    with open(log_path, "w", encoding="utf-8") as log:
        # Its own session (Ctrl-C in the terminal reaches this process, which stops it
        # gently); a pipe on its standard input, which closes when this process ends.
        process = subprocess.Popen(command, cwd=str(folder), stdout=log, stderr=subprocess.STDOUT,
                                   stdin=subprocess.PIPE, start_new_session=True, env=env)
    url = app_url(port, None if lessons else app, host)

    def _interrupt(signum, frame):                  # SIGTERM/SIGHUP stop it like Ctrl-C
        raise KeyboardInterrupt

    # SIGINT too, said outright: a process started in the background by a shell without job
    # control inherits SIGINT ignored, and Python then leaves it ignored (Ctrl-C or a test's
    # SIGINT would not stop the server).
    previous = {sig: signal.signal(sig, _interrupt)
                for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)}
    try:
        if not wait_until_ready(process, log_path, timeout=120):
            tail = log_path.read_text(encoding="utf-8", errors="replace").strip().splitlines()[-1:]
            raise ServeError(f"Voila did not start on {host}:{port} (see {log_path}"
                             f"{': ' + tail[0] if tail else ''})")
        if announce is not None:
            announce()
        print(f"The landlords {'lessons' if lessons else 'apps'} are served from {folder} (server log: {log_path})")
        print(f"Open {url}   (Ctrl-C stops the server)", flush=True)
        if cull_after:
            print(f"A page closed for {cull_after} s has its kernel shut down "
                  f"(--cull-after changes it).", flush=True)
        if not is_local_address(host):
            print(f"Served on {host}: anyone who can reach this address can use the apps "
                  f"(no password). Serve a class only on a network you trust.", flush=True)
        if open_browser:
            webbrowser.open(url)
        return process.wait()
    except KeyboardInterrupt:
        print("\nStopping the server.", flush=True)
        return 0
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
        stop(process)


def stop(process: subprocess.Popen, timeout: float = 15.0) -> None:
    """Stop a server started in its own process group: politely (its standard input
    closed, then SIGINT; Voila shuts its kernels down), then the whole group by force if
    it lingers."""
    for ask in ("stdin", "interrupt"):
        if process.poll() is not None:
            break
        try:
            if ask == "stdin":
                if process.stdin is None:
                    continue
                process.stdin.close()                # a server that watches its stdin stops
            else:
                process.send_signal(signal.SIGINT)
            process.wait(timeout=timeout)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            pass
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    process.wait()


def serve_main(app: str | None = None, port: int | None = None, open_browser: bool = True,
               host: str = "127.0.0.1", cull_after: int = CULL_AFTER, pages: dict | None = None) -> int:
    """The ``landlords serve [APP]`` verb: serve, open the browser, return an exit code.

    Errors are one line on stderr (never a traceback) and a non-zero exit status: 2 for
    an unknown app, 1 when Voila is missing, the port is in use or Voila does not start.
    """
    try:
        return serve(app or "play", port=port, open_browser=open_browser, host=host,
                     cull_after=cull_after, pages=pages)
    except ServeError as error:
        print(f"landlords serve: {' '.join(str(error).split())}", file=sys.stderr)
        return error.code


__all__ = ["APPS", "BUNDLE_ENV", "BUNDLE_PATH", "CLIENT_ENV", "CLIENT_HEADER", "COMPRESSION", "CONNECT_WITHIN",
           "CULL_AFTER", "KERNEL_MANAGER", "MAX_PAGES", "OWN_CHARTS_MARK", "PAGES_PER_ADDRESS", "READY",
           "SERVER_MODULE", "ServeError", "app_notebook", "app_url", "apps_folder", "check_port_free",
           "checkout_apps", "cull_settings", "free_port", "host_check_config", "kernel_server_address",
           "marked_own_charts", "page_settings", "preheat_denylist", "serve", "serve_main", "stop",
           "voila_command", "wait_for_port", "wait_until_ready", "write_apps"]
