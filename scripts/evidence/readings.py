"""Reading the rows: per-seed values of a condition, the monarch's rank, the curve of a
sweep, market value at another discount rate, who holds the land.  Plain pandas; every
figure the document prints comes through here or through ``Results``."""

from __future__ import annotations

import numpy as np
import pandas as pd

from landlords.experiments.results import valued
from landlords.metrics import gini, mean_abs_difference


def part(frame, condition: str):
    return frame[frame["condition"] == condition]


def by_seed(results, condition: str, column: str) -> pd.Series:
    """``column`` of the games of ``condition``, indexed by seed, as floats."""
    games = part(results.games, condition)
    return games.set_index("seed")[column].astype(float)


def paired(results, treated: str, baseline: str, column: str,
           baseline_results=None) -> tuple[np.ndarray, np.ndarray]:
    """The values of ``column`` in two conditions over the seeds both have, in seed order."""
    a = by_seed(results, treated, column)
    b = by_seed(baseline_results or results, baseline, column)
    seeds = a.index.intersection(b.index).sort_values()
    return a.loc[seeds].to_numpy(), b.loc[seeds].to_numpy()


def seat_richest(results, condition: str, valuation: str, seat: int = 0) -> pd.Series:
    """1.0 where the player in ``seat`` ends richest at ``valuation`` (rank 1), by seed."""
    players = part(results.players, condition)
    rank = "rank" if valuation == "book" else f"rank_{valuation}"
    mine = players[players["seat"] == seat].set_index("seed")[rank]
    return (mine == 1).astype(float)


def owns_every_lot(results, condition: str) -> pd.Series:
    """1.0 where one player holds every lot of the board at the end, by seed."""
    return (by_seed(results, condition, "top_land_share") >= 1.0).astype(float)


def market_inequality(results, condition: str, factor: float) -> pd.DataFrame:
    """Per seed, the Gini and the mean gap between two players at market value with the
    discount rate multiplied by ``factor`` (from the two parts the player rows keep)."""
    players = part(results.players, condition)
    discount = by_seed(results, condition, "discount")
    rows = []
    for seed, group in players.groupby("seed", sort=True):
        rate = float(discount.loc[seed]) * factor
        values = (group["market_fixed"] + group["market_income"] / rate).tolist()
        rows.append({"seed": seed, "gini": gini(values), "mad": mean_abs_difference(values)})
    return pd.DataFrame(rows).set_index("seed")


def sweep_values(results, option: str) -> list:
    return list(results.sweep[1]) if results.sweep else []


def gini_curve(results, option: str, column: str = "gini_book") -> tuple[list, list]:
    """``(values, mean of column)`` along a sweep."""
    values = sweep_values(results, option)
    means = [float(by_seed(results, f"{option}={v}", column).mean()) for v in values]
    return values, means


def sweep_table(results, option: str, column: str) -> tuple[list, np.ndarray]:
    """``(values, values x seeds)`` of ``column`` along a sweep, the same seeds in each row."""
    values = sweep_values(results, option)
    series = [by_seed(results, f"{option}={v}", column) for v in values]
    seeds = series[0].index
    for s in series[1:]:
        seeds = seeds.intersection(s.index)
    return values, np.array([s.loc[seeds].to_numpy() for s in series])


def rate_column(outcome: str, valuation: str = "book") -> str:
    """The 0/1 column of an outcome class at a valuation (``one winner`` -> ``one_winner``)."""
    return valued(outcome.replace(" ", "_"), valuation)


def land_by_bot(results, condition: str) -> dict[str, float]:
    """The mean number of lots each kind of bot holds at the end (per player of that kind)."""
    players = part(results.players, condition)
    return {bot: float(group["lots"].mean()) for bot, group in players.groupby("bot", sort=True)}


def richest_by_bot(results, condition: str, valuation: str = "book") -> dict[str, float]:
    """The share of games each kind of bot ends richest in (ties: the first seat)."""
    players = part(results.players, condition)
    rank = "rank" if valuation == "book" else f"rank_{valuation}"
    top = players[players[rank] == 1]
    games = max(1, top["seed"].nunique())
    return {bot: len(group) / games for bot, group in top.groupby("bot", sort=True)}


def mean(results, condition: str, column: str) -> float:
    return float(by_seed(results, condition, column).mean())


def per_round(results, condition: str, column: str) -> float:
    """The mean of ``column`` per round played (e.g. wages per round)."""
    games = part(results.games, condition)
    return float((games[column].astype(float) / games["rounds"].clip(lower=1)).mean())
