"""Random exchange's events: its event catalogue, each kind with its sentence.

How its sentences name money moves (``REASON_WORDS``) is in ``words.py``, re-exported here
where it lived before.
"""

from __future__ import annotations

from landlords.engine.events import EventKind

from .words import REASON_WORDS  # noqa: F401  (it lived here before words.py)


def _empty_handed(game, payer: str, payee: str) -> str:
    if game.stake == 1:
        return f"{payer} had no money to pay {payee}: the exchange is missed"
    stake = game.rules.words.amount(game.stake)
    return f"{payer} had less than the {stake} stake to pay {payee}: the exchange is missed"


#: The rule set's own events (the engine adds ``paid``, ``decided`` and ``game_over``).
EVENTS = {
    "empty_handed": EventKind(("payer", "payee"), _empty_handed),
}
