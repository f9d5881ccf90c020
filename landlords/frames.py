"""pandas tables of a game: the ledger (one row per transfer) and the history (one row
per turn and player).  Only this module and the analysis layers import pandas."""

from __future__ import annotations

import pandas as pd

LEDGER_COLUMNS = ["step", "turn", "src", "dst", "amount", "reason", "space"]


def ledger_frame(game) -> pd.DataFrame:
    """Every transfer: step, turn, src, dst, amount, reason, space (see DESIGN)."""
    frame = pd.DataFrame(game.transfers(), columns=LEDGER_COLUMNS)
    frame["space"] = frame["space"].astype("Int64")
    return frame


def history_frame(game) -> pd.DataFrame:
    """One row per (turn, player), taken at the end of each turn (turn 0: after setup).

    The columns are the rule set's (``game.history_columns()``): ``turn``, its per-turn
    columns (e.g. round, regime, treasury, wage_level), ``player``, its per-player columns
    (cash and wealth first: wealth as the rules count it under the rules then in force).
    Empty when the game was made with ``record_events=False``.
    """
    table = game.history_table()                     # by column: small even for long games
    return pd.DataFrame(table, columns=list(table))
