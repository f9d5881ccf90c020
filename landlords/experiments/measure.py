"""One all-bot game played and measured: its row, its players' rows and, when asked, its turns.

:func:`play_measured` is the one place an experiment plays a game.  It reads the game only
through the rule-set interface (``book_values``, ``land_held``, ``tallies``, ``results``,
the outcome and its termination), so it measures every rule set the same way.

Wealth is measured twice: as the rules score it (``score``; under the single tax a deed
counts 0, ST-O1) and at the **book valuation** (``book``: cash, deeds at their printed
price, buildings at cost, money owed and owing; see ``Game.book_values``), the one
yardstick used wherever regimes are compared.  Per-turn values are taken at the first
decision of each turn, after the switch of rules a condition asks for.

Rows are plain dicts and tuples (no pandas here): games are played in worker processes
and the rows travel back to be framed once.
"""

from __future__ import annotations

import json
from typing import Any

from ..metrics import gini, land_hhi, outcome_class, top_share

#: Columns of a game row, in order (a rule set's ``result_columns`` follow).
GAME_COLUMNS = (
    "condition", "seed", "rules", "options", "players", "bots", "rounds", "turns", "steps",
    "termination", "capped", "stalled", "outcome_class", "winner", "winner_bot",
    "gini_score", "gini_book", "top_share_book", "land_hhi", "majority_turn",
    "below_start", "bankruptcies", "poverty_visits", "wages_paid", "public_spending",
    "land_tax_paid", "switched_at",
)

#: Columns of a player row: one per player and game, at the end of the game.
PLAYER_COLUMNS = ("condition", "seed", "seat", "player", "bot", "start_book", "final_book",
                  "final_score", "lots", "rank")

#: Columns of a turn row (long format): one per player and turn, with the turn's game-wide
#: measures repeated on each of its players' rows.
TURN_COLUMNS = ("condition", "seed", "turn", "seat", "player", "book", "cash",
                "gini_book", "top_share_book", "land_hhi", "wages_paid", "public_spending")

#: The standard tallies a game row carries (None where the rule set has no such thing).
TALLIES = ("bankruptcies", "poverty_visits", "wages_paid", "public_spending", "land_tax_paid")


def _other_regime(game) -> str:
    return next(r for r in game.rules.regimes if r != game.regime)


def _majority(values: list[int]) -> bool:
    positive = sum(v for v in values if v > 0)
    return positive > 0 and max(values) * 2 > positive


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
    condition = spec["condition"]
    names = game.players
    start = list(game.book_values().values())
    switch_at = spec["switch_at"]
    switched_at = None
    majority_turn = None
    turns: list[tuple] = []
    while game.outcome is None:
        turn = game.turn
        if switch_at is not None and switched_at is None and turn >= switch_at:
            switched_at = turn
            game.switch_rules(_other_regime(game))
        book = list(game.book_values().values())
        if majority_turn is None and _majority(book):
            majority_turn = turn
        if per_turn:
            held = game.land_held()
            tallies = game.tallies()
            shared = (gini(book), top_share(book), land_hhi(held) if held is not None else None,
                      tallies.get("wages_paid"), tallies.get("public_spending"))
            for seat, name in enumerate(names):
                turns.append((condition, seed, turn, seat, name, book[seat], game.balances[seat])
                             + shared)
        if game.play(until_turn=turn + 1) is None and game.turn == turn:
            raise RuntimeError(f"game with seed {seed} stopped at a person's decision")
    outcome = game.outcome
    final = list(game.book_values().values())
    score = dict(outcome.standings)
    held = game.land_held()
    tallies = game.tallies()
    termination = outcome.termination
    stalled = any(t == termination and t.stalemate for t in game.rules.terminations)
    bots = [game.bot_names.get(name, "") for name in names]
    row: dict[str, Any] = {
        "condition": condition,
        "seed": seed,
        "rules": spec["rules"],
        "options": json.dumps(spec["options"], sort_keys=True),
        "players": len(names),
        "bots": ",".join(bots),
        "rounds": outcome.rounds,
        "turns": game.turn,
        "steps": game.step_count,
        "termination": termination.value,
        "capped": outcome.capped,
        "stalled": stalled,
        "outcome_class": outcome_class(final, start, capped=outcome.capped, stalled=stalled),
        "winner": outcome.winner,
        "winner_bot": game.bot_names.get(outcome.winner) if outcome.winner else None,
        "gini_score": gini(score[name] for name in names),
        "gini_book": gini(final),
        "top_share_book": top_share(final),
        "land_hhi": land_hhi(held) if held is not None else None,
        "majority_turn": majority_turn,
        "below_start": sum(1 for end, begin in zip(final, start) if end < begin),
    }
    for name in TALLIES:
        row[name] = tallies.get(name)
    row["switched_at"] = switched_at
    results = game.results()
    for column in game.rules.result_columns:
        row[column] = results.get(column)
    order = sorted(range(len(names)), key=lambda seat: -final[seat])
    rank = {seat: place + 1 for place, seat in enumerate(order)}
    players = [(condition, seed, seat, name, bots[seat], start[seat], final[seat], score[name],
                held[seat] if held is not None else None, rank[seat])
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
