"""pandas tables of a game: the ledger (one row per transfer) and the history (one row
per turn and player).

The engine's one module that imports pandas; :meth:`Game.ledger
<landlords.engine.game.Game.ledger>` and :meth:`Game.history
<landlords.engine.game.Game.history>` import it only when a table is asked for, so a game
played without tables never loads pandas.  (The frames of a game's stack of work are
another thing: :mod:`landlords.engine.frames`.)
"""

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


__all__ = ["LEDGER_COLUMNS", "history_frame", "ledger_frame"]
