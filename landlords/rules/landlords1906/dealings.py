"""Moved to :mod:`landlords.rules.landlords1906.trades`; this path is kept for one release."""

from .trades import *  # noqa: F403 (the old path re-exports its new home)
from .trades import DealingsMixin  # noqa: F401
