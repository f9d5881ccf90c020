"""The decision panel's rules of thumb, from ``game.prompt()`` alone: how a typed amount is
read and checked against the prompt's :class:`~landlords.engine.prompt.Amount`, and how
its choices are laid out (one button each, a drop-down for a long list of one kind), and
how two choices that read alike are told apart ("the other ...").

Nothing here knows a rule set: the minimum, maximum, step and excluded amounts come
from the prompt, the words from the game's money format.
"""

from __future__ import annotations

import dataclasses
import re
from collections import Counter

#: Choices of one kind shown as a drop-down (with one button) when there are more than this.
MANY = 6

_NUMBER = re.compile(r"-?[0-9]{1,15}")


def read_amount(amount, typed: str, money) -> tuple[int | None, str]:
    """``(value, "")`` for a typed amount the prompt accepts, else ``(None, why not)``.

    ``typed`` may carry the money's own signs and separators ("$1,250", "3M"); ``money``
    formats an amount of the game's money for the message.
    """
    prefix, _, suffix = money(0).partition("0")        # the money's own signs: "$", "M"
    cleaned = typed.strip().replace(",", "").replace(" ", "")
    sign = ""
    if cleaned[:1] in ("-", "\u2212"):
        sign, cleaned = "-", cleaned[1:]
    if prefix and cleaned.startswith(prefix):
        cleaned = cleaned[len(prefix):]
    if suffix and cleaned.endswith(suffix):
        cleaned = cleaned[:-len(suffix)]
    cleaned = sign + cleaned
    example = amount.default if amount.default is not None else amount.minimum
    if not _NUMBER.fullmatch(cleaned) or (sign and amount.minimum >= 0):
        return None, f"Type a whole number, such as {example}."
    value = int(cleaned)
    if value < amount.minimum:
        return None, f"{money(value)} is less than the least allowed now, {money(amount.minimum)}."
    if value > amount.maximum:
        return None, f"{money(value)} is more than the most allowed now, {money(amount.maximum)}."
    if (value - amount.minimum) % amount.step:
        near = value - (value - amount.minimum) % amount.step
        return None, (f"Amounts go in steps of {money(amount.step)} from {money(amount.minimum)}: "
                      f"{money(value)} is not one (try {money(near)}).")
    if value in amount.excluded:
        return None, f"{money(value)} is not allowed here."
    if not amount.allows(value):                       # nothing above missed, but be sure
        return None, f"{money(value)} is not allowed here."
    return value, ""


def kind_of(action) -> str:
    """An action's kind: its first word."""
    return action[0]


def layout(choices, many: int = MANY) -> tuple[list, list]:
    """``(buttons, lists)``: the choices shown one button each, in the prompt's order, and
    the kinds with more than ``many`` choices, each as ``(kind, choices)`` for a drop-down."""
    by_kind: dict[str, list] = {}
    for choice in choices:
        by_kind.setdefault(kind_of(choice.action), []).append(choice)
    long = {kind for kind, group in by_kind.items() if len(group) > many}
    buttons = [choice for choice in choices if kind_of(choice.action) not in long]
    lists = [(kind, group) for kind, group in by_kind.items() if kind in long]
    return buttons, lists


#: How the second, third... of several choices that read alike are named.
ORDINALS = ("second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")


def _nth(label: str, k: int, count: int) -> str:
    """The ``k``-th (from 0) of ``count`` choices labelled ``label``."""
    if k == 0:
        return label
    if count == 2:
        return f"the other {label}"
    return f"the {ORDINALS[k - 1]} {label}" if k <= len(ORDINALS) else f"{label} (no. {k + 1})"


def distinct(choices) -> list:
    """The choices with labels that tell each from the others: of two that read alike,
    the second reads "the other ..."; of more, "the second ...", "the third ..."."""
    counts = Counter(choice.label for choice in choices)
    seen: Counter = Counter()
    out = []
    for choice in choices:
        label = choice.label
        out.append(dataclasses.replace(choice, label=_nth(label, seen[label], counts[label]))
                   if counts[label] > 1 else choice)
        seen[label] += 1
    return out


__all__ = ["MANY", "ORDINALS", "distinct", "kind_of", "layout", "read_amount"]
