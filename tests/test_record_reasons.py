"""Records keep the bots' reasons as templates and values (format version 2, issue 14).

A reason is written as a template's number and its values, not as a sentence; reading the
record gives back exactly the reasons the bots gave, a replay words them as the game did,
the seal covers them, and records of format version 1 (sentences by step) still load.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import landlords
from landlords import RecordError
from landlords.engine.game import reason_text
from landlords.engine.reasons import decode, encode

RECORDS = Path(__file__).parent / "data" / "records"


@pytest.fixture(scope="module", params=["landlords-1906", "monopoly", "monopoly-deal"])
def game(request):
    game = landlords.new_game(request.param, players=3, seed=5)
    game.play()
    return game


def test_a_record_keeps_each_reason_as_the_bot_gave_it(game):
    record = game.record()
    assert record.reasons == game._reasons
    assert any(isinstance(r, tuple) for r in record.reasons.values())
    again = landlords.load_record(record.to_json())
    assert again.reasons == record.reasons and again.is_sealed
    saved = landlords.load_record(json.loads(json.dumps(record.to_dict())))
    assert saved.reasons == record.reasons


def test_a_replay_words_every_decision_as_the_game_did(game):
    replayed = landlords.replay(game.record().to_json())
    said = [e.reason for e in game.events if e.kind == "decided"]
    assert [e.reason for e in replayed.events if e.kind == "decided"] == said
    assert all(isinstance(reason, str) for reason in said)


def test_templates_are_written_once_and_steps_as_numbers(game):
    reasons = game.record().to_dict()["reasons"]
    assert len(reasons["templates"]) == len(set(reasons["templates"]))
    assert len(reasons["templates"]) < len(game._reasons) / 5
    assert len(reasons["steps"]) == max(game._reasons)
    assert all(entry == 0 or (step + 1) in game._reasons
               for step, entry in enumerate(reasons["steps"]))


def test_encoding_round_trips_sentences_tuples_and_values():
    reasons = {1: "a sentence", 3: ("{} pays ${}", "Ann", 40), 4: ("a sentence",),
               7: "a sentence", 8: ("{} at {:.1f}%", "Bob", 12.5)}
    encoded = encode(reasons)
    assert encoded == {"templates": ["a sentence", "{} pays ${}", "{} at {:.1f}%"],
                       "steps": [1, 0, [2, "Ann", 40], [1], 0, 0, 1, [3, "Bob", 12.5]]}
    assert decode(json.loads(json.dumps(encoded))) == reasons
    assert encode({}) == {"templates": [], "steps": []} and decode({}) == {}


def test_a_reason_with_an_unusual_value_is_kept_as_its_sentence():
    reasons = {2: ("{} for {}", "Ann", ("a", 1)), 3: ("{} is {}", "Bob", True)}
    assert decode(encode(reasons)) == {2: reason_text(reasons[2]), 3: reason_text(reasons[3])}


@pytest.mark.parametrize("reasons, where", [
    ({"templates": ["x"], "steps": [2]}, "there is no template 2"),
    ({"templates": ["x"], "steps": [[0, 1]]}, "there is no template 0"),
    ({"templates": ["x"], "steps": ["x"]}, "at reasons/steps/0: .x. is not of type"),
    ({"templates": ["x"], "steps": [[]]}, "is neither 0"),
    ({"templates": ["x {}"], "steps": [[1, [2]]]}, "values are words and numbers"),
    ({"templates": ["x {}"], "steps": [[1, None]]}, "values are words and numbers"),
    ({"templates": ["x"], "steps": [1], "7": "why"}, "'templates' and 'steps'"),
])
def test_bad_reasons_are_refused_with_where_they_fail(game, reasons, where):
    data = game.record().to_dict()
    data["reasons"] = reasons
    with pytest.raises(RecordError, match=where):
        landlords.load_record(data)


def test_records_of_format_version_1_still_load_with_their_sentences():
    old = [p for p in sorted(RECORDS.glob("*.json")) if json.loads(p.read_text())["version"] == 1]
    assert old                                          # the shipped format-1 records
    for path in old:
        record = landlords.load_record(path)
        assert record.reasons and all(isinstance(r, str) for r in record.reasons.values())
        assert record.to_dict()["version"] == 2     # written again in the new format
        again = landlords.load_record(record.to_json())
        assert again.reasons == record.reasons and again.final["seal"] == record.final.get("seal")


def test_a_version_1_record_keeps_sentences_by_step_only(game):
    data = game.record().to_dict()
    data["version"] = 1
    with pytest.raises(RecordError, match="version 1 record keeps its reasons as sentences"):
        landlords.load_record(data)                    # version 2 reasons in a version 1 record
