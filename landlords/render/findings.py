"""The Experiments app's tables of a run as HTML: the summary, the paired comparisons and
the sweep, at the valuation asked.

Their numbers are the frames :func:`landlords.experiments.report.read_findings` and
:func:`~landlords.experiments.report.read_sweep` read; their words (the measures' names,
the differences in words, how each value is written) come from
:mod:`landlords.experiments.report`, so the app says what the command line says.  Nothing
here draws a chart (``landlords.charts`` does) or knows a rule set by name.
"""

from __future__ import annotations

from html import escape

from landlords.experiments.report import (
    GROUP_WORDS,
    difference_words,
    measure_words,
    measures_at,
    shown,
    summary_columns,
)
from landlords.experiments.results import is_rate, valued
from landlords.experiments.valuation import VALUATION_WORDS


def _with_interval(row, measure: str, money) -> str:
    return (f"{shown(row.mean, measure, money)} <span class=\"ll-ci\">[{shown(row.low, measure, money)}, "
            f"{shown(row.high, measure, money)}]</span>")


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
                   f'{escape(GROUP_WORDS[group].format(words=VALUATION_WORDS[valuation]))}</th>'
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
    :func:`~landlords.experiments.report.measures_at` ``valuation``), the two means and the mean difference with its 95%
    interval (clear differences in bold)."""
    if compared is None or compared.empty:
        return ""
    on_show = set(measures_at(valuation))
    rows = []
    for condition in dict.fromkeys(compared["condition"]):
        part = compared[compared["condition"] == condition]
        pairs = int(part["pairs"].max())
        rows.append(f'<tr class="ll-group"><th colspan="4">{escape(str(condition))} against '
                    f'{escape(baseline)} ({pairs} paired games)</th></tr>')
        for row in part.itertuples(index=False):
            measure = row.measure
            if measure not in on_show:
                continue
            rate = is_rate(measure)

            def show(value, measure=measure, rate=rate):
                return f"{100 * value:.0f}" if rate else shown(value, measure, money)
            words = difference_words(row.difference, row.low, row.high, show=show,
                                     unit=" points" if rate else "")
            clear = not words.startswith(("not clearly", "the same"))
            rows.append(f'<tr><td>{escape(measure_words(measure))}</td>'
                        f'<td>{shown(row.baseline_mean, measure, money)}</td>'
                        f'<td>{shown(row.condition_mean, measure, money)}</td>'
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


__all__ = ["comparison_html", "summary_html", "sweep_html"]
