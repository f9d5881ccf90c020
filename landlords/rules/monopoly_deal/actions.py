"""Monopoly Deal's actions as named tuples: ``Rent(card, colour, target, double)``.

An action is a tuple whose first element is its kind, as the engine's protocol wants
(``("rent", 97, "red", "all", -1)``), so the legal actions sort, compare and go into
records as tuples.  Each kind here is a named tuple whose constructor fills in the kind,
so rule code, bots and words read its parts by name (``action.card``).  An action that
arrives as a plain tuple (typed by a person, read from a record) becomes a named one with
:func:`named`.

Each class is written out: a :func:`collections.namedtuple` of ``("kind", *fields)`` with
a positional ``__new__`` that puts the kind first (legal plays are built by the dozen, so
it calls ``tuple.__new__`` directly), and ``KIND``, its kind.  ``_make`` (the base's)
takes a whole tuple, kind included.
"""

from __future__ import annotations

from collections import namedtuple

_new = tuple.__new__


# ---------------------------------------------------------------------- the plays of a turn (MD-2..MD-9)
class End(namedtuple("End", ("kind",))):
    """``("end",)``: End the turn."""

    __slots__ = ()
    KIND = "end"

    def __new__(cls):
        return _new(cls, ("end",))


class Flip(namedtuple("Flip", ("kind", "card", "colour"))):
    """``("flip", card, colour)``: Flip the wildcard ``card`` on the table to ``colour`` (MD-6)."""

    __slots__ = ()
    KIND = "flip"

    def __new__(cls, card, colour):
        return _new(cls, ("flip", card, colour))


class Bank(namedtuple("Bank", ("kind", "card"))):
    """``("bank", card)``: Play ``card`` into the bank (MD-4)."""

    __slots__ = ()
    KIND = "bank"

    def __new__(cls, card):
        return _new(cls, ("bank", card))


class Property(namedtuple("Property", ("kind", "card", "colour"))):
    """``("property", card, colour)``: Lay the property or wildcard ``card`` as ``colour`` (MD-5)."""

    __slots__ = ()
    KIND = "property"

    def __new__(cls, card, colour):
        return _new(cls, ("property", card, colour))


class PassGo(namedtuple("PassGo", ("kind", "card"))):
    """``("pass_go", card)``: Play Pass Go ``card`` (MD-7)."""

    __slots__ = ()
    KIND = "pass_go"

    def __new__(cls, card):
        return _new(cls, ("pass_go", card))


class Birthday(namedtuple("Birthday", ("kind", "card"))):
    """``("birthday", card)``: Play It's My Birthday ``card`` (MD-7)."""

    __slots__ = ()
    KIND = "birthday"

    def __new__(cls, card):
        return _new(cls, ("birthday", card))


class Debt(namedtuple("Debt", ("kind", "card", "target"))):
    """``("debt", card, target)``: Play Debt Collector ``card`` against the player ``target`` (MD-7)."""

    __slots__ = ()
    KIND = "debt"

    def __new__(cls, card, target):
        return _new(cls, ("debt", card, target))


class Sly(namedtuple("Sly", ("kind", "card", "taken"))):
    """``("sly", card, taken)``: Play Sly Deal ``card`` to take the property ``taken`` (MD-7)."""

    __slots__ = ()
    KIND = "sly"

    def __new__(cls, card, taken):
        return _new(cls, ("sly", card, taken))


class Forced(namedtuple("Forced", ("kind", "card", "given", "taken"))):
    """``("forced", card, given, taken)``: Play Forced Deal ``card``, swapping ``given`` for ``taken``
    (MD-7)."""

    __slots__ = ()
    KIND = "forced"

    def __new__(cls, card, given, taken):
        return _new(cls, ("forced", card, given, taken))


class Breaker(namedtuple("Breaker", ("kind", "card", "target", "colour"))):
    """``("breaker", card, target, colour)``: Play Deal Breaker ``card`` to take ``target``'s complete
    ``colour`` set (MD-7)."""

    __slots__ = ()
    KIND = "breaker"

    def __new__(cls, card, target, colour):
        return _new(cls, ("breaker", card, target, colour))


class House(namedtuple("House", ("kind", "card", "colour"))):
    """``("house", card, colour)``: Put the House ``card`` on the ``colour`` set (MD-9)."""

    __slots__ = ()
    KIND = "house"

    def __new__(cls, card, colour):
        return _new(cls, ("house", card, colour))


class Hotel(namedtuple("Hotel", ("kind", "card", "colour"))):
    """``("hotel", card, colour)``: Put the Hotel ``card`` on the ``colour`` set (MD-9)."""

    __slots__ = ()
    KIND = "hotel"

    def __new__(cls, card, colour):
        return _new(cls, ("hotel", card, colour))


class Rent(namedtuple("Rent", ("kind", "card", "colour", "target", "double"))):
    """``("rent", card, colour, target, double)``: Play the rent ``card`` for ``colour``
    against ``target``, doubled by the Double The Rent card ``double`` (``NO_CARD`` for
    none) (MD-7)."""

    __slots__ = ()
    KIND = "rent"

    def __new__(cls, card, colour, target, double):
        return _new(cls, ("rent", card, colour, target, double))


# ------------------------------------------------------- the other decisions (MD-3, MD-8, MD-10, MD-11)
class Discard(namedtuple("Discard", ("kind", "card"))):
    """``("discard", card)``: Discard ``card`` down to the hand limit (MD-3)."""

    __slots__ = ()
    KIND = "discard"

    def __new__(cls, card):
        return _new(cls, ("discard", card))


class Accept(namedtuple("Accept", ("kind",))):
    """``("accept",)``: Let the action played against you go through (MD-8)."""

    __slots__ = ()
    KIND = "accept"

    def __new__(cls):
        return _new(cls, ("accept",))


class SayNo(namedtuple("SayNo", ("kind", "card"))):
    """``("say_no", card)``: Answer it with the Just Say No! ``card`` (MD-8)."""

    __slots__ = ()
    KIND = "say_no"

    def __new__(cls, card):
        return _new(cls, ("say_no", card))


class PayWith(namedtuple("PayWith", ("kind", "card"))):
    """``("pay_with", card)``: Pay with ``card`` from the bank or the table (MD-10)."""

    __slots__ = ()
    KIND = "pay_with"

    def __new__(cls, card):
        return _new(cls, ("pay_with", card))


class Place(namedtuple("Place", ("kind", "colour"))):
    """``("place", colour)``: Lay a wildcard received as ``colour`` (MD-11)."""

    __slots__ = ()
    KIND = "place"

    def __new__(cls, colour):
        return _new(cls, ("place", colour))


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
