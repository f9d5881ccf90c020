"""Moved to landlords.serve.server; this path is kept for one release.

``landlords.ui.serve`` is the same module object as :mod:`landlords.serve.server`, so
its names import from here, and a name set here (a test's monkeypatch) is set there.
"""

import sys

from landlords.serve import server as _moved

sys.modules[__name__] = _moved
