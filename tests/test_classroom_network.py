"""``landlords serve classroom --host ADDRESS`` on this machine's network address, as a
class is served: the teacher page opened with its key controls the class (its
preheated kernel reads the key from the server at that address, not at 127.0.0.1, where
nothing listens), and one computer other than this one holds no more pages than
``--pages-per-address``; the next is told so in a sentence.

Skipped where this machine has no network address (besides loopback), or Chromium,
Playwright, Voila or psutil is absent.
"""

from __future__ import annotations

import http.client

import pytest
from browser_support import ARGS, BROWSER_MARKS, CHROMIUM, wait_until_preheated
from classroom_support import serve_classroom, stop_classroom

pytestmark = BROWSER_MARKS


def network_address() -> str | None:
    """An IPv4 address of this machine other than loopback, or None."""
    import ipaddress
    import socket

    import psutil
    for addresses in psutil.net_if_addrs().values():
        for address in addresses:
            if address.family == socket.AF_INET and not ipaddress.ip_address(address.address).is_loopback:
                return address.address
    return None


@pytest.fixture(scope="module")
def classroom(tmp_path_factory):
    """``(address, teacher URL, student URL)`` of a class served on the network address."""
    pytest.importorskip("playwright.sync_api")
    pytest.importorskip("voila")
    pytest.importorskip("psutil")
    host = network_address()
    if host is None:
        pytest.skip("this machine has no network address besides loopback")
    from landlords.ui.serve import free_port

    folder = tmp_path_factory.mktemp("classroom")
    process, said = serve_classroom(folder, "--host", host, "--port", str(free_port(host)),
                                    "--store", str(folder / "class.sqlite"), "--pages-per-address", "2")
    try:
        wait_until_preheated(process, said["log"])
        yield host, said["teacher"], said["student"]
    finally:
        stop_classroom(process)


def test_the_teacher_page_controls_the_class_on_a_network_address_and_pages_are_bounded(classroom):
    from playwright.sync_api import sync_playwright

    host, teacher_url, student_url = classroom
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            page = browser.new_page()
            page.set_default_timeout(90_000)
            page.goto(teacher_url)
            page.get_by_role("button", name="Create the session").wait_for()
        finally:
            browser.close()
    port = int(student_url.split(":")[2].split("/")[0])
    path = student_url.split(str(port), 1)[1]
    answers = []
    for _ in range(3):                                  # the closed teacher page's kernel makes room first
        connection = http.client.HTTPConnection(host, port, timeout=180)
        connection.request("GET", path)
        response = connection.getresponse()
        answers.append((response.status, response.read().decode("utf-8", "replace")))
    assert [status for status, _ in answers] == [200, 200, 503]
    assert "This computer has 2 pages" in answers[-1][1]
