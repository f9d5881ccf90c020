"""Bad input from outside: every case an outside fuzz run found is a clear, typed error.

Issue 11's reproductions, each kept as a regression test: records with numbers too long
for Python to read, JSON nested past the recursion limit, text that is not JSON taken for
a file name, a FIFO or a device given as a record, reasons edited in a saved record,
actions carrying enormous numbers or words, and player names that cannot be shown.
"""

from __future__ import annotations

import json
import os

import pytest

import landlords
from landlords import IllegalActionError, InvalidActionError, PlayersError, RecordError
from landlords.engine.errors import shown
from landlords.engine.record import MAX_RECORD_BYTES


@pytest.fixture(scope="module")
def finished():
    game = landlords.new_game("landlords-1906", players=4, seed=2)
    game.play()
    return game


# ---------------------------------------------------------------------- records
@pytest.mark.parametrize("text, words", [
    ('{"seed": 1' + "0" * 5000 + "}", "5,001 digits"),
    ("[" * 100_000 + "]" * 100_000, "nests deeper"),
    ('{"a":' * 1000 + "1" + "}" * 1000, "nests deeper"),
    ("x\x00", "neither"),
    ("line one\nline two", "neither"),
    ("x" * 5000, "neither"),
])
def test_hostile_record_text_is_a_record_error(text, words):
    with pytest.raises(RecordError, match=words) as caught:
        landlords.load_record(text)
    assert len(str(caught.value)) < 400


def test_bytes_are_always_text_and_must_be_utf8():
    with pytest.raises(RecordError, match="not UTF-8"):
        landlords.load_record('{"a": 1}'.encode("utf-16"))
    with pytest.raises(RecordError, match="not valid JSON"):
        landlords.load_record(b"game.json")             # bytes are never a file name


def test_a_path_object_is_always_a_path(tmp_path, finished):
    path = tmp_path / "{weird name"
    finished.record().save(path)
    assert landlords.load_record(path).seed == finished.seed
    assert landlords.load_record(str(path)).seed == finished.seed      # not JSON text: a path


def test_a_reasons_key_too_long_to_read_is_refused(finished):
    data = finished.record().to_dict()
    data["reasons"] = {"1" + "0" * 5000: "a reason"}
    with pytest.raises(RecordError, match="reasons") as caught:
        landlords.load_record(json.dumps(data))
    assert len(str(caught.value)) < 400


def test_fifo_and_devices_are_never_read(tmp_path):
    fifo = tmp_path / "record.fifo"
    os.mkfifo(fifo)
    with pytest.raises(RecordError, match="not a regular file"):
        landlords.load_record(fifo)                     # would hang if opened
    with pytest.raises(RecordError, match="not a regular file"):
        landlords.load_record("/dev/zero")              # would fill the memory if read


def test_a_record_over_the_size_limit_is_refused_before_it_is_read(tmp_path):
    big = tmp_path / "big.json"
    with open(big, "wb") as handle:
        handle.truncate(MAX_RECORD_BYTES + 1)           # sparse: costs no disk
    with pytest.raises(RecordError, match="limit"):
        landlords.load_record(big)
    with pytest.raises(RecordError, match="limit"):
        landlords.load_record("{" + " " * MAX_RECORD_BYTES + "}")


def test_the_seal_covers_the_bots_reasons_and_the_package(finished):
    data = finished.record().to_dict()
    reasons = data["reasons"]                           # templates, and a number per step
    assert data["final"]["seal"] and reasons["templates"]
    plain = reasons["steps"].index(next(n for n in reasons["steps"] if type(n) is int and n))
    filled = next(k for k, n in enumerate(reasons["steps"]) if type(n) is list and len(n) > 1)

    def retemplate(d):
        d["reasons"]["templates"][0] = "I was told to"

    def revalue(d):
        d["reasons"]["steps"][filled][1] = "something else"

    for change in (retemplate, revalue,
                   lambda d: d["reasons"]["steps"].__setitem__(plain, 0),
                   lambda d: d["reasons"]["steps"].__setitem__(plain, [1]),
                   lambda d: d.__setitem__("package", "9.9.9")):
        altered = json.loads(json.dumps(data))
        change(altered)
        with pytest.raises(RecordError, match="seal"):
            landlords.load_record(json.dumps(altered))
    assert landlords.load_record(json.dumps(data)).is_sealed


def test_a_record_without_a_seal_still_replays_and_says_so(finished):
    data = finished.record().to_dict()
    del data["final"]["seal"]                           # as records made before seals
    record = landlords.load_record(json.dumps(data))
    assert not record.is_sealed
    assert landlords.replay(record).digest() == finished.digest()


def test_a_record_whose_player_name_cannot_be_shown_is_refused(finished):
    data = finished.record().to_dict()
    data["players"][0]["name"] = "\udc00"
    with pytest.raises(RecordError, match="printable"):
        landlords.load_record(data)


# ---------------------------------------------------------------------- actions
@pytest.fixture
def deciding():
    game = landlords.new_game("landlords-1906", players=["Ann", "Bob"], seed=1)
    while game.is_chance:
        game.step()
    return game


@pytest.mark.parametrize("action", [("buy", 10 ** 5000), ("buy", -(10 ** 5000)), ("buy", "x" * 5_000_000),
                                    ("x" * 5_000_000,), ["buy", 10 ** 20]])
def test_enormous_actions_are_refused_cleanly_and_change_nothing(deciding, action):
    before = deciding.state_key()
    with pytest.raises(InvalidActionError) as caught:
        deciding.apply(action)
    assert len(str(caught.value)) < 400
    assert deciding.is_legal(action) is False
    assert deciding.state_key() == before


def test_an_enormous_word_as_text_is_refused_cleanly(deciding):
    with pytest.raises((InvalidActionError, IllegalActionError)) as caught:
        deciding.apply("buy " + "9" * 5000)
    assert len(str(caught.value)) < 400


# ---------------------------------------------------------------------- names
@pytest.mark.parametrize("name, words", [("\udc00", "printable"), ("Ann\nBob", "printable"),
                                         ("Ann\x07", "printable"), ("x" * 41, "at most 40")])
def test_player_names_that_cannot_be_shown_are_refused(name, words):
    with pytest.raises(PlayersError, match=words):
        landlords.new_game("landlords-1906", players=[name, "Bob"], seed=1)


def test_unicode_names_that_can_be_shown_are_welcome():
    game = landlords.new_game("landlords-1906", players=["Zoë", "Bảo", "अनु"], seed=1)
    assert game.players == ("Zoë", "Bảo", "अनु")


def test_shown_quotes_at_most_a_line_and_never_fails():
    assert shown("x" * 10_000).endswith("\u2026") and len(shown("x" * 10_000)) <= 200
    assert "digits" in shown(("buy", 10 ** 5000))
    nested: dict = {}
    inner = nested
    for _ in range(5000):
        inner["a"] = {}
        inner = inner["a"]
    assert shown(nested)


# ---------------------------------------------------------------------- the command line
@pytest.mark.parametrize("argv, words", [
    (["simulate", "landlords-1906", "--games", "2", "--out", ""], "expected a file name"),
    (["play", "landlords-1906", "--record", ""], "expected a file name"),
    (["serve", "--port", "99999"], "1 to 65535"),
    (["serve", "--port", "-1"], "1 to 65535"),
    (["serve", "--port", "0"], "1 to 65535"),
    (["replay", "/dev/zero"], "not a regular file"),
])
def test_bad_command_lines_are_one_line_and_a_nonzero_exit(argv, words, capsys):
    from landlords.cli import main
    assert main(argv) != 0
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1 and "Traceback" not in err
