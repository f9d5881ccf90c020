"""The Experiments app's conditions and sweep: what each arm of an experiment changes.

A condition is a row the user builds: a *kind*, a value where the kind needs one, and a
name (blank: a name in the rule set's own words).  The kinds offered come from the rule
set's interface, never from its name:

- ``as it is``: the options chosen, nothing more;
- ``reform from the start``: the rule set's reform (``words.reform``) in force from the
  first turn, through the option whose choices hold it;
- ``switch at turn T``: the other rules put in force at turn T (a rule set with regimes);
- ``tax share s``: option ``land_tax_share`` (when the rule set has it), 0 to 1;
- ``no-land baseline``: another installed rule set whose games hold no land
  (``game.land_held() is None``), played as it is with its own line-up;
- ``other options``: ``key=value, ...`` of the rule set's options.

:func:`read_condition` turns a row into ``(name, condition)`` for
:class:`landlords.experiments.Experiment`, or raises an ``OptionError`` naming the row.
The sweep panel asks for one option of the rule set and its values
(``start:stop:step`` or ``a, b, c``), and the level and outcome class of the tipping point.
"""

from __future__ import annotations

import functools

import ipywidgets as widgets

import landlords
from landlords.engine.errors import LandlordsError, OptionError
from landlords.engine.registry import find_rules
from landlords.experiments import parse_condition, parse_sweep
from landlords.metrics import OUTCOME_CLASSES

PLAIN, REFORM, SWITCH, SHARE, BASELINE, OTHER = "plain", "reform", "switch", "share", "baseline", "other"
#: The option that moves rent from owners to the public treasury, 0 to 1 (LG-X1, MO-X1).
SHARE_OPTION = "land_tax_share"
#: The turn a new "switch at turn T" row starts with.
DEFAULT_SWITCH_TURN = 10
#: What the value box of each kind asks for.
VALUE_HINTS = {SWITCH: "turn, e.g. 10", SHARE: "0 to 1, e.g. 0.5", OTHER: "key=value, ..."}


# ---------------------------------------------------------------------- the rule set's facts
def regime_option(rules):
    """The option that chooses the rules in force at the start (its choices hold the
    reform), or None."""
    reform = rules.words.reform
    if reform is None:
        return None
    return next((option for option in rules.options.values()
                 if option.choices and reform in option.choices), None)


def starting_regime(rules, base: dict) -> str | None:
    """The regime a game of ``rules`` starts under with the options ``base``."""
    if not rules.regimes:
        return None
    option = regime_option(rules)
    chosen = base.get(option.name) if option is not None else None
    return chosen if chosen in rules.regimes else rules.regimes[0]


def regime_words(rules, regime: str | None) -> str:
    if regime is None:
        return "the rules as they are"
    return rules.words.regimes.get(regime, regime)


@functools.cache
def _holds_land(name: str, players: int) -> bool | None:
    """Whether games of rule set ``name`` hold land; None when it cannot seat ``players``."""
    try:
        game = landlords.new_game(name, players=players, seed=0, record_events=False)
    except LandlordsError:
        return None
    return game.land_held() is not None


def no_land_rules(rules, players: int) -> str | None:
    """The name of an installed rule set, other than ``rules``, whose games hold no land and
    seat ``players`` (the no-land baseline), or None."""
    if _holds_land(rules.name, players) is False:
        return None                                  # these rules are themselves without land
    for name in landlords.rule_sets():
        if name != rules.name and _holds_land(name, players) is False:
            return name
    return None


def kinds_for(rules, baseline: str | None) -> list[tuple[str, str]]:
    """The kinds of condition ``rules`` offers: ``[(label, kind), ...]``."""
    kinds = [("as it is", PLAIN)]
    if regime_option(rules) is not None or len(rules.regimes) >= 2:
        kinds.append((f"{regime_words(rules, rules.words.reform)} from the start", REFORM))
    if len(rules.regimes) >= 2:
        kinds.append(("switch at turn T", SWITCH))
    if SHARE_OPTION in rules.options:
        kinds.append(("tax share s", SHARE))
    if baseline is not None:
        kinds.append(("no-land baseline", BASELINE))
    kinds.append(("other options", OTHER))
    return kinds


# ---------------------------------------------------------------------- reading a row
def _turn(text: str, where: str) -> int:
    text = text.strip()
    if not text.isdigit():
        raise OptionError(f"{where}: the turn to switch at is a whole number (0 or more), "
                          f"not {text!r}")
    return int(text)


def _share(text: str, where: str) -> float:
    try:
        share = float(text.strip())
    except ValueError:
        share = None
    if share is None or not 0 <= share <= 1:
        raise OptionError(f"{where}: the tax share is a number from 0 to 1, not {text.strip()!r}")
    return share


def read_condition(kind: str, value: str, name: str, rules, base: dict, bots: dict,
                   baseline: str | None, where: str) -> tuple[str, dict]:
    """``(name, condition)`` of one row.

    Args:
        kind, value, name: the row (a blank name takes the row's name in the rule set's words).
        rules: the rule set chosen; ``base`` its options chosen; ``bots`` its line-up.
        baseline: the no-land rule set's name (for a ``baseline`` row).
        where: how a message names the row ("condition 2").

    Raises:
        OptionError: the value does not fit the kind.
    """
    condition = dict(base) | {"bots": dict(bots)}
    start = starting_regime(rules, base)
    if kind == PLAIN:
        auto = regime_words(rules, start)
    elif kind == REFORM:
        reform = rules.words.reform
        option = regime_option(rules)
        if option is not None:
            condition[option.name] = reform
        else:
            condition["switch_at"] = 0
        auto = f"{regime_words(rules, reform)} from the start"
    elif kind == SWITCH:
        turn = _turn(value, where)
        other = next(r for r in rules.regimes if r != start)
        condition["switch_at"] = turn
        auto = f"{regime_words(rules, other)} from turn {turn}"
    elif kind == SHARE:
        share = _share(value, where)
        condition[SHARE_OPTION] = share
        auto = f"a {SHARE_OPTION.replace('_', ' ')} of {share:g}"
    elif kind == BASELINE:
        if baseline is None:
            raise OptionError(f"{where}: no rule set without land is installed")
        condition = {"rules": baseline}
        auto = find_rules(baseline).title
    elif kind == OTHER:
        if not value.strip():
            raise OptionError(f"{where}: give the options it changes, as key=value, ...")
        _, changed = parse_condition(f"{where}:{value}")
        condition |= changed
        auto = ", ".join(f"{key}={changed[key]}" for key in changed)
    else:
        raise OptionError(f"{where}: unknown kind {kind!r}")
    return (name.strip() or auto), condition


def unique_names(named: list[tuple[str, dict]]) -> dict[str, dict]:
    """``{name: condition}``, a repeated name numbered (``name (2)``)."""
    found: dict[str, dict] = {}
    for name, condition in named:
        final, k = name, 2
        while final in found:
            final, k = f"{name} ({k})", k + 1
        found[final] = condition
    return found


# ---------------------------------------------------------------------- the widgets
class ConditionRow:
    """One condition: its kind, its value and its name, and a button that removes it."""

    def __init__(self, kinds, kind: str, value: str = "", on_remove=None) -> None:
        self.kind = widgets.Dropdown(options=kinds, value=kind, layout=widgets.Layout(width="215px"))
        self.value = widgets.Text(value=value, layout=widgets.Layout(width="110px"))
        self.name = widgets.Text(value="", placeholder="name (blank: said for you)",
                                 layout=widgets.Layout(width="190px"))
        self.remove = widgets.Button(description="Remove", tooltip="Remove this condition",
                                     layout=widgets.Layout(width="auto"))
        self.box = widgets.HBox([self.kind, self.value, self.name, self.remove],
                                layout=widgets.Layout(align_items="center", flex_flow="row wrap"))
        self.box.add_class("ll-condition")
        if on_remove is not None:
            self.remove.on_click(lambda _button: on_remove(self))
        self.kind.observe(self._fit_value, names="value")
        self._fit_value(None)

    def _fit_value(self, _change) -> None:
        hint = VALUE_HINTS.get(self.kind.value)
        self.value.layout.visibility = "visible" if hint else "hidden"
        self.value.placeholder = hint or ""
        if self.kind.value == SWITCH and not self.value.value.strip():
            self.value.value = str(DEFAULT_SWITCH_TURN)


class ConditionsPanel:
    """The list of conditions (``box``), fitted to a rule set by :meth:`fit`."""

    def __init__(self) -> None:
        self.rows: list[ConditionRow] = []
        self.kinds: list[tuple[str, str]] = [("as it is", PLAIN)]
        self.rows_box = widgets.VBox([])
        self.add = widgets.Button(description="Add a condition", icon="plus",
                                  tooltip="Add a condition to compare", layout=widgets.Layout(width="160px"))
        self.add.on_click(lambda _button: self.add_row(PLAIN))
        self.box = widgets.VBox([self.rows_box, self.add])

    def fit(self, rules, baseline: str | None) -> None:
        """Offer the kinds of ``rules`` and start from its usual comparison: as it is, its
        reform from the start and from turn 10 (or, without regimes, the no-land baseline)."""
        self.kinds = kinds_for(rules, baseline)
        offered = {kind for _, kind in self.kinds}
        self.rows = []
        for kind in (PLAIN, REFORM, SWITCH):
            if kind in offered:
                self.add_row(kind, render=False)
        if len(self.rows) == 1 and BASELINE in offered:
            self.add_row(BASELINE, render=False)
        self._render()

    def add_row(self, kind: str, value: str = "", render: bool = True) -> ConditionRow:
        row = ConditionRow(self.kinds, kind, value, on_remove=self.remove_row)
        self.rows.append(row)
        if render:
            self._render()
        return row

    def remove_row(self, row: ConditionRow) -> None:
        self.rows = [r for r in self.rows if r is not row]
        self._render()

    def _render(self) -> None:
        self.rows_box.children = [row.box for row in self.rows]

    def read(self, rules, base: dict, bots: dict, baseline: str | None) -> dict[str, dict]:
        """``{name: condition}`` of every row, in order (the first is the baseline).

        Raises:
            OptionError: a row's value does not fit its kind (the message names the row).
        """
        labels = {kind: label for label, kind in self.kinds}
        named = [read_condition(row.kind.value, row.value.value, row.name.value, rules, base, bots, baseline,
                                f"condition {k} ({labels.get(row.kind.value, row.kind.value)})")
                 for k, row in enumerate(self.rows, start=1)]
        return unique_names(named)


class SweepPanel:
    """An optional sweep of one numeric option, and the tipping point asked of it."""

    def __init__(self) -> None:
        self.on = widgets.Checkbox(value=False, description="Sweep", indent=False,
                                   layout=widgets.Layout(width="80px"))
        self.option = widgets.Dropdown(options=[], layout=widgets.Layout(width="160px"))
        self.values = widgets.Text(value="", placeholder="start:stop:step or a, b, c",
                                   layout=widgets.Layout(width="120px"))
        self.outcome = widgets.Dropdown(options=list(OUTCOME_CLASSES), value="one winner",
                                        layout=widgets.Layout(width="150px"))
        self.level = widgets.BoundedFloatText(value=0.5, min=0.01, max=0.99, step=0.05,
                                              layout=widgets.Layout(width="80px"))
        for widget, name in ((self.on, "on"), (self.option, "option"), (self.values, "values"),
                             (self.outcome, "outcome"), (self.level, "level")):
            widget.add_class(f"ll-sweep-{name}")
        self.details = widgets.HBox(
            [self.option, widgets.HTML('<span class="ll-hint">&nbsp;over&nbsp;</span>'), self.values,
             widgets.HTML('<span class="ll-hint">&nbsp;tipping point where&nbsp;</span>'), self.outcome,
             widgets.HTML('<span class="ll-hint">&nbsp;falls below&nbsp;</span>'), self.level],
            layout=widgets.Layout(align_items="center", flex_flow="row wrap"))
        self.box = widgets.HBox([self.on, self.details],
                                layout=widgets.Layout(align_items="center", flex_flow="row wrap"))
        self.on.observe(self._show, names="value")
        self.option.observe(self._fit_values, names="value")
        self._show(None)

    def fit(self, rules) -> None:
        """Offer the numeric options of ``rules`` (the tax share first when it has one)."""
        numeric = [name for name, option in rules.options.items()
                   if option.kind in (int, float) and not option.choices]
        numeric.sort(key=lambda name: name != SHARE_OPTION)
        self._rules = rules
        self.option.options = [(name.replace("_", " "), name) for name in numeric]
        self.option.value = numeric[0] if numeric else None
        self.on.disabled = not numeric
        if not numeric:
            self.on.value = False
        self._fit_values(None)

    def _fit_values(self, _change) -> None:
        self.values.value = "0:1:0.25" if self.option.value == SHARE_OPTION else ""
        if self.option.value:
            option = self._rules.options[self.option.value]
            self.values.placeholder = f"e.g. {option.default}, ... (start:stop:step or a, b, c)"

    def _show(self, _change) -> None:
        self.details.layout.display = "" if self.on.value else "none"

    def read(self) -> tuple[str, list, float, str] | None:
        """``(option, values, level, outcome)`` when a sweep is asked, else None.

        Raises:
            OptionError: no values, or values that do not read as a sweep.
        """
        if not self.on.value:
            return None
        if not self.option.value:
            raise OptionError("these rules have no number to sweep")
        text = self.values.value.strip()
        if not text:
            raise OptionError("the sweep needs values: start:stop:step (e.g. 0:1:0.25) or a, b, c")
        option, values = parse_sweep(f"{self.option.value}={text}")
        if len(values) < 2:
            raise OptionError("a sweep needs at least two values")
        return option, values, float(self.level.value), self.outcome.value


__all__ = ["BASELINE", "ConditionRow", "ConditionsPanel", "OTHER", "PLAIN", "REFORM", "SHARE", "SHARE_OPTION",
           "SWITCH", "SweepPanel", "kinds_for", "no_land_rules", "read_condition", "regime_option",
           "starting_regime", "unique_names"]
