"""Write docs/location.md: where tokens land on both boards, and the rent of location.

The tables and the paragraph are worked out by ``landlords.analysis.location_doc`` from
each rule set's own board and cards.  Run it after a change of a board, its cards or the
movement rules (``tests/test_analysis_doc.py`` says when the doc is out of date)::

    python scripts/make_location_tables.py            # writes docs/location.md
    python scripts/make_location_tables.py OTHER.md   # writes another file
"""

import sys
from pathlib import Path

from landlords.analysis import location_doc

DOC = Path(__file__).resolve().parent.parent / "docs" / "location.md"


def main(argv: list[str]) -> None:
    path = Path(argv[0]) if argv else DOC
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(location_doc(), encoding="utf-8")
    print(f"wrote {path}")


if __name__ == "__main__":
    main(sys.argv[1:])
