"""What the Experiments app shows after a run: the figures read from the results, and the
tables of the summary, the paired comparisons and the sweep, as HTML.

:func:`read_findings` does the arithmetic (bootstrap intervals, Lorenz curves, the tipping
point) and runs in the app's worker thread, once for every valuation of wealth
(``landlords.experiments.valuation.VALUATIONS``: book value, the rules' score, market
value), so that the app switches between them without reading the games again;
:func:`findings_at` gives the frames of one valuation.  The ``*_html`` functions turn the
frames into tables, at the valuation asked.  Nothing here draws a chart
(``landlords.charts`` does) or knows a rule set by name.
"""

from __future__ import annotations

from html import escape

from landlords.charts import SPENDING, difference_words, measure_words
from landlords.experiments import MEASURES, stats
from landlords.experiments.results import VALUED_MEASURES, is_rate, valued
from landlords.experiments.valuation import VALUATION_WORDS, VALUATIONS

#: Bootstrap resamples hold resamples x values numbers at once: at most this many.
BOOTSTRAP_CELLS = 20_000_000
#: The group of the summary's columns that count wealth (its heading names the valuation).
WEALTH, MONEY = "wealth", "money"


def summary_columns(valuation: str = "book") -> tuple[tuple[str, str, str | None], ...]:
    """The measures of the summary table at ``valuation``: ``(column of Results.summary,
    heading, group)``; the group's heading stands over its columns (``WEALTH``: wealth
    counted at the valuation; ``MONEY``: the bank's money, the same at every valuation)."""
    return ((valued("gini", valuation), "Gini", WEALTH),
            (valued("mad", valuation), "mean gap between two players", WEALTH),
            (valued("total", valuation), "total wealth", WEALTH),
            (valued("one_winner", valuation), "one winner", WEALTH),
            (valued("everyone_prospers", valuation), "everyone prospers", WEALTH),
            ("money_issued", "paid out by the bank", MONEY),
            ("money_created", "net new money", MONEY),
            ("rounds", "rounds", None))


#: The summary's measures at book value.
SUMMARY_COLUMNS = summary_columns("book")
#: Measures counted per game (shown with one decimal), and money (shown whole).
_COUNTS = {"bankruptcies", "poverty_visits", "rounds", *(valued("below_start", v) for v in VALUATIONS)}
_MONEY = {*SPENDING, "land_tax_paid", "dividends_paid", "money_issued", "money_created",
          *(valued(measure, v) for measure in ("mad", "total") for v in VALUATIONS)}
#: The columns of measures taken at each valuation.
_VALUED = {valued(measure, v) for measure in VALUED_MEASURES for v in VALUATIONS}
#: The headings of the summary's groups.
_GROUPS = {WEALTH: "wealth counted {words}", MONEY: "the bank's money"}


def measures_at(valuation: str) -> list[str]:
    """The measures of ``Results.compare`` shown at ``valuation``: those taken at it, and
    those taken once for every valuation (land, bankruptcies, money, rounds...)."""
    return [measure for measure in MEASURES
            if measure not in _VALUED or any(measure == valued(m, valuation) for m in VALUED_MEASURES)]


def resamples_for(values: int) -> int:
    """Bootstrap resamples for intervals over ``values`` numbers: 2,000, fewer for very large runs."""
    return max(200, min(stats.RESAMPLES, BOOTSTRAP_CELLS // max(1, values)))


def discount_rates(games) -> dict:
    """``{condition: the discount rate per round its market value used}``; None for a
    condition whose rules have no board (its market value is its book value)."""
    rates = games.groupby(games["condition"].astype(str), sort=False)["discount"].first()
    return {name: (None if rate != rate or rate is None else float(rate)) for name, rate in rates.items()}


def market_as_book(players) -> list[str]:
    """The conditions whose every player ends with his market value equal to his book
    value (rules that value no holding by the rent it will draw, or no board)."""
    same = (players["final_market"].astype(float) - players["final_book"].astype(float)).abs() < 1e-9
    found = same.groupby(players["condition"].astype(str), sort=False).all()
    return [name for name, equal in found.items() if equal]


def read_findings(results, *, per_turn: bool) -> dict:
    """The frames the app shows of a run of conditions: ``summary`` and ``compared`` (None
    with one condition) hold every measure at every valuation; ``by_turn`` (None when turns
    were not measured), ``lorenz`` and ``outcomes`` are at book value, and
    ``valuations[v]`` holds the three at each valuation ``v``; ``discount`` the rate of
    market value per condition (:func:`discount_rates`) and ``as_book`` the conditions
    whose market value is their book value (:func:`market_as_book`)."""
    games = results.games
    resamples = resamples_for(max(1, len(games) // max(1, len(results.conditions))))
    played = [c for c in results.conditions if (games["condition"] == c).any()]
    measured = per_turn and not results.turns.empty
    valuations = {}
    for valuation in VALUATIONS:
        column = valued("gini", valuation)
        valuations[valuation] = {
            "by_turn": results.by_turn(column) if measured and column in results.turns else None,
            "lorenz": results.lorenz(valuation),
            "outcomes": results.outcome_classes(valuation).loc[played],
        }
    return {
        "summary": results.summary(resamples=resamples),
        "compared": results.compare(resamples=resamples) if len(played) > 1 and played[0] == next(
            iter(results.conditions)) else None,
        **valuations["book"],
        "valuations": valuations,
        "discount": discount_rates(games) if played else {},
        "as_book": market_as_book(results.players) if played else [],
    }


def findings_at(findings: dict, valuation: str) -> dict:
    """The frames of :func:`read_findings` at ``valuation``: ``summary``, ``compared``,
    ``by_turn``, ``lorenz``, ``outcomes`` and ``discount``."""
    return {**findings, **findings["valuations"][valuation]}


def read_sweep(results, level: float, outcome: str) -> dict:
    """The tipping point of a sweep at book value (``tipping``: ``Results.tipping_point``)
    and at every valuation (``tippings``), and its summary."""
    resamples = resamples_for(len(results.games))
    measures = [valued(measure, v) for measure in ("gini", "mad", "total") for v in VALUATIONS]
    tippings = {valuation: results.tipping_point(level=level, outcome=outcome, resamples=resamples,
                                                 valuation=valuation)
                for valuation in VALUATIONS}
    return {"tipping": tippings["book"], "tippings": tippings,
            "summary": results.summary([*measures, "money_issued", "money_created"], resamples=resamples)}


# ---------------------------------------------------------------------- showing numbers
def percent(rate: float) -> str:
    """A discount rate per round in words: ``1.55%``."""
    return f"{100 * rate:.2f}%"


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


def _shown(value: float, measure: str, money) -> str:
    if value != value:
        return "–"
    if is_rate(measure):
        return f"{100 * value:.0f}%"
    if measure in _MONEY:
        return money(round(value))
    if measure in _COUNTS:
        return f"{value:.1f}"
    return f"{value:.3f}"


def _with_interval(row, measure: str, money) -> str:
    return (f"{_shown(row.mean, measure, money)} <span class=\"ll-ci\">[{_shown(row.low, measure, money)}, "
            f"{_shown(row.high, measure, money)}]</span>")


def summary_html(summary, conditions, money=str, valuation: str = "book") -> str:
    """Per condition: its games; at ``valuation`` the mean Gini, the mean gap in wealth
    between two players, the total wealth and the shares of one-winner and
    everyone-prospers games; the money the bank paid out and the net new money; the
    rounds; each with its 95% interval."""
    found = {(row.condition, row.measure): row for row in summary.itertuples(index=False)}
    columns = summary_columns(valuation)
    groups = []                                          # (group, columns it spans)
    for _, _, group in columns:
        if groups and groups[-1][0] == group:
            groups[-1][1] += 1
        else:
            groups.append([group, 1])
    over = "".join(f'<th colspan="{span}" class="ll-group-head">'
                   f'{escape(_GROUPS[group].format(words=VALUATION_WORDS[valuation]))}</th>'
                   if group else f"<th colspan=\"{span}\"></th>" for group, span in groups)
    head = "".join(f"<th>{escape(words)}</th>" for _, words, _ in columns)
    rows = []
    for condition in conditions:
        games = next((row.games for (c, _), row in found.items() if c == condition), 0)
        cells = "".join(f"<td>{_with_interval(found[(condition, m)], m, money)}</td>"
                        if (condition, m) in found else "<td>–</td>" for m, _, _ in columns)
        rows.append(f"<tr><th>{escape(condition)}</th><td>{games}</td>{cells}</tr>")
    return (f'<table class="ll-table ll-summary-table" data-valuation="{valuation}"><thead>'
            f'<tr><th colspan="2"></th>{over}</tr><tr><th>condition</th><th>games</th>{head}</tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table>')


def comparison_html(compared, baseline: str, money=str, valuation: str = "book") -> str:
    """The paired differences from the baseline: per condition and measure (those of
    :func:`measures_at` ``valuation``), the two means and the mean difference with its 95%
    interval (clear differences in bold)."""
    if compared is None or compared.empty:
        return ""
    shown = set(measures_at(valuation))
    rows = []
    for condition in dict.fromkeys(compared["condition"]):
        part = compared[compared["condition"] == condition]
        pairs = int(part["pairs"].max())
        rows.append(f'<tr class="ll-group"><th colspan="4">{escape(str(condition))} against '
                    f'{escape(baseline)} ({pairs} paired games)</th></tr>')
        for row in part.itertuples(index=False):
            measure = row.measure
            if measure not in shown:
                continue
            rate = is_rate(measure)

            def show(value, measure=measure, rate=rate):
                return f"{100 * value:.0f}" if rate else _shown(value, measure, money)
            words = difference_words(row.difference, row.low, row.high, show=show,
                                     unit=" points" if rate else "")
            clear = not words.startswith(("not clearly", "the same"))
            rows.append(f'<tr><td>{escape(measure_words(measure))}</td>'
                        f'<td>{_shown(row.baseline_mean, measure, money)}</td>'
                        f'<td>{_shown(row.condition_mean, measure, money)}</td>'
                        f'<td class="{"ll-clear" if clear else "ll-unclear"}">{escape(words)}</td></tr>')
    return (f'<table class="ll-table ll-compare-table" data-valuation="{valuation}"><thead><tr><th>measure</th>'
            f'<th>{escape(baseline)}</th><th>the condition</th><th>difference, condition against '
            f'{escape(baseline)} [95% interval]</th></tr></thead><tbody>{"".join(rows)}</tbody></table>')


def sweep_html(tipping: dict, summary, money=str, valuation: str = "book") -> str:
    """Per swept value: the share of games of the tipping point's class, and at
    ``valuation`` the mean Gini, the mean gap in wealth between two players and the total
    wealth, and the money the bank paid out."""
    option, outcome = tipping["option"], tipping["outcome"]
    found = {(row.condition, row.measure): row for row in summary.itertuples(index=False)}
    words = VALUATION_WORDS[valuation]
    columns = ((valued("gini", valuation), f"Gini {words}"),
               (valued("mad", valuation), f"mean gap between two players {words}"),
               (valued("total", valuation), f"total wealth {words}"),
               ("money_issued", "paid out by the bank"))
    rows = []
    for value in sorted(tipping["rates"]):
        name = f"{option}={value}"
        mark = ' class="ll-tipping"' if value == tipping["point"] else ""
        cells = "".join(f"<td>{_with_interval(found[(name, m)], m, money)}</td>" if (name, m) in found
                        else "<td>–</td>" for m, _ in columns)
        rows.append(f"<tr{mark}><th>{escape(str(value))}</th><td>{100 * tipping['rates'][value]:.0f}%</td>"
                    f"{cells}</tr>")
    head = "".join(f"<th>{escape(heading)}</th>" for _, heading in columns)
    return (f'<table class="ll-table ll-sweep-table" data-valuation="{valuation}"><thead><tr>'
            f'<th>{escape(option.replace("_", " "))}</th><th>{escape(outcome)} games {escape(words)}</th>'
            f'{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>')


__all__ = ["BOOTSTRAP_CELLS", "MONEY", "SUMMARY_COLUMNS", "WEALTH", "comparison_html", "discount_rates",
           "discount_words", "findings_at", "market_as_book", "measures_at", "percent", "read_findings",
           "read_sweep", "resamples_for", "summary_columns", "summary_html", "sweep_html"]
