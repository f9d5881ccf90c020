"""What the lesson tests share: a lesson notebook run in its own kernel (nbclient), cell by
cell and every cell under a time limit, then the test's own cells after it, and the
outputs and widget state the page then holds.

    with lesson_kernel(path) as kernel:
        kernel.run_lesson()                     # the lesson's cells, in order
        probe = kernel.run("print('hello')")    # a cell of the test's, in the same kernel
        notebook = kernel.snapshot()            # with the page's widget state
    kernel.stdout(probe)

A cell that does not finish within ``CELL_TIMEOUT`` seconds fails the test at once, naming
the lesson and the cell (a lesson's cell takes seconds: its many-game runs are stored), as
does a kernel that dies or does not start; nbclient once waited 904 s on a stalled kernel.

A stall seen here was an idle kernel and a client waiting for its reply: a request the
kernel had not read (ipykernel 7 has had such a bug: a request left unread on the shell
socket until another one arrives).  So a cell still running after ``NUDGE_AFTER`` seconds
is sent a ``kernel_info_request`` now and then, which wakes such a kernel and is harmless
to a busy one (its reply is read and ignored by nbclient); the time limit stays.
"""

from __future__ import annotations

import pathlib
import time
from contextlib import ExitStack, contextmanager

import nbformat
import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
LESSONS = ROOT / "lessons"

#: Seconds one cell may run before the test fails as stalled.
CELL_TIMEOUT = 300
#: Seconds the kernel may take to start and answer.
STARTUP_TIMEOUT = 120
#: Seconds a cell runs before the kernel is nudged (and again every as many seconds).
NUDGE_AFTER = 20


def lesson_path(prefix: str) -> pathlib.Path:
    """The lesson notebook whose file name starts with ``prefix`` (``"04"``)."""
    found = sorted(LESSONS.glob(f"{prefix}*.ipynb"))
    assert len(found) == 1, f"no single lesson named {prefix}*: {found}"
    return found[0]


class LessonKernel:
    """One lesson notebook and the kernel it runs in (started by :func:`lesson_kernel`)."""

    def __init__(self, path: pathlib.Path, timeout: int = CELL_TIMEOUT) -> None:
        from nbclient import NotebookClient
        self.path = pathlib.Path(path)
        self.notebook = nbformat.read(str(self.path), as_version=4)
        self.lesson_cells = len(self.notebook.cells)
        self.timeout = timeout
        #: Seconds each executed cell took, and the nudges sent while it ran, by index.
        self.seconds: dict[int, float] = {}
        self.nudges: dict[int, int] = {}
        self.client = NotebookClient(self.notebook, timeout=timeout, startup_timeout=STARTUP_TIMEOUT,
                                     kernel_name="python3",
                                     resources={"metadata": {"path": str(self.path.parent)}})

    def run_lesson(self) -> None:
        """Execute the lesson's own cells in order (a cell that raises fails the test)."""
        for index in range(self.lesson_cells):
            self._execute(index)

    def run(self, code: str):
        """Append a code cell to the notebook and execute it in the lesson's kernel."""
        self.notebook.cells.append(nbformat.v4.new_code_cell(code))
        index = len(self.notebook.cells) - 1
        self._execute(index)
        return self.notebook.cells[index]

    def snapshot(self):
        """The notebook, its metadata holding the widget state of the page now."""
        self.client.set_widgets_metadata()
        return self.notebook

    @staticmethod
    def stdout(cell) -> str:
        """What a cell printed."""
        return "".join(o.get("text", "") for o in cell.get("outputs", []) if o.get("name") == "stdout")

    def _execute(self, index: int) -> None:
        from jupyter_core.utils import run_sync
        from nbclient.exceptions import CellTimeoutError, DeadKernelError
        cell = self.notebook.cells[index]
        started = time.monotonic()
        try:
            run_sync(self._execute_nudging)(cell, index)
        except CellTimeoutError:
            pytest.fail(f"{self.path.name}: cell {index} did not finish within {self.timeout} s (a stalled "
                        f"kernel? {self.nudges.get(index, 0)} nudges sent): {_first_line(cell)}", pytrace=False)
        except DeadKernelError as error:
            pytest.fail(f"{self.path.name}: the kernel died in cell {index} ({error}): {_first_line(cell)}",
                        pytrace=False)
        self.seconds[index] = time.monotonic() - started

    async def _execute_nudging(self, cell, index: int) -> None:
        """nbclient's execution of the cell, with a ``kernel_info_request`` sent every
        ``NUDGE_AFTER`` seconds while it runs (the reply is read and ignored by nbclient)."""
        import asyncio

        from jupyter_core.utils import ensure_async
        running = asyncio.ensure_future(self.client.async_execute_cell(cell, index))
        while True:
            done, _ = await asyncio.wait({running}, timeout=NUDGE_AFTER)
            if done:
                running.result()
                return
            await ensure_async(self.client.kc.kernel_info())
            self.nudges[index] = self.nudges.get(index, 0) + 1


def _first_line(cell) -> str:
    lines = [line for line in cell.source.splitlines() if line.strip()]
    return repr(lines[0][:100]) if lines else "(empty)"


@contextmanager
def lesson_kernel(path: pathlib.Path, timeout: int = CELL_TIMEOUT):
    """A :class:`LessonKernel` for ``path`` with its kernel running; shut down on leaving."""
    kernel = LessonKernel(path, timeout)
    with ExitStack() as stack:
        try:
            stack.enter_context(kernel.client.setup_kernel())
        except RuntimeError as error:             # jupyter_client: "Kernel didn't respond in N seconds"
            pytest.fail(f"{kernel.path.name}: the kernel did not start ({error})", pytrace=False)
        yield kernel


def widget_models(notebook) -> dict:
    """``{model id: model}`` of the widget state an executed notebook's metadata keeps."""
    state = notebook.metadata.get("widgets", {}).get("application/vnd.jupyter.widget-state+json", {})
    return state.get("state", {})


def code_outputs(notebook, cells: int | None = None) -> list[dict]:
    """The outputs of the notebook's first ``cells`` cells (default all) that are code."""
    return [output for cell in notebook.cells[:cells] if cell.cell_type == "code" for output in cell.outputs]
