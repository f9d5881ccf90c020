"""What the apps ask of any game besides its table and its prompt: the players' colours,
the switches of rules, who the table is drawn for, the rule set's words for regimes, each
player's wealth at the apps' one yardstick (market value, the rules' score beside it), and
what a switch of rules changed in that count (:class:`Levy`).

Every answer comes from the game's public face (``players``, ``events`` read by field
name, ``to_move``, ``is_bot``, ``rules.words``, ``wealths`` of a clone); nothing here
knows a rule set, and nothing here changes a game.
"""

from __future__ import annotations

from dataclasses import dataclass

from landlords.engine.errors import LandlordsError
from landlords.engine.game import CHANCE
from landlords.experiments.valuation import VALUATION_WORDS, values_of

from .palette import player_colors


def colors(game) -> dict[str, str]:
    """Each player's colour, in seat order (the same on the table and in the charts)."""
    return player_colors(game.players)


def switches(game) -> list[tuple[int, str]]:
    """``[(turn, regime), ...]``: every switch of rules so far (``rules_switched`` events)."""
    return [(event.turn, event.regime) for event in game.events_of("rules_switched")]


def recounts_wealth(game, regime: str) -> bool:
    """Whether putting ``regime`` in force now changes what the players are worth: the
    rules count wealth differently under it (tried on a clone)."""
    trial = game.clone()
    before = trial.wealths()
    try:
        trial.switch_rules(regime)
    except LandlordsError:
        return False
    return trial.wealths() != before


def recount_turns(timeline) -> list[int]:
    """The turns of the switches of a :class:`~landlords.branching.Timeline` after which
    the rules count wealth differently (the game just before and just after compared)."""
    turns = []
    for step in timeline.steps_of("rules_switched"):
        before, after = timeline.at(step - 1), timeline.at(step)
        if before.wealths() != after.wealths():
            turns.append(after.turn)
    return turns


#: How the apps name their yardstick and the one beside it, in a heading or a sentence.
YARDSTICK = "market value"
BESIDE = "the rules' score"
#: One line for a header: what every view of wealth in the apps counts.
YARDSTICK_NOTE = (f"Wealth is shown {VALUATION_WORDS['market']} (each holding at the rent it "
                  f"will draw for its holder under the rules in force), {VALUATION_WORDS['score']} beside it.")


def market_terms(rules, players: int) -> tuple:
    """``(landing rates, discount rate)`` of market value for ``players`` players of
    ``rules`` (see :mod:`landlords.experiments.valuation`), or ``(None, None)`` where the
    rule set has no board (market value is then book value) or numpy is missing."""
    from landlords.experiments.valuation import discount_rate, landing_rates
    try:
        landing = landing_rates(rules.name)
    except ImportError:                       # the analysis extra (numpy) is not installed
        return None, None
    if landing is None:
        return None, None
    return landing, discount_rate(rules.name, players)


def yardsticks(game) -> dict[str, tuple[int, int]]:
    """``{player: (market value, the rules' score)}`` now, in whole units of money."""
    landing, discount = market_terms(game.rules, len(game.players))
    market = values_of(game, "market", landing, discount)
    score = game.wealths()
    return {name: (round(value), score[name]) for name, value in zip(game.players, market)}


def _incomes(game) -> dict[str, float]:
    """What each player's holdings are expected to draw for them in one round now."""
    landing, discount = market_terms(game.rules, len(game.players))
    if landing is None or discount is None:
        return {name: 0.0 for name in game.players}
    return {name: income for name, (_fixed, income) in zip(game.players, game.market_parts(landing))}


def change_words(money, amount: int) -> str:
    """A change of money with its sign: "+$100", "\u2212$227", "no change"."""
    if amount > 0:
        return "+" + money(amount)
    if amount < 0:
        return "\u2212" + money(-amount)
    return "no change"


def _per_round(money, amount: float) -> str:
    """A sum drawn per round, to the cent when it is not whole ("$3.51")."""
    if abs(amount - round(amount)) < 0.005:
        return money(round(amount))
    whole = money(int(amount))
    return whole + f"{amount - int(amount):.2f}"[1:]


@dataclass(frozen=True)
class Recount:
    """What a switch of rules changed in one player's count (money before, after)."""

    name: str
    market: tuple[int, int]
    score: tuple[int, int]
    cash: tuple[int, int]
    income: tuple[float, float]

    @property
    def changed(self) -> bool:
        return self.market[0] != self.market[1] or self.score[0] != self.score[1]

    def words(self, money) -> str:
        """"Ann: market value $416 → $189 (−$227), score $489 → $189 (−$300): …", and why."""
        (m0, m1), (s0, s1), (c0, c1), (i0, i1) = self.market, self.score, self.cash, self.income
        held0, held1 = s0 - c0, s1 - c1
        whys = []
        if round(i0, 2) != round(i1, 2):
            whys.append(f"{self.name}'s holdings now draw {_per_round(money, i1)} a round for them, "
                        f"not {_per_round(money, i0)}")
        if held0 != held1:
            whys.append(f"the rules now count {self.name}'s holdings at {money(held1)}, not {money(held0)}")
        if c0 != c1:
            whys.append(f"{self.name}'s cash changed by {change_words(money, c1 - c0)}")
        return (f"{self.name}: market value {money(m0)} \u2192 {money(m1)} ({change_words(money, m1 - m0)}), "
                f"score {money(s0)} \u2192 {money(s1)} ({change_words(money, s1 - s0)})"
                + (f", because {' and '.join(whys)}" if whys else ""))


@dataclass(frozen=True)
class Levy:
    """What a switch of rules changed in the count of wealth, player by player: the levy
    of a switch (no money need change hands; the same holdings are counted again)."""

    turn: int
    regime: str
    regime_words: str
    why: str
    players: tuple[Recount, ...]

    @property
    def changed(self) -> tuple[Recount, ...]:
        """The players whose count changed."""
        return tuple(p for p in self.players if p.changed)

    def totals(self) -> tuple[int, int]:
        """The change of everyone's wealth together: ``(market value, score)``."""
        return (sum(p.market[1] - p.market[0] for p in self.players),
                sum(p.score[1] - p.score[0] for p in self.players))

    def heading(self) -> str:
        """"Switch to the single tax at turn 15"."""
        return f"Switch to {self.regime_words} at turn {self.turn}"

    def short(self, money) -> str:
        """One line for a chart: the switch and the change of everyone's count together."""
        market, score = self.totals()
        return (f"{self.heading()}: market value {change_words(money, market)}, "
                f"score {change_words(money, score)} in all")

    def chart_lines(self, money) -> list[str]:
        """Two short lines for the wealth chart at the switch."""
        market, score = self.totals()
        return ["the switch changed the count:",
                f"market value {change_words(money, market)}, score {change_words(money, score)} in all"]

    def board_note(self, money) -> str:
        """One sentence for the board: each player's change at market value."""
        changes = ", ".join(f"{p.name} {change_words(money, p.market[1] - p.market[0])}" for p in self.changed)
        return (f"{self.heading()}: the count changed, not the money. At market value: {changes}."
                if changes else f"{self.heading()}: nobody's wealth is counted differently.")

    def sentence(self, money) -> str:
        """The switch, the rule set's words for what it does, and every change of count."""
        lead = f"{self.heading()}. {self.why}" if self.why else self.heading()
        lead = lead.rstrip(".") + "."
        moved = any(p.cash[0] != p.cash[1] for p in self.players)
        if not self.changed:
            return lead + " Nobody's wealth is counted differently."
        how = ("" if moved else " No player paid anything: the same holdings are counted again "
               "under the new rules.")
        return lead + how + " " + "; ".join(p.words(money) for p in self.changed) + "."


def levy_of(before, after) -> Levy:
    """The :class:`Levy` of the switch that took ``before`` (the game just before it) to
    ``after`` (just after it)."""
    switched = after.events_of("rules_switched")
    why = switched[-1].text if switched else ""
    sticks0, sticks1 = yardsticks(before), yardsticks(after)
    cash0 = {seat.name: seat.cash for seat in before.table(None).seats}
    cash1 = {seat.name: seat.cash for seat in after.table(None).seats}
    income0, income1 = _incomes(before), _incomes(after)
    players = tuple(Recount(name, (sticks0[name][0], sticks1[name][0]), (sticks0[name][1], sticks1[name][1]),
                            (cash0.get(name, 0), cash1.get(name, 0)), (income0[name], income1[name]))
                    for name in after.players)
    return Levy(after.turn, after.regime, regime_words(after, after.regime), why, players)


def levies(timeline) -> list[Levy]:
    """The levy of every switch of rules in a :class:`~landlords.branching.Timeline`."""
    return [levy_of(timeline.at(step - 1), timeline.at(step)) for step in timeline.steps_of("rules_switched")]


def market_history(history, timeline, game=None, known: dict | None = None):
    """``history`` (``game.history()``) with each player's ``wealth`` at market value and
    the rules' score beside it in a ``score`` column, each taken at the turn's end (the
    game at the start of the next turn).  ``timeline`` is a
    :class:`~landlords.branching.Timeline` of the game, or a function that makes one (called
    only when a turn is missing from ``known``); ``game`` the live game, for the turn under
    way; ``known`` a dict of the finished turns' market values, kept and filled across calls.
    Where the rule set has no board, market value is the score: the history is as it was."""
    frame = history.copy()
    if frame.empty or "wealth" not in frame:
        return frame
    made = timeline if not callable(timeline) else None
    rules = game.rules if game is not None else made.at(0).rules
    players = len(game.players) if game is not None else len(made.at(0).players)
    landing, discount = market_terms(rules, players)
    if landing is None or discount is None:
        return frame
    frame["score"] = frame["wealth"]
    known = {} if known is None else known
    now = game.turn if game is not None else None
    at_turn: dict[int, dict[str, float]] = {}
    for turn in sorted(set(int(t) for t in frame["turn"].tolist())):
        if turn in known:
            at_turn[turn] = known[turn]
            continue
        if game is not None and turn >= now:
            state = game
        else:
            if made is None:
                made = timeline()
            state = made.at(made.step_of_turn(turn + 1))
        at_turn[turn] = dict(zip(state.players, values_of(state, "market", landing, discount)))
        if now is None or turn < now:
            known[turn] = at_turn[turn]
    frame["wealth"] = [round(at_turn[int(turn)].get(name, 0.0)) for turn, name
                       in zip(frame["turn"].tolist(), frame["player"].tolist())]
    return frame


def is_person(game, player) -> bool:
    """True when ``player`` is a player played by a person (not chance, not a bot, not None)."""
    return player is not None and player != CHANCE and not game.is_bot(player)


def persons(game) -> list[str]:
    """The players played by people, in seat order."""
    return [name for name in game.players if not game.is_bot(name)]


def viewer(game, mover_first: bool = True) -> str | None:
    """The player the table is drawn for (their hidden cards face up): the person to move,
    else the one person at the table; ``None`` when that is nobody in particular.

    ``mover_first=False`` (a replay) draws it for whoever decides, bot or person.
    """
    mover = game.to_move
    if mover is not None and mover != CHANCE and (not mover_first or not game.is_bot(mover)):
        return mover
    people = persons(game)
    return people[0] if mover_first and len(people) == 1 else None


def regime_words(game, regime: str | None) -> str:
    """How the rule set names ``regime`` ("the single tax"); ``""`` for no regime."""
    if regime is None:
        return ""
    return game.rules.words.regimes.get(regime, regime)


def reform_of(rules) -> str | None:
    """The regime the rule set's switch puts in force (:attr:`RuleSet.reform`), or ``None``
    when it has no switch."""
    return rules.reform


def other_regime(rules, regime: str | None) -> str | None:
    """The regime the switch goes to from ``regime`` (:meth:`RuleSet.other_regime`): the
    reform, or back from it; ``None`` for a rule set without a reform (the apps offer no
    switch there)."""
    return rules.other_regime(regime) if rules.reform is not None else None


def capitalized(text: str) -> str:
    return text[:1].upper() + text[1:]


__all__ = ["BESIDE", "YARDSTICK", "YARDSTICK_NOTE", "Levy", "Recount", "capitalized", "change_words",
           "colors", "is_person", "levies", "levy_of", "market_history", "market_terms", "other_regime", "persons",
           "recount_turns", "recounts_wealth", "reform_of", "regime_words", "switches", "viewer",
           "yardsticks"]
