"""Moved to :mod:`landlords.render.seats`; this path is kept for one release."""

from landlords.render.seats import *
from landlords.render.seats import __all__  # noqa: F401
