"""Moved to :mod:`landlords.render.board`; this path is kept for one release."""

from landlords.render.board import *  # noqa: F403 (the old path re-exports its new home)
from landlords.render.board import (  # noqa: F401
    BAND,
    CORNER,
    LEGEND_HEIGHT,
    SIZE,
    STYLE,
    __all__,
    house,
    lines,
    purse_tooltip,
    round_title,
    text,
    text_width,
    token,
)
