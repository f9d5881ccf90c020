"""The decision waiting, in plain words, with the input it needs.

``game.prompt()`` answers with a :class:`Prompt`: who must decide, what he is asked (a
sentence of the game, never an internal name), the choices he has as labelled buttons
(:class:`Choice`), and, when the decision is an amount (a bid, a price, a loan), the
range a number box should offer (:class:`Amount`).  An app draws it and applies what
the player picks; it needs to know nothing of the rules.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Choice:
    """One thing the player may do, as a button.

    Attributes:
        action: the action to apply (a legal action of the game).
        label: what it does, in words ("Buy Broadway for $100").
    """

    action: tuple
    label: str


@dataclass(frozen=True)
class Amount:
    """A decision whose answer is an amount: the action is ``(kind, amount)``.

    Attributes:
        kind: the action's first word (``"bid"``).
        label: the number box's label ("Your bid").
        minimum, maximum: the lowest and highest legal amounts.
        step: amounts go up in steps of this from ``minimum`` (1 for any whole amount).
        default: the amount first shown.
        verb: the button's label ("Bid").
        excluded: amounts inside the range that are not accepted (a trade's cash of 0).
    """

    kind: str
    label: str
    minimum: int
    maximum: int
    step: int = 1
    default: int | None = None
    verb: str = ""
    excluded: tuple[int, ...] = ()

    def allows(self, value) -> bool:
        """Whether ``value`` is one of the amounts this input accepts."""
        return (isinstance(value, int) and not isinstance(value, bool)
                and self.minimum <= value <= self.maximum
                and (value - self.minimum) % self.step == 0 and value not in self.excluded)

    def action(self, value: int) -> tuple:
        """The action that answers with ``value``."""
        return (self.kind, value)


@dataclass(frozen=True)
class Prompt:
    """What the player to move is asked.

    Attributes:
        player: the player who must decide; ``None`` when chance acts or the game is over.
        decision: the kind of decision (a rule set's word, for styling and tests; not
            for learners' eyes).
        title: a short heading in plain words ("Auction of Broadway").
        text: the question as a sentence of the game.
        choices: the legal actions shown as buttons (those not answered by ``amount``).
        amount: the number box, when the answer is an amount; else ``None``.
        spaces: the board spaces or cards the decision is about (to highlight).
    """

    player: str | None
    decision: str | None
    text: str
    title: str = ""
    choices: tuple[Choice, ...] = ()
    amount: Amount | None = None
    spaces: tuple[int, ...] = ()


__all__ = ["Amount", "Choice", "Prompt"]
