"""Moved to landlords.serve.server_log; this path is kept for one release.

``landlords.ui.server_log`` is the same module object as :mod:`landlords.serve.server_log`, so
its names import from here, and a name set here (a test's monkeypatch) is set there.
"""

import sys

from landlords.serve import server_log as _moved

sys.modules[__name__] = _moved
