"""``landlords serve`` refuses requests that name another host (no DNS rebinding), and
bounds its kernels (issue 26, D4, and preheating only the app asked for).

Voila lets any ``Host`` header through by itself; the served folder's ``voila.json``
turns Jupyter's host check on, so a page on another site that points its own name at
127.0.0.1 cannot load the apps or start a kernel.  Every plain GET of an app's page
took a kernel (~90 MB) that lived five minutes: now the server holds at most its cap of
pages, refuses the next in a sentence, and shuts down the kernel of a page that never
connects.  Starts a real Voila server (the Play app preheated, two pages at most, ten
seconds to connect); skipped when Voila is not installed.
"""

from __future__ import annotations

import http.client
import json
import os
import signal
import subprocess
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

pytest.importorskip("voila")

from landlords.ui.serve import (  # noqa: E402
    free_port,
    host_check_config,
    page_settings,
    voila_command,
    wait_for_port,
    write_apps,
)

CAP = 2                 # pages at most, for the test
CONNECT_WITHIN = 10     # seconds a page's kernel waits for its page, for the test


@pytest.fixture(scope="module")
def voila(tmp_path_factory):
    """``(process, port)`` of Voila serving the apps as ``landlords serve play`` does."""
    folder = write_apps(tmp_path_factory.mktemp("apps"))
    port = free_port()
    command = voila_command(folder, port, preheat=["play"],
                            pages=page_settings(max_pages=CAP, connect_within=CONNECT_WITHIN))
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               start_new_session=True)
    try:
        if not wait_for_port(port, timeout=120, process=process):
            pytest.fail("Voila did not start")
        yield process, port
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=30)


@pytest.fixture(scope="module")
def server(voila):
    return voila[1]


def fetch(port: int, path: str, host: str) -> tuple[int, str]:
    """``(status, body)`` of a plain GET (no browser: what curl does)."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=180)
    connection.request("GET", path, headers={"Host": host})
    response = connection.getresponse()
    return response.status, response.read().decode("utf-8", "replace")


def status(port: int, path: str, host: str) -> int:
    return fetch(port, path, host)[0]


def kernels(process) -> int:
    """How many kernels the server runs now."""
    import psutil
    count = 0
    for child in psutil.Process(process.pid).children(recursive=True):
        try:
            count += any("ipykernel" in part for part in child.cmdline())
        except psutil.Error:
            pass
    return count


def settled_kernels(process, seconds: float = 4.0, most: float = 120.0) -> int:
    """The kernel count once it has stayed the same for ``seconds``."""
    last, since, deadline = kernels(process), time.monotonic(), time.monotonic() + most
    while time.monotonic() - since < seconds and time.monotonic() < deadline:
        time.sleep(0.5)
        now = kernels(process)
        if now != last:
            last, since = now, time.monotonic()
    return last


@pytest.mark.parametrize("host", ["attacker.example", "attacker.example:80", "10.0.0.7"])
def test_a_request_naming_another_host_gets_403(server, host):
    assert status(server, "/", host) == 403
    assert status(server, "/voila/render/play.ipynb", host) == 403


@pytest.mark.parametrize("host", ["127.0.0.1", "localhost", "[::1]"])
def test_local_names_are_served(server, host):
    assert status(server, "/", f"{host}:{server}") == 200


@pytest.mark.parametrize("host, checked", [("127.0.0.1", True), ("::1", True), ("localhost", True),
                                           ("192.168.1.20", False), ("0.0.0.0", False)])
def test_the_check_is_on_for_this_machine_and_off_on_a_class_network(tmp_path, host, checked):
    flag = host_check_config(tmp_path, host)
    config = json.loads((tmp_path / "voila.json").read_text())["Voila"]["tornado_settings"]
    assert config["allow_remote_access"] is (not checked)
    assert flag.endswith(str(tmp_path))


def test_only_the_app_asked_for_has_a_preheated_kernel(voila):
    process, _ = voila
    pytest.importorskip("psutil")
    deadline = time.monotonic() + 120
    while kernels(process) < 1 and time.monotonic() < deadline:
        time.sleep(0.5)
    assert settled_kernels(process) == 1, "the Play app's kernel alone, not one per app of the folder"


def test_plain_gets_hold_no_more_kernels_than_the_cap_and_lose_them_soon(voila):
    process, port = voila
    pytest.importorskip("psutil")
    at_rest = settled_kernels(process)
    with ThreadPoolExecutor(CAP + 3) as pool:                          # strangers, all at once
        answers = list(pool.map(lambda _: fetch(port, "/voila/render/play.ipynb", f"127.0.0.1:{port}"),
                                range(CAP + 3)))
    assert sorted(code for code, _ in answers) == [200] * CAP + [503] * 3
    assert all(f"as many as it allows ({CAP})" in body for code, body in answers if code == 503)
    assert kernels(process) <= at_rest + CAP
    deadline = time.monotonic() + CONNECT_WITHIN + 60
    while kernels(process) > at_rest and time.monotonic() < deadline:
        time.sleep(0.5)
    assert kernels(process) <= at_rest, "the kernels of pages that never connected are shut down"
    assert fetch(port, "/voila/render/play.ipynb", f"127.0.0.1:{port}")[0] == 200   # room again
