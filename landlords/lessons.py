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
from .experiments.stats import rate_interval
from .experiments.valuation import VALUATION_WORDS, discount_rate, landing_rates, values_of
from .metrics import gini

#: Games per condition in the lessons (seeds 1 to GAMES).
GAMES = 200
#: Games per value of a sweep (lesson 6).
SWEEP_GAMES = 100
#: The players of every lesson's games.
PLAYERS = 4
#: The length of a "long game" in rounds (lessons 5, 6 and 8).
LONG_ROUNDS = 100
#: The shares of land rent taxed in lesson 6's sweep (tenths: fine enough to see the curve
#: turn back, which issue 23 found between 0.4 and 0.8).
SWEEP_SHARES = (0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0)
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
#: The turn at which lesson 3's copies switch to the reform, and a fixed game of it (the
#: tests' and the Replay's example; the lesson itself chooses its game by
#: :func:`example_branch`, the median of :func:`branch_run`).
BRANCH_SEED = 7
BRANCH_TURN = 15
#: The yardstick every lesson compares wealth by (issue 23's default), and the one shown
#: beside it.
VALUATION = "market"
BESIDE = "score"


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


def wealth_of(game, valuation: str = VALUATION) -> dict[str, float]:
    """``{player: wealth}`` of one game now, at ``valuation`` (``"market"``, ``"score"`` or
    ``"book"``); market value at the stated discount rate of the experiments
    (:func:`landlords.experiments.valuation.discount_rate`), as their rows count it."""
    rules = game.rules.name
    landing = landing_rates(rules) if valuation == "market" else None
    discount = discount_rate(rules, len(game.players)) if valuation == "market" else None
    values = values_of(game, valuation, landing, discount)
    return {player: float(value) for player, value in zip(game.players, values, strict=True)}


def gini_of(game, valuation: str = VALUATION) -> float:
    """The Gini of the players' wealth in one game now, at ``valuation``."""
    return gini(list(wealth_of(game, valuation).values()))


def percent(share: float) -> str:
    """A share as a percentage, whole unless rounding would make it read 0% or 100% when
    it is not (``0.003`` is ``"0.3%"``, 1 game of 200 is ``"0.5%"``, ``0.997`` is ``"99.7%"``)."""
    whole = f"{share:.0%}"
    if 0 < share < 1 and whole in ("0%", "100%"):
        return f"{min(max(round(share * 1000), 1), 999) / 10:.1f}%"
    return whole


def rate_words(count: int, games: int) -> str:
    """How often something happened, in words with its exact (Clopper-Pearson) 95%
    interval: ``"in every one of the 200 games (95% interval: at least 98.2%)"``, ``"in
    no game of 200 (95% interval: at most 1.8%)"``, ``"in 37 of 200 games (19%; 95%
    interval 13% to 25%)"``; never "100% to 100%"."""
    _, low, high = rate_interval(count, games)
    if games and count == games:
        return f"in every one of the {games} games (95% interval: at least {low:.1%})"
    if count == 0:
        return f"in no game of {games} (95% interval: at most {high:.1%})"
    return f"in {count} of {games} games ({percent(count / games)}; 95% interval {percent(low)} to {percent(high)})"


def lorenz_of_game(game, valuation: str = VALUATION):
    """The Lorenz curve of one game's wealth at ``valuation``, shaped like
    ``Results.lorenz`` (columns ``condition, population_share, wealth_share``; the
    condition is ``"this game"``), for :func:`landlords.charts.lorenz_figure`."""
    import pandas as pd

    from .metrics import lorenz
    population, wealth = lorenz(list(wealth_of(game, valuation).values()))
    return pd.DataFrame({"condition": "this game", "population_share": population, "wealth_share": wealth})


# ---------------------------------------------------------------------- lesson 1
def _rank_column(valuation: str) -> str:
    """The player rows' rank column at ``valuation`` (1 = richest)."""
    return {"book": "rank", "score": "rank_score", "market": "rank_market"}[valuation]


def richest_by_character(rules: str, games: int = GAMES, seed: int = SEED, players: int = PLAYERS,
                         valuation: str = VALUATION):
    """How often each bot character ends richest at ``valuation`` (default market value),
    over ``games`` games, with the exact 95% interval of that share.

    Columns ``character, richest, share, low, high, games`` (``richest``: in how many
    games), the most successful first.
    """
    import pandas as pd
    results = lesson_runs.run(Experiment(rules, {"as it is": {}}, games=games, seed=seed, players=players))
    table = results.players
    rank = _rank_column(valuation)
    rows = []
    for bot, part in table.groupby("bot", sort=True):
        count = int((part[rank] == 1).sum())
        share, low, high = rate_interval(count, len(part))
        rows.append({"character": bot, "richest": count, "share": share, "low": low, "high": high,
                     "games": len(part)})
    frame = pd.DataFrame(rows, columns=["character", "richest", "share", "low", "high", "games"])
    return frame.sort_values(["richest", "character"], ascending=[False, True], kind="stable",
                             ignore_index=True)


# ---------------------------------------------------------------------- lesson 2
def scenario_run(rules: str, scenario: dict, games: int = GAMES, seed: int = SEED, players: int = PLAYERS):
    """A scenario's options under the rule set's default rules and under its reform, the
    same seeds: ``Results`` with conditions ``"landlord rules"`` and ``"reform"``."""
    reform = reform_of(rules)
    conditions = {"landlord rules": dict(scenario), "reform": {**scenario, "regime": reform}}
    return lesson_runs.run(Experiment(rules, conditions, games=games, seed=seed, players=players))


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


def play_future(rules: str, seed: int, switch_at: int | None = None, players: int = PLAYERS,
                options: dict | None = None) -> dict:
    """One game of bots played turn by turn, switched to the reform at the start of turn
    ``switch_at`` if given (as an experiment's ``switch_at`` does: the same game as
    :func:`branch_at_turn`'s copy), valued at the end of every turn.

    Returns ``{"game", "valued", "levy"}``: ``valued`` has a row per turn and player
    (``turn, player, market, score, book``: the wealth at the end of that turn, turns
    numbered as in ``game.history()``); ``levy`` is ``{"turn", "market", "score",
    "book"}``, each valuation's ``{player: wealth just before the switch minus just
    after}`` (what the switch took off each player's count), or None without a switch.

    Raises:
        LessonError: the game ended before ``switch_at``.
    """
    import pandas as pd
    game = landlords.new_game(rules, players=players, seed=seed, options=dict(options or {}))
    valuations = ("market", "score", "book")
    rows, levy = [], None
    while game.outcome is None:
        turn = game.turn
        if switch_at is not None and levy is None and turn >= switch_at:
            before = {v: wealth_of(game, v) for v in valuations}
            game.switch_rules(reform_of(rules))
            after = {v: wealth_of(game, v) for v in valuations}
            levy = {"turn": turn, **{v: {p: before[v][p] - after[v][p] for p in game.players}
                                     for v in valuations}}
        if game.play(until_turn=turn + 1) is None and game.turn == turn:
            raise LessonError(f"the game of seed {seed} stopped at a person's decision")
        now = {v: wealth_of(game, v) for v in valuations}
        rows += [(turn, p, now["market"][p], now["score"][p], now["book"][p]) for p in game.players]
    if switch_at is not None and levy is None:
        raise LessonError(f"the game of seed {seed} ended at turn {game.turn}, before turn {switch_at}")
    valued = pd.DataFrame(rows, columns=["turn", "player", "market", "score", "book"])
    return {"game": game, "valued": valued, "levy": levy}


def branch_run(rules: str, turn: int = BRANCH_TURN, games: int = GAMES, seed: int = SEED,
               players: int = PLAYERS):
    """Every seed's game twice, the same dice: as it is (``"landlord rules"``) and switched
    to the reform at the start of ``turn`` (``"reform from turn N"``): ``Results``."""
    conditions = {"landlord rules": {}, f"reform from turn {turn}": {"switch_at": turn}}
    return lesson_runs.run(Experiment(rules, conditions, games=games, seed=seed, players=players))


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


def futures_flows(runs: dict, top: int = 4):
    """The money each future moved for the reasons that matter: the union of each
    future's ``top`` largest reasons (land rent always among them), with every future's
    true total and count of payments for each, even where it is not among its own
    largest.  Columns ``reason, future, dollars, payments`` (the game's own words for the
    reason; starting cash left out)."""
    import pandas as pd
    flows = {label: money_flows(game).set_index("reason") for label, game in runs.items()}
    first = next(iter(runs.values()))
    chosen = [first.rules.words.reasons.get("land_rent", "land rent")]
    for table in flows.values():
        chosen += [reason for reason in table.index[:top] if reason not in chosen]
    biggest = {reason: max(int(t.loc[reason, "dollars"]) if reason in t.index else 0 for t in flows.values())
               for reason in chosen}
    chosen.sort(key=lambda reason: -biggest[reason])
    rows = [{"reason": reason, "future": label,
             "dollars": int(table.loc[reason, "dollars"]) if reason in table.index else 0,
             "payments": int(table.loc[reason, "transfers"]) if reason in table.index else 0}
            for reason in chosen for label, table in flows.items()]
    return pd.DataFrame(rows, columns=["reason", "future", "dollars", "payments"])


def land_rent_receivers(game) -> dict[str, tuple[int, int]]:
    """Who received the land rent of ``game``: ``{"the lots' holders": (dollars,
    payments), "<the Treasury's name>": (dollars, payments)}`` from its ledger."""
    ledger = game.ledger()
    rent = ledger[ledger["reason"] == "land_rent"]
    to_players = rent[rent["dst"].isin(set(game.players))]
    to_public = rent[~rent["dst"].isin(set(game.players))]
    treasury = game.rules.words.labels.get("treasury", "the public")
    return {"the lots' holders": (int(to_players["amount"].sum()), len(to_players)),
            treasury: (int(to_public["amount"].sum()), len(to_public))}


def payments_words(dollars: int, payments: int) -> str:
    """``"$1,003 in 80 payments"``."""
    return f"${dollars:,} in {payments:,} payment{'' if payments == 1 else 's'}"


def futures_table(runs: dict, valuation: str = VALUATION, beside: str = BESIDE):
    """``{label: game}`` side by side, one column per game: each player's wealth at the
    end at ``valuation`` and by ``beside``, the Gini at both, the rounds played, who
    received the land rent, and the money moved for the reasons that matter
    (:func:`futures_flows`: every reason shown with its true total in every game)."""
    import pandas as pd
    flows = futures_flows(runs)
    columns = {}
    for label, game in runs.items():
        wealth, other = wealth_of(game, valuation), wealth_of(game, beside)
        column = {}
        for player in game.players:
            column[f"{player}'s wealth {VALUATION_WORDS[valuation]}"] = f"${round(wealth[player]):,}"
            column[f"{player}'s wealth {VALUATION_WORDS[beside]}"] = f"${round(other[player]):,}"
        column[f"Gini of wealth {VALUATION_WORDS[valuation]}"] = f"{gini_of(game, valuation):.3f}"
        column[f"Gini of wealth {VALUATION_WORDS[beside]}"] = f"{gini_of(game, beside):.3f}"
        column["rounds played"] = str(game.outcome.rounds)
        for receiver, (dollars, payments) in land_rent_receivers(game).items():
            column[f"land rent received by {receiver}"] = payments_words(dollars, payments)
        for row in flows[flows["future"] == label].itertuples(index=False):
            column[f"money moved: {row.reason}"] = payments_words(row.dollars, row.payments)
        columns[label] = column
    return pd.DataFrame(columns).astype(object)


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


#: The valuation lessons 6 to 8 compare wealth at (issue 23's default for comparisons),
#: and the one shown beside it.
COMPARED_AT = VALUATION
SHOWN_BESIDE = BESIDE


def _by_seed(results, condition: str, column: str):
    """One value per seed (in seed order) of ``column`` in ``condition``."""
    games = results.games
    part = games[games["condition"] == condition].sort_values("seed")
    return part[column].astype(float).to_numpy()


def sweep_curve(results, column: str):
    """``(values, table)``: a sweep's values in order and ``column`` per value and seed
    (values x seeds; the same seeds in every row), for :mod:`landlords.experiments.curve`."""
    import numpy as np
    option, values = results.sweep
    values = sorted(values)
    return values, np.array([_by_seed(results, f"{option}={value}", column) for value in values])


def sweep_reading(results, level: float = TIPPING_LEVEL, outcome: str = TIPPING_OUTCOME,
                  valuation: str = COMPARED_AT) -> dict:
    """The tipping point of a sweep read along its whole curve: ``Results.tipping_point``
    (classes taken at ``valuation``) with ``"crossings"`` (where the rate crosses
    ``level``: first, last, every crossing) and ``"reversal"`` (its largest rise between two
    values, paired by seed, judged allowing for the pairs it was picked from), ready for
    :func:`landlords.charts.sweep_caption` and ``sweep_figure``."""
    from .experiments import curve
    from .experiments.results import valued
    tipping = results.tipping_point(level=level, outcome=outcome, valuation=valuation)
    values, classes = sweep_curve_of_class(results, valued("outcome_class", valuation), outcome)
    rates = classes.mean(axis=1) if len(values) else []
    tipping["crossings"] = curve.crossings(values, rates, level)
    tipping["reversal"] = curve.largest_reversal(values, classes, expected=-1) if len(values) > 1 else None
    tipping["valuation"] = valuation
    return tipping


def sweep_curve_of_class(results, column: str, outcome: str):
    """``(values, table)`` of 0/1 outcomes: whether each game's class (``column``) is ``outcome``."""
    import numpy as np
    option, values = results.sweep
    values = sorted(values)
    games = results.games
    rows = []
    for value in values:
        part = games[games["condition"] == f"{option}={value}"].sort_values("seed")
        rows.append((part[column] == outcome).astype(float).to_numpy())
    return values, np.array(rows)


def lever_reading(results, column: str = "gini_market") -> dict:
    """A measure along the lever, read whole: ``{"lowest": (value, mean, low, high)}`` (the
    value with the lowest mean, its 95% interval), ``"start"`` (the same at the first
    value), ``"reversal"`` (:func:`~landlords.experiments.curve.largest_reversal`: its
    largest rise between two values, paired by seed), ``"turns_back"`` (whether that rise is
    beyond the noise), ``"above_start"`` (the values whose paired difference from the
    first value is above 0, its 95% interval wholly so) and ``"highest_after_lowest"``
    (the value with the highest mean beyond the lowest, where the curve rose back to)."""
    from .experiments import curve, stats
    values, table = sweep_curve(results, column)
    means = table.mean(axis=1)
    lowest = int(means.argmin())
    reading = {"column": column, "values": values}
    reading["lowest"] = (values[lowest], *stats.mean_interval(table[lowest]))
    reading["start"] = (next(iter(values)), *stats.mean_interval(table[0]))
    reversal = curve.largest_reversal(values, table, expected=-1)
    reading["reversal"] = reversal
    reading["turns_back"] = not curve.is_monotone(reversal)
    if reversal is not None:                     # where it turns back from, and rises to
        reading["turn_from"] = (reversal["from"], *stats.mean_interval(table[values.index(reversal["from"])]))
        reading["turn_to"] = (reversal["to"], *stats.mean_interval(table[values.index(reversal["to"])]))
    reading["above_start"] = [v for v, row in zip(values[1:], table[1:])
                              if stats.paired_difference(row, table[0])[1] > 0]
    later = range(lowest + 1, len(values))
    reading["highest_after_lowest"] = (values[max(later, key=lambda k: means[k])] if len(later) else None)
    return reading


def holdings_by_bot(results, condition: str, valuation: str = COMPARED_AT) -> dict:
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


# ---------------------------------------------------------------------- lessons 7 and 8
def conditions_run(rules: str, conditions: dict, games: int = GAMES, seed: int = SEED,
                   players: int = PLAYERS):
    """Several conditions (``{name: options}``) on the same seeds: ``Results``."""
    return lesson_runs.run(Experiment(rules, dict(conditions), games=games, seed=seed, players=players))


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


def valuation_of(column: str) -> str:
    """The valuation a measure's column is taken at (``gini_market`` -> ``market``;
    ``one_winner`` -> ``book``); ``""`` for a measure of money that has none."""
    from .experiments.results import _PLAIN_AT_BOOK, VALUED_MEASURES
    from .experiments.valuation import VALUATIONS
    for valuation in VALUATIONS:
        if column.endswith(f"_{valuation}"):
            return valuation
    if column in _PLAIN_AT_BOOK or column.split("_book")[0] in VALUED_MEASURES:
        return "book"
    return ""


def base_measure(column: str) -> str:
    """A column without its valuation: ``gini_market`` -> ``gini``."""
    valuation = valuation_of(column)
    return column[: -len(valuation) - 1] if valuation and column.endswith(f"_{valuation}") else column


def add_claim_tests(family, results, *, claim: str, setting: str, baseline: str, condition: str,
                    expected: dict | None = None, **tags) -> None:
    """Add to ``family`` (a :class:`~landlords.experiments.Family`) the paired difference
    ``condition - baseline`` of every measure ``expected`` names (default
    :data:`~landlords.experiments.claims.EXPECTED`), those of ``BY_CONSTRUCTION`` flagged."""
    from .experiments.claims import BY_CONSTRUCTION
    for column, sign in (expected or EXPECTED).items():
        if column not in results.games:
            continue
        treated, base = _by_seed(results, condition, column), _by_seed(results, baseline, column)
        family.paired(treated, base, claim=claim, setting=setting, condition=condition,
                      measure=base_measure(column), valuation=valuation_of(column), expected=sign,
                      by_construction=column in BY_CONSTRUCTION, **tags)


def add_share_tests(family, results, condition: str, measure: str, *, claim: str, setting: str,
                    valuations=None, **tags) -> None:
    """Add "it happens in most games" for ``measure`` (a rate such as ``one_winner``) in
    ``condition`` at each valuation."""
    from .experiments.results import valued
    from .experiments.valuation import VALUATIONS
    for valuation in valuations or VALUATIONS:
        family.share(_by_seed(results, condition, valued(measure, valuation)), claim=claim,
                     setting=setting, condition=condition, measure=measure, valuation=valuation, **tags)


def seat_richest(results, condition: str, seat: int = 0, valuation: str = COMPARED_AT):
    """Per seed (in order), 1.0 when the player in ``seat`` ends richest at ``valuation``."""
    players = results.players
    rank = "rank" if valuation == "book" else f"rank_{valuation}"
    part = players[(players["condition"] == condition) & (players["seat"] == seat)].sort_values("seed")
    return (part[rank] == 1).astype(float).to_numpy()


def tally(family, valuation: str) -> dict:
    """How many of ``family``'s tested verdicts at ``valuation`` came out each way
    (``{"borne out": n, "contradicted": n, "not shown either way": n}``); verdicts by
    construction and comparisons of 0% with 0% are not counted."""
    counts = {"borne out": 0, "contradicted": 0, "not shown either way": 0}
    counts.update(family.tally(valuation=valuation))
    return counts


def flips(family, across: str) -> list[dict]:
    """Tested comparisons whose verdict changes with ``across`` (``"valuation"`` or the tag
    ``"length"``), all else equal: ``[{"claim", "what", "verdicts": {value: verdict}}]``."""
    keys = ("claim", "condition", "measure", "valuation", "length", "rules")
    groups: dict = {}
    for test in family.tests:
        if not test.counted:
            continue
        fields = {k: getattr(test, k, test.tags.get(k)) for k in keys}
        value = fields.pop(across)
        if across != "length":
            fields["setting"] = test.setting
        groups.setdefault(tuple(sorted(fields.items(), key=lambda kv: kv[0])), {})[value] = test.verdict
    found = []
    for fields, verdicts in groups.items():
        if len(verdicts) > 1 and len(set(verdicts.values())) > 1:
            found.append({**dict(fields), "verdicts": verdicts})
    return found


def share_words(rate: float, low: float, high: float, games: int) -> str:
    """A share of games in words: ``97% [95%, 99%]``; ``in no game (0 of 200)`` and ``in
    every game (200 of 200)`` at the ends (never an interval "0% to 0%")."""
    hits = round(rate * games)
    if hits == 0:
        return f"in no game (0 of {games})"
    if hits == games:
        return f"in every game ({games} of {games})"
    return f"{percent(rate)} [{percent(low)}, {percent(high)}]"


def test_words(test) -> str:
    """A test of a :class:`~landlords.experiments.Family` in words: a share of games, a
    difference of two shares in points, of a Gini in three decimals, of dollars in dollars."""
    if test.kind == "share":
        return share_words(test.estimate, test.low, test.high, test.pairs)
    values = (test.estimate, test.low, test.high)
    if test.baseline_mean == test.baseline_mean and _looks_like_rate(test):
        return "{:+.0f} pts [{:+.0f}, {:+.0f}]".format(*(100 * v for v in values))
    if test.measure in ("mad", "total", "wages_paid", "public_spending"):
        return "{}{:,.0f} [{}{:,.0f}, {}{:,.0f}]".format(*(x for v in values for x in ("+$" if v >= 0 else "-$", abs(v))))
    return "{:+.3f} [{:+.3f}, {:+.3f}]".format(*values)


def _looks_like_rate(test) -> bool:
    return test.measure in ("one_winner", "everyone_prospers") or test.measure.startswith("monarch")


__all__ = [
    "BESIDE",
    "BRANCH_SEED",
    "BRANCH_TURN",
    "COMPARED_AT",
    "GAMES",
    "LONG_ROUNDS",
    "LUCK_STAKES",
    "MONARCH",
    "MONARCH_SEED",
    "OLD_LUCK",
    "PLAYERS",
    "PLAY_SEED",
    "SEED",
    "SHOWN_BESIDE",
    "SIDE_BY_SIDE",
    "SWEEP_GAMES",
    "SWEEP_SHARES",
    "TIPPING_LEVEL",
    "TIPPING_OUTCOME",
    "VALUATION",
    "LessonError",
    "add_claim_tests",
    "add_share_tests",
    "base_measure",
    "book_gini",
    "bot_game",
    "branch_at_turn",
    "branch_effects",
    "branch_run",
    "claim_table",
    "conditions_run",
    "difference",
    "endings",
    "example_branch",
    "first_seat_mean_wealth",
    "first_seat_richest",
    "first_seat_richest_count",
    "flips",
    "futures_flows",
    "futures_table",
    "gini_of",
    "holdings_by_bot",
    "interval",
    "land_rent_receivers",
    "land_run",
    "land_tax_sweep",
    "lever_reading",
    "lorenz_of_game",
    "luck_calibration",
    "luck_or_land",
    "luck_stakes",
    "margin_lot",
    "measured_values",
    "monarch_table",
    "money_flows",
    "more_equal_count",
    "one_house_rents",
    "payments_words",
    "per_round",
    "percent",
    "play_future",
    "rate_words",
    "reform_of",
    "reform_run",
    "richest_by_character",
    "scenario_run",
    "seat_richest",
    "share_words",
    "side_by_side",
    "stake_name",
    "sweep_curve",
    "sweep_curve_of_class",
    "sweep_reading",
    "sweep_table",
    "tally",
    "test_words",
    "unpaired_difference",
    "valuation_of",
    "verdict_words",
    "wealth_of",
]
