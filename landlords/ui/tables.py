"""Moved to :mod:`landlords.render.tables`; this path is kept for one release."""

from landlords.render.tables import *  # noqa: F403 (the old path re-exports its new home)
from landlords.render.tables import (  # noqa: F401
    STYLE,
    __all__,
)
