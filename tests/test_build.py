"""Which build is loaded: the interpreted package, or the one ``benchmarks/build_compiled.py``
compiles from the same source (issue 28).

``.ci/run`` runs the suite interpreted, then builds the compiled modules and runs the tests
of what they compile again with ``LANDLORDS_BUILD=compiled``: this test fails when the
build loaded is not the one that run says it tests.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import subprocess
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

from landlords.version import build_words, compiled_modules

ROOT = Path(__file__).resolve().parent.parent


def _compilable() -> tuple[str, ...]:
    """The modules the build script compiles, as dotted names."""
    spec = importlib.util.spec_from_file_location("build_compiled", ROOT / "benchmarks" / "build_compiled.py")
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    return tuple(path[:-3].replace("/", ".").removesuffix(".__init__") for path in script.MODULES)


def test_the_build_loaded_is_the_one_this_run_tests():
    expected = os.environ.get("LANDLORDS_BUILD", "interpreted")
    assert expected in ("interpreted", "compiled"), f"LANDLORDS_BUILD={expected!r}"
    names = _compilable()
    assert names, "the build script compiles something"
    loaded = {name: importlib.import_module(name).__file__ for name in names}
    compiled = {name for name, path in loaded.items() if path.endswith(tuple(EXTENSION_SUFFIXES))}
    if expected == "compiled":
        assert compiled == set(names), f"interpreted, in a compiled run: {sorted(set(names) - compiled)}"
        assert set(compiled_modules()) == set(names)
    else:
        assert not compiled, f"compiled, in an interpreted run: {sorted(compiled)}"
        assert compiled_modules() == ()
        assert build_words() == "interpreted"


def test_the_version_says_which_build_runs():
    result = subprocess.run([sys.executable, "-m", "landlords", "--version"], capture_output=True,
                            text=True, check=True, cwd=ROOT)
    assert result.stdout.strip().endswith(f"({build_words()})"), result.stdout
