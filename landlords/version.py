"""The package's version: one module of its own, so any layer can read it without
importing the package root (the engine's records stamp it on every record they make)."""

__version__ = "0.1.0"
