"""The front door: make a game from a rule set's name, players, bots, seed and options."""

from __future__ import annotations

import secrets

from .bots import DEFAULT_LINEUP, bot_names, make_bot
from .engine.errors import OptionError, PlayersError, UnknownBotError
from .engine.rules import find_rules, rule_set_names

#: Names given to players when ``players`` is a number.
DEFAULT_NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Flo", "Gus", "Hal")


def rule_sets() -> list[str]:
    """Names of the rule sets this package plays."""
    return rule_set_names()


def new_game(rules: str, players=4, bots=None, seed: int | None = None, options=None,
             dice=None, record_events: bool = True):
    """Start a game.

    Args:
        rules: a rule set name, e.g. ``"landlords-1906"``.
        players: a number of players (all played by bots, strategies taken in turn from
            the default line-up) or a list of names (humans unless named in ``bots``).
        bots: ``{name: strategy}`` for players played by bots.
        seed: the chance seed (a random one is chosen and kept in the record if omitted).
        options: rule set options, e.g. ``{"advanced": True}``.
        dice: scripted dice ``[(3, 4), (6, 6), ...]``, used in order for every throw.
        record_events: keep events and per-turn history (turn off for fast simulations).

    Raises:
        UnknownRulesError, UnknownBotError, OptionError, PlayersError: bad arguments.
    """
    rule_set = find_rules(rules)
    if isinstance(players, bool):
        raise PlayersError(f"players must be a number or a list of names, not {players!r}")
    if isinstance(players, int):
        if not rule_set.min_players <= players <= rule_set.max_players:
            raise PlayersError(f"{rule_set.name} is played by {rule_set.min_players} to "
                               f"{rule_set.max_players} players, not {players}")
        names = list(DEFAULT_NAMES[:players])
        lineup = DEFAULT_LINEUP.get(rule_set.name, ("random",))
        strategies = {name: lineup[i % len(lineup)] for i, name in enumerate(names)}
        if bots is not None and not isinstance(bots, dict):
            raise PlayersError(f"bots are a dict such as {{'Bob': 'speculator'}}, not {bots!r}")
        if bots:
            strategies.update(bots)
    elif isinstance(players, (list, tuple)):
        names = list(players)
        if bots is not None and not isinstance(bots, dict):
            raise PlayersError(f"bots are a dict such as {{'Bob': 'speculator'}}, not {bots!r}")
        strategies = dict(bots or {})
    else:
        raise PlayersError(f"players must be a number or a list of names, not {players!r}")
    game_class = rule_set.game_class
    game_class.check_players(rule_set, names)
    unknown = [name for name in strategies if name not in names]
    if unknown:
        raise PlayersError(f"bots named for players not in the game: {', '.join(map(str, unknown))}")
    resolved = rule_set.resolve(options)
    validate = getattr(game_class, "validate_options", None)
    if validate is not None:
        validate(resolved, names)
    if seed is None:
        seed = secrets.randbelow(2 ** 31)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise OptionError(f"seed must be a whole number, not {seed!r}")
    script = _check_dice(dice)
    made = {}
    for seat, name in enumerate(names):
        if name in strategies and strategies[name] is not None:
            made[name] = make_bot(strategies[name], rule_set.name, seed, seat)
    return game_class(rule_set, resolved, names, made, seed, script, record_events)


def _check_dice(dice):
    if dice is None:
        return None
    if isinstance(dice, (str, bytes)) or not hasattr(dice, "__iter__"):
        raise OptionError(f"scripted dice are a list of pairs such as [(3, 4), (6, 6)], not {dice!r}")
    script = []
    for throw in dice:
        try:
            a, b = throw
        except (TypeError, ValueError):
            raise OptionError(f"scripted dice are pairs such as (3, 4), not {throw!r}") from None
        for die in (a, b):
            if isinstance(die, bool) or not isinstance(die, int) or not 1 <= die <= 6:
                raise OptionError(f"a die shows 1 to 6, not {die!r} in {throw!r}")
        script.append((a, b))
    return script


__all__ = ["new_game", "rule_sets", "bot_names", "UnknownBotError", "DEFAULT_NAMES"]
