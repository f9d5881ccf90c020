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
    earner first; every lot carries the same kind of building at its own price, so the
    differences come from where it lies (how often tokens stop there) and what its
    land is worth.
    """
    from . import analysis
    rents = analysis.rent_of_location(rules)
    built = rents[rents["buildings"] > 0]
    cheapest = built.loc[built.groupby("space", sort=False)["buildings"].idxmin()]
    table = cheapest[["name", "price", "buildings", "rent", "probability", "rent_per_turn"]]
    return table.sort_values("rent_per_turn", ascending=False, kind="stable", ignore_index=True)


# ---------------------------------------------------------------------- lesson 5
def luck_or_land(rules: str, no_land: str, games: int = GAMES, seed: int = SEED, players: int = PLAYERS,
                 long_rounds: int = LONG_ROUNDS):
    """The landlord rules, at the rule set's own end and over ``long_rounds`` rounds,
    beside luck alone (``no_land``: a rule set with no land) for the same lengths.

    Returns ``(land, luck, median_rounds)``: ``land`` has conditions ``"land, own end"``
    and ``"land, long"``; ``luck`` has ``"luck alone, same length"`` (the median length
    of the landlord games, so the two are compared over equal time) and
    ``"luck alone, long"``.
    """
    land = lesson_runs.run(Experiment(rules, {"land, own end": {}, "land, long": {"end": "rounds", "end_rounds": long_rounds}},
                      games=games, seed=seed, players=players))
    own_end = land.games[land.games["condition"] == "land, own end"]
    median_rounds = int(own_end["rounds"].median())
    luck = lesson_runs.run(Experiment(no_land, {"luck alone, same length": {"rounds": median_rounds},
                                "luck alone, long": {"rounds": long_rounds}},
                      games=games, seed=seed, players=players))
    return land, luck, median_rounds


def side_by_side(*results, measures=("gini_book", "one_winner", "everyone_prospers", "below_start", "rounds")):
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
COMPARED_AT = "market"
SHOWN_BESIDE = "score"


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
    reading["start"] = (values[0], *stats.mean_interval(table[0]))
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


def rate_words(rate: float, low: float, high: float, games: int) -> str:
    """A share of games in words: ``97% [95%, 99%]``; ``in no game (0 of 200)`` and ``in
    every game (200 of 200)`` at the ends (never an interval "0% to 0%")."""
    hits = round(rate * games)
    if hits == 0:
        return f"in no game (0 of {games})"
    if hits == games:
        return f"in every game ({games} of {games})"
    return f"{rate:.0%} [{low:.0%}, {high:.0%}]"


def verdict_words(test) -> str:
    """A test of a :class:`~landlords.experiments.Family` in words: a share of games, a
    difference of two shares in points, of a Gini in three decimals, of dollars in dollars."""
    if test.kind == "share":
        return rate_words(test.estimate, test.low, test.high, test.pairs)
    values = (test.estimate, test.low, test.high)
    if test.baseline_mean == test.baseline_mean and _looks_like_rate(test):
        return "{:+.0f} pts [{:+.0f}, {:+.0f}]".format(*(100 * v for v in values))
    if test.measure in ("mad", "total", "wages_paid", "public_spending"):
        return "{}{:,.0f} [{}{:,.0f}, {}{:,.0f}]".format(*(x for v in values for x in ("+$" if v >= 0 else "-$", abs(v))))
    return "{:+.3f} [{:+.3f}, {:+.3f}]".format(*values)


def _looks_like_rate(test) -> bool:
    return test.measure in ("one_winner", "everyone_prospers") or test.measure.startswith("monarch")


__all__ = [
    "BRANCH_SEED",
    "BRANCH_TURN",
    "COMPARED_AT",
    "GAMES",
    "LONG_ROUNDS",
    "MONARCH",
    "MONARCH_SEED",
    "PLAYERS",
    "PLAY_SEED",
    "SEED",
    "SHOWN_BESIDE",
    "SWEEP_GAMES",
    "SWEEP_SHARES",
    "TIPPING_LEVEL",
    "TIPPING_OUTCOME",
    "LessonError",
    "add_claim_tests",
    "add_share_tests",
    "base_measure",
    "book_gini",
    "bot_game",
    "branch_at_turn",
    "claim_table",
    "conditions_run",
    "difference",
    "endings",
    "first_seat_richest",
    "flips",
    "futures_table",
    "holdings_by_bot",
    "interval",
    "land_tax_sweep",
    "lever_reading",
    "luck_or_land",
    "money_flows",
    "one_house_rents",
    "per_round",
    "rate_words",
    "reform_of",
    "reform_run",
    "richest_by_character",
    "scenario_run",
    "seat_richest",
    "side_by_side",
    "sweep_curve",
    "sweep_curve_of_class",
    "sweep_reading",
    "sweep_table",
    "tally",
    "valuation_of",
    "verdict_words",
]
