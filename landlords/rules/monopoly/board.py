"""Moved to :mod:`landlords.rules.monopoly.data` (an edition's files and their loader);
this path is kept for one release."""

from .data import *  # noqa: F403 (the old path re-exports its new home)
from .data import DATA_PACKAGE, PROPERTY_KINDS, SINGLE_KINDS, __all__  # noqa: F401
