"""Moved to landlords.serve.page_request; this path is kept for one release.

``landlords.ui.page_request`` is the same module object as :mod:`landlords.serve.page_request`, so
its names import from here, and a name set here (a test's monkeypatch) is set there.
"""

import sys

from landlords.serve import page_request as _moved

sys.modules[__name__] = _moved
