"""Moved to :mod:`landlords.render.feed`; this path is kept for one release."""

from landlords.render.feed import *  # noqa: F403 (the old path re-exports its new home)
from landlords.render.feed import (  # noqa: F401
    FEED_LENGTH,
    __all__,
)
