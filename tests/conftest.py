"""What every test under ``tests/`` shares (pytest loads this file before the test modules).

* ``raise_callback_errors`` (autouse): outside a kernel ipywidgets only logs an exception
  raised in an ``on_click`` handler (or any callback its ``CallbackDispatcher`` calls), so a
  broken handler would let its test pass.  This fixture makes the dispatcher re-raise.  It
  touches ipywidgets only where it is already imported (every test module that clicks
  imports it, directly or through ``landlords.ui``, when it is collected), so a test of the
  engine, the rules or the CLI imports no widget library and is not slowed down.

``tests/ui_fixtures.py`` keeps an identical fixture of the same name for the modules that
import it from there; within those modules theirs is the one that runs (once).
"""

from __future__ import annotations

import sys

import pytest


def _dispatch_and_raise(self, *args, **kwargs):
    """``CallbackDispatcher.__call__`` without its ``try``: every callback runs, an error propagates."""
    value = None
    for callback in self.callbacks:
        local = callback(*args, **kwargs)
        value = local if local is not None else value
    return value


@pytest.fixture(autouse=True)
def raise_callback_errors(monkeypatch):
    """Make ipywidgets' callback dispatcher re-raise exceptions, where ipywidgets is imported."""
    widget = sys.modules.get("ipywidgets.widgets.widget")
    if widget is not None:
        monkeypatch.setattr(widget.CallbackDispatcher, "__call__", _dispatch_and_raise)
    yield
