"""Moved to :mod:`landlords.lessons.runs` (the lessons' stored many-game runs); this path
is kept for one release."""

from .lessons.runs import (  # noqa: F401  (the private names too, as the old module held them)
    _MEMORY,
    RECORD_ENV,
    STORE,
    _folder,
    _StoredFrames,
    describe,
    forget,
    is_stored,
    key,
    load,
    run,
    save,
    stored_keys,
)

__all__ = ["RECORD_ENV", "describe", "forget", "is_stored", "key", "load", "run", "save", "stored_keys"]
