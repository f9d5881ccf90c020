"""Moved to :mod:`landlords.rules.landlords1906.trades`; this path is kept for one release."""

from .trades import *
from .trades import DealingsMixin  # noqa: F401
