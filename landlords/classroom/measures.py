"""What the projected results show of one table's game, through the rule-set interface.

A *snapshot* of a game holds its levels (the Gini coefficient of wealth at the book
valuation, the total wealth, the last value of each of the rule set's money series, such
as a treasury or a wage level) and its flows so far (the rule set's standard measures,
``game.tallies()``, such as wages paid).  A table's results compare the snapshot taken
just before its first switch of rules with the one now: levels as they stood, flows
split into before and after the switch (and per turn, as the two spans differ).
"""

from __future__ import annotations

from landlords.metrics import gini


def snapshot(game) -> dict:
    """The levels and flows of ``game`` now (plain numbers, named by the rule set)."""
    book = list(game.book_values().values())
    levels = {"gini": gini(book) if any(book) else 0.0, "wealth": sum(book)}
    series = game.rules.money_series
    if series:
        table = game.history_table()
        for column in series:
            column_values = table.get(column) or []
            levels[column] = column_values[-1] if column_values else None
    return {"turn": game.turn, "step": game.step_count, "regime": game.regime,
            "levels": levels, "flows": dict(game.tallies())}


def phases(before: dict | None, now: dict) -> list[dict]:
    """One row per phase of a table's game: "before the switch" and "after the switch"
    (or one "whole game" row without a switch).  Levels are those at the phase's end;
    flows are those within the phase, also per turn."""
    if before is None:
        spans = [("whole game", {"turn": 0, "flows": {}}, now)]
    else:
        spans = [("before the switch", {"turn": 0, "flows": {}}, before),
                 ("after the switch", before, now)]
    rows = []
    for phase, start, end in spans:
        turns = end["turn"] - start["turn"]
        row = {"phase": phase, "regime": end["regime"], "turns": turns, **end["levels"]}
        for name, value in end["flows"].items():
            spent = value - start["flows"].get(name, 0)
            row[name] = spent
            row[f"{name}_per_turn"] = spent / turns if turns > 0 else None
        rows.append(row)
    return rows


__all__ = ["phases", "snapshot"]
