"""Run a lesson notebook's code top to bottom in a plain Python process (no kernel).

The scripts that make the lessons' stored runs and their answer key need what a class's
kernel computes, not a page: they run each lesson's code cells in order in one
namespace, in a fresh ``python`` process of their own (so lessons never share state),
and then the code they add (e.g. lock and reveal every prediction).  Widgets are built
as in a kernel; what a cell would display is printed or dropped.  Without a kernel
there is no messaging to wait on, so a busy machine can slow a run but not stall it.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import nbformat


def lesson_code(path: Path, after: str = "") -> str:
    """The lesson's code cells joined in order, then ``after``."""
    notebook = nbformat.read(str(path), as_version=4)
    cells = [cell.source for cell in notebook.cells if cell.cell_type == "code"]
    return "\n\n".join(cells + [after])


def run_lesson(path: Path, after: str = "", env: dict | None = None, timeout: float = 3600) -> str:
    """Run the lesson's code and then ``after`` in a fresh process from the lesson's folder;
    returns what it printed.

    Raises:
        RuntimeError: the code failed (with the end of its error output).
    """
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False, encoding="utf-8") as handle:
        handle.write(lesson_code(path, after))
        script = handle.name
    try:
        done = subprocess.run([sys.executable, script], check=False, cwd=str(path.parent), capture_output=True, text=True,
                              env={**os.environ, **(env or {})}, timeout=timeout)
    finally:
        os.unlink(script)
    if done.returncode != 0:
        raise RuntimeError(f"{path.name} failed:\n{done.stderr[-3000:]}")
    return done.stdout


__all__ = ["lesson_code", "run_lesson"]
