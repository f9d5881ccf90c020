"""The charts of one game (the Play and Replay apps): pure functions from a game's history
to plotly figures.

Nothing here touches a game or a widget: the apps pass ``game.history()``, the turns at
which the rules were switched (:func:`switch_marks` of ``game.events``) and the game's
rule set (``game.rules``), and show the figure they get back (as a
``plotly.graph_objects.FigureWidget``, updated in place with :func:`chart_spec`).

Every rule set gets the same two panels, the Gini of wealth and each player's wealth,
plus a panel for each of its own money series (``RuleSet.money_series``: a Treasury, a
wage level...) when it declares some.  Every chart marks each switch of rules with a
vertical line at the turn it happened, and shades the stretches played under the rule
set's reform (``Words.reform``), so a learner sees what changed when.  Two runs of one
game (a branch) share axes in :func:`compare_spec`.
"""

from __future__ import annotations

import statistics
from collections.abc import Iterable, Sequence

import pandas as pd
import plotly.graph_objects as go

from landlords.experiments.valuation import VALUATION_WORDS
from landlords.metrics import gini
from landlords.render.palette import player_colors  # the seats' colours, shared with the table

from .style import FONT, OTHER_COLOR, REFORM_COLOR, SERIES_COLORS, axis_layout, base_layout, tint
from .words import RECOUNT_NOTE, money_affixes, panel_title, plotly_text, regime_words

#: Marks beyond colour: each seat's line has its own dash and marker in the charts.
PLAYER_DASHES = ("solid", "dash", "dot", "dashdot")
PLAYER_MARKERS = ("circle", "square", "diamond", "triangle-up", "x", "star", "cross", "triangle-down")

#: Above this many players the wealth panel draws the spread (richest, median, poorest).
MAX_PLAYER_LINES = 12
#: The shade over the stretches played under the reform, and the colour of the Gini line.
_SHADE = "rgba(30, 122, 70, 0.09)"
_GINI_COLOR = "#333333"


def switch_marks(events: Iterable) -> list[tuple[int, str]]:
    """``[(turn, regime), ...]`` for every ``rules_switched`` event, in order."""
    return [(event.turn, event.regime) for event in events if event.kind == "rules_switched"]


def panels_for(rules, columns: Sequence[str] = ()) -> list[str]:
    """The panels a game of ``rules`` is charted with.

    ``columns`` are the game's history columns (``game.history_columns()``).  A game
    won by completing sets (its history counts each player's ``sets``) gets ``gini``,
    ``sets`` and ``cash``; any other game ``gini`` and ``wealth``, then one panel per
    money series the rule set declares (``money:<column>``), so that no two series of
    different sizes share an axis.
    """
    if "sets" in columns:
        return ["gini", "sets", "cash"]
    series = list(rules.money_series) if rules is not None else []
    return ["gini", "wealth"] + [f"money:{column}" for column in series]


def gini_by_turn(history: pd.DataFrame, column: str = "wealth") -> pd.DataFrame:
    """One row per turn: ``turn`` and the Gini of the players' wealth (``column``) at its end."""
    if history.empty or column not in history:
        return pd.DataFrame({"turn": pd.Series(dtype=int), "gini": pd.Series(dtype=float)})
    by_turn: dict[int, list] = {}
    for turn, wealth in zip(history["turn"].tolist(), history[column].tolist(), strict=True):
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
    """The rule set's reform (:attr:`RuleSet.reform`; ``None`` without rules)."""
    return rules.reform if rules is not None else None


def regime_color(rules, regime: str) -> str:
    """The colour of a switch to ``regime``: green for the rule set's reform."""
    return REFORM_COLOR if regime is not None and regime == _reform(rules) else OTHER_COLOR


def _mode(n: int) -> str:
    return "lines+markers" if n <= 12 else "lines"


def _axis_name(kind: str, k: int) -> str:
    """Layout key of the k-th axis: ``xaxis``, ``xaxis2``..."""
    return f"{kind}axis" if k == 1 else f"{kind}axis{k}"


def _ref(kind: str, k: int) -> str:
    """Trace/shape reference of the k-th axis: ``x``, ``x2``..."""
    return kind if k == 1 else f"{kind}{k}"


def _gini_trace(history, valuation: str | None = None) -> dict:
    data = gini_by_turn(history)
    name = f"Gini {VALUATION_WORDS[valuation]}" if valuation else "Gini of wealth"
    return dict(type="scatter", x=data["turn"].tolist(), y=[round(v, 4) for v in data["gini"]],
                name=name, mode=_mode(len(data)), line=dict(color=_GINI_COLOR, width=2.5),
                hovertemplate=f"turn %{{x}}: {name} %{{y:.2f}}<extra></extra>")


#: The history column of the wealth beside the yardstick (the rules' score), when a chart
#: is drawn at another valuation (see :func:`chart_spec`).
BESIDE_COLUMN = "score"


def _beside_gini_trace(history) -> dict:
    """The Gini by the rules' score, dotted, beside the yardstick's."""
    data = gini_by_turn(history, BESIDE_COLUMN)
    name = f"Gini {VALUATION_WORDS['score']}"
    return dict(type="scatter", x=data["turn"].tolist(), y=[round(v, 4) for v in data["gini"]],
                name=name, mode="lines", line=dict(color="#8a8172", width=1.8, dash="dot"),
                hovertemplate=f"{name} %{{y:.2f}}<extra></extra>")


def _wealth_traces(history, colors, rules, column: str = "wealth", money: bool = True) -> list[dict]:
    """One line per player of his ``column`` (wealth by default): the players of
    ``colors`` (even before any turn), else of the history; with more than
    :data:`MAX_PLAYER_LINES` players, the richest, the median and the poorest instead.
    Each player's line has its own dash and marker, so it is told apart without colour."""
    head, tail = money_affixes(rules) if money else ("", "")
    seen = list(dict.fromkeys(history["player"])) if not history.empty else []
    players = list(colors) if colors else seen
    if len(players) > MAX_PLAYER_LINES:
        return _spread_traces(history, head, tail, column)
    colors = colors or player_colors(players)
    groups = {name: rows for name, rows in history.groupby("player", sort=False)} if seen else {}
    traces = []
    for k, name in enumerate(players):
        rows = groups.get(name)
        x = rows["turn"].tolist() if rows is not None and column in rows else []
        y = rows[column].tolist() if rows is not None and column in rows else []
        shown = plotly_text(name)
        traces.append(dict(type="scatter", x=x, y=y, name=shown, mode=_mode(len(x)),
                           line=dict(color=colors.get(name, "#555"), width=2, dash=PLAYER_DASHES[k % 4]),
                           marker=dict(symbol=PLAYER_MARKERS[k % len(PLAYER_MARKERS)], size=6),
                           legendgroup=shown, showlegend=column == "wealth",
                           hovertemplate=f"{shown}: {head}%{{y:,}}{tail}<extra></extra>"))
    return traces


def _spread_traces(history, head: str, tail: str, column: str = "wealth") -> list[dict]:
    by_turn: dict[int, list] = {}
    if not history.empty and column in history:
        for turn, wealth in zip(history["turn"].tolist(), history[column].tolist(), strict=True):
            by_turn.setdefault(int(turn), []).append(wealth)
    turns = sorted(by_turn)
    traces = []
    for name, measure, color in (("richest", max, "#8b1e2d"), ("median", statistics.median, "#2e86ab"),
                                 ("poorest", min, "#7a5230")):
        y = [measure(by_turn[t]) for t in turns]
        traces.append(dict(type="scatter", x=turns, y=y, name=f"{name} player", mode=_mode(len(turns)),
                           line=dict(color=color, width=2), legendgroup=name, showlegend=column == "wealth",
                           hovertemplate=f"{name}: {head}%{{y:,}}{tail}<extra></extra>"))
    return traces


def _money_traces(history, rules, column: str) -> list[dict]:
    """The line of one money series of the rule set (``rules.money_series[column]``)."""
    head, tail = money_affixes(rules)
    turns = history.drop_duplicates("turn") if not history.empty else history
    x = turns["turn"].tolist()
    names = list(rules.money_series)
    k = names.index(column) if column in names else 0
    label = rules.money_series.get(column, column)
    y = turns[column].tolist() if column in turns else []
    color = SERIES_COLORS[k % len(SERIES_COLORS)]
    return [dict(type="scatter", x=x, y=y, name=label, mode=_mode(len(x)),
                 line=dict(color=color, width=2.5), fill="tozeroy", fillcolor=tint(color, 0.12),
                 hovertemplate=f"{label} {head}%{{y:,}}{tail}<extra></extra>")]


def _whole_ticks(axis: dict, traces: Sequence[dict]) -> None:
    """Ticks in whole units: a small range (all below 6) gets a tick per unit from 0."""
    values = [v for trace in traces for v in trace["y"] if v is not None]
    top = max(values, default=0)
    if top < 6 and min(values, default=0) >= 0:
        axis.update(range=[0, 5.5 if top <= 5 else top + 0.5], dtick=1, tick0=0)
    axis["tickformat"] = ",d"


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


def _axis_for(panel: str, rules, money_axis: dict) -> dict:
    if panel == "gini":
        return dict(title="Gini (0 = equal)", range=[0, 1])
    if panel == "sets":
        return dict(title="complete sets", rangemode="tozero")
    return dict(title=panel_title(panel, rules) if panel.startswith("money:") else panel, **money_axis)


def _traces_for(panel: str, history, colors, rules, valuation: str | None = None) -> list[dict]:
    if panel == "gini":
        traces = [_gini_trace(history, valuation)]
        if valuation and valuation != "score" and BESIDE_COLUMN in history:
            traces.append(_beside_gini_trace(history))
        return traces
    if panel in ("wealth", "cash"):
        return _wealth_traces(history, colors, rules, panel)
    if panel == "sets":
        return _wealth_traces(history, colors, rules, "sets", money=False)
    return _money_traces(history, rules, panel.partition(":")[2]) if rules is not None else []


def chart_spec(panels: Sequence[str], history: pd.DataFrame, switches: Sequence[tuple[int, str]] = (),
               colors: dict[str, str] | None = None, height: int = 360, title: str | None = None,
               rules=None, start: str | None = None, recounts: Sequence[int] = (),
               now_turn: int | None = None, valuation: str | None = None,
               levies: dict | None = None) -> dict:
    """A figure as a plain dict (``{"data": [...], "layout": {...}}``), panels side by side.

    ``panels`` names some of ``"gini"``, ``"wealth"``, ``"cash"``, ``"sets"`` and
    ``"money:<column>"`` (one of the rule set's money series; see :func:`panels_for`):
    each on its own axes, in whole units.  ``rules`` is the game's rule set (its words
    name the regimes and the money, its ``money_series`` the money panels' lines);
    ``start`` the regime before the first switch (see :func:`regime_spans`);
    ``recounts`` the turns of switches after which the rules count wealth differently
    (the wealth panel says so there); ``now_turn`` the turn a table shows (a grey
    dotted line), if given.  ``valuation`` names how the history's ``wealth`` is counted
    (the apps pass ``"market"``, with the rules' score in a ``score`` column drawn beside
    it in the Gini panel); ``levies`` gives, by the turn of a recount, the words the wealth
    panel says there (what the switch changed in the count: a line, or a list of lines), in place of
    :data:`RECOUNT_NOTE`.  Pure and fast: apps use it to update a
    ``FigureWidget`` in place; the ``*_figure`` functions wrap it in a ``go.Figure``.
    """
    n = len(panels)
    gap = 0.06 if n > 3 else 0.075 if n > 1 else 0.0
    width = (1.0 - gap * (n - 1)) / n
    data, layout = [], base_layout(height, title)
    axes, notes = [], []
    head, tail = money_affixes(rules)
    money_axis = dict(rangemode="tozero", tickprefix=head, ticksuffix=tail, tickformat=",d")
    for k, panel in enumerate(panels, start=1):
        x, y = _ref("x", k), _ref("y", k)
        domain = [round((k - 1) * (width + gap), 4), round((k - 1) * (width + gap) + width, 4)]
        layout[_axis_name("x", k)] = axis_layout("turn", domain, y)
        if n > 1 or title is None:
            notes.append(dict(text=panel_title(panel, rules, valuation), xref=f"{x} domain", yref="paper", x=0.5,
                              y=1.0, yanchor="bottom", xanchor="center", showarrow=False,
                              font=dict(size=14, family=FONT)))
        extra = _axis_for(panel, rules, money_axis)
        axis = axis_layout(extra.pop("title"), None, x, **extra)
        traces = _traces_for(panel, history, colors, rules, valuation)
        if panel != "gini":
            _whole_ticks(axis, traces)
        layout[_axis_name("y", k)] = axis
        for trace in traces:
            trace["xaxis"], trace["yaxis"] = x, y
        data += traces
        axes.append((x, y))
    named = {t.get("legendgroup") for t in data if t.get("showlegend") and t.get("legendgroup")}
    for trace in data:           # each player named once, even with no wealth panel (a card game)
        group = trace.get("legendgroup")
        if group and group not in named and trace.get("showlegend") is False:
            trace["showlegend"] = True
            named.add(group)
    shapes, marks = switch_shapes(history, switches, axes, label_axis=0, rules=rules, start=start)
    if "wealth" in panels:
        x, y = axes[list(panels).index("wealth")]
        for k, turn in enumerate(recounts):
            # in the panel's own box, not at the turn: plotly widens a data axis to hold the text
            said = (levies or {}).get(turn, RECOUNT_NOTE)
            lines = [said] if isinstance(said, str) else list(said)
            lines[0] = f"turn {turn}: {lines[0]}"
            words = "<br>".join(plotly_text(line) for line in lines)
            marks.append(dict(name="recount", xref=f"{x} domain", yref=f"{y} domain", x=0.98,
                              y=0.02 + 0.14 * k, yanchor="bottom", xanchor="right", showarrow=False, text=words,
                              bgcolor="rgba(255,253,246,0.85)", font=dict(size=11, color="#5a5245")))
    if now_turn is not None:
        shapes += [dict(type="line", name="now", xref=x, yref=f"{y} domain", x0=now_turn, x1=now_turn,
                        y0=0, y1=1, line=dict(color="#8a8a8a", width=1.5, dash="dot")) for x, y in axes]
    if history.empty:                                    # before the first turn: calm, empty axes
        for k, _panel in enumerate(panels, start=1):
            layout[_axis_name("x", k)]["range"] = [0, 10]
        notes.append(dict(text="The charts fill in as the turns are played.", xref="paper", yref="paper",
                          x=0.5, y=0.5, showarrow=False, font=dict(size=14, color="#6a5d48")))
    layout["shapes"] = shapes
    layout["annotations"] = notes + marks
    return {"data": data, "layout": layout}


#: Line styles of the runs compared: the first (the original game) solid, the second dashed.
RUN_DASHES = ("solid", "dash")


def _restyle(trace: dict, label: str, k: int) -> dict:
    """A trace of run ``k`` of a comparison: its name says the run, its dash shows it."""
    trace["name"] = f"{trace['name']} ({label})"
    trace["line"] = {**trace["line"], "dash": RUN_DASHES[k % 2]}
    trace["showlegend"] = True
    trace["legendgroup"] = f"{trace.get('legendgroup') or trace['name']}-{k}"
    trace["hovertemplate"] = trace["hovertemplate"].replace("<extra></extra>",
                                                            f"<extra>{label}</extra>")
    if k and trace.get("fill"):
        trace.pop("fill")                                  # one shaded area is enough
        trace.pop("fillcolor", None)
    return trace


def compare_measures(rules, columns: Sequence[str] = (), valuation: str | None = None) -> list[tuple[str, str]]:
    """``[(label, panel), ...]``: the measures a comparison can show, one at a time (a
    measure of wealth named with ``valuation``'s words when it is given)."""
    return [(panel_title(panel, rules, valuation), panel) for panel in panels_for(rules, columns)]


def compare_spec(runs: Sequence[tuple[str, pd.DataFrame, Sequence[tuple[int, str]]]],
                 branch_turn: int, colors: dict[str, str] | None = None, now_turn: int | None = None,
                 height: int = 420, rules=None, start: str | None = None, measure: str | None = None,
                 columns: Sequence[str] = (), valuation: str | None = None) -> dict:
    """Two (or more) runs of one game on shared axes, as a plain figure dict.

    ``runs`` is ``[(label, history, switches), ...]``, the original game first.
    ``measure`` is the one panel shown (see :func:`compare_measures`); by default every
    panel of :func:`panels_for` for ``rules`` and the history ``columns``.  Each carries
    every run, the first solid and the next dashed; a black line marks the turn at which
    the runs parted (``branch_turn``), a line in the regime's colour each switch of rules
    (labelled with its run), and a grey dotted line ``now_turn`` (the turn the tables
    show), if given.  ``valuation`` names how the histories' ``wealth`` is counted.
    """
    panels = [measure] if measure else panels_for(rules, columns)
    first = runs[0][1]
    spec = chart_spec(panels, first, (), colors, height, rules=rules, start=start, valuation=valuation)
    layout = spec["layout"]
    data = []
    for k, (label, history, _) in enumerate(runs):
        for trace in chart_spec(panels, history.drop(columns=[BESIDE_COLUMN], errors="ignore"), (), colors,
                                height, rules=rules, start=start, valuation=valuation)["data"]:
            data.append(_restyle(trace, label, k))
    spec["data"] = data
    axes = [(_ref("x", k), _ref("y", k)) for k in range(1, len(panels) + 1)]
    for k, panel in enumerate(panels, start=1):
        if panel != "gini":
            _whole_ticks(layout[_axis_name("y", k)],
                         [t for t in data if t["yaxis"] == _ref("y", k)])
    shapes, notes = [], [a for a in layout["annotations"] if a.get("name") != "switch"]
    for x, y in axes:
        shapes.append(dict(type="line", name="branch", xref=x, yref=f"{y} domain", x0=branch_turn,
                           x1=branch_turn, y0=0, y1=1, line=dict(color="#222", width=2.5)))
        for k, (_label, _, switches) in enumerate(runs):
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
                      bgcolor="rgba(255,253,246,0.85)", font=dict(size=11, color="#222")))
    for k, (label, _, switches) in enumerate(runs):
        for turn, regime in switches:
            notes.append(dict(name="switch", xref=x, yref=f"{y} domain", x=turn, y=0.88 - 0.1 * k,
                              yanchor="top", xanchor="left", xshift=2, showarrow=False,
                              text=f"{label}: to {regime_words(rules, regime)}",
                              bgcolor="rgba(255,253,246,0.8)",
                              font=dict(size=11, color=regime_color(rules, regime))))
    layout["shapes"] = shapes
    layout["annotations"] = notes
    layout["legend"] = dict(orientation="h", yref="container", yanchor="bottom", y=0.01, x=0,
                            traceorder="normal", entrywidth=175, font=dict(size=12))
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
    """The rule set's money series (``rules.money_series``) at the end of each turn, each
    on its own panel (a Treasury and a wage level never share an axis)."""
    panels = [f"money:{column}" for column in rules.money_series]
    return go.Figure(chart_spec(panels, history, switches, height=height, rules=rules,
                                title=" and ".join(panel_title(p, rules) for p in panels)))


def play_dashboard(history: pd.DataFrame, switches: Sequence[tuple[int, str]] = (),
                   colors: dict[str, str] | None = None, height: int = 360, rules=None) -> go.Figure:
    """The Play app's charts side by side in one figure (one widget, one JS bundle).

    The panels of :func:`panels_for` (the history's columns say which), each marking
    every switch of rules.
    """
    return go.Figure(chart_spec(panels_for(rules, list(history.columns)), history, switches, colors, height,
                                rules=rules))


__all__ = ["BESIDE_COLUMN", "MAX_PLAYER_LINES", "PLAYER_DASHES", "PLAYER_MARKERS", "RUN_DASHES", "chart_spec",
           "compare_measures", "compare_spec", "gini_by_turn", "gini_figure", "money_figure", "panels_for",
           "play_dashboard", "regime_color", "regime_spans", "switch_marks", "switch_shapes", "wealth_figure"]
