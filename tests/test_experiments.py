"""The experiment API: paired seeds, intervals with known answers, sweeps, files, cancel, Dask."""

import math
import random

import numpy as np
import pytest

from landlords.engine.errors import OptionError
from landlords.experiments import Experiment, Results, parse_condition, parse_sweep, stats

RX = "random-exchange"


def _run(conditions, games=12, **kwargs):
    return Experiment(RX, conditions, games=games, seed=3, **kwargs).run(progress=False)


# ---------------------------------------------------------------------- paired seeds
def test_every_condition_plays_the_same_seeds():
    results = _run({"short": {"rounds": 10}, "long": {"rounds": 40}})
    games = results.games
    assert list(games["condition"].astype(str).unique()) == ["short", "long"]
    by = {c: sorted(games[games["condition"] == c]["seed"]) for c in ("short", "long")}
    assert by["short"] == by["long"] == list(range(3, 15))


def test_identical_conditions_differ_by_exactly_nothing():
    results = _run({"a": {}, "b": {}})
    table = results.compare("a", measures=["gini_book", "rounds"])
    assert (table["difference"] == 0).all()
    assert (table["low"] == 0).all() and (table["high"] == 0).all()


def test_compare_is_paired_by_seed():
    results = _run({"short": {"rounds": 10}, "long": {"rounds": 60}}, games=20)
    games = results.games
    short = games[games["condition"] == "short"].set_index("seed")["gini_book"]
    long_ = games[games["condition"] == "long"].set_index("seed")["gini_book"]
    row = results.compare("short", measures=["gini_book"]).iloc[0]
    assert row["difference"] == pytest.approx((long_ - short).mean())
    assert row["low"] <= row["difference"] <= row["high"]
    assert row["pairs"] == 20
    with pytest.raises(KeyError):
        results.compare("nobody")


# ---------------------------------------------------------------------- intervals
def test_mean_interval_has_the_width_known_for_a_normal_sample():
    rng = np.random.default_rng(7)
    sample = rng.normal(10.0, 2.0, size=400)
    mean, low, high = stats.mean_interval(sample, resamples=4000)
    expected_half = 1.96 * 2.0 / math.sqrt(400)
    assert mean == pytest.approx(sample.mean())
    assert (high - low) / 2 == pytest.approx(expected_half, rel=0.12)


def test_mean_interval_covers_the_true_mean_about_95_times_in_100():
    rng = np.random.default_rng(11)
    covered = 0
    for k in range(300):
        sample = rng.exponential(3.0, size=60)
        _, low, high = stats.mean_interval(sample, resamples=500, seed=k)
        covered += low <= 3.0 <= high
    assert 0.88 <= covered / 300 <= 0.99


def test_paired_difference_removes_shared_luck():
    rng = np.random.default_rng(3)
    luck = rng.normal(0, 10, size=200)
    baseline, treated = luck, luck + 1.0 + rng.normal(0, 0.1, size=200)
    diff, low, high = stats.paired_difference(treated, baseline)
    assert diff == pytest.approx(1.0, abs=0.03)
    assert high - low < 0.1                           # unpaired, it would be about 4
    with pytest.raises(ValueError):
        stats.paired_difference([1, 2], [1])


def test_degenerate_intervals():
    assert all(math.isnan(v) for v in stats.mean_interval([]))
    assert stats.mean_interval([5]) == (5.0, 5.0, 5.0)
    with pytest.raises(ValueError):
        stats.mean_interval([1, float("nan")])
    with pytest.raises(ValueError):
        stats.mean_interval([1, 2], confidence=1.5)


def test_tipping_point_of_a_known_sweep():
    rng = random.Random(5)
    rates = {0.0: 0.9, 0.25: 0.7, 0.5: 0.3, 0.75: 0.1, 1.0: 0.05}
    seeds = 400
    hits = {v: [1.0 if rng.random() < p else 0.0 for _ in range(seeds)] for v, p in rates.items()}
    point, low, high, measured = stats.tipping_point(hits, level=0.5)
    assert point == 0.5
    assert low in (0.25, 0.5) and high in (0.5, 0.75) and low <= point <= high
    assert measured[0.0] == pytest.approx(0.9, abs=0.05)
    never, _, beyond, _ = stats.tipping_point(hits, level=0.01)
    assert never is None and beyond is None


# ---------------------------------------------------------------------- sweeps and conditions
def test_a_sweep_finds_where_one_winner_games_become_rare(monkeypatch):
    experiment = Experiment.sweep_of(RX, "rounds", [5, 80, 20], games=10, seed=1, players=3)
    assert list(experiment.conditions) == ["rounds=5", "rounds=20", "rounds=80"]
    results = experiment.run(progress=False)
    found = results.tipping_point(level=0.5, outcome="everyone prospers")
    assert found["option"] == "rounds" and set(found["rates"]) == {5, 20, 80}
    rates = found["rates"]
    expected = next((v for v in sorted(rates) if rates[v] < 0.5), None)
    assert found["point"] == expected
    with pytest.raises(ValueError):
        results.tipping_point(outcome="a draw")
    with pytest.raises(ValueError):
        _run({"a": {}}).tipping_point()


def test_conditions_from_the_command_line():
    assert parse_condition("half:land_tax_share=0.5,end=rounds") == (
        "half", {"land_tax_share": 0.5, "end": "rounds"})
    assert parse_condition("plain") == ("plain", {})
    assert parse_sweep("land_tax_share=0:1:0.25") == ("land_tax_share", [0.0, 0.25, 0.5, 0.75, 1.0])
    assert parse_sweep("rounds=10:30:10") == ("rounds", [10, 20, 30])
    assert parse_sweep("end=wages,rounds") == ("end", ["wages", "rounds"])
    for bad in ("x", "x=1:0:1", "x=0:1:0", "x=0:1000:1", "=1"):
        with pytest.raises(OptionError):
            parse_sweep(bad)
    with pytest.raises(OptionError):
        parse_condition(":a=1")
    with pytest.raises(OptionError):
        parse_condition("a:b")


def test_bad_conditions_are_refused_before_any_game_with_their_name():
    with pytest.raises(OptionError, match="'odd'"):
        Experiment(RX, {"odd": {"rounds": -4}}, games=2)
    with pytest.raises(OptionError, match="no rules to switch"):
        Experiment(RX, {"switched": {"switch_at": 3}}, games=2)
    with pytest.raises(OptionError):
        Experiment(RX, {}, games=2)
    with pytest.raises(OptionError):
        Experiment(RX, games=0)


def test_a_condition_may_play_another_rule_set():
    from landlords.api import rule_sets
    other = next(name for name in rule_sets() if name != RX)
    results = Experiment(other, {"board": {}, "no land": {"rules": RX}}, games=2, seed=1,
                         players=4).run(progress=False)
    rules = results.games.groupby("condition", observed=True)["rules"].first()
    assert rules["board"] == other and rules["no land"] == RX


# ---------------------------------------------------------------------- frames, files, workers
def test_turns_lorenz_and_outcome_classes():
    results = _run({"a": {"rounds": 10}}, games=5, per_turn=True)
    turns = results.turns
    assert set(turns["seed"]) == set(range(3, 8))
    assert (turns.groupby(["seed", "turn"]).size() == 4).all()
    by_turn = results.by_turn("gini_book")
    assert (by_turn["low"] <= by_turn["mean"]).all() and (by_turn["mean"] <= by_turn["high"]).all()
    lorenz = results.lorenz()
    assert lorenz["wealth_share"].iloc[0] == 0 and lorenz["wealth_share"].iloc[-1] == pytest.approx(1)
    shares = results.outcome_classes()
    assert shares.sum(axis=1).round(9).tolist() == [1.0]


def test_workers_give_the_same_rows_as_one_process():
    one = _run({"a": {"rounds": 20}, "b": {"rounds": 30}}, games=10)
    two = _run({"a": {"rounds": 20}, "b": {"rounds": 30}}, games=10, workers=2, chunk=3)
    assert one.games.equals(two.games)
    assert one.players.equals(two.players)


@pytest.mark.parametrize("suffix", [".csv", ".parquet"])
def test_rows_streamed_to_a_file_read_back_the_same(tmp_path, suffix):
    kept = _run({"a": {"rounds": 10}, "b": {"rounds": 20}}, games=6, per_turn=True)
    path = tmp_path / f"runs{suffix}"
    streamed = Experiment(RX, {"a": {"rounds": 10}, "b": {"rounds": 20}}, games=6, seed=3,
                          per_turn=True, chunk=2).run(progress=False, out=path)
    assert (tmp_path / f"runs.players{suffix}").exists() and (tmp_path / f"runs.turns{suffix}").exists()
    for name in ("games", "players", "turns"):
        a, b = getattr(kept, name), getattr(streamed, name)
        assert a.astype(str).equals(b.astype(str)), name
    saved = tmp_path / f"saved{suffix}"
    kept.save(saved)
    loaded = Results.load(saved)
    assert loaded.games.astype(str).equals(kept.games.astype(str))


def test_cancel_stops_between_chunks_and_keeps_what_finished():
    experiment = Experiment(RX, {"a": {}, "b": {}}, games=20, seed=1, chunk=5)
    seen = []

    def on_progress(done, total):
        seen.append((done, total))
        if done >= 5:
            experiment.cancel()

    results = experiment.run(progress=False, on_progress=on_progress)
    assert results.cancelled
    assert len(results.games) == 5 and seen == [(5, 40)]
    assert not Experiment(RX, {"a": {}}, games=3).run(progress=False).cancelled


@pytest.mark.slow
def test_dask_local_cluster_gives_the_rows_of_a_local_run():
    distributed = pytest.importorskip("distributed")
    local = _run({"a": {"rounds": 15}, "b": {"rounds": 25}}, games=8)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster:
        on_dask = _run({"a": {"rounds": 15}, "b": {"rounds": 25}}, games=8,
                       scheduler=cluster.scheduler_address, chunk=3)
    assert on_dask.games.equals(local.games)
    assert on_dask.players.equals(local.players)


def test_an_unreachable_scheduler_is_a_clear_error():
    pytest.importorskip("distributed")
    with pytest.raises(OptionError, match="cannot reach the Dask scheduler"):
        _run({"a": {}}, games=2, scheduler="tcp://127.0.0.1:9")


def test_a_cancel_just_before_run_stops_that_run_and_not_the_next():
    experiment = Experiment(RX, {"a": {}}, games=6, seed=1, chunk=2)
    experiment.cancel()
    stopped = experiment.run(progress=False)
    assert stopped.cancelled and len(stopped.games) == 0
    again = experiment.run(progress=False)
    assert not again.cancelled and len(again.games) == 6


def test_experiment_wide_bots_stay_with_their_rule_set():
    from landlords.api import bot_names, rule_sets
    other = next(name for name in rule_sets() if name != RX and set(bot_names(name)) - {"random"})
    strategy = sorted(set(bot_names(other)) - {"random"})[0]
    results = Experiment(other, {"board": {}, "no land": {"rules": RX}}, games=2, seed=1,
                         players=["Ann", "Bob", "Cy", "Dee"], bots={"Ann": strategy}).run(progress=False)
    players = results.players
    assert set(players[players["condition"] == "board"].query("player == 'Ann'")["bot"]) == {strategy}


def test_intervals_in_blocks_equal_one_block(monkeypatch):
    rng = np.random.default_rng(2)
    sample = rng.normal(size=3000)
    whole = stats.mean_interval(sample, resamples=300)
    monkeypatch.setattr(stats, "BLOCK", 3000 * 7)            # 7 resamples a block
    assert stats.mean_interval(sample, resamples=300) == whole
    hits = {v: (rng.random(200) < p).astype(float) for v, p in ((0, 0.9), (1, 0.5), (2, 0.1))}
    monkeypatch.setattr(stats, "BLOCK", 10 ** 9)
    one = stats.tipping_point(hits, 0.3, resamples=300)
    monkeypatch.setattr(stats, "BLOCK", 200 * 3 * 5)
    assert stats.tipping_point(hits, 0.3, resamples=300) == one
