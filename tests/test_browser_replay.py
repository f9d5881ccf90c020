"""The Replay app in a real browser: Voila serves ``widgets/``, headless Chromium scrubs,
jumps and branches the shipped example game; the Play app opens its game in the replay.

Skipped (not failed) when Debian's Chromium, Playwright or Voila is absent.  Screenshots go
to ``test-artifacts/replay-*.png`` (git-ignored): the start, the step of the switch of rules,
the two branches side by side (and their charts alone), the replay opened from the Play app
and the Play app again.  Timings are printed, never asserted (run with ``-s`` to see them):
page load to the first board, a click on ``▶`` to the updated board, a click on
``Branch here`` to the two boards and the charts of both runs.
"""

from __future__ import annotations

import time

from browser_support import (  # noqa: F401  (fixtures: pytest finds them in this module)
    ARTIFACTS,
    BROWSER_MARKS,
    app_url_fixture,
    board,
    button,
    page_fixture,
    shot,
    voila_base_fixture,
    wait_board_change,
)

pytestmark = BROWSER_MARKS

#: The shipped example: 4 bots, The Landlord's Game, seed 13, the single tax from turn 40.
EXAMPLE_STEPS = 375
SWITCH_TURN = 40


# ---------------------------------------------------------------------------- reading the page
def where(page) -> dict | None:
    """The step and turn the scrubber shows (of the timeline selected)."""
    return page.evaluate("""() => {
        const w = document.querySelector('.ll-replay .ll-where');
        if (!w) return null;
        return {step: +w.dataset.step, turn: +w.dataset.turn, text: w.innerText};
    }""")


def boards(page) -> list[dict]:
    """Every board on show, left to right, with the label of its column (if any)."""
    return page.evaluate("""() => [...document.querySelectorAll('.ll-replay .ll-board')].map(b => {
        const col = b.closest('.widget-vbox');
        const title = col && col.querySelector('.ll-col-title');
        return {step: +b.dataset.step, turn: +b.dataset.turn, regime: b.dataset.regime,
                label: title ? title.dataset.label : null,
                selected: !!(title && title.classList.contains('ll-col-selected'))};
    })""")


def replay_chart(page) -> dict | None:
    """The replay's charts: trace names, the branch-point line and the annotations."""
    return page.evaluate("""() => {
        const gd = document.querySelector('.ll-replay .ll-charts .js-plotly-plot');
        if (!gd || !gd.data) return null;
        const layout = gd.layout || {};
        return {names: gd.data.map(t => t.name),
                drawn: gd.querySelectorAll('.scatterlayer .trace').length,
                legend: [...gd.querySelectorAll('.legendtext')].map(t => t.textContent),
                shapes: (layout.shapes || []).map(s => ({name: s.name || null, x0: s.x0, x1: s.x1,
                                                          color: (s.line || {}).color || null})),
                annotations: (layout.annotations || []).map(a => a.text),
                drawnAnnotations: [...gd.querySelectorAll('.annotation-text')].map(a => a.textContent)};
    }""")


def message(page) -> dict | None:
    """The message line of the replay (its text and level), or None when it is empty."""
    return page.evaluate("""() => {
        const m = document.querySelector('.ll-replay .ll-message .ll-msg');
        if (!m) return null;
        const level = [...m.classList].find(c => c !== 'll-msg' && c.startsWith('ll-'));
        return {text: m.innerText, level: level, visible: m.offsetWidth > 0 && m.offsetHeight > 0};
    }""")


def wait_where(page, step: int, timeout: float = 30.0) -> None:
    """Wait until the scrubber and the (selected) board show ``step``."""
    page.wait_for_function(
        f"""() => {{
            const w = document.querySelector('.ll-replay .ll-where');
            if (!w || +w.dataset.step !== {step}) return false;
            const sel = document.querySelector('.ll-replay .ll-col-selected');
            const b = sel ? sel.closest('.widget-vbox').querySelector('.ll-board')
                          : document.querySelector('.ll-replay .ll-board');
            return b && +b.dataset.step === {step};
        }}""", timeout=timeout * 1000)


def wait_where_change(page, step: int, timeout: float = 30.0) -> dict:
    page.wait_for_function(f"() => {{ const w = document.querySelector('.ll-replay .ll-where'); "
                           f"return w && +w.dataset.step !== {step}; }}", timeout=timeout * 1000)
    return where(page)


def dropdown(page, label: str):
    """The ``<select>`` of the drop-down whose description is ``label``."""
    return page.locator(".ll-replay .widget-dropdown", has=page.locator("label", has_text=label)).locator("select")


def upload(page, name: str, mime: str, content: bytes) -> None:
    """Choose a file in the replay's "Load a record" button, as a visitor does.

    ipywidgets' ``FileUpload`` keeps its ``<input type=file>`` out of the page (the button
    clicks it), so the file goes through Playwright's file chooser.
    """
    with page.expect_file_chooser() as chooser:
        page.locator(".ll-replay button.widget-upload").click()
    chooser.value.set_files(files=[{"name": name, "mimeType": mime, "buffer": content}])


def to_start(page):
    """The button to the first step (found by its tooltip: its label has been "⏮" and "Start")."""
    return page.locator('.ll-replay button[title="the start of the game"]')


def click_and_wait(page, label: str) -> dict:
    """Click a scrubber button; wait until the step on show changes (scrubber and board);
    return where it is."""
    before = where(page)["step"]
    button(page, label).click()
    now = wait_where_change(page, before)
    wait_where(page, now["step"])                # the board follows the scrubber
    return where(page)


# ---------------------------------------------------------------------------- the tests
def test_replay_scrub_jump_branch(page, voila_base):
    # 1. The app opens the shipped example at its first step.
    started = time.monotonic()
    page.goto(f"{voila_base}/voila/render/replay.ipynb")
    page.wait_for_selector(".ll-replay .ll-board")
    board_at = time.monotonic() - started
    page.wait_for_selector(".ll-replay .ll-charts .js-plotly-plot")
    page.wait_for_function("() => { const gd = document.querySelector('.ll-replay .ll-charts .js-plotly-plot');"
                           " return gd && gd.data && gd.data.length > 0; }")
    chart_at = time.monotonic() - started
    print(f"\n[timing] replay: page.goto -> board shown {board_at:.2f} s; charts drawn {chart_at:.2f} s")
    assert "There was an error when executing cell" not in page.content()
    assert "Replay and branch" in page.locator(".ll-replay .ll-header").inner_text()
    summary = page.locator(".ll-replay .ll-summary").inner_text()
    assert "The Landlord's Game" in summary and "seed 13" in summary, summary
    assert "Ann (cautious)" in summary and "120 turns" in summary, summary       # turns: the learners' clock
    assert f"single tax at turn {SWITCH_TURN}" in summary, summary
    example = page.locator(".ll-replay select").first.evaluate(
        "s => s.options[s.selectedIndex].text.replace(/\\u00a0/g, ' ')")
    assert "The Landlord's Game" in example and f"turn {SWITCH_TURN}" in example, example
    assert where(page)["step"] == 0 and f"step 0 of {EXAMPLE_STEPS}" in where(page)["text"]
    assert [b["step"] for b in boards(page)] == [0]
    assert board(page)["regime"] == "landlord"
    assert button(page, "◀").is_disabled() and to_start(page).is_disabled()
    page.wait_for_timeout(500)
    shot(page, "replay-start.png")

    # 2. Scrub: one step per ▶, a turn per "turn ▶", anywhere with the slider.
    timings = []
    for expected in (1, 2, 3, 4):
        t0 = time.monotonic()
        button(page, "▶").click()
        wait_where(page, expected)
        timings.append(time.monotonic() - t0)
        assert where(page)["step"] == expected and board(page)["step"] == expected
    print("[timing] replay: ▶ click -> board updated " + ", ".join(f"{t:.3f}" for t in timings)
          + f" s (median {sorted(timings)[len(timings) // 2]:.3f} s)")
    before = where(page)
    after = click_and_wait(page, "turn ▶")
    assert after["turn"] == before["turn"] + 1 and after["step"] > before["step"], (before, after)
    assert board(page)["step"] == after["step"] and board(page)["turn"] == after["turn"]
    assert button(page, "◀").is_enabled()

    slider = page.locator(".ll-replay .widget-hslider .noUi-handle").first
    before = where(page)["step"]
    slider.focus()
    slider.press("ArrowRight")
    after = wait_where_change(page, before)
    assert after["step"] == before + 1, (before, after)
    wait_where(page, after["step"])
    track = page.locator(".ll-replay .widget-hslider .noUi-base").first
    box = track.bounding_box()
    before = where(page)["step"]
    page.mouse.click(box["x"] + box["width"] * 0.75, box["y"] + box["height"] / 2)
    after = wait_where_change(page, before)
    assert abs(after["step"] - 0.75 * EXAMPLE_STEPS) < 0.05 * EXAMPLE_STEPS, after
    wait_where(page, after["step"])

    to_start(page).click()
    wait_where(page, 0)
    dropdown(page, "Jump to").select_option(label="a switch of rules")
    after = click_and_wait(page, "next ▶")
    wait_where(page, after["step"])
    assert after["turn"] == SWITCH_TURN, after
    assert board(page)["regime"] == "single-tax"
    assert "single tax in force" in where(page)["text"]
    marked = page.locator(".ll-replay .ll-feed .ll-ev-now").all_inner_texts()
    assert marked and any("single tax" in line for line in marked), marked
    switch_step = after["step"]
    # nothing later: a message, and the step stays
    button(page, "next ▶").click()
    page.wait_for_function("() => { const m = document.querySelector('.ll-replay .ll-message .ll-msg');"
                           " return m && m.innerText.includes('no later step'); }")
    assert where(page)["step"] == switch_step
    page.wait_for_timeout(300)
    shot(page, "replay-scrubbed.png")

    # 3. Back before the switch; branch there with the single tax: two boards, both runs charted.
    for _ in range(8):
        click_and_wait(page, "◀ turn")
    at = where(page)
    assert at["turn"] < SWITCH_TURN and board(page)["regime"] == "landlord", at
    wait_where(page, at["step"])
    dropdown(page, "What if").select_option(label="Switch to the single tax here")
    t0 = time.monotonic()
    button(page, "Branch here").click()
    page.wait_for_function("() => document.querySelectorAll('.ll-replay .ll-board').length === 2")
    t_boards = time.monotonic() - t0
    page.wait_for_function("""() => {
        const gd = document.querySelector('.ll-replay .ll-charts .js-plotly-plot');
        return gd && gd.data && gd.data.some(t => (t.name || '').includes('(branch 1)'))
            && (gd.layout.annotations || []).some(a => (a.text || '').includes('branch at turn'));
    }""")
    t_charts = time.monotonic() - t0
    print(f"[timing] replay: Branch here click -> two boards {t_boards:.3f} s; "
          f"charts of both runs {t_charts:.3f} s")
    shown = boards(page)
    assert [b["label"] for b in shown] == ["original", "branch 1"], shown
    assert [b["selected"] for b in shown] == [False, True], shown
    assert shown[1]["regime"] == "single-tax" and shown[0]["regime"] == "landlord", shown
    assert where(page)["step"] == at["step"] + 1 and "Branch 1" in where(page)["text"]
    titles = page.locator(".ll-replay .ll-col-title").all_inner_texts()
    assert "The original game" in titles[0] and f"the single tax from turn {at['turn']}" in titles[1], titles
    # one board at a time, at full size: the branch's; the toggle shows the original's
    visible = "() => [...document.querySelectorAll('.ll-replay .ll-board')].map(b => b.offsetWidth > 0)"
    assert page.evaluate(visible) == [False, True]
    page.locator(".ll-replay .ll-board-choice button", has_text="The original game").click()
    page.wait_for_function(f"() => ({visible})()[0]")
    assert page.evaluate(visible) == [True, False]
    page.locator(".ll-replay .ll-board-choice button", has_text="Branch 1").click()
    page.wait_for_function(f"() => ({visible})()[1]")
    page.wait_for_function("""() => {            // plotly has drawn every trace and annotation
        const gd = document.querySelector('.ll-replay .ll-charts .js-plotly-plot');
        return gd && gd.data && gd.data.length >= 2
            && gd.querySelectorAll('.scatterlayer .trace').length === gd.data.length
            && gd.querySelectorAll('.annotation-text').length === (gd.layout.annotations || []).length;
    }""", timeout=30_000)
    drawn = replay_chart(page)                  # one measure at a time, for both games
    assert drawn["names"] == ["Gini at market value (original)", "Gini at market value (branch 1)"], drawn["names"]
    assert drawn["drawn"] == 2, drawn
    assert any("branch 1" in text for text in drawn["legend"]), drawn["legend"]
    assert f"branch at turn {at['turn']}" in drawn["annotations"], drawn["annotations"]
    assert any(f"branch at turn {at['turn']}" in text for text in drawn["drawnAnnotations"]), drawn
    assert any(s["x0"] == s["x1"] == at["turn"] for s in drawn["shapes"]), drawn["shapes"]
    info = message(page)
    assert info and info["level"] == "ll-info" and "Branch 1" in info["text"], info
    shot(page, "replay-branches.png")
    page.locator(".ll-replay .ll-charts").screenshot(path=str(ARTIFACTS / "replay-branches-charts.png"))

    # ▶ scrubs the branch; the original follows it turn by turn (to the start of the same turn).
    first = boards(page)
    moved = first
    for _ in range(8):
        click_and_wait(page, "▶")
        wait_where(page, where(page)["step"])
        moved = boards(page)
        if moved[1]["turn"] != first[1]["turn"]:
            break
    assert moved[1]["step"] > first[1]["step"], (first, moved)
    page.wait_for_function(f"() => +document.querySelector('.ll-replay .ll-board').dataset.step "
                           f"!== {first[0]['step']}")
    moved = boards(page)
    assert moved[0]["step"] > first[0]["step"] and moved[0]["turn"] == moved[1]["turn"], (first, moved)
    print(f"[info] replay: after ▶ x{moved[1]['step'] - first[1]['step']}: original {first[0]['step']} -> "
          f"{moved[0]['step']}, branch {first[1]['step']} -> {moved[1]['step']} (turn {moved[1]['turn']})")

    # Scrub the original again: same turn, the selection marks the left column.
    page.get_by_role("button", name="original", exact=True).click()          # the Scrub toggle
    page.wait_for_function("() => { const w = document.querySelector('.ll-replay .ll-where');"
                           " const sel = document.querySelectorAll('.ll-replay .ll-col-selected');"
                           " return w && w.innerText.startsWith('Original') && sel.length === 1"
                           " && sel[0].dataset.label === 'original'; }")
    now = where(page)
    wait_where(page, now["step"])
    shown = boards(page)
    assert [b["selected"] for b in shown] == [True, False], shown
    assert now["step"] == shown[0]["step"] and now["turn"] == moved[1]["turn"], (now, shown)

    # 5. Bad input: a file that is not a record leaves the game on show as it was.
    before, before_boards = where(page), boards(page)
    upload(page, "notes.txt", "text/plain", b"/etc/hostname\n")      # text, never taken for a path
    page.wait_for_function("() => { const m = document.querySelector('.ll-replay .ll-message .ll-msg');"
                           " return m && m.classList.contains('ll-warning'); }")
    info = message(page)
    assert info["visible"] and info["level"] == "ll-warning", info
    assert "notes.txt is not a game record" in info["text"] and "hostname" not in info["text"], info
    print(f"[info] replay: uploading a text file says: {info['text']!r}")
    upload(page, "almost.json", "application/json", b'{"format": "something else", "log": []}')
    page.wait_for_function("previous => { const m = document.querySelector('.ll-replay .ll-message .ll-msg');"
                           " return m && m.innerText !== previous; }", arg=info["text"])
    info = message(page)
    assert info["visible"] and info["level"] == "ll-warning", info
    print(f"[info] replay: uploading a JSON file that is not a record says: {info['text']!r}")
    assert where(page) == before
    assert boards(page) == before_boards
    assert "There was an error" not in page.content()


def test_play_opens_its_game_in_the_replay(page, app_url):
    page.goto(app_url)
    page.wait_for_selector(".ll-charts .js-plotly-plot", state="attached")      # drawn in its tab
    for _ in range(3):                           # a few turns, so the record has steps
        if not button(page, "Next turn").is_enabled():
            break
        step = board(page)["step"]
        button(page, "Next turn").click()
        wait_board_change(page, step)
    played = board(page)
    assert played["step"] > 0

    page.get_by_role("button", name="Open in replay").click()
    page.wait_for_selector(".ll-replay .ll-header")
    assert "Replay and branch" in page.locator(".ll-replay .ll-header").inner_text()
    assert page.locator(".ll-title", has_text="The Landlord's Game").count() == 0
    wait_where(page, played["step"])          # it opens at the end of the game so far
    assert f"step {played['step']} of {played['step']}" in where(page)["text"]
    page.wait_for_selector(".ll-replay .ll-charts .js-plotly-plot")
    after = click_and_wait(page, "◀")        # and it scrubs
    assert after["step"] == played["step"] - 1
    try:                                      # the charts take the page's width once shown
        page.wait_for_function("""() => {
            const slot = document.querySelector('.ll-replay .ll-charts');
            const gd = slot.querySelector('.js-plotly-plot');
            return gd && gd._fullLayout && gd._fullLayout.width >= slot.getBoundingClientRect().width - 40;
        }""", timeout=15_000)
    except Exception:                         # the assertion below says by how much
        pass
    widths = page.evaluate("""() => {
        const slot = document.querySelector('.ll-replay .ll-charts');
        const gd = slot.querySelector('.js-plotly-plot');
        return [Math.round(gd._fullLayout.width), Math.round(slot.getBoundingClientRect().width)];
    }""")
    print(f"[info] replay opened from Play: charts drawn {widths[0]} px wide in a {widths[1]} px slot")
    assert widths[0] >= widths[1] - 40, widths                # fitted to the page, not plotly's 700 px
    shot(page, "replay-from-play.png")

    page.get_by_role("button", name="Back to the game").click()
    page.wait_for_selector(".ll-replay", state="detached")
    page.locator(".ll-title", has_text="The Landlord's Game").wait_for()
    assert board(page)["step"] == played["step"]
    assert page.get_by_role("button", name="Open in replay").is_visible()
    page.wait_for_timeout(500)
    shot(page, "replay-back-to-play.png")
    if button(page, "Next turn").is_enabled():   # the game plays on where it was
        button(page, "Next turn").click()
        wait_board_change(page, played["step"])
        assert board(page)["step"] > played["step"]
