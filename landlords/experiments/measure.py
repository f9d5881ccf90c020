"""One all-bot game played and measured: its row, its players' rows and, when asked, its turns.

:func:`play_measured` is the one place an experiment plays a game.  It reads the game only
through the rule-set interface (``book_values``, ``wealths``, ``market_parts``,
``land_held``, ``land_count``, ``tallies``, ``money_flows``, ``results``, the outcome and
its termination), so it measures every rule set the same way.

Wealth is measured at the three valuations of :mod:`.valuation` (book value, the rules'
score, market value at the spec's discount rate), and each is read four ways: the Gini
(relative inequality), the mean absolute difference between two players in dollars
(absolute inequality), the richest's share and the total.  Outcome classes and "poorer
than at the start" are taken at each valuation too (each against the start at that
valuation).  Money: what the issuing account paid out after the starting cash
(``money_issued``), the net new money (``money_created``) and the money paid between
players.  At a switch of rules the game row and the player rows carry the **levy**: what
the switch took from each player's wealth by the rules' score and at market value (a
positive levy is a loss; book value never changes at a switch).

Per-turn values are taken at the first decision of each turn, after the switch of rules a
condition asks for.  Rows are plain dicts and tuples (no pandas here): games are played in
worker processes and the rows travel back to be framed once.
"""

from __future__ import annotations

import json
from typing import Any

from ..metrics import gini, land_hhi, mean_abs_difference, outcome_class, top_share

#: The valuations of :mod:`.valuation`, in the order columns use them.
VALUED = ("book", "score", "market")

#: Columns of a game row, in order (a rule set's ``result_columns`` follow).
GAME_COLUMNS = (
    "condition", "seed", "rules", "options", "players", "bots", "rounds", "turns", "steps",
    "termination", "capped", "stalled", "outcome_class", "outcome_class_score",
    "outcome_class_market", "winner", "winner_bot",
    "gini_book", "gini_score", "gini_market", "mad_book", "mad_score", "mad_market",
    "top_share_book", "top_share_score", "top_share_market",
    "total_book", "total_score", "total_market",
    "below_start", "below_start_score", "below_start_market",
    "land_hhi", "top_land_share", "majority_turn",
    "bankruptcies", "poverty_visits", "wages_paid", "public_spending", "land_tax_paid",
    "dividends_paid", "money_issued", "money_created", "paid_between_players",
    "discount", "switched_at", "levy_score", "levy_market",
)

#: Columns of a player row: one per player and game, at the end of the game.
PLAYER_COLUMNS = ("condition", "seed", "seat", "player", "bot", "start_book", "final_book",
                  "start_score", "final_score", "start_market", "final_market", "market_fixed",
                  "market_income", "lots", "rank", "rank_score", "rank_market", "levy_score",
                  "levy_market")

#: Columns of a turn row (long format): one per player and turn, with the turn's game-wide
#: measures repeated on each of its players' rows.
TURN_COLUMNS = ("condition", "seed", "turn", "seat", "player", "book", "cash", "score", "market",
                "gini_book", "gini_score", "gini_market", "top_share_book", "land_hhi",
                "wages_paid", "public_spending")

#: The standard tallies a game row carries (None where the rule set has no such thing).
TALLIES = ("bankruptcies", "poverty_visits", "wages_paid", "public_spending", "land_tax_paid",
           "dividends_paid")


def _majority(values: list[int]) -> bool:
    positive = sum(v for v in values if v > 0)
    return positive > 0 and max(values) * 2 > positive


class _Valuer:
    """Every seat's wealth at the three valuations, for one game of a spec."""

    def __init__(self, game, spec: dict) -> None:
        self.game = game
        self.landing = spec.get("landing")
        self.discount = spec.get("discount")

    def parts(self) -> list[tuple[float, float]]:
        """Market value's ``(fixed, income)`` per seat (income 0 without landing rates)."""
        if self.landing is None or self.discount is None:
            return [(float(v), 0.0) for v in self.game.book_values().values()]
        return self.game.market_parts(self.landing)

    def all(self) -> tuple[list, list, list, list]:
        """``(book, score, market, market parts)``, each a list by seat."""
        game = self.game
        parts = self.parts()
        discount = self.discount or 1.0
        market = [fixed + income / discount for fixed, income in parts]
        return (list(game.book_values().values()), list(game.wealths().values()), market, parts)


def _ranks(values: list) -> list[int]:
    order = sorted(range(len(values)), key=lambda seat: -values[seat])
    rank = [0] * len(values)
    for place, seat in enumerate(order):
        rank[seat] = place + 1
    return rank


def play_measured(spec: dict, seed: int, per_turn: bool = False) -> tuple[dict, list, list]:
    """Play the game of ``spec`` (see :func:`landlords.experiments.conditions.prepare`)
    with ``seed``; return ``(game row, player rows, turn rows)``.

    Turn rows are made only when ``per_turn`` is true (else an empty list); the game row's
    ``majority_turn`` (the first turn at which one player holds more than half of all
    wealth at book value) is measured either way.
    """
    from ..api import new_game

    game = new_game(spec["rules"], players=spec["names"], bots=spec["bots"], seed=seed,
                    options=spec["options"], record_events=False)
    valuer = _Valuer(game, spec)
    condition = spec["condition"]
    names = game.players
    n = len(names)
    start_book, start_score, start_market, _ = valuer.all()
    switch_at = spec["switch_at"]
    switched_at = None
    levy_score = levy_market = None
    majority_turn = None
    turns: list[tuple] = []
    while game.outcome is None:
        turn = game.turn
        if switch_at is not None and switched_at is None and turn >= switch_at:
            switched_at = turn
            _, score_before, market_before, _ = valuer.all()
            game.switch_rules(game.rules.other_regime(game.regime))
            _, score_after, market_after, _ = valuer.all()
            levy_score = [b - a for b, a in zip(score_before, score_after)]
            levy_market = [b - a for b, a in zip(market_before, market_after)]
        book = list(game.book_values().values())
        if majority_turn is None and _majority(book):
            majority_turn = turn
        if per_turn:
            _, score, market, _ = valuer.all()
            held = game.land_held()
            tallies = game.tallies()
            shared = (gini(book), gini(score), gini(market), top_share(book),
                      land_hhi(held) if held is not None else None,
                      tallies.get("wages_paid"), tallies.get("public_spending"))
            for seat, name in enumerate(names):
                turns.append((condition, seed, turn, seat, name, book[seat], game.balances[seat],
                              score[seat], market[seat]) + shared)
        if game.play(until_turn=turn + 1) is None and game.turn == turn:
            raise RuntimeError(f"game with seed {seed} stopped at a person's decision")
    outcome = game.outcome
    final_book, final_score, final_market, parts = valuer.all()
    finals = {"book": final_book, "score": final_score, "market": final_market}
    starts = {"book": start_book, "score": start_score, "market": start_market}
    held = game.land_held()
    land_count = game.land_count()
    tallies = game.tallies()
    flows = game.money_flows()
    termination = outcome.termination
    stalled = any(t == termination and t.stalemate for t in game.rules.terminations)
    bots = [game.bot_names.get(name, "") for name in names]
    row: dict[str, Any] = {
        "condition": condition,
        "seed": seed,
        "rules": spec["rules"],
        "options": json.dumps(spec["options"], sort_keys=True),
        "players": n,
        "bots": ",".join(bots),
        "rounds": outcome.rounds,
        "turns": game.turn,
        "steps": game.step_count,
        "termination": termination.value,
        "capped": outcome.capped,
        "stalled": stalled,
    }
    for valuation in VALUED:
        key = "outcome_class" if valuation == "book" else f"outcome_class_{valuation}"
        row[key] = outcome_class(finals[valuation], starts[valuation], capped=outcome.capped,
                                 stalled=stalled)
    row["winner"] = outcome.winner
    row["winner_bot"] = game.bot_names.get(outcome.winner) if outcome.winner else None
    for measure, function in (("gini", gini), ("mad", mean_abs_difference),
                              ("top_share", top_share), ("total", sum)):
        for valuation in VALUED:
            row[f"{measure}_{valuation}"] = float(function(finals[valuation]))
    for valuation in VALUED:
        key = "below_start" if valuation == "book" else f"below_start_{valuation}"
        row[key] = sum(1 for end, begin in zip(finals[valuation], starts[valuation]) if end < begin)
    row["land_hhi"] = land_hhi(held) if held is not None else None
    row["top_land_share"] = (max(held) / land_count) if held is not None and land_count else None
    row["majority_turn"] = majority_turn
    for name in TALLIES:
        row[name] = tallies.get(name)
    row["money_issued"] = flows["issued"]
    row["money_created"] = flows["created"]
    row["paid_between_players"] = flows["between_players"]
    row["discount"] = spec.get("discount")
    row["switched_at"] = switched_at
    row["levy_score"] = sum(levy_score) if levy_score is not None else None
    row["levy_market"] = sum(levy_market) if levy_market is not None else None
    results = game.results()
    for column in game.rules.result_columns:
        row[column] = results.get(column)
    ranks = {valuation: _ranks(finals[valuation]) for valuation in VALUED}
    players = [(condition, seed, seat, name, bots[seat], start_book[seat], final_book[seat],
                start_score[seat], final_score[seat], start_market[seat], final_market[seat],
                parts[seat][0], parts[seat][1], held[seat] if held is not None else None,
                ranks["book"][seat], ranks["score"][seat], ranks["market"][seat],
                levy_score[seat] if levy_score is not None else None,
                levy_market[seat] if levy_market is not None else None)
               for seat, name in enumerate(names)]
    return row, players, turns


def play_chunk(spec: dict, seeds: list[int], per_turn: bool) -> tuple[list, list, list]:
    """Play ``seeds`` of one condition: its game rows, player rows and turn rows."""
    games, players, turns = [], [], []
    for seed in seeds:
        row, seats, rows = play_measured(spec, seed, per_turn)
        games.append(row)
        players.extend(seats)
        turns.extend(rows)
    return games, players, turns
