"""pandas tables of a game: the ledger (one row per transfer) and the history (one row
per turn and player).  Only this module and the analysis layers import pandas."""

from __future__ import annotations

import pandas as pd

LEDGER_COLUMNS = ["step", "turn", "src", "dst", "amount", "reason", "space"]
HISTORY_COLUMNS = ["turn", "round", "player", "cash", "wealth", "position", "lots",
                   "houses", "treasury", "wage_level", "regime"]


def ledger_frame(game) -> pd.DataFrame:
    """Every transfer: step, turn, src, dst, amount, reason, space (see DESIGN)."""
    names = game._ledger.names
    rows = [(step, turn, names[src], names[dst], amount, reason, space)
            for step, turn, src, dst, amount, reason, space in game._ledger.transfers]
    frame = pd.DataFrame(rows, columns=LEDGER_COLUMNS)
    frame["space"] = frame["space"].astype("Int64")
    return frame


def history_frame(game) -> pd.DataFrame:
    """One row per (turn, player), taken at the end of each turn (turn 0: after setup).

    Columns: turn, round, player, cash, wealth (as the rules count it at the end, under
    the rules then in force), position, lots, houses, treasury, wage_level, regime.
    Empty when the game was made with ``record_events=False``.
    """
    rows = []
    for turn, rnd, regime, treasury, wage, players in game._history:
        for name, (cash, wealth, position, lots, houses) in zip(game.players, players):
            rows.append((turn, rnd, name, cash, wealth, position, lots, houses, treasury,
                         wage, regime))
    return pd.DataFrame(rows, columns=HISTORY_COLUMNS)
