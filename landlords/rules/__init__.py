"""The built-in rule sets; importing this package registers them."""

from . import landlords1906  # noqa: F401
from . import monopoly  # noqa: F401
from . import monopoly_deal  # noqa: F401
