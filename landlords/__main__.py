"""``python -m landlords``: the command line."""

from .cli import main

raise SystemExit(main())
