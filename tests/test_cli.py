"""The ``landlords`` command line and the simulation runner behind ``simulate``."""

from __future__ import annotations

import json
import subprocess
import sys

import pandas as pd
import pytest

from landlords import cli, describe_bots
from landlords.cli import main
from landlords.experiments import COLUMNS, run_games, summarize

RULES = "landlords-1906"
REQUIRED = ["seed", "rules", "options", "players", "rounds", "termination", "winner", "gini_score", "gini_book",
            "treasury", "wage_level", "steps", "capped", "switched_at", "made_public",
            "colleges", "wage_raises", "public_spending", "regime"]


def run(capsys, *argv):
    """Run the CLI in-process: ``(exit code, stdout, stderr)``."""
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def assert_one_line_error(code, out, err):
    assert code != 0
    assert "Traceback" not in err and "Traceback" not in out
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].strip()


@pytest.fixture(scope="module")
def record_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("records") / "game.json"
    assert main(["play", RULES, "--players", "3", "--seed", "5", "--record", str(path)]) == 0
    return path


# ---------------------------------------------------------------------- help and small verbs
@pytest.mark.parametrize("verb", [[], ["simulate"], ["play"], ["replay"], ["rules"], ["serve"]])
def test_help_on_every_verb(capsys, verb):
    code, out, err = run(capsys, *verb, "--help")
    assert code == 0
    assert out.startswith("usage: landlords")
    assert err == ""


def test_version(capsys):
    code, out, _ = run(capsys, "--version")
    assert code == 0 and out.startswith("landlords ")


def test_no_verb_is_a_one_line_error(capsys):
    assert_one_line_error(*run(capsys))


def test_serve_an_unknown_app_is_one_line_and_exit_2(capsys):
    code, out, err = run(capsys, "serve", "no-such-app")
    assert code == 2 and out == ""
    assert len(err.splitlines()) == 1 and "no-such-app" in err and "Traceback" not in err


def test_rules_lists_the_others_and_names_a_broken_plugin_in_one_line(capsys, monkeypatch):
    from landlords.engine import registry

    class Broken:
        name, value = "zz-broken", "nowhere.at_all:RULES"

        def load(self):
            raise ImportError("no module named nowhere")

    points = registry._entry_points()
    monkeypatch.setattr(registry, "_entry_points", lambda: {**points, "zz-broken": Broken()})
    code, out, err = run(capsys, "rules")
    assert code == 0
    for name in points:
        assert f"{name}: " in out                           # every rule set that loads is listed
    lines = err.splitlines()
    assert len(lines) == 1 and "zz-broken" in lines[0] and "no module named nowhere" in lines[0]
    assert_one_line_error(*run(capsys, "rules", "zz-broken"))   # asked for by name: an error


@pytest.mark.parametrize("rules, options", [
    (RULES, ["-o", "end=rounds", "-o", "end_rounds=5"]),
    ("random-exchange", ["-o", "rounds=5"]),
])
def test_play_words_the_ending_in_the_rule_sets_words(capsys, rules, options):
    from landlords.engine.registry import find_rules
    code, out, err = run(capsys, "play", rules, "--players", "3", "--seed", "4", *options)
    assert code == 0, err
    first = out.splitlines()[0]
    assert "rounds after" not in first                      # the raw value, worded by the rule set
    assert find_rules(rules).termination("rounds").doc in first and "(5 rounds)" in first, first


def test_rules_lists_options_and_bots(capsys):
    code, out, err = run(capsys, "rules")
    assert code == 0 and err == ""
    assert RULES in out
    for option in ("advanced=false", "max_rounds=300", "regime=landlord", "scenario=standard"):
        assert option in out
    for name, description in describe_bots(RULES).items():
        assert name in out and description in out
    code, one, _ = run(capsys, "rules", RULES)
    assert code == 0 and one.strip() and one.strip() in out   # one rule set: a section of the whole list


# ---------------------------------------------------------------------- simulate
def test_simulate_writes_one_row_per_game(capsys, tmp_path):
    path = tmp_path / "runs.csv"
    code, out, err = run(capsys, "simulate", RULES, "--players", "3", "--games", "6",
                         "--seed", "10", "--out", path)
    assert code == 0, err
    assert err == ""                      # no progress bar when stderr is not a terminal
    frame = pd.read_csv(path)
    assert len(frame) == 6
    assert list(frame["seed"]) == list(range(10, 16))
    for column in REQUIRED + ["condition", "outcome_class", "top_share_book"]:
        assert column in frame.columns, column
    assert (frame["players"] == 3).all() and (frame["rules"] == RULES).all()
    assert frame["gini_score"].between(0, 1).all()
    assert frame["switched_at"].isna().all()
    players = pd.read_csv(tmp_path / "runs.players.csv")       # one row per player and game
    assert len(players) == 18 and set(players["player"]) == {"Ann", "Bob", "Cy"}
    assert not (tmp_path / "runs.turns.csv").exists()
    for seed, seats in players.groupby("seed"):
        winner = frame.set_index("seed").loc[seed, "winner"]
        if isinstance(winner, str):
            assert seats.set_index("player")["final_score"].idxmax() == winner
    for word in ("6 games", "capped: 0", "mean", "median", "Gini", "at book value",
                 "by the rules' score", "at market value", "gap in final wealth between two players",
                 "money the bank paid out", "outcomes at book value:", "games/s", "runs.players.csv"):
        assert word in out


def test_simulate_summary_without_output_file(capsys):
    code, out, err = run(capsys, "simulate", RULES, "--games", "3")
    assert code == 0 and err == ""
    assert "3 games" in out and "wrote" not in out


def test_workers_2_equals_workers_1(capsys, tmp_path):
    one, two = tmp_path / "one.csv", tmp_path / "two.csv"
    assert run(capsys, "simulate", RULES, "--games", "9", "--seed", "3", "--out", one)[0] == 0
    assert run(capsys, "simulate", RULES, "--games", "9", "--seed", "3", "--workers", "2",
               "--out", two)[0] == 0
    # streamed rows are written in the order the chunks finish: the same rows, maybe not in order
    a, b = (pd.read_csv(path).sort_values("seed").reset_index(drop=True) for path in (one, two))
    assert a.equals(b) and list(a["seed"]) == list(range(3, 12))


def test_switch_at_changes_the_regime_columns(capsys, tmp_path):
    plain, switched = tmp_path / "plain.csv", tmp_path / "switched.csv"
    assert run(capsys, "simulate", RULES, "--games", "5", "--out", plain)[0] == 0
    code, out, _ = run(capsys, "simulate", RULES, "--games", "5", "--switch-at", "30",
                       "--out", switched)
    assert code == 0 and "switched at turn 30 in 5 of 5" in out
    a, b = pd.read_csv(plain), pd.read_csv(switched)
    assert (a["regime"] == "landlord").all() and a["switched_at"].isna().all()
    assert (a["public_spending"] == 0).all() and (a["wage_level"] == 100).all()
    assert (b["regime"] == "single-tax").all() and (b["switched_at"] == 30).all()
    assert (b["public_spending"] > 0).all() and (b["made_public"] > 0).all()
    assert (b["wage_level"] == 100 + 10 * b["wage_raises"]).all()


def test_switch_at_from_single_tax_goes_to_landlord():
    rows = run_games(RULES, players=3, games=3, seed=1, options={"regime": "single-tax"},
                     switch_at=20)
    assert all(r["regime"] == "landlord" and r["switched_at"] == 20 for r in rows)
    assert all(r["options"] == '{"regime": "single-tax"}' for r in rows)


def test_switch_after_the_end_switches_nothing():
    rows = run_games(RULES, players=2, games=2, seed=1, switch_at=100_000)
    assert all(r["switched_at"] is None and r["regime"] == "landlord" for r in rows)
    assert summarize(rows)["switched"] == 0


def test_bots_and_options_reach_every_game(capsys, tmp_path):
    path = tmp_path / "runs.csv"
    code, _, err = run(capsys, "simulate", RULES, "--players", "Ann,Bob", "--games", "2",
                       "--bots", "random,trader", "-o", "advanced=yes", "--out", path)
    assert code == 0, err
    frame = pd.read_csv(path)
    assert (frame["bots"] == "random,trader").all()
    assert json.loads(frame["options"][0]) == {"advanced": True}
    players = pd.read_csv(tmp_path / "runs.players.csv")
    assert players["player"].tolist() == ["Ann", "Bob"] * 2
    assert players["bot"].tolist() == ["random", "trader"] * 2


# ---------------------------------------------------------------------- conditions and sweeps
def test_conditions_are_paired_and_compared_with_the_first(capsys, tmp_path):
    path = tmp_path / "runs.csv"
    code, out, err = run(capsys, "simulate", RULES, "--games", "8", "--seed", "2",
                         "-o", "end=rounds", "-o", "end_rounds=12",
                         "--condition", "landlord", "--condition", "single tax:regime=single-tax",
                         "--condition", "from turn 10:switch_at=10",
                         "--condition", "no land:rules=random-exchange,rounds=30", "--out", path)
    assert code == 0, err
    frame = pd.read_csv(path)
    by = {c: sorted(part["seed"]) for c, part in frame.groupby("condition")}
    assert set(by) == {"landlord", "single tax", "from turn 10", "no land"}
    assert all(seeds == list(range(2, 10)) for seeds in by.values())       # the same seeds
    first = frame.groupby("condition")[["rules", "options", "switched_at", "rounds"]].first()
    assert json.loads(first.loc["single tax", "options"]) == {"end": "rounds", "end_rounds": 12,
                                                               "regime": "single-tax"}
    assert first.loc["from turn 10", "switched_at"] == 10
    assert first.loc["no land", "rules"] == "random-exchange"       # its own rules, not the options
    assert first.loc["no land", "rounds"] == 30 and first.loc["landlord", "rounds"] == 12
    assert "4 conditions x 8 games" in out
    assert "landlord (the baseline): 8 games" in out
    assert "paired differences from landlord" in out
    lines = out.splitlines()
    pairs = [line for line in lines if "(8 pairs)" in line]
    assert [line.split(" (")[0].strip() for line in pairs] == ["single tax", "from turn 10", "no land"]
    # the printed difference is the mean of the paired differences, game by game
    book = frame.pivot(index="seed", columns="condition", values="gini_book")
    expected = (book["single tax"] - book["landlord"]).mean()
    assert f"Gini at book value {expected:+.3f} [" in pairs[0]
    for line in pairs:
        assert "by the rules' score" in line and "at market value" in line and "one-winner games" in line


def test_a_sweep_prints_its_tipping_point(capsys):
    code, out, err = run(capsys, "simulate", "random-exchange", "--games", "10", "--players", "3",
                         "--sweep", "rounds=2,5,40", "--level", "0.6")
    assert code == 0, err
    assert "a sweep of rounds over 3 values x 10 games" in out
    for value in (2, 5, 40):
        assert f"rounds={value}: 10 games" in out
    tipping = next(line for line in out.splitlines() if line.startswith("tipping point:"))
    assert "60%" in tipping and "rounds" in tipping
    assert "paired differences" not in out


def test_tipping_sentences_say_where_the_share_falls():
    found = {"option": "share", "level": 0.5, "outcome": "one winner", "point": 0.5, "low": 0.25,
             "high": 0.75, "rates": {0: 0.9, 0.25: 0.6, 0.5: 0.4, 0.75: 0.2, 1: 0.1}}
    assert cli._tipping_sentence(found, 100) == (
        "tipping point: one-winner games fall below 50% of games from share=0.5 "
        "(95% interval 0.25 to 0.75; 100 games per value)")
    assert "already at share=0" in cli._tipping_sentence({**found, "point": 0}, 100)
    assert "never fall below 50%" in cli._tipping_sentence({**found, "point": None}, 100)
    assert "to beyond the sweep" in cli._tipping_sentence({**found, "high": None}, 100)


def test_per_turn_writes_turn_rows_and_prints_the_gini_by_turn(capsys, tmp_path):
    path = tmp_path / "runs.parquet"
    pytest.importorskip("pyarrow")
    code, out, err = run(capsys, "simulate", "random-exchange", "--games", "4", "-o", "rounds=6",
                         "--per-turn", "--out", path)
    assert code == 0, err
    turns = pd.read_parquet(tmp_path / "runs.turns.parquet")
    assert len(turns) == 4 * 4 * 6 * 4        # games x players x (rounds x one turn per player)
    assert "mean Gini at book value by turn" in out and "runs.turns.parquet" in out


def test_an_interrupted_run_keeps_the_rows_written_and_says_so(capsys, tmp_path, monkeypatch):
    from landlords.experiments import design
    played = []
    real = design.play_chunk

    def interrupted(spec, seeds, per_turn):
        if played:
            raise KeyboardInterrupt
        played.append(seeds)
        return real(spec, seeds, per_turn)

    monkeypatch.setattr(design, "play_chunk", interrupted)
    path = tmp_path / "runs.csv"
    code, out, err = run(capsys, "simulate", "random-exchange", "--games", "40", "--out", path)
    assert code == 130
    written = pd.read_csv(path)
    assert list(written["seed"]) == played[0] and 0 < len(written) < 40       # streamed, then stopped
    assert f"interrupted: {len(written)} of 40 games played" in out


def test_the_memory_of_the_bootstrap_is_bounded_for_large_runs():
    assert cli._resamples(200) == 2000
    assert cli._resamples(100_000) * 100_000 <= 20_000_000 and cli._resamples(100_000) >= 200
    assert cli._resamples(10 ** 9) == 200


@pytest.mark.slow
def test_simulate_on_a_dask_local_cluster_writes_the_rows_of_a_local_run(capsys, tmp_path):
    distributed = pytest.importorskip("distributed")
    local, remote = tmp_path / "local.csv", tmp_path / "dask.csv"
    argv = ["simulate", RULES, "--games", "6", "--seed", "4", "--condition", "landlord",
            "--condition", "half:land_tax_share=0.5"]
    assert run(capsys, *argv, "--out", local)[0] == 0
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster:
        code, out, err = run(capsys, *argv, "--scheduler", cluster.scheduler_address, "--out", remote)
    assert code == 0, err
    a, b = (pd.read_csv(p).sort_values(["condition", "seed"]).reset_index(drop=True)
            for p in (local, remote))
    assert len(a) == 12 and a.equals(b)
    assert "paired differences from landlord" in out


# ---------------------------------------------------------------------- the runner
def test_run_games_rows_are_plain_and_seeded():
    rows = run_games(RULES, players=4, games=4, seed=7)
    assert [r["seed"] for r in rows] == [7, 8, 9, 10]
    assert list(rows[0])[:len(COLUMNS)] == list(COLUMNS)
    assert all(isinstance(r["wealth_Ann"], int) for r in rows)
    # game i depends only on its own seed
    assert run_games(RULES, players=4, games=2, seed=9) == rows[2:]
    for r in rows:
        wealth = [r[f"wealth_{name}"] for name in ("Ann", "Bob", "Cy", "Dee")]
        if r["winner"] is not None:
            assert r[f"wealth_{r['winner']}"] == max(wealth)
        else:
            assert wealth.count(max(wealth)) > 1


def test_summarize_figures():
    rows = run_games(RULES, players=3, games=5, seed=1)
    s = summarize(rows, seconds=2.0)
    assert s["games"] == 5 and s["capped"] == sum(r["capped"] for r in rows)
    assert s["mean_rounds"] == pytest.approx(sum(r["rounds"] for r in rows) / 5)
    assert 0 <= s["mean_gini"] < 1
    assert s["games_per_second"] == pytest.approx(2.5)
    assert sum(s["wins"].values()) == 5


# ---------------------------------------------------------------------- play and replay
def test_play_prints_a_summary(capsys, tmp_path):
    code, out, err = run(capsys, "play", RULES, "--players", "4", "--seed", "1")
    assert code == 0 and err == ""
    assert "seed 1" in out and "winner:" in out and "treasury $" in out.lower() and "wages" in out.lower()
    for place, name in enumerate(("Ann", "Bob", "Cy", "Dee"), 1):
        assert f"{place}. " in out and name in out


def test_play_with_bots_and_switch(capsys, tmp_path):
    path = tmp_path / "g.json"
    code, out, err = run(capsys, "play", RULES, "--players", "3", "--seed", "2", "--bots",
                         "cautious,improver,random", "--switch-at", "12", "--record", path)
    assert code == 0, err
    assert "switched to the single tax (single-tax) at turn 12" in out
    code, out, err = run(capsys, "replay", path)
    assert code == 0 and "verified" in out


def test_replay_verifies_the_record(capsys, record_file):
    code, out, err = run(capsys, "replay", record_file)
    assert code == 0 and err == ""
    assert out.startswith("verified")
    assert "winner:" in out and "1. " in out
    steps = json.loads(record_file.read_text())["final"]["steps"]
    assert f"{steps} steps" in out


def test_replay_to_a_step_shows_the_state(capsys, record_file):
    code, out, err = run(capsys, "replay", record_file, "--to", "60")
    assert code == 0 and err == ""
    assert "at step 60 of" in out and "to move:" in out and "cash" in out
    code, out, _ = run(capsys, "replay", record_file, "--to", "0")
    assert code == 0 and "at step 0 of" in out


def test_replay_without_a_final_digest_says_so(capsys, record_file, tmp_path):
    path = _tampered(record_file, tmp_path, lambda d: d.update(final=None))
    code, out, err = run(capsys, "replay", path)
    assert code == 0 and err == ""
    assert out.startswith("verified") and "no final digest" in out


def _tampered(record_file, tmp_path, change):
    data = json.loads(record_file.read_text())
    change(data)
    path = tmp_path / "tampered.json"
    path.write_text(json.dumps(data))
    return path


def _change_a_throw(data):
    for entry in data["log"]:
        if entry[0] == "~" and isinstance(entry[1], list) and len(entry[1]) == 2:
            entry[1][0] = entry[1][0] % 6 + 1
            return
    raise AssertionError("no dice throw in the record")


@pytest.mark.parametrize("change", [
    _change_a_throw,
    lambda d: d["final"].update(digest="0" * 24),
    lambda d: d.update(seed=d["seed"] + 1),
    lambda d: d.update(log=d["log"][:-3]),
    lambda d: d.update(log=d["log"] + [[0, "throw"]]),
], ids=["throw", "digest", "seed", "truncated", "extended"])
def test_replay_of_a_tampered_record_fails(capsys, record_file, tmp_path, change):
    path = _tampered(record_file, tmp_path, change)
    code, out, err = run(capsys, "replay", path)
    assert_one_line_error(code, out, err)
    assert "verified" not in out


# ---------------------------------------------------------------------- bad input
BAD = {
    "unknown rules": ["simulate", "monopoly-2099", "--games", "2"],
    "unknown bot": ["simulate", RULES, "--games", "2", "--bots", "miser"],
    "unknown bot (play)": ["play", RULES, "--bots", "a,b,c,d"],
    "too many bots": ["play", RULES, "--players", "2", "--bots", "cautious,trader,random"],
    "bad option value": ["simulate", RULES, "--games", "2", "--option", "advanced=maybe"],
    "bad option name": ["simulate", RULES, "--games", "2", "--option", "colour=red"],
    "option without value": ["play", RULES, "--option", "advanced"],
    "option out of range": ["play", RULES, "--option", "max_rounds=0"],
    "option twice": ["play", RULES, "-o", "advanced=1", "-o", "advanced=0"],
    "one player": ["simulate", RULES, "--players", "1", "--games", "2"],
    "seven players": ["play", RULES, "--players", "7"],
    "players not a number": ["play", RULES, "--players", "many"],
    "duplicate names": ["play", RULES, "--players", "Ann,Ann"],
    "no games": ["simulate", RULES, "--games", "0"],
    "no workers": ["simulate", RULES, "--games", "2", "--workers", "0"],
    "bad seed": ["play", RULES, "--seed", "x"],
    "negative switch": ["simulate", RULES, "--games", "2", "--switch-at", "-1"],
    "word switch": ["simulate", RULES, "--games", "2", "--switch-at", "soon"],
    "missing record": ["replay", "/nonexistent/game.json"],
    "replay step out of range": ["replay", "RECORD", "--to", "999999"],
    "unknown verb": ["deal"],
    "missing rules": ["simulate"],
    "unknown rules (rules)": ["rules", "chess"],
    "unwritable output": ["simulate", RULES, "--games", "2", "--out", "/nonexistent/dir/r.csv"],
    "output is a directory": ["simulate", RULES, "--games", "2", "--out", "TMPDIR.csv"],
    "unknown output format": ["simulate", RULES, "--games", "2", "--out", "r.xlsx"],
    "unwritable record": ["play", RULES, "--record", "/nonexistent/dir/g.json"],
    "condition without a name": ["simulate", RULES, "--games", "2", "--condition", ":regime=single-tax"],
    "condition not key=value": ["simulate", RULES, "--games", "2", "--condition", "a:regime"],
    "condition with an unknown option": ["simulate", RULES, "--games", "2", "--condition", "a:colour=red"],
    "condition with a bad switch": ["simulate", RULES, "--games", "2", "--condition", "a:switch_at=soon"],
    "two conditions of one name": ["simulate", RULES, "--games", "2", "--condition", "a",
                                   "--condition", "a:regime=single-tax"],
    "condition of unknown rules": ["simulate", RULES, "--games", "2", "--condition", "a:rules=chess"],
    "sweep without values": ["simulate", RULES, "--games", "2", "--sweep", "land_tax_share"],
    "sweep backwards": ["simulate", RULES, "--games", "2", "--sweep", "land_tax_share=1:0:0.1"],
    "sweep too fine": ["simulate", RULES, "--games", "2", "--sweep", "land_tax_share=0:1:0.0001"],
    "sweep out of range": ["simulate", RULES, "--games", "2", "--sweep", "land_tax_share=0:2:1"],
    "sweep of no option": ["simulate", RULES, "--games", "2", "--sweep", "colour=1,2"],
    "sweep and conditions": ["simulate", RULES, "--games", "2", "--sweep", "land_tax_share=0,1",
                             "--condition", "a"],
    "level of 1": ["simulate", RULES, "--games", "2", "--sweep", "land_tax_share=0,1", "--level", "1"],
    "unreachable scheduler": ["simulate", RULES, "--games", "2", "--scheduler", "tcp://127.0.0.1:9"],
}


@pytest.mark.parametrize("argv", list(BAD.values()), ids=list(BAD))
def test_bad_input_is_one_line_on_stderr(capsys, tmp_path, record_file, argv):
    (tmp_path / "TMPDIR.csv").mkdir()
    argv = [str(record_file) if a == "RECORD" else str(tmp_path / a) if a == "TMPDIR.csv" else a
            for a in argv]
    assert_one_line_error(*run(capsys, *argv))


@pytest.mark.parametrize("text", ["", "{", '{"format": "landlords-record"}', "[1, 2]"],
                         ids=["empty", "broken json", "incomplete", "not an object"])
def test_malformed_record_is_one_line(capsys, tmp_path, text):
    path = tmp_path / "bad.json"
    path.write_text(text)
    assert_one_line_error(*run(capsys, "replay", path))


def test_parquet_without_pyarrow(capsys, tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "pyarrow", None)       # import pyarrow -> ImportError
    monkeypatch.setitem(sys.modules, "fastparquet", None)
    path = tmp_path / "runs.parquet"
    code, out, err = run(capsys, "simulate", RULES, "--games", "2", "--out", path)
    assert_one_line_error(code, out, err)
    assert "pyarrow" in err and not path.exists()


def test_parquet_with_pyarrow(capsys, tmp_path):
    pytest.importorskip("pyarrow")
    path = tmp_path / "runs.parquet"
    assert run(capsys, "simulate", RULES, "--games", "3", "--out", path)[0] == 0
    assert len(pd.read_parquet(path)) == 3


def test_internal_errors_are_one_line_too(capsys, monkeypatch):
    def broken(args):
        raise RuntimeError("boom")
    monkeypatch.setattr(cli, "_serve", broken)
    monkeypatch.delenv("LANDLORDS_DEBUG", raising=False)
    code, out, err = run(capsys, "serve")
    assert_one_line_error(code, out, err)
    assert "boom" in err


# ---------------------------------------------------------------------- as a process
def _process(*argv):
    return subprocess.run([sys.executable, *argv], capture_output=True, text=True, timeout=300)


def test_module_cli_runs_as_a_process(tmp_path):
    path = tmp_path / "runs.csv"
    done = _process("-m", "landlords.cli", "simulate", RULES, "--games", "4", "--workers", "2",
                    "--out", str(path))
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""                 # not a terminal: no progress bar
    assert "4 games" in done.stdout and len(pd.read_csv(path)) == 4


def test_python_m_landlords_reports_errors_without_traceback():
    done = _process("-m", "landlords", "simulate", RULES, "--players", "9")
    assert done.returncode != 0
    assert "Traceback" not in done.stderr
    assert len(done.stderr.splitlines()) == 1
    done = _process("-m", "landlords", "replay", "/nonexistent.json")
    assert done.returncode != 0 and len(done.stderr.splitlines()) == 1
