"""Moved to :mod:`landlords.rules.landlords1906.data` (the data files and their loader);
this path is kept for one release.

Two names the old module worked out from the default game's data, ``OPPORTUNITY_BASE``
and ``COLLEGE_ORDER_NAMES``, are still answered here, from the 1906 data read by
:func:`~landlords.rules.landlords1906.data.load_data` (never from the game class, so this
module does not import ``game.py``).
"""

from __future__ import annotations

from functools import cache

from .data import *  # noqa: F403 (every public name of the old module)
from .data import GameData, load_data


@cache
def _default() -> GameData:
    return load_data()


def __getattr__(name: str):
    if name == "OPPORTUNITY_BASE":
        return _default().size
    if name == "COLLEGE_ORDER_NAMES":
        data = _default()
        return tuple(data.names[s] for s in data.colleges)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
