"""The apps in a browser: page weight, time to the first chart, click -> update, kernel memory.

Run:  python benchmarks/browser_apps.py [--rules landlords-1906] [--turns 20] [--long 300]

Prints figures; asserts nothing.  Serves the apps with Voila as ``landlords serve`` does
(``landlords.ui.background``, the browser tests' server) in headless Debian Chromium
(Playwright), through a relay that counts the bytes on the wire, and measures, with the
machine's load beside them:

* the Play app opened on a preheated server (one visit first, not measured; then
  ``--visits`` first visits, each with an empty cache, their times' median and range): bytes over
  HTTP (as sent, compressed or not; Chromium's network events) and over the websocket
  (frames both ways) until the first chart is drawn, the number of HTTP requests and how
  many came compressed, and the time from navigation to the buttons and to the first chart;
* an all-bot game (the rule set given, four bots) opened in the same app: "Next turn"
  clicked ``--turns`` times with the charts' tab open (the time from the click to the
  charts updated) and ``--turns`` times with the table's (to the board updated; median and
  max), and the websocket bytes and messages per click;
* the kernel's resident memory after ``--long`` turns of that game, clicked one by one.
"""

from __future__ import annotations

import argparse
import os
import socket
import statistics
import tempfile
import threading
import time
from pathlib import Path

import nbformat

from landlords.ui import serve
from landlords.ui.background import BackgroundServer, wait_until_preheated

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]
BENCH = "bench-play"

#: JavaScript: the number of points of the first chart trace (-1 before a chart is drawn).
POINTS = """() => { const gd = document.querySelector('.ll-charts .js-plotly-plot');
                   return gd && gd.data && gd.data.length ? gd.data[0].x.length : -1; }"""
#: JavaScript: click Next turn; resolve with the milliseconds until the board's step and
#: (with ``watch`` true: the charts' tab is open) the chart's points change, watched on each
#: animation frame.  Charts are drawn only while their tab is open.
CLICK = """async (watch) => {
  const board = () => { const b = document.querySelector('.ll-board'); return b ? b.dataset.step : null; };
  const points = %s;
  const step0 = board(), points0 = points();
  const button = [...document.querySelectorAll('button')].find(b => b.textContent.trim() === 'Next turn');
  const t0 = performance.now();
  button.click();
  let tb = null, tc = null;
  while ((tb === null || (watch && tc === null)) && performance.now() - t0 < 30000) {
    await new Promise(r => requestAnimationFrame(r));
    if (tb === null && board() !== step0) tb = performance.now() - t0;
    if (tc === null && points() !== points0) tc = performance.now() - t0;
  }
  return {board: tb, charts: tc};
}""" % POINTS  # noqa: UP031  (JavaScript's braces: no str.format)


def long_options(rules: str, rounds: int) -> dict:
    """Options that make a game of ``rules`` last about ``rounds`` rounds, from what it declares."""
    from landlords.engine.registry import find_rules
    declared = set(find_rules(rules).options)
    wanted = {"end": "rounds", "end_rounds": rounds, "max_rounds": max(300, rounds),
              "time_limit_rounds": rounds, "max_turns": rounds * 4}
    return {name: value for name, value in wanted.items() if name in declared}


class CountingProxy:
    """A TCP relay in front of the server that counts the bytes on the wire, as sent
    (compressed or not), for plain HTTP connections and for websockets apart."""

    def __init__(self, port: int) -> None:
        self.upstream = port
        self.counts = {"http": 0, "ws": 0, "up": 0}
        self._lock = threading.Lock()
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port = self._listener.getsockname()[1]
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self._listener.accept()
            except OSError:
                return
            server = socket.create_connection(("127.0.0.1", self.upstream))
            kind = {"value": "http"}
            threading.Thread(target=self._pump, args=(client, server, kind, True), daemon=True).start()
            threading.Thread(target=self._pump, args=(server, client, kind, False), daemon=True).start()

    def _pump(self, source, target, kind, upward: bool) -> None:
        first = True
        try:
            while True:
                data = source.recv(65536)
                if not data:
                    break
                if upward and first and b"upgrade: websocket" in data.lower():
                    kind["value"] = "ws"
                first = False
                with self._lock:
                    self.counts["up" if upward else kind["value"]] += len(data)
                target.sendall(data)
        except OSError:
            pass
        finally:
            for end in (source, target):
                try:
                    end.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass

    def snapshot(self) -> dict:
        with self._lock:
            return dict(self.counts)

    def close(self) -> None:
        self._listener.close()


class Meter:
    """Bytes and requests seen by a page: HTTP (encoded, as sent) and websocket frames."""

    def __init__(self, page) -> None:
        self.http = self.requests = self.compressed = 0
        self.ws_in = self.ws_out = self.frames_in = self.frames_out = 0
        session = page.context.new_cdp_session(page)
        session.send("Network.enable")
        self._encodings: dict = {}
        session.on("Network.responseReceived", self._response)
        session.on("Network.loadingFinished", self._finished)
        page.on("websocket", self._socket)

    def _response(self, event) -> None:
        headers = {k.lower(): v for k, v in event["response"].get("headers", {}).items()}
        self._encodings[event["requestId"]] = headers.get("content-encoding", "")

    def _finished(self, event) -> None:
        self.http += event.get("encodedDataLength", 0)
        self.requests += 1
        if self._encodings.get(event["requestId"]):
            self.compressed += 1

    def _socket(self, socket) -> None:
        socket.on("framereceived", self._received)
        socket.on("framesent", self._sent)

    def _received(self, payload) -> None:
        self.ws_in += len(payload)
        self.frames_in += 1

    def _sent(self, payload) -> None:
        self.ws_out += len(payload)
        self.frames_out += 1

    def snapshot(self) -> tuple:
        return (self.ws_in, self.ws_out, self.frames_in, self.frames_out)


def megabytes(n: float) -> str:
    return f"{n / 1e6:.2f} MB"


def load() -> str:
    one, five, _ = os.getloadavg()
    return f"load {one:.2f} (1 min) {five:.2f} (5 min) on {os.cpu_count()} cores"


def open_play(context, base: str, proxy: CountingProxy, measure: bool) -> dict:
    """Open the Play app in a new page of ``context`` (a browser's profile: its cache);
    with ``measure``, what it took (see the module doc)."""
    page = context.new_page()
    page.set_default_timeout(120_000)
    meter = Meter(page)
    wire = proxy.snapshot()
    start = time.perf_counter()
    page.goto(f"{base}/voila/render/play.ipynb", wait_until="commit")
    page.wait_for_selector(".ll-app button.jupyter-button:has-text('Next turn')")
    buttons = time.perf_counter() - start
    # The charts are built once the app is on screen; a person opens their tab to see them.
    page.get_by_role("tab", name="The charts").click()
    page.wait_for_selector(".ll-charts .js-plotly-plot .main-svg")
    chart = time.perf_counter() - start
    now = proxy.snapshot()
    figures = dict(buttons=buttons, chart=chart, http=meter.http, requests=meter.requests,
                   wire_http=now["http"] - wire["http"], wire_ws=now["ws"] - wire["ws"],
                   wire_up=now["up"] - wire["up"],
                   compressed=meter.compressed, ws_in=meter.ws_in, ws_out=meter.ws_out,
                   frames=meter.frames_in + meter.frames_out)
    page.close()
    return figures if measure else {}


def kernel_of(server, page) -> object:
    """The kernel process serving ``page`` (its id is in the page's websocket address)."""
    ids = page.evaluate("() => performance.getEntriesByType('resource').map(e => e.name)"
                        ".concat([...document.querySelectorAll('script')].map(s => s.textContent.slice(0, 4000)))")
    kernels = server.kernel_processes()
    for kernel in kernels:
        line = " ".join(kernel.cmdline())
        key = line.rsplit("kernel-", 1)[-1].split(".json")[0] if "kernel-" in line else None
        if key and any(key in text for text in ids):
            return kernel
    return max(kernels, key=lambda k: k.memory_info().rss)    # the busiest one, failing that


def clicks(server, base: str, proxy: CountingProxy, browser, turns: int, long: int) -> dict:
    page = browser.new_page(viewport={"width": 1366, "height": 768})
    page.set_default_timeout(120_000)
    meter = Meter(page)
    page.goto(f"{base}/voila/render/{BENCH}.ipynb")
    page.wait_for_selector(".ll-app button.jupyter-button:has-text('Next turn')")
    page.get_by_role("tab", name="The charts").click()
    try:
        page.wait_for_function(f"() => ({POINTS})() >= 0")
    except Exception:
        page.screenshot(path=str(Path(tempfile.gettempdir()) / "bench-failed.png"))
        raise
    board, chart, sizes, counts, back, wire = [], [], [], [], [], []
    for turn in range(2 * turns):               # the charts' tab open, then the table's
        if turn == turns:
            page.get_by_role("tab", name="The table").click()
            page.wait_for_timeout(1000)
        before, wire_before = meter.snapshot(), proxy.snapshot()
        took = page.evaluate(CLICK, turn < turns)
        page.wait_for_timeout(300)                       # the click's last messages
        after, wire_after = meter.snapshot(), proxy.snapshot()
        wire.append(wire_after["ws"] - wire_before["ws"])
        if took["board"] is not None and turn >= turns:
            board.append(took["board"])
        if took["charts"] is not None:
            chart.append(took["charts"])
        sizes.append(after[0] - before[0])
        back.append(after[1] - before[1])
        counts.append(after[2] - before[2] + after[3] - before[3])
    kernel = kernel_of(server, page)
    start_rss = kernel.memory_info().rss
    done = 2 * turns
    t0 = time.perf_counter()
    while done < long:
        took = page.evaluate(CLICK, False)
        if took["board"] is None:                       # the game is over
            break
        done += 1
    played = time.perf_counter() - t0
    page.wait_for_timeout(1000)
    rss = kernel.memory_info().rss
    page.close()
    return dict(board=board, chart=chart, sizes=sizes, back=back, wire=wire, counts=counts, rss=rss, start_rss=start_rss,
                done=done, played=played)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", default="landlords-1906", help="the all-bot game's rule set")
    parser.add_argument("--turns", type=int, default=20, help="clicks of Next turn timed")
    parser.add_argument("--long", type=int, default=300, help="turns played before the memory is read")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--visits", type=int, default=5, help="first visits timed (each with an empty cache)")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    folder = Path(tempfile.mkdtemp(prefix="landlords-bench-"))
    serve.write_apps(folder)
    notebook = serve.app_notebook("play")
    options = long_options(args.rules, args.long // 4 + 25)
    notebook.cells[0].source = ("import landlords\nfrom landlords.ui import PlayApp\n\n"
                                f"game = landlords.new_game({args.rules!r}, players=4, seed={args.seed}, "
                                f"options={options!r})\napp = PlayApp(game)\napp")
    nbformat.write(notebook, str(folder / f"{BENCH}.ipynb"))
    print(f"before: {load()}")
    with BackgroundServer(folder, pool_size=1, show_tracebacks=True, slim=True) as server, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        proxy = CountingProxy(int(server.base.rsplit(":", 1)[1]))
        base = f"http://127.0.0.1:{proxy.port}"
        returning = browser.new_context(viewport={"width": 1366, "height": 768})
        open_play(returning, base, proxy, measure=False)          # preheat: one visit first
        time.sleep(5)
        wait_until_preheated(server.process, server.log_path)
        visits = []
        for _ in range(args.visits):
            wait_until_preheated(server.process, server.log_path)
            visits.append(open_play(browser.new_context(viewport={"width": 1366, "height": 768}), base, proxy,
                                    measure=True))
        first = visits[0]
        print(f"first visit to the Play app (preheated server, empty browser cache), {load()}:")
        print(f"  to the first chart, on the wire: {megabytes(first['wire_http'])} over HTTP, "
              f"{megabytes(first['wire_ws'])} over the websocket, {megabytes(first['wire_up'])} sent by "
              f"the page; total {megabytes(first['wire_http'] + first['wire_ws'] + first['wire_up'])}")
        print(f"  as the page reads it: {megabytes(first['http'])} over HTTP in {first['requests']} requests "
              f"({first['compressed']} compressed), {megabytes(first['ws_in'])} in + "
              f"{megabytes(first['ws_out'])} out over the websocket ({first['frames']} frames)")
        print(f"  buttons {first['buttons']:.2f} s, first chart {first['chart']:.2f} s after navigation")
        if len(visits) > 1:
            buttons = sorted(v["buttons"] for v in visits)
            charts = sorted(v["chart"] for v in visits)
            print(f"  over {len(visits)} such visits: buttons median {statistics.median(buttons):.2f} s "
                  f"({buttons[0]:.2f}-{buttons[-1]:.2f}), first chart median {statistics.median(charts):.2f} s "
                  f"({charts[0]:.2f}-{charts[-1]:.2f})")
        wait_until_preheated(server.process, server.log_path)
        again = open_play(returning, base, proxy, measure=True)
        print(f"a second visit from the same browser (its cache kept), {load()}:")
        print(f"  to the first chart, on the wire: {megabytes(again['wire_http'])} over HTTP, "
              f"{megabytes(again['wire_ws'])} over the websocket; buttons {again['buttons']:.2f} s, "
              f"first chart {again['chart']:.2f} s after navigation")
        wait_until_preheated(server.process, server.log_path)
        run = clicks(server, base, proxy, browser, args.turns, args.long)
        print(f"Next turn in an all-bot game of {args.rules} (seed {args.seed}), {load()}:")
        for what, times in (("board updated", run["board"]), ("charts updated", run["chart"])):
            if times:
                print(f"  click -> {what}: median {statistics.median(times):.0f} ms, "
                      f"max {max(times):.0f} ms over {len(times)} clicks")
            else:
                print(f"  click -> {what}: never seen")
        print(f"  websocket per click (as received, before any inflating): median "
              f"{statistics.median(run['sizes']) / 1e3:.1f} kB in and {statistics.median(run['back']) / 1e3:.1f} kB "
              f"out, {statistics.median(run['counts']):.0f} frames (max {max(run['sizes']) / 1e3:.1f} kB in); "
              f"on the wire {statistics.median(run['wire']) / 1e3:.1f} kB in")
        print(f"kernel memory: {run['start_rss'] / 2**20:.0f} MB after {2 * args.turns} turns, "
              f"{run['rss'] / 2**20:.0f} MB after {run['done']} turns "
              f"({run['played']:.0f} s of clicking), {load()}")
        browser.close()


if __name__ == "__main__":
    main()
