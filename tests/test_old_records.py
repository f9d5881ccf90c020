"""Saved records replay to their digests, and records of an older rule version are refused.

The files in ``tests/data/records/`` are games of every board and card rule set: The
Landlord's Game under the landlord rules and switched to the single tax with the advanced
rules, a Monopoly game with the land value tax from turn 30 (made again by its recipe at
rules version 3, when the tax came to take only the streets' site rent), a Monopoly Deal
game.  Most were written before the engine was reshaped (issue 10) and kept their digests
through it; a later change of rules that alters how a game goes bumps the rule set's
version and re-records them.  Each must replay, step by step, to the final digest it
carries.  ``tests/data/refused/`` keeps records of older rule versions (the 1906 game at
version 1, before issue 11 fixed ST-6; Monopoly at version 2, when the land value tax took
a share of every rent): each is refused with a RecordError naming both versions, never
replayed into a different game.
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


REFUSED = sorted((Path(__file__).parent / "data" / "refused").glob("*.json"))


@pytest.mark.parametrize("path", REFUSED, ids=lambda p: p.stem)
def test_a_record_of_an_older_rules_version_is_refused_saying_why(path):
    made = json.loads(path.read_text())["rules"]
    with pytest.raises(landlords.RecordError, match=rf"made with {made['name']} version {made['version']}; "
                                                    rf"this package has version \d+"):
        landlords.replay(path)


def test_an_old_record_of_another_rules_version_is_refused_with_the_reason():
    data = json.loads(RECORDS[0].read_text())
    data["rules"]["version"] += 1
    with pytest.raises(landlords.RecordError, match="version"):
        landlords.replay(json.dumps(data))
