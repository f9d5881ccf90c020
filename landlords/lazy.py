"""Names a package imports only when first asked for (PEP 562), so that importing the
package stays light: ``landlords.ui`` loads no widget library, ``landlords.serve`` no Voila,
``landlords.analysis`` no pandas, until a name that needs one is used.

    >>> __getattr__, __dir__ = lazy_names(__name__, {"serve": ".server"})  # doctest: +SKIP

``homes`` maps each public name to the module that holds it: relative to the package
(``".server"``) or absolute, and ``"module:other"`` when the name there differs.  A module
is imported once, and every name it holds is then set on the package, which also undoes
what importing a submodule does to a package name of the same spelling (the module
``analysis.agreement`` against the function ``agreement``).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping
from importlib import import_module


def lazy_names(package: str, homes: Mapping[str, str]) -> tuple[Callable, Callable]:
    """``(__getattr__, __dir__)`` for ``package`` whose names live in ``homes``."""

    def __getattr__(name: str):
        home = homes.get(name)
        if home is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        module_name = home.partition(":")[0]
        module = import_module(module_name, package)
        names = sys.modules[package].__dict__
        for other, where in homes.items():
            where_module, _, there = where.partition(":")
            if where_module == module_name:
                names[other] = getattr(module, there or other)
        return names[name]

    def __dir__() -> list[str]:
        return sorted(set(sys.modules[package].__dict__) | set(homes))

    return __getattr__, __dir__


__all__ = ["lazy_names"]
