"""The declared state (``landlords.engine.state``): a field is copied, keyed and digested
by being declared once, and what a game holds beyond its declaration is caught."""

from __future__ import annotations

import pytest

import landlords
from landlords.engine.core import GameCore
from landlords.engine.game import Game
from landlords.engine.registry import find_rules
from landlords.engine.ruleset import RuleSet
from landlords.engine.state import ENGINE_STATE, ENGINE_VALUES, State, held, lists, maps, nested, values
from landlords.rules.random_exchange import RULES as RANDOM_EXCHANGE
from landlords.rules.random_exchange.game import RandomExchangeGame


def _variant(game_class) -> RuleSet:
    return RuleSet(**{**{field: getattr(RANDOM_EXCHANGE, field)
                         for field in RANDOM_EXCHANGE.__dataclass_fields__},
                      "name": f"random-exchange-{game_class.__name__}", "game_class": game_class})


def _played(name: str, steps: int = 200, **options) -> Game:
    game = landlords.new_game(name, players=3, seed=3, options=options or None)
    game.play(max_steps=steps)
    return game


def _changed(value):
    """Another value of the same shape (a list one item longer, a number one more...)."""
    if isinstance(value, list):
        return value + [-999]
    if isinstance(value, (dict, set)):
        other = value.copy()
        if isinstance(other, dict):
            other[-999] = -999
        else:
            other.add(-999)
        return other
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    return ("changed", value)


def _keyed_now(game: Game) -> list[str]:
    return [f.name for f in game.STATE.fields
            if f.key and (f.when is None or getattr(game, f.when))]


@pytest.mark.parametrize("name", landlords.rule_sets())
def test_every_keyed_field_changes_the_key_and_the_digest(name):
    options = {"land_tax_share": 0.25} if name == "landlords-1906" else {}
    game = _played(name, **options)
    key, digest = game.state_key(), game.digest()
    keyed = _keyed_now(game)
    assert keyed, f"{name} keys none of its state"
    for field in keyed:
        other = game.clone()
        setattr(other, field, _changed(getattr(other, field)))
        assert other.state_key() != key, f"{name}: {field} is declared keyed but not in the key"
        assert other.digest() != digest, f"{name}: {field} is declared keyed but not digested"
    assert game.state_key() == key and game.digest() == digest


@pytest.mark.parametrize("name", landlords.rule_sets())
def test_a_rule_sets_game_holds_only_what_it_declares(name):
    game = landlords.new_game(name, players=3, seed=5)
    for _ in range(30):
        assert game.STATE.problems(game) == [], name
        if game.is_over:
            break
        game.play(max_steps=40)


def test_the_rule_set_part_of_the_key_follows_the_declaration():
    game = _played("random-exchange")
    assert game.STATE.keyed == ("missed",)
    assert game._state_key() == (game.missed,)
    assert "regime" not in game.KEEP                       # the engine's own: it copies it
    monopoly = _played("monopoly")
    assert monopoly.STATE.keyed[-1] == "regime" and monopoly._state_key()[-1] == monopoly.regime


def test_a_field_keyed_when_another_is_set_is_left_out_while_it_is_not():
    plain = _played("landlords-1906", steps=50)
    shared = _played("landlords-1906", steps=50, land_tax_share=0.25)
    assert "share_p" not in _keyed_now(plain) and "share_p" in _keyed_now(shared)
    assert len(shared._state_key()) == len(plain._state_key()) + 3


# ---------------------------------------------------------------------- a new field, declared once
class _Counted(RandomExchangeGame):
    """Declares one more list: it is copied, keyed and digested without another word."""

    STATE = State(RandomExchangeGame.STATE.fields, lists("pairs_seen"))

    def _setup(self) -> None:
        self.pairs_seen = []
        super()._setup()

    def _chance_exchange(self, frame, pair) -> None:
        self.pairs_seen.append(pair[0])
        super()._chance_exchange(frame, pair)


def test_a_declared_field_is_copied_keyed_and_digested():
    game = landlords.new_game(_variant(_Counted), players=3, seed=1)
    game.play(max_steps=6)
    assert game.pairs_seen and "pairs_seen" in game.COPY_LISTS
    other = game.clone()
    assert other.pairs_seen == game.pairs_seen and other.pairs_seen is not game.pairs_seen
    other.pairs_seen.append(0)
    assert other.state_key() != game.state_key() and other.digest() != game.digest()
    assert game.STATE.problems(game) == []


# ---------------------------------------------------------------------- what is caught
class _Scratch(RandomExchangeGame):
    """Takes an attribute during play that it never declares."""

    def _chance_exchange(self, frame, pair) -> None:
        self.last_pair = list(pair)
        super()._chance_exchange(frame, pair)


class _SharedList(RandomExchangeGame):
    """Declares a list as a shared value: a clone would share it."""

    STATE = State(RandomExchangeGame.STATE.fields, values("seen"))

    def _setup(self) -> None:
        self.seen = []
        super()._setup()


def test_an_undeclared_attribute_taken_in_play_is_caught():
    game = landlords.new_game(_variant(_Scratch), players=3, seed=1)
    assert game.STATE.problems(game) == []
    game.play(max_steps=4)
    assert set(vars(game)) - ENGINE_STATE - game.STATE.names == {"last_pair"}
    assert game.undeclared_state() == ["last_pair"]
    assert game.STATE.problems(game) == ["last_pair is not declared"]


def test_a_list_declared_as_a_shared_value_is_caught():
    game = landlords.new_game(_variant(_SharedList), players=3, seed=1)
    assert game.undeclared_state() == []
    assert game.STATE.problems(game) == [
        "seen is declared a shared value but holds a list, which a clone would share"]


def test_declarations_that_cannot_be_right_are_refused():
    with pytest.raises(TypeError, match="declared twice"):
        State(lists("a"), values("a"))
    with pytest.raises(TypeError, match="not declared"):
        State(values("fund", when="share"))
    with pytest.raises(TypeError, match="attribute name"):
        State(values("not a name"))
    with pytest.raises(TypeError, match="declare the state once"):
        type("Both", (RandomExchangeGame,), {"STATE": State(), "KEEP": ("n",)})


def test_maps_and_nested_lists_are_copied_and_keyed_in_a_fixed_order():
    state = State(maps("seen"), nested("grid"))

    class Holder:
        pass

    one, two = Holder(), Holder()
    one.seen, one.grid = {3: "c", 1: "a"}, [[1, 2], [3]]
    state.copy_into(one, two)
    assert two.seen == one.seen and two.seen is not one.seen
    assert two.grid == one.grid and two.grid[0] is not one.grid[0]
    assert state.key(one) == (((1, "a"), (3, "c")), ((1, 2), (3,)))


def test_an_older_declaration_by_name_lists_still_works():
    """A class declaring KEEP (and its own _state_key), as rule sets did before STATE."""

    class Older(RandomExchangeGame):
        KEEP = RandomExchangeGame.KEEP + ("note",)

        def _setup(self) -> None:
            self.note = "hello"
            super()._setup()

        def _state_key(self) -> tuple:
            return super()._state_key() + (self.note,)

    assert "note" in Older.STATE.names and "note" not in Older.STATE.keyed
    game = landlords.new_game(_variant(Older), players=3, seed=1)
    game.play(max_steps=3)
    assert game.undeclared_state() == [] and game._state_key() == (game.missed, "hello")
    assert find_rules("random-exchange").game_class.STATE.keyed == ("missed",)


@pytest.mark.parametrize("name", landlords.rule_sets())
def test_history_rows_hold_the_declared_columns(name):
    """The history's rows are positional: each must hold one value per declared column."""
    game = landlords.new_game(name, players=3, seed=2)
    game.play(max_steps=400)
    columns = game.history_columns()
    rows = game.history_rows()
    assert rows and all(len(row) == len(columns) for row in rows)
    assert set(game.history_table()) == set(columns)


def test_the_engine_state_names_exactly_the_fields_the_core_sets():
    """ENGINE_STATE is what GameCore holds, in both builds (compiled, its fields are native
    slots, not in ``vars(game)``: a field left out would be neither cloned nor walked).  The
    game is of a rule set written in plain Python, whose own fields are in ``vars(game)``
    in both builds (a compiled rule set's game, as the 1906 game's, has no ``vars``)."""
    game = landlords.new_game("random-exchange", players=3, seed=1)
    native = set(getattr(GameCore, "__mypyc_attrs__", ()))
    if native:                                     # the compiled build
        assert native == ENGINE_STATE
        assert not ENGINE_STATE & set(vars(game))
    else:
        assert set(vars(game)) - game.STATE.names == ENGINE_STATE - game.STATE.names
    assert set(ENGINE_VALUES) <= ENGINE_STATE
    assert set(held(game)) == ENGINE_STATE | set(vars(game))
    other = game.clone()
    assert set(held(other)) == set(held(game))
    assert all(getattr(other, name) == getattr(game, name) for name in ENGINE_VALUES)
    assert other.state_key() == game.state_key() and other.digest() == game.digest()
