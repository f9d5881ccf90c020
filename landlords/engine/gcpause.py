"""Garbage collection paused while a replay builds a game step by step.

A replay of a long record makes hundreds of thousands of small objects (log tuples,
events, frames) that hold no reference cycles; the cyclic garbage collector walks them all
again and again as they pile up, which took about a fifth of a long replay.  The
collector is paused for the replay and resumed after it (if it was running before), so
nothing else changes: reference counting still frees what the replay drops at once, and
the next collection finds whatever cyclic garbage there was.
"""

from __future__ import annotations

import gc
from contextlib import contextmanager


@contextmanager
def gc_paused():
    """Pause the cyclic garbage collector inside the ``with`` block (nestable)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
