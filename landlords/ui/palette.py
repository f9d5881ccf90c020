"""Moved to :mod:`landlords.render.palette`; this path is kept for one release."""

from landlords.render.palette import *  # noqa: F403 (the old path re-exports its new home)
from landlords.render.palette import __all__  # noqa: F401
