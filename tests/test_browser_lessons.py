"""Every lesson in a real browser: Voila serves ``lessons/``, headless Chromium opens each.

At the size of a small laptop screen (1366 x 768) each lesson renders without an error,
its prediction widget takes an answer, keeps it once locked in (the input disabled, the
answer still chosen) and shows the measured answer beside it; the lesson's charts or app
are on the page.  Two screenshots per lesson go to ``shots16/`` in the temporary folder
(or ``$LANDLORDS_SHOTS``): the prediction revealed, and the lesson's key moment.  Timings
are printed (``-s``), never asserted.  Skipped (not failed) when Debian's Chromium,
Playwright or Voila is absent.
"""

from __future__ import annotations

import os
import subprocess
import tempfile
import time
from pathlib import Path

import pytest
from browser_support import BROWSER_MARKS, ROOT, chromium_page

from landlords.ui.prediction import LOCK_LABEL, REVEAL_LABEL

pytestmark = BROWSER_MARKS

LESSONS = sorted((ROOT / "lessons").glob("[0-9][0-9]-*.ipynb"))
SMALL_SCREEN = {"width": 1366, "height": 768}
#: What shows each lesson's key moment: a CSS selector, in order of preference.
KEY_MOMENT = {"01": ".ll-app", "03": ".ll-board", "08": ".ll-lesson-table"}


def shots_folder() -> Path:
    folder = Path(os.environ.get("LANDLORDS_SHOTS") or Path(tempfile.gettempdir()) / "shots16")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.fixture(scope="module")
def lessons_base(tmp_path_factory):
    """Voila serving ``lessons/`` on 127.0.0.1 (no preheated kernels: each lesson runs when opened)."""
    pytest.importorskip("playwright.sync_api")
    pytest.importorskip("voila")
    from landlords.ui import serve

    port = serve.free_port()
    command = [part for part in serve.voila_command(ROOT / "lessons", port, show_tracebacks=True)
               if not part.startswith(("--preheat_kernel", "--pool_size"))]
    runtime = tmp_path_factory.mktemp("jupyter-runtime")
    env = dict(os.environ, JUPYTER_RUNTIME_DIR=str(runtime))
    log = open(runtime / "voila.log", "w")  # noqa: SIM115  (closed at teardown)
    process = subprocess.Popen(command, cwd=str(ROOT / "lessons"), stdout=log, stderr=subprocess.STDOUT,
                               start_new_session=True, env=env)
    try:
        if not serve.wait_for_port(port, timeout=120, process=process):
            log.flush()
            pytest.fail(f"Voila did not start: {(runtime / 'voila.log').read_text()[-2000:]}")
        yield f"http://127.0.0.1:{port}"
    finally:
        serve.stop(process)
        log.close()


@pytest.fixture
def page(lessons_base):
    with chromium_page(SMALL_SCREEN, 120_000) as page:
        yield page


def _predict(page) -> str:
    """Answer the first prediction on the page: the first choice, or the middle of the range."""
    widget = page.locator(".ll-prediction").first
    widget.scroll_into_view_if_needed()
    radios = widget.locator("input[type=radio]")
    if radios.count():
        radios.first.check()
        return widget.locator(".widget-radio-box label").first.inner_text().strip()
    box = widget.locator("input[type=number]").first
    low, high = float(box.get_attribute("min") or 0), float(box.get_attribute("max") or 1)
    value = (low + high) / 2
    box.fill(f"{value:g}")
    box.press("Enter")
    return f"{value:g}"


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name[:2])
def test_each_lesson_renders_and_its_prediction_keeps_and_reveals_an_answer(page, lessons_base, path):
    started = time.monotonic()
    page.goto(f"{lessons_base}/voila/render/{path.name}", timeout=180_000)
    page.locator(".ll-prediction button", has_text=LOCK_LABEL).first.wait_for(state="visible", timeout=180_000)
    opened = time.monotonic() - started
    html = page.content()
    assert "There was an error when executing cell" not in html and "Traceback" not in html

    chosen = _predict(page)
    widget = page.locator(".ll-prediction").first
    reveal = widget.get_by_role("button", name=REVEAL_LABEL)
    assert reveal.is_disabled()                              # nothing is shown before locking in
    widget.get_by_role("button", name=LOCK_LABEL).click()
    page.wait_for_function("() => { const b = [...document.querySelectorAll('.ll-prediction button')]"
                           ".find(b => b.textContent.includes('Show the result')); return b && !b.disabled; }")
    reveal.click()
    result = widget.locator(".ll-prediction-result")
    result.wait_for(state="visible")
    text = result.inner_text()
    assert "You predicted" in text and "Measured" in text
    kept = widget.locator("input").first
    assert kept.is_disabled() and widget.get_by_role("button", name=LOCK_LABEL).is_disabled()
    if widget.locator("input[type=radio]").count():
        assert widget.locator("input[type=radio]:checked").count() == 1   # the answer is kept
    else:
        assert float(kept.input_value()) == float(chosen)
    widget.scroll_into_view_if_needed()
    page.wait_for_timeout(300)
    page.screenshot(path=str(shots_folder() / f"{path.stem}-prediction.png"))

    key = KEY_MOMENT.get(path.name[:2], ".js-plotly-plot")
    target = page.locator(f"{key} >> visible=true").first
    target.wait_for(state="visible")
    target.scroll_into_view_if_needed()
    page.wait_for_timeout(800)                               # let plotly finish drawing
    page.screenshot(path=str(shots_folder() / f"{path.stem}-key.png"))
    print(f"{path.name}: on screen in {opened:.1f} s; predicted {chosen!r}; {text.splitlines()[1]!r}")
