"""Moved to :mod:`landlords.rules.landlords1906.table`; this path is kept for one release."""

from .table import *
from .table import DrawingMixin  # noqa: F401
