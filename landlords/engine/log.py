"""The markers of a game's log: the first element of an entry that is not a decision.

A decision is logged as the action itself; chance's outcome as ``(LOG_CHANCE, outcome)``;
a switch of rules as ``(LOG_SWITCH, regime)``.  The record and the replay read them.
"""

#: The first element of a log entry of chance's outcome.
LOG_CHANCE = "~"
#: The first element of a log entry of a switch of rules.
LOG_SWITCH = "!"

__all__ = ["LOG_CHANCE", "LOG_SWITCH"]
