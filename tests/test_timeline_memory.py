"""Timelines keep each checkpoint light (issue 11): histories are held once, in the last game.

A checkpoint is a light clone (``Game.light_clone``) restored on demand against the last
game (``Game.restored``); a restored position must be exactly the game a replay reaches.
"""

import pytest

import landlords
from landlords.branching import Timeline
from landlords.engine.record import replay

RULE_SETS = landlords.rule_sets()


def _finished(rules: str, seed: int):
    game = landlords.new_game(rules, players=3, seed=seed)
    game.play()
    return game


@pytest.mark.parametrize("rules", RULE_SETS)
def test_a_restored_light_clone_is_the_game_a_replay_reaches(rules):
    game = _finished(rules, seed=4)
    record = game.record()
    timeline = Timeline(record, every=7)
    for step in sorted({0, 1, 6, 7, 8, len(timeline) // 2, len(timeline) - 1, len(timeline)}):
        reached, replayed = timeline.at(step), replay(record, upto=step)
        assert reached.state_key() == replayed.state_key()
        assert reached.digest() == replayed.digest()
        assert [e.text for e in reached.events] == [e.text for e in replayed.events]
        assert reached.history_rows() == replayed.history_rows()
        assert reached.transfers() == replayed.transfers()


@pytest.mark.parametrize("rules", RULE_SETS)
def test_checkpoints_hold_no_histories_and_a_restored_game_plays_on_alone(rules):
    game = _finished(rules, seed=5)
    timeline = Timeline(game, every=5)
    for light, lengths in timeline._checkpoints:
        assert light.step_count == lengths[0]
        assert light.transfers() == [] and light.history_rows() == [] and light.events == []
    middle = timeline.at(len(timeline) // 2)
    last_events = len(timeline.at(len(timeline)).events)
    middle.play()                                      # plays on without touching the timeline
    assert len(timeline.at(len(timeline)).events) == last_events
    assert middle.digest() == game.digest()


def test_a_light_clone_leaves_its_source_whole():
    game = landlords.new_game(RULE_SETS[0], players=3, seed=2)
    game.play(until_turn=20)
    before = (game.digest(), len(game.events), len(game.history_rows()), len(game.transfers()))
    game.light_clone()
    assert (game.digest(), len(game.events), len(game.history_rows()), len(game.transfers())) == before
