"""The Play app's setup on a 1366x768 laptop and its table on a phone, in a real browser
(issue 25, items 5 and 6).

* Open, the setup fills the window and the New game button above it sits on its last
  pixels: the setup has a Start button of its own at its top, on screen, that starts
  the game set up.
* At 390x844 the table's side panel goes under the board (the same style as the student
  page's): nothing is wider than the window but the board in its own scroll box.

Screenshots: ``test-artifacts/play-setup-1366x768.png``, ``test-artifacts/play-phone-390x844.png``.
"""

from __future__ import annotations

from browser_support import (  # noqa: F401
    ARTIFACTS,
    BROWSER_MARKS,
    app_url_fixture,
    board,
    chromium_page,
    shot,
    voila_base_fixture,
)
from test_browser_student_phone import overflowing

pytestmark = BROWSER_MARKS


def test_the_open_setup_has_its_own_start_button_on_a_laptop_screen(app_url):
    with chromium_page({"width": 1366, "height": 768}, 90_000) as page:
        page.goto(app_url)
        page.wait_for_selector(".ll-board")
        page.get_by_text("Setup: players, rules, options and seed").click()
        page.get_by_placeholder("blank: a random game").fill("7")
        start = page.get_by_role("button", name="Start a new game", exact=True)
        start.wait_for()
        page.wait_for_timeout(300)
        box = start.bounding_box()
        assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 768 - 100, box   # well on screen
        new_game = page.get_by_role("button", name="New game", exact=True).bounding_box()
        assert box["y"] < new_game["y"] or new_game["y"] + new_game["height"] > 700, (box, new_game)
        page.screenshot(path=str(ARTIFACTS / "play-setup-1366x768.png"))
        start.click()
        page.wait_for_function("() => document.querySelector('.ll-board').innerHTML.includes('seed 7')")
        assert board(page)["turn"] == 0
        page.get_by_text("A new game of").wait_for()


def test_the_play_apps_table_fits_a_phone(app_url):
    with chromium_page({"width": 390, "height": 844}, 90_000) as page:
        page.goto(app_url)
        page.wait_for_selector(".ll-board svg")
        page.get_by_role("button", name="Play to end", exact=True).click()     # to Ann's first decision
        page.wait_for_selector(".ll-decision .jupyter-button")
        page.wait_for_timeout(500)
        shot(page, "play-phone-390x844.png")
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
        rows = page.evaluate("""() => {
            const r = (s) => document.querySelector(s).getBoundingClientRect();
            return {slot: r('.ll-board-slot').bottom, side: r('.ll-side').top};
        }""")
        assert rows["side"] >= rows["slot"] - 1, rows
        assert overflowing(page) == [], overflowing(page)
