"""Start-up: how long ``import landlords`` and the other entry points take to import.

Run:  python benchmarks/import_time.py [--repeat 5]

Prints, for each module, the median of ``--repeat`` fresh interpreters of the cumulative
import time that ``python -X importtime`` reports (so the interpreter's own start is not
counted), and whether pandas, plotly, ipywidgets or a rule set was loaded on the way.
Asserts nothing.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys

#: What is imported, and what each entry point is for.
MODULES = {
    "landlords": "the package (new_game, replay, records)",
    "landlords.cli": "the command line before it parses arguments",
    "landlords.ui.serve": "what `landlords serve` imports before starting Voila",
    "landlords.ui": "the apps' package",
    "landlords.ui.play": "the Play app (widgets, charts)",
}
HEAVY = ("pandas", "plotly", "ipywidgets", "landlords.rules.landlords1906", "landlords.rules.monopoly")


def measure(module: str) -> tuple[float, list[str]]:
    """Cumulative import time of ``module`` in a fresh interpreter (ms), and the heavy
    modules it loaded."""
    code = (f"import {module}, sys; print(','.join(m for m in {HEAVY!r} if m in sys.modules))")
    done = subprocess.run([sys.executable, "-X", "importtime", "-c", code],
                          capture_output=True, text=True, check=True)
    total = 0.0
    for line in done.stderr.splitlines():
        parts = line.split("|")
        if len(parts) == 3 and parts[2].strip() == module:
            total = int(parts[1]) / 1000
    loaded = [m for m in done.stdout.strip().split(",") if m]
    return total, loaded


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    for module, what in MODULES.items():
        runs = [measure(module) for _ in range(max(1, args.repeat))]
        median = statistics.median(ms for ms, _ in runs)
        loaded = runs[-1][1]
        print(f"import {module:<20} {median:7.1f} ms  ({what}; loads {', '.join(loaded) or 'none of ' + '/'.join(HEAVY[:3])})")


if __name__ == "__main__":
    main()
