"""Moved to :mod:`landlords.rules.landlords1906.table`; this path is kept for one release."""

from .table import *  # noqa: F403 (the old path re-exports its new home)
from .table import DrawingMixin  # noqa: F401
