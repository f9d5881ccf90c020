"""Moved to landlords.serve.page_limits; this path is kept for one release.

``landlords.ui.page_limits`` is the same module object as :mod:`landlords.serve.page_limits`, so
its names import from here, and a name set here (a test's monkeypatch) is set there.
"""

import sys

from landlords.serve import page_limits as _moved

sys.modules[__name__] = _moved
