"""The apps legible and usable from the keyboard (issue 15, item 3), in headless Chromium.

* the board's text, measured as drawn (the computed font size times the SVG's scale on
  screen), is at least 11 px at a 1366x768 laptop size and at 1400 px, in every rule set;
* a person plays from the keyboard alone: Tab reaches Next turn and Enter presses it; Tab
  reaches the buttons of his decision and Space presses one;
* the server compresses what it sends, and serves plotly's widget bundle as a file that the
  charts load (nothing of it rides the websocket).

Skipped (not failed) when Debian's Chromium, Playwright or Voila is absent.
"""

from __future__ import annotations

import http.client
from urllib.parse import urlsplit

import pytest
from browser_support import (  # noqa: F401  (fixtures: pytest finds them in this module)
    ARGS,
    ARTIFACTS,
    BROWSER_MARKS,
    CHROMIUM,
    app_url_fixture,
    board,
    voila_base_fixture,
    wait_board_change,
)
from test_browser_apps15 import new_game_of, play_a_little

pytestmark = BROWSER_MARKS

#: The smallest text of the board, as drawn, in CSS pixels: (size, the text).
SMALLEST_TEXT = """() => {
  let smallest = [1e9, ''];
  for (const el of document.querySelectorAll('.ll-app .ll-board *')) {
    const own = [...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
    if (!own) continue;
    const box = el.getBoundingClientRect();
    if (!box.width || !box.height) continue;                  // not drawn
    let px = parseFloat(getComputedStyle(el).fontSize);
    if (el instanceof SVGElement) px *= el.getScreenCTM().a;  // the board's scale on screen
    if (px < smallest[0]) smallest = [px, el.textContent.trim().slice(0, 40)];
  }
  return smallest;
}"""


@pytest.fixture(name="browser")
def browser_fixture(voila_base):
    from playwright.sync_api import sync_playwright

    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            yield browser
        finally:
            browser.close()


def new_page(browser, width: int, height: int):
    page = browser.new_page(viewport={"width": width, "height": height})
    page.set_default_timeout(90_000)
    return page


@pytest.mark.parametrize("width, height", [(1366, 768), (1400, 900)])
def test_the_board_text_is_at_least_11_px(browser, app_url, width, height):
    page = new_page(browser, width, height)
    page.goto(app_url)
    page.wait_for_selector(".ll-app .ll-board")
    for rules_name in ("landlords-1906", "monopoly", "monopoly-deal", "random-exchange"):
        new_game_of(page, rules_name)
        play_a_little(page, turns=3)
        size, words = page.evaluate(SMALLEST_TEXT)
        assert size >= 11, f"{rules_name} at {width} px: {words!r} is drawn at {size:.1f} px"
        assert size < 1e9, f"{rules_name}: no board text found"


def focused_label(page) -> str:
    return page.evaluate("() => document.activeElement ? document.activeElement.innerText || '' : ''").strip()


def tab_to(page, wanted, presses: int = 60) -> str:
    """Press Tab until the focused element's text satisfies ``wanted``; return that text."""
    for _ in range(presses):
        page.keyboard.press("Tab")
        label = focused_label(page)
        if wanted(label):
            return label
    raise AssertionError(f"Tab never reached the control wanted (last focused: {focused_label(page)!r})")


def test_a_person_plays_from_the_keyboard(browser, app_url):
    page = new_page(browser, 1366, 768)
    page.goto(app_url)
    page.wait_for_selector(".ll-app .ll-board")
    page.locator(".ll-header").click()                       # the page has the focus, nothing in it
    decisions = 0
    for _ in range(40):
        shown = board(page)
        if page.locator(".ll-decision .ll-prompt").count():
            # Ann's decision: Tab to one of its buttons, Space presses it.
            choices = page.locator(".ll-decision button").all_inner_texts()
            label = tab_to(page, lambda text: text in choices and text not in ("Choose",))  # noqa: B023
            page.keyboard.press("Space")
            wait_board_change(page, shown["step"])
            decisions += 1
            if decisions >= 2:
                break
        else:
            tab_to(page, lambda text: text == "Next turn")
            page.keyboard.press("Enter")
            wait_board_change(page, shown["step"])
            label = "Next turn"
        page.locator(".ll-header").click()
    assert decisions >= 2, f"the person decided {decisions} times (last key press: {label!r})"


def fetch(base: str, path: str) -> http.client.HTTPResponse:
    address = urlsplit(base)
    connection = http.client.HTTPConnection(address.hostname, address.port, timeout=120)
    connection.request("GET", path, headers={"Accept-Encoding": "gzip"})
    response = connection.getresponse()
    response.body = response.read()
    connection.close()
    return response


def test_the_server_compresses_and_the_charts_load_plotly_from_a_file(browser, voila_base, app_url):
    from landlords.ui.serve import BUNDLE_PATH

    bundle = fetch(voila_base, "/" + BUNDLE_PATH)
    assert bundle.status == 200 and bundle.getheader("Content-Encoding") == "gzip"
    assert 200_000 < len(bundle.body) < 3_000_000                        # about 5 MB before gzip
    page = new_page(browser, 1366, 768)
    received = []
    page.on("websocket", lambda socket: socket.on("framereceived", lambda payload: received.append(len(payload))))
    page.goto(app_url)
    page.get_by_role("tab", name="The charts").click()
    page.wait_for_selector(".ll-charts .js-plotly-plot .main-svg")
    assert sum(received) < 2_000_000, f"{sum(received)} bytes came over the websocket"
