"""The rule-set interface: everything the rest of the package may know about a game.

A rule set is one :class:`RuleSet` value plus its game class (a subclass of
:class:`~landlords.engine.game.Game`).  The apps, the command line, the experiments,
the analysis and the conformance kit learn about a rule set **only** through these two;
none of them names a rule set or tests which one it has.

What a :class:`RuleSet` declares (static facts, known before any game starts):

* who it is: ``name``, ``version``, ``title``, ``doc``, the number of players, its
  :class:`~landlords.engine.options.Option` list and ``validate_options``;
* its regimes (``regimes``, the first in force at the start) and its reform
  (``reform``: the regime the policy switch puts in force; ``other_regime(regime)``
  names where the switch goes from any regime);
* its words (:class:`Words`): the game's title as players say it, how sentences name its
  accounts and ledger reasons, its regimes and the switch between them, its money;
* its vocabulary: the ways its games end (``terminations``), its ledger reasons
  (``reasons``), the names a player may not take (``reserved_names``);
* its bots (``bots``) and the line-up a number of players gets (``default_lineup``);
* its evidence: the per-game result columns its games add to an experiment's rows
  (``result_columns``, values from ``game.results()``) and the per-turn series its
  money chart draws (``money_series``);
* its proof: the rule-ID prefixes of its rule book (``rule_prefixes``), the file that
  documents each rule under its ID (``rules_doc``), and its own conformance checks
  (``checks``), run by :mod:`landlords.testing` at every step.

What a game of it answers (its view, ``view``: a
:class:`~landlords.engine.view.GameView` asked through the game's methods of the same
names): ``table(viewer)`` (a model of the table for drawing, :mod:`landlords.engine.table`),
``prompt()`` (the decision waiting, in plain words, with the input it needs,
:mod:`landlords.engine.prompt`), ``describe_action``, ``status`` and the sentences of the
engine's own events; and (the game class's own) ``wealth`` and ``results()``.

Rule sets are plugins: each is found by name through the entry-point group
``landlords.rule_sets`` (see :mod:`landlords.engine.registry`), so a rule set in
another installed package plays everywhere with no edit to this one.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any

from .errors import OptionError
from .options import Option
from .outcome import CAPPED, Termination


@dataclass(frozen=True)
class Words:
    """How a rule set speaks to players.

    Attributes:
        title: the game's name as players say it ("The Landlord's Game").
        subtitle: one line under the title on the drawn table.
        accounts: how a sentence names each account that is not a player
            (``{"treasury": "the Public Treasury"}``).
        labels: how a screen labels those accounts (``{"treasury": "Public Treasury"}``);
            an account without a label is bookkeeping, never shown as a purse.
        reasons: how a sentence words each ledger reason (``{"land_rent": "land rent"}``).
        regimes: how a screen names each regime (``{"single-tax": "the single tax"}``).
        reform: the regime the policy switch puts in force, or ``None`` when the game
            has no switch (the rule set's :attr:`RuleSet.reform`, which fills it in).
        switch_label: the switch's label ("Single tax", "Land value tax").
        money: a format string for an amount of its money (``"${:,}"``, ``"{:,}M"``).
    """

    title: str
    subtitle: str = ""
    accounts: Mapping[str, str] = field(default_factory=dict)
    labels: Mapping[str, str] = field(default_factory=dict)
    reasons: Mapping[str, str] = field(default_factory=dict)
    regimes: Mapping[str, str] = field(default_factory=dict)
    reform: str | None = None
    switch_label: str | None = None
    money: str = "${:,}"

    def __post_init__(self) -> None:
        for name in ("accounts", "labels", "reasons", "regimes"):
            object.__setattr__(self, name, MappingProxyType(dict(getattr(self, name))))

    def amount(self, value: int) -> str:
        """``value`` in this game's money: ``$1,250``, ``-$75``, ``3M``."""
        if value < 0:
            return "-" + self.money.format(-value)
        return self.money.format(value)


@dataclass(frozen=True)
class Example:
    """A game shipped with a rule set: how its bots play it, and where its record is kept.

    Attributes:
        title: one line saying what happens in it.
        players: the number of players (all bots, the default line-up).
        seed: the chance seed.
        switches: ``(turn, regime)`` pairs: the rules put in force at the first decision
            of each turn.
        options: the rule set's options.
        package: the package whose resources hold the record file.
        file: the record file's name in that package (written by
            ``scripts/make_examples.py``; a test checks it is what the recipe plays).
    """

    title: str
    players: int
    seed: int
    switches: tuple = ()
    options: Mapping = field(default_factory=dict)
    package: str = ""
    file: str = ""


#: The standard per-game measures a rule set may report (``game.tallies()``), so that
#: experiments compare rule sets by the same names.  A rule set reports those its rules
#: have, and labels them in its own words (``RuleSet.measures``).
MEASURES = MappingProxyType({
    "bankruptcies": "players who went bankrupt",
    "poverty_visits": "times a player was sent to the place of poverty (the Poor House)",
    "wages_paid": "money paid to players as wages",
    "public_spending": "money the public treasury spent on public works and services",
    "land_tax_paid": "land rent paid into the public treasury",
    "dividends_paid": "money the public treasury paid back to the players as equal cash dividends",
})


def _frozen(mapping) -> Mapping:
    return MappingProxyType(dict(mapping or {}))


@dataclass(frozen=True)
class RuleSet:
    """A named, versioned rule set: its options, its game class and what it declares.

    Attributes:
        name: the entry point's name (lower case words joined by hyphens).
        version: bumped whenever a rule changes behaviour, so old records are refused
            rather than replayed wrongly.
        title: a human title for lists ("The Landlord's Game (1906)").
        min_players, max_players: the accepted number of players.
        options: the accepted options (given as a sequence, kept by name).
        game_class: the class of one playthrough (a subclass of ``engine.game.Game``).
        words: how it speaks to players (:class:`Words`).
        regimes: the regimes a game may switch between (first = default), or ``()``.
        reform: the regime the policy switch puts in force (one of ``regimes``), or
            ``None`` when the game has no switch.  It is the one declaration of the
            reform: ``words.reform`` follows it (a rule set that declares the reform
            only in its words gets it here too).
        view: the class of its games' views (a subclass of
            :class:`~landlords.engine.view.GameView`): the words of actions and events,
            the table and the prompt; ``None`` for the default view.  (A rule set may
            still word its game in methods of the same names on its game class.)
        doc: one sentence for ``landlords rules``.
        bots: ``{strategy: bot class}`` (``random`` is every rule set's and need not
            be listed).
        default_lineup: strategies given in turn to players when a number is asked for.
        terminations: the ways its games end (the engine adds :data:`CAPPED`).
        reasons: ``{ledger reason: meaning}``; every transfer carries one of these.
        reserved_names: words a player may not take besides the account names.
        result_columns: the columns its games add to an experiment's rows, in order
            (values from ``game.results()``).
        money_series: ``{history column: label}``: per-turn money series for charts
            besides wealth (e.g. the Treasury and the wage level).
        rule_prefixes: the rule-ID prefixes of its rule book (``("LG", "ST")``).
        rules_doc: the file under ``docs/rules/`` documenting each rule under its ID.
        checks: ``checks(game)`` raises ``ConformanceError`` when a state breaks one of
            its own invariants (run at every step by the conformance kit), or ``None``.
        validate_options: ``validate_options(options, names)`` raises ``OptionError``
            for options that do not fit each other or the players, or ``None``.
        examples: ``{name: Example}``: games shipped with it (names unique across rule
            sets), the first the one an app opens by default.
        landing: ``landing(rules, **policy)`` returns the landing model of the board of
            ``rules`` (this rule set, or a variant made from it with another game class):
            how one token moves round the board (the states before each throw, every
            outcome of a throw with its exact probability and the space where the move
            ends), the rents of its lots at each level of development, and a sample of
            moves played by the rule set's own code; :mod:`landlords.analysis` solves it
            for the exact landing probabilities.  ``policy`` names the choices the rules
            leave to the player (leave Jail at once, or stay); an unknown name or a value
            out of range raises ``OptionError``.  ``None`` for a rule set without a
            board, which the analysis refuses with a clear error.
        measures: ``{measure: label}`` for the standard measures of :data:`MEASURES`
            its games report through ``game.tallies()``, each labelled in its own words
            (``{"poverty_visits": "visits to the Poor House"}``).
    """

    name: str
    version: int
    title: str
    min_players: int
    max_players: int
    options: Any
    game_class: Callable
    words: Words
    regimes: tuple[str, ...] = ()
    doc: str = ""
    bots: Mapping[str, type] = field(default_factory=dict)
    default_lineup: tuple[str, ...] = ("random",)
    terminations: tuple[Termination, ...] = ()
    reasons: Mapping[str, str] = field(default_factory=dict)
    reserved_names: frozenset = frozenset()
    result_columns: tuple[str, ...] = ()
    money_series: Mapping[str, str] = field(default_factory=dict)
    rule_prefixes: tuple[str, ...] = ()
    rules_doc: str = ""
    checks: Callable | None = None
    validate_options: Callable | None = None
    examples: Mapping[str, Example] = field(default_factory=dict)
    measures: Mapping[str, str] = field(default_factory=dict)
    landing: Callable | None = None
    reform: str | None = None
    view: type | None = None

    def __post_init__(self) -> None:
        set_ = object.__setattr__
        reform, said = self.reform, self.words.reform
        if reform is None and said in self.regimes:
            reform = said                              # declared in the words only (older rule sets)
        if reform is not None:
            if reform not in self.regimes:
                raise TypeError(f"{self.name}: the reform {reform!r} is not one of its regimes "
                                f"{list(self.regimes)}")
            if said is not None and said != reform:
                raise TypeError(f"{self.name}: the reform is {reform!r} but its words say {said!r}")
            if said is None:
                set_(self, "words", replace(self.words, reform=reform))
        set_(self, "reform", reform)
        options = self.options
        if not isinstance(options, Mapping):
            options = {o.name: o for o in options}
        set_(self, "options", _frozen(options))
        set_(self, "bots", _frozen(self.bots))
        set_(self, "reasons", _frozen(self.reasons))
        set_(self, "money_series", _frozen(self.money_series))
        set_(self, "examples", _frozen(self.examples))
        set_(self, "measures", _frozen(self.measures))
        strange = sorted(set(self.measures) - set(MEASURES))
        if strange:
            raise TypeError(f"{self.name}: measures {strange} are not among the standard "
                            f"measures {sorted(MEASURES)}")
        set_(self, "reserved_names", frozenset(self.reserved_names))
        if any(not isinstance(o, Option) for o in self.options.values()):
            raise TypeError(f"{self.name}: options must be Option values")
        unknown = [s for s in self.default_lineup if s != "random" and s not in self.bots]
        if unknown:
            raise TypeError(f"{self.name}: the default line-up names unknown bots {unknown}")

    def resolve(self, options: dict | None) -> dict:
        """Check ``options`` and return them complete with defaults (a new dict)."""
        if options is not None and not isinstance(options, Mapping):
            raise OptionError(f"options are a dict such as {{'advanced': True}}, "
                              f"not {options!r}")
        given = dict(options or {})
        resolved = {}
        for name, option in self.options.items():
            resolved[name] = option.coerce(given.pop(name)) if name in given else option.default
        if given:
            bad = sorted(map(str, given))[0]
            raise OptionError(
                f"{self.name} has no option {bad!r}; its options are {', '.join(sorted(self.options))}")
        return resolved

    def termination(self, value: str) -> Termination:
        """The declared :class:`Termination` called ``value`` (``capped`` included)."""
        for kind in self.terminations + (CAPPED,):
            if kind.value == value:
                return kind
        raise KeyError(value)

    def other_regime(self, regime: str | None) -> str | None:
        """The regime the policy switch goes to from ``regime``: the reform, or back from
        it to the first other regime.  Without a reform, the first regime other than
        ``regime``; ``None`` when there is none (a rule set without regimes)."""
        reform = self.reform
        if reform is not None and regime != reform:
            return reform
        away = reform if reform is not None else regime
        return next((r for r in self.regimes if r != away), None)

    @property
    def bot_names(self) -> list[str]:
        """The strategies that can play this rule set, sorted (``random`` included)."""
        return sorted(set(self.bots) | {"random"})


__all__ = ["Example", "Option", "RuleSet", "Words"]
