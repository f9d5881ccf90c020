"""The 1906 game's numbers live in its data, its state is declared, and its code reads by name.

* Every number of the rules is read from the data files into one frozen value held by
  the game class (``DATA``), and no module of the package builds rule numbers or board
  tables as module globals.
* A game declares all its state, and what it shares with its clones cannot change.
* Frames, events, loans, offers and dues are read by name, never by position.
"""

from __future__ import annotations

import ast
import dataclasses
import pathlib
import re
from collections.abc import Mapping
from types import MappingProxyType

import pytest
from helpers import DATA

import landlords
from landlords.rules.landlords1906.game import LandlordsGame

PACKAGE = pathlib.Path(landlords.__file__).parent / "rules" / "landlords1906"
#: The only module-level numbers of the package: markers, and the rule set's declaration
#: (its version, its number of players, its options' defaults, how finely the LG-X1
#: option is read: ``DENOMINATOR``), not rule numbers.
MARKERS = {"PACK", "PUBLIC", "WAGES_PLEDGE", "_MOST_THROWN", "OPTIONS", "RULES", "DENOMINATOR"}


def immutable(value) -> bool:
    """Whether ``value`` can never change, however deep one looks."""
    if isinstance(value, (int, str, float, bool, type(None), range)):
        return True
    if isinstance(value, (tuple, frozenset)):
        return all(immutable(item) for item in value)
    if isinstance(value, MappingProxyType):
        return all(immutable(key) and immutable(item) for key, item in value.items())
    if dataclasses.is_dataclass(value) and value.__dataclass_params__.frozen:
        return all(immutable(getattr(value, f.name)) for f in dataclasses.fields(value))
    return False


def test_the_data_is_one_frozen_value_held_by_the_game_class():
    game = landlords.new_game("landlords-1906", players=3, seed=1)
    assert game.data is LandlordsGame.DATA is DATA and game.board is DATA
    assert immutable(DATA)
    with pytest.raises(dataclasses.FrozenInstanceError):
        DATA.wages = 150


def test_the_data_holds_the_numbers_of_the_rule_book():
    assert (DATA.wages, DATA.fine, DATA.house_price, DATA.house_rent, DATA.luxury_price,
            DATA.ante, DATA.cards_dealt) == (100, 50, 100, 10, 75, 10, 24)
    assert [DATA.starting_cash_for(n) for n in range(2, 7)] == [600, 500, 400, 400, 400]
    assert DATA.railroad_fares == (0, 5, 10, 20, 50) and DATA.trust_fare == 20
    assert [DATA.tax_for(h, True) for h in (0, 9, 10, 24, 25)] == [10, 10, 20, 20, 40]
    assert DATA.tax_for(30, False) == 10
    assert [DATA.speculation_winnings(t, False) for t in (5, 11)] == [30, 90]
    assert DATA.speculation_winnings(6, True) == 100
    assert [DATA.names[s] for s in DATA.colleges] == ["Lord Blueblood's Estate",
                                                      "D. F. Hogg's Game Preserves"]
    assert len(DATA.card_spaces) == 29 and len(DATA.lots) == 22
    assert DATA.ring.backward == frozenset(range(23, 37))          # between the two Chances


def _outside_functions(node):
    """The nodes under ``node``, not looking inside functions (sentences, keys)."""
    if node is None or isinstance(node, ast.Lambda):
        return
    yield node
    for child in ast.iter_child_nodes(node):
        yield from _outside_functions(child)


def test_no_module_builds_rule_numbers_or_board_tables_as_globals():
    for path in PACKAGE.glob("*.py"):
        tree = ast.parse(path.read_text("utf-8"))
        for node in tree.body:
            if not isinstance(node, (ast.Assign, ast.AnnAssign)):
                continue
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names = {t.id for t in targets if isinstance(t, ast.Name)}
            numbers = [n for n in _outside_functions(node.value) if isinstance(n, ast.Constant)
                       and isinstance(n.value, int) and not isinstance(n.value, bool)]
            assert not numbers or names <= MARKERS, f"{path.name}: {names} holds numbers"
            calls = [n.func.id for n in ast.walk(node.value) if isinstance(n, ast.Call)
                     and isinstance(n.func, ast.Name)] if node.value else []
            assert "load_data" not in calls, f"{path.name}: {names} loads the data as a global"


_POSITIONAL = re.compile(r"\b(frame|top|settle|loan|offer|due|option|best|event)\[\d|"
                         r"\.values\[|\[L_[A-Z]+\]|draft\[-?\d")


def test_frames_events_loans_offers_and_dues_are_read_by_name():
    for path in PACKAGE.glob("*.py"):
        for number, line in enumerate(path.read_text("utf-8").splitlines(), 1):
            assert not _POSITIONAL.search(line), f"{path.name}:{number}: {line.strip()}"


def test_the_frames_read_on_every_turn_have_the_fields_of_their_typed_named_tuples():
    """The frames the rules and bots read as typed named tuples (``frame: TurnFields``) are
    made from them: the same fields in the same order, the kind filled in."""
    from landlords.rules.landlords1906 import frames

    typed = {frames.Initial: frames.InitialFields, frames.Turn: frames.TurnFields,
             frames.Dice: frames.DiceFields, frames.Move: frames.MoveFields, frames.Bid: frames.BidFields}
    for frame, fields in typed.items():
        assert frame._fields == fields._fields
        made = frame(*range(1, len(fields._fields)))
        assert made.kind == frame.KIND and tuple(made[1:]) == tuple(range(1, len(fields._fields)))
    with pytest.raises(TypeError, match="must begin with kind and seat"):
        frames.typed_frame("loan", frames.Loan)


def test_a_game_declares_its_state_and_shares_nothing_that_changes():
    game = landlords.new_game("landlords-1906", players=4, seed=7,
                              options={"advanced": True, "vote": True})
    for _ in range(300):
        if game.is_over:
            break
        game.step()
        assert game.undeclared_state() == []
        for name in game.KEEP:
            assert immutable(getattr(game, name)), f"KEEP {name} = {getattr(game, name)!r}"
        for name in game.COPY_LISTS:
            assert all(immutable(item) for item in getattr(game, name)), name


def test_a_clone_changed_in_every_list_leaves_the_parent_as_it_was():
    game = landlords.new_game("landlords-1906", players=4, seed=11, options={"vote": True})
    steps = 0
    while not game.is_over and steps < 400:
        key = game.state_key()
        other = game.clone()
        for name in game.COPY_LISTS:
            held = getattr(other, name)
            held.append((99,))
            if len(held) > 1:
                held[0] = 99
        for name in game.KEEP:
            assert not isinstance(getattr(other, name), (list, dict, set)), name
        assert game.state_key() == key
        game.step()
        steps += 1


def test_the_ui_still_finds_its_two_board_names():
    from landlords.rules.landlords1906 import board
    assert board.OPPORTUNITY_BASE == 40
    assert board.COLLEGE_ORDER_NAMES == ("Lord Blueblood's Estate", "D. F. Hogg's Game Preserves")
    assert isinstance(DATA.starting_cash, Mapping)


def test_wealth_counts_each_holding_at_its_own_worth_when_they_differ():
    from helpers import BOOMTOWN, give, start

    from landlords.engine.registry import find_rules
    from landlords.rules.landlords1906.board import load_data

    class DearLuxuries(LandlordsGame):
        DATA = load_data({"luxury": {"worth": 130}, "houses": {"worth": 90}})

    assert DATA.uniform_worth == 100 and DearLuxuries.DATA.uniform_worth == 0
    rules = dataclasses.replace(find_rules("landlords-1906"), name="dear-luxuries",
                                game_class=DearLuxuries)
    for game_rules, worth in ((rules, 100 + 130 + 90), ("landlords-1906", 300)):
        game = start(["Ann", "Bob"], rules=game_rules)
        give(game, "Ann", BOOMTOWN)
        game.lux[0] = 1
        game.houses[BOOMTOWN], game.hown[BOOMTOWN], game.nhouses[0] = 1, 0, 1
        assert game.wealth("Ann") == 600 + worth
