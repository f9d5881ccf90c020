"""What the lessons compute: one small, seeded run per lesson, read by name.

The lesson notebooks of ``lessons/`` and ``scripts/make_teachers_guide.py`` call these
same functions with the same sizes (``GAMES`` and friends), so the answers printed in the
teacher's guide are the numbers a class sees.  Every function takes the rule set by name
(a lesson names it; this module never does) and returns plain frames, games or
``Results``; the widgets that show them live in :mod:`landlords.lessons_ui`.

    >>> from landlords import lessons
    >>> table = lessons.richest_by_character(landlords.rule_sets()[0], games=4)  # doctest: +SKIP

Every many-game run goes through :func:`landlords.lesson_runs.run`: the package ships
the rows of the runs the lessons make (``python scripts/make_lesson_runs.py`` makes them
again), so a lesson reads them in a moment instead of playing hundreds of games on
every student's kernel; a run of other sizes or options is played when asked for.
"""

from __future__ import annotations

import landlords

from . import lesson_runs
from .experiments import Experiment
from .experiments.claims import EXPECTED, with_verdicts
from .experiments.results import valued
from .experiments.stats import mean_interval
from .metrics import gini

#: Games per condition in the lessons (seeds 1 to GAMES).
GAMES = 200
#: Games per value of a sweep (lesson 6).
SWEEP_GAMES = 100
#: The players of every lesson's games.
PLAYERS = 4
#: The length of a "long game" in rounds (lessons 5, 6 and 8).
LONG_ROUNDS = 100
#: The shares of land rent taxed in lesson 6's sweep.
SWEEP_SHARES = (0.0, 0.2, 0.4, 0.6, 0.8, 1.0)
#: Lesson 6's tipping point: the outcome class whose share must fall, and the level
#: (one game in ten), fixed before any game was run.
TIPPING_OUTCOME = "mixed"
TIPPING_LEVEL = 0.1
#: The first seed of every run.
SEED = 1
#: The seed of the game a student plays in lesson 1 (and of the bots' game beside it).
PLAY_SEED = 11
#: The scenario of lesson 2 (LG-M1: the first player holds all the land) and its game's seed.
MONARCH = {"scenario": "monarch"}
MONARCH_SEED = 5
#: Lesson 3's game and the turn at which its copy switches to the reform.
BRANCH_SEED = 7
BRANCH_TURN = 15


class LessonError(ValueError):
    """A lesson asked for something the rule set cannot give (no reform, no such turn)."""


# ---------------------------------------------------------------------- one game
def bot_game(rules: str, seed: int, options: dict | None = None, players: int = PLAYERS):
    """A game of ``players`` bots (the rule set's line-up) played to its end."""
    game = landlords.new_game(rules, players=players, seed=seed, options=dict(options or {}))
    game.play()
    return game


def money_flows(game):
    """Where the money went: one row per reason of the ledger, in the game's own words.

    Columns ``reason, dollars, transfers, from, to``: the total moved for that reason,
    how many transfers, and the accounts it came from and went to (the most frequent
    first).  Starting cash is left out: it is given, not earned.
    """
    import pandas as pd
    words = game.rules.words
    ledger = game.ledger()
    ledger = ledger[ledger["reason"] != "starting_cash"]
    players = set(game.players)

    def named(account: str) -> str:
        return account if account in players else words.labels.get(account, account)

    rows = []
    for reason, part in ledger.groupby("reason", sort=False):
        rows.append({"reason": words.reasons.get(reason, reason.replace("_", " ")),
                     "dollars": int(part["amount"].sum()), "transfers": len(part),
                     "from": ", ".join(named(a) for a in part["src"].value_counts().index[:3]),
                     "to": ", ".join(named(a) for a in part["dst"].value_counts().index[:3])})
    table = pd.DataFrame(rows, columns=["reason", "dollars", "transfers", "from", "to"])
    return table.sort_values("dollars", ascending=False, kind="stable", ignore_index=True)


def book_gini(game) -> float:
    """The Gini of the players' wealth at book value (one valuation for every regime)."""
    return gini(list(game.book_values().values()))


# ---------------------------------------------------------------------- lesson 1
def richest_by_character(rules: str, games: int = GAMES, seed: int = SEED, players: int = PLAYERS):
    """How often each bot character ends richest (book value), over ``games`` games.

    Columns ``character, share, low, high, games``, the most successful first.
    """
    import pandas as pd
    results = lesson_runs.run(Experiment(rules, {"as it is": {}}, games=games, seed=seed, players=players))
    table = results.players
    rows = []
    for bot, part in table.groupby("bot", sort=True):
        mean, low, high = mean_interval((part["rank"] == 1).astype(float).to_numpy())
        rows.append({"character": bot, "share": mean, "low": low, "high": high, "games": len(part)})
    frame = pd.DataFrame(rows, columns=["character", "share", "low", "high", "games"])
    return frame.sort_values("share", ascending=False, kind="stable", ignore_index=True)


# ---------------------------------------------------------------------- lesson 2
def scenario_run(rules: str, scenario: dict, games: int = GAMES, seed: int = SEED, players: int = PLAYERS):
    """A scenario's options under the rule set's default rules and under its reform, the
    same seeds: ``Results`` with conditions ``"landlord rules"`` and ``"reform"``."""
    reform = reform_of(rules)
    conditions = {"landlord rules": dict(scenario), "reform": {**scenario, "regime": reform}}
    return lesson_runs.run(Experiment(rules, conditions, games=games, seed=seed, players=players))


def first_seat_richest(results, condition: str) -> tuple[float, float, float]:
    """``(share, low, high)``: how often the first seat ends richest in ``condition``."""
    players = results.players
    part = players[(players["condition"] == condition) & (players["seat"] == 0)]
    return mean_interval((part["rank"] == 1).astype(float).to_numpy())


def reform_of(rules: str) -> str:
    """The regime the rule set's reform puts in force (its single tax).

    Raises:
        LessonError: the rule set has no reform.
    """
    from .engine.registry import find_rules
    words = find_rules(rules).words
    if words.reform is None:
        raise LessonError(f"{rules} has no reform to switch to")
    return words.reform


# ---------------------------------------------------------------------- lesson 3
def branch_at_turn(rules: str, seed: int, turn: int, options: dict | None = None, players: int = PLAYERS):
    """One game of bots, and the same game switched to the reform at the start of ``turn``.

    Returns ``(kept, switched)``, both played to their end: ``kept`` under the rules it
    began with, ``switched`` branched from it at that step, with the same dice and cards
    wherever it asks for the same draw.

    Raises:
        LessonError: the game ended before ``turn``.
    """
    from .branching import Timeline, branch, continue_like_parent
    kept = bot_game(rules, seed, options, players)
    if kept.turn < turn:
        raise LessonError(f"the game of seed {seed} ended at turn {kept.turn}, before turn {turn}")
    timeline = Timeline(kept)
    switched = branch(timeline, timeline.step_of_turn(turn), switch_rules=reform_of(rules))
    continue_like_parent(switched, timeline)
    return kept, switched


def futures_table(runs: dict):
    """``{label: game}`` side by side: each player's book value at the end, the Gini at
    book value, the rounds played and the public money (one column per game)."""
    import pandas as pd
    columns = {}
    for label, game in runs.items():
        books = game.book_values()
        column = {f"{player}'s wealth (book value)": books[player] for player in game.players}
        column["Gini of wealth (book value)"] = round(book_gini(game), 3)
        column["rounds played"] = int(game.history()["round"].max())
        flows = money_flows(game).set_index("reason")["dollars"]
        for reason, dollars in flows.head(4).items():
            column[f"money moved: {reason}"] = int(dollars)
        columns[label] = column
    table = pd.DataFrame(columns).astype(object)
    return table.where(table.notna(), 0)


# ---------------------------------------------------------------------- lesson 4
def one_house_rents(rules: str):
    """Each lot with its cheapest building on it: what it earns per opponent turn.

    Columns ``name, price, buildings, rent, probability, rent_per_turn``, the best
    earner first, then ``land_rent`` and ``land_rent_per_turn`` (what the bare lot asks
    of one landing and earns per opponent turn: its land rent), ``house_rent_per_turn`` (what the building adds) and
    ``over_margin`` (the lot's land rent per opponent turn above that of the lot whose
    land earns least: its differential rent, in Ricardo's sense, over the game's margin).
    Every lot carries the same kind of building at its own price, so the differences
    come from where it lies (how often tokens stop there) and what its land is worth.
    """
    from . import analysis
    rents = analysis.rent_of_location(rules)
    lots = rents[rents["lot"].astype(bool)]
    bare = lots[lots["buildings"] == 0].drop_duplicates("space").set_index("space")
    built = lots[lots["buildings"] > 0]
    cheapest = built.loc[built.groupby("space", sort=False)["buildings"].idxmin()]
    table = cheapest[["space", "name", "price", "buildings", "rent", "probability", "rent_per_turn"]].copy()
    table["land_rent"] = table["space"].map(bare["rent"]).fillna(0.0).astype(float)
    table["land_rent_per_turn"] = table["space"].map(bare["rent_per_turn"]).fillna(0.0).astype(float)
    table["house_rent_per_turn"] = table["rent_per_turn"] - table["land_rent_per_turn"]
    table["over_margin"] = table["land_rent_per_turn"] - table["land_rent_per_turn"].min()
    table = table.drop(columns="space")
    return table.sort_values("rent_per_turn", ascending=False, kind="stable", ignore_index=True)


def margin_lot(rents) -> dict:
    """The lot whose bare land earns least per opponent turn (``one_house_rents``): the
    game's margin, ``{"name", "land_rent_per_turn"}``."""
    row = rents.loc[rents["land_rent_per_turn"].idxmin()]
    return {"name": str(row["name"]), "land_rent_per_turn": float(row["land_rent_per_turn"])}


# ---------------------------------------------------------------------- lesson 5
#: The stakes lesson 5 shows the luck baseline at (beside the one calibrated from the
#: board game's own money), at the board game's starting cash.
LUCK_STAKES = (1, 2, 5, 10, 20, 50)
#: The luck baseline the lesson used before it was calibrated: $20 each, a $1 stake.
OLD_LUCK = {"starting_cash": 20, "stake": 1}
#: The valuation lesson 5 compares wealth at, and the one it shows beside it.
VALUATION, BESIDE = "market", "score"


def land_run(rules: str, games: int = GAMES, seed: int = SEED, players: int = PLAYERS,
             long_rounds: int = LONG_ROUNDS):
    """The landlord rules at the rule set's own end and over ``long_rounds`` rounds, the
    same seeds: ``Results`` with conditions ``"land, own end"`` and ``"land, long"``."""
    conditions = {"land, own end": {}, "land, long": {"end": "rounds", "end_rounds": long_rounds}}
    return lesson_runs.run(Experiment(rules, conditions, games=games, seed=seed, players=players))


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


def luck_or_land(rules: str, no_land: str, games: int = GAMES, seed: int = SEED, players: int = PLAYERS,
                 long_rounds: int = LONG_ROUNDS, baseline: dict | None = None):
    """The landlord rules, at the rule set's own end and over ``long_rounds`` rounds,
    beside luck alone (``no_land``: a rule set with no land) for the same lengths.

    Returns ``(land, luck, median_rounds)``: ``land`` has conditions ``"land, own end"``
    and ``"land, long"`` (:func:`land_run`); ``luck`` has ``"luck alone, same length"``
    (the median length of the landlord games, so the two are compared over equal time)
    and ``"luck alone, long"``, the same players, each starting with the board game's
    cash and passing the stake :func:`luck_calibration` sets from its money (or
    ``baseline``: ``{"starting_cash", "stake"}``).
    """
    land = land_run(rules, games, seed, players, long_rounds)
    calibrated = luck_calibration(land)
    money = dict(baseline or {"starting_cash": calibrated["starting_cash"], "stake": calibrated["stake"]})
    median_rounds = calibrated["median_rounds"]
    luck = lesson_runs.run(Experiment(no_land, {"luck alone, same length": {**money, "rounds": median_rounds},
                                                "luck alone, long": {**money, "rounds": long_rounds}},
                                      games=games, seed=seed, players=players))
    return land, luck, median_rounds


def stake_name(starting_cash: int, stake: int) -> str:
    """A luck baseline in words: ``"$400 each, $6 stake"``."""
    return f"${starting_cash:,} each, ${stake:,} stake"


def luck_stakes(no_land: str, land, games: int = GAMES, seed: int = SEED, players: int = PLAYERS,
                stakes=LUCK_STAKES, old=OLD_LUCK):
    """Luck alone over the median length of the landlord games at the board game's
    starting cash, one condition per stake (``stakes`` and the calibrated one), and the
    ``old`` baseline: ``Results`` whose conditions are named by :func:`stake_name`."""
    calibrated = luck_calibration(land)
    cash, rounds = calibrated["starting_cash"], calibrated["median_rounds"]
    conditions = {stake_name(cash, stake): {"starting_cash": cash, "stake": stake, "rounds": rounds}
                  for stake in sorted(set(stakes) | {calibrated["stake"]})}
    conditions.setdefault(stake_name(old["starting_cash"], old["stake"]), {**old, "rounds": rounds})
    return lesson_runs.run(Experiment(no_land, conditions, games=games, seed=seed, players=players))


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
    from .experiments.stats import independent_difference as between
    return between(measured_values(treated, treated_condition, measure), measured_values(baseline, baseline_condition, measure))


def verdict_words(low: float, high: float, more: str = "more unequal", less: str = "less unequal",
                  neither: str = "the games cannot tell") -> str:
    """What the 95% interval of a difference says: ``more`` when it lies above zero,
    ``less`` when below, ``neither`` when it holds zero."""
    if low > 0:
        return more
    if high < 0:
        return less
    return neither


#: The measures :func:`side_by_side` shows by default: the Gini at the lesson's valuation and
#: beside it, and the length.
SIDE_BY_SIDE = (valued("gini", VALUATION), valued("gini", BESIDE), "rounds")


def side_by_side(*results, measures=SIDE_BY_SIDE):
    """The summaries of several runs in one table: a row per condition and measure."""
    import pandas as pd
    return pd.concat([r.summary(list(measures)) for r in results], ignore_index=True)


# ---------------------------------------------------------------------- lesson 6
def land_tax_sweep(rules: str, games: int = SWEEP_GAMES, seed: int = SEED, players: int = PLAYERS,
                   shares=SWEEP_SHARES, base: dict | None = None):
    """The land tax share swept from none to all of the rent (``Results`` of a sweep)."""
    return lesson_runs.run(Experiment.sweep_of(rules, "land_tax_share", list(shares), base=base, games=games,
                               seed=seed, players=players))


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


# ---------------------------------------------------------------------- lessons 5, 7 and 8
def reform_run(rules: str, games: int = GAMES, seed: int = SEED, players: int = PLAYERS,
               options: dict | None = None, reform_options: dict | None = None,
               names: tuple[str, str] = ("landlord rules", "reform")):
    """The rule set as it is, and under its reform from the start, the same seeds:
    ``Results`` with two conditions, named ``names`` (default ``"landlord rules"`` and
    ``"reform"``).

    ``reform_options`` replaces the reform's own (default ``{"regime": reform}``; a rule
    set whose reform is a tax rate can be given ``{"land_tax_share": 1}``).
    """
    options = dict(options or {})
    reform = dict(reform_options) if reform_options is not None else {"regime": reform_of(rules)}
    baseline, reformed = names
    conditions = {baseline: options, reformed: {**options, **reform}}
    return lesson_runs.run(Experiment(rules, conditions, games=games, seed=seed, players=players))


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


def claim_table(results, baseline: str | None = None, expected: dict | None = None):
    """The paired comparisons of ``results`` with what Magie's claim expects of each
    measure and the verdict of the stated rule (:mod:`landlords.experiments.claims`);
    ``baseline`` defaults to the first condition."""
    return with_verdicts(results.compare(baseline, list(expected or EXPECTED)), expected)


__all__ = [
    "BESIDE",
    "BRANCH_SEED",
    "BRANCH_TURN",
    "GAMES",
    "LONG_ROUNDS",
    "LUCK_STAKES",
    "MONARCH",
    "MONARCH_SEED",
    "OLD_LUCK",
    "PLAYERS",
    "PLAY_SEED",
    "SEED",
    "SIDE_BY_SIDE",
    "SWEEP_GAMES",
    "SWEEP_SHARES",
    "TIPPING_LEVEL",
    "TIPPING_OUTCOME",
    "VALUATION",
    "LessonError",
    "book_gini",
    "bot_game",
    "branch_at_turn",
    "claim_table",
    "difference",
    "first_seat_richest",
    "futures_table",
    "interval",
    "land_run",
    "land_tax_sweep",
    "luck_calibration",
    "luck_or_land",
    "luck_stakes",
    "margin_lot",
    "measured_values",
    "money_flows",
    "one_house_rents",
    "reform_of",
    "reform_run",
    "richest_by_character",
    "scenario_run",
    "side_by_side",
    "stake_name",
    "sweep_table",
    "unpaired_difference",
    "verdict_words",
]
