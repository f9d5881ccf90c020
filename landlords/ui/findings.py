"""Moved to :mod:`landlords.render.findings`; this path is kept for one release."""

from landlords.render.findings import *
from landlords.render.findings import __all__  # noqa: F401
