"""Moved to :mod:`landlords.render.landing`; this path is kept for one release."""

from landlords.render.landing import *  # noqa: F403 (the old path re-exports its new home)
from landlords.render.landing import __all__  # noqa: F401
