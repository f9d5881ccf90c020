"""Moved to landlords.serve.compressing_voila; this path is kept for one release.

``python -m landlords.ui.compressing_voila`` still runs the server (the command line of
:func:`landlords.serve.server.voila_command` names it so), and imported,
``landlords.ui.compressing_voila`` is the same module object as the new one.
"""

import sys

from landlords.serve import compressing_voila as _moved

if __name__ == "__main__":
    _moved.main()
else:
    sys.modules[__name__] = _moved
