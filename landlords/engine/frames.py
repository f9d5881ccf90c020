"""Frames: the named tuples on a game's stack of work still to do.

Every frame is a tuple whose first two fields are ``kind`` (the decision, chance node or
task it stands for, e.g. ``"bid"``) and ``seat`` (the player it belongs to; a rule set's
own marker such as -1 for chance that belongs to nobody).  The rest are the frame's own
fields, read by name (``frame.high``), never by position.

A rule set declares each kind once::

    Bid = frame_type("bid", "space", "high", "bidder")
    game.push(Bid(seat, space, 0, NO_BIDDER))

and the class fills in ``kind`` itself, so a frame cannot carry the wrong one.  Frames are
immutable: a changed frame is a new one (``frame._replace(high=80)``).

A frame read on every turn may declare its fields with their types, as a named tuple
beginning with ``kind`` and ``seat``, and be made from it (:func:`typed_frame`)::

    class BidFields(NamedTuple):
        kind: str
        seat: int
        space: int
        high: int

    Bid = typed_frame("bid", BidFields)

Code that reads such frames annotates them with the fields (``frame: BidFields``) and
reads them by name all the same; in the compiled build (issue 28) a read is then a
tuple's item, where it would otherwise look the name up.
"""

from __future__ import annotations

from collections import namedtuple
from typing import Any, NamedTuple

_KEYWORDS = frozenset({"kind", "seat"})


def frame_type(kind: str, *fields: str):
    """A named-tuple class for frames of ``kind`` with fields ``seat, *fields``.

    ``Kind(seat, *values)`` builds one; ``kind`` is filled in and cannot be given.
    """
    if not kind or not kind.replace("_", "").isalnum():
        raise ValueError(f"a frame kind is a word such as 'bid', not {kind!r}")
    clash = _KEYWORDS.intersection(fields)
    if clash:
        raise ValueError(f"frame fields may not be named {sorted(clash)}: the engine fills them in")
    name = "".join(part.capitalize() for part in kind.split("_")) + "Frame"
    base = namedtuple(name, ("kind", "seat") + tuple(fields))
    params = ", ".join(("seat",) + tuple(fields))
    namespace = {"_new": tuple.__new__, "_kind": kind}
    # Built as namedtuple builds its own __new__: a positional constructor at tuple speed.
    exec(f"def __new__(_cls, {params}):\n    return _new(_cls, (_kind, {params}))\n", namespace)
    cls = type(name, (base,), {"__slots__": (), "__new__": namespace["__new__"],
                               "__doc__": f"A ``{kind}`` frame: ({params})."})
    cls.KIND = kind
    return cls


class SeatFields(NamedTuple):
    """The fields of a frame that holds its seat alone, for :func:`typed_frame`."""

    kind: str
    seat: int


def typed_frame(kind: str, fields: Any):
    """The frame class of ``kind`` (:func:`frame_type`) whose fields are those of the named
    tuple ``fields``, which begins with ``kind`` and ``seat``: code that reads the frames
    annotates them with ``fields``, and reads them by name all the same."""
    names = fields._fields
    if names[:2] != ("kind", "seat"):
        raise TypeError(f"{fields.__name__} must begin with kind and seat, not {names[:2]}")
    return frame_type(kind, *names[2:])
