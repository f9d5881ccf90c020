"""Moved to :mod:`landlords.engine.branching`; this path is kept for one release."""

from landlords.engine.branching import *  # noqa: F403
from landlords.engine.branching import __all__  # noqa: F401
