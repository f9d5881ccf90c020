"""Moved to :mod:`landlords.render.landing`; this path is kept for one release."""

from landlords.render.landing import *
from landlords.render.landing import __all__  # noqa: F401
