"""How long each lesson takes to show its first screen, and to show its results once a
prediction is revealed.

Run:  python benchmarks/lesson_first_screen.py [--lesson 03] [--times 2] [--mode served|plain|preheat]

Voila serves ``lessons/`` the way ``--mode`` says: ``served`` as ``landlords serve
lessons`` does (progressive rendering: the page is sent at once and each cell's output
shows as its cell has run; plotly's lab extension denied); ``plain`` as ``voila lessons/``
would (no preheated kernel: the page shows once every cell has run); ``preheat`` with one
preheated kernel per lesson, timed once the server has had ``--settle`` seconds to
preheat.  Headless Chromium at 1366 x 768 (a new browser context each time: nothing
cached) opens each lesson ``--times`` times and the script prints, per lesson: seconds
from the request to the first prediction's button on screen (the first screen), and
seconds from pressing "Show the result" to the revealed parts built (the lesson's stored
runs read, its charts drawn), with the machine's load.  Each page is left only once its
kernel has run the whole lesson, and left as a reader leaves it (its kernel shut down), so
one opening does not load the machine of the next.  Needs Voila, Playwright and Debian's
Chromium.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"]
SCREEN = {"width": 1366, "height": 768}
MODES = {"served": "as 'landlords serve lessons' serves them (progressive rendering)",
         "plain": "as 'voila lessons/' serves them (no preheated kernel, the page shown once every cell has run)",
         "preheat": "one preheated kernel per lesson"}


#: True once every cell has shown its output (progressively rendered: a placeholder in each until then).
EVERY_CELL_RUN = ("() => document.querySelectorAll('[cell-index]').length > 0 && "
                  "document.querySelectorAll('.voila-skeleton-container').length === 0")
#: True once every revealed part has shown something and each of its charts is drawn.
BUILT = """() => {
  const outputs = [...document.querySelectorAll('.ll-revealed .widget-output')];
  if (!outputs.length || outputs.some(o => !o.querySelector('.jp-OutputArea-output'))) return false;
  return [...document.querySelectorAll('.ll-revealed .ll-static-chart')]
    .every(chart => chart.classList.contains('js-plotly-plot'));
}"""


def serve_lessons(port: int, mode: str, runtime: Path):
    from landlords.ui import serve
    if mode == "served":
        command = serve.voila_command(ROOT / "lessons", port, progressive=True)
    else:
        command = serve.voila_command(ROOT / "lessons", port, pool_size=1, slim=False)
    if mode == "plain":
        command = [part for part in command if not part.startswith(("--preheat_kernel", "--pool_size"))]
    log = open(runtime / "voila.log", "w")  # noqa: SIM115  (closed by the caller's process end)
    process = subprocess.Popen(command, cwd=str(ROOT / "lessons"), stdout=log, stderr=subprocess.STDOUT,
                               start_new_session=True, env=dict(os.environ, JUPYTER_RUNTIME_DIR=str(runtime)))
    if not serve.wait_for_port(port, timeout=120, process=process):
        raise SystemExit(f"Voila did not start: {(runtime / 'voila.log').read_text()[-2000:]}")
    return process


def time_lesson(browser, base: str, name: str) -> tuple[float, float]:
    """``(first screen, results after reveal)`` in seconds for one opening of a lesson."""
    page = browser.new_page(viewport=SCREEN)
    page.set_default_timeout(300_000)
    try:
        started = time.perf_counter()
        page.goto(f"{base}/voila/render/{name}", timeout=300_000)
        lock = page.locator(".ll-prediction button", has_text="Lock in my prediction").first
        lock.wait_for(state="visible")
        first = time.perf_counter() - started
        widget = page.locator(".ll-prediction").first
        radios = widget.locator("input[type=radio]")
        if radios.count():
            radios.first.check()
        lock.click()
        reveal = widget.get_by_role("button", name="Show the result")
        page.wait_for_function("(b) => !b.disabled", arg=reveal.element_handle())
        started = time.perf_counter()
        reveal.click()
        widget.locator(".ll-prediction-result").wait_for(state="visible")
        if page.locator(".ll-revealed").count():
            page.wait_for_function(BUILT)
        shown = time.perf_counter() - started
        page.wait_for_function(EVERY_CELL_RUN)      # the page's kernel has run the whole lesson...
        page.goto("about:blank")                    # ...and the reader leaves: the kernel is shut down
        return first, shown
    finally:
        page.close()


def main(argv=None) -> int:
    from playwright.sync_api import sync_playwright

    from landlords.ui import serve
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lesson", action="append", default=[], help="a lesson's number, e.g. 03 (repeatable)")
    parser.add_argument("--times", type=int, default=2)
    parser.add_argument("--mode", choices=("served", "plain", "preheat"), default="served",
                        help="served: as 'landlords serve lessons' (default); plain: as 'voila lessons/'; "
                             "preheat: a preheated kernel per lesson")
    parser.add_argument("--pause", type=float, default=3.0,
                        help="seconds between two openings (the last page's kernel shuts down)")
    parser.add_argument("--settle", type=float, default=60.0,
                        help="with --mode preheat, seconds to wait after the server starts, so its preheating "
                             "does not load the machine the pages are timed on")
    args = parser.parse_args(argv)
    lessons = sorted(p.name for p in (ROOT / "lessons").glob("[0-9][0-9]-*.ipynb"))
    if args.lesson:
        lessons = [name for name in lessons if name[:2] in args.lesson]
    port = serve.free_port()
    runtime = Path(tempfile.mkdtemp(prefix="lesson-bench-"))
    print(f"machine: {os.cpu_count()} cores, load {os.getloadavg()[0]:.2f}; "
          f"{MODES[args.mode]}")
    process = serve_lessons(port, args.mode, runtime)
    if args.mode == "preheat":
        time.sleep(args.settle)
        print(f"after {args.settle:.0f} s of preheating: load {os.getloadavg()[0]:.2f}", flush=True)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            for name in lessons:
                times = []
                for _ in range(args.times):
                    times.append(time_lesson(browser, f"http://127.0.0.1:{port}", name))
                    time.sleep(args.pause)

                firsts, shown = [t[0] for t in times], [t[1] for t in times]
                print(f"{name}: first screen {statistics.median(firsts):.1f} s (of {', '.join(f'{t:.1f}' for t in firsts)}); "
                      f"results after reveal {statistics.median(shown):.1f} s; load {os.getloadavg()[0]:.2f}", flush=True)
            browser.close()
    finally:
        serve.stop(process)
    return 0


if __name__ == "__main__":
    sys.exit(main())
