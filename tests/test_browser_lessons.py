"""Every lesson in a real browser: Voila serves ``lessons/`` as ``landlords serve lessons``
does (progressive rendering, plotly's lab extension denied, as on Binder); headless
Chromium opens each.

At the size of a small laptop screen (1366 x 768) each lesson renders without an error and,
once every cell has run, holds none of its measured results until a prediction is locked
in: its results sit in
``Revealed`` parts, empty until then, and no sentence of a measured answer is on the page
before.  Each prediction takes an answer, keeps it once locked in (the input disabled, the
answer still chosen) and shows the measured answer beside it; the lesson's revealed parts
and its charts or app are then on the page.  Two screenshots per lesson go to ``shots16/`` in the temporary folder
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
from browser_support import BROWSER_MARKS, EVERY_CELL_RUN, ROOT, chromium_page

from landlords.ui.prediction import LOCK_LABEL, REVEAL_LABEL

pytestmark = BROWSER_MARKS

LESSONS = sorted((ROOT / "lessons").glob("[0-9][0-9]-*.ipynb"))
SMALL_SCREEN = {"width": 1366, "height": 768}
#: What shows each lesson's key moment: a CSS selector, in order of preference.
KEY_MOMENT = {"01": ".ll-app", "03": ".ll-board", "08": ".ll-lesson-table"}




def _wait_until_every_cell_has_run(page) -> None:
    """Wait until no cell waits for its output and the page's widgets have stopped coming
    (a widget's view is drawn a moment after its cell's output arrives)."""
    page.wait_for_function(EVERY_CELL_RUN, timeout=180_000)
    count, steady_since = -1, time.monotonic()
    while time.monotonic() - steady_since < 1.5:
        now = page.locator(".jupyter-widgets").count()
        if now != count:
            count, steady_since = now, time.monotonic()
        page.wait_for_timeout(250)


def shots_folder() -> Path:
    folder = Path(os.environ.get("LANDLORDS_SHOTS") or Path(tempfile.gettempdir()) / "shots16")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.fixture(scope="module")
def lessons_base(tmp_path_factory):
    """Voila serving ``lessons/`` on 127.0.0.1 as ``landlords serve lessons`` does: each lesson's page
    is sent at once and shows each cell's output as its cell has run."""
    pytest.importorskip("playwright.sync_api")
    pytest.importorskip("voila")
    from landlords.ui import serve

    port = serve.free_port()
    command = serve.voila_command(ROOT / "lessons", port, show_tracebacks=True, progressive=True)
    assert "--VoilaConfiguration.extension_denylist=jupyterlab-plotly" in command
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


def _predict(widget) -> str:
    """Answer one prediction: its first choice, or the middle of its range."""
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


def _lock_and_reveal(page, widget) -> str:
    """Lock the prediction in, show its result; returns the result's text."""
    reveal = widget.get_by_role("button", name=REVEAL_LABEL)
    assert reveal.is_disabled()                              # nothing is shown before locking in
    widget.get_by_role("button", name=LOCK_LABEL).click()
    reveal.wait_for(state="visible")
    page.wait_for_function("(b) => !b.disabled", arg=reveal.element_handle())
    reveal.click()
    result = widget.locator(".ll-prediction-result")
    result.wait_for(state="visible")
    return result.inner_text()


def _measured_sentences(result_text: str) -> list[str]:
    """The result's sentences that carry a measured number (what must not show before the lock)."""
    lines = [line.strip() for line in result_text.splitlines()]
    return [line for line in lines if any(ch.isdigit() for ch in line) and not line.startswith("You predicted")]


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name[:2])
def test_each_lesson_shows_its_answer_only_after_the_prediction_is_locked(page, lessons_base, path):
    started = time.monotonic()
    page.goto(f"{lessons_base}/voila/render/{path.name}", timeout=180_000)
    page.locator(".ll-prediction button", has_text=LOCK_LABEL).first.wait_for(state="visible", timeout=180_000)
    opened = time.monotonic() - started
    _wait_until_every_cell_has_run(page)
    html = page.content()
    assert "There was an error when executing cell" not in html and "Traceback" not in html
    before = page.inner_text("body")
    hidden = page.locator(".ll-revealed")
    assert hidden.count() >= 1, "the lesson shows its results outside a Revealed part"
    assert page.locator(".ll-revealed .widget-output").count() == 0   # nothing built before the lock

    widgets_ = page.locator(".ll-prediction")
    texts = []
    for number in range(widgets_.count()):
        widget = widgets_.nth(number)
        chosen = _predict(widget)
        text = _lock_and_reveal(page, widget)
        assert "You predicted" in text and "Measured" in text
        assert widget.locator("input").first.is_disabled()
        assert widget.get_by_role("button", name=LOCK_LABEL).is_disabled()
        if widget.locator("input[type=radio]").count():
            assert widget.locator("input[type=radio]:checked").count() == 1   # the answer is kept
        else:
            assert float(widget.locator("input").first.input_value()) == float(chosen)
        texts.append(text)
        if number == 0:
            widget.scroll_into_view_if_needed()
            page.wait_for_timeout(300)
            page.screenshot(path=str(shots_folder() / f"{path.stem}-prediction.png"))
    for text in texts:
        for sentence in _measured_sentences(text):
            assert sentence not in before, f"shown before the lock: {sentence!r}"
    page.locator(".ll-revealed .widget-output").first.wait_for(state="attached")
    after = page.inner_text("body")
    assert len(after) > len(before)
    assert "could not be made" not in after

    from playwright.sync_api import Error as PlaywrightError
    key = KEY_MOMENT.get(path.name[:2], ".js-plotly-plot")
    for attempt in range(5):                                 # a chart drawn again replaces its element
        try:
            target = page.locator(f"{key} >> visible=true").first
            target.wait_for(state="visible")
            target.scroll_into_view_if_needed()
            break
        except PlaywrightError:
            if attempt == 4:
                raise
            page.wait_for_timeout(1000)
    page.wait_for_timeout(800)                               # let plotly finish drawing
    page.screenshot(path=str(shots_folder() / f"{path.stem}-key.png"))
    print(f"{path.name}: on screen in {opened:.1f} s; {len(texts)} predictions revealed")
