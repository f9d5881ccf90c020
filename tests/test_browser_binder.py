"""Binder's way, in a real browser: ``binder/postBuild`` writes its settings into a home of
its own, a Jupyter server with Voila's extension serves the checkout from there (as
repo2docker's image does), and headless Chromium opens a lesson and the Play app at the
addresses the README gives.

Binder denies plotly's JupyterLab extension to every page and renders pages
progressively, so this is where a chart that needs the extension would be found blank: a
lesson's revealed charts (drawn by :func:`landlords.ui.plots.page_chart`) and the Play
app's FigureWidgets must both be drawn.  Skipped (not failed) when Debian's Chromium,
Playwright or Voila is absent.
"""

from __future__ import annotations

import os
import secrets
import subprocess
import sys

import pytest
from browser_support import BROWSER_MARKS, EVERY_CELL_RUN, ROOT, chromium_page

from landlords.ui.prediction import LOCK_LABEL, REVEAL_LABEL

pytestmark = BROWSER_MARKS

LESSON = "lessons/05-luck-or-land.ipynb"          # its revealed parts hold four charts


@pytest.fixture(scope="module")
def binder(tmp_path_factory):
    """``(base address, token)`` of a Jupyter server set up by ``binder/postBuild``."""
    pytest.importorskip("playwright.sync_api")
    pytest.importorskip("voila")
    from landlords.ui import serve

    home = tmp_path_factory.mktemp("binder-home")
    env = {key: value for key, value in os.environ.items() if not key.startswith("JUPYTER")}
    env.update(HOME=str(home), JUPYTER_RUNTIME_DIR=str(home / "runtime"),
               PATH=f"{os.path.dirname(sys.executable)}{os.pathsep}{env.get('PATH', '')}")
    built = subprocess.run(["bash", str(ROOT / "binder" / "postBuild")], cwd=str(ROOT), env=env,
                           capture_output=True, text=True, timeout=300, check=False)
    assert built.returncode == 0, built.stderr[-2000:]
    assert '"progressive_rendering": true' in (home / ".jupyter" / "voila.json").read_text()
    port, token = serve.free_port(), secrets.token_hex(16)
    log = open(home / "server.log", "w")  # noqa: SIM115  (closed at teardown)
    process = subprocess.Popen([sys.executable, "-m", "jupyter_server", "--no-browser", f"--port={port}",
                                "--ServerApp.ip=127.0.0.1", "--ServerApp.port_retries=0",
                                f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={ROOT}",
                                *(["--allow-root"] if os.geteuid() == 0 else [])],       # a container's root
                               cwd=str(ROOT), env=env, stdout=log, stderr=subprocess.STDOUT,
                               start_new_session=True)
    try:
        if not serve.wait_for_port(port, timeout=120, process=process):
            log.flush()
            pytest.fail(f"the Jupyter server did not start: {(home / 'server.log').read_text()[-2000:]}")
        yield f"http://127.0.0.1:{port}", token
    finally:
        serve.stop(process)
        log.close()


def _open(page, binder, path: str) -> None:
    base, token = binder
    page.goto(f"{base}/voila/render/{path}?token={token}", timeout=180_000)
    page.wait_for_function(EVERY_CELL_RUN, timeout=180_000)
    html = page.content()
    assert "There was an error when executing cell" not in html and "Traceback" not in html


def test_a_lesson_on_binder_draws_its_revealed_charts_without_plotlys_extension(binder):
    with chromium_page({"width": 1366, "height": 768}, 120_000) as page:
        _open(page, binder, LESSON)
        assert page.locator(".ll-revealed .widget-output").count() == 0      # nothing built before the lock
        widget = page.locator(".ll-prediction").first
        widget.locator("input[type=radio]").first.check()
        widget.get_by_role("button", name=LOCK_LABEL).click()
        reveal = widget.get_by_role("button", name=REVEAL_LABEL)
        page.wait_for_function("(b) => !b.disabled", arg=reveal.element_handle())
        reveal.click()
        page.locator(".ll-revealed .ll-static-chart.js-plotly-plot").first.wait_for(state="visible")
        # The revealed part shows its charts one after another: wait for two, each drawn.
        page.wait_for_function("() => { const charts = [...document.querySelectorAll('.ll-revealed .ll-static-chart')];"
                               " return charts.length >= 2"
                               " && charts.every(chart => chart.classList.contains('js-plotly-plot')); }")
        drawn = page.locator(".ll-revealed .ll-static-chart.js-plotly-plot").count()
        traces = page.evaluate("() => [...document.querySelectorAll('.ll-revealed .ll-static-chart')]"
                               ".map(chart => (chart.data || []).length)")
    print(f"\n[binder] lesson 5: {drawn} charts drawn, traces {traces}")
    assert drawn >= 2 and all(count >= 1 for count in traces)


def test_the_play_app_on_binder_draws_its_charts(binder):
    with chromium_page({"width": 1366, "height": 768}, 120_000) as page:
        _open(page, binder, "widgets/play.ipynb")
        page.get_by_role("tab", name="The charts").click()
        page.locator(".js-plotly-plot").first.wait_for(state="visible")
        assert page.locator(".js-plotly-plot").count() >= 1
