"""What the classroom tests share: a student's choice, playing a class to its end or to a
student's next decision, a store on SQLite or on a temporary PostgreSQL cluster (the
test skipped, saying why, where there is none), and ``landlords serve classroom`` run as
a teacher runs it.

A test module imports the fixtures it uses into its own namespace:
``from classroom_support import cluster_fixture, where_fixture  # noqa: F401``; ``where``
is then a fresh store's address, once an SQLite file and once a PostgreSQL database."""

from __future__ import annotations

import contextlib
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from pgcluster import TempCluster, find_bindir

from landlords.classroom.simulate import students_choice as a_students_choice
from landlords.classroom.simulate import until_decision


def until_my_decision(teacher, student, choices: int = 1) -> None:
    """Play on until the student must decide among ``choices`` actions or more (see
    :func:`~landlords.classroom.simulate.until_decision`); fails if his game ends first."""
    assert until_decision(teacher, student, choices), f"{student.name}'s game ended before {choices} choices"


def play_to_the_end(teacher, students, most: int = 3000) -> None:
    """Each student moves when it is his turn (the teacher's client looking on meanwhile)
    until every student's game is over; fails if they are not over after ``most`` rounds."""
    for _ in range(most):
        moved = False
        for student in students:
            student.refresh()
            if student.my_turn:
                student.move(a_students_choice(student.game, student.name))
                moved = True
        if all(student.game is not None and student.game.is_over for student in students):
            return
        if not moved:
            teacher.poll()
    raise AssertionError("the games did not end")


@contextlib.contextmanager
def running_cluster(skipped: str):
    """A temporary PostgreSQL cluster, running.  Where PostgreSQL is not installed or cannot
    run, the test is skipped with a reason that ends in ``skipped`` ("its store tests are
    skipped")."""
    if find_bindir() is None:
        pytest.skip(f"PostgreSQL is not installed (no initdb or pg_ctl): {skipped}")
    try:
        cluster = TempCluster()
    except FileNotFoundError as error:
        pytest.skip(f"PostgreSQL cannot run here: {error}")
    with cluster as running:
        yield running


@pytest.fixture(scope="module", name="cluster")
def cluster_fixture():
    """A temporary PostgreSQL cluster for the module's tests."""
    with running_cluster("its store tests are skipped") as running:
        yield running


@pytest.fixture(params=["sqlite", "postgresql"], name="where")
def where_fixture(request, tmp_path):
    """Where a fresh store lives: an SQLite file, or a new PostgreSQL database."""
    if request.param == "sqlite":
        return str(tmp_path / "class.sqlite")
    return request.getfixturevalue("cluster").new_database()


def serve_classroom(folder: Path, *arguments: str, timeout: float = 180.0):
    """Start ``landlords serve classroom --no-browser ARGUMENTS`` (in its own session, its
    output into a file of ``folder``) and wait until it prints its addresses.

    Returns ``(process, said)``: ``said`` has ``student``, ``teacher`` (with the key),
    ``key`` and ``log`` (the server log's path).
    """
    output = folder / f"serve-{len(list(folder.glob('serve-*.txt')))}.txt"
    with open(output, "w") as handle:
        process = subprocess.Popen([sys.executable, "-m", "landlords", "serve", "classroom", "--no-browser",
                                    *arguments], stdout=handle, stderr=subprocess.STDOUT, start_new_session=True)
    deadline, text = time.monotonic() + timeout, ""
    while "server log" not in text:
        assert process.poll() is None and time.monotonic() < deadline, output.read_text()
        time.sleep(0.25)
        text = output.read_text()
    teacher = re.search(r"Teacher \(keep this address to yourself\): (\S+)", text).group(1)
    return process, {"student": re.search(r"Students open: (\S+)", text).group(1),
                     "projector": re.search(r"Projector \(project this[^)]*\): (\S+)", text).group(1),
                     "teacher": teacher, "key": teacher.split("key=", 1)[1],
                     "log": Path(re.search(r"server log: (\S+)\)", text).group(1))}


def stop_classroom(process) -> None:
    """Stop the verb as Ctrl-C would (it stops its server), by force if it lingers."""
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=40)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@contextlib.contextmanager
def running_classroom(folder: Path):
    """``landlords serve classroom`` on a free port with its store in ``folder``, its
    preheated kernels ready: yields what it printed (see :func:`serve_classroom`) and the
    store's path (``"store"``)."""
    from browser_support import wait_until_preheated

    from landlords.ui.serve import free_port
    store = folder / "class.sqlite"
    process, said = serve_classroom(folder, "--port", str(free_port()), "--store", str(store))
    try:
        wait_until_preheated(process, said["log"])
        yield {**said, "store": str(store)}
    finally:
        stop_classroom(process)                    # the verb stops its Voila server
        # The server log's end, printed: pytest shows it with a failed test's report only.
        if said["log"].exists():
            print("\n[server log, last 40 lines]\n" + "\n".join(said["log"].read_text().splitlines()[-40:]))


def join_page(page, address: str, code: str, name: str) -> None:
    """Open the student page in ``page``, type the code and the name, press Join."""
    page.goto(address)
    page.locator(".widget-text", has_text="Join code").locator("input").fill(code)
    page.locator(".widget-text", has_text="Your name").locator("input").fill(name)
    page.get_by_role("button", name="Join").click()
