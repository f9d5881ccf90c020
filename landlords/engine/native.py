"""mypyc's class decorators for the optional compiled build (issue 28), as no-ops where
``mypy_extensions`` is not installed: the package runs as plain Python everywhere.

* :func:`mypyc_attr` ``(allow_interpreted_subclasses=True)``: a compiled (native) class
  that plain Python classes may still subclass (rule sets, variants, plug-ins, tests);
* :func:`mypyc_attr` ``(native_class=False)``: a class of a compiled module that stays a
  Python class (its methods compiled), for the engine's mixins, which a plain-Python rule
  set's game takes beside the native ``Game`` (two native bases would clash in layout);
* :func:`trait`: a class that only lends methods and declares fields, so that a native
  class may take it besides its one native base (the rule sets' parts: estates, debts...).

Which modules the build compiles: each says so in a line of its own, ``# mypyc: compiled``
(``benchmarks/build_compiled.py`` compiles every module of the package with that line).
Interpreted, the decorators hand the class back unchanged.
"""

from __future__ import annotations

from typing import Any

try:
    from mypy_extensions import mypyc_attr, trait
except ImportError:                    # pragma: no cover - mypy_extensions not installed
    def mypyc_attr(*attrs: str, **kwattrs: object) -> Any:  # type: ignore[misc]
        return lambda cls: cls

    def trait(cls: Any) -> Any:  # type: ignore[misc]
        return cls

__all__ = ["mypyc_attr", "trait"]
