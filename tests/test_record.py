"""Game records: JSON round trips, replay to any step, scripted dice, and tampered records.

A record is a header plus the log (decisions, chance outcomes, switches of rules).
``replay`` folds the engine over the log, checks every chance outcome against the seed
and the end against the record's digest; so a record that was changed in any way is
refused with ``landlords.RecordError`` and a sentence saying what is wrong.
"""

from __future__ import annotations

import copy
import json
import os

import pytest

import landlords
from landlords import GameRecord, RecordError, load_record, replay
from landlords.engine.chance import BotRandom
from landlords.testing import check_replay

RULES = "landlords-1906"


# ---------------------------------------------------------------------- helpers
def drive(game, steps: int, switches: dict | None = None, pick: int = 0) -> dict:
    """Play up to ``steps`` log steps; return ``{k: state_key() after k steps}``.

    Humans take legal action number ``pick + k`` (modulo the count), bots and chance act
    one log step at a time, and before step k the rules switch to ``switches[k]``.
    """
    switches = switches or {}
    keys = {game.step_count: game.state_key()}
    while game.step_count < steps and not game.is_over:
        k = game.step_count
        target = switches.get(k)
        if target is not None and target != game.regime:
            game.switch_rules(target)
        elif game.to_move != landlords.CHANCE and not game.is_bot(game.to_move):
            actions = game.legal_actions()
            game.apply(actions[(pick + k) % len(actions)])
        else:
            game.play(max_steps=1)
        assert game.step_count == k + 1
        keys[game.step_count] = game.state_key()
    return keys


def events_of(game) -> list[dict]:
    return [event.to_dict() for event in game.events]


def switching_game(seed: int = 11, steps: int = 600):
    """A game with humans and bots whose rules were switched five times, both ways."""
    game = landlords.new_game(RULES, players=["Ann", "Bob", "Cy", "Dee"],
                              bots={"Bob": "speculator", "Cy": "improver", "Dee": "random"},
                              seed=seed, options={"advanced": True})
    switches = {30: "single-tax", 90: "landlord", 91: "single-tax", 200: "landlord",
                350: "single-tax"}
    keys = drive(game, steps, switches)
    return game, keys


@pytest.fixture(scope="module")
def finished():
    """A finished all-bot game and its record as a dict."""
    game = landlords.new_game(RULES, players=4, seed=21)
    game.play()
    return game, json.loads(game.record().to_json())


def tampered(doc: dict, change) -> str:
    doc = copy.deepcopy(doc)
    change(doc)
    return json.dumps(doc)


def find(log, test, start: int = 0) -> int:
    return next(i for i, entry in enumerate(log) if i >= start and test(entry))


# ---------------------------------------------------------------------- round trips
@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_finished_game_round_trip(seed, players):
    game = landlords.new_game(RULES, players=players, seed=seed)
    game.play()
    text = game.record().to_json()
    again = replay(load_record(text))
    assert again.state_key() == game.state_key()
    assert events_of(again) == events_of(game)
    assert again.outcome == game.outcome
    assert again.record().to_json() == text


def test_record_with_several_switches_round_trip():
    game, _ = switching_game()
    log = game.record().log
    switched = [entry[1] for entry in log if entry[0] == "!"]
    assert switched == ["single-tax", "landlord", "single-tax", "landlord", "single-tax"]
    again = replay(load_record(game.record().to_json()))
    assert again.state_key() == game.state_key()
    assert events_of(again) == events_of(game)
    assert [e.to_dict() for e in again.events if e.kind == "rules_switched"] == \
        [e.to_dict() for e in game.events if e.kind == "rules_switched"]
    assert again.regime == game.regime == "single-tax"


def test_unfinished_game_replays_and_plays_on_alike():
    game = landlords.new_game(RULES, players=5, seed=8, options={"vote": True})
    game.play(max_steps=250)
    again = check_replay(game)
    game.play()
    again.play()
    assert again.state_key() == game.state_key()
    assert events_of(again) == events_of(game)


def test_record_without_reasons_replays_to_the_same_state():
    game = landlords.new_game(RULES, players=3, seed=4)
    game.play()
    record = game.record(reasons=False)
    assert record.reasons == {}
    assert "reasons" in record.to_dict()
    again = replay(load_record(record.to_json()))
    assert again.state_key() == game.state_key()


def test_load_record_accepts_text_bytes_dict_and_record():
    game = landlords.new_game(RULES, players=2, seed=5)
    game.play(max_steps=80)
    record = game.record()
    text = record.to_json()
    for source in (text, text.encode(), json.loads(text), record, "\n  " + text):
        assert replay(source).state_key() == game.state_key()
    assert json.loads(record.to_json(indent=1)) == json.loads(text)


def test_save_and_load_path_round_trip(tmp_path):
    game, _ = switching_game(steps=300)
    path = tmp_path / "game.json"
    game.record().save(path)
    for source in (path, str(path)):
        loaded = load_record(source)
        assert loaded.to_dict() == game.record().to_dict()
        assert replay(loaded).state_key() == game.state_key()
    # one log entry per line: a person can read and diff it
    lines = path.read_text().splitlines()
    assert len(lines) > len(game.record().log)


# ---------------------------------------------------------------------- replay to step k
def test_replay_upto_equals_game_stopped_at_k():
    """replay(record, upto=k) is the game after k steps (including switches and humans)."""
    game, keys = switching_game(steps=420)
    record = load_record(game.record().to_json())
    steps = len(record.log)
    assert steps == game.step_count == 420
    for k in sorted({0, 1, 2, 29, 30, 31, 90, 91, 92, 150, 199, 200, 201, 350, 419, 420}):
        assert replay(record, upto=k).state_key() == keys[k], f"upto={k}"
        # and an independent game stopped after k steps in the same way
        fresh = landlords.new_game(RULES, players=["Ann", "Bob", "Cy", "Dee"],
                                   bots={"Bob": "speculator", "Cy": "improver", "Dee": "random"},
                                   seed=11, options={"advanced": True})
        drive(fresh, k, {30: "single-tax", 90: "landlord", 91: "single-tax", 200: "landlord",
                         350: "single-tax"})
        assert fresh.step_count == k
        assert replay(record, upto=k).state_key() == fresh.state_key(), f"upto={k}"
        assert events_of(replay(record, upto=k)) == events_of(fresh), f"upto={k}"


@pytest.mark.parametrize("k", [0, 1, 5, 57, 123, 300])
def test_replay_upto_equals_play_max_steps(k):
    game = landlords.new_game(RULES, players=4, seed=33)
    game.play()
    stopped = landlords.new_game(RULES, players=4, seed=33)
    stopped.play(max_steps=k)
    again = replay(game.record().to_json(), upto=k)
    assert again.step_count == k
    assert again.state_key() == stopped.state_key()
    assert events_of(again) == events_of(stopped)
    # a branch replayed to k and played on with the same decisions ends as the original
    again.play()
    assert again.state_key() == game.state_key()


def test_branch_with_other_rules_keeps_the_same_dice():
    """Common random numbers: a branch that switches rules at step k still throws, for each
    player's n-th turn, the dice the unchanged game throws."""
    game = landlords.new_game(RULES, players=4, seed=9)
    game.play()
    for k in (40, 120, 200):
        branch = replay(game.record(), upto=k)
        branch.switch_rules("single-tax")
        branch.play()

        def throws(g):
            per_player = {}
            for e in g.events:
                if e.kind == "threw" and e.values[3] in ("move", "jail"):
                    per_player.setdefault(e.values[0], []).append((e.values[1], e.values[2]))
            return per_player

        mine, theirs = throws(game), throws(branch)
        for player in game.players:
            n = min(len(mine[player]), len(theirs[player]))
            assert n > 5
            assert mine[player][:n] == theirs[player][:n], (k, player)


# ---------------------------------------------------------------------- scripted dice
def test_scripted_dice_round_trip():
    dice = [(3, 4), (6, 6), (1, 2), (5, 5), (2, 3), (4, 4), (6, 5), (1, 1)]
    game = landlords.new_game(RULES, players=["Ann", "Bob", "Cy"],
                              bots={"Bob": "trader", "Cy": "cautious"}, seed=3, dice=dice)
    drive(game, 200)
    record = json.loads(game.record().to_json())
    assert record["dice"] == [list(t) for t in dice]
    throws = [list(entry[1]) for entry in record["log"]
              if entry[0] == "~" and isinstance(entry[1], list) and len(entry[1]) == 2]
    assert throws[:len(dice)] == [list(t) for t in dice]
    again = replay(json.dumps(record))
    assert again.state_key() == game.state_key()
    assert events_of(again) == events_of(game)
    first = [e for e in game.events if e.kind == "order_throw"][:3]
    assert [(e.values[1], e.values[2]) for e in first] == dice[:3]


def test_changed_scripted_dice_in_header_is_refused():
    game = landlords.new_game(RULES, players=3, seed=3, dice=[(3, 4), (6, 6), (1, 2)])
    game.play(max_steps=50)
    doc = json.loads(game.record().to_json())
    text = tampered(doc, lambda d: d["dice"].__setitem__(1, [2, 2]))
    with pytest.raises(RecordError, match=r"step 2: .*chance gave \[?\(?6, 6.*altered"):
        replay(text)


# ---------------------------------------------------------------------- tampered records
def test_changed_dice_outcome_is_refused(finished):
    _, doc = finished
    at = find(doc["log"], lambda e: e[0] == "~" and isinstance(e[1], list) and len(e[1]) == 2,
              start=40)
    a, b = doc["log"][at][1]
    other = [a % 6 + 1, b]
    text = tampered(doc, lambda d: d["log"].__setitem__(at, ["~", other]))
    with pytest.raises(RecordError, match=rf"step {at + 1}: the record says chance gave "
                                          rf".*but the seed gives .*altered"):
        replay(text)


def test_changed_deal_is_refused(finished):
    _, doc = finished
    at = find(doc["log"], lambda e: e[0] == "~" and isinstance(e[1], list) and len(e[1]) > 2)
    def change(d):
        d["log"][at][1][0], d["log"][at][1][1] = d["log"][at][1][1], d["log"][at][1][0]
    with pytest.raises(RecordError, match=rf"step {at + 1}: .*altered"):
        replay(tampered(doc, change))


def test_changed_decision_to_an_illegal_one_is_refused(finished):
    _, doc = finished
    at = find(doc["log"], lambda e: e[1:] == ["throw"])
    text = tampered(doc, lambda d: d["log"].__setitem__(at, [d["log"][at][0], "bid", 5]))
    with pytest.raises(RecordError, match=rf"step {at + 1}: 'bid 5' is not legal for "):
        replay(text)


@pytest.fixture(scope="module")
def dealings():
    """A game where a human (Ann) makes offers, some declined, with a switch of rules."""
    game = landlords.new_game(RULES, players=["Ann", "Bob", "Cy"],
                              bots={"Bob": "trader", "Cy": "random"}, seed=5,
                              dice=[(1, 2), (3, 3)])
    drive(game, 150, {60: "single-tax"}, pick=1)
    return game, json.loads(game.record().to_json())


@pytest.mark.parametrize("which", ["finished", "dealings"])
def test_changed_decision_to_another_legal_one_is_refused(which, request):
    """Every decision changed to another legal one is refused, even one that leaves the
    final state as it was (another card offered in an offer that is then declined)."""
    _, doc = request.getfixturevalue(which)
    record = load_record(json.dumps(doc))
    changed = 0
    before = landlords.new_game(RULES, players=[p["name"] for p in record.players],
                                bots={p["name"]: p["bot"] for p in record.players if p["bot"]},
                                seed=record.seed, options=record.options, dice=record.dice,
                                record_events=False)
    for at, entry in enumerate(record.log):
        if entry[0] not in ("~", "!"):
            others = [a for a in before.legal_actions() if a != tuple(entry[1:])]
            if others and at % 3 == 0:
                other = others[at % len(others)]
                text = tampered(doc, lambda d, at=at, new=[entry[0], *other]:
                                d["log"].__setitem__(at, new))
                with pytest.raises(RecordError, match=r"step \d+: |final digest"):
                    replay(text)
                changed += 1
        landlords.engine.record.apply_entry(before, entry, None, at + 1)
    assert changed >= 20


def test_changed_offer_that_was_declined_is_refused(dealings):
    """The final state does not show which card a declined offer named; the digest does."""
    _, doc = dealings
    offers = [i for i, e in enumerate(doc["log"]) if e[1:2] in (["sell"], ["swap"], ["ask"])]
    assert offers
    refusals = 0
    for at in offers:
        entry = doc["log"][at]
        for card in (1, 3, 6, 7, 23, 26, 27, 28, 29, 38):
            if card == entry[2]:
                continue
            text = tampered(doc, lambda d, at=at, card=card: d["log"][at].__setitem__(2, card))
            with pytest.raises(RecordError):
                replay(text)
            refusals += 1
    assert refusals >= len(offers)


def test_decision_by_the_wrong_seat_is_refused(finished):
    _, doc = finished
    at = find(doc["log"], lambda e: e[1:] == ["throw"])
    seat = doc["log"][at][0]
    text = tampered(doc, lambda d: d["log"][at].__setitem__(0, (seat + 1) % 4))
    with pytest.raises(RecordError, match=rf"step {at + 1}: the log has a decision of seat "
                                          rf"{(seat + 1) % 4} where \w+ must decide"):
        replay(text)


def test_decision_where_chance_must_act_is_refused(finished):
    _, doc = finished
    at = find(doc["log"], lambda e: e[0] == "~", start=30)
    text = tampered(doc, lambda d: d["log"].__setitem__(at, [0, "throw"]))
    with pytest.raises(RecordError, match=rf"step {at + 1}: the log has a decision where "
                                          rf"chance must act"):
        replay(text)


def test_chance_outcome_where_a_player_must_decide_is_refused(finished):
    _, doc = finished
    at = find(doc["log"], lambda e: e[1:] == ["throw"])
    text = tampered(doc, lambda d: d["log"].__setitem__(at, ["~", [3, 4]]))
    with pytest.raises(RecordError, match=rf"step {at + 1}: the log has a chance outcome where "
                                          rf"\w+ must decide"):
        replay(text)


def test_dropped_entry_is_refused(finished):
    _, doc = finished
    at = find(doc["log"], lambda e: e[0] == "~", start=50)
    with pytest.raises(RecordError, match=rf"step {at + 1}: "):
        replay(tampered(doc, lambda d: d["log"].pop(at)))


def test_extra_entry_after_the_end_is_refused(finished):
    game, doc = finished
    assert game.is_over
    text = tampered(doc, lambda d: d["log"].append([0, "throw"]))
    with pytest.raises(RecordError, match=rf"step {len(doc['log']) + 1}: the log goes on after "
                                          rf"the game ended"):
        replay(text)


def test_extra_entry_in_an_unfinished_game_is_refused():
    game = landlords.new_game(RULES, players=3, seed=6)
    game.play(max_steps=100)
    doc = json.loads(game.record().to_json())
    extra = game.clone()
    extra.play(max_steps=1)
    text = tampered(doc, lambda d: d["log"].append(json.loads(extra.record().to_json())["log"][-1]))
    with pytest.raises(RecordError, match="final digest.*altered"):
        replay(text)


def test_truncated_log_with_the_final_digest_kept_is_refused(finished):
    _, doc = finished
    for cut in (1, 2, 100):
        with pytest.raises(RecordError, match="does not match the record's final digest"):
            replay(tampered(doc, lambda d, cut=cut: d.__setitem__("log", d["log"][:-cut])))


def test_changed_final_digest_or_steps_is_refused(finished):
    _, doc = finished
    with pytest.raises(RecordError, match="final digest"):
        replay(tampered(doc, lambda d: d["final"].__setitem__("digest", "0" * 24)))
    with pytest.raises(RecordError, match="final digest"):
        replay(tampered(doc, lambda d: d["final"].__setitem__("steps", 3)))


def test_changed_seed_is_refused(finished):
    _, doc = finished
    with pytest.raises(RecordError, match=r"step \d+: the record says chance gave"):
        replay(tampered(doc, lambda d: d.__setitem__("seed", d["seed"] + 1)))


def test_changed_bot_or_option_is_refused(finished):
    _, doc = finished
    # Bots are not asked on replay (the log holds their decisions); the digest covers them.
    with pytest.raises(RecordError, match="final digest"):
        replay(tampered(doc, lambda d: d["players"][0].__setitem__("bot", "random")))
    with pytest.raises(RecordError, match="final digest"):
        replay(tampered(doc, lambda d: d["players"][1].__setitem__("bot", None)))
    with pytest.raises(RecordError, match="record header is invalid: .*unknown bot 'gambler'"):
        replay(tampered(doc, lambda d: d["players"][0].__setitem__("bot", "gambler")))
    with pytest.raises(RecordError):
        replay(tampered(doc, lambda d: d["rules"]["options"].__setitem__("advanced", True)))
    # an option that changed nothing in this game is still part of what the record claims
    with pytest.raises(RecordError, match="final digest"):
        replay(tampered(doc, lambda d: d["rules"]["options"].__setitem__("max_offers", 7)))
    with pytest.raises(RecordError, match="record header is invalid: .*has no option 'speed'"):
        replay(tampered(doc, lambda d: d["rules"]["options"].__setitem__("speed", 7)))


def test_changed_outcome_is_refused(finished):
    game, doc = finished
    assert doc["final"]["outcome"]["winner"] == game.outcome.winner

    def crown_another(d):
        loser = d["final"]["outcome"]["standings"][-1][0]
        d["final"]["outcome"]["winner"] = loser
    with pytest.raises(RecordError, match="the record says the game ended .* but it replays to"):
        replay(tampered(doc, crown_another))
    with pytest.raises(RecordError, match="the record says the game ended None"):
        replay(tampered(doc, lambda d: d["final"].__setitem__("outcome", None)))


@pytest.mark.parametrize("entry, match", [
    (["~"], r"at log/\d+: \['~'\] should be \['~', outcome\]"),
    (["!"], r"should be \['!', rules\]"),
    (["!", "single-tax", "now"], r"should be \['!', rules\]"),
    (["~", [3, 4], 5], r"should be \['~', outcome\]"),
    (["~", [True, 4]], "chance outcomes are whole numbers, words and lists of them, not True"),
    (["~", [3, None]], "not None"),
    (["~", {"a": 1}], r"at log/\d+/1: "),
])
def test_malformed_log_entry_is_refused(finished, entry, match):
    _, doc = finished
    at = find(doc["log"], lambda e: e[0] == "~", start=30)
    with pytest.raises(RecordError, match=match):
        replay(tampered(doc, lambda d: d["log"].__setitem__(at, entry)))


def test_true_for_one_in_a_throw_is_refused(finished):
    """``true == 1`` in Python: a throw [1, x] written [true, x] must still be refused."""
    _, doc = finished
    at = find(doc["log"], lambda e: e[0] == "~" and isinstance(e[1], list) and len(e[1]) == 2
              and 1 in e[1])
    throw = doc["log"][at][1]
    changed = [True if v == 1 else v for v in throw]
    with pytest.raises(RecordError, match="not True"):
        replay(tampered(doc, lambda d: d["log"][at].__setitem__(1, changed)))


def test_fuzzed_records_raise_only_record_errors(dealings):
    """Random damage to a record (values, deletions, insertions, cut characters) gives a
    RecordError or a faithful replay, never another exception (like python-chess's fuzz)."""
    _, doc = dealings
    rng = BotRandom(2024)
    values = [None, True, False, 0, -1, 1, 2, 7, 99, 2 ** 70, 2.5, "", "x", "~", "!", "throw",
              "single-tax", [], [1], [3, 4], [[1]], {}, {"a": 1}]

    def paths(value, path=()):
        yield path
        if isinstance(value, dict):
            for key, item in value.items():
                yield from paths(item, path + (key,))
        elif isinstance(value, list):
            for index, item in enumerate(value):
                yield from paths(item, path + (index,))

    every = [p for p in paths(doc) if p]
    outcomes = {"refused": 0, "replayed": 0}
    for _ in range(400):
        damaged = copy.deepcopy(doc)
        path = every[rng.randrange(len(every))]
        target = damaged
        for key in path[:-1]:
            target = target[key]
        roll = rng.random()
        if roll < 0.2:
            del target[path[-1]]
        elif roll < 0.3 and isinstance(target, list):
            target.insert(path[-1], values[rng.randrange(len(values))])
        else:
            target[path[-1]] = values[rng.randrange(len(values))]
        text = json.dumps(damaged)
        if rng.random() < 0.1:
            cut = rng.randrange(len(text))
            text = text[:cut] + text[cut + 1:]
        try:
            again = replay(text)
        except RecordError:
            outcomes["refused"] += 1
        else:
            outcomes["replayed"] += 1
            assert again.digest() == doc["final"]["digest"]
    assert outcomes["refused"] > 300


def test_wrong_rules_version_is_refused(finished):
    _, doc = finished
    version = landlords.engine.registry.find_rules(RULES).version
    with pytest.raises(RecordError, match=r"made with landlords-1906 version 99; this package "
                                          rf"has version {version}"):
        replay(tampered(doc, lambda d: d["rules"].__setitem__("version", 99)))


def test_unknown_rules_is_refused(finished):
    _, doc = finished
    with pytest.raises(RecordError, match="record header is invalid: unknown rule set 'chess'"):
        replay(tampered(doc, lambda d: d["rules"].__setitem__("name", "chess")))


def test_wrong_format_is_refused(finished):
    _, doc = finished
    with pytest.raises(RecordError, match="not a valid game record: at format: "):
        load_record(tampered(doc, lambda d: d.__setitem__("format", "pgn")))


def test_wrong_format_version_is_refused(finished):
    _, doc = finished
    with pytest.raises(RecordError, match=r"record format version 3 is not supported \(this "
                                          r"package reads versions 1, 2\)"):
        load_record(tampered(doc, lambda d: d.__setitem__("version", 3)))
    with pytest.raises(RecordError, match="at version: "):
        load_record(tampered(doc, lambda d: d.__setitem__("version", "2")))


@pytest.mark.parametrize("field", ["format", "version", "rules", "players", "seed", "log"])
def test_missing_field_is_refused(finished, field):
    _, doc = finished
    with pytest.raises(RecordError, match=rf"not a valid game record: at the top level: "
                                          rf"'{field}' is a required property"):
        load_record(tampered(doc, lambda d: d.pop(field)))


@pytest.mark.parametrize("path, value, where", [
    (("rules", "name"), None, "rules/name"),
    (("rules", "options"), [], "rules/options"),
    (("players",), [], "players"),
    (("players", 0, "name"), "", "players/0/name"),
    (("seed",), "7", "seed"),
    (("seed",), 7.5, "seed"),
    (("dice",), [[7, 1]], "dice/0/0"),
    (("dice",), [[1]], "dice/0"),
    (("log", 0), [], "log/0"),
    (("log", 3), [True, "throw"], "log/3/0"),
    (("log", 3), [0, "throw", None], "log/3/2"),
    (("reasons",), {"x": "why"}, "reasons"),
    (("final",), 5, "final"),
])
def test_wrongly_typed_field_is_refused(finished, path, value, where):
    _, doc = finished

    def change(d):
        target = d
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    with pytest.raises(RecordError, match=rf"not a valid game record: at {where}: "):
        load_record(tampered(doc, change))


def test_unknown_top_level_field_is_refused(finished):
    _, doc = finished
    with pytest.raises(RecordError, match="'comment' was unexpected"):
        load_record(tampered(doc, lambda d: d.__setitem__("comment", "hi")))


@pytest.mark.parametrize("text", ["", "{", "{not json}", "[1, 2]", "null", "{\"format\": "])
def test_not_json_or_not_an_object_is_refused(text, tmp_path):
    path = tmp_path / "bad.json"
    path.write_text(text)
    with pytest.raises(RecordError, match="not valid JSON|not a valid game record"):
        load_record(path)
    if text.lstrip().startswith("{"):
        with pytest.raises(RecordError, match="not valid JSON"):
            load_record(text)


def test_not_utf8_is_refused(tmp_path):
    path = tmp_path / "bad.json"
    path.write_bytes(b"\xff\xfe{\x00")
    with pytest.raises(RecordError, match="not UTF-8 text"):
        load_record(path)


def test_missing_file_is_refused(tmp_path):
    missing = tmp_path / "nowhere" / "game.json"
    with pytest.raises(RecordError, match=r"cannot read record .*game\.json.*No such file"):
        load_record(missing)
    with pytest.raises(RecordError, match="cannot read record"):
        replay(str(missing))


def test_directory_or_wrong_type_is_refused(tmp_path):
    with pytest.raises(RecordError, match="cannot read record"):
        load_record(tmp_path)
    with pytest.raises(RecordError, match="a record is a path, JSON text or dict, not int"):
        load_record(42)
    with pytest.raises(RecordError, match="not list"):
        load_record([1, 2])
    with pytest.raises(RecordError, match=r"at the top level: \[1, 2\] is not of type 'object'"):
        load_record("[1, 2]")


def test_record_errors_are_value_errors(finished):
    _, doc = finished
    with pytest.raises(ValueError):
        replay(tampered(doc, lambda d: d["log"].pop()))


def test_tampering_never_changes_the_source_record(finished):
    _, doc = finished
    record = load_record(json.dumps(doc))
    before = record.to_dict()
    with pytest.raises(RecordError):
        replay(record, upto=len(record.log) + 1)
    replay(record, upto=10)
    assert record.to_dict() == before


# ---------------------------------------------------------------------- size
def test_game_record_fields():
    game = landlords.new_game(RULES, players=["Ann", "Bob"], bots={"Bob": "cautious"}, seed=12)
    drive(game, 40)
    record = game.record()
    assert isinstance(record, GameRecord)
    assert record.rules == RULES and record.rules_version == landlords.engine.registry.find_rules(RULES).version
    assert record.players == [{"name": "Ann", "bot": None}, {"name": "Bob", "bot": "cautious"}]
    assert record.seed == 12 and record.dice is None
    assert record.package == landlords.__version__
    assert record.final["steps"] == game.step_count == len(record) == 40
    assert record.final["digest"] == game.digest()
    assert record.final["outcome"] is None


def test_same_seed_plays_the_same_game_under_any_hash_seed():
    """Bots and rules must not depend on the order of a set of strings (PYTHONHASHSEED)."""
    import subprocess
    import sys
    script = ("import landlords\n"
              "for rules in ('landlords-1906', 'monopoly'):\n"
              "    for seed in range(1, 9):\n"
              "        game = landlords.new_game(rules, players=4, seed=seed, record_events=False,\n"
              "                                  options={'max_rounds': 80})\n"
              "        game.play()\n"
              "        print(rules, seed, game.digest())\n")
    runs = []
    for hash_seed in ("1", "2", "3"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True,
                              timeout=300, check=True)
        runs.append(done.stdout)
    assert runs[0] == runs[1] == runs[2] and runs[0].count("\n") == 16


def test_replay_keeps_no_hidden_state_between_calls():
    """replay() keeps nothing between calls (Timeline is the one place with checkpoints):
    the same record object replays to exactly what a fresh copy of it replays to."""
    game = landlords.new_game("landlords-1906", players=5, seed=21)
    game.play()
    record = game.record()
    landlords.replay(record)
    fresh = load_record(record.to_json())
    for step in [0, 1, 63, 64, 65, 130, 200, len(record.log) - 1, len(record.log)]:
        again = landlords.replay(record, upto=step)
        plain = landlords.replay(fresh, upto=step)
        assert again.state_key() == plain.state_key() and again.events == plain.events, step
        assert again.record().log == plain.record().log
    assert landlords.replay(record).digest() == game.digest()
    assert not any(name.startswith("_checkpoint") for name in vars(landlords.engine.record))


def test_replay_again_of_a_record_changed_in_place_is_checked_afresh():
    game = landlords.new_game("landlords-1906", players=4, seed=5)
    game.play()
    record = game.record()
    landlords.replay(record)
    throw = next(i for i, entry in enumerate(record.log) if i > 70 and entry[0] == "~"
                 and isinstance(entry[1], tuple) and len(entry[1]) == 2)
    a, b = record.log[throw][1]
    record.log[throw] = ("~", (a % 6 + 1, b))                 # tamper with a throw after a checkpoint
    with pytest.raises(RecordError):
        landlords.replay(record)


def test_replay_of_a_branch_record_marks_branch_of_only_past_the_branch_point():
    from landlords.branching import Timeline, branch, continue_like_parent
    parent = landlords.new_game("landlords-1906", players=4, seed=8)
    parent.play()
    child = branch(Timeline(parent), 150, switch_rules="single-tax")
    continue_like_parent(child, parent.record())
    record = child.record()
    assert landlords.replay(record).branch_of["step"] == 150
    assert landlords.replay(record, upto=140).branch_of is None
    assert landlords.replay(record, upto=150).branch_of["step"] == 150
