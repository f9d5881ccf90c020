"""The Experiments app in a real browser: Voila serves ``widgets/``, headless Chromium runs it.

At the size of a small laptop screen (1366 x 768): a run of three conditions of 200 games
each, with a sweep of three values of the land tax share, shows its progress, its charts
(each with its caption) and its tipping point, which is the one the experiment API finds
for the same seeds; and Cancel stops a long run, which then says it was cancelled and
shows fewer games than asked.  Screenshots go to ``test-artifacts/`` (git-ignored);
timings are printed (``-s``), never asserted.  Skipped (not failed) when Debian's
Chromium, Playwright or Voila is absent.
"""

from __future__ import annotations

import re
import time

from browser_support import (  # noqa: F401  (fixtures: pytest finds them in this module)
    BROWSER_MARKS,
    button,
    page_fixture,
    shot,
    voila_base_fixture,
)

from landlords.engine.registry import find_rules
from landlords.engine.setup import default_names

pytestmark = BROWSER_MARKS

RULES = "monopoly"
ROUNDS = 25                     # short games (the time limit), so 1,200 games take seconds
GAMES = 200
SWEPT = [0, 0.5, 1]
OUTCOME, LEVEL = "mixed", 0.4   # the share of mixed games falls below 40% inside the sweep
SMALL_SCREEN = {"width": 1366, "height": 768}


def open_app(page, voila_base) -> float:
    """Open the app at a small laptop's size; the seconds until its setup is on screen."""
    page.set_viewport_size(SMALL_SCREEN)
    started = time.monotonic()
    page.goto(f"{voila_base}/voila/render/experiments.ipynb")
    page.wait_for_selector("text=Conditions to compare")
    page.wait_for_selector(".ll-run-row button:has-text('Run')")
    assert "There was an error when executing cell" not in page.content()
    return time.monotonic() - started


def run_button(page):
    return page.locator(".ll-run-row button", has_text="Run")


def status(page) -> str:
    return page.locator(".ll-status").inner_text()


def played(page) -> tuple[int, int] | None:
    """``(games played, games asked)`` from the status line while a run goes on."""
    found = re.search(r"([\d,]+) of ([\d,]+) games played", status(page))
    if not found:
        return None
    return tuple(int(part.replace(",", "")) for part in found.groups())


def fill(page, selector: str, value) -> None:
    box = page.locator(f"{selector} input").first
    box.fill(str(value))
    box.press("Tab")


def charts_drawn(page) -> list[dict]:
    """Every chart card: its name, whether plotly drew it (and how many traces), its caption."""
    return page.evaluate("""() => [...document.querySelectorAll('.ll-chart-card')].map(card => {
        const gd = card.querySelector('.js-plotly-plot');
        const name = [...card.classList].find(c => c.startsWith('ll-chart-') && c !== 'll-chart-card');
        return {name: name.replace('ll-chart-', ''), drawn: !!(gd && gd.querySelector('.main-svg')),
                traces: gd && gd.data ? gd.data.length : 0,
                shapes: gd && gd.layout ? (gd.layout.shapes || []).map(s => [s.name, s.x0]) : [],
                caption: (card.querySelector('.ll-caption') || {}).innerText || ''};
    })""")


def test_a_three_condition_run_with_a_sweep_shows_progress_charts_and_tipping_point(page, voila_base):
    shown = open_app(page, voila_base)
    # fits a small laptop: nothing wider than the window, the Run button in the first screen
    width = page.evaluate("() => document.querySelector('#rendered_cells').scrollWidth")
    assert width <= SMALL_SCREEN["width"], width
    assert run_button(page).bounding_box()["y"] < SMALL_SCREEN["height"]
    rules = find_rules(RULES)
    page.locator(".ll-rules select").select_option(label=rules.title)
    page.wait_for_selector(".ll-option-time_limit_rounds input")
    fill(page, ".ll-option-time_limit_rounds", ROUNDS)
    assert page.locator(".ll-condition").count() == 3                    # the usual three conditions
    fill(page, ".ll-games", GAMES)
    page.locator(".ll-sweep-on input").check()
    fill(page, ".ll-sweep-values", ", ".join(map(str, SWEPT)))
    page.locator(".ll-sweep-outcome select").select_option(label=OUTCOME)
    fill(page, ".ll-sweep-level", LEVEL)
    page.wait_for_timeout(300)
    shot(page, "experiments-01-setup.png")

    asked = 3 * GAMES + len(SWEPT) * GAMES
    started = time.monotonic()
    run_button(page).click()
    seen = set()
    while "Done:" not in status(page):
        counts = played(page)
        if counts:
            assert counts[1] == asked
            seen.add(counts[0])
        if len(seen) == 2:
            shot(page, "experiments-02-running.png")
        assert time.monotonic() - started < 600, "the run did not finish in ten minutes"
        page.wait_for_timeout(150)
    done_at = time.monotonic() - started
    assert any(0 < count < asked for count in seen), seen          # the progress moved on screen
    assert f"Done: {asked:,} games" in status(page)
    page.wait_for_function("() => document.querySelectorAll('.ll-chart-card .js-plotly-plot .main-svg').length >= 6")
    drawn_at = time.monotonic() - started
    # Market value is the default; at it these games tip at the first share already, so the
    # check of a tipping point inside the sweep is made at book value (the valuation flips it).
    page.locator(".ll-valuation button", has_text="Book value").click()
    page.wait_for_function("() => /at book value/.test("
                           "document.querySelector('.ll-chart-distribution .ll-caption').innerText)")
    page.wait_for_timeout(300)
    cards = {card["name"]: card for card in charts_drawn(page)}
    assert list(cards) == ["distribution", "by-turn", "lorenz", "outcomes", "spending", "sweep"]
    for name, card in cards.items():
        assert card["drawn"] and card["traces"] >= 1, name
        assert len(card["caption"]) > 40 and card["caption"].endswith("."), (name, card["caption"])
    assert "paired games" in cards["distribution"]["caption"]
    assert page.locator(".ll-compare-table").count() == 1 and page.locator(".ll-summary-table").count() == 1

    # the tipping point on the page is the one the experiment API finds for the same seeds
    from landlords.experiments import Experiment
    names = default_names(4)
    lineup = list(rules.default_lineup)
    expected = Experiment.sweep_of(
        RULES, "land_tax_share", SWEPT, games=GAMES, seed=1, players=names,
        base={"time_limit_rounds": ROUNDS, "bots": {n: lineup[k % len(lineup)] for k, n in enumerate(names)}},
    ).run(progress=False).tipping_point(level=LEVEL, outcome=OUTCOME)                      # at book value
    assert expected["point"] not in (None, SWEPT[0]), expected                  # a point inside the sweep
    marks = dict((name, x) for name, x in cards["sweep"]["shapes"])
    assert marks["tipping point"] == expected["point"]
    assert f"from land tax share {expected['point']} on" in cards["sweep"]["caption"]
    assert page.locator(".ll-sweep-table .ll-tipping th").inner_text() == str(expected["point"])
    page.wait_for_timeout(500)
    shot(page, "experiments-03-results.png")
    page.locator(".ll-chart-sweep").screenshot(path=str(shot.__globals__["ARTIFACTS"] / "experiments-04-sweep.png"))
    print(f"\n[timing] app on screen {shown:.1f} s; {asked:,} games played {done_at:.1f} s after Run; "
          f"every chart drawn {drawn_at:.1f} s after Run")


def test_cancel_stops_a_run_and_the_page_says_so(page, voila_base):
    open_app(page, voila_base)
    games = 2000
    fill(page, ".ll-games", games)
    asked = 3 * games
    started = time.monotonic()
    run_button(page).click()
    page.wait_for_function("() => /[1-9][\\d,]* of [\\d,]+ games played/.test("
                           "document.querySelector('.ll-status').innerText)")
    assert played(page)[1] == asked
    button(page, "Cancel").click()
    page.wait_for_selector(".ll-status:has-text('Cancelled:')", timeout=120_000)
    stopped_at = time.monotonic() - started
    found = re.search(r"Cancelled: ([\d,]+) of ([\d,]+) games played", status(page))
    finished = int(found.group(1).replace(",", ""))
    assert 0 < finished < asked and int(found.group(2).replace(",", "")) == asked
    assert f"Cancelled after {finished:,} of {asked:,} games" in page.locator(".ll-message").inner_text()
    assert run_button(page).is_enabled() and not button(page, "Cancel").is_enabled()
    page.wait_for_function("() => document.querySelectorAll('.ll-chart-card .js-plotly-plot .main-svg').length >= 1")
    shot(page, "experiments-05-cancelled.png")
    print(f"\n[timing] cancelled after {finished:,} of {asked:,} games, {stopped_at:.1f} s after Run")


def valuation_view(page) -> dict:
    """What the page shows of the valuation: the button pressed, the hint, the summary's
    valuation, and per chart its first trace's numbers, its title, its caption lines and
    whether it is the chart element marked earlier (:func:`mark_charts`)."""
    return page.evaluate("""() => ({
        pressed: [...document.querySelectorAll('.ll-valuation button.mod-active')].map(b => b.innerText.trim()),
        hint: (document.querySelector('.ll-valuation-hint') || {}).innerText || '',
        summary: document.querySelector('.ll-summary-table').dataset.valuation,
        compared: document.querySelector('.ll-compare-table').dataset.valuation,
        heads: [...document.querySelectorAll('.ll-summary-table thead th')].map(th => th.innerText.trim()),
        charts: Object.fromEntries([...document.querySelectorAll('.ll-chart-card')].map(card => {
            const gd = card.querySelector('.js-plotly-plot');
            const name = [...card.classList].find(c => c.startsWith('ll-chart-') && c !== 'll-chart-card');
            const trace = gd && gd.data && gd.data.length ? gd.data[gd.data.length - 1] : {};
            return [name.replace('ll-chart-', ''), {
                y: Array.from(trace.y || []), x: Array.from(trace.x || []),
                title: gd && gd.layout && gd.layout.title ? gd.layout.title.text : '',
                marked: !!(gd && gd.llMarked),
                lines: [...card.querySelectorAll('.ll-caption')].map(c => c.innerText)}];
        })),
    })""")


def mark_charts(page) -> None:
    page.evaluate("() => document.querySelectorAll('.ll-chart-card .js-plotly-plot').forEach(gd => { gd.llMarked = true; })")


#: The valuation test plays the 1906 rules (they value holdings by the rent they will draw).
VALUED_RULES, VALUED_ROUNDS, VALUED_GAMES = "landlords-1906", 20, 40


def test_the_valuation_selector_redraws_the_charts_at_market_value(page, voila_base):
    from landlords.experiments.valuation import discount_rate
    open_app(page, voila_base)
    page.locator(".ll-rules select").select_option(label=find_rules(VALUED_RULES).title)
    page.wait_for_selector(".ll-option-end select")
    page.locator(".ll-option-end select").select_option(label="rounds")
    fill(page, ".ll-option-end_rounds", VALUED_ROUNDS)
    fill(page, ".ll-games", VALUED_GAMES)
    assert page.locator(".ll-valuation").count() == 0                 # no results yet, no selector
    run_button(page).click()
    page.wait_for_selector(".ll-status:has-text('Done:')", timeout=300_000)
    page.wait_for_function("() => document.querySelectorAll('.ll-chart-card .js-plotly-plot .main-svg').length >= 5")
    selector = page.locator(".ll-valuation")
    assert selector.is_visible()
    assert [b.inner_text().strip() for b in selector.locator("button").all()] == [
        "Market value", "The rules' score", "Book value"]
    first = valuation_view(page)
    assert first["pressed"] == ["Market value"] and first["summary"] == "market"    # market value by default
    selector.locator("button", has_text="Book value").click()
    page.wait_for_function("() => /at book value/.test("
                           "document.querySelector('.ll-chart-distribution .ll-caption').innerText)")
    page.wait_for_function("() => document.querySelector('.ll-summary-table').dataset.valuation === 'book'")
    page.wait_for_timeout(300)
    book = valuation_view(page)
    assert book["pressed"] == ["Book value"] and book["summary"] == "book"
    assert "Book value: cash, cards at their printed price" in book["hint"]
    assert "the Gini at book value" in book["charts"]["distribution"]["lines"][0]
    assert "mean gap between two players" in book["heads"] and "paid out by the bank" in book["heads"]
    mark_charts(page)

    selector.locator("button", has_text="Market value").click()
    page.wait_for_function("() => /at market value/.test("
                           "document.querySelector('.ll-chart-distribution .ll-caption').innerText)")
    page.wait_for_function("() => document.querySelector('.ll-summary-table').dataset.valuation === 'market'")
    page.wait_for_timeout(300)
    market = valuation_view(page)
    assert market["pressed"] == ["Market value"] and market["compared"] == "market"
    rate = discount_rate(VALUED_RULES, 4)
    assert f"capitalised at {100 * rate:.2f}% a round" in market["hint"]
    assert "wealth counted at market value" in market["heads"]
    for name in ("distribution", "by-turn", "lorenz", "outcomes"):
        drawn = market["charts"][name]
        assert drawn["marked"], name                                        # the same chart, redrawn in place
        assert any("market value" in line for line in drawn["lines"]), (name, drawn["lines"])
        assert not any("book value" in line for line in drawn["lines"]), (name, drawn["lines"])
    for name in ("distribution", "by-turn", "lorenz"):
        assert market["charts"][name]["y"] != book["charts"][name]["y"], name      # the chart changed
    assert "market value" in market["charts"]["lorenz"]["title"]
    money = market["charts"]["distribution"]["lines"][1]
    assert money.startswith("At market value, the mean gap in wealth between two players is $"), money
    assert "the bank paid out $" in money

    # the selector stays at hand while the charts are read, and nothing is wider than the window
    page.locator(".ll-chart-lorenz").scroll_into_view_if_needed()
    page.wait_for_timeout(300)
    box = selector.bounding_box()
    assert box is not None and 0 <= box["y"] and box["y"] + box["height"] <= SMALL_SCREEN["height"], box
    width = page.evaluate("() => document.querySelector('#rendered_cells').scrollWidth")
    assert width <= SMALL_SCREEN["width"], width
    page.screenshot(path="/tmp/experiments-market-lorenz.png")
    page.locator(".ll-valuation").scroll_into_view_if_needed()
    page.evaluate("() => document.querySelector('.ll-results').scrollIntoView()")
    page.wait_for_timeout(300)
    page.screenshot(path="/tmp/experiments-market.png")
    shot(page, "experiments-06-market-value.png")
