"""Moved to :mod:`landlords.rules.monopoly_deal.table`; this path is kept for one release."""

from .table import *  # noqa: F403 (the old path re-exports its new home)
