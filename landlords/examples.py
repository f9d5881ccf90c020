"""Example game records that ship with the package (the Replay app opens the first one).

Each example is a recipe (rule set, players, seed, when the rules were switched) kept in
:data:`RECIPES`; ``scripts/make_examples.py`` plays the recipes and writes the records
into ``landlords/data/examples/``, and a test checks that the shipped files are what the
recipes play today.

    >>> from landlords.examples import example_record, example_names
    >>> example_names()
    ['single-tax-at-turn-40']
    >>> record = example_record()
    >>> record.rules, len(record.log) > 300
    ('landlords-1906', True)
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources

from .api import new_game
from .engine.errors import RecordError
from .engine.record import GameRecord, load_record


@dataclass(frozen=True)
class Recipe:
    """How an example game is played: four bots, a seed, and switches ``(turn, regime)``."""

    title: str
    rules: str
    players: int
    seed: int
    switches: tuple = ()


#: The examples, by name; the first is the default.
RECIPES: dict[str, Recipe] = {
    "single-tax-at-turn-40": Recipe(
        title="Four bots play The Landlord's Game; the single tax comes in at turn 40",
        rules="landlords-1906", players=4, seed=13, switches=((40, "single-tax"),)),
}


def example_names() -> list[str]:
    """The names of the shipped examples, the default first."""
    return list(RECIPES)


def example_title(name: str) -> str:
    """One line saying what happens in example ``name``."""
    return _recipe(name).title


def play_example(name: str) -> GameRecord:
    """Play the recipe of example ``name`` and return its record (what the script writes)."""
    recipe = _recipe(name)
    game = new_game(recipe.rules, players=recipe.players, seed=recipe.seed)
    for turn, regime in recipe.switches:
        game.play(until_turn=turn)
        if not game.is_over:
            game.switch_rules(regime)
    game.play()
    return game.record()


def example_record(name: str | None = None) -> GameRecord:
    """The shipped record of example ``name`` (the default example when None).

    Raises:
        RecordError: no example of that name.
    """
    name = name or example_names()[0]
    _recipe(name)
    text = resources.files("landlords.data").joinpath("examples", f"{name}.json").read_text("utf-8")
    return load_record(text)


def _recipe(name: str) -> Recipe:
    try:
        return RECIPES[name]
    except KeyError:
        raise RecordError(f"no example game named {name!r}; the examples are: "
                          f"{', '.join(RECIPES)}") from None


__all__ = ["RECIPES", "Recipe", "example_names", "example_record", "example_title", "play_example"]
