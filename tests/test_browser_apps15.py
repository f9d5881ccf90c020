"""The apps as people meet them (issue 15), in headless Chromium at a 1366x768 laptop size.

* the Play app's layout: the charts' tab puts the charts' top edge inside the window;
* each rule set's Play app and the Replay comparison, photographed at 1366x768 into
  ``test-artifacts/apps15-*.png`` (a person looks at them; the test checks what it can);
* the Replay app's measure selector: the comparison shows one measure at a time;
* Play from here asks which player you take over and opens that seat to you.

Skipped (not failed) when Debian's Chromium, Playwright or Voila is absent.
"""

from __future__ import annotations

import pytest
from browser_support import (  # noqa: F401  (fixtures: pytest finds them in this module)
    ARTIFACTS,
    BROWSER_MARKS,
    app_url_fixture,
    board,
    button,
    chromium_page,
    voila_base_fixture,
    wait_board_change,
)

from landlords.engine.registry import find_rules

pytestmark = BROWSER_MARKS

LAPTOP = {"width": 1366, "height": 768}


@pytest.fixture(name="laptop")
def laptop_fixture(voila_base):
    with chromium_page(LAPTOP, 90_000) as page:
        yield page


def top_of(page, selector: str) -> float:
    """The top edge of the first element matching ``selector``, in window pixels."""
    return page.evaluate(f"() => document.querySelector({selector!r}).getBoundingClientRect().top")


def picture(page, name: str) -> None:
    page.wait_for_timeout(600)
    page.screenshot(path=str(ARTIFACTS / name))            # the window only: what a laptop shows


def new_game_of(page, rules_name: str) -> None:
    rules = find_rules(rules_name)
    page.get_by_text("Setup: players, rules, options and seed").click()
    page.locator(".ll-app .widget-dropdown").filter(
        has=page.locator("label.widget-label", has_text="Rule set")).locator("select").select_option(
        label=rules.title)
    page.wait_for_timeout(500)
    page.get_by_placeholder("blank: a random game").fill("7")
    button(page, "New game").click()
    page.wait_for_function("() => [...document.querySelectorAll('.ll-app .ll-message')]"
                           ".some(m => m.innerText.includes('(seed 7)'))")
    page.wait_for_timeout(500)                               # New game folds the setup away


def play_a_little(page, turns: int = 4) -> None:
    """Next turn a few times, taking the first choice whenever the person must decide."""
    for _ in range(turns * 4):
        shown = board(page)
        if shown["turn"] >= turns or "Game over" in shown["html"]:
            return
        if button(page, "Next turn").is_enabled():
            button(page, "Next turn").click()
        else:
            decide(page)
        try:
            wait_board_change(page, shown["step"], timeout=120)
        except Exception:
            picture(page, "apps15-lost.png")
            raise


PREFERRED = ("Throw the dice", "Done", "Pass", "Decline", "Stay where you are", "Refuse", "Vote no",
             "Accept", "Give up", "Cancel the offer", "end the turn", "accept")


def decide(page) -> None:
    """A person's cautious decision: a preferred button, else the last entry of a list."""
    page.wait_for_selector(".ll-decision .ll-prompt")
    labels = page.locator(".ll-decision button").all_inner_texts()
    choice = next((label for wanted in PREFERRED for label in labels if label.startswith(wanted)), None)
    if choice is None and page.locator(".ll-decision select").count():
        select = page.locator(".ll-decision select").first
        select.select_option(index=select.locator("option").count() - 1)
        page.locator(".ll-decision button", has_text="Choose").first.click()
        return
    if choice is None:
        choice = next(label for label in labels if label and label not in ("Bid", "Offer", "Choose"))
    page.locator(".ll-decision button", has_text=choice).first.click()


def test_play_app_at_1366x768_in_each_rule_set(laptop, app_url):
    page = laptop
    page.goto(app_url)
    page.wait_for_selector(".ll-app .ll-board")
    for rules_name in ("landlords-1906", "monopoly", "monopoly-deal", "random-exchange"):
        new_game_of(page, rules_name)
        play_a_little(page)
        page.get_by_role("tab", name="The table").click()
        picture(page, f"apps15-play-{rules_name}-table.png")
        assert top_of(page, ".ll-board") < LAPTOP["height"]
        page.evaluate("() => document.querySelector('#rendered_cells').scrollTo(0, 0)")
        bottom = page.evaluate("() => document.querySelector('.ll-board').getBoundingClientRect().bottom")
        assert bottom <= LAPTOP["height"], f"{rules_name}: the table ends at {bottom:.0f} px, below the window"
        assert page.locator(".ll-decision").bounding_box()["y"] < LAPTOP["height"] - 100
        page.get_by_role("tab", name="The charts").click()
        page.wait_for_selector(".ll-charts .js-plotly-plot .main-svg")
        picture(page, f"apps15-play-{rules_name}-charts.png")
        top = top_of(page, ".ll-charts .js-plotly-plot")
        assert 0 <= top < LAPTOP["height"] - 200, f"{rules_name}: the charts start at {top:.0f} px"
        captions = page.locator(".ll-captions .ll-caption").all_inner_texts()
        assert captions and all(text.strip() for text in captions)
        if rules_name == "monopoly-deal":
            assert any("Complete sets" in text for text in captions)
        page.get_by_role("tab", name="The table").click()


def test_replay_compares_one_measure_at_a_time_and_play_from_here_seats_you(laptop, voila_base):
    page = laptop
    page.goto(f"{voila_base}/voila/render/replay.ipynb")
    page.wait_for_selector(".ll-app .ll-board")
    page.wait_for_selector(".ll-charts .js-plotly-plot .main-svg")      # drawn on opening
    drawn = page.evaluate("() => document.querySelector('.ll-charts .js-plotly-plot').data[0].x.length")
    assert drawn > 10
    track = page.locator(".ll-replay .widget-hslider .noUi-base").first.bounding_box()
    page.mouse.click(track["x"] + track["width"] * 0.5, track["y"] + track["height"] / 2)
    page.wait_for_function("() => +document.querySelector('.ll-board').dataset.step > 0")
    page.wait_for_timeout(800)
    button(page, "Branch here").click()
    page.wait_for_selector(".ll-measure")
    traces = "() => document.querySelector('.ll-charts .js-plotly-plot').data.map(t => t.name)"
    page.wait_for_function(f"() => ({traces})().length === 2")
    assert page.evaluate(traces) == ["Gini at market value (original)", "Gini at market value (branch 1)"]
    page.locator(".ll-measure button", has_text="Each player's wealth").click()
    page.wait_for_function(f"() => ({traces})().length === 8")
    assert all(name.endswith(("(original)", "(branch 1)")) for name in page.evaluate(traces))
    picture(page, "apps15-replay-compare-top.png")
    page.locator(".ll-measure").scroll_into_view_if_needed()
    picture(page, "apps15-replay-compare-charts.png")
    page.locator(".ll-seat-choice select").select_option(label="Cy (bot: improver)")
    button(page, "Play from here").click()
    page.wait_for_function("() => [...document.querySelectorAll('.ll-app .ll-message')]"
                           ".some(m => m.innerText.includes('You play Cy'))")
    for _ in range(60):                                     # bots play on to Cy's decision
        if page.locator(".ll-decision .ll-prompt").count():
            break
        step = board(page)["step"]
        button(page, "Next turn").click()
        wait_board_change(page, step)
    assert "Your decision, Cy" in page.locator(".ll-decision .ll-prompt").first.inner_text()
    picture(page, "apps15-play-from-here-cy.png")
