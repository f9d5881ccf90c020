"""Many games of one kind as plain rows: the runner behind ``landlords simulate``.

:func:`run_games` plays ``games`` all-bot games of one rule set (seeds ``seed`` to
``seed + games - 1``) and returns one plain dict per game, in seed order; it is an
:class:`~.design.Experiment` with one condition.  :func:`summarize` gives the figures the
command line prints.  The columns of a row are those of :data:`~.measure.GAME_COLUMNS`
(described in docs/evidence.md), then the rule set's own ``result_columns``.

    >>> import landlords
    >>> from landlords.experiments import run_games, summarize
    >>> RULES = landlords.rule_sets()[0]
    >>> rows = run_games(RULES, players=4, games=20, seed=1)
    >>> summarize(rows)["games"]
    20
"""

from __future__ import annotations

import math
import statistics
from typing import Any

from .measure import GAME_COLUMNS
from .results import derived_rate_columns
from .store import OutputError, check_writable, output_format, parquet_available, write_frame

#: The fixed columns of a result row (the rule set's own result columns follow, then
#: ``wealth_<player>``: each player's final wealth as the rules score it, in seat order).
COLUMNS = tuple(c for c in GAME_COLUMNS if c != "condition")


def run_games(rules: str, players=4, games: int = 1000, seed: int = 1,
              options: dict | None = None, switch_at: int | None = None, workers: int = 1,
              progress: bool = False, bots: dict | None = None, scheduler=None) -> list[dict]:
    """Play ``games`` all-bot games and return one result row (a dict) per game.

    Args:
        rules: rule set name.
        players: a number of players (default names and line-up) or a list of names.
        games: how many games; game ``i`` has seed ``seed + i``.
        seed: the first seed.
        options: rule set options; strings (``{"advanced": "true"}``) are coerced.
        switch_at: if given, switch to the other regime at the first decision of this turn.
        workers: processes to use (1 = this process); the rows do not depend on it.
        progress: show a progress bar.
        bots: ``{name: strategy}`` overriding the default line-up.
        scheduler: a Dask scheduler address (see :class:`~.design.Experiment`).

    Raises:
        UnknownRulesError, UnknownBotError, OptionError, PlayersError: bad arguments
        (checked before any game is played).
    """
    from .design import Experiment
    condition = dict(options or {})
    if switch_at is not None:
        condition["switch_at"] = switch_at
    experiment = Experiment(rules, {"as asked": condition}, games=games, seed=seed,
                            players=players, bots=bots, workers=workers, scheduler=scheduler)
    results = experiment.run(progress=progress)
    frame = results.games.drop(columns=["condition", *derived_rate_columns()])
    rows = [{k: _plain(v) for k, v in row.items()} for row in frame.to_dict("records")]
    wealth: dict[int, dict] = {}
    for seed, player, score in results.players[["seed", "player", "final_score"]].itertuples(index=False):
        wealth.setdefault(int(seed), {})[f"wealth_{player}"] = int(score)
    for row in rows:
        row.update(wealth[row["seed"]])
    return rows


def _plain(value):
    """A frame's cell as a plain Python value (None for a missing one)."""
    try:
        if value is None or value != value:                 # NaN
            return None
    except (TypeError, ValueError):                          # pandas.NA compares to NA
        return None
    if hasattr(value, "item"):
        return value.item()
    return value


def summarize(rows: list[dict], seconds: float | None = None) -> dict:
    """Figures for a set of result rows: games, capped, rounds, Gini, wins by strategy.

    Returns a dict with ``games``, ``capped``, ``terminations`` (count by kind),
    ``outcome_classes`` (count by class), ``mean_rounds``, ``median_rounds``,
    ``mean_gini`` (as the rules score wealth), ``mean_gini_book`` (at book value),
    ``means`` (the mean of each of the rule set's numeric result columns, over the games
    that have a value), ``switched`` (games in which the rules were switched), ``wins``
    (by winning strategy; ``"tie"`` for ties), and, when ``seconds`` is given,
    ``seconds`` and ``games_per_second``.
    """
    n = len(rows)
    out: dict[str, Any] = {"games": n, "capped": sum(1 for r in rows if r["capped"])}
    terminations: dict[str, int] = {}
    classes: dict[str, int] = {}
    wins: dict[str, int] = {}
    for r in rows:
        terminations[r["termination"]] = terminations.get(r["termination"], 0) + 1
        classes[r["outcome_class"]] = classes.get(r["outcome_class"], 0) + 1
        key = (r.get("winner_bot") or r["winner"]) if r["winner"] else "tie"
        wins[key] = wins.get(key, 0) + 1
    out["terminations"] = dict(sorted(terminations.items()))
    out["outcome_classes"] = dict(sorted(classes.items()))
    out["wins"] = dict(sorted(wins.items(), key=lambda kv: (-kv[1], kv[0])))
    rounds = [r["rounds"] for r in rows]
    out["mean_rounds"] = statistics.fmean(rounds) if rows else math.nan
    out["median_rounds"] = statistics.median(rounds) if rows else math.nan
    out["mean_gini"] = statistics.fmean(r["gini_score"] for r in rows) if rows else math.nan
    out["mean_gini_book"] = statistics.fmean(r["gini_book"] for r in rows) if rows else math.nan
    out["means"] = result_means(rows)
    out["switched"] = sum(1 for r in rows if r.get("switched_at") is not None)
    if seconds is not None:
        out["seconds"] = seconds
        out["games_per_second"] = n / seconds if seconds > 0 else math.inf
    return out


def result_columns(rows: list[dict]) -> list[str]:
    """The rule set's own columns of the rows (neither :data:`COLUMNS` nor ``wealth_*``)."""
    seen = dict.fromkeys(column for row in rows for column in row)
    return [c for c in seen if c not in COLUMNS and not c.startswith("wealth_")]


def _number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def result_means(rows: list[dict]) -> dict[str, float]:
    """The mean of each numeric result column of the rule set, over the rows that have one."""
    means = {}
    for column in result_columns(rows):
        values = [row[column] for row in rows if row.get(column) is not None]
        if values and all(_number(v) for v in values):
            means[column] = statistics.fmean(values)
    return means


def check_output(path) -> str:
    """Check, before any game is played, that ``path`` can be written; return its format."""
    fmt = output_format(path)
    if fmt == "parquet":
        parquet_available()
    check_writable(path)
    return fmt


def to_frame(rows: list[dict]):
    """The rows as a pandas DataFrame, with nullable integer columns where values may be missing."""
    import pandas as pd
    frame = pd.DataFrame(rows)
    for column in frame.columns:
        whole = [v for v in frame[column] if v is not None and v == v]
        if whole and all(isinstance(v, int) and not isinstance(v, bool) for v in whole):
            frame[column] = frame[column].astype("Int64")
    return frame


def write_rows(rows: list[dict], path) -> None:
    """Write the rows to ``path`` (``.csv`` or ``.parquet``); raises :class:`OutputError`."""
    check_output(path)
    write_frame(to_frame(rows), path)


__all__ = ["COLUMNS", "OutputError", "check_output", "check_writable", "result_columns",
           "result_means", "run_games", "summarize", "to_frame", "write_rows"]
