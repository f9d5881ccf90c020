"""Events: what happened in a game, as small typed records with a learner's sentence.

Rule code emits events as raw tuples ``(step, turn, kind, values)``; this costs a tuple
and an append.  The sentence a learner reads ("Ann threw 3 and 4 and moved to
Boomtown") is only built when someone asks for ``event.text``.

Each rule set declares its event kinds in a catalogue: the kind's field names and a
function that writes the sentence from the field values.  Fields are read by name
(``event.bid``, ``event.player``), never by position.

Four kinds are the engine's own and are declared here, once, for every rule set
(:data:`ENGINE_EVENTS`): ``decided`` (a player's decision), ``paid`` (a transfer in the
ledger), ``rules_switched`` (another regime put in force) and ``game_over``.  Their
sentences are written by the game's word hooks (``Game.payment_sentence`` and friends),
so each rule set speaks its own vocabulary through the same fields.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple


class EventKind(NamedTuple):
    """The declaration of one kind of event."""

    fields: tuple[str, ...]
    sentence: Callable[..., str]
    """``sentence(context, *values) -> str``; ``context`` is the game (names spaces and cards)."""


#: The events the engine emits itself, with the game hook that words each of them.
ENGINE_EVENTS = {
    "decided": EventKind(("player", "action", "reason"),
                         lambda g, *values: g.decision_sentence(*values)),
    "paid": EventKind(("payer", "payee", "amount", "reason", "space"),
                      lambda g, *values: g.payment_sentence(*values)),
    "rules_switched": EventKind(("regime", "how"),
                                lambda g, *values: g.switch_sentence(*values)),
    "game_over": EventKind(("termination", "winner", "standings"),
                           lambda g, *values: g.ending_sentence(*values)),
}


class Event:
    """One thing that happened.

    Attributes:
        step: the log step that caused it (0 for the setup before any log entry).
        turn: the game turn it happened in (0 during setup).
        kind: the event kind, e.g. ``"moved"``, ``"paid"``, ``"rules_switched"``.
        values: the field values, in the order of the kind's declared fields.

    Every declared field is also an attribute: ``event.amount``.
    """

    __slots__ = ("step", "turn", "kind", "values", "_catalogue", "_context")

    def __init__(self, raw: tuple, catalogue: dict, context) -> None:
        self.step, self.turn, self.kind, self.values = raw
        self._catalogue = catalogue
        self._context = context

    def __getattr__(self, name: str):
        # Only reached for names that are not slots: the kind's declared fields.
        try:
            fields = self._catalogue[self.kind].fields
        except (AttributeError, KeyError):
            raise AttributeError(name) from None
        try:
            return self.values[fields.index(name)]
        except ValueError:
            raise AttributeError(f"a {self.kind!r} event has no field {name!r}; "
                                 f"its fields are {', '.join(fields) or 'none'}") from None

    @property
    def fields(self) -> dict:
        """The values by field name."""
        return dict(zip(self._catalogue[self.kind].fields, self.values))

    @property
    def text(self) -> str:
        """The plain-language sentence for a learner."""
        return self._catalogue[self.kind].sentence(self._context, *self.values)

    def to_dict(self) -> dict:
        """A JSON-ready dict: step, turn, kind and the fields."""
        out = {"step": self.step, "turn": self.turn, "kind": self.kind}
        out.update(self.fields)
        return out

    def __eq__(self, other) -> bool:
        if not isinstance(other, Event):
            return NotImplemented
        return (self.step, self.turn, self.kind, self.values) == (
            other.step, other.turn, other.kind, other.values)

    def __hash__(self) -> int:
        return hash((self.step, self.turn, self.kind, self.values))

    def __repr__(self) -> str:
        return f"<Event step={self.step} {self.kind}: {self.text}>"


def money(amount: int) -> str:
    """Format dollars for a sentence: ``$1,250``; a debt as ``-$75``."""
    return f"${amount:,}" if amount >= 0 else f"-${-amount:,}"
