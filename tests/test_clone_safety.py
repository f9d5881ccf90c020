"""Clones cannot share state by accident: mutating a clone never changes its original.

For every installed rule set (``landlords.rule_sets()``) 100 games are stepped one log
step at a time.  After every step the game is cloned, and every mutable container
reachable from the clone's attributes (lists, dicts, sets, and those nested in them, in
tuples, frames and plain objects) is changed in place; the original's ``state_key()``
and ``digest()`` must not move, and ``undeclared_state()`` must be empty.  A container
the clone shares with its original (a list kept as "never changed" in ``KEEP``, a frame
holding a list, a list of lists copied one level deep) shows up at once.

Sizes that keep it to seconds: games of 2 to 5 players (the rule set's range allowing),
checked at each of 40 consecutive steps, from the start of the game for half of them and
from a step between 0 and 3,000 reached unchecked for the other half (so late states,
loans, mortgages, bankruptcies, reshuffles, are met too); a quarter record events (so
events and history are cloned too), the rest play with ``record_events=False``.

What the engine shares between a clone and its original on purpose is left out of the
mutation: the rule set, the bots it lends to clones, the scripted dice (a tuple of
tuples) and the ledger's index of account names (read-only); the last two are checked
below to be immutable, and the header's mappings (options, bot names, seats, branch
point) to be the clone's own, and these are mutated like the rest.
"""

from __future__ import annotations

import types

import pytest

import landlords
from landlords.engine.bots import Bot
from landlords.engine.events import Event
from landlords.engine.game import Game
from landlords.engine.registry import find_rules
from landlords.engine.ruleset import RuleSet
from landlords.engine.state import held
from landlords.rules.random_exchange import RULES as RANDOM_EXCHANGE
from landlords.rules.random_exchange.game import RandomExchangeGame

GAMES, WINDOW, FAST_FORWARD = 100, 40, 3000

#: Fields of a game the engine shares with its clones (``Game.clone``), by path: the
#: rule set and its game class's handler tables (class-level constants, as shared by
#: every game of the class), and two values that must be immutable (checked below).
ENGINE_SHARED = ("rules", "_handlers", "_dice_script", "_ledger.index")

_LEAVES = (str, bytes, int, float, complex, bool, type(None), range, type, types.FunctionType,
           types.BuiltinFunctionType, types.MethodType, types.ModuleType)
#: Exact types skipped without a look (most of a long log and ledger), for speed.
_SCALARS = frozenset({str, int, float, bool, type(None), bytes})


class _Sentinel:
    """What the mutation puts in a container: equal only to itself, sortable with nothing."""

    def __repr__(self) -> str:
        return "<mutated>"


def _children(value, known: dict) -> list:
    """``(name, child)`` for what ``value`` holds that may hold something mutable."""
    def worth(item) -> bool:
        return type(item) not in _SCALARS and id(item) not in known

    if isinstance(value, (list, tuple)):
        return [(f"[{i}]", item) for i, item in enumerate(value) if worth(item)]
    if isinstance(value, (dict, types.MappingProxyType)):
        return [(f"[{key!r}]", item) for key, item in value.items() if worth(item)] + [
            (f"<key {key!r}>", key) for key in value if worth(key)]
    if isinstance(value, (set, frozenset)):
        return [("<item>", item) for item in value if worth(item)]
    fields = dict(getattr(value, "__dict__", {}))
    for cls in type(value).__mro__:
        # __mypyc_attrs__: a native class's fields (compiled build), which has no __slots__
        for name in (*getattr(cls, "__slots__", ()), *getattr(cls, "__mypyc_attrs__", ())):
            if hasattr(value, name):
                fields.setdefault(name, getattr(value, name))
    return [(f".{name}", item) for name, item in fields.items()]


def mutable_containers(game: Game, known: dict | None = None) -> list[tuple[str, object]]:
    """Every mutable container reachable from ``game``'s attributes, with its path.

    Not followed: the engine's shared fields (:data:`ENGINE_SHARED`), other games, the
    rule set, :class:`Event` views (built lazily from the raw events, which are
    followed), and bots: the engine lends a game's bots to its clones, since a bot is
    stateless between decisions (a memo it keeps must be a pure cache, like the
    Monopoly bots' trade candidates keyed by the deeds).  ``known`` (id -> object) collects tuples found to hold nothing mutable,
    so that walking the same game again skips them (most of a long log and ledger); it
    keeps them alive, so their ids cannot be taken by new objects.
    """
    known = {} if known is None else known
    found, seen = [], set()
    # held(): the engine's fields too (native slots, not in vars(game), when compiled)
    todo = [(name, value) for name, value in held(game).items()]
    while todo:
        path, value = todo.pop()
        if path in ENGINE_SHARED or isinstance(value, _LEAVES):
            continue
        if isinstance(value, (Game, Event, RuleSet, Bot)) or id(value) in seen:
            continue
        seen.add(id(value))
        if isinstance(value, (list, dict, set, bytearray)):
            found.append((path, value))
        children = _children(value, known)
        if not children and type(value) in (tuple, frozenset):
            known[id(value)] = value
        todo.extend((path + name, child) for name, child in children)
    return found


def _mutate(container) -> None:
    mark = _Sentinel()
    if isinstance(container, list):
        container.append(mark)
    elif isinstance(container, dict):
        container[mark] = mark
    elif isinstance(container, set):
        container.add(mark)
    else:
        container.append(0)


def _fingerprint(game: Game):
    try:
        return game.state_key(), game.digest()
    except Exception as error:                     # a mutated container broke the original
        return f"{type(error).__name__}: {error}"


def check_clone_independent(game: Game, known: dict | None = None) -> None:
    """Clone ``game``, mutate every container of the clone, and check ``game`` unchanged
    (``known``: see :func:`mutable_containers`)."""
    undeclared = game.undeclared_state()
    assert not undeclared, f"{game!r} holds undeclared state: {undeclared}"
    before = _fingerprint(game)
    clone = game.clone()
    assert not clone.undeclared_state()
    containers = mutable_containers(clone, known)
    for _, container in containers:
        _mutate(container)
    after = _fingerprint(game)
    if after != before:
        mine = {id(container) for _, container in mutable_containers(game)}
        shared = [path for path, container in containers if id(container) in mine]
        raise AssertionError(f"{game!r}: mutating a clone changed the original; the clone "
                             f"shares {shared or 'no container found by identity'}")


def _play_and_check(rules: RuleSet, k: int) -> int:
    """Game ``k`` of ``rules``: checked at each step of its window; returns the checks made."""
    low, high = rules.min_players, min(rules.max_players, 5)
    players = low + k % (high - low + 1)
    game = landlords.new_game(rules.name, players=players, seed=k, record_events=k % 4 == 0)
    if k % 2:
        game.play(max_steps=(k * 61) % FAST_FORWARD)
    checks, known = 0, {}
    for _ in range(WINDOW):
        check_clone_independent(game, known)
        checks += 1
        if game.is_over:
            break
        game.play(max_steps=1)
    return checks


@pytest.mark.parametrize("name", landlords.rule_sets())
def test_mutating_a_clone_never_changes_the_original(name):
    rules = find_rules(name)
    checks = sum(_play_and_check(rules, k) for k in range(GAMES))
    assert checks >= GAMES


# ---------------------------------------------------------------------- the check can fail
class _ListInKeep(RandomExchangeGame):
    """Holds a list declared as KEEP ("never changed in place"): a clone shares it."""

    KEEP = RandomExchangeGame.KEEP + ("pairs_seen",)

    def _setup(self) -> None:
        super()._setup()
        self.pairs_seen = []

    def _chance_exchange(self, frame, pair) -> None:
        self.pairs_seen.append(pair)
        super()._chance_exchange(frame, pair)

    def _state_key(self) -> tuple:
        return super()._state_key() + (tuple(self.pairs_seen),)


class _Undeclared(RandomExchangeGame):
    """Holds state it does not declare at all."""

    def _setup(self) -> None:
        super()._setup()
        self.scratch = {}


def _variant(game_class) -> RuleSet:
    return RuleSet(**{**{field: getattr(RANDOM_EXCHANGE, field)
                         for field in RANDOM_EXCHANGE.__dataclass_fields__},
                      "name": f"random-exchange-{game_class.__name__}", "game_class": game_class})


def test_the_check_finds_a_list_shared_by_a_clone():
    game = landlords.new_game(_variant(_ListInKeep), players=3, seed=1)
    game.play(max_steps=3)
    with pytest.raises(AssertionError, match=r"the clone shares \['pairs_seen'\]"):
        check_clone_independent(game)


def test_the_check_finds_undeclared_state():
    game = landlords.new_game(_variant(_Undeclared), players=3, seed=1)
    with pytest.raises(AssertionError, match=r"undeclared state: \['scratch'\]"):
        check_clone_independent(game)


def test_the_walk_reaches_containers_nested_in_frames_and_objects():
    game = landlords.new_game("random-exchange", players=2, seed=1)
    game.push(("exchange", -1, [1, {"a": {2}}]))     # a frame holding a list, a dict, a set
    paths = {path for path, _ in mutable_containers(game)}
    assert {"_stack[1][2]", "_stack[1][2][1]", "_stack[1][2][1]['a']", "balances",
            "_ledger.transfers", "_log"} <= paths


# ---------------------------------------------------------------------- the engine's own share
def _shared(game: Game, clone: Game, paths) -> list[str]:
    shared = []
    for path in paths:
        mine, theirs = game, clone
        for part in path.split("."):
            mine, theirs = getattr(mine, part), getattr(theirs, part)
        if mine is theirs and isinstance(mine, (list, dict, set)):
            shared.append(path)
    return shared


def _game_with_a_header() -> Game:
    game = landlords.new_game("random-exchange", players=3, seed=1, dice=[(1, 2)])
    game.branch_of = {"step": 0, "digest": "", "change": None, "parent": None}
    return game


def test_a_clone_owns_the_headers_mappings():
    game = _game_with_a_header()
    paths = ("options", "bot_names", "_bots", "_seat", "branch_of")
    assert _shared(game, game.clone(), paths) == []


def test_the_engine_shares_no_mutable_container_with_a_clone():
    game = _game_with_a_header()
    clone = game.clone()
    assert _shared(game, clone, ENGINE_SHARED[2:]) == []
    with pytest.raises(TypeError):
        clone._ledger.index["nobody"] = 9                      # read-only
    assert clone._dice_script == ((1, 2),) and isinstance(clone._dice_script, tuple)
