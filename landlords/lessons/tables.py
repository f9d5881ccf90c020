"""Reading a lesson's runs: who ends richest, the switch's effect per game, the luck
baseline's money, and each condition's means, differences and intervals."""

from __future__ import annotations

from ..experiments.stats import rate_interval
from ..experiments.valuation import VALUATION_WORDS
from .settings import BESIDE, SIDE_BY_SIDE, VALUATION


def _rank_column(valuation: str) -> str:
    """The player rows' rank column at ``valuation`` (1 = richest)."""
    return {"book": "rank", "score": "rank_score", "market": "rank_market"}[valuation]


def first_seat_richest(results, condition: str, valuation: str = "book") -> tuple[float, float, float]:
    """``(share, low, high)``: how often the first seat ends richest in ``condition`` at
    ``valuation``, with the exact (Clopper-Pearson) 95% interval."""
    count, games = first_seat_richest_count(results, condition, valuation)
    return rate_interval(count, games)


def first_seat_richest_count(results, condition: str, valuation: str = VALUATION,
                             rank: int = 1) -> tuple[int, int]:
    """``(games the first seat ended at ``rank`` (1 = richest), games)`` in ``condition``
    at ``valuation``; ``rank=-1`` counts the games it ended poorest."""
    players = results.players
    part = players[(players["condition"] == condition) & (players["seat"] == 0)]
    place = int(results.players["seat"].max()) + 1 if rank == -1 else rank
    return int((part[_rank_column(valuation)] == place).sum()), len(part)


def first_seat_mean_wealth(results, condition: str, valuation: str = VALUATION) -> float:
    """The first seat's mean final wealth at ``valuation`` in ``condition``."""
    players = results.players
    part = players[(players["condition"] == condition) & (players["seat"] == 0)]
    return float(part[f"final_{valuation}"].astype(float).mean())


def monarch_table(results, valuations=(VALUATION, BESIDE, "book")):
    """Lesson 2's comparison at each valuation: a row per valuation, with how often the
    landlord (the first seat) ends richest under each set of rules, and the Gini under
    each with the paired difference (reform minus landlord rules) and its interval.

    Columns ``valuation, landlord richest (landlord rules), landlord richest (reform),
    landlord poorest (reform), landlord's mean wealth (landlord rules), landlord's mean
    wealth (reform), Gini (landlord rules), Gini (reform), difference, low, high``;
    counts are written as "37 of 200".
    """
    import pandas as pd
    compared = results.compare("landlord rules", [f"gini_{v}" for v in valuations])
    rows = []
    for valuation in valuations:
        row = compared[(compared["condition"] == "reform") & (compared["measure"] == f"gini_{valuation}")].iloc[0]
        kept, games = first_seat_richest_count(results, "landlord rules", valuation)
        taxed, _ = first_seat_richest_count(results, "reform", valuation)
        poorest, _ = first_seat_richest_count(results, "reform", valuation, rank=-1)
        rows.append({"valuation": VALUATION_WORDS[valuation],
                     "landlord richest (landlord rules)": f"{kept} of {games}",
                     "landlord richest (reform)": f"{taxed} of {games}",
                     "landlord poorest (reform)": f"{poorest} of {games}",
                     "landlord's mean wealth (landlord rules)":
                         round(first_seat_mean_wealth(results, "landlord rules", valuation)),
                     "landlord's mean wealth (reform)": round(first_seat_mean_wealth(results, "reform", valuation)),
                     "Gini (landlord rules)": float(row["baseline_mean"]),
                     "Gini (reform)": float(row["condition_mean"]),
                     "difference": float(row["difference"]), "low": float(row["low"]),
                     "high": float(row["high"])})
    return pd.DataFrame(rows)


def branch_effects(results, valuations=(VALUATION, BESIDE, "book")):
    """A row per seed of :func:`branch_run` whose game reached the switch: ``seed``,
    then per valuation ``gini_kept_V``, ``gini_switched_V`` and ``effect_V`` (the
    switched future's final Gini minus the kept one's: below 0 the switch left the game
    more equal).  A game that ended before the turn was never switched and is left out."""
    import pandas as pd
    games = results.games
    kept_name, switched_name = list(results.conditions)[:2]
    kept = games[games["condition"] == kept_name].set_index("seed")
    switched = games[games["condition"] == switched_name].set_index("seed")
    switched = switched[switched["switched_at"].notna()]
    frame = pd.DataFrame({"seed": switched.index.astype(int)})
    for valuation in valuations:
        column = f"gini_{valuation}"
        frame[f"gini_kept_{valuation}"] = kept.loc[switched.index, column].to_numpy(dtype=float)
        frame[f"gini_switched_{valuation}"] = switched[column].to_numpy(dtype=float)
        frame[f"effect_{valuation}"] = frame[f"gini_switched_{valuation}"] - frame[f"gini_kept_{valuation}"]
    return frame


def example_branch(effects, valuation: str = VALUATION) -> dict:
    """The typical game of :func:`branch_effects`, chosen by a stated rule: the games put in
    order of the switch's effect on the Gini at ``valuation`` (ties by seed), the middle
    one (of an even number, the lower of the two middle games).

    Returns ``{"seed", "rank", "games", "effect", "median"}``: its place in that order
    (1 = the switch made the game most equal), the games ordered, its effect and the
    median effect of all.
    """
    column = f"effect_{valuation}"
    ordered = effects.sort_values([column, "seed"], kind="stable", ignore_index=True)
    at = (len(ordered) - 1) // 2
    return {"seed": int(ordered.loc[at, "seed"]), "rank": at + 1, "games": len(ordered),
            "effect": float(ordered.loc[at, column]), "median": float(ordered[column].median())}


def more_equal_count(effects, valuation: str = VALUATION) -> tuple[int, int]:
    """``(games the switch left more equal at valuation, games switched)``."""
    return int((effects[f"effect_{valuation}"] < 0).sum()), len(effects)


def luck_calibration(land, condition: str = "land, own end") -> dict:
    """The luck baseline set from the board game's own money in ``condition``.

    ``{"starting_cash", "stake", "per_player_round", "median_rounds", "fewest_rounds",
    "most_rounds"}``: a player's starting cash; the mean dollars a player pays the other
    players per round (rents, fares, prices, loans), and that rounded to a whole dollar
    (at least 1) as the stake; the median, shortest and longest game in rounds.
    """
    games = land.games[land.games["condition"] == condition]
    players = land.players[land.players["condition"] == condition]
    per = (games["paid_between_players"].astype(float)
           / (games["players"].astype(float) * games["rounds"].astype(float).clip(lower=1)))
    rounds = games["rounds"].astype(int)
    return {"starting_cash": round(float(players["start_book"].astype(float).mean())),
            "stake": max(1, round(float(per.mean()))), "per_player_round": float(per.mean()),
            "median_rounds": int(rounds.median()), "fewest_rounds": int(rounds.min()),
            "most_rounds": int(rounds.max())}


def measured_values(results, condition: str, measure: str):
    """The values of ``measure`` in the games of ``condition`` (a float array)."""
    games = results.games
    return games.loc[games["condition"] == condition, measure].astype(float).dropna().to_numpy()


def unpaired_difference(treated, treated_condition: str, baseline, baseline_condition: str,
                           measure: str) -> tuple[float, float, float]:
    """``(difference, low, high)``: the mean of ``measure`` in ``treated_condition`` of
    ``treated`` minus that of ``baseline_condition`` of ``baseline``, with the 95%
    interval of a difference of two independent means (two rule sets share no dice, so
    their games are not paired)."""
    from ..experiments.stats import independent_difference as between
    return between(measured_values(treated, treated_condition, measure), measured_values(baseline, baseline_condition, measure))


def side_by_side(*results, measures=SIDE_BY_SIDE):
    """The summaries of several runs in one table: a row per condition and measure."""
    import pandas as pd
    return pd.concat([r.summary(list(measures)) for r in results], ignore_index=True)


def sweep_table(results, measures=("gini_book", "everyone_prospers", "one_winner", "wages_paid")):
    """One row per swept value: each measure's mean with its 95% interval."""
    import pandas as pd
    summary = results.summary(list(measures))
    rows = []
    for condition, part in summary.groupby("condition", observed=True, sort=False):
        row = {"share": float(str(condition).split("=")[1])}
        for item in part.itertuples(index=False):
            row[item.measure] = item.mean
            row[f"{item.measure} low"] = item.low
            row[f"{item.measure} high"] = item.high
        rows.append(row)
    return pd.DataFrame(rows)


def interval(results, condition: str, measure: str) -> tuple[float, float, float]:
    """``(mean, low, high)`` of one measure in one condition."""
    summary = results.summary([measure])
    row = summary[summary["condition"] == condition].iloc[0]
    return float(row["mean"]), float(row["low"]), float(row["high"])


def difference(results, measure: str, condition: str = "reform",
               baseline: str = "landlord rules") -> tuple[float, float, float]:
    """``(difference, low, high)``: the paired difference condition minus baseline."""
    compared = results.compare(baseline, [measure])
    row = compared[compared["condition"] == condition].iloc[0]
    return float(row["difference"]), float(row["low"]), float(row["high"])


def per_round(results, measure: str) -> str:
    """Add ``measure`` divided by the game's rounds to ``results.games`` (so a long game and
    a short one are compared per round) and return the new column's name."""
    column = f"{measure}_per_round"
    games = results.games
    if column not in games:
        games[column] = games[measure].astype(float) / games["rounds"].clip(lower=1).astype(float)
    return column


def endings(results, condition: str) -> dict:
    """``{termination: games}`` in ``condition``: how its games ended (the last player left,
    a time limit, Magie's own end...), the most frequent first."""
    games = results.games
    counts = games[games["condition"] == condition]["termination"].astype(str).value_counts()
    return {str(k): int(v) for k, v in counts.items()}


def holdings_by_bot(results, condition: str, valuation: str = VALUATION) -> dict:
    """``{bot: (lots held per player of that character, share of games it ends richest)}``
    in ``condition``: who holds the land and who ends richest at ``valuation``."""
    players = results.players
    part = players[players["condition"] == condition]
    rank = "rank" if valuation == "book" else f"rank_{valuation}"
    games = part["seed"].nunique()
    found = {}
    for bot, rows in part.groupby("bot", sort=True):
        richest = rows[rows[rank] == 1]["seed"].nunique()
        found[bot] = (float(rows["lots"].mean()), richest / games if games else float("nan"))
    return found


def seat_richest(results, condition: str, seat: int = 0, valuation: str = VALUATION):
    """Per seed (in order), 1.0 when the player in ``seat`` ends richest at ``valuation``."""
    players = results.players
    rank = "rank" if valuation == "book" else f"rank_{valuation}"
    part = players[(players["condition"] == condition) & (players["seat"] == seat)].sort_values("seed")
    return (part[rank] == 1).astype(float).to_numpy()


def _by_seed(results, condition: str, column: str):
    """One value per seed (in seed order) of ``column`` in ``condition``."""
    games = results.games
    part = games[games["condition"] == condition].sort_values("seed")
    return part[column].astype(float).to_numpy()

