"""Moved to :mod:`landlords.render.palette`; this path is kept for one release."""

from landlords.render.palette import *
from landlords.render.palette import __all__  # noqa: F401
