"""Moved to :mod:`landlords.render.view`; this path is kept for one release."""

from landlords.render.view import *  # noqa: F403 (the old path re-exports its new home)
from landlords.render.view import (  # noqa: F401
    CHANCE,
    VALUATION_WORDS,
    __all__,
)
