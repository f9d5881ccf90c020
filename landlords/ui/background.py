"""Moved to landlords.serve.background; this path is kept for one release.

``landlords.ui.background`` is the same module object as :mod:`landlords.serve.background`, so
its names import from here, and a name set here (a test's monkeypatch) is set there.
"""

import sys

from landlords.serve import background as _moved

sys.modules[__name__] = _moved
