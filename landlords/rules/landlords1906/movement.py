"""Where a throw can take a checker: forward, backward (LG-2) and the railroad pass (LG-17).

Pure functions of a :class:`Ring` (the board's shape), positions and counts; no game
state.  On the 1906 board positions are 0..39 around the board and the four corners are
0, 10, 20 and 30; the game's data holds its ring and the table of every move
(:func:`move_table`), worked out once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

FORWARD, BACKWARD = "forward", "backward"


@dataclass(frozen=True)
class Ring:
    """The shape of a board: its number of spaces, its corners, and the spaces from
    which a checker may move backward (LG-2: between the two Chances)."""

    size: int
    corners: tuple[int, ...]
    backward: frozenset


class MoveOption(NamedTuple):
    """One move a throw allows."""

    direction: str          # FORWARD or BACKWARD
    use_pass: bool          # the railroad pass of LG-17
    dest: int               # where it ends
    reaches_start: bool     # whether it reaches or passes Mother Earth going forward


def destination(ring: Ring, origin: int, count: int, direction: str, use_pass: bool):
    """Where ``count`` steps from ``origin`` end, and whether Mother Earth is reached.

    Returns ``(dest, reaches_start)``, or ``None`` when the pass cannot be used (LG-17:
    the count must reach a corner with steps still to go; the jump from that corner to
    the next corner counts as one step).  ``reaches_start`` is only ever true forward:
    moving backward past Mother Earth pays no wages (LG-3).
    """
    size = ring.size
    sign = 1 if direction == FORWARD else -1
    if not use_pass:
        unwrapped = origin + sign * count
        return unwrapped % size, sign > 0 and unwrapped >= size
    side = size // len(ring.corners)
    for k in range(1, count):
        if (origin + sign * k) % size in ring.corners:
            unwrapped = origin + sign * (k + side + (count - k - 1))
            return unwrapped % size, sign > 0 and unwrapped >= size
    return None


def move_options(ring: Ring, origin: int, count: int, double: bool) -> tuple[MoveOption, ...]:
    """Every move a throw allows, as :class:`MoveOption` values.

    Forward is always allowed; backward only from a space between the two Chances
    (a checker leaving a natural opportunity counts from the corner beside it, so from
    Oil Fields it may go either way); the pass only with a double.
    """
    options = []
    directions = (FORWARD, BACKWARD) if origin in ring.backward else (FORWARD,)
    for direction in directions:
        for use_pass in ((False, True) if double else (False,)):
            where = destination(ring, origin, count, direction, use_pass)
            if where is not None:
                dest, reaches_start = where
                options.append(MoveOption(direction, use_pass, dest, reaches_start))
    return tuple(options)


#: ``table[origin][count][double]``: the moves of every throw from every space.
MoveTable = tuple[tuple[tuple[tuple[MoveOption, ...], ...], ...], ...]


def move_table(ring: Ring, most: int) -> MoveTable:
    """:func:`move_options` for every origin, count up to ``most`` and double, worked out
    once (a few hundred in all): ``table[origin][count][double]``."""
    return tuple(tuple((move_options(ring, origin, count, False), move_options(ring, origin, count, True))
                       for count in range(most + 1))
                 for origin in range(ring.size))
