"""How long each lesson takes to show its first screen, and to show its results once a
prediction is revealed.

Run:  python benchmarks/lesson_first_screen.py [--lesson 03] [--times 2] [--preheat]

Voila serves ``lessons/`` as a reader opens it (``voila lessons/``: no preheated kernel,
each page starts its own; ``--preheat`` keeps one preheated kernel per lesson, as
``landlords serve`` does for its apps; the pages are timed once the server has had
``--settle`` seconds to preheat).  Headless Chromium at 1366 x 768 opens each
lesson ``--times`` times and the script prints, per lesson: seconds from the request to
the first prediction's button on screen (the first screen: Voila shows a page once its
cells have run), and seconds from pressing "Show the result" to the revealed parts
built (the lesson's stored runs read, its charts drawn), with the machine's load.
Needs Voila, Playwright and Debian's Chromium.
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


def serve_lessons(port: int, preheat: bool, runtime: Path):
    from landlords.ui import serve
    command = serve.voila_command(ROOT / "lessons", port, pool_size=1)
    if not preheat:
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
            page.locator(".ll-revealed .widget-output").first.wait_for(state="attached")
        page.wait_for_load_state("networkidle")
        shown = time.perf_counter() - started
        return first, shown
    finally:
        page.close()


def main(argv=None) -> int:
    from playwright.sync_api import sync_playwright

    from landlords.ui import serve
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lesson", action="append", default=[], help="a lesson's number, e.g. 03 (repeatable)")
    parser.add_argument("--times", type=int, default=2)
    parser.add_argument("--preheat", action="store_true")
    parser.add_argument("--settle", type=float, default=60.0,
                        help="with --preheat, seconds to wait after the server starts, so its preheating "
                             "does not load the machine the pages are timed on")
    args = parser.parse_args(argv)
    lessons = sorted(p.name for p in (ROOT / "lessons").glob("[0-9][0-9]-*.ipynb"))
    if args.lesson:
        lessons = [name for name in lessons if name[:2] in args.lesson]
    port = serve.free_port()
    runtime = Path(tempfile.mkdtemp(prefix="lesson-bench-"))
    print(f"machine: {os.cpu_count()} cores, load {os.getloadavg()[0]:.2f}; "
          f"{'one preheated kernel per lesson' if args.preheat else 'no preheated kernel (voila lessons/)'}")
    process = serve_lessons(port, args.preheat, runtime)
    if args.preheat:
        time.sleep(args.settle)
        print(f"after {args.settle:.0f} s of preheating: load {os.getloadavg()[0]:.2f}", flush=True)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            for name in lessons:
                times = [time_lesson(browser, f"http://127.0.0.1:{port}", name) for _ in range(args.times)]
                firsts, shown = [t[0] for t in times], [t[1] for t in times]
                print(f"{name}: first screen {statistics.median(firsts):.1f} s (of {', '.join(f'{t:.1f}' for t in firsts)}); "
                      f"results after reveal {statistics.median(shown):.1f} s; load {os.getloadavg()[0]:.2f}", flush=True)
            browser.close()
    finally:
        serve.stop(process)
    return 0


if __name__ == "__main__":
    sys.exit(main())
