"""The Play app's setup panel: choose a rule set, its players and options, and a seed.

Everything offered comes from the rule sets installed (``landlords.rule_sets()``) and
what each declares: its title, its number of players, its options (a check box, a
drop-down, a number or a word box, by the option's type; a regime option's choices in the
rule set's own words), its bots with their characters (``describe_bots``) and its
default line-up.  Choosing a rule set gives every seat a sensible default: the rule
set's line-up, with one person in the first seat if there was a person before.
"""

from __future__ import annotations

import re
from html import escape

import ipywidgets as widgets

import landlords
from landlords.engine.errors import OptionError, UnknownRulesError
from landlords.engine.registry import find_rules
from landlords.engine.setup import default_names

from ..render.board import without_rule_ids

#: Seats with a name box and a choice of who plays them; further players are bots.
SEAT_ROWS = 8
#: The most players the app sets up (a rule set may take more from Python or the CLI).
MAX_PLAYERS = 20
#: Players a new setup starts with (within the rule set's range).
DEFAULT_COUNT = 4
HUMAN = "human"


def rule_set_choices() -> tuple[list[tuple[str, str]], list[str]]:
    """``([(title, name), ...], [problem, ...])``: the rule sets that load, and one line
    for each installed rule set that does not."""
    found, broken = [], []
    for name in landlords.rule_sets():
        try:
            found.append((find_rules(name).title or name, name))
        except UnknownRulesError as error:
            broken.append(str(error))
    return found, broken


def bots_html(rules) -> str:
    """The rule set's bots, each with its one-sentence character."""
    items = "".join(f"<li><b>{escape(name)}</b>: {escape(text)}</li>"
                    for name, text in landlords.describe_bots(rules.name).items())
    return f'<ul class="ll-bots">{items}</ul>'


def default_kinds(rules, count: int, person: bool) -> list[str]:
    """Who plays each of ``count`` seats: one person first if ``person``, then the rule
    set's default line-up in turn."""
    lineup = list(rules.default_lineup)
    kinds = [HUMAN] if person else []
    while len(kinds) < count:
        kinds.append(lineup[(len(kinds) - (1 if person else 0)) % len(lineup)])
    return kinds


def _label(name: str) -> str:
    """An option's name as a label: words, not a key ("max_offers" -> "most offers")."""
    words = name.replace("_", " ")
    return "most " + words[4:] if words.startswith("max ") else words


#: A rule's ID at the head of an option's help ("LG-19: ", "LG-A1..A3: "): for the rule
#: books, not for the screen.
_RULE_ID_HEAD = re.compile(r"^\s*[A-Z]{1,3}(?:-[A-Z]?\d+[a-z]?(?:\([a-z]\))?(?:\.\.[A-Z]?\d+[a-z]?)?)?\s*:\s*")


def option_help(option, rules) -> str:
    """An option's help in plain words: without its rule's ID, and naming other options by
    their labels ("after end rounds rounds", not ``end_rounds``)."""
    text = without_rule_ids(_RULE_ID_HEAD.sub("", option.doc or ""))
    if text[:1].islower():
        text = text[0].upper() + text[1:]
    for name in sorted(rules.options, key=len, reverse=True):
        if "_" in name:
            text = re.sub(rf"\b{re.escape(name)}\b", f"'{_label(name)}'", text)
    return text


def option_widget(option, rules):
    """A widget for one option, showing its default."""
    tip = option_help(option, rules)
    layout = widgets.Layout(width="auto")
    if option.kind is bool:
        return widgets.Checkbox(value=bool(option.default), description=_label(option.name), indent=False,
                                tooltip=tip, layout=layout)
    if option.choices:
        words = rules.words.regimes
        labels = [(words.get(c, c) if isinstance(c, str) else str(c), c) for c in option.choices]
        if option.allow_none or option.default is None:
            labels = [("(the rule set's default)", None)] + labels
        return widgets.Dropdown(options=labels, value=option.default, description=_label(option.name),
                                tooltip=tip, style={"description_width": "initial"}, layout=layout)
    if option.kind is int:
        low = int(option.low) if option.low is not None else -10 ** 9
        high = int(option.high) if option.high is not None else 10 ** 9
        return widgets.BoundedIntText(value=option.default, min=low, max=high, description=_label(option.name),
                                      tooltip=tip, style={"description_width": "initial"},
                                      layout=widgets.Layout(width="230px"))
    if option.kind is float:
        low = option.low if option.low is not None else -1e12
        high = option.high if option.high is not None else 1e12
        return widgets.BoundedFloatText(value=option.default, min=low, max=high, description=_label(option.name),
                                        tooltip=tip, style={"description_width": "initial"},
                                        layout=widgets.Layout(width="230px"))
    return widgets.Text(value="" if option.default is None else str(option.default),
                        placeholder="blank: the default", description=_label(option.name), tooltip=tip,
                        style={"description_width": "initial"}, layout=widgets.Layout(width="280px"))


def option_value(option, widget):
    """The value a widget gives its option (a blank word box gives no value)."""
    value = widget.value
    if isinstance(widget, widgets.Text):
        value = value.strip()
        if not value:
            return None if option.allow_none else option.default
    return value


def widget_value(option, value):
    """What a widget shows for ``value`` of its option."""
    if option.kind is str and not option.choices:
        return "" if value is None else str(value)
    return value


class SetupPanel:
    """The widgets of the setup (``box`` is the accordion the app shows).

    Args:
        on_rules: called with no argument after another rule set was chosen.

    ``start`` is the setup's own Start button (at its top); the app wires it as its New
    game button.
    """

    def __init__(self, on_rules=None) -> None:
        self._on_rules_callback = on_rules
        self._syncing = False
        choices, self.broken = rule_set_choices()
        self.rules_choice = widgets.Dropdown(options=choices, value=choices[0][1], description="Rule set",
                                             layout=widgets.Layout(width="auto"))
        self.count = widgets.BoundedIntText(value=DEFAULT_COUNT, min=2, max=SEAT_ROWS, description="Players",
                                            layout=widgets.Layout(width="150px"))
        self.seed = widgets.Text(value="", placeholder="blank: a random game", description="Seed",
                                 layout=widgets.Layout(width="260px"))
        self.seat_names, self.seat_kinds, self.seat_rows = [], [], []
        for name in default_names(SEAT_ROWS):
            text = widgets.Text(value=name, layout=widgets.Layout(width="120px"))
            kind = widgets.Dropdown(options=[(HUMAN, HUMAN)], value=HUMAN, layout=widgets.Layout(width="170px"))
            row = widgets.HBox([text, kind])
            row.add_class("ll-seat")
            self.seat_names.append(text)
            self.seat_kinds.append(kind)
            self.seat_rows.append(row)
        self.more = widgets.HTML("")
        self.options: dict = {}
        self.options_box = widgets.VBox([])
        self.bot_help = widgets.HTML("")
        problems = "".join(f"<div>{escape(line)}</div>" for line in self.broken)
        # The setup's own Start button, at its top: open, the setup fills a laptop's window
        # and the New game button above it sits on its last pixels.
        self.start = widgets.Button(description="Start a new game", button_style="primary",
                                    tooltip="Start a new game with the players, rules, options and seed below",
                                    layout=widgets.Layout(width="auto", min_width="150px"))
        self.start.add_class("ll-setup-start")
        # On the page only while the setup is open: closed, the first button is New game.
        self._start_row = widgets.HBox([], layout=widgets.Layout(align_items="center", flex_flow="row wrap"))
        self._start_items = (self.start, widgets.HTML('<span class="ll-hint">with what is set below</span>'))
        self.box = widgets.Accordion(children=[widgets.VBox([
            self._start_row,
            widgets.HBox([self.rules_choice, self.count, self.seed],
                         layout=widgets.Layout(flex_flow="row wrap")),
            widgets.HBox([
                widgets.VBox([widgets.HTML("<b>Players</b> (a name and who plays it)")] + self.seat_rows
                             + [self.more]),
                widgets.VBox([widgets.HTML("<b>Options</b>"), self.options_box],
                             layout=widgets.Layout(margin="0 0 0 24px")),
                widgets.VBox([widgets.HTML("<b>The bots</b>"), self.bot_help],
                             layout=widgets.Layout(margin="0 0 0 24px", max_width="420px")),
            ], layout=widgets.Layout(flex_flow="row wrap")),
            widgets.HTML(f'<div class="ll-hint">{problems}</div>' if problems else ""),
            widgets.HTML('<span class="ll-hint">Then press <b>Start a new game</b> (at the top of the setup) '
                         'or <b>New game</b>.</span>'),
        ])], titles=("Setup: players, rules, options and seed",))
        self.box.selected_index = None
        self.box.observe(self._on_open, names="selected_index")
        self.rules_choice.observe(self._on_rules, names="value")
        self.count.observe(self._on_count, names="value")
        self._fit_rules(person=True)

    # ------------------------------------------------------------------ reading
    @property
    def rules(self):
        """The rule set chosen."""
        return find_rules(self.rules_choice.value)

    def option(self, name: str):
        """The widget of the option ``name`` of the rule set chosen."""
        return self.options[name]

    def players(self) -> tuple[list[str], dict[str, str]]:
        """``(names, bots)`` of the players set up (people unless named in ``bots``)."""
        count = self.count.value
        names = default_names(count)
        kinds = list(self.rules.default_lineup)
        bots = {}
        for k in range(count):
            if k < SEAT_ROWS:
                names[k] = self.seat_names[k].value.strip()
                kind = self.seat_kinds[k].value
            else:
                kind = kinds[k % len(kinds)]
            if kind != HUMAN:
                bots[names[k]] = kind
        return names, bots

    def chosen_options(self) -> dict:
        """The options set to something other than their defaults."""
        chosen = {}
        for name, option in self.rules.options.items():
            value = option_value(option, self.options[name])
            if value != option.default:
                chosen[name] = value
        return chosen

    def read_seed(self) -> int | None:
        text = self.seed.value.strip()
        if not text:
            return None
        if not text.isdigit() or len(text) > 12:
            raise OptionError(f"the seed is a whole number (or blank for a random game), not {text!r}")
        return int(text)

    # ------------------------------------------------------------------ showing a game
    def show(self, game) -> None:
        """Show a game's rule set, players and options (a loaded or replayed game)."""
        self._syncing = True
        try:
            if game.rules.name in dict(self.rules_choice.options).values():
                self.rules_choice.value = game.rules.name
            self._fit_rules(person=False)
            self.count.value = min(len(game.players), self.count.max)
            for k, name in enumerate(game.players[:SEAT_ROWS]):
                self.seat_names[k].value = name
                kind = game.bot_names.get(name) if game.is_bot(name) else HUMAN
                if kind in dict(self.seat_kinds[k].options).values():
                    self.seat_kinds[k].value = kind
            for name, option in game.rules.options.items():
                if name in self.options and name in game.options:
                    try:
                        self.options[name].value = widget_value(option, game.options[name])
                    except Exception:                  # a value the widget cannot show: leave it
                        pass
        finally:
            self._syncing = False
        self._on_count(None)

    # ------------------------------------------------------------------ callbacks
    def _on_open(self, change) -> None:
        self._start_row.children = self._start_items if change["new"] is not None else ()

    def _on_rules(self, _change) -> None:
        if self._syncing:
            return
        person = any(self.seat_kinds[k].value == HUMAN for k in range(min(self.count.value, SEAT_ROWS)))
        self._fit_rules(person)
        if self._on_rules_callback is not None:
            self._on_rules_callback()

    def _fit_rules(self, person: bool) -> None:
        """Offer the chosen rule set's players, bots and options, with its defaults."""
        rules = self.rules
        kinds = [(HUMAN, HUMAN)] + [(f"bot: {name}", name) for name in rules.bot_names]
        count = max(rules.min_players, min(self.count.value, rules.max_players))
        self.count.min, self.count.max = rules.min_players, min(rules.max_players, MAX_PLAYERS)
        self.count.value = count
        for choice, kind in zip(self.seat_kinds, default_kinds(rules, SEAT_ROWS, person), strict=True):
            choice.options = kinds
            choice.value = kind
        self.bot_help.value = bots_html(rules)
        self.options = {name: option_widget(option, rules) for name, option in rules.options.items()}
        self.options_box.children = [
            widgets.HBox([widget, widgets.HTML(f'<span class="ll-hint">{escape(option_help(option, rules))}</span>')],
                         layout=widgets.Layout(align_items="center"))
            for option, widget in zip(rules.options.values(), self.options.values(), strict=True)]
        self._on_count(None)

    def _on_count(self, _change) -> None:
        count = self.count.value
        for k, row in enumerate(self.seat_rows):
            row.layout.display = "" if k < count else "none"
        if count > SEAT_ROWS:
            lineup = ", ".join(self.rules.default_lineup)
            self.more.value = (f'<span class="ll-hint">Players {SEAT_ROWS + 1} to {count}: '
                               f'{", ".join(default_names(count)[SEAT_ROWS:SEAT_ROWS + 2])}... '
                               f'played by bots ({escape(lineup)}).</span>')
        else:
            self.more.value = ""


__all__ = ["HUMAN", "MAX_PLAYERS", "SEAT_ROWS", "SetupPanel", "bots_html", "default_kinds", "option_value",
           "option_widget", "rule_set_choices"]
