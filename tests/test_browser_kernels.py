"""Kernels of closed pages are shut down: ``landlords serve`` culls them (issue 15, item 1).

Each visit of the Play app gets a kernel of its own (~205 MB).  Voila's page says goodbye
as it closes (a shutdown request sent on ``beforeunload``), which Voila itself refused for
want of the ``_xsrf`` cookie it never sets (voila#1458: ten visits left twelve kernels, half
of the pages closed with the goodbye); the server of ``landlords serve`` sets the cookie,
and a page closed with its goodbye frees its kernel at once.  A crashed tab or a lost
connection sends none: the server's culler must shut each such kernel down once it has
been idle with no page connected for ``--cull-after`` seconds.  The tests count the
server's kernels (its kernel processes) as pages open and close.
"""

from __future__ import annotations

import os
import subprocess
import time

import pytest
from browser_support import ARGS, BROWSER_MARKS, CHROMIUM, wait_until_preheated

pytestmark = BROWSER_MARKS

CULL_AFTER = 20         # seconds: short for the test (the default is five minutes), yet
                        # longer than a few visits, so that their kernels are seen piling up
VISITS = 10


def kernel_count(server) -> int:
    """The kernels the server runs: its child processes that are Python kernels."""
    import psutil

    count = 0
    for child in psutil.Process(server.pid).children(recursive=True):
        try:
            if any("ipykernel" in part for part in child.cmdline()):
                count += 1
        except psutil.Error:
            pass
    return count


@pytest.fixture(scope="module", name="server")
def server_fixture(tmp_path_factory):
    """Voila serving the apps as ``landlords serve --cull-after 20`` would: ``(process, base)``."""
    pytest.importorskip("playwright.sync_api")
    pytest.importorskip("voila")
    pytest.importorskip("psutil")
    from landlords.ui import serve

    folder = serve.checkout_apps() or serve.write_apps(tmp_path_factory.mktemp("apps"))
    port = serve.free_port()
    command = serve.voila_command(folder, port, pool_size=1, cull_after=CULL_AFTER)
    runtime = tmp_path_factory.mktemp("jupyter-runtime")
    env = dict(os.environ, JUPYTER_RUNTIME_DIR=str(runtime))
    log = open(runtime / "voila.log", "w")  # noqa: SIM115  (closed at teardown)
    process = subprocess.Popen(command, cwd=str(folder), stdout=log, stderr=subprocess.STDOUT,
                               start_new_session=True, env=env)
    try:
        if not serve.wait_for_port(port, timeout=120, process=process):
            log.flush()
            pytest.fail(f"Voila did not start: {(runtime / 'voila.log').read_text()[-2000:]}")
        wait_until_preheated(process, runtime / "voila.log")
        yield process, f"http://127.0.0.1:{port}"
    finally:
        serve.stop(process)
        log.close()


def wait_for_count(server, done, timeout: float) -> int:
    """Poll the kernel count until ``done(count)`` or ``timeout`` seconds; the last count."""
    deadline = time.monotonic() + timeout
    count = kernel_count(server)
    while not done(count) and time.monotonic() < deadline:
        time.sleep(1.0)
        count = kernel_count(server)
    return count


def test_a_page_closed_with_its_goodbye_frees_its_kernel_at_once(server):
    from playwright.sync_api import sync_playwright

    process, base = server
    at_rest = wait_for_count(process, lambda n: n >= 1, 60)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            page = browser.new_page(viewport={"width": 1366, "height": 768})
            page.set_default_timeout(90_000)
            page.goto(f"{base}/voila/render/play.ipynb")
            page.wait_for_selector("button.jupyter-button")
            assert page.context.cookies(base) and any(c["name"] == "_xsrf" for c in page.context.cookies(base))
            opened = wait_for_count(process, lambda n: n > at_rest, 30)   # the page's kernel, and the pool's new one
            page.goto("about:blank")             # the reader leaves the page: its goodbye is sent
            after = wait_for_count(process, lambda n: n < opened, CULL_AFTER / 2)
            page.close()
        finally:
            browser.close()
    print(f"\n[kernels] at rest {at_rest}, with the page {opened}, {CULL_AFTER / 2:.0f} s after it closed {after}")
    assert after < opened, "the closed page's kernel is still running before the culler could come"


def test_closed_pages_leave_no_kernels_behind(server):
    from playwright.sync_api import sync_playwright

    process, base = server
    url = f"{base}/voila/render/play.ipynb"
    at_rest = wait_for_count(process, lambda n: n >= 1, 60)
    assert at_rest >= 1, "the preheated kernel is running"
    highest = at_rest
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            for visit in range(VISITS):
                page = browser.new_page(viewport={"width": 1366, "height": 768})
                page.set_default_timeout(90_000)
                page.goto(url)
                page.wait_for_selector("button.jupyter-button")   # the app is up on its kernel
                highest = max(highest, kernel_count(process))
                page.close(run_before_unload=visit % 2 == 1)     # half with Voila's goodbye
            highest = max(highest, kernel_count(process))
        finally:
            browser.close()
    print(f"\n[kernels] at rest {at_rest}; highest while visiting {highest}")
    assert highest >= at_rest + 2, "the visits' kernels piled up before the culler came"
    after = wait_for_count(process, lambda n: n <= at_rest, 120 + 4 * CULL_AFTER)
    print(f"[kernels] after the pages closed and {CULL_AFTER} s idle: {after}")
    assert after <= at_rest, f"{after - at_rest} kernels of closed pages are still running"
