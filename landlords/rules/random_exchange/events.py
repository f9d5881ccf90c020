"""Random exchange's words: its event catalogue and how its sentences name money moves."""

from __future__ import annotations

from landlords.engine.events import EventKind

#: How a ``paid`` sentence words each ledger reason ("Ann paid Bob $1 in a random exchange").
REASON_WORDS = {
    "starting_cash": "as starting cash",
    "exchange": "in a random exchange",
}


def _empty_handed(game, payer: str, payee: str) -> str:
    if game.stake == 1:
        return f"{payer} had no money to pay {payee}: the exchange is missed"
    stake = game.rules.words.amount(game.stake)
    return f"{payer} had less than the {stake} stake to pay {payee}: the exchange is missed"


#: The rule set's own events (the engine adds ``paid``, ``decided`` and ``game_over``).
EVENTS = {
    "empty_handed": EventKind(("payer", "payee"), _empty_handed),
}
