"""Moved to :mod:`landlords.render.decision`; this path is kept for one release."""

from landlords.render.decision import *
from landlords.render.decision import __all__  # noqa: F401
