"""``landlords serve`` refuses requests that name another host (no DNS rebinding).

Voila lets any ``Host`` header through by itself; the served folder's ``voila.json``
turns Jupyter's host check on, so a page on another site that points its own name at
127.0.0.1 cannot load the apps or start a kernel.  Starts a real Voila server; skipped
when Voila is not installed.
"""

from __future__ import annotations

import http.client
import json
import os
import signal
import subprocess

import pytest

pytest.importorskip("voila")

from landlords.ui.serve import free_port, host_check_config, voila_command, wait_for_port, write_apps  # noqa: E402


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    folder = write_apps(tmp_path_factory.mktemp("apps"))
    port = free_port()
    process = subprocess.Popen(voila_command(folder, port), stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        if not wait_for_port(port, timeout=120, process=process):
            pytest.fail("Voila did not start")
        yield port
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=30)


def status(port: int, path: str, host: str) -> int:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
    connection.request("GET", path, headers={"Host": host})
    response = connection.getresponse()
    response.read()
    return response.status


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
