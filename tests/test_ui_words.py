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
