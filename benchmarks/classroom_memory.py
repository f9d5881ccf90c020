"""A class on one laptop: the memory of ``landlords serve classroom`` with 30 student pages open.

Run:  python benchmarks/classroom_memory.py [--students 30] [--seats 5] [--charts]

It starts ``landlords serve classroom`` on a temporary SQLite store, makes a session
with the teacher client (the server's teacher key, so the teacher page could open it
too), and opens the student page headless in Chromium once per student (one browser,
one context per student), each joining with its own name.  The teacher then starts the
class and every page waits until it draws its table.  Each page names its kernel (Voila
puts the kernel's id in the page), so the student kernels are found among the server's
child processes by that id.  It prints:

* the resident memory (RSS) of the student kernels, median and largest, and their
  unique memory (USS: what closing that page would free);
* the resident memory of the whole server with all its kernels (the pool of preheated
  kernels included), and how many kernels that is;
* the share of a core each student kernel uses while its page sits open (it looks at the
  store once a second);
* the machine's load and free memory while measuring.

The first student's page is saved as a screenshot in ``test-artifacts/``.
``--charts`` also opens each student's charts tab before measuring (the charts load
plotly, which a page that never shows them does not).  Needs Voila, Playwright, psutil
and Debian's Chromium (``/usr/bin/chromium``).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import psutil

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
from browser_support import ARGS, ARTIFACTS, CHROMIUM, wait_until_preheated  # noqa: E402

RULES = "landlords-1906"
MB = 1024 * 1024


def serve_warm(folder: Path, *arguments: str):
    """``landlords serve ARGUMENTS --no-browser`` on a free port in its own process group;
    ``(process, what it printed, server log)`` once its preheated kernels are ready."""
    from landlords.ui.serve import free_port
    output = folder / "serve.txt"
    with open(output, "w") as handle:
        process = subprocess.Popen(
            [sys.executable, "-m", "landlords", "serve", *arguments, "--no-browser", "--port", str(free_port())],
            stdout=handle, stderr=subprocess.STDOUT, start_new_session=True)
    deadline, text = time.monotonic() + 180, ""
    while "server log" not in text:
        if process.poll() is not None or time.monotonic() > deadline:
            raise SystemExit(f"the server did not start:\n{output.read_text()}")
        time.sleep(0.25)
        text = output.read_text()
    log = Path(re.search(r"server log: (\S+)\)", text).group(1))
    wait_until_preheated(process, log)
    return process, text, log


def start_server(folder: Path, store: str, pages: int):
    """``landlords serve classroom`` in its own process group, room for ``pages`` pages;
    returns ``(process, student address, teacher key, server log)`` once its preheated
    kernels are ready."""
    process, text, log = serve_warm(folder, "classroom", "--store", store, "--max-pages", str(pages))
    student = re.search(r"Students open \(project this\): (\S+)", text).group(1)
    key = re.search(r"Teacher \(keep this address to yourself\): \S+\?key=(\S+)", text).group(1)
    return process, student, key, log


def stop_server(process) -> None:
    process.send_signal(signal.SIGTERM)          # the verb stops its Voila server and kernels
    try:
        process.wait(timeout=60)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()


def kernel_of(page) -> str:
    """The id of the kernel behind a Voila page (from the page's configuration)."""
    config = page.evaluate("() => document.getElementById('jupyter-config-data').textContent")
    return json.loads(config)["kernelId"]


def kernels_by_id(server) -> dict[str, psutil.Process]:
    """The server's kernel processes by kernel id (their connection file is named after it)."""
    found = {}
    for proc in server.children(recursive=True):
        try:
            command = " ".join(proc.cmdline())
        except psutil.Error:
            continue
        match = re.search(r"kernel-([0-9a-f-]+)\.json", command)
        if match:
            found[match.group(1)] = proc
    return found


def memory(proc: psutil.Process) -> tuple[int, int]:
    """``(rss, uss)`` of a process in bytes."""
    info = proc.memory_full_info()
    return info.rss, info.uss


def open_students(browser, address: str, code: str, count: int, charts: bool) -> list:
    """Open ``count`` student pages, each joining ``code`` with its own name."""
    pages = []
    for number in range(1, count + 1):
        page = browser.new_context(viewport={"width": 1300, "height": 1000}).new_page()
        page.set_default_timeout(180_000)
        page.goto(address)
        page.locator(".widget-text", has_text="Join code").locator("input").fill(code)
        page.locator(".widget-text", has_text="Your name").locator("input").fill(f"Student {number}")
        page.get_by_role("button", name="Join").click()
        page.get_by_text("You are seated at table").wait_for()
        pages.append(page)
        print(f"  student {number} seated", end="\r", flush=True)
    print()
    return pages


def measure(students: int, seats: int, charts: bool) -> dict:
    from playwright.sync_api import sync_playwright

    from landlords.classroom import Store, Teacher

    if students % seats:
        raise SystemExit(f"{students} students do not fill tables of {seats}")
    with tempfile.TemporaryDirectory() as folder:
        store_path = str(Path(folder) / "class.sqlite")
        process, address, key, _log = start_server(Path(folder), store_path, students + 5)
        try:
            store = Store(store_path)
            teacher = Teacher.create(store, RULES, key=key, tables=students // seats,
                                     seats_per_table=seats)
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
                try:
                    started = time.monotonic()
                    pages = open_students(browser, address, teacher.code, students, charts)
                    teacher.start()
                    for page in pages:
                        page.locator(".ll-board").first.wait_for()
                        if charts:
                            page.get_by_role("tab", name="The charts").click()
                            page.locator(".ll-charts .js-plotly-plot").wait_for()
                    opened = time.monotonic() - started
                    ids = [kernel_of(page) for page in pages]
                    server = psutil.Process(process.pid)
                    kernels = kernels_by_id(server)
                    missing = [kernel for kernel in ids if kernel not in kernels]
                    if missing:
                        raise SystemExit(f"{len(missing)} pages' kernels are not the server's children")
                    settled([kernels[kernel] for kernel in ids])
                    share = processor_share([kernels[kernel] for kernel in ids])
                    ARTIFACTS.mkdir(exist_ok=True)
                    shot = ARTIFACTS / f"classroom-memory-student{'-charts' if charts else ''}.png"
                    pages[0].screenshot(path=str(shot), full_page=True)
                    student = [memory(kernels[kernel]) for kernel in ids]
                    everything = [server] + server.children(recursive=True)
                    total = sum(proc.memory_info().rss for proc in everything if proc.is_running())
                    figures = {
                        "students": students, "tables": students // seats, "charts": charts,
                        "seconds": opened,
                        "rss": [rss for rss, _ in student], "uss": [uss for _, uss in student],
                        "kernels": len(kernels), "total": total, "share": share,
                        "load": os.getloadavg(), "available": psutil.virtual_memory().available,
                        "cores": os.cpu_count(),
                    }
                finally:
                    browser.close()
            store.dispose()
        finally:
            stop_server(process)
    return figures


def settled(kernels: list, timeout: float = 120.0) -> None:
    """Wait until the kernels' resident memory stops growing (under 1% in 5 s): every page
    has drawn its table and the kernels have done what a page that sits open does."""
    def total() -> int:
        return sum(proc.memory_info().rss for proc in kernels)

    deadline, last = time.monotonic() + timeout, total()
    while time.monotonic() < deadline:
        time.sleep(5.0)
        now = total()
        if now - last < last / 100:
            return
        last = now


def processor_share(kernels: list, seconds: float = 10.0) -> float:
    """The mean share of one core each kernel uses over ``seconds`` (pages open, nobody clicking)."""
    def used() -> float:
        return sum(sum(proc.cpu_times()[:2]) for proc in kernels)

    before = used()
    time.sleep(seconds)
    return (used() - before) / seconds / len(kernels)


def report(figures: dict) -> str:
    rss, uss = figures["rss"], figures["uss"]
    load = ", ".join(f"{value:.2f}" for value in figures["load"])
    return "\n".join([
        f"{figures['students']} student pages at {figures['tables']} tables"
        f"{' with their charts open' if figures['charts'] else ''} "
        f"(opened, joined and drawn in {figures['seconds']:.0f} s)",
        f"  a student kernel, resident (RSS): median {statistics.median(rss) / MB:.0f} MB, "
        f"largest {max(rss) / MB:.0f} MB",
        f"  a student kernel, its own (USS):  median {statistics.median(uss) / MB:.0f} MB, "
        f"largest {max(uss) / MB:.0f} MB",
        f"  a student kernel, the processor while its page sits open: {figures['share']:.1%} of a core",
        f"  the server with all its {figures['kernels']} kernels (RSS summed): "
        f"{figures['total'] / MB:.0f} MB",
        f"  the machine: {figures['cores']} cores, load {load}, "
        f"{figures['available'] / MB:.0f} MB available",
    ])


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--students", type=int, default=30)
    parser.add_argument("--seats", type=int, default=5, help="seats per table (2 to 6)")
    parser.add_argument("--charts", action="store_true", help="open every student's charts too")
    args = parser.parse_args(argv)
    if not os.path.exists(CHROMIUM):
        print(f"Debian's Chromium ({CHROMIUM}) is needed to open the pages", file=sys.stderr)
        return 1
    print(report(measure(args.students, args.seats, args.charts)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
