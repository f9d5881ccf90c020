"""What the Experiments app shows after a run: the figures read from the results, and the
tables of the summary, the paired comparisons and the sweep, as HTML.

:func:`read_findings` does the arithmetic (bootstrap intervals, Lorenz curves, the tipping
point) and runs in the app's worker thread; the ``*_html`` functions turn its frames into
tables.  Nothing here draws a chart (``landlords.charts`` does) or knows a rule set by name.
"""

from __future__ import annotations

from html import escape

from landlords.charts import MEASURE_WORDS, SPENDING, difference_words
from landlords.experiments import MEASURES

#: Bootstrap resamples hold resamples x values numbers at once: at most this many.
BOOTSTRAP_CELLS = 20_000_000
#: The measures of the summary table: (column of Results.summary, heading, a share of games).
SUMMARY_COLUMNS = (("gini_book", "Gini at book value", False), ("gini_score", "Gini as the rules score it", False),
                   ("one_winner", "one winner", True), ("everyone_prospers", "everyone prospers", True),
                   ("rounds", "rounds", False))
#: Measures counted per game (shown with one decimal), and money (shown whole).
_COUNTS = {"below_start", "bankruptcies", "poverty_visits", "rounds"}
_MONEY = set(SPENDING)


def resamples_for(values: int) -> int:
    """Bootstrap resamples for intervals over ``values`` numbers: 2,000, fewer for very large runs."""
    from landlords.experiments.stats import RESAMPLES
    return max(200, min(RESAMPLES, BOOTSTRAP_CELLS // max(1, values)))


def read_findings(results, *, per_turn: bool) -> dict:
    """The frames the app shows of a run of conditions: ``summary``, ``compared`` (None with
    one condition), ``by_turn`` (None when turns were not measured), ``lorenz`` and ``outcomes``."""
    games = len(results.games)
    resamples = resamples_for(max(1, games // max(1, len(results.conditions))))
    played = [c for c in results.conditions if (results.games["condition"] == c).any()]
    findings = {
        "summary": results.summary(resamples=resamples),
        "compared": results.compare(resamples=resamples) if len(played) > 1 and played[0] == next(
            iter(results.conditions)) else None,
        "by_turn": results.by_turn("gini_book") if per_turn and not results.turns.empty else None,
        "lorenz": results.lorenz(),
        "outcomes": results.outcome_classes().loc[played] if played else results.outcome_classes().iloc[0:0],
    }
    return findings


def read_sweep(results, level: float, outcome: str) -> dict:
    """The tipping point of a sweep (``Results.tipping_point``) and its summary."""
    cells = len(results.games)
    resamples = resamples_for(cells)
    return {"tipping": results.tipping_point(level=level, outcome=outcome, resamples=resamples),
            "summary": results.summary(["gini_book", "one_winner", "everyone_prospers"], resamples=resamples)}


# ---------------------------------------------------------------------- showing numbers
def _shown(value: float, measure: str, money) -> str:
    if value != value:
        return "–"
    if measure in ("one_winner", "everyone_prospers"):
        return f"{100 * value:.0f}%"
    if measure in _MONEY:
        return money(round(value))
    if measure in _COUNTS:
        return f"{value:.1f}"
    return f"{value:.3f}"


def _with_interval(row, measure: str, money) -> str:
    return (f"{_shown(row.mean, measure, money)} <span class=\"ll-ci\">[{_shown(row.low, measure, money)}, "
            f"{_shown(row.high, measure, money)}]</span>")


def summary_html(summary, conditions, money=str) -> str:
    """Per condition: its games, the mean Gini at book value and as scored, the shares of
    one-winner and everyone-prospers games and the rounds, each with its 95% interval."""
    found = {(row.condition, row.measure): row for row in summary.itertuples(index=False)}
    head = "".join(f"<th>{escape(words)}</th>" for _, words, _ in SUMMARY_COLUMNS)
    rows = []
    for condition in conditions:
        games = next((row.games for (c, _), row in found.items() if c == condition), 0)
        cells = "".join(f"<td>{_with_interval(found[(condition, m)], m, money)}</td>"
                        if (condition, m) in found else "<td>–</td>" for m, _, _ in SUMMARY_COLUMNS)
        rows.append(f"<tr><th>{escape(condition)}</th><td>{games}</td>{cells}</tr>")
    return (f'<table class="ll-table ll-summary-table"><thead><tr><th>condition</th><th>games</th>{head}'
            f'</tr></thead><tbody>{"".join(rows)}</tbody></table>')


def comparison_html(compared, baseline: str, money=str) -> str:
    """The paired differences from the baseline: per condition and measure, the two means
    and the mean difference with its 95% interval (clear differences in bold)."""
    if compared is None or compared.empty:
        return ""
    rows = []
    for condition in dict.fromkeys(compared["condition"]):
        part = compared[compared["condition"] == condition]
        pairs = int(part["pairs"].max())
        rows.append(f'<tr class="ll-group"><th colspan="4">{escape(str(condition))} against '
                    f'{escape(baseline)} ({pairs} paired games)</th></tr>')
        for row in part.itertuples(index=False):
            measure = row.measure
            if measure not in MEASURES:
                continue
            rate = measure in ("one_winner", "everyone_prospers")

            def show(value, measure=measure, rate=rate):
                return f"{100 * value:.0f}" if rate else _shown(value, measure, money)
            words = difference_words(row.difference, row.low, row.high, show=show,
                                     unit=" points" if rate else "")
            clear = not words.startswith(("not clearly", "the same"))
            rows.append(f'<tr><td>{escape(MEASURE_WORDS.get(measure, measure))}</td>'
                        f'<td>{_shown(row.baseline_mean, measure, money)}</td>'
                        f'<td>{_shown(row.condition_mean, measure, money)}</td>'
                        f'<td class="{"ll-clear" if clear else "ll-unclear"}">{escape(words)}</td></tr>')
    return (f'<table class="ll-table ll-compare-table"><thead><tr><th>measure</th><th>{escape(baseline)}</th>'
            f'<th>the condition</th><th>difference, condition against {escape(baseline)} [95% interval]</th>'
            f'</tr></thead><tbody>{"".join(rows)}</tbody></table>')


def sweep_html(tipping: dict, summary) -> str:
    """Per swept value: the share of games of the tipping point's class and the mean Gini."""
    option, outcome = tipping["option"], tipping["outcome"]
    found = {(row.condition, row.measure): row for row in summary.itertuples(index=False)}
    rows = []
    for value in sorted(tipping["rates"]):
        name = f"{option}={value}"
        gini = found.get((name, "gini_book"))
        mark = ' class="ll-tipping"' if value == tipping["point"] else ""
        rows.append(f"<tr{mark}><th>{escape(str(value))}</th><td>{100 * tipping['rates'][value]:.0f}%</td>"
                    f"<td>{_with_interval(gini, 'gini_book', str) if gini else '–'}</td></tr>")
    return (f'<table class="ll-table ll-sweep-table"><thead><tr><th>{escape(option.replace("_", " "))}</th>'
            f'<th>{escape(outcome)} games</th><th>Gini at book value</th></tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table>')


__all__ = ["BOOTSTRAP_CELLS", "SUMMARY_COLUMNS", "comparison_html", "read_findings", "read_sweep",
           "resamples_for", "summary_html", "sweep_html"]
