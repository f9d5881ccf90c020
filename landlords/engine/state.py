"""A game's declared state, and what is derived from it: the snapshot (a clone), the
state key and the digest.

A rule set's game class declares its state once, as a :class:`State` of fields in groups
by how a clone copies them::

    STATE = State(
        lists("pos", "owner"),            # lists of immutable values: copied one deep
        values("round", "current"),       # replaced whole, never changed in place: shared
        lists("nlots", key=False),        # kept in step with ``owner``: copied, not keyed
        values("n", "data", key=False),   # fixed for the game: shared, not keyed
    )

A field is copied by a clone, keyed in :meth:`Game.state_key
<landlords.engine.game.Game.state_key>` and digested in :meth:`Game.digest
<landlords.engine.game.Game.digest>` by being declared; a field left out of the key says
so (``key=False``: a constant of the game, a count kept in step with keyed fields, a
cache or a token).  The rule set's part of the key holds the keyed fields in the order
declared (lists as tuples), so a declaration fixes the digest's bytes too.  A field
keyed only when another field is set (``when="share_p"``) is left out of the key while
that field is false (an option that older records never had).  A field the engine keeps
(:data:`ENGINE_STATE`, such as ``regime``) may be declared to key it where a rule set
keys it; the engine copies it.

:meth:`State.problems` compares what a game holds with its declaration: an attribute
declared nowhere, or a shared value that is a mutable container.
"""

from __future__ import annotations

import copy
import hashlib
import json
from typing import NamedTuple

#: Attributes the engine keeps for every game (a rule set's state is declared by it).
ENGINE_STATE = frozenset({
    "_handlers", "rules", "options", "players", "seed", "bot_names", "_bots", "_seat", "_ledger",
    "balances", "chance", "_dice_script", "_log", "_reasons", "_raw_events", "_event_cache",
    "recording", "_history", "_stack", "_outcome", "_step", "turn", "branch_of", "regime",
})

#: The engine's fields a clone shares (replaced whole, never changed in place); a clone
#: copies the others of :data:`ENGINE_STATE` (see :func:`clone`).
ENGINE_VALUES = ("_handlers", "rules", "players", "seed", "_dice_script", "recording", "_outcome", "_step",
                 "turn", "regime", "branch_of")

#: How a clone copies a field, by group: lists of immutable values, dicts or sets of
#: immutable values, lists of lists, and values never changed in place (shared).
KINDS = ("lists", "maps", "nested", "values")


class Field(NamedTuple):
    """One declared field: its name, its group (:data:`KINDS`), whether it is keyed,
    and the field whose truth it is keyed under (None: always)."""

    name: str
    kind: str
    key: bool = True
    when: str | None = None


#: A field not set on a game (a clone leaves it unset too).
_UNSET = object()


def _group(kind: str, names, key: bool, when: str | None) -> tuple[Field, ...]:
    for name in names:
        if not isinstance(name, str) or not name.isidentifier():
            raise TypeError(f"a state field is an attribute name, not {name!r}")
    return tuple(Field(name, kind, bool(key), when) for name in names)


def lists(*names: str, key: bool = True, when: str | None = None) -> tuple[Field, ...]:
    """Lists of immutable values (numbers, words, tuples): a clone copies the list."""
    return _group("lists", names, key, when)


def maps(*names: str, key: bool = True, when: str | None = None) -> tuple[Field, ...]:
    """Dicts or sets of immutable values: a clone copies the dict or set."""
    return _group("maps", names, key, when)


def nested(*names: str, key: bool = True, when: str | None = None) -> tuple[Field, ...]:
    """Lists of lists of immutable values: a clone copies both levels."""
    return _group("nested", names, key, when)


def values(*names: str, key: bool = True, when: str | None = None) -> tuple[Field, ...]:
    """Values replaced whole, never changed in place (numbers, words, tuples, frozen
    data): a clone shares them."""
    return _group("values", names, key, when)


def _keyed_map(value) -> tuple:
    """A dict or set as a tuple in a fixed order (its items sorted by their text)."""
    items = value.items() if isinstance(value, dict) else value
    return tuple(sorted(items, key=repr))


_AS_KEY = {"lists": tuple, "maps": _keyed_map,
           "nested": lambda value: tuple(tuple(inner) for inner in value), "values": None}


class State:
    """A game class's declared state: its fields in order (see the module's docstring)."""

    def __init__(self, *groups) -> None:
        fields: list[Field] = []
        for group in groups:
            fields.extend([group] if isinstance(group, Field) else group)
        seen: set[str] = set()
        for field in fields:
            if field.kind not in KINDS:
                raise TypeError(f"state field {field.name!r}: unknown group {field.kind!r}")
            if field.name in seen:
                raise TypeError(f"state field {field.name!r} is declared twice")
            seen.add(field.name)
        for field in fields:
            if field.when is not None and field.when not in seen | ENGINE_STATE:
                raise TypeError(f"state field {field.name!r} is keyed when {field.when!r}, "
                                f"which is not declared")
        self.fields: tuple[Field, ...] = tuple(fields)
        #: Every declared name (the engine's own included where declared).
        self.names = frozenset(seen)
        own = [f for f in fields if f.name not in ENGINE_STATE]   # the engine copies its own
        #: The names a clone copies or shares, by group (what ``Game.clone`` reads).
        self.lists = tuple(f.name for f in own if f.kind == "lists")
        self.maps = tuple(f.name for f in own if f.kind == "maps")
        self.nested = tuple(f.name for f in own if f.kind == "nested")
        self.values = tuple(f.name for f in own if f.kind == "values")
        #: ``(name, conversion or None, when)`` for each keyed field, in key order.
        self._keyed = tuple((f.name, _AS_KEY[f.kind], f.when) for f in fields if f.key)

    @property
    def keyed(self) -> tuple[str, ...]:
        """The keyed fields' names, in key order."""
        return tuple(name for name, _, _ in self._keyed)

    def key(self, game) -> tuple:
        """The declared state of ``game`` as a tuple of plain values (for equality and digests)."""
        out = []
        for name, convert, when in self._keyed:
            if when is not None and not getattr(game, when):
                continue
            value = getattr(game, name)
            out.append(value if convert is None else convert(value))
        return tuple(out)

    def copy_into(self, game, other) -> None:
        """Give ``other`` (a shallow copy of ``game``) its own copies of the declared fields."""
        for name in self.lists:
            setattr(other, name, list(getattr(game, name)))
        for name in self.maps:
            setattr(other, name, getattr(game, name).copy())
        for name in self.nested:
            setattr(other, name, [list(inner) for inner in getattr(game, name)])

    def undeclared(self, game) -> list[str]:
        """Attributes ``game`` holds that neither the engine nor this state declares."""
        return sorted(set(held(game)) - ENGINE_STATE - self.names)

    def problems(self, game) -> list[str]:
        """What ``game`` holds against its declaration: undeclared attributes, a field
        not of its group's type, a shared value that is a mutable container."""
        found = [f"{name} is not declared" for name in self.undeclared(game)]
        fields = held(game)
        for field in self.fields:
            if field.name in ENGINE_STATE or field.name not in fields:
                continue
            value = fields[field.name]
            if field.kind in ("lists", "nested") and not isinstance(value, list):
                found.append(f"{field.name} is declared a list but holds {type(value).__name__}")
            elif field.kind == "maps" and not isinstance(value, (dict, set)):
                found.append(f"{field.name} is declared a map but holds {type(value).__name__}")
            elif field.kind == "values" and isinstance(value, (list, dict, set, bytearray)):
                found.append(f"{field.name} is declared a shared value but holds a "
                             f"{type(value).__name__}, which a clone would share")
        return found

    def extended(self, lists_=(), maps_=(), nested_=(), values_=()) -> State:
        """This state with the names of older-style declarations (``COPY_LISTS``...) not
        yet in it added, unkeyed (a class declaring so keys them in its own ``_state_key``),
        and the fields those lists no longer name dropped."""
        named = {"lists": tuple(lists_), "maps": tuple(maps_), "nested": tuple(nested_),
                 "values": tuple(values_)}
        listed = {name for group in named.values() for name in group}
        kept = [f for f in self.fields if f.name in listed or f.name in ENGINE_STATE]
        have = {f.name for f in kept}
        added = [Field(name, kind, False) for kind, group in named.items()
                 for name in group if name not in have]
        return State(kept + added)

    def __repr__(self) -> str:
        return f"State({', '.join(f.name for f in self.fields)})"


#: The older declaration of a game class's state, by name lists (see ``Game.STATE``).
LISTED = ("COPY_LISTS", "COPY_MAPS", "COPY_NESTED", "KEEP")


def declare(cls) -> None:
    """Settle the declared state of the game class ``cls`` (called as it is made): its
    ``STATE``, or one derived from an older declaration by name lists (``COPY_LISTS``,
    ``KEEP``...) added to the inherited one, and those lists derived from the state."""
    own = vars(cls)
    listed = [name for name in LISTED if name in own]
    if "STATE" in own and listed:
        raise TypeError(f"{cls.__name__}: declare the state once, in STATE (not also {listed})")
    if listed:                     # an older declaration, by name lists
        cls.STATE = cls.STATE.extended(cls.COPY_LISTS, cls.COPY_MAPS, cls.COPY_NESTED, cls.KEEP)
    state = cls.STATE
    cls.COPY_LISTS, cls.COPY_MAPS, cls.COPY_NESTED, cls.KEEP = (
        state.lists, state.maps, state.nested, state.values)
    cls._STATE = state.names


# ---------------------------------------------------------------------- snapshots, keys, digests
def clone(game):
    """An independent copy of ``game`` that plays on exactly as it would.

    It copies the engine's state and the rule set's declared state (``STATE``: its
    lists, maps and nested lists; its values are shared, being never changed in place);
    ``Game.undeclared_state`` names anything else a game holds.

    Fields are copied by name: in the compiled build (issue 28) the engine's fields, and
    a compiled rule set's, are slots of a native class, not in ``__dict__``, which holds
    the fields of a rule set (or a subclass) written in plain Python.
    """
    cls = type(game)
    other = cls.__new__(cls)
    own = getattr(game, "__dict__", None)
    if own is not None:
        other.__dict__ = own.copy()
    for name in ENGINE_VALUES:
        setattr(other, name, getattr(game, name))
    state = game.STATE
    for name in state.values:
        value = getattr(game, name, _UNSET)
        if value is not _UNSET:
            setattr(other, name, value)
    state.copy_into(game, other)
    other._ledger = game._ledger.copy()
    other.balances = other._ledger.balances
    other.chance = game.chance.copy()
    other._log = list(game._log)
    other._reasons = dict(game._reasons)
    other._raw_events = list(game._raw_events)
    other._event_cache = list(game._event_cache)
    other._history = list(game._history)
    other._stack = list(game._stack)
    other.options = dict(game.options)             # the header's mappings: a clone owns its own
    other.bot_names = dict(game.bot_names)
    other._bots = dict(game._bots)
    other._seat = dict(game._seat)
    if game.branch_of is not None:
        other.branch_of = copy.deepcopy(game.branch_of)
    return other


def light_clone(game) -> tuple:
    """A clone of ``game`` without the append-only histories, for replay tools.

    The log, the bots' reasons, the events, the history rows and the ledger's
    transfers only ever grow, so every earlier position of a game is a prefix of a
    later one's.  A tool keeping many positions of one game (a checkpoint every few
    dozen steps of a 100,000-step record) keeps these lists once, in the latest game,
    and each position as a light clone: the state without them, and their lengths.
    :func:`restored` makes a light clone playable again.  Returns ``(light clone,
    lengths)``; the light clone must not be played before it is restored.
    """
    ledger = game._ledger
    kept = (game._log, game._reasons, game._raw_events, game._event_cache, game._history,
            ledger.transfers)
    lengths = (len(game._log), len(game._raw_events), len(game._history), len(ledger.transfers))
    game._log, game._reasons, game._raw_events, game._event_cache, game._history = [], {}, [], [], []
    ledger.transfers = []
    try:
        light = game.clone()
    finally:
        (game._log, game._reasons, game._raw_events, game._event_cache, game._history,
         ledger.transfers) = kept
    return light, lengths


def restored(light, lengths: tuple[int, int, int, int], line):
    """A playable clone of the light clone ``light`` (see :func:`light_clone`), its
    histories the first ``lengths`` of those of ``line``, a later position of the same game."""
    steps, events, history, transfers = lengths
    game = light.clone()
    game._log = line._log[:steps]
    game._reasons = {step: why for step, why in line._reasons.items() if step <= steps}
    game._raw_events = line._raw_events[:events]
    game._event_cache = line._event_cache[:min(events, len(line._event_cache))]
    game._history = line._history[:history]
    game._ledger.transfers = line._ledger.transfers[:transfers]
    return game


def held(game) -> dict:
    """Every attribute ``game`` holds, by name: the engine's fields and the rule set's.

    ``vars(game)`` is the same dictionary where the game is plain Python; in the compiled
    build the fields of native classes (the engine's, a compiled rule set's) are slots,
    absent from ``vars(game)`` and named by the class's ``__mypyc_attrs__``.
    """
    names = sorted(ENGINE_STATE.union(getattr(type(game), "__mypyc_attrs__", ())))
    fields = {name: getattr(game, name) for name in names
              if not name.startswith("__") and hasattr(game, name)}
    fields.update(getattr(game, "__dict__", {}))
    return fields


def state_key(game) -> tuple:
    """The whole state of ``game`` as plain values: equal keys mean equal games from here
    on (the engine's fields, then the rule set's part, ``game._state_key()``)."""
    return (game._step, game.turn, tuple(game._stack), tuple(game._ledger.balances),
            game.chance.script_used, game._outcome, game.regime, game._state_key())


def digest(game) -> str:
    """A short fingerprint of ``game`` (for records).

    It covers the header (rule set, options, players and bots, seed, scripted dice),
    the state, every transfer and the whole log, so a record whose log or header was
    changed is refused even where the change left the final state as it was (an
    offer of another card that was then declined).
    """
    h = hashlib.sha256()
    h.update(json.dumps([game.rules.name, game.rules.version, game.options,
                         list(game.players), sorted(game.bot_names.items()), game.seed,
                         game._dice_script], sort_keys=True, default=str).encode())
    h.update(json.dumps([game._state_key(), game._ledger.balances, game._step,
                         game._outcome.to_dict() if game._outcome else None],
                        default=str).encode())
    h.update(json.dumps(game._ledger.transfers, default=str).encode())
    h.update(json.dumps(game._log, default=str).encode())
    return h.hexdigest()[:24]


__all__ = ["ENGINE_STATE", "ENGINE_VALUES", "KINDS", "LISTED", "Field", "State", "clone", "declare", "digest", "held", "light_clone", "lists", "maps",
           "nested", "restored", "state_key", "values"]
