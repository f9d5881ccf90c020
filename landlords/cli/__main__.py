"""``python -m landlords.cli``: the command line (as ``python -m landlords``)."""

import sys

from . import main

sys.exit(main())
