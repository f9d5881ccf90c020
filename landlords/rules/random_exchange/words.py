"""Random exchange's words: how its sentences name money moves.

The engine's own sentences (a payment, the end) are the engine's defaults, which read
the reason's words from here through ``RuleSet.words``; the one event of the rule set
is worded in ``events.py``.
"""

from __future__ import annotations

#: How a ``paid`` sentence words each ledger reason ("Ann paid Bob $1 in a random exchange").
REASON_WORDS = {
    "starting_cash": "as starting cash",
    "exchange": "in a random exchange",
}
