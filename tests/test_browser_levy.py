"""The Play app at a switch of rules, in a real browser at a laptop's 1366x768 (issue 24, item 2).

Just after the switch, the table, the box beside it and the charts say in words and dollars
what the switch changed in the count of wealth (the levy) and why; wealth is shown at
market value with the rules' score beside it, each named; the file button shows no counter.
A screenshot of that moment goes to ``test-artifacts/play-after-switch-1366x768.png``.

Skipped (not failed) when Debian's Chromium, Playwright or Voila is absent.
"""

from __future__ import annotations

from browser_support import (  # noqa: F401  (fixtures: pytest finds them in this module)
    ARTIFACTS,
    BROWSER_MARKS,
    app_url_fixture,
    board,
    button,
    chromium_page,
    enabled,
    voila_base_fixture,
    wait_board_change,
)
from test_browser_play import decide

pytestmark = BROWSER_MARKS

#: A laptop's screen, as a teacher tried the apps on.
LAPTOP = {"width": 1366, "height": 768}


def play_to_turn(page, turn: int) -> None:
    """Bots and chance by Next turn, the person's decisions by their buttons, to ``turn``."""
    for _ in range(200):
        if board(page)["turn"] >= turn:
            return
        if enabled(page, "Next turn"):
            step = board(page)["step"]
            button(page, "Next turn").click()
            wait_board_change(page, step)
        else:
            decide(page)
    raise AssertionError(f"turn {turn} never came")


def test_the_play_app_says_what_a_switch_changed_in_the_count(app_url):
    with chromium_page(LAPTOP, 90_000) as page:
        page.goto(app_url)
        page.wait_for_selector("button.jupyter-button")
        page.get_by_text("Setup: players, rules, options and seed").click()
        page.get_by_placeholder("blank: a random game").fill("5")
        button(page, "New game").click()
        page.wait_for_function("() => document.querySelector('.ll-board').innerHTML.includes('seed 5')")
        named = page.locator(".ll-yardstick").first.inner_text()
        assert "market value" in named and "the rules' score" in named

        # The file button: its label only, no "(0)" beside it.
        upload = page.evaluate("""() => { const b = document.querySelector('.ll-upload-game');
            return {size: getComputedStyle(b).fontSize, after: getComputedStyle(b, '::after').content}; }""")
        assert upload == {"size": "0px", "after": '"Load a game"'}

        play_to_turn(page, 12)
        for _ in range(60):
            if enabled(page, "Single tax: off"):
                break
            decide(page)
        html = board(page)["html"]
        assert ">market value<" in html and ">score<" in html
        step = board(page)["step"]
        page.get_by_role("button", name="Single tax: off").click()
        wait_board_change(page, step)
        page.wait_for_selector(".ll-levy")
        turn = board(page)["turn"]
        box = page.locator(".ll-levy").inner_text()
        assert f"Switch to the single tax at turn {turn}" in box
        assert "market value $" in box and "score $" in box and "\u2212$" in box
        assert "No player paid anything" in box               # why: the same holdings counted again
        notes = page.evaluate("() => [...document.querySelectorAll('.ll-board .ll-note text')]"
                              ".map(t => t.textContent).join(' ')")
        assert f"Switch to the single tax at turn {turn}: the count changed, not the money" in notes
        ARTIFACTS.mkdir(exist_ok=True)
        page.wait_for_timeout(400)
        page.screenshot(path=str(ARTIFACTS / "play-after-switch-1366x768.png"))

        page.get_by_role("tab", name="The charts").click()
        page.wait_for_function("() => { const gd = document.querySelector('.ll-charts .js-plotly-plot'); "
                               "return gd && gd.layout && (gd.layout.annotations || [])"
                               ".some(a => a.name === 'recount'); }")
        note = page.evaluate("() => document.querySelector('.ll-charts .js-plotly-plot').layout.annotations"
                             ".find(a => a.name === 'recount').text")
        assert f"turn {turn}: the switch changed the count" in note and "market value" in note
        names = page.evaluate("() => document.querySelector('.ll-charts .js-plotly-plot').data.map(t => t.name)")
        assert names[:2] == ["Gini at market value", "Gini by the rules' score"]
        captions = page.locator(".ll-captions").inner_text()
        assert f"What the switch changed in the count: Switch to the single tax at turn {turn}" in captions
        page.wait_for_timeout(400)
        page.screenshot(path=str(ARTIFACTS / "play-charts-after-switch-1366x768.png"))
