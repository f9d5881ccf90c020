"""Starting a game: players, bots, options, seed and scripted dice, checked once.

:func:`start_game` is the engine's half of :func:`landlords.new_game` and of replaying a
record: it checks every argument against the rule set, builds the bots, and creates the
game.  It knows rule sets only through :class:`~landlords.engine.ruleset.RuleSet`.
"""

from __future__ import annotations

import secrets

from .bots import make_bot
from .errors import OptionError, PlayersError, shown
from .registry import find_rules

#: Names given to players when ``players`` is a number.
DEFAULT_NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Flo", "Gus", "Hal")


def default_names(count: int) -> list[str]:
    """``count`` player names: Ann, Bob, Cy... then Player 9, Player 10..."""
    return [DEFAULT_NAMES[k] if k < len(DEFAULT_NAMES) else f"Player {k + 1}" for k in range(count)]


def start_game(rules, players=4, bots=None, seed: int | None = None, options=None,
               dice=None, record_events: bool = True):
    """Start a game of ``rules`` (a name or a :class:`RuleSet`); see :func:`landlords.new_game`."""
    rule_set = find_rules(rules)
    if isinstance(players, bool):
        raise PlayersError(f"players must be a number or a list of names, not {players!r}")
    if bots is not None and not isinstance(bots, dict):
        raise PlayersError(f"bots are a dict such as {{'Bob': 'speculator'}}, not {shown(bots)}")
    if isinstance(players, int):
        if not rule_set.min_players <= players <= rule_set.max_players:
            raise PlayersError(f"{rule_set.name} is played by {rule_set.min_players} to "
                               f"{rule_set.max_players} players, not {players}")
        names = default_names(players)
        lineup = rule_set.default_lineup
        strategies = {name: lineup[i % len(lineup)] for i, name in enumerate(names)}
        strategies.update(bots or {})
    elif isinstance(players, (list, tuple)):
        names = list(players)
        strategies = dict(bots or {})
    else:
        raise PlayersError(f"players must be a number or a list of names, not {shown(players)}")
    game_class = rule_set.game_class
    game_class.check_players(rule_set, names)
    unknown = [name for name in strategies if name not in names]
    if unknown:
        raise PlayersError(f"bots named for players not in the game: "
                           f"{', '.join(str(name)[:80] for name in unknown)}")
    resolved = rule_set.resolve(options)
    if rule_set.validate_options is not None:
        rule_set.validate_options(resolved, names)
    if seed is None:
        seed = secrets.randbelow(2 ** 31)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise OptionError(f"seed must be a whole number, not {shown(seed)}")
    script = check_dice(dice)
    made = {}
    for seat, name in enumerate(names):
        if strategies.get(name) is not None:
            made[name] = make_bot(rule_set, strategies[name], seed, seat)
    return game_class(rule_set, resolved, names, made, seed, script, record_events)


def check_dice(dice) -> list | None:
    """Scripted dice as a list of ``(a, b)`` pairs; raises :class:`OptionError`."""
    if dice is None:
        return None
    if isinstance(dice, (str, bytes)) or not hasattr(dice, "__iter__"):
        raise OptionError(f"scripted dice are a list of pairs such as [(3, 4), (6, 6)], "
                          f"not {shown(dice)}")
    script = []
    for throw in dice:
        try:
            a, b = throw
        except (TypeError, ValueError):
            raise OptionError(f"scripted dice are pairs such as (3, 4), not {shown(throw)}") from None
        for die in (a, b):
            if isinstance(die, bool) or not isinstance(die, int) or not 1 <= die <= 6:
                raise OptionError(f"a die shows 1 to 6, not {shown(die, 40)} in {shown(throw, 80)}")
        script.append((a, b))
    return script


__all__ = ["DEFAULT_NAMES", "check_dice", "default_names", "start_game"]
