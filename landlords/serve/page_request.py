"""Moved back to :mod:`landlords.ui.page_request` (it runs in a page's kernel, not in the
server); this path is kept for one release."""

import sys

from landlords.ui import page_request as _moved

sys.modules[__name__] = _moved
