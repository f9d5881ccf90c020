"""Many games at once: the runner behind ``landlords simulate``.

:func:`run_games` plays ``games`` all-bot games of one rule set, seeds ``seed``,
``seed + 1``, ... ``seed + games - 1``, and returns **one plain dict per game** (in seed
order), ready for a pandas DataFrame::

    >>> from landlords.experiments import run_games, summarize, to_frame
    >>> rows = run_games("landlords-1906", players=4, games=100, seed=1)
    >>> summarize(rows)["mean_gini"]                                    # doctest: +SKIP
    >>> to_frame(rows).groupby("winner_bot")["rounds"].mean()           # doctest: +SKIP

``switch_at=TURN`` plays each game to the first decision of turn ``TURN`` and then puts
the other regime in force (``single-tax`` for a game under the landlord rules and the
other way round), so the same seeds can be compared with and without Magie's remedy.

Games run without events or history (``record_events=False``) and rows are plain dicts,
so pandas stays out of the loop; ``workers > 1`` spreads chunks of seeds over processes
and gives exactly the rows that ``workers=1`` gives.

Columns of a row (``COLUMNS``, then the rule set's own ``result_columns``, then
``wealth_<player>`` for each player in seat order):

=================  ==================================================================
seed               the game's chance seed
rules              rule set name
options            the options given (not the defaults), as JSON text
players            number of players
bots               the players' strategies in seat order, comma-separated
rounds             complete rounds played
turns              player turns taken
steps              log steps (decisions, chance outcomes, switches)
termination        how the game ended (one of the rule set's terminations, or ``capped``)
capped             True when the round cap stopped the game
winner             the winner's name (empty on a tie for first place)
winner_bot         the winner's strategy
gini               Gini coefficient of the final wealth (0 = equal)
switched_at        the turn at which ``switch_at`` switched the rules (empty if the game
                   ended first or no switch was asked)
=================  ==================================================================

A rule set adds its own columns (``RuleSet.result_columns``, from ``game.results()``;
``landlords rules RULES`` lists them), such as a Treasury, a wage level or public works.
"""

from __future__ import annotations

import json
import math
import os
import statistics
from concurrent.futures import ProcessPoolExecutor, as_completed
from typing import Any

from .engine.errors import LandlordsError, OptionError

#: The fixed columns of a result row (wealth columns follow, one per player).
COLUMNS = ("seed", "rules", "options", "players", "bots", "rounds", "turns", "steps",
           "termination", "capped", "winner", "winner_bot", "gini", "switched_at")


class OutputError(LandlordsError):
    """An output path that cannot be written, or a format that cannot be made here."""


# ---------------------------------------------------------------------- one game
def _prepare(rules: str, players, bots, options, switch_at) -> dict:
    """Check everything once (by building the first game) and return a picklable spec."""
    from .api import new_game
    from .engine.registry import find_rules

    rule_set = find_rules(rules)
    given = dict(options or {})
    if switch_at is not None:
        if isinstance(switch_at, bool) or not isinstance(switch_at, int) or switch_at < 0:
            raise OptionError(f"switch_at must be a turn number (0 or more), not {switch_at!r}")
        if len(rule_set.regimes) < 2:
            raise OptionError(f"{rule_set.name} has no rules to switch; drop switch_at")
    if isinstance(players, (list, tuple)):
        # Named players are all bots here: the default line-up, then the bots asked for.
        lineup = rule_set.default_lineup
        bots = {name: lineup[i % len(lineup)] for i, name in enumerate(players)} | dict(bots or {})
    game = new_game(rules, players=players, bots=bots, seed=0, options=given,
                    record_events=False)
    coerced = rule_set.resolve(given)
    return {
        "rules": rule_set.name,
        "names": list(game.players),
        "bots": dict(game.bot_names),
        "options": {name: coerced[name] for name in given},
        "switch_at": switch_at,
    }


def _other_regime(game) -> str:
    return next(r for r in game.rules.regimes if r != game.regime)


def play_one(spec: dict, seed: int) -> dict:
    """Play one all-bot game of ``spec`` with ``seed`` and return its result row."""
    from .api import new_game
    from .metrics import gini

    game = new_game(spec["rules"], players=spec["names"], bots=spec["bots"], seed=seed,
                    options=spec["options"], record_events=False)
    switched_at = None
    switch_at = spec["switch_at"]
    if switch_at is not None:
        game.play(until_turn=switch_at)
        if game.outcome is None:
            switched_at = game.turn
            game.switch_rules(_other_regime(game))
    outcome = game.play()
    if outcome is None:        # only possible if a player had no bot
        raise LandlordsError(f"game with seed {seed} stopped at a human decision")
    names = game.players
    wealth = dict(outcome.standings)
    bots = [game.bot_names.get(name, "") for name in names]
    row: dict[str, Any] = {
        "seed": seed,
        "rules": spec["rules"],
        "options": json.dumps(spec["options"], sort_keys=True),
        "players": len(names),
        "bots": ",".join(bots),
        "rounds": outcome.rounds,
        "turns": game.turn,
        "steps": game.step_count,
        "termination": outcome.termination.value,
        "capped": outcome.capped,
        "winner": outcome.winner,
        "winner_bot": game.bot_names.get(outcome.winner) if outcome.winner else None,
        "gini": gini(wealth[name] for name in names),
    }
    row["switched_at"] = switched_at
    results = game.results()
    for column in game.rules.result_columns:
        row[column] = results.get(column)
    for name in names:
        row[f"wealth_{name}"] = wealth[name]
    return row


def _play_chunk(spec: dict, seeds: list[int]) -> list[dict]:
    return [play_one(spec, seed) for seed in seeds]


# ---------------------------------------------------------------------- many games
def run_games(rules: str, players=4, games: int = 1000, seed: int = 1,
              options: dict | None = None, switch_at: int | None = None, workers: int = 1,
              progress: bool = False, bots: dict | None = None) -> list[dict]:
    """Play ``games`` all-bot games and return one result row (a dict) per game.

    Args:
        rules: rule set name.
        players: a number of players (default names and line-up) or a list of names.
        games: how many games; game ``i`` has seed ``seed + i``.
        seed: the first seed.
        options: rule set options; strings (``{"advanced": "true"}``) are coerced.
        switch_at: if given, switch to the other regime at the first decision of this turn.
        workers: processes to use (1 = this process); the rows do not depend on it.
        progress: show a tqdm progress bar on stderr (only when stderr is a terminal).
        bots: ``{name: strategy}`` overriding the default line-up.

    Raises:
        UnknownRulesError, UnknownBotError, OptionError, PlayersError: bad arguments
        (checked before any game is played).
    """
    if isinstance(games, bool) or not isinstance(games, int) or games < 1:
        raise OptionError(f"games must be a whole number of at least 1, not {games!r}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise OptionError(f"seed must be a whole number, not {seed!r}")
    if isinstance(workers, bool) or not isinstance(workers, int) or workers < 1:
        raise OptionError(f"workers must be a whole number of at least 1, not {workers!r}")
    spec = _prepare(rules, players, bots, options, switch_at)
    seeds = [seed + i for i in range(games)]
    bar = _progress_bar(games, progress)
    try:
        if workers == 1 or games == 1:
            rows = []
            for s in seeds:
                rows.append(play_one(spec, s))
                bar.update(1)
            return rows
        size = max(1, min(100, math.ceil(games / (workers * 8))))
        chunks = [seeds[i:i + size] for i in range(0, games, size)]
        results: list = [None] * len(chunks)
        with ProcessPoolExecutor(max_workers=min(workers, len(chunks))) as pool:
            futures = {pool.submit(_play_chunk, spec, chunk): k for k, chunk in enumerate(chunks)}
            try:
                for future in as_completed(futures):
                    k = futures[future]
                    results[k] = future.result()
                    bar.update(len(chunks[k]))
            except BaseException:
                for future in futures:
                    future.cancel()
                raise
        return [row for chunk in results for row in chunk]
    finally:
        bar.close()


def _progress_bar(total: int, progress: bool):
    from tqdm import tqdm
    # disable=None: tqdm shows no bar when stderr is not a terminal.
    return tqdm(total=total, unit="game", disable=None if progress else True, leave=False)


def summarize(rows: list[dict], seconds: float | None = None) -> dict:
    """Figures for a set of result rows: games, capped, rounds, Gini, wins by strategy.

    Returns a dict with ``games``, ``capped``, ``terminations`` (count by kind),
    ``mean_rounds``, ``median_rounds``, ``mean_gini``, ``means`` (the mean of each of the
    rule set's numeric result columns, over the games that have a value),
    ``switched`` (games in which the rules were switched), ``wins`` (by winning
    strategy; ``"tie"`` for ties), and, when ``seconds`` is given, ``seconds`` and
    ``games_per_second``.
    """
    n = len(rows)
    out: dict[str, Any] = {"games": n, "capped": sum(1 for r in rows if r["capped"])}
    terminations: dict[str, int] = {}
    wins: dict[str, int] = {}
    for r in rows:
        terminations[r["termination"]] = terminations.get(r["termination"], 0) + 1
        key = (r.get("winner_bot") or r["winner"]) if r["winner"] else "tie"
        wins[key] = wins.get(key, 0) + 1
    out["terminations"] = dict(sorted(terminations.items()))
    out["wins"] = dict(sorted(wins.items(), key=lambda kv: (-kv[1], kv[0])))
    rounds = [r["rounds"] for r in rows]
    out["mean_rounds"] = statistics.fmean(rounds) if rows else math.nan
    out["median_rounds"] = statistics.median(rounds) if rows else math.nan
    out["mean_gini"] = statistics.fmean(r["gini"] for r in rows) if rows else math.nan
    out["means"] = result_means(rows)
    out["switched"] = sum(1 for r in rows if r.get("switched_at") is not None)
    if seconds is not None:
        out["seconds"] = seconds
        out["games_per_second"] = n / seconds if seconds > 0 else math.inf
    return out


def result_columns(rows: list[dict]) -> list[str]:
    """The rule set's own columns of the rows: neither :data:`COLUMNS` nor ``wealth_*``."""
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


# ---------------------------------------------------------------------- output
FORMATS = {".csv": "csv", ".parquet": "parquet", ".pq": "parquet"}


def output_format(path) -> str:
    """``"csv"`` or ``"parquet"`` from the file name; raises :class:`OutputError`."""
    ext = os.path.splitext(os.fspath(path))[1].lower()
    try:
        return FORMATS[ext]
    except KeyError:
        raise OutputError(f"cannot tell the format of {os.fspath(path)!r}: "
                          f"name it .csv or .parquet") from None


def check_output(path) -> str:
    """Check, before any game is played, that ``path`` can be written; return its format."""
    fmt = output_format(path)
    if fmt == "parquet":
        _parquet_engine()
    check_writable(path)
    return fmt


def check_writable(path) -> None:
    """Raise :class:`OutputError` unless a file can be written at ``path`` (nothing is left behind)."""
    path = os.fspath(path)
    existed = os.path.exists(path)
    try:
        with open(path, "ab"):
            pass
    except OSError as error:
        raise OutputError(f"cannot write {path!r}: {error.strerror}") from None
    if not existed:
        os.remove(path)


def _parquet_engine() -> str:
    for engine in ("pyarrow", "fastparquet"):
        try:
            __import__(engine)
        except ImportError:
            continue
        return engine
    raise OutputError("writing .parquet needs pyarrow (pip install pyarrow); "
                      "or write .csv instead")


def to_frame(rows: list[dict]):
    """The rows as a pandas DataFrame, with nullable integer columns where values may be missing."""
    import pandas as pd
    frame = pd.DataFrame(rows)
    for column in ["switched_at", *result_columns(rows)]:
        values = [row.get(column) for row in rows]
        whole = [v for v in values if v is not None]
        if column in frame and all(isinstance(v, int) and not isinstance(v, bool) for v in whole):
            frame[column] = frame[column].astype("Int64")
    return frame


def write_rows(rows: list[dict], path) -> None:
    """Write the rows to ``path`` (``.csv`` or ``.parquet``); raises :class:`OutputError`."""
    fmt = output_format(path)
    frame = to_frame(rows)
    try:
        if fmt == "csv":
            frame.to_csv(path, index=False)
        else:
            frame.to_parquet(path, index=False, engine=_parquet_engine())
    except OSError as error:
        raise OutputError(f"cannot write {os.fspath(path)!r}: {error.strerror}") from None


__all__ = ["COLUMNS", "OutputError", "check_output", "check_writable", "play_one", "result_columns",
           "result_means", "run_games", "summarize", "to_frame", "write_rows"]
