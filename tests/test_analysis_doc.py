"""docs/location.md is what scripts/make_location_tables.py writes today.

If this fails, a board, its cards or the movement rules changed: run
``python scripts/make_location_tables.py`` and read the new numbers before committing them.
"""

import subprocess
import sys
from pathlib import Path

from landlords.analysis import location_doc

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "location.md"


def test_the_location_doc_is_what_the_script_writes_today(tmp_path):
    written = tmp_path / "location.md"
    subprocess.run([sys.executable, str(ROOT / "scripts" / "make_location_tables.py"), str(written)],
                   check=True, capture_output=True)
    assert written.read_text(encoding="utf-8") == DOC.read_text(encoding="utf-8")


def test_the_location_doc_has_both_boards_every_space_and_the_paragraph():
    doc = location_doc()
    assert "## The Landlord's Game (rule set `landlords-1906`)" in doc
    assert "## Monopoly (rule set `monopoly`)" in doc
    for name in ("Mother Earth", "Wall Street", "Boardwalk", "Go To Jail"):
        assert f"| {name} |" in doc
    assert "Ricardo" in doc and "Magie" in doc
    assert doc.count("#### ") == 6           # lots, railroads, franchises; streets, railroads, utilities
