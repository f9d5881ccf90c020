"""Write docs/evidence.md: Magie's claims beside what many games of this package show.

Run:  python scripts/make_evidence.py [--games 400] [--workers 2] [--out docs/evidence.md]

Every number in the document comes from the experiments this script runs (fixed seeds,
fixed bootstrap seeds), so running it again writes the same file; nothing in it is typed
by hand except the quotations, the definitions and the sentences that frame the numbers.
A verdict is chosen by a rule stated in the document (where the 95% interval lies), never
written to fit.  The quotations and the verdict rules live in ``landlords.experiments.claims``,
where the lessons read them too.  The script asks the rule sets for everything through the experiment API;
the two board games it runs are named here, in the list of experiments, and nowhere else.
"""

from __future__ import annotations

import argparse
import os
import sys

from landlords.api import describe_bots
from landlords.engine.registry import find_rules
from landlords.experiments import MEASURES, Experiment
from landlords.experiments.claims import EXPECTED, QUOTES, verdict_of_difference, verdict_of_rate
from landlords.metrics import OUTCOME_CLASSES

MAGIE = "landlords-1906"
MONOPOLY = "monopoly"
BASELINE = "random-exchange"
PLAYERS = 4
LONG_ROUNDS = 100
#: The level of the tipping point, fixed before any game was run: "one game in ten".
TIPPING_LEVEL = 0.1
SWEEP = [round(0.1 * k, 1) for k in range(11)]

# ---------------------------------------------------------------------- formatting
def _num(value: float, digits: int = 3) -> str:
    if value != value:
        return "–"
    text = f"{value:.{digits}f}"
    return text[1:] if text.startswith("-") and float(text) == 0 else text   # never "-0.000"


def _pct(value: float) -> str:
    return f"{int(round(100 * value))}%" if value == value else "–"     # never "-0%"


def _show(value: float, kind: str = "num") -> str:
    """A value as the document prints it: a percentage, whole dollars, rounds or a ratio."""
    if kind == "pct":
        return _pct(value)
    if kind == "money":
        return _num(value, 0)
    if kind == "rounds":
        return _num(value, 1)
    return _num(value)


def _interval(mean, low, high, kind: str = "num") -> str:
    return f"{_show(mean, kind)} [{_show(low, kind)}, {_show(high, kind)}]"


def _kind(measure: str) -> str:
    if measure in ("one_winner", "everyone_prospers"):
        return "pct"
    if measure in ("wages_paid", "public_spending"):
        return "money"
    if measure == "rounds":
        return "rounds"
    return "num"


def _table(header: list[str], rows: list[list[str]]) -> list[str]:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return lines


def _summary_rows(results, measures) -> dict:
    table = results.summary(measures)
    return {(row.condition, row.measure): (row.mean, row.low, row.high)
            for row in table.itertuples(index=False)}


def _lineup(rules: str) -> str:
    rule_set = find_rules(rules)
    described = describe_bots(rules)
    names = list(dict.fromkeys(rule_set.default_lineup))
    return "; ".join(f"`{name}` ({described[name].rstrip('.')})" for name in names)


# ---------------------------------------------------------------------- experiments
def run_all(games: int, workers: int) -> dict:
    def run(rules, conditions, **kwargs):
        return Experiment(rules, conditions, games=games, seed=1, players=PLAYERS,
                          workers=workers, **kwargs).run(progress=sys.stderr.isatty())

    long_end = {"end": "rounds", "end_rounds": LONG_ROUNDS}
    found = {}
    found["magie"] = run(MAGIE, {"landlord rules": {}, "single tax": {"regime": "single-tax"},
                                 "single tax from turn 10": {"switch_at": 10}})
    found["long"] = run(MAGIE, {"landlord rules": dict(long_end),
                                "single tax": {"regime": "single-tax", **long_end},
                                "single tax from turn 10": {"switch_at": 10, **long_end}})
    found["monarch"] = run(MAGIE, {"landlord rules": {"scenario": "monarch"},
                                   "single tax": {"scenario": "monarch", "regime": "single-tax"}})
    found["monopoly"] = run(MONOPOLY, {"classic rules": {}, "land value tax": {"land_tax_share": 1}})
    median_rounds = int(found["magie"].games.query("condition == 'landlord rules'")["rounds"].median())
    found["median_rounds"] = median_rounds
    found["luck"] = run(BASELINE, {"luck alone": {"rounds": median_rounds},
                                   "luck alone, long": {"rounds": LONG_ROUNDS}})
    found["sweep"] = Experiment.sweep_of(MAGIE, "land_tax_share", SWEEP, base=long_end,
                                         games=games, seed=1, players=PLAYERS,
                                         workers=workers).run(progress=sys.stderr.isatty())
    found["monopoly sweep"] = Experiment.sweep_of(MONOPOLY, "land_tax_share", SWEEP, games=games,
                                                  seed=1, players=PLAYERS,
                                                  workers=workers).run(progress=sys.stderr.isatty())
    return found


# ---------------------------------------------------------------------- the document
def _claim_one(found, lines: list[str]) -> None:
    text, section = QUOTES["one owner"]
    lines += ["## 1. Under the landlord rules one player comes to own the board", "",
              f"> {text}", ">", f"> — Magie, 1906 rules, *{section}* (our translation)", ""]
    measures = ["one_winner", "gini_book", "top_share_book", "land_hhi", "below_start"]
    rows = []
    verdicts = {}
    for key, label in (("magie", "Magie's end (LG-19: five wages)"),
                       ("long", f"{LONG_ROUNDS} rounds")):
        summary = _summary_rows(found[key], measures)
        cells = [label]
        for measure in measures:
            mean, low, high = summary[("landlord rules", measure)]
            cells.append(_interval(mean, low, high, _kind(measure)))
            if measure == "one_winner":
                verdicts[label] = verdict_of_rate(low, high)
        majority = found[key].games.query("condition == 'landlord rules'")["majority_turn"]
        cells.append(_pct(majority.notna().mean()))
        rows.append(cells)
    lines += _table(["game length", "one winner", "Gini (book)", "richest's share",
                     "land concentration (HHI)", "players poorer than at the start",
                     "games where one player ever held over half"], rows)
    lines += ["", "Verdict (one winner in most games): "
              + "; ".join(f"{label}: **{v}**" for label, v in verdicts.items()) + ".", ""]


def _claim_monarch(found, lines: list[str]) -> None:
    text, section = QUOTES["monarch"]
    lines += ["## 2. The land monopolist is monarch of the world; the remedy is the single tax", "",
              f"> {text}", ">", f"> — Magie, 1906 rules, *{section}* (our translation)", "",
              "Scenario LG-M1: the first player is given all 22 lots, everyone starts with $100 "
              "and the landlord never receives wages; played under the landlord rules and under "
              "the single tax, the same seeds.", ""]
    results = found["monarch"]
    games = results.games
    landlord = games[games["condition"] == "landlord rules"]
    share_first = results.players.query("condition == 'landlord rules' and seat == 0")["rank"].eq(1).mean()
    lines.append(f"Under the landlord rules the landlord ends richest in {_pct(share_first)} of "
                 f"{len(landlord)} games (at book value).")
    lines.append("")
    _comparison(results, "landlord rules", lines)


def _comparison(results, baseline: str, lines: list[str], expectations=None) -> dict:
    expectations = expectations or EXPECTED
    table = results.compare(baseline, list(expectations))
    rows, verdicts = [], {}
    for row in table.itertuples(index=False):
        kind = _kind(row.measure)
        verdict = verdict_of_difference(row.low, row.high, expectations[row.measure])
        verdicts[(row.condition, row.measure)] = verdict
        rows.append([row.condition, MEASURES[row.measure], _show(row.baseline_mean, kind),
                     _show(row.condition_mean, kind), _interval(row.difference, row.low, row.high, kind),
                     "lower" if expectations[row.measure] < 0 else "higher", verdict])
    lines += _table(["condition", "measure", f"mean: {baseline}", "mean: condition",
                     "difference [95% CI]", "the claim expects it", "verdict"], rows)
    lines.append("")
    return verdicts


def _claim_single_tax(found, lines: list[str]) -> None:
    text, section = QUOTES["single tax"]
    lines += ["## 3. The single tax builds public works, raises wages and shares prosperity", "",
              f"> {text}", ">", f"> — Magie, 1906 rules, *{section}* (our translation)", ""]
    for key, label in (("magie", "Under Magie's end (LG-19)"),
                       ("long", f"Over {LONG_ROUNDS} rounds")):
        lines += [f"### {label}", ""]
        _comparison(found[key], "landlord rules", lines)


def _game_length(found, lines: list[str]) -> None:
    lines += ["## Game length, side by side", "",
              "The same measures for Magie's end, a longer game, Monopoly played to its end "
              "(bankruptcy of all but one, or MO-18's time limit) with and without its land "
              "value tax, and luck alone (no land: `random-exchange`, four players exchanging "
              f"$1 at random, for the median length of Magie's game, {found['median_rounds']} "
              f"rounds, and for {LONG_ROUNDS} rounds).", ""]
    measures = ["gini_book", "one_winner", "everyone_prospers", "below_start", "rounds"]
    rows = []
    for key, label in (("magie", "1906, LG-19"), ("long", f"1906, {LONG_ROUNDS} rounds"),
                       ("monopoly", "Monopoly to its end"), ("luck", "luck alone")):
        results = found[key]
        summary = _summary_rows(results, measures)
        ends = results.games.groupby("condition", observed=True)["termination"].agg(
            lambda s: ", ".join(f"{k} {v}" for k, v in s.value_counts().sort_index().items()))
        for condition in results.conditions:
            cells = [label, condition]
            for measure in measures:
                mean, low, high = summary.get((condition, measure), (float("nan"),) * 3)
                cells.append(_interval(mean, low, high, _kind(measure)))
            cells.append(ends.get(condition, ""))
            rows.append(cells)
    lines += _table(["game", "condition", "Gini (book)", "one winner", "everyone prospers",
                     "players poorer than at the start", "rounds", "how games ended"], rows)
    lines.append("")


def _sweep(found, lines: list[str]) -> None:
    lines += ["## The lever: how much of the rent must the public take?", "",
              f"Option `land_tax_share` (rules LG-X1 and MO-X1, our extension) pays that share of "
              f"every land rent into the public treasury; 0 is the landlord rules (classic "
              f"Monopoly), 1 the single tax (Monopoly's land value tax). The tipping point is the "
              f"smallest share at which one-winner games fall below {_pct(TIPPING_LEVEL)} of games "
              f"(a level fixed before any game was run), with a 95% interval from resampling the "
              f"seeds together across the sweep.", ""]
    for key, label in (("sweep", f"The Landlord's Game, {LONG_ROUNDS} rounds"),
                       ("monopoly sweep", "Monopoly, played to its end")):
        results = found[key]
        point = results.tipping_point(level=TIPPING_LEVEL, outcome="one winner")
        measures = ("one_winner", "gini_book", "everyone_prospers", "wages_paid")
        summary = _summary_rows(results, list(measures))
        rows = [[condition.split("=")[1]] + [_interval(*summary[(condition, m)], _kind(m))
                                             for m in measures]
                for condition in results.conditions]
        lines += [f"### {label}", ""]
        lines += _table(["share", "one winner", "Gini (book)", "everyone prospers",
                         "wages paid ($)"], rows)
        lines.append("")
        rates = point["rates"]
        first = rates[min(rates)] if rates else float("nan")
        if point["point"] is None:
            lines.append(f"One-winner games never fall below {_pct(TIPPING_LEVEL)} in this sweep: "
                         f"no tipping point between 0 and 1.")
        elif point["point"] == min(rates):
            lines.append(f"One-winner games are already below {_pct(TIPPING_LEVEL)} with no tax "
                         f"({_pct(first)} at share 0): there is no tipping point to find here.")
        else:
            high = "beyond 1" if point["high"] is None else f"{point['high']}"
            lines.append(f"Tipping point: **{point['point']}** (95% interval {point['low']} to "
                         f"{high}); one-winner games at share 0: {_pct(first)}.")
        lines.append("")


def _rate(results, condition: str, measure: str) -> tuple:
    table = _summary_rows(results, [measure])
    return table[(condition, measure)]


def _difference(results, baseline: str, condition: str, measure: str) -> tuple:
    row = results.compare(baseline, [measure])
    row = row[row["condition"] == condition].iloc[0]
    return row["difference"], row["low"], row["high"]


def _in_short(found, lines: list[str]) -> None:
    """A few sentences a reader can take away, every number from the runs."""
    magie, long_, monopoly = found["magie"], found["long"], found["monopoly"]
    one_short = _rate(magie, "landlord rules", "one_winner")
    one_long = _rate(long_, "landlord rules", "one_winner")
    ever_half = long_.games.query("condition == 'landlord rules'")["majority_turn"].notna().mean()
    one_mono = _rate(monopoly, "classic rules", "one_winner")
    gini_short = _difference(magie, "landlord rules", "single tax", "gini_book")
    gini_long = _difference(long_, "landlord rules", "single tax", "gini_book")
    wages_short = _difference(magie, "landlord rules", "single tax", "wages_paid")
    prosper_long = _difference(long_, "landlord rules", "single tax", "everyone_prospers")
    if one_long[2] < 0.5 <= one_mono[1]:
        reading = ("With these bots, neither length of Magie's game ends with one owner "
                   "of the board; Monopoly does.")
    elif one_long[1] > 0.5:
        reading = "Over the longer game, the landlord rules do end with one winner in most games."
    else:
        reading = "The measured rates leave the question open at these lengths."
    works = [_rate(found[key], condition, "public_spending")[0]
             for key in ("magie", "long") for condition in ("single tax", "single tax from turn 10")]
    built = ("public works were built in every single-tax setting measured" if min(works) > 0
             else "in some single-tax setting no public works were built")
    lines += ["## In short", "",
              f"- **One winner?** Under the landlord rules, {_pct(one_short[0])} of games ended with "
              f"one winner and everyone else poorer under Magie's own end, and {_pct(one_long[0])} over "
              f"{LONG_ROUNDS} rounds, though in {_pct(ever_half)} of the longer games one player held "
              f"more than half of all wealth at some turn. Monopoly, played to its end, gave one winner "
              f"in {_pct(one_mono[0])} of games. {reading}",
              f"- **Equality under the single tax?** It changed the Gini at book value by "
              f"{_interval(*gini_short)} under Magie's end and by {_interval(*gini_long)} over "
              f"{LONG_ROUNDS} rounds (negative: more equal).",
              f"- **Wages and public works?** Wages paid per game changed by "
              f"${_interval(*wages_short, 'money')} under Magie's end; {built}.",
              f"- **Shared prosperity?** Over {LONG_ROUNDS} rounds the share of games in which every "
              f"player ended richer changed by {_interval(*prosper_long, 'pct')}.",
              ""]


def _definitions(lines: list[str]) -> None:
    lines += ["## What is measured", "",
              "- **Book value** (`Game.book_values`): a player's cash, every card he holds at its "
              "printed price, every building at its cost, plus money owed to him, less money he "
              "owes. The rules score wealth differently (under the single tax a deed counts 0, "
              "ST-O1), so comparing regimes by their own scores compares two yardsticks; every "
              "comparison here is at book value.",
              "- **Gini (book)**: the Gini coefficient of final book values (0: all equal; 0.75: one "
              "of four holds everything).",
              "- **Richest's share**: the share of all book wealth the richest player holds.",
              "- **Land concentration**: the Herfindahl index of lots held by players (1: one "
              "player holds every lot held; 0.25: four hold equal numbers).",
              "- **Players poorer than at the start**: per game, how many end below their starting "
              "book value.",
              "- **Wages paid**, **public spending**: dollars per game, from the ledger.",
              "- **Outcome classes** (checked in this order):"]
    lines += [f"  - *{name}*: {meaning}." for name, meaning in OUTCOME_CLASSES.items()
              if name in ("capped", "stalled")]
    lines += [f"  - *{name}*: {meaning}." for name, meaning in OUTCOME_CLASSES.items()
              if name not in ("capped", "stalled")]
    lines += ["- **Intervals**: 95% percentile bootstrap intervals (2,000 resamples of the games, "
              "fixed seed). Differences are paired: every condition plays the same seeds, and "
              "the difference is taken game by game.",
              "- **Verdicts**, by a rule fixed in advance: a difference is *borne out* when its "
              "interval lies wholly on the side the claim expects, *contradicted* when wholly on "
              "the other side, and *not shown either way* when it straddles 0. A claim that "
              "something happens in most games is borne out when the interval of its rate lies "
              "above one half.", ""]


def document(found, games: int) -> str:
    lines = ["# Evidence: Magie's claims against many games", "",
             "<!-- generated by scripts/make_evidence.py; edit the script, not this file -->", "",
             f"Each condition below is {games:,} games of {PLAYERS} bots, seeds 1 to {games}, the same "
             "seeds in every condition (common random numbers). The bots of "
             f"The Landlord's Game and Monopoly are their rule sets' default line-up: "
             f"{_lineup(MAGIE)}. Nothing in the rules or the bots was tuned toward or away from "
             "Magie's conclusions; the verdicts follow a rule stated below.", ""]
    _in_short(found, lines)
    _definitions(lines)
    _claim_one(found, lines)
    _claim_monarch(found, lines)
    _claim_single_tax(found, lines)
    _game_length(found, lines)
    _sweep(found, lines)
    lines += ["## What this model shows, and what it does not", "",
              "These are games between four simple bots with fixed characters, not people, and "
              "the model is Magie's board with this package's reading of her rules. A claim "
              "*not shown* here may hold for other players, longer games or other bots; a claim "
              "*borne out* holds for these bots and this game, with the stated uncertainty.", ""]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400, help="games per condition (default 400)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--out", default=os.path.join(os.path.dirname(__file__), "..", "docs",
                                                      "evidence.md"))
    args = parser.parse_args()
    found = run_all(args.games, args.workers)
    text = document(found, args.games)
    with open(args.out, "w", encoding="utf-8") as handle:
        handle.write(text)
    print(f"wrote {os.path.normpath(args.out)}")


if __name__ == "__main__":
    main()
