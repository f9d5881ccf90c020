"""Moved to :mod:`landlords.engine.examples`; this path is kept for one release."""

from landlords.engine.examples import *  # noqa: F403
from landlords.engine.examples import __all__  # noqa: F401
