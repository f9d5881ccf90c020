"""What the apps ask of any game besides its table and its prompt: the players' colours,
the switches of rules, who the table is drawn for, and the rule set's words for regimes.

Every answer comes from the game's public face (``players``, ``events`` read by field
name, ``to_move``, ``is_bot``, ``rules.words``, ``wealths`` of a clone); nothing here
knows a rule set, and nothing here changes a game.
"""

from __future__ import annotations

from landlords.engine.errors import LandlordsError
from landlords.engine.game import CHANCE

from .palette import player_colors


def colors(game) -> dict[str, str]:
    """Each player's colour, in seat order (the same on the table and in the charts)."""
    return player_colors(game.players)


def switches(game) -> list[tuple[int, str]]:
    """``[(turn, regime), ...]``: every switch of rules so far (``rules_switched`` events)."""
    return [(event.turn, event.regime) for event in game.events_of("rules_switched")]


def recounts_wealth(game, regime: str) -> bool:
    """Whether putting ``regime`` in force now changes what the players are worth: the
    rules count wealth differently under it (tried on a clone)."""
    trial = game.clone()
    before = trial.wealths()
    try:
        trial.switch_rules(regime)
    except LandlordsError:
        return False
    return trial.wealths() != before


def recount_turns(timeline) -> list[int]:
    """The turns of the switches of a :class:`~landlords.branching.Timeline` after which
    the rules count wealth differently (the game just before and just after compared)."""
    turns = []
    for step in timeline.steps_of("rules_switched"):
        before, after = timeline.at(step - 1), timeline.at(step)
        if before.wealths() != after.wealths():
            turns.append(after.turn)
    return turns


def is_person(game, player) -> bool:
    """True when ``player`` is a player played by a person (not chance, not a bot, not None)."""
    return player is not None and player != CHANCE and not game.is_bot(player)


def persons(game) -> list[str]:
    """The players played by people, in seat order."""
    return [name for name in game.players if not game.is_bot(name)]


def viewer(game, mover_first: bool = True) -> str | None:
    """The player the table is drawn for (his hidden cards face up): the person to move,
    else the one person at the table; ``None`` when that is nobody in particular.

    ``mover_first=False`` (a replay) draws it for whoever decides, bot or person.
    """
    mover = game.to_move
    if mover is not None and mover != CHANCE and (not mover_first or not game.is_bot(mover)):
        return mover
    people = persons(game)
    return people[0] if mover_first and len(people) == 1 else None


def regime_words(game, regime: str | None) -> str:
    """How the rule set names ``regime`` ("the single tax"); ``""`` for no regime."""
    if regime is None:
        return ""
    return game.rules.words.regimes.get(regime, regime)


def reform_of(rules) -> str | None:
    """The regime the rule set's switch puts in force, or ``None`` when it has no switch."""
    reform = rules.words.reform
    return reform if reform in rules.regimes else None


def other_regime(rules, regime: str | None) -> str | None:
    """The regime the switch goes to from ``regime``: the reform, or back from it."""
    reform = reform_of(rules)
    if reform is None:
        return None
    if regime != reform:
        return reform
    return next((r for r in rules.regimes if r != reform), None)


def capitalized(text: str) -> str:
    return text[:1].upper() + text[1:]


__all__ = ["capitalized", "colors", "is_person", "other_regime", "persons", "recount_turns",
           "recounts_wealth", "reform_of", "regime_words", "switches", "viewer"]
