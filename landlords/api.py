"""The front door: make a game from a rule set's name, players, bots, seed and options."""

from __future__ import annotations

from .engine.bots import describe_bots as _describe_bots
from .engine.registry import find_rules, rule_set_names
from .engine.setup import DEFAULT_NAMES, start_game


def rule_sets() -> list[str]:
    """Names of the rule sets installed (every plugin of the group ``landlords.rule_sets``)."""
    return rule_set_names()


def bot_names(rules: str) -> list[str]:
    """The strategies that can play ``rules``, sorted (``random`` plays every rule set)."""
    return find_rules(rules).bot_names


def describe_bots(rules: str) -> dict[str, str]:
    """Each strategy of ``rules`` with its one-sentence character."""
    return _describe_bots(find_rules(rules))


def new_game(rules: str, players=4, bots=None, seed: int | None = None, options=None,
             dice=None, record_events: bool = True):
    """Start a game.

    Args:
        rules: a rule set name, one of :func:`rule_sets`.
        players: a number of players (all played by bots, strategies taken in turn from
            the rule set's default line-up) or a list of names (people unless named in
            ``bots``).
        bots: ``{name: strategy}`` for players played by bots.
        seed: the chance seed (a random one is chosen and kept in the record if omitted).
        options: rule set options, e.g. ``{"advanced": True}``.
        dice: scripted dice ``[(3, 4), (6, 6), ...]``, used in order for every throw.
        record_events: keep events and per-turn history (turn off for fast simulations).

    Raises:
        UnknownRulesError, UnknownBotError, OptionError, PlayersError: bad arguments.
    """
    return start_game(rules, players, bots, seed, options, dice, record_events)


__all__ = ["DEFAULT_NAMES", "bot_names", "describe_bots", "new_game", "rule_sets"]
