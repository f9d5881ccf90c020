"""Entry points that do not give a usable rule set (for landlords' test suite)."""

from landlords.rules.random_exchange import RULES as MISNAMED  # registered as "toy-misnamed"

#: Registered as a rule set, but a plain dict.
NOT_RULES = {"name": "toy-not-rules"}

__all__ = ["MISNAMED", "NOT_RULES"]
