"""The lessons' stored runs (``landlords.lesson_runs``): each is what the code plays now.

The package ships the rows of the lessons' many-game runs so that a lesson shows them at
once.  Rows made by older code would make a lesson quote games the package no longer
plays, so a sample of every stored run (its first and its last seed, in every
condition) is played again here and must give the same rows, column for column; and a
run read back from the store answers as the run itself does.
"""

from __future__ import annotations

import pandas as pd
import pytest

from landlords import lesson_runs
from landlords.experiments import Experiment

STORED = lesson_runs.stored_keys()


def _experiment(about: dict, seed: int, games: int):
    experiment = Experiment(about["rules"], about["conditions"], games=games, seed=seed,
                            players=len(about["names"]), bots=about["bots"])
    if about["sweep"]:
        experiment.sweep = (about["sweep"][0], list(about["sweep"][1]))
    return experiment


def test_the_lessons_have_stored_runs():
    assert STORED, "no stored lesson runs: python scripts/make_lesson_runs.py makes them"


@pytest.mark.parametrize("run_key", STORED)
def test_a_stored_run_is_what_the_code_plays_now(run_key):
    about = lesson_runs.describe(run_key)
    stored = lesson_runs.load(run_key)
    first, last = about["seed"], about["seed"] + about["games"] - 1
    for seed in sorted({first, last}):
        again = _experiment(about, seed, 1).run(progress=False)
        for kind in ("games", "players"):
            fresh = getattr(again, kind).reset_index(drop=True)
            kept = getattr(stored, kind)
            kept = kept[kept["seed"] == seed].reset_index(drop=True)[list(fresh.columns)]
            pd.testing.assert_frame_equal(kept, fresh, check_dtype=False, check_categorical=False,
                                          obj=f"{kind} of seed {seed}")


def test_a_run_is_read_from_the_store_when_held_and_played_when_not(tmp_path, monkeypatch):
    experiment = Experiment("random-exchange", {"as it is": {"rounds": 5}}, games=3)
    assert not lesson_runs.is_stored(experiment)
    monkeypatch.setenv(lesson_runs.RECORD_ENV, str(tmp_path))
    lesson_runs.forget()
    played = lesson_runs.run(experiment, progress=False)
    assert lesson_runs.run(experiment, progress=False) is played          # kept for the kernel's life
    assert (tmp_path / f"{lesson_runs.key(experiment)}.json").is_file()
    lesson_runs.forget()


def test_the_key_changes_with_anything_that_decides_a_row():
    base = Experiment("random-exchange", {"a": {"rounds": 5}}, games=3)
    others = [Experiment("random-exchange", {"a": {"rounds": 6}}, games=3),
              Experiment("random-exchange", {"a": {"rounds": 5}}, games=4),
              Experiment("random-exchange", {"a": {"rounds": 5}}, games=3, seed=2),
              Experiment("random-exchange", {"b": {"rounds": 5}}, games=3),
              Experiment("random-exchange", {"a": {"rounds": 5}}, games=3, players=3)]
    keys = {lesson_runs.key(base)} | {lesson_runs.key(other) for other in others}
    assert len(keys) == 1 + len(others)
    assert lesson_runs.key(base) == lesson_runs.key(Experiment("random-exchange", {"a": {"rounds": 5}}, games=3))
