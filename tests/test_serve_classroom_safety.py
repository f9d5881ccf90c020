"""``landlords serve classroom`` as a process (issue 26): its log is its own, in a folder
only the user can read, and no line of it holds the teacher key after failed requests to
the teacher's address (403, 404, a Referer carrying the key); its pages send no Referer
to other sites; a second serve on its port says so in one line and exits non-zero (no new
key printed, the first log untouched); and killed with SIGKILL, it takes its server and
the kernels with it.

One server for the module (the tests run in order; the last one kills it).  Skipped
when Voila or psutil is not installed.
"""

from __future__ import annotations

import http.client
import os
import signal
import stat
import subprocess
import sys
import time

import pytest
from classroom_support import serve_classroom, stop_classroom

pytest.importorskip("voila")
psutil = pytest.importorskip("psutil")

from landlords.ui.serve import free_port  # noqa: E402


@pytest.fixture(scope="module")
def classroom(tmp_path_factory):
    """``{"process", "port", "key", "log", "teacher", "folder"}`` of a class server."""
    folder = tmp_path_factory.mktemp("classroom")
    port = free_port()
    process, said = serve_classroom(folder, "--port", str(port), "--store", str(folder / "class.sqlite"),
                                    "--max-pages", "3")
    try:
        yield {"process": process, "port": port, "folder": folder, **said}
    finally:
        stop_classroom(process)


def request(port: int, path: str, **headers) -> tuple[int, dict, str]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=180)
    connection.request("GET", path, headers={"Host": f"127.0.0.1:{port}", **headers})
    response = connection.getresponse()
    return response.status, dict(response.getheaders()), response.read().decode("utf-8", "replace")


def server_tree(process) -> list:
    """The verb's Voila server and its kernels (``psutil.Process``)."""
    try:
        return psutil.Process(process.pid).children(recursive=True)
    except psutil.NoSuchProcess:
        return []


def test_each_run_logs_in_a_folder_only_the_user_can_read(classroom):
    log = classroom["log"]
    assert stat.S_IMODE(log.parent.stat().st_mode) == 0o700
    assert stat.S_IMODE(log.stat().st_mode) & 0o077 == 0
    assert str(classroom["port"]) in log.parent.name and log.parent.name != f"landlords-serve-{classroom['port']}"


def test_no_log_line_holds_the_teacher_key_after_failed_requests(classroom):
    port, key, teacher = classroom["port"], classroom["key"], classroom["teacher"]
    path = teacher.split(str(port), 1)[1]
    failed = [request(port, f"/voila/render/nothing.ipynb?key={key}")[0],              # 404
              request(port, path, Host="attacker.example")[0],                         # 403 (the host check)
              request(port, "/voila/static/nothing.js", Referer=teacher)[0],            # a Referer with the key
              request(port, f"/voila/files/nothing.txt?key={key}", Referer=teacher)[0]]
    assert all(code >= 400 for code in failed), failed
    deadline = time.monotonic() + 30
    while classroom["log"].read_text().count("[secret]") < 4 and time.monotonic() < deadline:
        time.sleep(0.25)
    text = classroom["log"].read_text()
    assert text.count("[secret]") >= 4, text[-3000:]                    # the failures were logged...
    assert key not in text                                              # ...without the key


def test_its_pages_send_no_referer_to_other_sites(classroom):
    _, headers, _ = request(classroom["port"], "/")
    assert headers.get("Referrer-Policy") == "same-origin"


def test_plain_gets_of_the_student_page_stop_at_the_cap(classroom):
    port = classroom["port"]
    answers = [request(port, "/voila/render/classroom_student.ipynb") for _ in range(4)]
    assert [code for code, _, _ in answers] == [200, 200, 200, 503]
    assert "as many as it allows (3)" in answers[-1][2]


def test_a_second_serve_on_the_busy_port_says_so_and_exits(classroom):
    before = classroom["log"].read_text()
    again = subprocess.run([sys.executable, "-m", "landlords", "serve", "classroom", "--no-browser",
                            "--port", str(classroom["port"]), "--store", str(classroom["folder"] / "class.sqlite")],
                           capture_output=True, text=True, timeout=120, check=False)
    assert again.returncode == 1 and again.stdout == ""
    assert again.stderr.count("\n") == 1 and "in use" in again.stderr, again.stderr
    assert classroom["log"].read_text().startswith(before)              # the first server's log is its own


def test_killed_with_sigkill_the_verb_takes_its_server_and_kernels_with_it(classroom):
    process, port = classroom["process"], classroom["port"]
    tree = server_tree(process)
    assert any("compressing_voila" in " ".join(p.cmdline()) for p in tree)
    assert sum("ipykernel" in " ".join(p.cmdline()) for p in tree) >= 2
    os.kill(process.pid, signal.SIGKILL)
    process.wait()
    _, alive = psutil.wait_procs(tree, timeout=90)
    assert not alive, f"still running after the verb was killed: {[p.cmdline()[:3] for p in alive]}"
    with pytest.raises(OSError):
        request(port, "/")
