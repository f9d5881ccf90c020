"""Example games shipped with the rule sets (the Replay app opens the first one).

Each rule set declares its examples (``RuleSet.examples``): how its bots play the game
(players, seed, options, the switches of rules) and the file in its package that keeps
the record.  ``scripts/make_examples.py`` plays every recipe and writes the records, and a
test checks that the shipped files are what the recipes play today.

    >>> from landlords.examples import example_record, example_names
    >>> name = example_names()[0]
    >>> record = example_record(name)
    >>> len(record.log) > 300
    True
"""

from __future__ import annotations

from importlib import resources

from .errors import RecordError, shown
from .record import GameRecord, load_record
from .registry import find_rules, rule_set_names
from .ruleset import Example
from .setup import start_game


def _examples() -> dict[str, tuple[str, Example]]:
    """Every example by name: ``(rule set name, Example)``."""
    found = {}
    for rules in rule_set_names():
        for name, example in find_rules(rules).examples.items():
            found.setdefault(name, (rules, example))
    return found


def example_names() -> list[str]:
    """The names of the shipped examples, the default first."""
    return list(_examples())


def example_title(name: str) -> str:
    """One line saying what happens in example ``name``."""
    return _find(name)[1].title


def play_example(name: str) -> GameRecord:
    """Play the recipe of example ``name`` and return its record (what the script writes)."""
    rules, example = _find(name)
    game = start_game(rules, example.players, None, example.seed, dict(example.options), None, True)
    for turn, regime in example.switches:
        game.play(until_turn=turn)
        if not game.is_over:
            game.switch_rules(regime)
    game.play()
    return game.record()


def example_path(name: str):
    """The shipped file of example ``name`` (an ``importlib.resources`` traversable)."""
    example = _find(name)[1]
    return resources.files(example.package).joinpath(example.file)


def example_record(name: str | None = None) -> GameRecord:
    """The shipped record of example ``name`` (the default example when None).

    Raises:
        RecordError: no example of that name.
    """
    name = name or example_names()[0]
    return load_record(example_path(name).read_text("utf-8"))


def _find(name: str) -> tuple[str, Example]:
    examples = _examples()
    try:
        return examples[name]
    except (KeyError, TypeError):
        raise RecordError(f"no example game named {shown(name, 80)}; the examples are: "
                          f"{', '.join(examples) or 'none'}") from None


__all__ = ["example_names", "example_path", "example_record", "example_title", "play_example"]
