"""The Play app in a real browser: Voila serves ``widgets/``, headless Chromium plays.

Skipped (not failed) when Debian's Chromium, Playwright or Voila is absent.  Screenshots
go to ``test-artifacts/`` (git-ignored).  Timings are printed, never asserted: the time to
the first chart, and the time from a click on ``Next turn`` to the updated board and charts
(run with ``-s`` to see them).
"""

from __future__ import annotations

import time

from browser_support import (  # noqa: F401  (fixtures: pytest finds them in this module)
    ARTIFACTS,
    BROWSER_MARKS,
    app_url_fixture,
    board,
    button,
    chart,
    enabled,
    page_fixture,
    shot,
    voila_base_fixture,
    wait_board_change,
)

pytestmark = BROWSER_MARKS


# ---------------------------------------------------------------------------- reading the page
def decision_kind(page) -> str | None:
    """The kind of the decision the panel asks (its ``data-decision``), or None."""
    try:
        page.wait_for_selector(".ll-decision .ll-prompt", timeout=10_000)
    except Exception:
        return None
    return page.locator(".ll-decision .ll-prompt").first.get_attribute("data-decision")


PREFERRED = ("Throw the dice", "Done", "Pass", "Decline", "Stay where you are", "Refuse",
             "Vote no", "Accept", "Give up", "Cancel the offer")


def decide(page) -> str:
    """Take a person's decision the way a cautious learner would; return its label."""
    page.wait_for_selector(".ll-decision button")
    labels = page.locator(".ll-decision button").all_inner_texts()
    choice = next((label for wanted in PREFERRED for label in labels if label.startswith(wanted)), None)
    if choice is None:
        choice = next(label for label in labels if label and label not in ("Bid", "Offer", "Choose"))
    step = board(page)["step"]
    page.locator(".ll-decision button", has_text=choice).first.click()
    wait_board_change(page, step)
    return choice


# ---------------------------------------------------------------------------- the test
#: How many decisions in a row the test makes for the person before it gives up waiting
#: for a control to come back (a hang would otherwise keep CI waiting).
DECISIONS_AT_MOST = 60


def test_play_in_the_browser(page, app_url):
    started = time.monotonic()
    page.goto(app_url)
    page.wait_for_selector("button.jupyter-button")
    buttons_at = time.monotonic() - started
    page.wait_for_selector(".ll-charts .js-plotly-plot", state="attached")     # drawn in its tab
    chart_at = time.monotonic() - started
    print(f"\n[timing] buttons on screen {buttons_at:.2f} s; first chart {chart_at:.2f} s after page.goto")
    assert "There was an error when executing cell" not in page.content()
    assert board(page) is not None and "THE LANDLORD" in board(page)["html"]
    page.wait_for_timeout(500)
    shot(page, "01-start.png")

    # Setup: a fixed seed, so the game is the same on every run.
    page.get_by_text("Setup: players, rules, options and seed").click()
    page.get_by_placeholder("blank: a random game").fill("5")
    page.wait_for_timeout(300)
    shot(page, "02-setup.png")
    button(page, "New game").click()
    page.wait_for_function("() => document.querySelector('.ll-board').innerHTML.includes('seed 5')")
    first = board(page)
    assert first["turn"] == 0

    # One move: one chance outcome (the throws for the first turn).
    for _ in range(2):
        step = board(page)["step"]
        button(page, "One move").click()
        wait_board_change(page, step)
    assert board(page)["step"] == first["step"] + 2

    # Turns: bots and chance by Next turn, Ann's decisions by her buttons.
    timings, seen, invalid_done = [], set(), False
    for _ in range(80):
        if board(page)["turn"] >= 10:
            break
        if enabled(page, "Next turn"):
            before_board = board(page)
            t0 = time.monotonic()
            button(page, "Next turn").click()
            wait_board_change(page, before_board["step"])
            timings.append((time.monotonic() - t0, None))
            continue
        kind = decision_kind(page)
        assert kind, "Next turn is disabled but no decision is offered"
        if kind not in seen:
            seen.add(kind)
            shot(page, f"03-decision-{kind}.png")
        if kind == "bid" and not invalid_done:
            key = board(page)["step"]
            page.locator(".ll-decision input[type=text]").fill("abc")
            page.locator(".ll-decision button", has_text="Bid").first.click()
            page.wait_for_selector(".ll-message .ll-warning")
            assert "whole number" in page.locator(".ll-message").inner_text()
            assert board(page)["step"] == key
            shot(page, "03-decision-bid-invalid.png")
            invalid_done = True
        decide(page)
    assert board(page)["turn"] >= 5
    # The charts, drawn while their tab is open: up to date when it opens, then with each turn.
    drawn = (chart(page) or {"points": 0})["points"]
    page.get_by_role("tab", name="The charts").click()
    page.wait_for_function("() => { const gd = document.querySelector('.ll-charts .js-plotly-plot'); "
                           f"return gd && gd.data && gd.data[0] && gd.data[0].x.length > {drawn}; }}")
    for _ in range(DECISIONS_AT_MOST):
        if len(timings) >= 12:
            break
        if not enabled(page, "Next turn"):
            break                                   # the person decides: in the table's tab
        before_board, before_chart = board(page), chart(page) or {"points": -1}
        t0 = time.monotonic()
        button(page, "Next turn").click()
        wait_board_change(page, before_board["step"])
        t_board = time.monotonic() - t0
        t_chart = None
        if board(page)["turn"] != before_board["turn"]:
            page.wait_for_function(
                f"() => {{ const gd = document.querySelector('.ll-charts .js-plotly-plot'); "
                f"return gd && gd.data && gd.data[0] && gd.data[0].x.length !== {before_chart['points']}; }}")
            t_chart = time.monotonic() - t0
        timings.append((t_board, t_chart))
    assert chart(page)["points"] >= 5
    page.get_by_role("tab", name="The table").click()
    for t_board, t_chart in timings:
        extra = f", charts {t_chart:.3f} s" if t_chart is not None else ""
        print(f"[timing] Next turn click -> board {t_board:.3f} s{extra}")
    both = [c for _, c in timings if c is not None]
    if both:
        print(f"[timing] Next turn click -> board and charts: median {sorted(both)[len(both) // 2]:.3f} s "
              f"over {len(both)} turns")

    # Switch to the single tax: the board says so and every chart marks it.
    for _ in range(DECISIONS_AT_MOST):
        if enabled(page, "Single tax: off"):
            break
        decide(page)
    else:
        raise AssertionError("Single tax: off never came back: the person's decisions went on")
    step = board(page)["step"]
    before_switches = chart(page)["switches"]
    page.get_by_role("button", name="Single tax: off").click()
    wait_board_change(page, step)
    assert board(page)["regime"] == "single-tax"
    assert "SINGLE TAX IN FORCE" in board(page)["html"]
    page.get_by_role("tab", name="The charts").click()
    panels = page.evaluate("() => Object.keys(document.querySelector('.ll-charts .js-plotly-plot').layout)"
                           ".filter(k => /^xaxis\\d*$/.test(k)).length")          # a mark on every panel
    page.wait_for_function("() => { const gd = document.querySelector('.ll-charts .js-plotly-plot'); "
                           f"return (gd.layout.shapes || []).filter(s => s.name === 'switch').length >= {before_switches + panels}; }}")
    assert chart(page)["switches"] == before_switches + panels
    page.get_by_role("tab", name="The table").click()
    for _ in range(60):
        if board(page)["turn"] >= 40:
            break
        if enabled(page, "Next turn"):
            step = board(page)["step"]
            button(page, "Next turn").click()
            wait_board_change(page, step)
        else:
            decide(page)
    shot(page, "04-single-tax-midgame.png")
    page.get_by_role("tab", name="The charts").click()
    page.locator(".ll-charts").screenshot(path=str(ARTIFACTS / "05-charts-after-switch.png"))
    page.get_by_role("tab", name="The table").click()

    # Auto-play plays on by itself and stays responsive: Pause is processed while it runs.
    for _ in range(DECISIONS_AT_MOST):
        if enabled(page, "Next turn"):
            break
        decide(page)
    else:
        raise AssertionError("Next turn never came back: the person's decisions went on")
    step = board(page)["step"]
    button(page, "Auto").click()
    page.wait_for_function("() => [...document.querySelectorAll('button')]"
                           ".some(b => b.textContent === 'Pause' && !b.disabled)")
    page.wait_for_function(f"() => +document.querySelector('.ll-board').dataset.step >= {step + 5}",
                           timeout=30_000)           # it plays on by itself, batch after batch
    t0 = time.monotonic()
    button(page, "Pause").click()
    page.wait_for_function("() => [...document.querySelectorAll('button')]"
                           ".some(b => b.textContent === 'Pause' && b.disabled)", timeout=10_000)
    page.wait_for_function("() => [...document.querySelectorAll('.ll-app .ll-message')]"
                           ".some(m => m.innerText.includes('Paused'))", timeout=10_000)
    print(f"[timing] Pause during auto-play processed in {time.monotonic() - t0:.3f} s")
    paused = board(page)["step"]
    page.wait_for_timeout(1500)                      # auto-play at 5 steps/s would move on meanwhile
    assert board(page)["step"] == paused, "auto-play went on after Pause"
    assert enabled(page, "Auto")

    # Switch back to the landlord rules: a second marker on every chart.
    for _ in range(DECISIONS_AT_MOST):
        if enabled(page, "Single tax: on"):
            break
        decide(page)
    else:
        raise AssertionError("Single tax: on never came back: the person's decisions went on")
    step = board(page)["step"]
    page.get_by_role("button", name="Single tax: on").click()
    wait_board_change(page, step)
    assert board(page)["regime"] == "landlord"
    page.get_by_role("tab", name="The charts").click()
    page.wait_for_function("() => { const gd = document.querySelector('.ll-charts .js-plotly-plot'); "
                           "return (gd.layout.shapes || []).filter(s => s.name === 'switch').length >= 6; }")
    page.get_by_role("tab", name="The table").click()

    # A game of four bots, well under way: owners, houses, tokens; then to the end.
    page.get_by_text("Setup: players, rules, options and seed").click()
    page.locator(".ll-seat select").first.select_option(label="bot: trader")
    page.get_by_placeholder("blank: a random game").fill("13")
    page.wait_for_timeout(300)
    button(page, "New game").click()
    page.wait_for_function("() => document.querySelector('.ll-board').innerHTML.includes('seed 13')")
    for turn in range(60):
        if turn == 20:                            # the single tax: the improver builds anywhere
            step = board(page)["step"]
            page.get_by_role("button", name="Single tax: off").click()
            wait_board_change(page, step)
        step = board(page)["step"]
        button(page, "Next turn").click()
        wait_board_change(page, step)
    assert "<polygon" in board(page)["html"], "no house on the board after 60 turns"
    shot(page, "07-bots-midgame.png")
    step = board(page)["step"]
    button(page, "Play to end").click()
    wait_board_change(page, step)
    page.wait_for_function("() => document.querySelector('.ll-board').innerHTML.includes('Game over')")
    page.wait_for_timeout(500)
    shot(page, "08-game-over.png")

    # Save: a download link holding the record.  Last, because Chromium may stop drawing
    # frames for a page after it hands a download over, which stalls what follows.
    button(page, "Save game").click()
    link = page.locator("a.ll-download")
    link.wait_for()
    assert link.get_attribute("href").startswith("data:application/json;base64,")
    with page.expect_download() as download:
        link.click()
    assert download.value.suggested_filename.startswith("landlords-seed13-")
    shot(page, "06-saved.png")
