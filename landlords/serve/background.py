"""A Voila server of the apps run in the background, warmed up, for the browser tests and
the browser benchmark (``benchmarks/browser_apps.py``): start it, wait until its preheated
kernel has built the app, and stop it with its whole process group.

    >>> from landlords.serve.background import BackgroundServer
    >>> with BackgroundServer(folder) as server:      # doctest: +SKIP
    ...     print(server.base)                        # http://127.0.0.1:PORT
"""

from __future__ import annotations

import os
import subprocess
import tempfile
import time
from pathlib import Path

from . import server


class ServerDidNotStart(RuntimeError):
    """Voila did not listen in time (the message ends with the tail of its log)."""


def wait_until_preheated(process, log_path: Path, timeout: float = 120.0) -> None:
    """Measure a warm server, as a class meets it: wait until the preheated kernel has run the app.

    Voila logs that the pool is filled once the kernel has started; the notebook runs after
    that, so also wait until the server and its kernels stop using the processor.
    """
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and "is filled" not in Path(log_path).read_text():
        time.sleep(0.25)
    try:
        import psutil
    except ImportError:
        time.sleep(15)
        return
    root = psutil.Process(process.pid)

    def busy() -> float:
        total = 0.0
        for proc in [root] + root.children(recursive=True):
            try:
                times = proc.cpu_times()
                total += times.user + times.system
            except psutil.Error:
                pass
        return total

    last = busy()
    while time.monotonic() < deadline:
        time.sleep(1.0)
        now = busy()
        if now - last < 0.05:
            return
        last = now


class BackgroundServer:
    """Voila serving the notebooks of ``folder`` on 127.0.0.1 as ``landlords serve`` does
    (same settings; ``slim`` as :func:`~landlords.serve.server.voila_command` has it; every
    notebook preheated), in its own process group, with its own Jupyter runtime folder;
    it stops with the process that started it (a pipe on its standard input).

    Attributes (once entered): ``base`` (``http://127.0.0.1:PORT``), ``process``,
    ``log_path``.
    """

    def __init__(self, folder: Path | str, *, pool_size: int = 1, show_tracebacks: bool = True,
                 runtime: Path | str | None = None, timeout: float = 120.0, slim: bool | None = None) -> None:
        self.folder = Path(folder)
        self.pool_size = pool_size
        self.show_tracebacks = show_tracebacks
        self.runtime = Path(runtime) if runtime is not None else Path(tempfile.mkdtemp(prefix="jupyter-runtime-"))
        self.timeout = timeout
        self.slim = slim
        self.process = None
        self.base = ""
        self.log_path = self.runtime / "voila.log"
        self._log = None

    def __enter__(self) -> BackgroundServer:
        port = server.free_port()
        command = server.voila_command(self.folder, port, pool_size=self.pool_size,
                                      show_tracebacks=self.show_tracebacks, slim=self.slim, stop_with_stdin=True)
        env = dict(os.environ, JUPYTER_RUNTIME_DIR=str(self.runtime))
        self._log = open(self.log_path, "w")  # noqa: SIM115  (closed on exit)
        self.process = subprocess.Popen(command, cwd=str(self.folder), stdout=self._log, stdin=subprocess.PIPE,
                                        stderr=subprocess.STDOUT, start_new_session=True, env=env)
        try:
            if not server.wait_for_port(port, timeout=self.timeout, process=self.process):
                self._log.flush()
                raise ServerDidNotStart(f"Voila did not start: {self.log_path.read_text()[-2000:]}")
            wait_until_preheated(self.process, self.log_path, self.timeout)
        except BaseException:
            self.__exit__(None, None, None)
            raise
        self.base = f"http://127.0.0.1:{port}"
        return self

    def __exit__(self, *_exc) -> None:
        if self.process is not None:
            server.stop(self.process)              # SIGINT, then the whole process group
        if self._log is not None:
            self._log.close()

    def kernel_processes(self) -> list:
        """The server's kernel processes (``psutil.Process``), oldest first."""
        import psutil
        kernels = [p for p in psutil.Process(self.process.pid).children(recursive=True)
                   if "ipykernel" in " ".join(p.cmdline())]
        return sorted(kernels, key=lambda p: p.create_time())


__all__ = ["BackgroundServer", "ServerDidNotStart", "wait_until_preheated"]
