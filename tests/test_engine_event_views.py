"""Views of a game's events and history that build only what they show (long records)."""

import pandas as pd
import pytest

import landlords


@pytest.fixture(scope="module", params=landlords.rule_sets())
def game(request):
    game = landlords.new_game(request.param, players=3, seed=6)
    game.play()
    return game


def _fresh(game):
    """The same game with no event built yet."""
    return landlords.replay(game.record())


def _texts(events):
    return [(e.step, e.kind, e.text) for e in events]


def test_last_events_are_the_tail_of_all_events(game):
    everything = game.events
    for count in (0, 1, 5, 90, len(everything) + 3):
        expected = everything[-count:] if count else []
        assert _texts(_fresh(game).last_events(count)) == _texts(expected)
        assert _texts(game.last_events(count)) == _texts(expected)


def test_events_of_one_kind_and_the_last_of_a_kind(game):
    everything = game.events
    for kind in {e.kind for e in everything}:
        of_kind = [e for e in everything if e.kind == kind]
        assert _texts(_fresh(game).events_of(kind)) == _texts(of_kind)
        assert _texts([_fresh(game).last_event(kind)]) == _texts(of_kind[-1:])
    assert game.last_event("no such kind") is None and game.events_of("no such kind") == []


def test_event_steps_index_each_step_once_per_kind(game):
    steps = _fresh(game).event_steps()
    expected = {}
    for event in game.events:
        found = expected.setdefault(event.kind, [])
        if not found or found[-1] != event.step:
            found.append(event.step)
    assert steps == expected


def test_history_by_column_is_the_history_by_row(game):
    table = game.history_table()
    assert list(table) == game.history_columns()
    by_rows = pd.DataFrame(game.history_rows(), columns=game.history_columns())
    assert pd.DataFrame(table).equals(by_rows)
    assert game.history().equals(by_rows)
