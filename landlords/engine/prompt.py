"""The decision waiting, in plain words, with the input it needs.

``game.prompt()`` answers with a :class:`Prompt`: who must decide, what he is asked (a
sentence of the game, never an internal name), the choices he has as labelled buttons
(:class:`Choice`), and, when the decision is an amount (a bid, a price, a loan), the
range a number box should offer (:class:`Amount`).  An app draws it and applies what
the player picks; it needs to know nothing of the rules.

A rule set may mark one choice of a decision as its main action (:attr:`Choice.primary`:
the throw of the dice on a turn, the answer most often given), which a screen offers
first and a terminal gives a key of its own; :func:`mark_primary` marks it where the
rule set builds its prompts.  By default no choice is marked.
"""

from __future__ import annotations

from dataclasses import dataclass, replace


@dataclass(frozen=True)
class Choice:
    """One thing the player may do, as a button.

    Attributes:
        action: the action to apply (a legal action of the game).
        label: what it does, in words ("Buy Broadway for $100").
        primary: whether it is the decision's main action (at most one choice of a
            prompt is): shown first and set apart from the others.
    """

    action: tuple
    label: str
    primary: bool = False


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

    def __post_init__(self) -> None:
        if sum(1 for choice in self.choices if choice.primary) > 1:
            raise ValueError(f"a prompt has at most one main action, not "
                             f"{[choice.label for choice in self.choices if choice.primary]}")

    @property
    def primary(self) -> Choice | None:
        """The decision's main action (:attr:`Choice.primary`), or ``None``."""
        return next((choice for choice in self.choices if choice.primary), None)

    def marked(self, kinds) -> Prompt:
        """This prompt with its main action marked (see :func:`mark_primary`)."""
        choices = mark_primary(self.choices, kinds)
        return self if choices == self.choices else replace(self, choices=choices)


def mark_primary(choices, kinds) -> tuple[Choice, ...]:
    """``choices`` with the decision's main action marked (:attr:`Choice.primary`): the
    choice whose action is of the first of ``kinds`` (action kinds, the first word of an
    action, in order of preference) of which the choices hold exactly one.  A kind with
    several choices (a card to sell among many) names no main action; with none found,
    no choice is marked.
    """
    choices = tuple(replace(choice, primary=False) if choice.primary else choice for choice in choices)
    for kind in kinds:
        found = [k for k, choice in enumerate(choices) if choice.action and choice.action[0] == kind]
        if len(found) == 1:
            k = found[0]
            return choices[:k] + (replace(choices[k], primary=True),) + choices[k + 1:]
    return choices


__all__ = ["Amount", "Choice", "Prompt", "mark_primary"]
