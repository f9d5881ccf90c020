"""Where a throw can take a checker: forward, backward (LG-2) and the railroad pass (LG-17).

Pure functions of positions and counts; no game state.  Positions are 0..39 around the
board; the four corners are 0, 10, 20 and 30.
"""

from __future__ import annotations

from functools import lru_cache

from .board import BACKWARD_ZONE, CORNERS

FORWARD, BACKWARD = "forward", "backward"


def destination(origin: int, count: int, direction: str, use_pass: bool):
    """Where ``count`` steps from ``origin`` end, and whether Mother Earth is reached.

    Returns ``(dest, reaches_start)``, or ``None`` when the pass cannot be used (LG-17:
    the count must reach a corner with steps still to go; the jump from that corner to
    the next corner counts as one step).  ``reaches_start`` is only ever true forward:
    moving backward past Mother Earth pays no wages (LG-3).
    """
    sign = 1 if direction == FORWARD else -1
    if not use_pass:
        unwrapped = origin + sign * count
        return unwrapped % 40, sign > 0 and unwrapped >= 40
    for k in range(1, count):
        if (origin + sign * k) % 40 in CORNERS:
            unwrapped = origin + sign * (k + 10 + (count - k - 1))
            return unwrapped % 40, sign > 0 and unwrapped >= 40
    return None


def move_options(origin: int, count: int, double: bool):
    """Every move a throw allows: ``[(direction, use_pass, dest, reaches_start), ...]``.

    Forward is always allowed; backward only from a space between the two Chances
    (a checker leaving a natural opportunity counts from the corner beside it, so from
    Oil Fields it may go either way); the pass only with a double.
    """
    return list(_move_options(origin, count, bool(double)))


@lru_cache(maxsize=None)
def _move_options(origin: int, count: int, double: bool) -> tuple:
    """:func:`move_options` as a tuple, worked out once for each origin, count and double
    (a few hundred in all): the same throw from the same space always allows the same."""
    options = []
    directions = (FORWARD, BACKWARD) if origin in BACKWARD_ZONE else (FORWARD,)
    for direction in directions:
        for use_pass in ((False, True) if double else (False,)):
            where = destination(origin, count, direction, use_pass)
            if where is not None:
                options.append((direction, use_pass, where[0], where[1]))
    return tuple(options)
