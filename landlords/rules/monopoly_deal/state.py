"""The words of Monopoly Deal's state: where a card is, the frames on the stack, the effects
and the ways a game ends.

Card places (``game.zone[card]``): the draw pile, a hand, a bank, a table (properties,
wildcards and buildings laid down) and the discard pile.  Frames are declared once, with
the engine's :func:`~landlords.engine.frames.frame_type`, and read by name
(``frame.owed``); those the rules read declare their fields with their types
(``DrawFields``...) and are made from them (:func:`~landlords.engine.frames.typed_frame`),
so that the rules and bots annotate them (``frame: DebtFields``) and the compiled build
reads a field as a tuple's item.  An :class:`Effect` is what an action card does to one
target once nobody cancels it.
"""

from __future__ import annotations

from typing import NamedTuple

from landlords.engine.frames import SeatFields, frame_type, typed_frame
from landlords.engine.outcome import Termination

PILE, HAND, BANK, TABLE, DISCARD = 0, 1, 2, 3, 4
#: The holder of a card in no one's hands, and the seat of chance's frames.
NOBODY = -1
#: No card (a rent without Double The Rent; no Just Say No to play).
NO_CARD = -1
#: The target of a rent card that charges every other player.
ALL = "all"

SETS = Termination("sets", "a player completed three sets of different colours (MD-12)")
STALEMATE = Termination("stalemate", "no card outside the banks and tables could still lay "
                        "down or move a property, and a last round passed without a win "
                        "(MD-12)", stalemate=True)
#: The ways a game of Monopoly Deal ends (besides the engine's simulation cap).
TERMINATIONS = (SETS, STALEMATE)


class Effect(NamedTuple):
    """What an action does to one target.

    Attributes:
        kind: ``"pay"`` (rent, Debt Collector, birthday), ``"sly"``, ``"forced"`` or
            ``"breaker"``.
        amount: what the target pays (``pay``).
        reason: the ledger reason of the payment (``pay``).
        card: the target's property taken (``sly``, ``forced``).
        given: the actor's property given for it (``forced``).
        colour: the colour of the set taken (``breaker``).
    """

    kind: str
    amount: int = 0
    reason: str = ""
    card: int = NO_CARD
    given: int = NO_CARD
    colour: str = ""

    @property
    def takes_property(self) -> bool:
        """Whether it takes property (Sly Deal, Forced Deal, Deal Breaker) rather than money."""
        return self.kind != "pay"


#: The opening shuffle (chance, MD-S1).
ShuffleFrame = frame_type("shuffle")
#: The discard pile shuffled into a new draw pile (chance, MD-1).
ReshuffleFrame = frame_type("reshuffle")


# ---------------------------------------------------------------------- the fields of the frames the rules read
# Typed (engine.frames.typed_frame): the rules and bots annotate the frames with them.


class DrawFields(NamedTuple):
    """The fields of a :data:`DrawFrame`."""

    kind: str
    seat: int
    wanted: int


class TargetFields(NamedTuple):
    """The fields of a :data:`TargetFrame`."""

    kind: str
    seat: int
    target: int
    effect: Effect


class RespondFields(NamedTuple):
    """The fields of a :data:`RespondFrame`."""

    kind: str
    seat: int
    actor: int
    target: int
    effect: Effect
    nos: int


class DebtFields(NamedTuple):
    """The fields of a :data:`DebtFrame` and a :data:`PayFrame`."""

    kind: str
    seat: int
    creditor: int
    owed: int
    reason: str


class PlaceFields(NamedTuple):
    """The fields of a :data:`PlaceFrame`."""

    kind: str
    seat: int
    card: int


#: ``seat`` draws ``wanted`` cards (a task, MD-1).
DrawFrame = typed_frame("draw", DrawFields)
#: ``seat`` plays his turn (a decision, MD-2).
PlayFrame = typed_frame("play", SeatFields)
#: ``seat`` discards down to the hand limit (a decision, MD-3).
DiscardFrame = typed_frame("discard", SeatFields)
#: The action of ``seat`` reaches ``target`` (a task: asks him to answer or carries it out).
TargetFrame = typed_frame("target", TargetFields)
#: ``seat`` answers the action of ``actor`` against ``target``; ``nos`` Just Say Nos so
#: far (a decision, MD-8).
RespondFrame = typed_frame("respond", RespondFields)
#: ``seat`` owes ``creditor`` ``owed`` for ``reason`` (a task: pays when there is no choice).
DebtFrame = typed_frame("debt", DebtFields)
#: ``seat`` chooses the next card to pay ``creditor`` with (a decision, MD-10).
PayFrame = typed_frame("pay", DebtFields)
#: ``seat`` chooses the colour of the wildcard ``card`` he received (a decision, MD-11).
PlaceFrame = typed_frame("place", PlaceFields)
