"""Records made before the rule-set interface (issue 10) still replay to their digests.

The files in ``tests/data/records/`` were written by the package as it was before the
engine was reshaped (commit 671b19a): The Landlord's Game under the landlord rules and
switched to the single tax with the advanced rules, a Monopoly game of 13,748 steps with
the land value tax from turn 30, and a Monopoly Deal game.  Each must replay, step by
step, to the final digest it carries; a change of rules that alters them must bump the
rule set's version (and then the record is refused with a RecordError saying why).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import landlords

RECORDS = sorted((Path(__file__).parent / "data" / "records").glob("*.json"))


def test_there_are_old_records_of_every_shipped_board_and_card_game():
    assert {json.loads(p.read_text())["rules"]["name"] for p in RECORDS} >= {
        "landlords-1906", "monopoly", "monopoly-deal"}


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.stem)
def test_old_record_replays_to_its_digest(path):
    record = landlords.load_record(path)
    game = landlords.replay(record, record_events=False)
    assert game.digest() == record.final["digest"] and game.is_over


def test_an_old_record_of_another_rules_version_is_refused_with_the_reason():
    data = json.loads(RECORDS[0].read_text())
    data["rules"]["version"] += 1
    with pytest.raises(landlords.RecordError, match="version"):
        landlords.replay(json.dumps(data))
