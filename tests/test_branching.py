"""Replay and branch (issue 6): Timeline.at equals play, unchanged branches equal their
parents, and a branch that switches rules keeps the parent's dice (common random numbers)."""

from __future__ import annotations

import pytest

import landlords
from landlords import CHANCE, IllegalActionError, RecordError
from landlords.branching import Timeline, branch, continue_like_parent

ROUNDS = {"end": "rounds", "end_rounds": 25}


def played(rules, seed, players=4, options=None, switches=None, humans=()):
    """Play a game one log step at a time; return it and its state key after every step.

    ``switches`` maps a turn to the regime switched to at the first step of that turn;
    players named in ``humans`` take their first legal action.
    """
    names = list(landlords.api.DEFAULT_NAMES[:players])
    lineup = landlords.engine.registry.find_rules(rules).default_lineup
    bots = {n: lineup[i % len(lineup)] for i, n in enumerate(names) if n not in humans}
    game = landlords.new_game(rules, players=names, bots=bots, seed=seed, options=options)
    keys = [game.state_key()]
    pending = dict(switches or {})
    while not game.is_over:
        if pending and game.turn >= min(pending):
            game.switch_rules(pending.pop(min(pending)))
        elif game.to_move != CHANCE and not game.is_bot(game.to_move):
            game.apply(game.legal_actions()[0])
        else:
            game.play(max_steps=1)
        keys.append(game.state_key())
        assert game.step_count == len(keys) - 1
    return game, keys


GAMES = [
    ("landlords-1906", 1, 4, ROUNDS, None),
    ("landlords-1906", 2, 6, ROUNDS, {30: "single-tax", 80: "landlord", 120: "single-tax"}),
    ("monopoly", 3, 4, {"max_rounds": 60}, None),
    ("monopoly", 4, 3, {"max_rounds": 60}, {40: "single-tax"}),
]


@pytest.fixture(scope="module", params=GAMES, ids=lambda g: f"{g[0]}-seed{g[1]}")
def parent(request):
    rules, seed, players, options, switches = request.param
    game, keys = played(rules, seed, players, options, switches)
    return game, keys


@pytest.mark.parametrize("every", [1, 7, 64])
def test_timeline_at_every_step_equals_play(parent, every):
    game, keys = parent
    timeline = Timeline(game.record(), every=every)
    assert len(timeline) == game.step_count == len(keys) - 1
    for step, key in enumerate(keys):
        assert timeline.at(step).state_key() == key, step
    assert timeline.at(len(timeline)).digest() == game.digest()


def test_timeline_events_and_log_match_play(parent):
    game, _ = parent
    timeline = Timeline(game)
    for step in (0, 1, len(timeline) // 3, len(timeline) - 1, len(timeline)):
        at = timeline.at(step)
        assert at.events == [e for e in game.events if e.step <= step]
        assert at.record().log == game.record().log[:step]


def test_timeline_hands_out_independent_clones(parent):
    game, keys = parent
    timeline = Timeline(game, every=16)
    for step in (0, 16, 17, len(timeline)):
        first = timeline.at(step)
        if not first.is_over:
            first.play()
            assert first.is_over
        assert timeline.at(step).state_key() == keys[step]


def test_steps_of_finds_events_of_a_kind(parent):
    game, _ = parent
    timeline = Timeline(game)
    kinds = {e.kind for e in game.events}
    assert set(timeline.event_kinds()) == kinds
    for kind in kinds:
        expected = sorted({e.step for e in game.events if e.kind == kind})
        assert timeline.steps_of(kind) == expected
        first = expected[0]
        assert timeline.next_step_of(kind, first - 1) == first
        assert timeline.next_step_of(kind, expected[-1]) is None
        assert timeline.previous_step_of(kind, first) is None
        assert timeline.previous_step_of(kind, expected[-1] + 1) == expected[-1]
    switched = [i + 1 for i, entry in enumerate(game.record().log) if entry[0] == "!"]
    assert timeline.steps_of("rules_switched") == switched
    assert timeline.steps_of("no such kind") == []


def test_timeline_of_an_unfinished_game_and_of_json():
    game = landlords.new_game("landlords-1906", players=4, seed=9)
    game.play(max_steps=300)
    timeline = Timeline(game)
    assert len(timeline) == 300
    assert timeline.at(300).state_key() == game.state_key()
    again = Timeline(game.record().to_json())
    assert again.at(123).state_key() == timeline.at(123).state_key()


def test_timeline_refuses_bad_steps_and_altered_records():
    game = landlords.new_game("landlords-1906", players=4, seed=5, options=ROUNDS)
    game.play()
    timeline = Timeline(game)
    for bad in (-1, len(timeline) + 1, 1.5, True, "3"):
        with pytest.raises(RecordError):
            timeline.at(bad)
    data = game.record().to_dict()
    data["final"]["digest"] = "0" * 24
    with pytest.raises(RecordError):
        Timeline(data)
    with pytest.raises(ValueError):
        Timeline(game, every=0)


# ---------------------------------------------------------------------------- branching
def _sample(n):
    return sorted({0, 1, 2, n // 5, n // 2, (4 * n) // 5, n - 1, n})


def test_unchanged_branch_equals_its_parent(parent):
    game, _ = parent
    timeline = Timeline(game)
    for step in _sample(len(timeline)):
        child = branch(timeline, step)
        assert child.branch_of == {"step": step, "digest": timeline.at(step).digest(),
                                   "change": None, "parent": game.digest()}
        continue_like_parent(child, timeline)
        assert child.is_over
        assert child.state_key() == game.state_key()
        assert child.digest() == game.digest()
        assert child.outcome == game.outcome
        assert child.events == game.events
        assert child.record().log == game.record().log


def test_unchanged_branch_from_a_record_or_a_game():
    game = landlords.new_game("monopoly", players=5, seed=11, options={"max_rounds": 40})
    game.play()
    for source in (game, game.record(), game.record().to_json()):
        child = branch(source, 200)
        continue_like_parent(child, source)
        assert child.digest() == game.digest()


def test_unchanged_branch_with_humans_follows_the_parents_decisions():
    game, _ = played("landlords-1906", 6, 4, ROUNDS, humans=("Bob", "Dee"))
    timeline = Timeline(game)
    for step in _sample(len(timeline)):
        child = branch(timeline, step)
        continue_like_parent(child, timeline)
        assert child.digest() == game.digest(), step
    # Once the branch has left its parent, it stops at a human's decision.
    child = branch(timeline, 40, switch_rules="single-tax")
    assert continue_like_parent(child, timeline) is None
    assert not child.is_over and not child.is_bot(child.to_move)


def _first_throw_after(events, step):
    for event in events:
        if event.kind == "threw" and event.step > step:
            return event
    return None


@pytest.mark.parametrize("rules,players,options", [
    ("landlords-1906", 4, ROUNDS), ("landlords-1906", 6, ROUNDS),
    ("monopoly", 4, {"max_rounds": 60})])
def test_branch_switching_rules_differs_only_after_the_switch(rules, players, options):
    game = landlords.new_game(rules, players=players, seed=21, options=options)
    game.play()
    timeline = Timeline(game)
    parent_log = game.record().log
    parent_events = game.events
    regime = "single-tax"
    matched = 0
    for step in _sample(len(timeline))[:-1]:
        child = branch(timeline, step, switch_rules=regime)
        assert child.branch_of == {"step": step, "digest": timeline.at(step).digest(),
                                   "change": {"switch_rules": regime}, "parent": game.digest()}
        continue_like_parent(child, timeline)
        log = child.record().log
        assert log[:step] == parent_log[:step]
        assert log[step] == ("!", regime)
        events = child.events
        assert [e for e in events if e.step <= step] == [e for e in parent_events if e.step <= step]
        assert events[len([e for e in events if e.step <= step])].kind == "rules_switched"
        assert child.digest() != game.digest()
        # Common random numbers: the first throw after the switch is the parent's throw
        # wherever the same player throws for the same purpose in the same turn.
        mine = _first_throw_after(events, step)
        if mine is None:
            continue
        theirs = [e for e in parent_events if e.kind == "threw" and e.step > step
                  and e.turn == mine.turn and e.values[0] == mine.values[0]
                  and e.values[3] == mine.values[3]]
        if theirs:
            assert mine.values == theirs[0].values, step
            matched += 1
    assert matched >= 3


def test_switching_rules_keeps_most_future_dice():
    """Beyond the first throw: movement throws keyed by (player, turn) mostly agree."""
    game = landlords.new_game("landlords-1906", players=4, seed=8, options=ROUNDS)
    game.play()
    step = game.step_count // 3
    child = branch(game, step, switch_rules="single-tax")
    continue_like_parent(child, game)

    def throws(events):
        seen = {}
        for e in events:
            if e.kind == "threw" and e.step > step and e.values[3] != "spec":
                seen.setdefault((e.turn, e.values[0], e.values[3]), e.values[1:3])
        return seen

    mine, theirs = throws(child.events), throws(game.events)
    shared = set(mine) & set(theirs)
    assert shared
    agree = sum(mine[k] == theirs[k] for k in shared)
    assert agree == len(shared)


def test_branch_with_another_decision():
    game = landlords.new_game("landlords-1906", players=4, seed=13, options=ROUNDS)
    game.play()
    timeline = Timeline(game)
    log = game.record().log
    tried = 0
    for step in range(len(timeline)):
        at = timeline.at(step)
        if at.to_move in (None, CHANCE):
            continue
        taken = tuple(log[step][1:])
        others = [a for a in at.legal_actions() if a != taken]
        if not others:
            continue
        child = branch(timeline, step, action=others[0])
        assert child.branch_of["change"] == {"action": list(others[0])}
        assert child.record().log[step] == (log[step][0],) + others[0]
        continue_like_parent(child, timeline)
        assert child.is_over
        tried += 1
        if tried == 3:
            break
    assert tried == 3
    chance_step = next(s for s in range(len(timeline)) if timeline.at(s).to_move == CHANCE)
    with pytest.raises(IllegalActionError):
        branch(timeline, chance_step, action=("buy",))


def test_branch_both_switch_and_decision_and_max_steps():
    game = landlords.new_game("landlords-1906", players=4, seed=17, options=ROUNDS)
    game.play()
    timeline = Timeline(game)
    step = next(s for s in range(50, len(timeline)) if timeline.at(s).to_move not in (None, CHANCE))
    action = timeline.at(step).legal_actions()[-1]
    child = branch(timeline, step, switch_rules="single-tax", action=action)
    assert child.branch_of["change"] == {"switch_rules": "single-tax", "action": list(action)}
    assert child.step_count == step + 2
    assert continue_like_parent(child, timeline, max_steps=10) is None
    assert child.step_count == step + 12
    # the branch's origin survives cloning
    assert child.clone().branch_of == child.branch_of


def test_timeline_turns_follow_the_game(parent):
    game, keys = parent
    timeline = Timeline(game.record())
    turns = [timeline.turn_at(step) for step in range(len(timeline) + 1)]
    assert turns == sorted(turns) and turns[-1] == game.turn
    for turn in (1, turns[len(turns) // 2], game.turn):
        step = timeline.step_of_turn(turn)
        assert timeline.turn_at(step) == turn and (step == 0 or timeline.turn_at(step - 1) < turn)
    assert timeline.step_of_turn(game.turn + 50) == len(timeline)


def test_branch_record_keeps_branch_of_through_json_and_replay():
    parent_game = landlords.new_game("landlords-1906", players=4, seed=7)
    parent_game.play()
    timeline = Timeline(parent_game)
    what_if = branch(timeline, 120, switch_rules="single-tax")
    continue_like_parent(what_if, timeline)
    record = landlords.load_record(what_if.record().to_json())
    assert record.branch_of == {"step": 120, "digest": timeline.at(120).digest(),
                                "change": {"switch_rules": "single-tax"},
                                "parent": parent_game.digest()}
    again = landlords.replay(record)
    assert again.digest() == what_if.digest() and again.branch_of == record.branch_of
    assert landlords.replay(record, upto=119).branch_of is None      # still the parent there
    assert parent_game.record().to_dict().get("branch_of") is None    # a game of its own
    # a branch of a branch names its own parent
    grandchild = branch(Timeline(record), 200)
    assert grandchild.branch_of["parent"] == what_if.digest()


def test_record_refuses_a_branch_point_after_its_log():
    game = landlords.new_game("landlords-1906", players=4, seed=7)
    game.play(max_steps=30)
    data = game.record().to_dict()
    data["branch_of"] = {"step": 31, "digest": "x", "change": None, "parent": None}
    with pytest.raises(RecordError, match="branch_of/step"):
        landlords.load_record(data)
    data["branch_of"] = {"step": 3, "digest": "x", "colour": "red"}
    with pytest.raises(RecordError, match="colour"):
        landlords.load_record(data)
