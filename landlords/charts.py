"""Charts of a game: pure functions from data (a history table, rule switches) to plotly figures.

Nothing here touches a game or a widget: the apps pass ``game.history()``, the turns at
which the rules were switched (:func:`switch_marks` of ``game.events``) and the game's
rule set (``game.rules``), and show the figure they get back (as a
``plotly.graph_objects.FigureWidget``, updated in place).

Every rule set gets the same two panels, the Gini of wealth and each player's wealth,
plus a third of its own money series (``RuleSet.money_series``: a Treasury, a wage
level...) when it declares some.  Every chart marks each switch of rules with a
vertical line at the turn it happened, and shades the stretches played under the
rule set's reform (``Words.reform``), so a learner sees what changed when.

    >>> import landlords
    >>> from landlords import charts
    >>> game = landlords.new_game("landlords-1906", players=4, seed=7)
    >>> _ = game.play(until_turn=20); _ = game.switch_rules("single-tax"); _ = game.play()
    >>> fig = charts.play_dashboard(game.history(), charts.switch_marks(game.events), rules=game.rules)
"""

from __future__ import annotations

import statistics
from collections.abc import Iterable, Sequence

import pandas as pd
import plotly.graph_objects as go

from .metrics import gini

#: One colour per seat, shared by the table and the charts (colour-blind-friendly order).
PLAYER_COLORS = ("#d1495b", "#2e86ab", "#3b9d5d", "#e69f00", "#8e5ea2", "#7a5230", "#d45fa0",
                 "#5c6b7a")
#: The colours of the rules in force: the rule set's reform, and any other regime.
REFORM_COLOR, OTHER_COLOR = "#1e7a46", "#8b1e2d"
#: Above this many players the wealth panel draws the spread (richest, median, poorest).
MAX_PLAYER_LINES = 12
_SHADE = "rgba(30, 122, 70, 0.09)"
_SERIES_COLORS = ("#b8860b", "#1e7a46", "#1e6fa8", "#7a5230")
_GINI_COLOR = "#333333"
_FONT = "Georgia, 'Times New Roman', serif"


def player_colors(players: Sequence[str]) -> dict[str, str]:
    """``{name: colour}`` in seat order (the table uses the same colours)."""
    return {name: PLAYER_COLORS[i % len(PLAYER_COLORS)] for i, name in enumerate(players)}


def switch_marks(events: Iterable) -> list[tuple[int, str]]:
    """``[(turn, regime), ...]`` for every ``rules_switched`` event, in order."""
    return [(event.turn, event.regime) for event in events if event.kind == "rules_switched"]


def panels_for(rules) -> list[str]:
    """The panels a game of ``rules`` is charted with: ``gini``, ``wealth`` and, when the
    rule set declares money series, ``money``."""
    return ["gini", "wealth"] + (["money"] if rules is not None and rules.money_series else [])


def gini_by_turn(history: pd.DataFrame) -> pd.DataFrame:
    """One row per turn: ``turn`` and the Gini of the players' wealth at its end."""
    if history.empty:
        return pd.DataFrame({"turn": pd.Series(dtype=int), "gini": pd.Series(dtype=float)})
    by_turn: dict[int, list] = {}
    for turn, wealth in zip(history["turn"].tolist(), history["wealth"].tolist(), strict=True):
        by_turn.setdefault(int(turn), []).append(wealth)
    rows = [(turn, gini(values)) for turn, values in sorted(by_turn.items())]
    return pd.DataFrame(rows, columns=["turn", "gini"])


def regime_spans(history: pd.DataFrame, switches: Sequence[tuple[int, str]],
                 start: str | None = None) -> list[tuple[float, float, str | None]]:
    """``[(start_turn, end_turn, regime), ...]`` covering the turns of ``history``.

    ``start`` is the regime in force before the first switch; by default the history's
    own ``regime`` column says it (``None`` when it has none).
    """
    if history.empty:
        return []
    first, last = int(history["turn"].min()), int(history["turn"].max())
    regime = start
    if regime is None and "regime" in history:
        regime = str(history["regime"].iloc[0])
        _, first_switch = switches[0] if switches else (None, None)
        if regime == first_switch:
            # the first row was taken after a switch in turn 0: nothing tells what came before
            regime = None
    spans, begin = [], first
    for turn, new in switches:
        spans.append((begin, turn, regime))
        begin, regime = turn, new
    spans.append((begin, max(last, begin), regime))
    return spans


def _reform(rules) -> str | None:
    return rules.words.reform if rules is not None else None


def regime_words(rules, regime: str) -> str:
    """How the rule set names ``regime`` ("the single tax"), or the regime itself."""
    if rules is None:
        return regime
    return rules.words.regimes.get(regime, regime)


def regime_color(rules, regime: str) -> str:
    """The colour of a switch to ``regime``: green for the rule set's reform."""
    return REFORM_COLOR if regime is not None and regime == _reform(rules) else OTHER_COLOR


def _affixes(rules) -> tuple[str, str]:
    """The prefix and suffix of the game's money (``("$", "")``, ``("", "M")``)."""
    money = rules.words.money if rules is not None else "${:,}"
    head, _, tail = money.partition("{")
    return head, tail.partition("}")[2]


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


def _wealth_traces(history, colors, rules) -> list[dict]:
    """One line per player: the players of ``colors`` (even before any turn), else of the
    history; with more than :data:`MAX_PLAYER_LINES` players, the richest, the median and
    the poorest instead."""
    head, tail = _affixes(rules)
    seen = list(dict.fromkeys(history["player"])) if not history.empty else []
    players = list(colors) if colors else seen
    if len(players) > MAX_PLAYER_LINES:
        return _spread_traces(history, head, tail)
    colors = colors or player_colors(players)
    groups = {name: rows for name, rows in history.groupby("player", sort=False)} if seen else {}
    traces = []
    for name in players:
        rows = groups.get(name)
        x = rows["turn"].tolist() if rows is not None else []
        y = rows["wealth"].tolist() if rows is not None else []
        traces.append(dict(type="scatter", x=x, y=y, name=str(name), mode=_mode(len(x)),
                           line=dict(color=colors.get(name, "#555"), width=2),
                           hovertemplate=f"{name}: {head}%{{y:,}}{tail}<extra></extra>"))
    return traces


def _spread_traces(history, head: str, tail: str) -> list[dict]:
    by_turn: dict[int, list] = {}
    if not history.empty:
        for turn, wealth in zip(history["turn"].tolist(), history["wealth"].tolist(), strict=True):
            by_turn.setdefault(int(turn), []).append(wealth)
    turns = sorted(by_turn)
    traces = []
    for name, measure, color in (("richest", max, "#8b1e2d"), ("median", statistics.median, "#2e86ab"),
                                 ("poorest", min, "#7a5230")):
        y = [measure(by_turn[t]) for t in turns]
        traces.append(dict(type="scatter", x=turns, y=y, name=f"{name} player", mode=_mode(len(turns)),
                           line=dict(color=color, width=2),
                           hovertemplate=f"{name}: {head}%{{y:,}}{tail}<extra></extra>"))
    return traces


def _money_traces(history, rules) -> list[dict]:
    """One line per money series of the rule set (the first shaded to zero)."""
    head, tail = _affixes(rules)
    turns = history.drop_duplicates("turn") if not history.empty else history
    x = turns["turn"].tolist()
    traces = []
    for k, (column, label) in enumerate(rules.money_series.items()):
        color = _SERIES_COLORS[k % len(_SERIES_COLORS)]
        y = turns[column].tolist() if column in turns else []
        trace = dict(type="scatter", x=x, y=y, name=label, mode=_mode(len(x)),
                     line=dict(color=color, width=2.5, dash="solid" if k == 0 else "dot"),
                     hovertemplate=f"{label} {head}%{{y:,}}{tail}<extra></extra>")
        if k == 0:
            trace.update(fill="tozeroy", fillcolor="rgba(184, 134, 11, 0.12)")
        traces.append(trace)
    return traces


def switch_shapes(history: pd.DataFrame, switches: Sequence[tuple[int, str]],
                  axes: Sequence[tuple[str, str]] = (("x", "y"),), label_axis: int = 0,
                  rules=None, start: str | None = None) -> tuple[list, list]:
    """The marks of rule switches: ``(shapes, annotations)`` as plain dicts.

    For every ``(x, y)`` axis pair: a shaded rectangle over each stretch under the rule
    set's reform (``name="reform"``) and a dashed vertical line at each switch
    (``name="switch"``); over the ``label_axis`` pair, a label naming the rules switched to.
    """
    shapes, notes = [], []
    reform = _reform(rules)
    spans = regime_spans(history, switches, start)
    for x, y in axes:
        for begin, end, regime in spans:
            if reform is not None and regime == reform and end > begin:
                shapes.append(dict(type="rect", name="reform", xref=x, yref=f"{y} domain",
                                   x0=begin, x1=end, y0=0, y1=1, fillcolor=_SHADE,
                                   line=dict(width=0), layer="below"))
        for turn, regime in switches:
            shapes.append(dict(type="line", name="switch", xref=x, yref=f"{y} domain",
                               x0=turn, x1=turn, y0=0, y1=1,
                               line=dict(color=regime_color(rules, regime), width=2, dash="dash")))
    x, y = axes[label_axis]
    for turn, regime in switches:
        notes.append(dict(name="switch", xref=x, yref=f"{y} domain", x=turn, y=0.99, yanchor="top",
                          xanchor="left", xshift=2, showarrow=False, textangle=0,
                          text=f"to {regime_words(rules, regime)}", bgcolor="rgba(255,253,246,0.8)",
                          font=dict(size=10, color=regime_color(rules, regime))))
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


def panel_title(panel: str, rules=None) -> str:
    """The heading of a panel ("Inequality: Gini of wealth", "Public Treasury and wages")."""
    if panel == "gini":
        return "Inequality: Gini of wealth"
    if panel == "wealth":
        return "Each player's wealth"
    labels = list(rules.money_series.values()) if rules is not None else []
    return " and ".join(labels[:2]) + (" ..." if len(labels) > 2 else "") or "Money"


def _extra_axis(panels) -> str:
    """The reference of the right-hand axis of the money panel's second series."""
    return _ref("y", len(panels) + 1)


def chart_spec(panels: Sequence[str], history: pd.DataFrame, switches: Sequence[tuple[int, str]] = (),
               colors: dict[str, str] | None = None, height: int = 360, title: str | None = None,
               rules=None, start: str | None = None) -> dict:
    """A figure as a plain dict (``{"data": [...], "layout": {...}}``), panels side by side.

    ``panels`` names some of ``"gini"``, ``"wealth"`` and ``"money"`` (the rule set's money
    series: the first on the left axis, the others on a second axis on the right; see
    :func:`panels_for`).  ``rules`` is the game's rule set (its words name the regimes and
    the money, its ``money_series`` the money panel's lines); ``start`` the regime before
    the first switch (see :func:`regime_spans`).  Pure and fast: apps use it to update a
    ``FigureWidget`` in place; the ``*_figure`` functions wrap it in a ``go.Figure``.
    """
    n = len(panels)
    gap = 0.085 if n > 1 else 0.0
    width = (1.0 - gap * (n - 1)) / n
    data, layout = [], _base_layout(height, title)
    axes, notes = [], []
    head, tail = _affixes(rules)
    money_axis = dict(rangemode="tozero", tickprefix=head, ticksuffix=tail, tickformat=",")
    extra = _extra_axis(panels)
    for k, panel in enumerate(panels, start=1):
        x, y = _ref("x", k), _ref("y", k)
        domain = [round((k - 1) * (width + gap), 4), round((k - 1) * (width + gap) + width, 4)]
        layout[_axis_name("x", k)] = _axis("turn", domain, y)
        if n > 1 or title is None:
            notes.append(dict(text=panel_title(panel, rules), xref=f"{x} domain", yref="paper", x=0.5,
                              y=1.0, yanchor="bottom", xanchor="center", showarrow=False,
                              font=dict(size=14, family=_FONT)))
        if panel == "gini":
            layout[_axis_name("y", k)] = _axis("Gini (0 = equal)", None, x, range=[0, 1])
            traces = [_gini_trace(history)]
        elif panel == "wealth":
            layout[_axis_name("y", k)] = _axis("wealth", None, x, **money_axis)
            traces = _wealth_traces(history, colors, rules)
        else:
            traces = _money_traces(history, rules) if rules is not None else []
            labels = [t["name"] for t in traces]
            layout[_axis_name("y", k)] = _axis(labels[0] if labels else "money", None, x, **money_axis)
            if len(traces) > 1:
                layout[_axis_name("y", len(panels) + 1)] = dict(
                    title=dict(text=" / ".join(labels[1:]), standoff=4), overlaying=y, side="right",
                    anchor=x, showgrid=False, zeroline=False, rangemode="tozero", tickmode="auto",
                    nticks=5, tickprefix=head, ticksuffix=tail, tickformat=",")
                for trace in traces[1:]:
                    trace["yaxis"] = extra
        for trace in traces:
            trace["xaxis"] = x
            trace.setdefault("yaxis", y)
        data += traces
        axes.append((x, y))
    shapes, marks = switch_shapes(history, switches, axes, label_axis=0, rules=rules, start=start)
    if history.empty:                                    # before the first turn: calm, empty axes
        for k, panel in enumerate(panels, start=1):
            layout[_axis_name("x", k)]["range"] = [0, 10]
            if panel != "gini":
                layout[_axis_name("y", k)]["range"] = [0, 500]
        if _axis_name("y", len(panels) + 1) in layout:
            layout[_axis_name("y", len(panels) + 1)]["range"] = [0, 150]
        notes.append(dict(text="The charts fill in as the turns are played.", xref="paper", yref="paper",
                          x=0.5, y=0.5, showarrow=False, font=dict(size=14, color="#6a5d48")))
    layout["shapes"] = shapes
    layout["annotations"] = notes + marks
    return {"data": data, "layout": layout}


#: Line styles of the runs compared: the first (the original game) solid, the second dashed.
RUN_DASHES = ("solid", "dash")
_SECOND_AXIS_DASHES = ("dot", "dashdot")


def _restyle(trace: dict, label: str, k: int, second_axis: bool = False) -> dict:
    """A trace of run ``k`` of a comparison: its name says the run, its dash shows it."""
    trace["name"] = f"{trace['name']} ({label})"
    trace["line"] = {**trace["line"], "dash": (_SECOND_AXIS_DASHES if second_axis else RUN_DASHES)[k % 2]}
    trace["hovertemplate"] = trace["hovertemplate"].replace("<extra></extra>",
                                                            f"<extra>{label}</extra>")
    if k and trace.get("fill"):
        trace.pop("fill")                                  # one shaded area is enough
        trace.pop("fillcolor", None)
    return trace


def compare_spec(runs: Sequence[tuple[str, pd.DataFrame, Sequence[tuple[int, str]]]],
                 branch_turn: int, colors: dict[str, str] | None = None, now_turn: int | None = None,
                 height: int = 480, rules=None, start: str | None = None) -> dict:
    """Two (or more) runs of one game on shared axes, as a plain figure dict.

    ``runs`` is ``[(label, history, switches), ...]``, the original game first.  The
    panels of :func:`chart_spec` for ``rules`` (:func:`panels_for`) carry every run, the
    first solid and the next dashed; a black line marks the turn at which the runs parted
    (``branch_turn``), a dashed line in the regime's colour each switch of rules
    (labelled with its run), and a grey dotted line ``now_turn`` (the turn the tables
    show), if given.
    """
    panels = panels_for(rules)
    first = runs[0][1]
    spec = chart_spec(panels, first, (), colors, height, rules=rules, start=start)
    layout = spec["layout"]
    extra = _extra_axis(panels)
    data = []
    for k, (label, history, _) in enumerate(runs):
        part = chart_spec(panels, history, (), colors, height, rules=rules, start=start)["data"]
        for trace in part:
            data.append(_restyle(trace, label, k, trace.get("yaxis") == extra))
    spec["data"] = data
    axes = [(_ref("x", k), _ref("y", k)) for k in range(1, len(panels) + 1)]
    shapes, notes = [], [a for a in layout["annotations"] if a.get("name") != "switch"]
    for x, y in axes:
        shapes.append(dict(type="line", name="branch", xref=x, yref=f"{y} domain", x0=branch_turn,
                           x1=branch_turn, y0=0, y1=1, line=dict(color="#222", width=2.5)))
        for k, (label, _, switches) in enumerate(runs):
            for turn, regime in switches:
                shapes.append(dict(type="line", name="switch", xref=x, yref=f"{y} domain", x0=turn, x1=turn,
                                   y0=0, y1=1, line=dict(color=regime_color(rules, regime), width=1.8,
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
                              text=f"{label}: to {regime_words(rules, regime)}",
                              bgcolor="rgba(255,253,246,0.8)",
                              font=dict(size=10, color=regime_color(rules, regime))))
    layout["shapes"] = shapes
    layout["annotations"] = notes
    layout["legend"] = dict(orientation="h", yanchor="top", y=-0.18, x=0, traceorder="normal",
                            entrywidth=175, font=dict(size=11))
    return spec


def gini_figure(history: pd.DataFrame, switches: Sequence[tuple[int, str]] = (),
                height: int = 320, rules=None) -> go.Figure:
    """Inequality: the Gini of the players' wealth at the end of each turn."""
    return go.Figure(chart_spec(["gini"], history, switches, height=height, rules=rules,
                                title=panel_title("gini")))


def wealth_figure(history: pd.DataFrame, switches: Sequence[tuple[int, str]] = (),
                  colors: dict[str, str] | None = None, height: int = 320, rules=None) -> go.Figure:
    """Each player's wealth (as the rules count it) at the end of each turn."""
    return go.Figure(chart_spec(["wealth"], history, switches, colors, height=height, rules=rules,
                                title=panel_title("wealth")))


def money_figure(history: pd.DataFrame, rules, switches: Sequence[tuple[int, str]] = (),
                 height: int = 320) -> go.Figure:
    """The rule set's money series (``rules.money_series``) at the end of each turn: the
    first on the left axis, the others on the right."""
    return go.Figure(chart_spec(["money"], history, switches, height=height, rules=rules,
                                title=panel_title("money", rules)))


def play_dashboard(history: pd.DataFrame, switches: Sequence[tuple[int, str]] = (),
                   colors: dict[str, str] | None = None, height: int = 360, rules=None) -> go.Figure:
    """The Play app's charts side by side in one figure (one widget, one JS bundle).

    The Gini of wealth, each player's wealth and, when ``rules`` declares money series,
    the money panel.  Each marks every switch of rules.
    """
    return go.Figure(chart_spec(panels_for(rules), history, switches, colors, height, rules=rules))


__all__ = ["MAX_PLAYER_LINES", "OTHER_COLOR", "PLAYER_COLORS", "REFORM_COLOR", "RUN_DASHES", "chart_spec",
           "compare_spec", "gini_by_turn", "gini_figure", "money_figure", "panel_title", "panels_for",
           "play_dashboard", "player_colors", "regime_color", "regime_spans", "regime_words",
           "switch_marks", "switch_shapes", "wealth_figure"]
