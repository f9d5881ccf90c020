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

The stalls seen here were a kernel that had answered and a client that had not noticed: the
reply sat in the client's socket while nbclient waited on it in one long poll (300 s,
900 s before) whose file-descriptor wake-up never came, and was read when that poll timed
out (so the old harnesses passed after 900 s).  Every wait on the shell and IOPub channels
is therefore cut into polls of ``POLL_SLICE`` seconds: each new poll reads the socket's
events first, so such a reply is found within a slice (the kernel's ``rescues`` count
them).
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
#: Seconds of one poll of a kernel channel (a wait for a message is a series of them).
POLL_SLICE = 0.5


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
        #: Seconds each executed cell took, by index.
        self.seconds: dict[int, float] = {}
        #: Messages found at once by a new poll after the one before had waited in vain.
        self.rescues = 0
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
        from nbclient.exceptions import CellTimeoutError, DeadKernelError
        cell = self.notebook.cells[index]
        started = time.monotonic()
        try:
            self.client.execute_cell(cell, index)
        except CellTimeoutError:
            pytest.fail(f"{self.path.name}: cell {index} did not finish within {self.timeout} s (a stalled "
                        f"kernel?): {_first_line(cell)}", pytrace=False)
        except DeadKernelError as error:
            pytest.fail(f"{self.path.name}: the kernel died in cell {index} ({error}): {_first_line(cell)}",
                        pytrace=False)
        self.seconds[index] = time.monotonic() - started

    def slice_waits(self) -> None:
        """Make every wait on the kernel's shell and IOPub channels a series of short polls."""
        for channel in (self.client.kc.shell_channel, self.client.kc.iopub_channel):
            channel.get_msg = self._sliced(channel.get_msg)

    def _sliced(self, get_msg):
        from queue import Empty

        async def sliced(timeout: float | None = None):
            deadline = None if timeout is None else time.monotonic() + timeout
            waited = False
            while True:
                left = POLL_SLICE if deadline is None else max(0.0, min(POLL_SLICE, deadline - time.monotonic()))
                started = time.monotonic()
                try:
                    message = await get_msg(timeout=left)
                except Empty:
                    if deadline is not None and time.monotonic() >= deadline:
                        raise
                    waited = True
                    continue
                if waited and time.monotonic() - started < 0.005:
                    self.rescues += 1
                return message
        return sliced


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
        kernel.slice_waits()
        yield kernel


def widget_models(notebook) -> dict:
    """``{model id: model}`` of the widget state an executed notebook's metadata keeps."""
    state = notebook.metadata.get("widgets", {}).get("application/vnd.jupyter.widget-state+json", {})
    return state.get("state", {})


def code_outputs(notebook, cells: int | None = None) -> list[dict]:
    """The outputs of the notebook's first ``cells`` cells (default all) that are code."""
    return [output for cell in notebook.cells[:cells] if cell.cell_type == "code" for output in cell.outputs]
