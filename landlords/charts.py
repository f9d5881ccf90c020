"""Charts of a game: pure functions from data (a history table, rule switches) to plotly figures.

Nothing here touches a game or a widget: the apps pass ``game.history()`` and the turns at
which the rules were switched (:func:`switch_marks` of ``game.events``), and show the
figure they get back (as a ``plotly.graph_objects.FigureWidget``, updated in place).

Every chart marks each switch of rules with a vertical line at the turn it happened, and
shades the stretches played under the single tax, so a learner sees what changed when.

    >>> import landlords
    >>> from landlords import charts
    >>> game = landlords.new_game("landlords-1906", players=4, seed=7)
    >>> _ = game.play(until_turn=20); _ = game.switch_rules("single-tax"); _ = game.play()
    >>> fig = charts.play_dashboard(game.history(), charts.switch_marks(game.events))
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pandas as pd
import plotly.graph_objects as go

from .metrics import gini

#: One colour per seat, shared by the board and the charts (colour-blind-friendly order).
PLAYER_COLORS = ("#d1495b", "#2e86ab", "#3b9d5d", "#e69f00", "#8e5ea2", "#7a5230")
#: The two regimes' colours: the landlord rules and the single tax.
REGIME_COLORS = {"landlord": "#8b1e2d", "single-tax": "#1e7a46"}
REGIME_WORDS = {"landlord": "landlord rules", "single-tax": "single tax"}
_SHADE = "rgba(30, 122, 70, 0.09)"
_TREASURY_COLOR = "#b8860b"
_WAGE_COLOR = "#1e7a46"
_GINI_COLOR = "#333333"
_FONT = "Georgia, 'Times New Roman', serif"


def player_colors(players: Sequence[str]) -> dict[str, str]:
    """``{name: colour}`` in seat order (the board uses the same colours)."""
    return {name: PLAYER_COLORS[i % len(PLAYER_COLORS)] for i, name in enumerate(players)}


def switch_marks(events: Iterable) -> list[tuple[int, str]]:
    """``[(turn, regime), ...]`` for every ``rules_switched`` event, in order."""
    return [(event.turn, event.values[0]) for event in events if event.kind == "rules_switched"]


def gini_by_turn(history: pd.DataFrame) -> pd.DataFrame:
    """One row per turn: ``turn`` and the Gini of the players' wealth at its end."""
    if history.empty:
        return pd.DataFrame({"turn": pd.Series(dtype=int), "gini": pd.Series(dtype=float)})
    by_turn: dict[int, list] = {}
    for turn, wealth in zip(history["turn"].tolist(), history["wealth"].tolist(), strict=True):
        by_turn.setdefault(int(turn), []).append(wealth)
    rows = [(turn, gini(values)) for turn, values in sorted(by_turn.items())]
    return pd.DataFrame(rows, columns=["turn", "gini"])


def regime_spans(history: pd.DataFrame,
                 switches: Sequence[tuple[int, str]]) -> list[tuple[float, float, str]]:
    """``[(start_turn, end_turn, regime), ...]`` covering the turns of ``history``.

    The regime before the first switch is the other one (a switch always changes it);
    with no switch it is the history's own regime.
    """
    if history.empty:
        return []
    first, last = int(history["turn"].min()), int(history["turn"].max())
    if not switches:
        return [(first, last, str(history["regime"].iloc[0]))]
    other = {"landlord": "single-tax", "single-tax": "landlord"}
    spans, start = [], first
    regime = other.get(switches[0][1], "landlord")
    for turn, new in switches:
        spans.append((start, turn, regime))
        start, regime = turn, new
    spans.append((start, max(last, start), regime))
    return spans


def _mode(n: int) -> str:
    return "lines+markers" if n <= 12 else "lines"


def _axis_name(kind: str, k: int) -> str:
    """Layout key of the k-th axis: ``xaxis``, ``xaxis2``..."""
    return f"{kind}axis" if k == 1 else f"{kind}axis{k}"


def _ref(kind: str, k: int) -> str:
    """Trace/shape reference of the k-th axis: ``x``, ``x2``..."""
    return kind if k == 1 else f"{kind}{k}"


def _gini_trace(history) -> dict:
    data = gini_by_turn(history)
    return dict(type="scatter", x=data["turn"].tolist(), y=[round(v, 4) for v in data["gini"]],
                name="Gini of wealth", mode=_mode(len(data)), line=dict(color=_GINI_COLOR, width=2.5),
                hovertemplate="turn %{x}: Gini %{y:.2f}<extra></extra>")


def _wealth_traces(history, colors) -> list[dict]:
    """One line per player: the players of ``colors`` (even before any turn), else of the history."""
    seen = list(dict.fromkeys(history["player"])) if not history.empty else []
    players = list(colors) if colors else seen
    colors = colors or player_colors(players)
    groups = {name: rows for name, rows in history.groupby("player", sort=False)} if seen else {}
    traces = []
    for name in players:
        rows = groups.get(name)
        x = rows["turn"].tolist() if rows is not None else []
        y = rows["wealth"].tolist() if rows is not None else []
        traces.append(dict(type="scatter", x=x, y=y, name=str(name), mode=_mode(len(x)),
                           line=dict(color=colors.get(name, "#555"), width=2),
                           hovertemplate=f"{name}: $%{{y:,}}<extra></extra>"))
    return traces


def _purse_traces(history) -> list[dict]:
    turns = history.drop_duplicates("turn") if not history.empty else history
    x = turns["turn"].tolist()
    return [
        dict(type="scatter", x=x, y=turns["treasury"].tolist(), name="Public Treasury",
             mode=_mode(len(x)), line=dict(color=_TREASURY_COLOR, width=2.5), fill="tozeroy",
             fillcolor="rgba(184, 134, 11, 0.12)", hovertemplate="Treasury $%{y:,}<extra></extra>"),
        dict(type="scatter", x=x, y=turns["wage_level"].tolist(), name="Wage level",
             mode=_mode(len(x)), line=dict(color=_WAGE_COLOR, width=2.5, dash="dot"),
             hovertemplate="wages $%{y:,}<extra></extra>"),
    ]


def switch_shapes(history: pd.DataFrame, switches: Sequence[tuple[int, str]],
                  axes: Sequence[tuple[str, str]] = (("x", "y"),), label_axis: int = 0) -> tuple[list, list]:
    """The marks of rule switches: ``(shapes, annotations)`` as plain dicts.

    For every ``(x, y)`` axis pair: a shaded rectangle over each single-tax stretch
    (``name="single-tax"``) and a dashed vertical line at each switch (``name="switch"``);
    over the ``label_axis`` pair, a label naming the rules switched to.
    """
    shapes, notes = [], []
    spans = regime_spans(history, switches)
    for x, y in axes:
        for start, end, regime in spans:
            if regime == "single-tax" and end > start:
                shapes.append(dict(type="rect", name="single-tax", xref=x, yref=f"{y} domain",
                                   x0=start, x1=end, y0=0, y1=1, fillcolor=_SHADE,
                                   line=dict(width=0), layer="below"))
        for turn, regime in switches:
            shapes.append(dict(type="line", name="switch", xref=x, yref=f"{y} domain",
                               x0=turn, x1=turn, y0=0, y1=1,
                               line=dict(color=REGIME_COLORS.get(regime, "#555"), width=2, dash="dash")))
    x, y = axes[label_axis]
    for turn, regime in switches:
        notes.append(dict(name="switch", xref=x, yref=f"{y} domain", x=turn, y=0.99, yanchor="top",
                          xanchor="left", xshift=2, showarrow=False, textangle=0,
                          text=f"to {REGIME_WORDS.get(regime, regime)}", bgcolor="rgba(255,253,246,0.8)",
                          font=dict(size=10, color=REGIME_COLORS.get(regime, "#555"))))
    return shapes, notes


def _base_layout(height: int, title: str | None) -> dict:
    layout = dict(
        height=height, margin=dict(l=55, r=55, t=70 if title else 45, b=40),
        font=dict(family=_FONT, size=12, color="#2b2b2b"),
        plot_bgcolor="#fffdf6", paper_bgcolor="#fbf7ec",
        legend=dict(orientation="h", yanchor="top", y=-0.22, x=0),
        hovermode="x unified", showlegend=True,
    )
    if title:
        layout["title"] = dict(text=title, x=0.01, font=dict(size=15))
    return layout


def _axis(title: str, domain=None, anchor=None, **extra) -> dict:
    axis = dict(title=dict(text=title, standoff=4), gridcolor="#e8e1cf", zeroline=False, **extra)
    if domain is not None:
        axis["domain"] = domain
    if anchor is not None:
        axis["anchor"] = anchor
    return axis


_PANELS = {
    "gini": ("Inequality: Gini of wealth", "Gini (0 = equal)"),
    "wealth": ("Each player's wealth", "wealth"),
    "purse": ("Public Treasury and wages", "Treasury"),
}


def chart_spec(panels: Sequence[str], history: pd.DataFrame, switches: Sequence[tuple[int, str]] = (),
               colors: dict[str, str] | None = None, height: int = 360, title: str | None = None) -> dict:
    """A figure as a plain dict (``{"data": [...], "layout": {...}}``), panels side by side.

    ``panels`` names some of ``"gini"``, ``"wealth"`` and ``"purse"`` (the Treasury with
    the wage level on a second axis).  Pure and fast: apps use it to update a
    ``FigureWidget`` in place; the ``*_figure`` functions wrap it in a ``go.Figure``.
    """
    n = len(panels)
    gap = 0.085 if n > 1 else 0.0
    width = (1.0 - gap * (n - 1)) / n
    data, layout = [], _base_layout(height, title)
    axes, notes = [], []
    extra_y = n + 1                                       # the wage axis, if any
    for k, panel in enumerate(panels, start=1):
        x, y = _ref("x", k), _ref("y", k)
        domain = [round((k - 1) * (width + gap), 4), round((k - 1) * (width + gap) + width, 4)]
        head, ytitle = _PANELS[panel]
        layout[_axis_name("x", k)] = _axis("turn", domain, y)
        yextra = dict(range=[0, 1]) if panel == "gini" else dict(rangemode="tozero", tickprefix="$",
                                                                   tickformat=",")
        layout[_axis_name("y", k)] = _axis(ytitle, None, x, **yextra)
        if n > 1 or title is None:
            notes.append(dict(text=head, xref=f"{x} domain", yref="paper", x=0.5, y=1.0,
                              yanchor="bottom", xanchor="center", showarrow=False,
                              font=dict(size=14, family=_FONT)))
        if panel == "gini":
            traces = [_gini_trace(history)]
        elif panel == "wealth":
            traces = _wealth_traces(history, colors)
        else:
            traces = _purse_traces(history)
            wage = _ref("y", extra_y)
            layout[_axis_name("y", extra_y)] = dict(
                title=dict(text="wages", standoff=4), overlaying=y, side="right", anchor=x,
                showgrid=False, zeroline=False, rangemode="tozero", tickmode="auto", nticks=5,
                tickprefix="$", tickformat=",")
            traces[1]["yaxis"] = wage
            traces[0]["yaxis"] = y
        for trace in traces:
            trace["xaxis"] = x
            trace.setdefault("yaxis", y)
        data += traces
        axes.append((x, y))
    shapes, marks = switch_shapes(history, switches, axes, label_axis=0)
    if history.empty:                                    # before the first turn: calm, empty axes
        for k, panel in enumerate(panels, start=1):
            layout[_axis_name("x", k)]["range"] = [0, 10]
            if panel != "gini":
                layout[_axis_name("y", k)]["range"] = [0, 500]
        if "purse" in panels:
            layout[_axis_name("y", extra_y)]["range"] = [0, 150]
        notes.append(dict(text="The charts fill in as the turns are played.", xref="paper", yref="paper",
                          x=0.5, y=0.5, showarrow=False, font=dict(size=14, color="#6a5d48")))
    layout["shapes"] = shapes
    layout["annotations"] = notes + marks
    return {"data": data, "layout": layout}


#: Line styles of the runs compared: the first (the original game) solid, the second dashed.
RUN_DASHES = ("solid", "dash")
_WAGE_DASHES = ("dot", "dashdot")


def _restyle(trace: dict, label: str, k: int, wage: bool = False) -> dict:
    """A trace of run ``k`` of a comparison: its name says the run, its dash shows it."""
    trace["name"] = f"{trace['name']} ({label})"
    trace["line"] = {**trace["line"], "dash": (_WAGE_DASHES if wage else RUN_DASHES)[k % 2]}
    trace["hovertemplate"] = trace["hovertemplate"].replace("<extra></extra>",
                                                            f"<extra>{label}</extra>")
    if k and trace.get("fill"):
        trace.pop("fill")                                  # one shaded Treasury is enough
        trace.pop("fillcolor", None)
    return trace


def compare_spec(runs: Sequence[tuple[str, pd.DataFrame, Sequence[tuple[int, str]]]],
                 branch_turn: int, colors: dict[str, str] | None = None, now_turn: int | None = None,
                 height: int = 480) -> dict:
    """Two (or more) runs of one game on shared axes, as a plain figure dict.

    ``runs`` is ``[(label, history, switches), ...]``, the original game first.  The
    three panels of :func:`chart_spec` (Gini, each player's wealth, Treasury and wages)
    carry every run, the first solid and the next dashed; a black line marks the turn at
    which the runs parted (``branch_turn``), a dashed line in the regime's colour each
    switch of rules (labelled with its run), and a grey dotted line ``now_turn`` (the turn
    the boards show), if given.
    """
    panels = ["gini", "wealth", "purse"]
    first = runs[0][1]
    spec = chart_spec(panels, first, (), colors, height)
    layout = spec["layout"]
    data = []
    for k, (label, history, _) in enumerate(runs):
        part = chart_spec(panels, history, (), colors, height)["data"]
        for trace in part:
            wage = trace["name"] == "Wage level"
            data.append(_restyle(trace, label, k, wage))
    spec["data"] = data
    axes = [(_ref("x", k), _ref("y", k)) for k in range(1, len(panels) + 1)]
    shapes, notes = [], [a for a in layout["annotations"] if a.get("name") != "switch"]
    for x, y in axes:
        shapes.append(dict(type="line", name="branch", xref=x, yref=f"{y} domain", x0=branch_turn,
                           x1=branch_turn, y0=0, y1=1, line=dict(color="#222", width=2.5)))
        for k, (label, _, switches) in enumerate(runs):
            for turn, regime in switches:
                shapes.append(dict(type="line", name="switch", xref=x, yref=f"{y} domain", x0=turn, x1=turn,
                                   y0=0, y1=1, line=dict(color=REGIME_COLORS.get(regime, "#555"), width=1.8,
                                                         dash=RUN_DASHES[k % 2] if k else "dot")))
        if now_turn is not None:
            shapes.append(dict(type="line", name="now", xref=x, yref=f"{y} domain", x0=now_turn, x1=now_turn,
                               y0=0, y1=1, line=dict(color="#8a8a8a", width=1.5, dash="dot")))
    x, y = axes[0]
    notes.append(dict(name="branch", xref=x, yref=f"{y} domain", x=branch_turn, y=0.99, yanchor="top",
                      xanchor="right", xshift=-3, showarrow=False, text=f"branch at turn {branch_turn}",
                      bgcolor="rgba(255,253,246,0.85)", font=dict(size=10, color="#222")))
    for k, (label, _, switches) in enumerate(runs):
        for turn, regime in switches:
            notes.append(dict(name="switch", xref=x, yref=f"{y} domain", x=turn, y=0.88 - 0.1 * k,
                              yanchor="top", xanchor="left", xshift=2, showarrow=False,
                              text=f"{label}: to {REGIME_WORDS.get(regime, regime)}",
                              bgcolor="rgba(255,253,246,0.8)",
                              font=dict(size=10, color=REGIME_COLORS.get(regime, "#555"))))
    layout["shapes"] = shapes
    layout["annotations"] = notes
    layout["legend"] = dict(orientation="h", yanchor="top", y=-0.18, x=0, traceorder="normal",
                            entrywidth=175, font=dict(size=11))
    return spec


def gini_figure(history: pd.DataFrame, switches: Sequence[tuple[int, str]] = (),
                height: int = 320) -> go.Figure:
    """Inequality: the Gini of the players' wealth at the end of each turn."""
    return go.Figure(chart_spec(["gini"], history, switches, height=height,
                                title="Inequality: Gini of wealth"))


def wealth_figure(history: pd.DataFrame, switches: Sequence[tuple[int, str]] = (),
                  colors: dict[str, str] | None = None, height: int = 320) -> go.Figure:
    """Each player's wealth (cash, cards, houses, luxuries) at the end of each turn."""
    return go.Figure(chart_spec(["wealth"], history, switches, colors, height=height,
                                title="Each player's wealth"))


def treasury_figure(history: pd.DataFrame, switches: Sequence[tuple[int, str]] = (),
                    height: int = 320) -> go.Figure:
    """The Public Treasury's balance (left axis) and the wage level at Mother Earth (right axis)."""
    return go.Figure(chart_spec(["purse"], history, switches, height=height,
                                title="Public Treasury and wages"))


def play_dashboard(history: pd.DataFrame, switches: Sequence[tuple[int, str]] = (),
                   colors: dict[str, str] | None = None, height: int = 360) -> go.Figure:
    """The Play app's three charts side by side in one figure (one widget, one JS bundle).

    Left: the Gini of wealth; middle: each player's wealth; right: the Treasury (left
    axis) and the wage level (right axis).  Each marks every switch of rules.
    """
    return go.Figure(chart_spec(["gini", "wealth", "purse"], history, switches, colors, height))


__all__ = ["PLAYER_COLORS", "REGIME_COLORS", "RUN_DASHES", "chart_spec", "compare_spec", "gini_by_turn", "gini_figure", "play_dashboard",
           "player_colors", "regime_spans", "switch_marks", "switch_shapes", "treasury_figure",
           "wealth_figure"]
