"""Moved to :mod:`landlords.engine.dataframes` (the pandas tables of a game: ledger and
history); this path is kept for one release."""

from .engine.dataframes import LEDGER_COLUMNS, history_frame, ledger_frame

__all__ = ["LEDGER_COLUMNS", "history_frame", "ledger_frame"]
