"""Bots: strategies with economic character, each able to say why it chose what it chose.

``make_bot(strategy, rules, seed, seat)`` builds one; ``bot_names(rules)`` lists them.
"""

from __future__ import annotations

from landlords.engine.errors import UnknownBotError

from .base import Bot, RandomBot
from .landlords1906 import LANDLORDS_BOTS
from .monopoly import MONOPOLY_BOTS
from .monopoly_deal import MONOPOLY_DEAL_BOTS

_STRATEGIES = {
    "landlords-1906": LANDLORDS_BOTS,
    "monopoly": MONOPOLY_BOTS,
    "monopoly-deal": MONOPOLY_DEAL_BOTS,
}

#: Strategies given, in turn, to players when ``new_game`` is called with a number.
DEFAULT_LINEUP = {
    "landlords-1906": ("cautious", "speculator", "improver", "trader"),
    "monopoly": ("cautious", "speculator", "improver", "trader"),
    "monopoly-deal": ("banker", "collector"),
}


def bot_names(rules: str = "landlords-1906") -> list[str]:
    """The strategies that can play ``rules``, sorted."""
    return sorted(set(_STRATEGIES.get(rules, {})) | {"random"})


def describe_bots(rules: str = "landlords-1906") -> dict[str, str]:
    """Each strategy's one-sentence character."""
    table = dict(_STRATEGIES.get(rules, {}))
    table["random"] = RandomBot
    return {name: cls.description for name, cls in sorted(table.items())}


def make_bot(strategy: str, rules: str, seed: int, seat: int) -> Bot:
    """A bot playing ``strategy`` for ``seat``; raises :class:`UnknownBotError`."""
    if strategy == "random":
        return RandomBot(seat, seed)
    table = _STRATEGIES.get(rules, {})
    try:
        cls = table[strategy]
    except (KeyError, TypeError):
        raise UnknownBotError(
            f"unknown bot {strategy!r} for {rules}; choose one of {', '.join(bot_names(rules))}") from None
    return cls(seat, seed)


__all__ = ["Bot", "RandomBot", "bot_names", "describe_bots", "make_bot", "DEFAULT_LINEUP"]
