"""Monopoly Deal's actions as named tuples: ``Rent(card, colour, target, double)``.

An action is a tuple whose first element is its kind, as the engine's protocol wants
(``("rent", 97, "red", "all", -1)``), so the legal actions sort, compare and go into
records as tuples.  Each kind here is a named tuple whose constructor fills in the kind,
so rule code, bots and words read its parts by name (``action.card``).  An action that
arrives as a plain tuple (typed by a person, read from a record) becomes a named one with
:func:`named`.
"""

from __future__ import annotations

from collections import namedtuple


def _action_type(kind: str, *fields: str):
    """A named-tuple class for actions ``(kind, *fields)``; ``Kind(*values)`` fills in the kind."""
    name = "".join(part.capitalize() for part in kind.split("_"))
    base = namedtuple(name, ("kind",) + fields)
    params = ", ".join(fields)
    namespace = {"_new": tuple.__new__, "_kind": kind}
    # A positional constructor at tuple speed: legal plays are built by the dozen.
    exec(f"def __new__(_cls, {params}):\n    return _new(_cls, (_kind, {params}))\n", namespace)
    cls = type(name, (base,), {"__slots__": (), "__new__": namespace["__new__"],
                               "__doc__": f"The action ``({kind!r}, {params})``."})
    cls.KIND = kind
    return cls


# --- the plays of a turn (MD-2..MD-9)
End = _action_type("end")
Flip = _action_type("flip", "card", "colour")
Bank = _action_type("bank", "card")
Property = _action_type("property", "card", "colour")
PassGo = _action_type("pass_go", "card")
Birthday = _action_type("birthday", "card")
Debt = _action_type("debt", "card", "target")
Sly = _action_type("sly", "card", "taken")
Forced = _action_type("forced", "card", "given", "taken")
Breaker = _action_type("breaker", "card", "target", "colour")
House = _action_type("house", "card", "colour")
Hotel = _action_type("hotel", "card", "colour")
Rent = _action_type("rent", "card", "colour", "target", "double")
# --- the other decisions (MD-3, MD-8, MD-10, MD-11)
Discard = _action_type("discard", "card")
Accept = _action_type("accept")
SayNo = _action_type("say_no", "card")
PayWith = _action_type("pay_with", "card")
Place = _action_type("place", "colour")

#: Every action type by its kind.
TYPES = {cls.KIND: cls for cls in (End, Flip, Bank, Property, PassGo, Birthday, Debt, Sly,
                                   Forced, Breaker, House, Hotel, Rent, Discard, Accept,
                                   SayNo, PayWith, Place)}
#: Every action kind of the rule set (the first element of an action).
ACTION_KINDS = frozenset(TYPES)
_CLASSES = frozenset(TYPES.values())

END = End()
ACCEPT = Accept()


def named(action: tuple):
    """``action`` as its named tuple (it already is one when it came from the legal actions).

    Raises ``KeyError`` for an unknown kind and ``TypeError`` for a wrong number of parts
    (the engine refuses such actions before the rules see them).
    """
    if type(action) in _CLASSES:
        return action
    kind, *_ = action
    return TYPES[kind]._make(action)
