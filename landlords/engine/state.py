"""A game's declared state: what a clone copies, what the state key and the digest hold.

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

from typing import NamedTuple

#: Attributes the engine keeps for every game (a rule set's state is declared by it).
ENGINE_STATE = frozenset({
    "rules", "options", "players", "seed", "bot_names", "_bots", "_seat", "_ledger",
    "balances", "chance", "_dice_script", "_log", "_reasons", "_raw_events", "_event_cache",
    "recording", "_history", "_stack", "_outcome", "_step", "turn", "branch_of", "regime",
})

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
        return sorted(set(vars(game)) - ENGINE_STATE - self.names)

    def problems(self, game) -> list[str]:
        """What ``game`` holds against its declaration: undeclared attributes, a field
        not of its group's type, a shared value that is a mutable container."""
        found = [f"{name} is not declared" for name in self.undeclared(game)]
        held = vars(game)
        for field in self.fields:
            if field.name in ENGINE_STATE or field.name not in held:
                continue
            value = held[field.name]
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


__all__ = ["ENGINE_STATE", "KINDS", "Field", "State", "lists", "maps", "nested", "values"]
