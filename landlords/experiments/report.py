"""The report of an experiment in words: the one home of its sentences and captions.

Everything here is plain strings made from the frames of
:class:`landlords.experiments.Results` (``games``, ``summary()``, ``compare()``,
``by_turn()``, ``lorenz()``, ``outcome_classes()``, ``tipping_point()``), so that the
command line, the Experiments app and the lessons say one result in the same words:

- the names of the measures (:func:`measure_words`) and how a number of each is written
  (:func:`shown`), a paired difference in words (:func:`difference_words`,
  :func:`comparison_sentence`);
- one caption per chart of many games, made from the numbers the chart draws
  (:func:`distribution_caption`, :func:`absolute_caption`, :func:`by_turn_caption`,
  :func:`lorenz_caption`, :func:`outcomes_caption`, :func:`spending_caption`,
  :func:`sweep_caption`);
- what the Experiments app reads of a run before it shows it (:func:`read_findings`,
  :func:`findings_at`, :func:`read_sweep`), the columns of its tables
  (:func:`summary_columns`, :func:`measures_at`) and the discount of market value in a
  sentence (:func:`discount_words`).

Nothing here draws: the figures are in :mod:`landlords.charts`, the HTML tables in
:mod:`landlords.render.findings`; this module imports neither, nor any widget or plotly.

    >>> difference_words(-0.17, -0.22, -0.12)
    '0.17 lower [0.12, 0.22]'
"""

from __future__ import annotations

from collections.abc import Sequence

import pandas as pd

from . import curve
from .results import is_rate, valued
from .valuation import VALUATION_WORDS, VALUATIONS

# ====================================================================== words of the measures
#: How a caption names a measure taken at each valuation (the valuation's words follow).
_VALUED_WORDS = {"gini": "the Gini", "mad": "the mean gap in wealth between two players",
                 "top_share": "the richest player's share", "total": "the players' total wealth",
                 "one_winner": "the share of one-winner games",
                 "everyone_prospers": "the share of games in which everyone prospers",
                 "below_start": "the number of players poorer than they began"}
#: How a caption names a measure of the game rows (every measure of ``Results.compare``).
MEASURE_WORDS = {
    **{valued(measure, valuation): f"{words} {VALUATION_WORDS[valuation]}"
       for measure, words in _VALUED_WORDS.items() for valuation in VALUATIONS},
    "land_hhi": "the concentration of land", "top_land_share": "the biggest landholder's share of the lots",
    "bankruptcies": "the number of bankruptcies", "poverty_visits": "the number of visits to the place of poverty",
    "wages_paid": "the wages paid", "public_spending": "public spending", "land_tax_paid": "the land tax paid",
    "dividends_paid": "the dividends paid", "money_issued": "the money the bank paid out",
    "money_created": "the net new money", "rounds": "the number of rounds",
}
#: The money measures of the chart of wages and public spending, with their legend names.
SPENDING = {"wages_paid": "wages paid", "public_spending": "public spending"}
_SPENDING_VERBS = {"wages_paid": "average", "public_spending": "averages"}


def measure_words(measure: str) -> str:
    """How a caption or a table names a column of the game rows ("the Gini at market value")."""
    return MEASURE_WORDS.get(measure, measure.replace("_", " "))


def counted(valuation: str | None) -> str:
    """What leads a sentence that names its valuation: "At market value, ", or nothing."""
    if valuation is None:
        return ""
    words = VALUATION_WORDS[valuation]
    return f"{words[:1].upper()}{words[1:]}, "


def hyphened(outcome: str) -> str:
    """An outcome class before "games": ``one-winner``, ``everyone-prospers``."""
    return outcome.replace(" ", "-")


# ====================================================================== writing numbers
def number(value: float, digits: int = 2) -> str:
    """``value`` with ``digits`` decimals."""
    return f"{value:.{digits}f}"


def share_words(share: float) -> str:
    """A share as a whole percentage: ``17%``."""
    return f"{100 * share:.0f}%"


def percent(rate: float) -> str:
    """A discount rate per round in words: ``1.55%``."""
    return f"{100 * rate:.2f}%"


def listed(parts: Sequence[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    parts = list(parts)
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def money_of(rules):
    """A function writing a sum in the rule set's money (``$1,250``, ``-$75``)."""
    if rules is not None:
        return lambda value: rules.words.amount(round(value))
    return lambda value: f"-${-round(value):,}" if round(value) < 0 else f"${round(value):,}"


#: Measures counted per game (shown with one decimal), and money (shown whole).
_COUNTED_MEASURES = {"bankruptcies", "poverty_visits", "rounds", *(valued("below_start", v) for v in VALUATIONS)}
_MONEY_MEASURES = {*SPENDING, "land_tax_paid", "dividends_paid", "money_issued", "money_created",
                   *(valued(measure, v) for measure in ("mad", "total") for v in VALUATIONS)}


def shown(value: float, measure: str, money=str) -> str:
    """A value of ``measure`` as a table shows it: a rate as a whole percentage, money by
    ``money`` (the game's money format), a count with one decimal, else three; "–" for none."""
    if value != value:                                   # NaN: nothing measured
        return "–"
    if is_rate(measure):
        return f"{100 * value:.0f}%"
    if measure in _MONEY_MEASURES:
        return money(round(value))
    if measure in _COUNTED_MEASURES:
        return f"{value:.1f}"
    return f"{value:.3f}"


# ====================================================================== paired differences
def difference_words(difference: float, low: float, high: float, digits: int = 2, show=None,
                     unit: str = "") -> str:
    """A paired difference and its 95% interval in words: ``0.17 lower [0.12, 0.22]``,
    ``0.05 higher [0.01, 0.09]``, or ``not clearly different (+0.01 [-0.02, +0.04])`` when the
    interval holds zero (``the same in every pair of games`` when every difference is zero).
    ``show`` formats a magnitude (default: ``digits`` decimals);
    ``unit`` follows the difference (``" points"``)."""
    show = show or (lambda value: number(value, digits))
    if difference == low == high == 0:
        return "the same in every pair of games"
    if high < 0:
        return f"{show(-difference)}{unit} lower [{show(-high)}, {show(-low)}]"
    if low > 0:
        return f"{show(difference)}{unit} higher [{show(low)}, {show(high)}]"

    def signed(value: float) -> str:
        shown = show(abs(value))
        if shown == show(0):
            return shown                                   # no sign on what rounds to nothing
        return f"{'-' if value < 0 else '+'}{shown}"
    return f"not clearly different ({signed(difference)}{unit} [{signed(low)}, {signed(high)}])"


def comparison_sentence(compared: pd.DataFrame, measure: str = "gini_book", baseline: str | None = None,
                        show=None) -> str | None:
    """The paired differences of one measure in one sentence (rows of ``Results.compare``),
    e.g. "Under the single tax from turn 10 the Gini at book value is 0.17 lower [0.12, 0.22]
    than under the landlord rules, in 200 paired games."; None when there is nothing to say."""
    rows = compared[compared["measure"] == measure] if not compared.empty else compared
    if rows.empty:
        return None
    words = measure_words(measure)
    base = baseline or "the baseline"
    pairs = int(rows["pairs"].min())
    paired = f"in {pairs} paired game{'s' if pairs != 1 else ''}"
    parts = [(str(row.condition), difference_words(row.difference, row.low, row.high, show=show))
             for row in rows.itertuples(index=False)]
    if len(parts) == 1:
        condition, change = parts[0]
        if change.startswith("the same"):
            return f"Under {condition} {words} is the same as under {base} in each of {pairs} paired games."
        if change.startswith("not clearly"):
            return f"Under {condition} {words} is {change} from under {base}, {paired}."
        return f"Under {condition} {words} is {change} than under {base}, {paired}."
    said = listed([f"{change} under {condition}" for condition, change in parts])
    return f"Against {base}, {paired}, {words} is {said}."


# ====================================================================== the frames' conditions and turns
def conditions_of(frame: pd.DataFrame, column: str = "condition") -> list[str]:
    """The conditions of a frame in the experiment's order (a categorical's categories that
    have rows, else the order of appearance)."""
    if frame.empty:
        return []
    values = frame[column]
    seen = set(values.astype(str))
    if isinstance(values.dtype, pd.CategoricalDtype):
        return [str(c) for c in values.cat.categories if str(c) in seen]
    return list(dict.fromkeys(values.astype(str)))


def majority_turns(by_turn: pd.DataFrame) -> pd.DataFrame:
    """The rows of ``Results.by_turn`` at turns that most of a condition's games reach
    (later turns average over the few long games left, and wander)."""
    if by_turn.empty:
        return by_turn
    most = by_turn.groupby(by_turn["condition"].astype(str))["games"].transform("max")
    return by_turn[by_turn["games"] * 2 >= most]


def sweep_crossings(tipping: dict) -> dict:
    """Where the curve of ``tipping`` (``Results.tipping_point``) crosses its level:
    :func:`landlords.experiments.curve.crossings` of its rates, unless ``tipping`` carries
    them already (key ``"crossings"``).  ``"last"`` is the value from which the curve stays
    below the level to the end of the sweep: the only value a tipping point can honestly be."""
    if tipping.get("crossings") is not None:
        return tipping["crossings"]
    swept = sorted(tipping["rates"])
    return curve.crossings(swept, [tipping["rates"][v] for v in swept], tipping["level"])


def means(summary: pd.DataFrame, measure: str) -> dict[str, float]:
    """``{condition: mean}`` of one measure of ``Results.summary``, in the frame's order."""
    rows = summary[summary["measure"] == measure] if not summary.empty else summary
    return {str(row.condition): float(row.mean) for row in rows.itertuples(index=False)}


# ====================================================================== the charts' captions
def distribution_caption(games: pd.DataFrame, compared: pd.DataFrame | None = None,
                         measure: str | None = None, *, valuation: str = "book") -> str:
    """The paired differences from the baseline (``compared``: ``Results.compare``) when
    there are several conditions, else the median and middle half of the one condition;
    ``measure`` defaults to the Gini at ``valuation``."""
    measure = measure or valued("gini", valuation)
    conditions = conditions_of(games)
    if not conditions:
        return "No games were played."
    if compared is not None and len(conditions) > 1:
        sentence = comparison_sentence(compared, measure, conditions[0])
        if sentence:
            return sentence
    words = measure_words(measure)
    parts = []
    for condition in conditions:
        values = games.loc[games["condition"].astype(str) == condition, measure].dropna().astype(float)
        if len(values):
            low, mid, high = values.quantile([0.25, 0.5, 0.75])
            parts.append(f"{number(mid)} under {condition} (half the games between {number(low)} "
                         f"and {number(high)})")
    count = int(games.groupby(games["condition"].astype(str)).size().max())
    return f"In a typical game {words} ends at {listed(parts)}, over {count} games."


def absolute_caption(summary: pd.DataFrame, valuation: str = "book", rules=None) -> str | None:
    """Inequality in money beside the Gini, per condition (rows of ``Results.summary``): the
    mean gap in wealth between two players and the players' total wealth at ``valuation``,
    and the money the bank paid out after the starting cash (net of what it took back in);
    e.g. "At market value, the mean gap in wealth between two players is $1,200 under a and
    $900 under b, of a total wealth of $6,000 and $6,500; the bank paid out $2,000 and
    $3,100 after the starting cash (net new money: $1,500 and $2,700)."  None when the
    summary holds none of them."""
    money = money_of(rules)
    gaps, totals = means(summary, valued("mad", valuation)), means(summary, valued("total", valuation))
    issued, created = means(summary, "money_issued"), means(summary, "money_created")
    conditions = list(dict.fromkeys([*gaps, *issued]))
    if not conditions:
        return None

    def sums(values: dict[str, float], names: bool = False) -> str:
        return listed([money(values[c]) + (f" under {c}" if names and len(conditions) > 1 else "")
                       for c in conditions if c in values])

    parts = []
    if gaps:
        totalled = f", of a total wealth of {sums(totals)}" if totals else ""
        parts.append(f"{counted(valuation)}the mean gap in wealth between two players is "
                     f"{sums(gaps, names=True)}{totalled}")
    if issued:
        net = f" (net new money: {sums(created)})" if created else ""
        parts.append(f"the bank paid out {sums(issued, names=not gaps)} after the starting cash{net}")
    said = "; ".join(parts)
    return f"{said[:1].upper()}{said[1:]}."


def by_turn_caption(by_turn: pd.DataFrame, label: str | None = None, *, valuation: str = "book") -> str:
    """The measure at the last turn most games of every condition reach, per condition
    (``label``: as the chart's, with "the"; default: the mean Gini at ``valuation``)."""
    label = label or f"the mean Gini {VALUATION_WORDS[valuation]}"
    on_show = majority_turns(by_turn)
    conditions = conditions_of(on_show)
    if not conditions:
        return "Turns were not measured."
    names = on_show["condition"].astype(str)
    turn = int(min(on_show.loc[names == c, "turn"].max() for c in conditions))
    at = on_show[(on_show["turn"] == turn)]
    values = {str(row.condition): row for row in at.itertuples(index=False)}
    parts = [f"{number(values[c].mean)} [{number(values[c].low)}, {number(values[c].high)}]"
             for c in conditions if c in values]
    if len(conditions) == 1:
        start = on_show[names == conditions[0]].sort_values("turn").iloc[0]
        return (f"{label[:1].upper()}{label[1:]} goes from {number(start['mean'])} at turn "
                f"{int(start['turn'])} to {parts[0]} at turn {turn}, the last turn most games reach.")
    parts = [f"{part} under {c}" for part, c in zip(parts, [c for c in conditions if c in values], strict=True)]
    return f"At turn {turn}, the last turn most games of every condition reach, {label} is {listed(parts)}."


def lorenz_caption(lorenz: pd.DataFrame, valuation: str = "book") -> str:
    """What the poorest half of the players hold at the end, per condition, at ``valuation``."""
    conditions = conditions_of(lorenz)
    if not conditions:
        return "No games were played."
    parts, half = [], None
    for condition in conditions:
        part = lorenz[lorenz["condition"].astype(str) == condition].reset_index(drop=True)
        players = len(part) - 1
        at = part.iloc[(part["population_share"] - 0.5).abs().idxmin()]
        half = (round(at["population_share"] * players), players)
        parts.append((share_words(at["wealth_share"]), condition))
    poorest, players = half
    who = "half of the players" if poorest * 2 == players else f"{poorest} of {players} players"
    said = [f"{share}{f' of all wealth {VALUATION_WORDS[valuation]}' if k == 0 else ''}"
            f"{f' under {condition}' if len(parts) > 1 else ''}" for k, (share, condition) in enumerate(parts)]
    return (f"At the end the poorest {who} hold {listed(said)} "
            f"(with everyone equal, {share_words(poorest / players)}).")


def outcomes_caption(shares: pd.DataFrame, valuation: str | None = None) -> str:
    """How often one player took more than half of all wealth, leaving everyone else
    poorer, and how often everyone prospered, per condition; led by ``valuation``'s words
    ("At market value, one player...") when it is given."""
    if shares.empty:
        return "No games were played."
    conditions = [str(c) for c in shares.index]

    def rates(outcome: str) -> list[str]:
        column = shares[outcome] if outcome in shares else pd.Series(0.0, index=shares.index)
        return [share_words(v) for v in column.astype(float)]

    one, every = rates("one winner"), rates("everyone prospers")
    lead = counted(valuation)
    said = f"{lead}one player ended with more than half of all wealth, and everyone else poorer, in "
    said = f"{said[:1].upper()}{said[1:]}"
    if len(conditions) == 1:
        return f"{said}{one[0]} of the games; every player ended richer than they began in {every[0]}."
    under = listed([f"{rate}{' of the games' if k == 0 else ''} under {c}"
                    for k, (rate, c) in enumerate(zip(one, conditions, strict=True))])
    return f"{said}{under}; every player ended richer than they began in {listed(every)}."


def spending_caption(summary: pd.DataFrame, rules=None) -> str:
    """Mean wages and public spending per game, per condition, in the rule set's money."""
    money = money_of(rules)
    rows = summary[summary["measure"].isin(list(SPENDING))] if not summary.empty else summary
    if rows.empty:
        return "These rules count no wages or public spending."
    sentences = []
    for measure, name in SPENDING.items():
        part = rows[rows["measure"] == measure]
        if part.empty:
            continue
        sums = listed([f"{money(row.mean)} under {row.condition}" for row in part.itertuples(index=False)])
        sentences.append(f"{name} {_SPENDING_VERBS[measure]} {sums}")
    return f"Per game, {'; '.join(sentences)}."


def sweep_caption(tipping: dict, games: int | None = None, valuation: str | None = None) -> str:
    """Where the curve crosses its level, in words: the tipping point with its interval when
    the curve falls below the level and stays there; where it dips below and comes back
    above, the first crossing, every value back above (with its rate) and the value from
    which it stays below, if any (no tipping point is claimed that the curve crosses back
    from).  When ``tipping`` carries ``"reversal"`` (:func:`landlords.experiments.curve.
    largest_reversal` of the rate, seed by seed), a sentence says whether the turn back is
    beyond the noise.  The outcome class is named with ``valuation``'s words when given."""
    option = tipping["option"].replace("_", " ")
    outcome, level = tipping["outcome"], share_words(tipping["level"])
    swept = sorted(tipping["rates"])
    each = f", in {games} games per value" if games else ""
    what = f"{hyphened(outcome)[:1].upper()}{hyphened(outcome)[1:]} games"
    if valuation:
        what = f"{what} ({VALUATION_WORDS[valuation]})"
    if not swept:
        return "No value of the sweep was played to the end."
    crossed = sweep_crossings(tipping)
    first, last = crossed["first"], crossed["last"]
    if first is None:
        return (f"{what} stay at or above {level} of the games for every {option} swept, from "
                f"{swept[0]} to {swept[-1]}: the tipping point lies beyond the sweep{each}.")
    if last == swept[0]:
        return (f"{what} are below {level} of the games already at the first {option} swept, "
                f"{last}, and at every value after it{each}: the tipping point lies at or before it.")
    if first == last:
        high = "beyond the sweep" if tipping.get("high") is None else tipping["high"]
        low = tipping.get("low", first)
        return (f"{what} fall below {level} of the games from {option} {first} on (95% interval: "
                f"{low} to {high}){each}.")
    rates = tipping["rates"]
    back = [v for v in swept if v > first and not rates[v] < tipping["level"]]
    said = (f"{what} first fall below {level} of the games at {option} {first} ({share_words(rates[first])}) "
            f"but are back above it at {listed([f'{v} ({share_words(rates[v])})' for v in back])}")
    if last is None:
        said += f": no {option} swept keeps them below to the end of the sweep, so there is no tipping point"
    else:
        said += (f"; they stay below only from {last} on, so {first} is no tipping point: the "
                 f"curve crosses back from it")
    said += f"{each}."
    reversal = tipping.get("reversal")
    if reversal:
        rise = (f" Their largest rise, from {reversal['from']} to {reversal['to']}, is "
                f"{100 * reversal['difference']:+.0f} points (95% interval {100 * reversal['low']:+.0f} to "
                f"{100 * reversal['high']:+.0f}, seed by seed)")
        if curve.is_monotone(reversal):
            said += (rise + ": within the noise once it is allowed that it is the largest of "
                     f"{reversal['pairs']} pairs, so more games would tell whether the curve truly turns back.")
        else:
            said += rise + f": beyond the noise, even allowing that it is the largest of {reversal['pairs']} pairs."
    return said


# What the Experiments app reads of a run moved to .findings; its names stay importable here.
from .findings import (  # noqa: E402,F401
    BOOTSTRAP_CELLS,
    GROUP_WORDS,
    MONEY,
    SUMMARY_COLUMNS,
    WEALTH,
    discount_rates,
    findings_at,
    market_as_book,
    measures_at,
    read_findings,
    read_sweep,
    resamples_for,
    summary_columns,
)


def discount_words(discount: dict, as_book=()) -> str:
    """The discount rate(s) of market value in a sentence: "Holdings capitalised at 1.55% a
    round." (and, for conditions whose rules have no board, or value no holding by its
    rent, ``as_book``, that their market value is their book value); "" when there is
    none to say."""
    rates = {name: rate for name, rate in discount.items() if rate is not None and name not in as_book}
    boardless = [name for name, rate in discount.items() if rate is None]
    unpriced = [name for name, rate in discount.items() if rate is not None and name in as_book]
    said = []
    if len(set(rates.values())) == 1:
        said.append(f"Holdings capitalised at {percent(next(iter(rates.values())))} a round")
    elif rates:
        said.append("Holdings capitalised at " + ", ".join(f"{percent(rate)} a round under {name}"
                                                           for name, rate in rates.items()))
    if boardless:
        said.append(f"{' and '.join(boardless)}: no board to draw rent from, so market value is book value")
    if unpriced and len(unpriced) == len(discount):
        said.append("In these games no holding is valued by the rent it will draw, so market value is book value")
    elif unpriced:
        said.append(f"{' and '.join(unpriced)}: no holding is valued by the rent it will draw, so market "
                    f"value is book value")
    return "; ".join(said) + "." if said else ""


__all__ = ["BOOTSTRAP_CELLS", "GROUP_WORDS", "MEASURE_WORDS", "MONEY", "SPENDING", "SUMMARY_COLUMNS", "WEALTH",
           "absolute_caption", "by_turn_caption", "comparison_sentence", "conditions_of", "counted",
           "difference_words", "discount_rates", "discount_words", "distribution_caption", "findings_at",
           "hyphened", "listed", "lorenz_caption", "majority_turns", "market_as_book", "means",
           "measure_words", "measures_at", "money_of", "number", "outcomes_caption", "percent",
           "read_findings", "read_sweep", "resamples_for", "share_words", "shown", "spending_caption",
           "summary_columns", "sweep_caption", "sweep_crossings"]


# ====================================================================== the command line's report
# What ``landlords simulate`` prints: the heading, the wealth measures at three valuations
# with their intervals, the outcomes, the paired differences between conditions, the
# tipping point of a sweep and the Gini by turn (:func:`simulate_report`).

#: The command line's names for two helpers above (one implementation each).
_resamples = resamples_for
_percent = share_words


def _interval(mean: float, low: float, high: float, signed: bool = False) -> str:
    sign = "+" if signed else ""
    return f"{mean:{sign}.3f} [{low:{sign}.3f}, {high:{sign}.3f}]"


def _heading(results, args) -> str:
    games = results.games
    first = games.iloc[0] if len(games) else None
    who = (f", {int(first['players'])} players ({str(first['bots']).replace(',', ', ')})"
           if first is not None else "")
    seeds = f"seeds {args.seed}..{args.seed + args.games - 1}"
    count = len(results.conditions)
    if count == 1:
        return f"{len(games)} games of {args.rules}{who}, {seeds}"
    kind = f"a sweep of {results.sweep[0]} over {count} values" if results.sweep else f"{count} conditions"
    return f"{kind} x {args.games} games of {args.rules}{who}, {seeds} in every condition"



#: The three valuations the report gives every wealth measure at, in its words.
VALUATION_LABELS = (("book", "at book value"), ("score", "by the rules' score"),
                    ("market", "at market value"))
#: The wealth measures the report prints per condition: (measure, words, dollars).
WEALTH_LINES = (("gini", "mean Gini of final wealth", False),
                ("mad", "mean gap in final wealth between two players", True),
                ("total", "mean total final wealth", True))


def _money(value: float) -> str:
    return f"-${-value:,.0f}" if value < 0 else f"${value:,.0f}"


def _wealth_lines(summary, condition: str) -> list[str]:
    """Each wealth measure at the three valuations, with its 95% interval."""
    found = {row.measure: (row.mean, row.low, row.high)
             for row in summary.itertuples(index=False) if row.condition == condition}
    lines = []
    for measure, words, dollars in WEALTH_LINES:
        parts = []
        for valuation, label in VALUATION_LABELS:
            key = f"{measure}_{valuation}"
            if key in found:
                mean, low, high = found[key]
                shown = (f"{_money(mean)} [{_money(low)}, {_money(high)}]" if dollars
                         else _interval(mean, low, high))
                parts.append(f"{shown} {label}")
        lines.append(f"{words}: " + (", ".join(parts) or "no games"))
    return lines


def _created_line(part) -> str:
    """What the issuing account paid out after the starting cash, and net."""
    issued, created = part["money_issued"].astype(float).mean(), part["money_created"].astype(float).mean()
    return (f"money the bank paid out after the starting cash: mean {_money(issued)} a game "
            f"(net of what it took back: {_money(created)})")


def _discount_line(games) -> str | None:
    rates = games["discount"].dropna().astype(float)
    if rates.empty:
        return None
    return (f"market value: every holding at the rent it will draw for its holder under the "
            f"rules in force, capitalised at {100 * rates.iloc[0]:.2f}% a round")


#: The measures the report summarises per condition.
SUMMARISED = tuple(f"{measure}_{valuation}" for measure, _, _ in WEALTH_LINES
                   for valuation, _ in VALUATION_LABELS)


def _outcomes_line(classes, condition: str) -> str:
    shares = classes.loc[condition] if condition in classes.index else None
    if shares is None or shares.sum() == 0:
        return "outcomes: none"
    return "outcomes at book value: " + ", ".join(f"{name} {_percent(share)}"
                                                  for name, share in shares.items() if share)


def _means(part, rules: str) -> dict:
    """The mean of each numeric result column of ``rules`` over the games that have one."""
    from ..engine.registry import find_rules
    means = {}
    for column in find_rules(rules).result_columns:
        if column in part:
            values = part[column].dropna()
            if len(values) and values.map(lambda v: isinstance(v, (int, float))
                                          and not isinstance(v, bool)).all():
                means[column] = float(values.astype(float).mean())
    return means


def _one_condition(results, args, summary, classes) -> list[str]:
    games = results.games
    condition = next(iter(results.conditions))
    ended = games["termination"].value_counts().sort_index()
    lines = [f"capped: {int(games['capped'].sum())}; ended: "
             + ", ".join(f"{kind} {count}" for kind, count in ended.items()),
             f"rounds: mean {games['rounds'].mean():.1f}, median {games['rounds'].median():g}",
             *_wealth_lines(summary, condition), _created_line(games),
             _outcomes_line(classes, condition)]
    money = _money_means(args.rules, _means(games, args.rules))
    if money:
        lines.append(money)
    winners = games["winner_bot"].where(games["winner_bot"].notna(), games["winner"]).fillna("tie")
    wins = winners.value_counts()
    wins = sorted(wins.items(), key=lambda kv: (-kv[1], kv[0]))
    lines.append("wins: " + ", ".join(f"{who} {100 * count / len(games):.1f}%" for who, count in wins))
    if args.switch_at is not None:
        switched = int(games["switched_at"].notna().sum())
        early = len(games) - switched
        lines.append(f"rules switched at turn {args.switch_at} in {switched} of {len(games)} games"
                     + (f" ({early} ended first)" if early else ""))
    return lines


def _each_condition(results, summary, classes) -> list[str]:
    games = results.games
    lines = []
    for k, condition in enumerate(results.conditions):
        part = games[games["condition"] == condition]
        rules = str(part["rules"].iloc[0]) if len(part) else results.rules
        tag = " (the baseline)" if k == 0 and not results.sweep else ""
        lines.append(f"{condition}{tag}: {len(part)} games of {rules}")
        if not len(part):
            continue
        lines += [f"  {line}" for line in _wealth_lines(summary, condition)]
        lines.append(f"  {_created_line(part)}")
        lines.append(f"  {_outcomes_line(classes, condition)}; rounds: mean {part['rounds'].mean():.1f}; "
                     f"capped {int(part['capped'].sum())}")
        money = _money_means(rules, _means(part, rules))
        if money:
            lines.append(f"  {money}")
    return lines


#: The paired differences the summary prints: (measure, words, kind): kind is "rate" (in
#: percentage points), "money" (dollars) or "number".
COMPARED = (("gini_book", "Gini at book value", "number"),
            ("gini_score", "by the rules' score", "number"),
            ("gini_market", "at market value", "number"),
            ("mad_book", "gap between two players at book value", "money"),
            ("mad_score", "by the rules' score", "money"),
            ("mad_market", "at market value", "money"),
            ("one_winner", "one-winner games", "rate"),
            ("everyone_prospers", "everyone prospers", "rate"))


def _differences(results) -> list[str]:
    measures = [measure for measure, _, _ in COMPARED]
    table = results.compare(measures=measures, resamples=_resamples(len(results.seeds)))
    baseline = next(iter(results.conditions))
    lines = [f"paired differences from {baseline} (condition minus baseline, the same seeds, "
             f"95% intervals):"]
    for condition in results.conditions:
        rows = {row.measure: row for row in table.itertuples(index=False) if row.condition == condition}
        if not rows:
            continue
        parts = []
        for measure, words, kind in COMPARED:
            row = rows.get(measure)
            if row is None:
                continue
            if kind == "rate":
                parts.append(f"{words} {100 * row.difference:+.0f} points "
                             f"[{100 * row.low:+.0f}, {100 * row.high:+.0f}]")
            elif kind == "money":
                parts.append(f"{words} {row.difference:+,.0f} [{row.low:+,.0f}, {row.high:+,.0f}]")
            else:
                parts.append(f"{words} {_interval(row.difference, row.low, row.high, signed=True)}")
        pairs = max(row.pairs for row in rows.values())
        lines.append(f"  {condition} ({pairs} pairs): " + "; ".join(parts))
    return lines


def _shown(value) -> str:
    """A swept value as typed: ``0.5``, ``10``, ``rounds``."""
    return f"{value:g}" if isinstance(value, (int, float)) else str(value)


def _tipping_sentence(found: dict, games: int) -> str:
    """The tipping point of a sweep in one sentence."""
    option, swept = found["option"], sorted(found["rates"])
    first, last = (swept[0], swept[-1]) if swept else (None, None)
    level = _percent(found["level"])
    what = f"{found['outcome'].replace(' ', '-')} games"
    if found["point"] is None:
        span = f"{_shown(first)} to {_shown(last)}" if swept else "nothing"
        return f"tipping point: {what} never fall below {level} of games in the sweep of {option} ({span})"
    if swept and found["point"] == first:
        return (f"tipping point: {what} are below {level} of games already at {option}={_shown(first)}, "
                f"the first value swept")
    high = "beyond the sweep" if found["high"] is None else f"{_shown(found['high'])}"
    return (f"tipping point: {what} fall below {level} of games from {option}={_shown(found['point'])} "
            f"(95% interval {_shown(found['low'])} to {high}; {games} games per value)")


def _by_turn(results) -> list[str]:
    table = results.by_turn("gini_book")
    lines = ["mean Gini at book value by turn (turn: Gini):"]
    for condition in results.conditions:
        part = table[table["condition"] == condition]
        if part.empty:
            continue
        most = part["games"].max()
        part = part[part["games"] * 2 >= most]               # turns most of its games reach
        turns = part["turn"].tolist()
        picks = sorted({turns[round(k * (len(turns) - 1) / 5)] for k in range(6)})
        shown = part.set_index("turn")["mean"]
        lines.append(f"  {condition}: " + ", ".join(f"{t}: {shown[t]:.3f}" for t in picks))
    return lines


def _report(results, args, seconds: float) -> list[str]:
    """What ``simulate`` prints: the run, each condition, the comparisons and the files."""
    games = results.games
    lines = [_heading(results, args)]
    if len(games):
        summary = results.summary(list(SUMMARISED), resamples=_resamples(args.games))
        classes = results.outcome_classes()
        said = _discount_line(games)
        if said:
            lines.append(said)
        if len(results.conditions) == 1:
            lines += _one_condition(results, args, summary, classes)
        else:
            lines += _each_condition(results, summary, classes)
            if not results.sweep:
                lines += _differences(results)
        if results.sweep:
            found = results.tipping_point(level=args.level, resamples=_resamples(
                args.games * len(results.conditions)))
            lines.append(_tipping_sentence(found, args.games))
        if args.per_turn:
            lines += _by_turn(results)
    if results.cancelled:
        asked = args.games * len(results.conditions)
        lines.append(f"interrupted: {len(games)} of {asked} games played")
    if args.out:
        from .store import companion
        others = [companion(args.out, "players")] + ([companion(args.out, "turns")] if args.per_turn else [])
        lines.append(f"wrote {len(games)} game rows to {args.out} (and beside it {', '.join(others)})")
    rate = len(games) / seconds if seconds > 0 else float("inf")
    lines.append(f"{seconds:.1f} s, {rate:.0f} games/s")
    return lines



def _money_means(rules: str, means: dict) -> str | None:
    """The mean final value of each of the rule set's money series, in its words."""
    from ..engine.registry import find_rules

    rule_set = find_rules(rules)
    parts = [f"{label} {rule_set.words.amount(round(means[column]))}"
             for column, label in rule_set.money_series.items() if column in means]
    return ("mean final " + "; ".join(parts)) if parts else None


#: The lines ``landlords simulate`` prints of ``results`` (``args``: its parsed arguments).
simulate_report = _report
