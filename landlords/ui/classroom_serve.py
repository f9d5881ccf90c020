"""Moved to landlords.serve.classroom; this path is kept for one release.

``landlords.ui.classroom_serve`` is the same module object as
:mod:`landlords.serve.classroom`.  As before the move, importing it from here imports the
class apps too, so a missing ``app`` extra fails at the import (the command line says so).
"""

import sys

from landlords.serve import classroom as _moved
from landlords.ui import classroom_student, classroom_teacher  # noqa: F401  (see above)

sys.modules[__name__] = _moved
