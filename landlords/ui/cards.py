"""Moved to :mod:`landlords.render.cards`; this path is kept for one release."""

from landlords.render.cards import *  # noqa: F403 (the old path re-exports its new home)
from landlords.render.cards import (  # noqa: F401
    STYLE,
    __all__,
)
