"""The package's version: one module of its own, so any layer can read it without
importing the package root (the engine's records stamp it on every record they make)."""

__version__ = "0.1.0"

#: The module name of the compiled build's shared runtime: mypyc puts it beside the
#: package (it derives the compiled modules' ``__file__`` from its place), named by the
#: group ``benchmarks/build_compiled.py`` compiles.
RUNTIME = "landlords_compiled__mypyc"


def load_compiled_runtime() -> None:
    """Make the compiled build's shared runtime importable wherever the package is.

    The build leaves it beside the package, in the folder above ``landlords``: a process
    started from elsewhere (a notebook's kernel, a server) finds the package through its
    install but would not find the runtime; it is loaded here by its path before any
    compiled module asks for it.  Nothing happens where there is none (the interpreted
    package) or where it is importable already.
    """
    import os
    import sys
    from importlib.machinery import EXTENSION_SUFFIXES
    from importlib.util import module_from_spec, spec_from_file_location

    if RUNTIME in sys.modules:
        return
    folder = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    for suffix in EXTENSION_SUFFIXES:
        path = os.path.join(folder, RUNTIME + suffix)
        if os.path.exists(path):
            spec = spec_from_file_location(RUNTIME, path)
            module = module_from_spec(spec)
            sys.modules[RUNTIME] = module
            spec.loader.exec_module(module)
            return


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
            if parts[-1] == "__init__":                # a package compiled: named as the package
                parts.pop()
            found.append(".".join(["landlords", *parts]))
    return tuple(sorted(found))


def build_words() -> str:
    """The build in a few words: ``"interpreted"``, or ``"compiled: <modules>"``."""
    compiled = compiled_modules()
    return f"compiled: {', '.join(compiled)}" if compiled else "interpreted"
