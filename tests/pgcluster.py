"""A throwaway PostgreSQL cluster for the classroom store's tests and benchmarks.

A test helper, not part of the package (it was ``landlords.classroom.pgcluster``, shipped in
the wheel): ``tests/classroom_support.py`` imports it, and the benchmarks that run a store on
PostgreSQL put ``tests/`` on ``sys.path`` to import it.

:class:`TempCluster` runs the installed PostgreSQL's ``initdb`` and ``pg_ctl`` on a
temporary folder and a free port, trusts local connections, and removes everything when
stopped.  PostgreSQL refuses to run as root: as root it runs as the ``postgres`` user
(Debian's package makes one).  :func:`find_bindir` is None when PostgreSQL is absent,
so a caller can skip with a clear reason.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path

#: Settings for speed: a test cluster need not survive a power cut.
FAST = ("-c fsync=off -c synchronous_commit=off -c full_page_writes=off "
        "-c max_connections=200 -c listen_addresses=127.0.0.1")


def find_bindir() -> Path | None:
    """The folder of ``initdb`` and ``pg_ctl`` (PATH, then Debian's versioned folders), or None."""
    on_path = shutil.which("initdb")
    if on_path and shutil.which("pg_ctl"):
        return Path(on_path).parent
    for folder in sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True):
        if Path(folder, "initdb").exists() and Path(folder, "pg_ctl").exists():
            return Path(folder)
    return None


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class TempCluster:
    """A PostgreSQL cluster in a temporary folder (a context manager).

    Attributes:
        url: the SQLAlchemy URL of its ``postgres`` database (psycopg driver).
    """

    def __init__(self, bindir: Path | None = None) -> None:
        self.bindir = bindir or find_bindir()
        if self.bindir is None:
            raise FileNotFoundError("PostgreSQL (initdb, pg_ctl) is not installed")
        self._user = None
        if os.geteuid() == 0:
            try:
                self._user = pwd.getpwnam("postgres")
            except KeyError:
                raise FileNotFoundError("PostgreSQL refuses to run as root, and there is no "
                                        "'postgres' user to run it as") from None
        self.folder = Path(tempfile.mkdtemp(prefix="landlords-pg-"))
        self.data = self.folder / "data"
        self.port = free_port()
        self.url = f"postgresql+psycopg://postgres@127.0.0.1:{self.port}/postgres"
        if self._user is not None:
            os.chown(self.folder, self._user.pw_uid, self._user.pw_gid)
        self._count = 0

    def _run(self, *command: str) -> None:
        def drop_root() -> None:
            if self._user is not None:
                os.setgid(self._user.pw_gid)
                os.setuid(self._user.pw_uid)
        result = subprocess.run([str(self.bindir / command[0]), *command[1:]], capture_output=True,
                                text=True, preexec_fn=drop_root, cwd=self.folder)
        if result.returncode != 0:
            raise RuntimeError(f"{command[0]} failed: {(result.stderr or result.stdout).strip()[:400]}")

    def start(self) -> TempCluster:
        self._run("initdb", "-D", str(self.data), "-A", "trust", "-U", "postgres", "-E", "UTF8",
                  "--no-sync")
        self._run("pg_ctl", "-D", str(self.data), "-l", str(self.folder / "log"), "-w", "-o",
                  f"-p {self.port} -k {self.folder} {FAST}", "start")
        return self

    def new_database(self) -> str:
        """A new empty database; returns its URL."""
        import psycopg
        self._count += 1
        name = f"classroom_{self._count}"
        with psycopg.connect(f"host=127.0.0.1 port={self.port} user=postgres dbname=postgres",
                             autocommit=True) as connection:
            connection.execute(f'CREATE DATABASE "{name}"')
        return self.url.rsplit("/", 1)[0] + "/" + name

    def stop(self) -> None:
        try:
            if (self.data / "postmaster.pid").exists():
                self._run("pg_ctl", "-D", str(self.data), "-m", "fast", "-w", "stop")
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)

    def __enter__(self) -> TempCluster:
        return self.start()

    def __exit__(self, *exc_info) -> None:
        self.stop()


__all__ = ["TempCluster", "find_bindir"]
