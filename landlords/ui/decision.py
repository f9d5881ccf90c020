"""Moved to :mod:`landlords.render.decision`; this path is kept for one release."""

from landlords.render.decision import *  # noqa: F403 (the old path re-exports its new home)
from landlords.render.decision import __all__  # noqa: F401
