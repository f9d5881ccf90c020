"""Every rule set in the browser: a person takes a seat in the Play app and plays through every
decision kind its rules can ask, to the end of the game; then the game is opened in the
Replay app, branched, and the branch played on to its end.

Voila serves ``widgets/``; headless Chromium clicks.  What the person does is decided on a
mirror of the app's game in Python (``browser_support.Person``: the same rule set, players,
seed and options make the same game): the test finds the control the app shows for that
choice (its button, its drop-down entry, or the number box of an amount), uses it, and
checks that the app's table then stands at the mirror's step; at the end the record the
app saves must be the mirror's, action for action.  The kinds met are read from the page
(``data-decision`` of the decision panel) and must be every decision kind of the rule set;
each script's aims (Deal's Just Say No! and accepting, a debt paid card by card; the fine
out of Jail; buying, declining and bidding) must be done.  Monopoly's first auction bid is
typed as an odd amount (after an amount above the most, which the app refuses with a
message); its rarest decision (placing a building won at an auction of the Bank's last
houses) comes in a game loaded at that point.  The branch is made three turns before the
end with other rules (or another decision where the rule set has no reform); a headless
Replay app makes the same branch, and where it stops at the person's decision, Play from
here opens it in the Play app and the person plays it on to its end.  The random-exchange
baseline has no decisions: it is played to its end with One move and Auto, and branched.

Skipped (not failed) when Debian's Chromium, Playwright or Voila is absent.  Screenshots go
to ``test-artifacts/rule-sets-*.png``; timings are printed (run with ``-s``), never asserted.
"""

from __future__ import annotations

import base64
import json
import re
import time
from collections import Counter

import pytest
from browser_support import (  # noqa: F401  (fixtures: pytest finds them in this module)
    BROWSER_MARKS,
    SCRIPTS,
    Person,
    app_url_fixture,
    board,
    button,
    chart,
    page_fixture,
    shot,
    to_load_point,
    voila_base_fixture,
)

import landlords
from landlords.engine.registry import find_rules
from landlords.ui.decision import distinct
from landlords.ui.replay import ReplayApp

pytestmark = BROWSER_MARKS


# ---------------------------------------------------------------------------- the page
def setup_label(name: str) -> str:
    """An option's label as the setup shows it (``landlords.ui.setup``'s words)."""
    from landlords.ui.setup import _label
    return _label(name)


def exactly(text: str):
    """A pattern matching ``text`` whole (a space may show as a no-break space, as in a drop-down)."""
    return re.compile("^" + re.escape(text).replace("\\ ", "\\s") + "$")


def labelled(page, kind: str, label: str):
    """The ipywidgets control of class ``widget-<kind>`` whose label reads ``label``."""
    return page.locator(f".ll-app .widget-{kind}").filter(
        has=page.locator("label.widget-label", has_text=exactly(label)))


def wait_step(page, step: int, timeout: float = 60.0) -> None:
    """Wait until the (first) table on the page stands at log step ``step``."""
    try:
        page.wait_for_function(f"() => {{ const b = document.querySelector('.ll-board'); "
                               f"return b && +b.dataset.step === {step}; }}", timeout=timeout * 1000)
    except Exception as error:
        shot(page, "rule-sets-lost.png")
        shown = board(page)
        raise AssertionError(f"the app stands at step {shown and shown['step']}, the mirror at {step}; "
                             f"the app says {say(page)!r}") from error


def say(page) -> str:
    return page.locator(".ll-app .ll-message").first.inner_text()


def set_up(page, script) -> None:
    """Choose the script's rule set, players, options and seed in the setup, and start."""
    rules = find_rules(script.rules)
    page.get_by_text("Setup: players, rules, options and seed").click()
    labelled(page, "dropdown", "Rule set").locator("select").select_option(label=rules.title)
    first = next(iter(rules.options), None)                  # its options are on show
    if first is not None:
        page.locator(".ll-app label", has_text=exactly(setup_label(first))).first.wait_for()
    count = labelled(page, "text", "Players").locator("input")
    # The kernel redraws the seats after a change of rule set or of the number of players
    # (with the rule set's own line-up and number); what is typed before that redraw lands
    # is lost, so the number and the seats are typed until the page shows them all.
    seats = page.locator(".ll-seat")
    wanted = [(name, "human" if name == script.person else f"bot: {script.bots[name]}")
              for name in script.players]
    for _ in range(5):
        count.fill(str(len(script.players)))
        count.press("Tab")
        page.wait_for_timeout(300)
        for k, (name, kind) in enumerate(wanted):
            seats.nth(k).locator("input").fill(name)
            seats.nth(k).locator("input").press("Tab")
            seats.nth(k).locator("select").select_option(label=kind)
        page.wait_for_timeout(500)
        shown = page.evaluate("() => [...document.querySelectorAll('.ll-app .ll-seat')].map(s => "
                              "[s.querySelector('input').value, "
                              "s.querySelector('select').selectedOptions[0].textContent.replace(/\\s/g, ' ')])")
        if (count.input_value() == str(len(wanted))
                and [tuple(seat) for seat in shown[:len(wanted)]] == wanted):   # (rows beyond are hidden)
            break
    else:
        raise AssertionError(f"the setup shows the seats {shown}, not {wanted}")
    for name, value in script.options.items():
        label = setup_label(name)
        option = rules.options[name]
        if option.kind is bool:
            box = page.locator(".ll-app .widget-checkbox").filter(
                has=page.locator("span", has_text=exactly(label))).locator("input")
            if box.is_checked() != value:
                box.click()
        elif option.choices:
            shown = rules.words.regimes.get(value, value) if isinstance(value, str) else str(value)
            labelled(page, "dropdown", label).locator("select").select_option(label=shown)
        else:
            field = labelled(page, "text", label).locator("input")
            field.fill(str(value))
            field.press("Tab")
    page.get_by_placeholder("blank: a random game").fill(str(script.seed))
    page.wait_for_timeout(300)
    button(page, "New game").click()
    page.wait_for_function(f"() => [...document.querySelectorAll('.ll-app .ll-message')]"
                           f".some(m => m.innerText.includes('(seed {script.seed})'))")


def decision_kind(page) -> str:
    prompt = page.locator(".ll-decision .ll-prompt").first
    prompt.wait_for()
    return prompt.get_attribute("data-decision")


def take(page, game, action) -> None:
    """Use the control the app shows for ``action`` (a button, a drop-down entry or an amount)."""
    prompt = game.prompt()
    panel = page.locator(".ll-decision")
    labels = {choice.action: choice.label for choice in distinct(prompt.choices)}   # as the app labels them
    if action in labels:
        label = labels[action]
        direct = panel.get_by_role("button", name=label, exact=True)
        if direct.count():
            direct.first.click()
            return
        holding = page.locator("select").filter(has=page.locator("option", has_text=exactly(label)))
        row = panel.locator(".widget-hbox").filter(has=holding).last
        row.locator("select").select_option(label=label)
        row.get_by_role("button", name="Choose", exact=True).click()
        return
    amount = prompt.amount
    assert amount is not None and action[0] == amount.kind, f"no control for {action!r}"
    panel.locator("input[type=text]").fill(str(action[1]))
    panel.get_by_role("button", name=amount.verb, exact=True).click()


def refused_amount(page, game) -> None:
    """Type an amount above the most allowed: a warning, and nothing changes."""
    amount = game.prompt().amount
    step = game.step_count
    panel = page.locator(".ll-decision")
    panel.locator("input[type=text]").fill(str(amount.maximum + 1))
    panel.get_by_role("button", name=amount.verb, exact=True).click()
    page.wait_for_selector(".ll-app .ll-message .ll-warning")
    assert "most" in say(page), say(page)
    assert board(page)["step"] == step


def play_through(page, script, game, person, met: Counter, shots: str | None, odd_bids: list) -> int:
    """Play ``game`` (the mirror) to its end in the app; return the person's decisions.

    ``met`` counts the decision kinds the page asked; ``odd_bids`` gets each odd amount the
    person bid in an auction in $1 steps (the first is tried above the most allowed first,
    which the app refuses).  Screenshots of the first few kinds go to ``shots-*.png``
    unless ``shots`` is None."""
    decisions = 0
    shown = set()
    while not game.is_over:
        if game.to_move != script.person:
            button(page, "Play to end").click()
            person.play_to_person(game)
            wait_step(page, game.step_count)
            continue
        regime = person.switch_now(game)
        if regime is not None:
            label = game.rules.words.switch_label
            page.get_by_role("button", name=f"{label}: off", exact=True).click()
            game.switch_rules(regime)
            wait_step(page, game.step_count)
            assert board(page)["regime"] == regime
            continue
        kind = decision_kind(page)
        assert kind == game.decision, (kind, game.decision, game.step_count)
        met[kind] += 1
        action = person.choose(game)
        amount = game.prompt().amount
        odd = (amount is not None and amount.step == 1 and action[0] == amount.kind
               and action[1] % 2 == 1 and kind == "bid")
        if shots is not None and odd and "odd-bid" not in shown:
            refused_amount(page, game)
            shown.add("odd-bid")
            shot(page, f"{shots}-odd-bid.png")
        elif shots is not None and kind not in shown and len(shown) < 3:
            shown.add(kind)
            shot(page, f"{shots}-{kind}.png")
        take(page, game, action)
        game.apply(action)
        if odd:
            odd_bids.append(action[1])
        while game.to_move == landlords.CHANCE:                  # the app shows his throw at once
            game.play(max_steps=1)
        wait_step(page, game.step_count)
        decisions += 1
    page.wait_for_function("() => document.querySelector('.ll-board').innerText.includes('Game over')"
                           " || document.querySelector('.ll-board').innerHTML.includes('Game over')")
    return decisions


def saved_record(page):
    """The record of the game in the Play app, as its Save game link holds it."""
    button(page, "Save game").click()
    link = page.locator(".ll-app a.ll-download")
    link.wait_for()
    href = link.get_attribute("href")
    head, data = href.split(",", 1)
    assert head == "data:application/json;base64", head
    return landlords.load_record(base64.b64decode(data))


def same_game(page, game) -> None:
    """The app's game is the mirror's, action for action (so each choice the test made
    through the page was the person's, not merely one that took as many steps)."""
    record = saved_record(page)
    mine = game.record()
    assert record.log == mine.log, "the app's game went another way than the mirror's"
    assert record.players == mine.players and record.seed == mine.seed


def where(page) -> int:
    return int(page.locator(".ll-replay .ll-where").get_attribute("data-step"))


def preferred_change(options) -> int:
    """Which branch to make, by its place in the What-if list: other rules when the rule
    set has a reform, else another decision, else the same game again."""
    for what in ("switch", "action", "again"):
        for k, (_, value) in enumerate(options):
            if value is not None and value[0] == what:
                return k
    raise AssertionError(f"nothing to branch with: {options}")


def branch_and_play_on(page, script, game, shots: str) -> int:
    """Open the game in the Replay app, go back three turns, branch there, and play the
    branch on to its end (in the Play app, from the person's decision where the branch
    stops for him).  A mirror of the Replay app, built here without a browser, makes the
    same branch; the page must show it step for step.  Returns the person's decisions."""
    button(page, "Open in replay").click()
    page.wait_for_function(f"() => {{ const w = document.querySelector('.ll-replay .ll-where'); "
                           f"return w && +w.dataset.step === {game.step_count}; }}")
    for _ in range(3):
        before = where(page)
        button(page, "◀ turn").click()
        page.wait_for_function(f"() => +document.querySelector('.ll-replay .ll-where').dataset.step "
                               f"!== {before}")
    at = where(page)
    mirror = ReplayApp(game.record(), step=at)
    assert mirror.step == at
    options = list(mirror._change.options)
    index = preferred_change(options)
    select = page.locator(".ll-replay .widget-dropdown", has=page.locator("label", has_text="What if")
                          ).locator("select")
    shown = select.evaluate("s => [...s.options].map(o => o.text.replace(/\\u00a0/g, ' '))")
    assert shown == [label for label, _ in options], (shown, options)
    select.select_option(index=index)
    mirror._change.value = options[index][1]
    mirror._on_branch(None)
    branched = mirror.branch_game
    assert branched is not None, f"the mirror could not branch: {mirror._message.value}"
    assert branched.step_count > at and branched.branch_of["step"] == at
    page.wait_for_timeout(300)                                  # the drop-down's choice reaches the kernel
    button(page, "Branch here").click()
    page.wait_for_function("() => document.querySelectorAll('.ll-replay .ll-board').length === 2",
                           timeout=120_000)
    labels = page.locator(".ll-replay .ll-col-title").evaluate_all("ts => ts.map(t => t.dataset.label)")
    assert labels == ["original", "branch 1"], labels
    page.wait_for_function("() => { const m = document.querySelector('.ll-replay .ll-message .ll-msg');"
                           " return m && /Branch 1|branch stops/.test(m.innerText); }")
    message = page.locator(".ll-replay .ll-message").inner_text().strip()
    assert "There was an error" not in page.content() and "Something went wrong" not in page.content()
    if where(page) != branched.step_count:                       # the branch is shown from its start
        button(page, "End").click()
    page.wait_for_function(f"() => +document.querySelector('.ll-replay .ll-where').dataset.step "
                           f"=== {branched.step_count}")
    print(f"[info] {shots}: branched ({options[index][0]!r}) at step {at}: {message[:160]}")
    page.wait_for_timeout(400)
    shot(page, f"{shots}-branched.png")
    if branched.is_over:
        assert "Game over" in page.locator(".ll-replay .ll-board").nth(1).inner_html()
        return 0
    assert branched.to_move == script.person and f"stops at {script.person}'s decision" in message
    button(page, "Play from here").click()
    wait_step(page, branched.step_count)
    person = Person(script, branched, explore=False)
    decisions = play_through(page, script, branched, person, Counter(), None, [])
    assert branched.is_over
    same_game(page, branched)
    shot(page, f"{shots}-branch-played-on.png")
    return decisions


# ---------------------------------------------------------------------------- the tests
@pytest.mark.parametrize("rules", list(SCRIPTS))
def test_a_person_meets_every_decision_kind_to_the_end_and_branches(page, app_url, rules):
    started = time.monotonic()
    scripts = SCRIPTS[rules]
    met: Counter = Counter()
    done: set = set()
    decisions = 0
    odd_bids: list = []
    page.goto(app_url)
    page.wait_for_selector(".ll-app .ll-board", timeout=120_000)   # a page kernel starting under load
    assert "There was an error when executing cell" not in page.content()
    name = f"rule-sets-{rules}"
    for k, script in enumerate(scripts):
        if script.load_at is None:
            set_up(page, script)
            game = script.new_game()
            person = Person(script, game)
        else:                                                   # a long game, loaded where it matters
            game, person = to_load_point(script)
            with page.expect_file_chooser() as chooser:
                page.locator(".ll-app button.widget-upload").first.click()
            chooser.value.set_files(files=[{"name": f"{rules}-{script.load_at}.json",
                                            "mimeType": "application/json",
                                            "buffer": game.record().to_json().encode()}])
            page.wait_for_function("() => [...document.querySelectorAll('.ll-app .ll-message')]"
                                   ".some(m => m.innerText.includes('Loaded'))")
        wait_step(page, game.step_count)
        html = board(page)["html"]
        assert game.rules.words.title.upper() in html.upper().replace("&#X27;", "'"), rules
        decisions += play_through(page, script, game, person, met, f"{name}-{k}", odd_bids)
        assert game.is_over and not game.outcome.capped
        same_game(page, game)
        shot(page, f"{name}-{k}-end.png")
        missed = set(script.aims) - set(person.done)
        assert not missed, f"{rules} seed {script.seed}: the person did not {sorted(missed)}"
        done.update(script.aims)
    kinds = set(find_rules(rules).game_class._LEGAL)
    assert set(met) == kinds, f"{rules}: met {sorted(met)}, missing {sorted(kinds - set(met))}"
    if any(script.odd_bid for script in scripts):
        assert odd_bids, f"{rules}: no odd bid was typed"
    after = branch_and_play_on(page, scripts[-1], game, name)
    print(f"[timing] {rules}: {time.monotonic() - started:.1f} s, {decisions} decisions of a person "
          f"(+{after} in the branch), kinds met {json.dumps(dict(met))}, aims {sorted(done)}"
          + (f", odd bids {odd_bids}" if odd_bids else ""))


def test_random_exchange_plays_to_its_end_and_branches(page, app_url):
    started = time.monotonic()
    page.goto(app_url)
    page.wait_for_selector(".ll-app .ll-board", timeout=120_000)
    rules = find_rules("random-exchange")
    page.get_by_text("Setup: players, rules, options and seed").click()
    labelled(page, "dropdown", "Rule set").locator("select").select_option(label=rules.title)
    page.locator(".ll-app label", has_text=exactly("rounds")).first.wait_for()
    field = labelled(page, "text", "rounds").locator("input")
    field.fill("12")
    field.press("Tab")
    page.get_by_placeholder("blank: a random game").fill("3")
    page.wait_for_timeout(300)
    button(page, "New game").click()
    page.wait_for_function("() => document.querySelector('.ll-board.ll-plain')")
    assert "No drawn board" not in page.content()
    assert page.get_by_role("button", name=re.compile("Single tax|Land value tax")).count() == 0
    for _ in range(3):
        step = board(page)["step"]
        button(page, "One move").click()
        page.wait_for_function(f"() => +document.querySelector('.ll-board').dataset.step !== {step}")
    page.wait_for_selector(".ll-charts .js-plotly-plot", state="attached")     # drawn in its tab
    button(page, "Auto").click()
    page.wait_for_function("() => document.querySelector('.ll-board').innerText.includes('Game over')",
                           timeout=120_000)
    page.get_by_role("tab", name="The charts").click()          # drawn while their tab is open
    page.wait_for_function("() => { const gd = document.querySelector('.ll-charts .js-plotly-plot'); "
                           "return gd && gd.data && gd.data[0] && gd.data[0].x && gd.data[0].x.length > 0; }")
    drawn = chart(page)
    assert drawn["traces"] == 1 + 4, drawn                # the Gini and each player: no money series
    page.get_by_role("tab", name="The table").click()
    shot(page, "rule-sets-random-exchange-end.png")
    game = landlords.new_game("random-exchange", players=["Ann", "Bob", "Cy", "Dee"],
                              bots={"Bob": "random", "Cy": "random", "Dee": "random"}, seed=3,
                              options={"rounds": 12})
    game.play()
    same_game(page, game)
    branch_and_play_on(page, None, game, "rule-sets-random-exchange")
    print(f"[timing] random-exchange: {time.monotonic() - started:.1f} s")
