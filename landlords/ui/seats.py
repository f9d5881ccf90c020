"""Moved to :mod:`landlords.render.seats`; this path is kept for one release."""

from landlords.render.seats import *  # noqa: F403 (the old path re-exports its new home)
from landlords.render.seats import __all__  # noqa: F401
