"""Write docs/location.md: where tokens land on both boards, and the rent of location.

The tables and the paragraphs are worked out by ``landlords.analysis.location_doc`` from
each rule set's own board and cards: what the numbers count (per move; per turn), how
they compare with published tables per throw (the variant that follows their convention,
and the difference for the spaces where it matters most), then each board's tables.  Run
it after a change of a board, its cards or the movement rules
(``tests/test_analysis_doc.py`` says when the doc is out of date)::

    python scripts/make_location_tables.py            # writes docs/location.md
    python scripts/make_location_tables.py OTHER.md   # writes another file

It documents the package of the checkout it lies in, even where another checkout's is
installed.
"""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from landlords.analysis import location_doc  # noqa: E402  (from this checkout)

DOC = ROOT / "docs" / "location.md"


def main(argv: list[str]) -> None:
    path = Path(argv[0]) if argv else DOC
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(location_doc(), encoding="utf-8")
    print(f"wrote {path}")


if __name__ == "__main__":
    main(sys.argv[1:])
