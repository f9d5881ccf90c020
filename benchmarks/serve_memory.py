"""What ``landlords serve APP`` holds in memory: at rest (its preheated kernels), and per
page opened in a browser.

Run:  python benchmarks/serve_memory.py [--app play] [--pages 3]

It starts ``landlords serve APP`` (the real command, on a free port), waits until its
preheated kernels have built their apps, and prints the resident memory (RSS) of the
server with every kernel and how many kernels that is.  Then it opens ``--pages`` pages
of the app headless in Chromium (a context each), waits until each shows its buttons and
its first chart, and prints each page's kernel (RSS, and USS: what closing the page
frees) and what the server holds in all, with the machine's load.  Each page takes the
preheated kernel and the server preheats another, so the server grows by about one
kernel per page.  Needs Voila, Playwright, psutil and Debian's Chromium.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import sys
import tempfile
from pathlib import Path

import psutil

sys.path.insert(0, str(Path(__file__).resolve().parent))
from classroom_memory import (  # noqa: E402
    ARGS,
    CHROMIUM,
    MB,
    kernel_of,
    kernels_by_id,
    memory,
    serve_warm,
    settled,
    stop_server,
)


def held(process) -> tuple[int, int]:
    """``(RSS of the server and its kernels in bytes, kernels)``."""
    server = psutil.Process(process.pid).children()[0]          # the verb's Voila
    everything = [server] + server.children(recursive=True)
    return sum(proc.memory_info().rss for proc in everything if proc.is_running()), len(kernels_by_id(server))


def main(argv=None) -> int:
    from playwright.sync_api import sync_playwright

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--app", default="play")
    parser.add_argument("--pages", type=int, default=3)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        process, text, _log = serve_warm(Path(folder), args.app)
        address = re.search(r"Open (\S+)", text).group(1)
        try:
            rest, kernels = held(process)
            print(f"landlords serve {args.app} at rest: {rest / MB:.0f} MB with {kernels} kernel(s) "
                  f"(load {os.getloadavg()[0]:.2f})", flush=True)
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
                try:
                    pages = []
                    for _ in range(args.pages):
                        page = browser.new_context(viewport={"width": 1366, "height": 900}).new_page()
                        page.set_default_timeout(180_000)
                        page.goto(address)
                        page.locator("button.jupyter-button").first.wait_for()
                        page.locator(".js-plotly-plot").first.wait_for(state="attached")
                        pages.append(page)
                    server = psutil.Process(process.pid).children()[0]
                    by_id = kernels_by_id(server)
                    mine = [by_id[kernel_of(page)] for page in pages]
                    settled(mine)
                    sizes = [memory(proc) for proc in mine]
                    total, kernels = held(process)
                finally:
                    browser.close()
        finally:
            stop_server(process)
    rss, uss = [size[0] for size in sizes], [size[1] for size in sizes]
    print(f"a page's kernel: RSS median {statistics.median(rss) / MB:.0f} MB (largest {max(rss) / MB:.0f}), "
          f"USS median {statistics.median(uss) / MB:.0f} MB", flush=True)
    print(f"with {args.pages} pages open: {total / MB:.0f} MB with {kernels} kernels, "
          f"{(total - rest) / args.pages / MB:.0f} MB more per page (load {os.getloadavg()[0]:.2f}, "
          f"{psutil.virtual_memory().available / MB:.0f} MB available)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
