"""Plain words on screen (issue 15, item 4): every label, prompt and feed line a learner
sees in the Play and Replay apps is a sentence of the game.

The widgets' visible strings (HTML text and tooltips, button and toggle labels, list
entries, placeholders, descriptions) are walked after every move of a few games of every
rule set, a person deciding at his seat, and the test fails on a snake_case word (an
internal name such as ``build_here``), a rule ID (``ST-O1``), a kind in brackets
(``(initial)``), or the word "step" outside the Replay app's scrubber (one clock for
learners: the turn).
"""

from __future__ import annotations

import html
import re

import ipywidgets as widgets
import pytest

import landlords
from landlords.ui import PlayApp, ReplayApp

SNAKE = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")
RULE_ID = re.compile(r"\b[A-Z]{1,3}-[A-Z]?\d+[a-z]?\b")
KIND_IN_BRACKETS = re.compile(r"\((?:initial|[a-z]+_[a-z_]+)\)")
#: A purse that issues money shown as a bare negative sum ("Miscellaneous -$1,600").
BARE_DEBT = re.compile(r"\b(?:Miscellaneous|Bank)\s*[-\u2212]\$")
STEP = re.compile(r"\bsteps?\b(?! of )", re.IGNORECASE)      # "in steps of $5" counts money, not time
TAG = re.compile(r"<style.*?</style>|<[^>]+>", re.DOTALL)
TITLE = re.compile(r"<title>(.*?)</title>", re.DOTALL)


def html_strings(markup: str) -> list[str]:
    """The text of some HTML (tooltips apart), without its style sheets and tags."""
    tips = [html.unescape(t) for t in TITLE.findall(markup)]
    text = html.unescape(TAG.sub(" ", TITLE.sub(" ", markup)))
    return [" ".join(text.split())] + tips


def visible_strings(widget, skip=()) -> list[tuple[str, str]]:
    """``[(where, text), ...]`` of what ``widget`` and its children show (``skip``: widgets
    whose strings are left out, e.g. the Replay scrubber's for the word step)."""
    found: list[tuple[str, str]] = []

    def walk(w):
        if any(w is s for s in skip):
            return
        where = type(w).__name__
        if getattr(getattr(w, "layout", None), "display", None) == "none":
            return
        if isinstance(w, widgets.HTML):
            found.extend((where, text) for text in html_strings(w.value))
        for name in ("description", "tooltip", "placeholder"):
            value = getattr(w, name, None)
            if isinstance(value, str) and value:
                found.append((f"{where}.{name}", value))
        if isinstance(w, (widgets.Dropdown, widgets.ToggleButtons, widgets.SelectionSlider)):
            found.extend((f"{where}.option", str(label)) for label in w._options_labels)
        for child in getattr(w, "children", ()):
            walk(child)

    walk(widget)
    return found


def problems(strings, step_allowed: bool = False) -> list[str]:
    out = []
    for where, text in strings:
        for pattern, what in ((SNAKE, "internal name"), (RULE_ID, "rule ID"), (KIND_IN_BRACKETS, "kind"),
                              (BARE_DEBT, "bare negative purse")):
            hit = pattern.search(text)
            if hit:
                out.append(f"{what} {hit.group(0)!r} in {where}: {text[:160]!r}")
        if not step_allowed and STEP.search(text):
            out.append(f"'step' in {where}: {text[:160]!r}")
    return out


def person_game(rules: str, seed: int):
    lineup = {"landlords-1906": ["trader", "speculator"], "monopoly": ["trader", "improver"],
              "monopoly-deal": ["banker", "collector"], "random-exchange": ["random", "random"]}[rules]
    return landlords.new_game(rules, players=["Ann", "Bob", "Cy"], bots={"Bob": lineup[0], "Cy": lineup[1]},
                              seed=seed)


def take_a_choice(app, k: int) -> bool:
    """Press one of the decision's buttons (the k-th, round the list); False if there are none."""
    buttons = [b for row in app._decision.children for b in getattr(row, "children", ())
               if isinstance(b, widgets.Button) and b.description not in ("Choose",)]
    if not buttons:
        return False
    buttons[k % len(buttons)].click()
    return True


@pytest.mark.parametrize("rules", landlords.rule_sets())
@pytest.mark.parametrize("seed", [1, 2])
def test_the_play_app_speaks_plain_words(rules, seed):
    app = PlayApp(person_game(rules, seed), lazy_charts=False)
    found = set()
    reform = app.game.rules.words.reform
    for move in range(60):
        found.update(problems(visible_strings(app)))
        if app.game.is_over:
            break
        if move == 10 and reform in app.game.rules.regimes:
            app._switch.value = True                        # the switch's words and the recount note
        elif app._turn_button.disabled:
            if not take_a_choice(app, move):
                break
        else:
            app._turn_button.click()
    app.show_tab("charts")
    found.update(problems(visible_strings(app)))
    assert not found, "\n".join(sorted(found))


def test_the_replay_app_speaks_plain_words_and_counts_steps_only_in_its_scrubber():
    app = ReplayApp(lazy_charts=False)
    scrubber = (app._where, app._scrub_row, app._jump_row, app._which)
    found = set()
    for step in (0, 40, 120, len(app.timeline)):
        app.show_step(step)
        found.update(problems(visible_strings(app, skip=scrubber)))
        found.update(problems(visible_strings(app._scrub_row), step_allowed=True))
    app.show_step(60)
    app.branch_here(switch_rules=app.game.rules.words.reform)
    found.update(problems(visible_strings(app, skip=scrubber)))
    assert not found, "\n".join(sorted(found))


def test_the_charts_take_the_words_of_the_new_rule_set_when_the_panels_stay():
    app = PlayApp(person_game("landlords-1906", 1), lazy_charts=False)
    app.show_game(person_game("monopoly", 1))             # the same panels, other words
    titles = [app.charts.layout[name].title.text for name in app.charts.layout if name.startswith("yaxis")]
    assert titles and not any("Mother Earth" in (title or "") for title in titles), titles


# ---------------------------------------------------------------------------- issue 24, items 2 and 8
def switched_play_app(seed: int = 4, turn: int = 15):
    """A Play app of four bots of Magie's game, switched to its reform at ``turn``."""
    rules = landlords.rule_sets()[0]
    app = PlayApp(landlords.new_game(rules, players=4, seed=seed), lazy_charts=False)
    app.game.play(until_turn=turn)
    app._render()
    before = app.game.clone()
    app._switch.value = True
    return app, before


def test_the_table_shows_market_value_with_the_rules_score_beside_it_and_names_both():
    """Item 2: one yardstick per view, named (the table used to show one "wealth", the score)."""
    from landlords.experiments.valuation import values_of
    from landlords.ui import view
    app, _ = switched_play_app()
    game = app.game
    board = app._board.value
    assert ">market value<" in board and ">score<" in board and ">wealth<" not in board
    market = values_of(game, "market", *view.market_terms(game.rules, len(game.players)))
    shown = re.findall(r'class="ll-market"[^>]*>([^<]+)<', board)
    assert shown == [game.money(round(v)) if v >= 0 else "\u2212" + game.money(-round(v)) for v in market]
    said = html_strings(app._levy_box.value)[0]             # beside the table, above what happened
    assert said.startswith("Wealth is shown at market value") and "by the rules' score beside it" in said


def test_a_switch_says_in_words_and_dollars_what_it_changed_in_the_count():
    """Item 2: at a switch the board, the box beside it and the charts say what changed in
    the count and why (before: a grey "the rules count wealth differently from here")."""
    from landlords.ui import view
    app, before = switched_play_app()
    game = app.game
    turn = game.turn
    old, new = view.yardsticks(before), view.yardsticks(game)
    box = html_strings(app._levy_box.value)[0]
    words = view.regime_words(game, game.regime)
    assert f"Switch to {words} at turn {turn}" in box
    assert "No player paid anything" in box                      # why: the same holdings counted again
    for name in game.players:
        (m0, s0), (m1, s1) = old[name], new[name]
        if (m0, s0) != (m1, s1):
            assert (f"{name}: market value {game.money(m0)} \u2192 {game.money(m1)} "
                    f"({view.change_words(game.money, m1 - m0)}), score {game.money(s0)} \u2192 "
                    f"{game.money(s1)} ({view.change_words(game.money, s1 - s0)})") in box
    assert any(old[n] != new[n] for n in game.players)
    board = html_strings(app._board.value)[0]
    assert f"Switch to {words} at turn {turn}: the count changed" in board.replace("  ", " ")
    _ = app.charts                                             # brings charts and captions up to date
    captions = html_strings(app._captions.value)[0]
    assert "What the switch changed in the count: Switch to" in captions
    notes = [a.text for a in app.charts.layout.annotations if a.name == "recount"]
    market, score = app.levies[-1].totals()
    assert notes and "the switch changed the count" in notes[0] and f"{-market:,}" in notes[0] and f"{-score:,}" in notes[0]


def test_the_charts_count_wealth_at_market_value_and_name_it():
    app, _ = switched_play_app()
    names = [t.name for t in app.charts.data]
    assert names[:2] == ["Gini at market value", "Gini by the rules' score"]
    titles = [a.text for a in app.charts.layout.annotations if a.name is None]
    assert "Each player's wealth at market value" in titles


def test_the_jump_list_speaks_the_games_words_not_its_event_codes():
    """Item 8: "order throw", "skin game", "untaxed", "treasury reset" were offered."""
    app = ReplayApp(lazy_charts=False)
    labels = [label for label, _ in app._jump_kind.options]
    codes = {kind: kind.replace("_", " ") for _, kind in app._jump_kind.options}
    for label, kind in app._jump_kind.options:
        assert label != codes[kind] or kind in ("rules_switched", "game_over"), label
        assert not SNAKE.search(label)
    assert "a switch of rules" in labels and all(
        label.startswith("like \u201c") for label, kind in app._jump_kind.options
        if kind not in ("rules_switched", "game_over"))


@pytest.mark.parametrize("rules", landlords.rule_sets())
def test_option_help_and_labels_carry_no_rule_ids_or_option_keys(rules):
    """Item 8: "LG-S5: …", "ST: …" and "max offers" were on screen."""
    from landlords.engine.registry import find_rules
    from landlords.ui.setup import _label, option_help
    rule_set = find_rules(rules)
    for name, option in rule_set.options.items():
        said = option_help(option, rule_set)
        assert not RULE_ID.search(said), said
        assert not re.match(r"^[A-Z]{1,3}:", said), said
        assert not SNAKE.search(said), said
        assert not _label(name).startswith("max "), name


def test_miscellaneous_is_named_as_the_bank_where_a_learner_meets_it():
    """Item 8: "Miscellaneous −$2,475" unexplained."""
    app, _ = switched_play_app()
    words = app.game.rules.words
    bank = {key: full for key, full in words.accounts.items() if words.labels.get(key, "") in full
            and full.lower() != words.labels.get(key, "").lower()}
    assert bank, "the rule set names an account more fully than its label"
    board = app._board.value
    for full in bank.values():
        assert ">" + html.escape(full[:1].upper() + full[1:]) + "<" in board


def _deal_note() -> str:
    game = landlords.new_game("monopoly-deal", players=3, seed=1)
    game.play(max_steps=3)
    return game.table("Ann").notes[-1]


@pytest.mark.parametrize("sentence", [
    _deal_note,
    lambda: __import__("landlords.charts", fromlist=["x"]).outcomes_caption(__import__("pandas").DataFrame(
        {"condition": ["a", "b"], "outcome": ["everyone prospers"] * 2, "share": [0.1, 0.9],
         "low": [0.0, 0.8], "high": [0.2, 1.0], "games": [10, 10]})),
])
def test_a_player_is_they_or_their_name_never_he(sentence):
    """Item 8: "Ann has made 0 of his 3 plays", "richer than he began"."""
    try:
        said = sentence()
    except (KeyError, TypeError, ValueError) as error:        # a caption's frame of another shape
        pytest.skip(f"no sentence: {error}")
    assert not re.search(r"\b(he|his|him)\b", said), said


def test_the_file_buttons_show_no_counter():
    """Item 8: "Load a game (0)": the page hides the counter and shows the label."""
    from landlords.ui.common import STYLE
    app, _ = switched_play_app()
    assert "ll-upload" in app._upload._dom_classes and "ll-upload-game" in app._upload._dom_classes
    assert ".ll-upload { font-size: 0" in STYLE and 'content: "Load a game"' in STYLE
    replay = ReplayApp(lazy_charts=False)
    assert "ll-upload-record" in replay._upload._dom_classes and 'content: "Load a record"' in STYLE


def test_no_doubled_full_stop_reaches_the_screen():
    """Item 8: "P. D. Q. R.R.." (a name ending in a stop, then the sentence's)."""
    from landlords.ui.board import one_full_stop, text
    from landlords.ui.feed import feed_html

    class Said:
        kind, turn, step, values = "card", 3, 9, ("Ann",)

        @property
        def text(self):
            return "Ann paid the fare of the P. D. Q. R.R.."

    assert one_full_stop("the P. D. Q. R.R..") == "the P. D. Q. R.R." and one_full_stop("wait...") == "wait..."
    assert "R.R.." not in feed_html([Said()], {}) and "R.R.<" in text(0, 0, "the R.R..")


def test_chart_captions_say_why_a_series_matters_not_their_title_again():
    """Item 8: "Public Treasury: Public Treasury at the end of each turn"."""
    from landlords import charts
    rules = landlords.new_game(landlords.rule_sets()[0], players=3, seed=1).rules
    for panel in charts.panels_for(rules):
        title, said = charts.panel_title(panel, rules), charts.caption(panel, rules, "market")
        assert not said.startswith(title), said
        assert re.search(r"\b(so|means|show|see|watch|must)\b", said), said


# ---------------------------------------------------------------------------- issue 25, items 6 and 7
@pytest.mark.parametrize("rules", landlords.rule_sets())
def test_the_student_page_speaks_plain_words(rules, tmp_path):
    """The class's student page: its rules summary, the teacher's prompts, the decision
    with its main action and "Or:", before and after a switch of rules.  (The feed is the
    Play app's, checked above; a game's last line may name its rule, as the rules' own
    tests want of the no-land baseline's: "the agreed rounds were played (RX-4)".)"""
    from landlords.classroom import Store, Teacher
    from landlords.classroom.simulate import students_choice
    from landlords.engine.registry import find_rules
    from landlords.ui.classroom_student import StudentApp
    store = Store(str(tmp_path / "class.sqlite"))
    teacher = Teacher.create(store, rules, seats_per_table=2, tables=1)
    page = StudentApp(store, look_every=0)
    page.join(teacher.code, "Ann")
    teacher.set_prompts([{"key": "q", "text": "What will the richest player hold at the end?"}])
    page.look()
    feed = (page._feed,)
    found = set(problems(visible_strings(page, skip=feed)))
    said = [text for _, text in visible_strings(page, skip=feed)]
    teacher.start()
    reform = find_rules(rules).words.reform
    for move in range(40):
        page.look()
        found.update(problems(visible_strings(page, skip=feed)))
        said += [text for _, text in visible_strings(page._rules)]
        if page.game.is_over:
            break
        if move == 10 and reform:
            teacher.switch(turn=0)
        if page.choices():
            page.decide(students_choice(page.game, "Ann"))
        else:
            teacher.poll()
    assert any("The rules of this session" in text for text in said)
    assert not found, "\n".join(sorted(found))


def test_the_setup_and_the_main_action_speak_plain_words():
    """The setup's own Start button and its hint; a decision's "Or:" row."""
    app = PlayApp(person_game("landlords-1906", 1), lazy_charts=False)
    assert ("Button.description", "Start a new game") not in visible_strings(app._setup)    # closed
    app._setup.selected_index = 0
    said = visible_strings(app._setup)
    assert ("Button.description", "Start a new game") in said
    assert not problems(said)
    rows = [text for _, text in visible_strings(app._decision)]
    assert not problems(visible_strings(app._decision))
    assert any(text == "Or:" for text in rows) or not app.game.prompt().primary
