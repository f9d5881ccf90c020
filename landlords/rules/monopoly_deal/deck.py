"""Moved to :mod:`landlords.rules.monopoly_deal.data` (the data files and their loader);
this path is kept for one release."""

from .data import *  # noqa: F403 (the old path re-exports its new home)
