"""What the browser tests share: a Voila server of the checkout's apps, a headless Chromium
page, and small readers of the page.

A test module imports the fixtures it uses into its own namespace (pytest finds fixtures
there; they are named ``*_fixture`` so that a test's argument does not shadow the import),
e.g. ``from browser_support import page_fixture, voila_base_fixture  # noqa: F401``,
and marks itself with ``pytestmark = BROWSER_MARKS``.  The fixtures are ``voila_base`` (the
server's address; one server per test module), ``app_url`` (the Play app's address) and
``page`` (a fresh headless Chromium page).  Everything is skipped (not failed) when
Debian's Chromium, Playwright or Voila is absent.
"""

from __future__ import annotations

import os
import subprocess
import time
from pathlib import Path

import pytest

CHROMIUM = "/usr/bin/chromium"
ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "test-artifacts"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]

#: The marks of a browser test module: ``pytestmark = BROWSER_MARKS``.
BROWSER_MARKS = [
    pytest.mark.browser,
    pytest.mark.skipif(not os.path.exists(CHROMIUM), reason="Debian's chromium is not installed"),
]


# ---------------------------------------------------------------------------- fixtures
@pytest.fixture(scope="module", name="voila_base")
def voila_base_fixture(tmp_path_factory):
    """Serve the checkout's apps with Voila on 127.0.0.1 (own process group; killed at the end).

    Yields the server's address (``http://127.0.0.1:PORT``).
    """
    pytest.importorskip("playwright.sync_api")
    pytest.importorskip("voila")
    from landlords.ui import serve

    folder = serve.checkout_apps() or serve.write_apps(tmp_path_factory.mktemp("apps"))
    port = serve.free_port()
    command = serve.voila_command(folder, port, pool_size=1, show_tracebacks=True)
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
        yield f"http://127.0.0.1:{port}"
    finally:
        serve.stop(process)                       # SIGINT, then the whole process group
        log.close()


@pytest.fixture(scope="module", name="app_url")
def app_url_fixture(voila_base):
    """The address of the Play app."""
    return f"{voila_base}/voila/render/play.ipynb"


def wait_until_preheated(process, log_path: Path, timeout: float = 120.0) -> None:
    """Measure a warm server, as a class meets it: wait until the preheated kernel has run the app.

    Voila logs that the pool is filled once the kernel has started; the notebook runs after
    that, so also wait until the server and its kernels stop using the processor.
    """
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and "is filled" not in log_path.read_text():
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


@pytest.fixture(name="page")
def page_fixture(voila_base):
    from playwright.sync_api import sync_playwright

    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page(viewport={"width": 1440, "height": 1480})
        page.set_default_timeout(60_000)
        try:
            yield page
        finally:
            browser.close()


# ---------------------------------------------------------------------------- reading the page
def board(page) -> dict:
    """The first board on the page: its step, turn, regime and HTML (None if there is none)."""
    return page.evaluate("""() => {
        const b = document.querySelector('.ll-board');
        if (!b) return null;
        return {step: +b.dataset.step, turn: +b.dataset.turn, regime: b.dataset.regime, html: b.innerHTML};
    }""")


def chart(page) -> dict:
    """The charts' first trace and switch markers (None before the charts are drawn)."""
    return page.evaluate("""() => {
        const gd = document.querySelector('.ll-charts .js-plotly-plot');
        if (!gd || !gd.data) return null;
        const shapes = (gd.layout.shapes || []);
        return {points: gd.data[0].x.length, traces: gd.data.length,
                switches: shapes.filter(s => s.name === 'switch').length,
                last: gd.data[0].x[gd.data[0].x.length - 1]};
    }""")


def button(page, label):
    return page.get_by_role("button", name=label, exact=True)


def enabled(page, label) -> bool:
    return button(page, label).is_enabled()


def wait_board_change(page, step: int, timeout: float = 30.0) -> None:
    page.wait_for_function(f"() => {{ const b = document.querySelector('.ll-board'); "
                           f"return b && +b.dataset.step !== {step}; }}", timeout=timeout * 1000)


def shot(page, name: str) -> Path:
    """A screenshot of the whole app into ``test-artifacts/name``.

    Voila's page does not scroll: its ``#rendered_cells`` does, so Playwright's
    ``full_page`` alone stops at the window's height.  The window is made as tall as the
    app for the screenshot, then given its height back.
    """
    path = ARTIFACTS / name
    size = page.viewport_size
    height = page.evaluate("""() => {
        const cells = document.querySelector('#rendered_cells');
        const doc = document.documentElement.scrollHeight;
        return cells ? Math.max(doc, Math.ceil(cells.getBoundingClientRect().top + cells.scrollHeight)) : doc;
    }""")
    taller = size is not None and height > size["height"]
    if taller:
        page.set_viewport_size({"width": size["width"], "height": height})
        page.wait_for_timeout(400)               # let plotly follow the resize
    try:
        page.screenshot(path=str(path), full_page=True)
    finally:
        if taller:
            page.set_viewport_size(size)
            page.wait_for_timeout(200)
    return path


__all__ = ["ARGS", "ARTIFACTS", "BROWSER_MARKS", "CHROMIUM", "ROOT", "app_url_fixture", "board", "button",
           "chart", "enabled", "page_fixture", "shot", "voila_base_fixture", "wait_board_change",
           "wait_until_preheated"]
