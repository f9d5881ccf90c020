"""The package's version: one module of its own, so any layer can read it without
importing the package root (the engine's records stamp it on every record they make)."""

__version__ = "0.1.0"


def compiled_modules() -> tuple[str, ...]:
    """The package's modules that import from a compiled build: those with a mypyc
    extension module beside their ``.py`` source (``benchmarks/build_compiled.py`` makes
    them; Python imports an extension module before the source of the same name).
    ``()`` when the whole package runs interpreted."""
    import os
    from importlib.machinery import EXTENSION_SUFFIXES

    root = os.path.dirname(os.path.abspath(__file__))
    found = []
    for folder, _, files in os.walk(root):
        for file in files:
            suffix = next((s for s in EXTENSION_SUFFIXES if file.endswith(s)), None)
            if suffix is None or file[: -len(suffix)].endswith("__mypyc"):   # mypyc's runtime
                continue
            parts = os.path.relpath(os.path.join(folder, file[: -len(suffix)]), root).split(os.sep)
            found.append(".".join(["landlords", *parts]))
    return tuple(sorted(found))


def build_words() -> str:
    """The build in a few words: ``"interpreted"``, or ``"compiled: <modules>"``."""
    compiled = compiled_modules()
    return f"compiled: {', '.join(compiled)}" if compiled else "interpreted"
