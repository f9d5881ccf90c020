"""The "Where tokens land" toggle of the Play app in a real browser (Voila and headless Chromium).

Clicking the toggle shades the board: the page's board then carries a tooltip for each
space with its share of moves (as ``landlords.analysis`` computes it) and its expected
rent now, and its picture changes; a new game on the other board keeps the toggle on;
clicking it again takes the shading away.  Screenshots go to ``test-artifacts/``
(``location-*.png``: the board off and on, the whole app, the other board).  Skipped (not failed) when Chromium, Playwright or Voila is absent.
"""

from __future__ import annotations

import re

from browser_support import (  # noqa: F401  (fixtures: pytest finds them in this module)
    ARTIFACTS,
    BROWSER_MARKS,
    app_url_fixture,
    board,
    page_fixture,
    shot,
    voila_base_fixture,
)

from landlords import analysis
from landlords.engine.registry import find_rules, rule_set_names
from landlords.ui.landing import LABEL, LEGEND_WORDS

pytestmark = BROWSER_MARKS

BOARDS = [name for name in rule_set_names() if find_rules(name).landing is not None]


def tooltip(page, space: int) -> str:
    """The tooltip (the SVG title) of a space of the first board on the page."""
    return page.evaluate(f"""() => document.querySelector(
        '.ll-board g.ll-space[data-space="{space}"] > title').textContent""")


def wait_landing(page, state: str) -> None:
    page.wait_for_function(f"() => {{ const b = document.querySelector('.ll-board'); "
                           f"return b && b.dataset.landing === '{state}'; }}")


def board_shot(page, name: str) -> bytes:
    path = ARTIFACTS / name
    page.locator(".ll-board").first.screenshot(path=str(path))
    return path.read_bytes()


def test_the_toggle_shades_the_board_and_words_the_tooltips(page, app_url):
    page.goto(app_url)
    toggle = page.get_by_role("button", name=LABEL, exact=True)
    toggle.wait_for()
    page.wait_for_selector(".ll-board")
    wait_landing(page, "off")
    rules = find_rules(rule_set_names()[0])                     # the setup's first rule set
    assert rules.name in BOARDS
    frame = analysis.landing_probabilities(rules.name)
    off = board_shot(page, "location-off.png")
    assert tooltip(page, 1).startswith(frame["name"][1]) and "of moves end here" not in tooltip(page, 1)

    toggle.click()
    wait_landing(page, "on")
    page.wait_for_timeout(300)
    on = board_shot(page, "location-on.png")
    assert on != off
    for space in (1, 24):
        name, share = frame["name"][space], frame["probability"][space]
        assert re.match(re.escape(f"{name}: {share * 100:.2f}% of moves end here; expected rent now $")
                        + r"[\d,]+\.\d\d per opponent turn", tooltip(page, space)), tooltip(page, space)
    assert LEGEND_WORDS in board(page)["html"]
    shot(page, "location-play-app.png")

    other = find_rules(next(name for name in BOARDS if name != rules.name))   # the other board
    page.get_by_text("Setup: players, rules, options and seed").click()
    page.locator(".ll-app .widget-dropdown").filter(has=page.locator("label", has_text="Rule set")) \
        .locator("select").select_option(label=other.title)
    page.get_by_role("button", name="New game", exact=True).click()
    frame = analysis.landing_probabilities(other.name)
    page.wait_for_function(f"""() => document.querySelector('.ll-board g.ll-space[data-space="1"] > title')
                               .textContent.startsWith({frame["name"][1]!r})""")
    wait_landing(page, "on")
    page.wait_for_timeout(300)
    board_shot(page, "location-on-other-board.png")
    name, share = frame["name"][10], frame["probability"][10]
    assert tooltip(page, 10).startswith(f"{name}: {share * 100:.2f}% of moves end here")

    toggle.click()
    wait_landing(page, "off")
    assert "of moves end here" not in board(page)["html"]
