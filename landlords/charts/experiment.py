"""The charts of many games (the Experiments app and the lessons): each a pure function of a
frame of :class:`landlords.experiments.Results` (``games``, ``by_turn()``, ``lorenz()``,
``outcome_classes()``, ``summary()``, ``tipping_point()``) to a plotly figure.

The spread of the final Gini per condition (:func:`distribution_figure`), the mean Gini
by turn in its 95% band (:func:`by_turn_figure`), Lorenz curves (:func:`lorenz_figure`),
how the games ended (:func:`outcomes_figure`), wages and public spending
(:func:`spending_figure`) and a sweep with its tipping point (:func:`sweep_figure`).  A
chart that reads a wealth column takes ``valuation=`` (default: book value).  Each has a
caption made from the same numbers, in :mod:`landlords.experiments.report`
(``distribution_caption``...).
"""

from __future__ import annotations

from collections.abc import Sequence

import pandas as pd
import plotly.graph_objects as go

from landlords.experiments.report import (
    SPENDING,
    conditions_of,
    hyphened,
    majority_turns,
    share_words,
    sweep_crossings,
)
from landlords.experiments.results import valued
from landlords.experiments.valuation import VALUATION_WORDS

from .style import REFORM_COLOR, SERIES_COLORS, axis_layout, base_layout, tint
from .words import MEASURE_AXES, money_affixes

#: Colours of an experiment's conditions, in order (the first, the baseline, in grey).
CONDITION_COLORS = ("#5b5b5b", "#1e7a46", "#2e86ab", "#d1495b", "#e69f00", "#8e5ea2", "#7a5230",
                    "#d45fa0", "#3b9d5d", "#b8860b")

#: The colour of each outcome class (``landlords.metrics.OUTCOME_CLASSES``).
OUTCOME_COLORS = {"one winner": "#8b1e2d", "everyone prospers": "#1e7a46", "mixed": "#c8b48a",
                  "stalled": "#6f6f6f", "capped": "#b9b2a3"}


def condition_colors(conditions: Sequence[str]) -> dict[str, str]:
    """``{condition: colour}`` in the experiment's order."""
    return {name: CONDITION_COLORS[k % len(CONDITION_COLORS)] for k, name in enumerate(conditions)}


def _experiment_layout(height: int, title: str, **extra) -> dict:
    layout = base_layout(height, title)
    layout.update(hovermode="closest", margin=dict(l=60, r=30, t=50, b=50), **extra)
    layout["legend"] = dict(orientation="h", yanchor="top", y=-0.18, x=0, font=dict(size=11))
    return layout


def _empty(figure: go.Figure, text: str) -> go.Figure:
    figure.add_annotation(text=text, xref="paper", yref="paper", x=0.5, y=0.5, showarrow=False,
                          font=dict(size=14, color="#6a5d48"))
    return figure


# ---------------------------------------------------------------------- distributions
def distribution_figure(games: pd.DataFrame, measure: str | None = None, height: int = 380, *,
                        valuation: str = "book") -> go.Figure:
    """One box per condition: the spread of ``measure`` over its games (the mean dashed);
    ``measure`` defaults to the Gini at ``valuation`` (``gini_book``, ``gini_market``...)."""
    measure = measure or valued("gini", valuation)
    conditions = conditions_of(games)
    colors = condition_colors(conditions)
    axis = MEASURE_AXES.get(measure, measure.replace("_", " "))
    figure = go.Figure(layout=_experiment_layout(
        height, "Final inequality, game by game" if measure.startswith("gini") else axis,
        showlegend=False, yaxis=axis_layout(axis, rangemode="tozero"), xaxis=axis_layout("")))
    for condition in conditions:
        values = games.loc[games["condition"].astype(str) == condition, measure].dropna().astype(float)
        figure.add_trace(go.Box(y=values.tolist(), name=condition, boxmean=True, boxpoints="outliers",
                                marker=dict(color=colors[condition], size=4),
                                line=dict(color=colors[condition]),
                                hovertemplate=f"{condition}: %{{y:.3f}}<extra></extra>"))
    return figure if conditions else _empty(figure, "No games yet.")


# ---------------------------------------------------------------------- by turn
def by_turn_figure(by_turn: pd.DataFrame, label: str | None = None, height: int = 380, *,
                   valuation: str = "book") -> go.Figure:
    """The mean of a measure by turn per condition, each in a band of its 95% interval, up
    to the last turn most of the condition's games reach (:func:`majority_turns`);
    ``label`` names the measure (default: the mean Gini at ``valuation``, the rows of
    ``Results.by_turn("gini_<valuation>")``)."""
    label = label or f"mean Gini {VALUATION_WORDS[valuation]}"
    shown = majority_turns(by_turn)
    conditions = conditions_of(shown)
    colors = condition_colors(conditions_of(by_turn))
    figure = go.Figure(layout=_experiment_layout(height, f"{label[:1].upper()}{label[1:]}, turn by turn",
                                                 xaxis=axis_layout("turn"), yaxis=axis_layout(label, rangemode="tozero")))
    for condition in conditions:
        part = shown[shown["condition"].astype(str) == condition].sort_values("turn")
        turns, color = part["turn"].tolist(), colors[condition]
        figure.add_trace(go.Scatter(x=turns + turns[::-1], y=part["high"].tolist() + part["low"].tolist()[::-1],
                                    fill="toself", fillcolor=tint(color, 0.16), line=dict(width=0),
                                    hoverinfo="skip", showlegend=False, legendgroup=condition,
                                    name=f"{condition} (95% interval)"))
        figure.add_trace(go.Scatter(x=turns, y=part["mean"].tolist(), mode="lines", name=condition,
                                    legendgroup=condition, line=dict(color=color, width=2.2),
                                    customdata=part["games"].tolist(),
                                    hovertemplate=(f"{condition}, turn %{{x}}: %{{y:.3f}} "
                                                   f"(%{{customdata}} games)<extra></extra>")))
    return figure if conditions else _empty(figure, "Turns were not measured.")


# ---------------------------------------------------------------------- Lorenz curves
def lorenz_figure(lorenz: pd.DataFrame, height: int = 380, *, valuation: str = "book") -> go.Figure:
    """The mean Lorenz curve of final wealth at ``valuation`` per condition
    (``Results.lorenz(valuation)``), and the line of equality."""
    conditions = conditions_of(lorenz)
    colors = condition_colors(conditions)
    figure = go.Figure(layout=_experiment_layout(
        height, f"Who holds the wealth at the end, {VALUATION_WORDS[valuation]} (Lorenz curves)",
        xaxis=axis_layout("share of the players, poorest first", range=[0, 1], tickformat=".0%"),
        yaxis=axis_layout("share of all wealth they hold", range=[0, 1], tickformat=".0%")))
    figure.add_trace(go.Scatter(x=[0, 1], y=[0, 1], mode="lines", name="everyone equal",
                                line=dict(color="#9a8c70", dash="dot", width=1.5), hoverinfo="skip"))
    for condition in conditions:
        part = lorenz[lorenz["condition"].astype(str) == condition]
        figure.add_trace(go.Scatter(x=part["population_share"].tolist(), y=part["wealth_share"].tolist(),
                                    mode="lines+markers", name=condition,
                                    line=dict(color=colors[condition], width=2.2),
                                    hovertemplate=(f"{condition}: the poorest %{{x:.0%}} hold "
                                                   f"%{{y:.1%}}<extra></extra>")))
    return figure if conditions else _empty(figure, "No games yet.")


# ---------------------------------------------------------------------- outcome classes
def outcomes_figure(shares: pd.DataFrame, height: int = 340, *, valuation: str | None = None) -> go.Figure:
    """One bar per condition, cut by how its games ended (``Results.outcome_classes``); the
    title names ``valuation``, the wealth the classes were taken at, when it is given."""
    conditions = [str(c) for c in shares.index]
    title = "How the games ended" + (f", {VALUATION_WORDS[valuation]}" if valuation else "")
    figure = go.Figure(layout=_experiment_layout(
        height, title, barmode="stack",
        xaxis=axis_layout("share of the games", range=[0, 1], tickformat=".0%"),
        yaxis=axis_layout("", autorange="reversed")))
    for outcome in shares.columns:
        values = shares[outcome].astype(float).tolist()
        if not any(values):
            continue
        figure.add_trace(go.Bar(y=conditions, x=values, name=str(outcome), orientation="h",
                                marker=dict(color=OUTCOME_COLORS.get(outcome, "#999")),
                                text=[share_words(v) if v >= 0.06 else "" for v in values],
                                textposition="inside", insidetextanchor="middle",
                                hovertemplate=f"%{{y}}: {outcome} in %{{x:.0%}} of the games<extra></extra>"))
    figure.layout.margin.l = 12 + 7 * max((len(c) for c in conditions), default=10)
    return figure if conditions else _empty(figure, "No games yet.")


# ---------------------------------------------------------------------- wages and public spending
def spending_figure(summary: pd.DataFrame, rules=None, height: int = 360) -> go.Figure:
    """Mean wages paid and public spending per game, per condition, with 95% intervals
    (rows of ``Results.summary(["wages_paid", "public_spending"])``); ``rules`` gives the money's
    form."""
    head, tail = money_affixes(rules)
    rows = summary[summary["measure"].isin(list(SPENDING))] if not summary.empty else summary
    figure = go.Figure(layout=_experiment_layout(
        height, "Wages and public spending per game", barmode="group",
        xaxis=axis_layout(""), yaxis=axis_layout("mean per game", rangemode="tozero", tickprefix=head,
                                     ticksuffix=tail, tickformat=",")))
    conditions = conditions_of(rows)
    for k, (measure, name) in enumerate(SPENDING.items()):
        part = rows[rows["measure"] == measure]
        if part.empty:
            continue
        means = part["mean"].astype(float)
        figure.add_trace(go.Bar(
            x=part["condition"].astype(str).tolist(), y=means.tolist(), name=name,
            marker=dict(color=SERIES_COLORS[k]),
            error_y=dict(type="data", symmetric=False, array=(part["high"] - means).tolist(),
                         arrayminus=(means - part["low"]).tolist(), color="#555", thickness=1.2),
            hovertemplate=f"%{{x}}: {name} {head}%{{y:,.0f}}{tail} per game<extra></extra>"))
    return figure if conditions else _empty(figure, "These rules count no wages or public spending.")


# ---------------------------------------------------------------------- a sweep
def _swept_x(values: Sequence) -> tuple[list, dict]:
    """x positions of swept values and the axis settings: the values themselves when they
    are numbers, else their places with the values as tick labels."""
    if all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values):
        return list(values), {}
    return list(range(len(values))), dict(tickmode="array", tickvals=list(range(len(values))),
                                          ticktext=[str(v) for v in values])


def sweep_figure(tipping: dict, height: int = 380, *, valuation: str | None = None) -> go.Figure:
    """The share of games of one outcome class at each swept value
    (``Results.tipping_point``), the level as a dashed line; the band "past the tipping
    point" only where the curve stays below the level to the end of the sweep, its start
    marked; where the curve first dips below and then comes back above, that first crossing
    is a dotted line of its own, not a tipping point.  The 95% interval of the tipping
    point is shaded only when the first crossing is the last (the curve never comes
    back).  The axis names ``valuation``, the wealth the classes were taken at, when it is
    given."""
    option, outcome, level = tipping["option"], tipping["outcome"], tipping["level"]
    swept = sorted(tipping["rates"])
    x, ticks = _swept_x(swept)
    place = dict(zip(swept, x))
    figure = go.Figure(layout=_experiment_layout(
        height, f"Is there a tipping point? {hyphened(outcome)} games as {option.replace('_', ' ')} rises",
        xaxis=axis_layout(option.replace("_", " "), **ticks),
        yaxis=axis_layout(f"share of {hyphened(outcome)} games"
                    + (f" {VALUATION_WORDS[valuation]}" if valuation else ""), range=[0, 1.02], tickformat=".0%")))
    color = OUTCOME_COLORS.get(outcome, "#333")
    figure.add_trace(go.Scatter(x=x, y=[tipping["rates"][v] for v in swept], mode="lines+markers",
                                name=f"{hyphened(outcome)} games", line=dict(color=color, width=2.5),
                                customdata=[str(v) for v in swept],
                                hovertemplate=f"{option} = %{{customdata}}: %{{y:.0%}}<extra></extra>"))
    shapes = [dict(type="line", name="level", xref="paper", yref="y", x0=0, x1=1, y0=level, y1=level,
                   line=dict(color="#6a5d48", dash="dash", width=1.5))]
    notes = [dict(xref="paper", yref="y", x=1, y=level, xanchor="right", yanchor="bottom", showarrow=False,
                  text=f"level: {share_words(level)} of games", font=dict(size=11, color="#6a5d48"))]
    crossed = sweep_crossings(tipping) if swept else {"first": None, "last": None}
    first, last = crossed["first"], crossed["last"]
    if first is not None and first != last:
        shapes.append(dict(type="line", name="first crossing", xref="x", yref="paper", x0=place[first],
                           x1=place[first], y0=0, y1=1, line=dict(color="#6a5d48", width=1.5, dash="dot")))
        notes.append(dict(xref="x", yref="paper", x=place[first], y=0.9, xanchor="left", yanchor="top",
                          xshift=4, showarrow=False, text=f"first below: {first}, then back above",
                          bgcolor="rgba(255,253,246,0.85)", font=dict(size=11, color="#6a5d48")))
    if last is not None:
        if first == last and tipping.get("point") == last:
            low = place.get(tipping.get("low"), place[last])
            high = place.get(tipping["high"], x[-1]) if tipping.get("high") is not None else x[-1]
            shapes.append(dict(type="rect", name="interval", xref="x", yref="paper", x0=low, x1=high, y0=0,
                               y1=1, fillcolor="rgba(30, 122, 70, 0.13)", line=dict(width=0), layer="below"))
        shapes.append(dict(type="rect", name="past the tipping point", xref="x", yref="paper", x0=place[last],
                           x1=x[-1], y0=0, y1=0.06, fillcolor="rgba(30, 122, 70, 0.45)", line=dict(width=0),
                           layer="below"))
        shapes.append(dict(type="line", name="tipping point", xref="x", yref="paper", x0=place[last],
                           x1=place[last], y0=0, y1=1, line=dict(color=REFORM_COLOR, width=2.5)))
        notes.append(dict(xref="x", yref="paper", x=place[last], y=1, xanchor="left", yanchor="top",
                          xshift=4, showarrow=False, text=f"past the tipping point: below from {last} on",
                          bgcolor="rgba(255,253,246,0.85)", font=dict(size=12, color=REFORM_COLOR)))
    figure.update_layout(shapes=shapes, annotations=notes, showlegend=False)
    return figure


__all__ = ["CONDITION_COLORS", "OUTCOME_COLORS", "by_turn_figure", "condition_colors", "distribution_figure",
           "lorenz_figure", "outcomes_figure", "spending_figure", "sweep_figure"]
