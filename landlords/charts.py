"""Charts: pure functions from data to plotly figures, for one game and for many.

**One game** (the Play and Replay apps).

Nothing here touches a game or a widget: the apps pass ``game.history()``, the turns at
which the rules were switched (:func:`switch_marks` of ``game.events``) and the game's
rule set (``game.rules``), and show the figure they get back (as a
``plotly.graph_objects.FigureWidget``, updated in place).

Every rule set gets the same two panels, the Gini of wealth and each player's wealth,
plus a panel for each of its own money series (``RuleSet.money_series``: a Treasury, a wage
level...) when it declares some.  Every chart marks each switch of rules with a
vertical line at the turn it happened, and shades the stretches played under the
rule set's reform (``Words.reform``), so a learner sees what changed when.

    >>> import landlords
    >>> from landlords import charts
    >>> game = landlords.new_game(landlords.rule_sets()[0], players=4, seed=7)
    >>> _ = game.play(until_turn=20); _ = game.switch_rules(game.rules.regimes[-1]); _ = game.play()
    >>> fig = charts.play_dashboard(game.history(), charts.switch_marks(game.events), rules=game.rules)

**Many games** (the Experiments app): each chart takes a frame of
``landlords.experiments.Results`` and has a caption function that says what it shows in
one plain sentence made from the same numbers: the spread of the final Gini per
condition (:func:`distribution_figure`, captioned with the paired differences from the
baseline), the mean Gini by turn in its 95% band (:func:`by_turn_figure`), Lorenz curves
(:func:`lorenz_figure`), how the games ended (:func:`outcomes_figure`), wages and public
spending (:func:`spending_figure`) and a sweep with its tipping point
(:func:`sweep_figure`).  Wealth is counted at one of the experiments' three valuations
(``landlords.experiments.valuation.VALUATIONS``: book value, the rules' score, market
value): a chart that reads a wealth column takes ``valuation=`` (default: book value), and
its caption names it ("the Gini at market value"); :func:`absolute_caption` says the
inequality in money beside the Gini (the mean gap between two players, the total wealth,
the money the bank paid out).

    >>> from landlords.experiments import Experiment
    >>> RULES = "..."                  # a rule set whose games end after a number of rounds
    >>> results = Experiment(RULES, {"short": {"rounds": 5}, "long": {"rounds": 50}},
    ...                      games=10).run(progress=False)
    >>> fig = charts.distribution_figure(results.games)
    >>> charts.distribution_caption(results.games, results.compare()).startswith("Under long the Gini")
    True
"""

from __future__ import annotations

import statistics
from collections.abc import Iterable, Sequence

import pandas as pd
import plotly.graph_objects as go

from .experiments.results import valued
from .experiments.valuation import VALUATION_WORDS, VALUATIONS
from .metrics import gini
from .render.palette import PLAYER_COLORS, player_colors  # the seats' colours, shared with the table

#: Marks beyond colour: each seat's line has its own dash and marker in the charts.
PLAYER_DASHES = ("solid", "dash", "dot", "dashdot")
PLAYER_MARKERS = ("circle", "square", "diamond", "triangle-up", "x", "star", "cross", "triangle-down")
#: The colours of the rules in force: the rule set's reform, and any other regime.
REFORM_COLOR, OTHER_COLOR = "#1e7a46", "#8b1e2d"
#: Above this many players the wealth panel draws the spread (richest, median, poorest).
MAX_PLAYER_LINES = 12
_SHADE = "rgba(30, 122, 70, 0.09)"
_SERIES_COLORS = ("#b8860b", "#1e7a46", "#1e6fa8", "#7a5230")
_GINI_COLOR = "#333333"
_FONT = "Georgia, 'Times New Roman', serif"


def plotly_text(text) -> str:
    """``text`` (a player's name) written so that a plotly figure shows it as itself.

    plotly.js reads a subset of HTML in trace names, hover labels and annotations (a
    name ``<a href=...>`` would be a link in every classmate's legend, ``<span style=...>``
    would restyle it), ``%{...}`` in a hover template as a value, and ``$...$`` as TeX;
    it decodes entities for display.  So ``<``, ``>``, ``&``, ``%`` and ``$`` are written as
    entities, and the figure shows the very characters typed.
    """
    return (str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace("%", "&#37;").replace("$", "&#36;"))


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
    head, tail = _affixes(rules) if money else ("", "")
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
    head, tail = _affixes(rules)
    turns = history.drop_duplicates("turn") if not history.empty else history
    x = turns["turn"].tolist()
    names = list(rules.money_series)
    k = names.index(column) if column in names else 0
    label = rules.money_series.get(column, column)
    y = turns[column].tolist() if column in turns else []
    color = _SERIES_COLORS[k % len(_SERIES_COLORS)]
    return [dict(type="scatter", x=x, y=y, name=label, mode=_mode(len(x)),
                 line=dict(color=color, width=2.5), fill="tozeroy", fillcolor=_tint(color, 0.12),
                 hovertemplate=f"{label} {head}%{{y:,}}{tail}<extra></extra>")]


def _tint(color: str, alpha: float) -> str:
    red, green, blue = (int(color[k:k + 2], 16) for k in (1, 3, 5))
    return f"rgba({red}, {green}, {blue}, {alpha})"


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


def _base_layout(height: int, title: str | None) -> dict:
    layout = dict(
        height=height, margin=dict(l=55, r=55, t=70 if title else 45, b=78),
        font=dict(family=_FONT, size=12, color="#2b2b2b"),
        plot_bgcolor="#fffdf6", paper_bgcolor="#fbf7ec",
        # the legend along the figure's foot, under the axes' titles (never on them)
        legend=dict(orientation="h", yref="container", yanchor="bottom", y=0.01, x=0),
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


def panel_title(panel: str, rules=None, valuation: str | None = None) -> str:
    """The heading of a panel ("Inequality: Gini of wealth", "Public Treasury"); a panel of
    wealth names ``valuation`` when it is given ("Each player's wealth at market value")."""
    counted = f" {VALUATION_WORDS[valuation]}" if valuation else ""
    titles = {"gini": f"Inequality: Gini of wealth{counted}", "wealth": f"Each player's wealth{counted}",
              "cash": "Each player's cash", "sets": "Complete sets each player holds"}
    if panel in titles:
        return titles[panel]
    column = panel.partition(":")[2]
    return (rules.money_series.get(column, column) if rules is not None else column) or "Money"


#: What a valuation counts, for a caption ("each holding at the rent it will draw...").
_COUNTS = {"market": "each holding counted at the rent it will draw for its holder under the rules in force",
           "score": "counted as the rules in force count it",
           "book": "cash, cards at their printed price and buildings at cost"}


def caption(panel: str, rules=None, valuation: str | None = None) -> str:
    """One plain sentence saying what a panel shows and why it matters (never its title
    again); ``valuation`` names how wealth is counted."""
    counts = _COUNTS[valuation] if valuation else _COUNTS["score"]
    if panel == "gini":
        beside = (f"; the dotted line counts {VALUATION_WORDS['score'].removeprefix('by ')}"
                  if valuation and valuation != "score" else "")
        return ("How unequal wealth is at the end of each turn, " + counts + ": 0 when everyone is as rich "
                "as everyone else, near 1 when one player owns nearly everything. A rising line means "
                "wealth is gathering in fewer hands" + beside + ".")
    if panel == "wealth":
        return (f"What each player is worth at the end of each turn, {counts}. Lines that part show "
                "some players getting rich while others fall behind.")
    if panel == "cash":
        return ("The money each player has to pay with at the end of each turn: a player who runs "
                "short must sell or cannot pay.")
    if panel == "sets":
        return "How many complete sets each player has laid down; enough of them win the game."
    return ("Its amount at the end of each turn, in the game's money. It is no player's wealth, so set "
            "it beside the Gini to see whether inequality moves with it.")


#: What the wealth panel says at a switch after which the rules count wealth differently
#: (when the app gives no words of its own for it: see ``levies`` of :func:`chart_spec`).
RECOUNT_NOTE = "the rules count wealth differently from here"


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
    data, layout = [], _base_layout(height, title)
    axes, notes = [], []
    head, tail = _affixes(rules)
    money_axis = dict(rangemode="tozero", tickprefix=head, ticksuffix=tail, tickformat=",d")
    for k, panel in enumerate(panels, start=1):
        x, y = _ref("x", k), _ref("y", k)
        domain = [round((k - 1) * (width + gap), 4), round((k - 1) * (width + gap) + width, 4)]
        layout[_axis_name("x", k)] = _axis("turn", domain, y)
        if n > 1 or title is None:
            notes.append(dict(text=panel_title(panel, rules, valuation), xref=f"{x} domain", yref="paper", x=0.5,
                              y=1.0, yanchor="bottom", xanchor="center", showarrow=False,
                              font=dict(size=14, family=_FONT)))
        extra = _axis_for(panel, rules, money_axis)
        axis = _axis(extra.pop("title"), None, x, **extra)
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


# ====================================================================== experiments
# Charts of many games (landlords.experiments.Results): each a pure function of a frame the
# Results give (``games``, ``by_turn()``, ``lorenz()``, ``outcome_classes()``, ``summary()``,
# ``compare()``, ``tipping_point()``), each with a caption: one sentence in plain words
# made from the same numbers.

#: Colours of an experiment's conditions, in order (the first, the baseline, in grey).
CONDITION_COLORS = ("#5b5b5b", "#1e7a46", "#2e86ab", "#d1495b", "#e69f00", "#8e5ea2", "#7a5230",
                    "#d45fa0", "#3b9d5d", "#b8860b")
#: The colour of each outcome class (``landlords.metrics.OUTCOME_CLASSES``).
OUTCOME_COLORS = {"one winner": "#8b1e2d", "everyone prospers": "#1e7a46", "mixed": "#c8b48a",
                  "stalled": "#6f6f6f", "capped": "#b9b2a3"}
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
#: How an axis names a measure.
MEASURE_AXES = {
    **{valued("gini", v): f"final Gini {words} (0 = equal)" for v, words in VALUATION_WORDS.items()},
    **{valued("mad", v): f"mean gap between two players {words}" for v, words in VALUATION_WORDS.items()},
    **{valued("top_share", v): f"richest player's share of all wealth {words}"
       for v, words in VALUATION_WORDS.items()},
    "land_hhi": "land concentration (HHI)",
}


def measure_words(measure: str) -> str:
    """How a caption or a table names a column of the game rows ("the Gini at market value")."""
    return MEASURE_WORDS.get(measure, measure.replace("_", " "))


def valuation_label(valuation: str) -> str:
    """The short name of a valuation, as a button says it: "Book value", "The rules' score"."""
    name = VALUATIONS[valuation].partition(":")[0]
    return name[:1].upper() + name[1:]


def _counted(valuation: str | None) -> str:
    """What leads a sentence that names its valuation: "At market value, ", or nothing."""
    if valuation is None:
        return ""
    words = VALUATION_WORDS[valuation]
    return f"{words[:1].upper()}{words[1:]}, "


def condition_colors(conditions: Sequence[str]) -> dict[str, str]:
    """``{condition: colour}`` in the experiment's order."""
    return {name: CONDITION_COLORS[k % len(CONDITION_COLORS)] for k, name in enumerate(conditions)}


def _conditions_of(frame: pd.DataFrame, column: str = "condition") -> list[str]:
    """The conditions of a frame in the experiment's order (a categorical's categories that
    have rows, else the order of appearance)."""
    if frame.empty:
        return []
    values = frame[column]
    seen = set(values.astype(str))
    if isinstance(values.dtype, pd.CategoricalDtype):
        return [str(c) for c in values.cat.categories if str(c) in seen]
    return list(dict.fromkeys(values.astype(str)))


def _rgba(color: str, alpha: float) -> str:
    red, green, blue = (int(color[k:k + 2], 16) for k in (1, 3, 5))
    return f"rgba({red}, {green}, {blue}, {alpha})"


def _experiment_layout(height: int, title: str, **extra) -> dict:
    layout = _base_layout(height, title)
    layout.update(hovermode="closest", margin=dict(l=60, r=30, t=50, b=50), **extra)
    layout["legend"] = dict(orientation="h", yanchor="top", y=-0.18, x=0, font=dict(size=11))
    return layout


def _empty(figure: go.Figure, text: str) -> go.Figure:
    figure.add_annotation(text=text, xref="paper", yref="paper", x=0.5, y=0.5, showarrow=False,
                          font=dict(size=14, color="#6a5d48"))
    return figure


def _number(value: float, digits: int = 2) -> str:
    return f"{value:.{digits}f}"


def _percent(share: float) -> str:
    return f"{100 * share:.0f}%"


def _listed(parts: Sequence[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    parts = list(parts)
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def difference_words(difference: float, low: float, high: float, digits: int = 2, show=None,
                     unit: str = "") -> str:
    """A paired difference and its 95% interval in words: ``0.17 lower [0.12, 0.22]``,
    ``0.05 higher [0.01, 0.09]``, or ``not clearly different (+0.01 [-0.02, +0.04])`` when the
    interval holds zero (``the same in every pair of games`` when every difference is zero).
    ``show`` formats a magnitude (default: ``digits`` decimals);
    ``unit`` follows the difference (``" points"``)."""
    show = show or (lambda value: _number(value, digits))
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
    said = _listed([f"{change} under {condition}" for condition, change in parts])
    return f"Against {base}, {paired}, {words} is {said}."


# ---------------------------------------------------------------------- distributions
def distribution_figure(games: pd.DataFrame, measure: str | None = None, height: int = 380, *,
                        valuation: str = "book") -> go.Figure:
    """One box per condition: the spread of ``measure`` over its games (the mean dashed);
    ``measure`` defaults to the Gini at ``valuation`` (``gini_book``, ``gini_market``...)."""
    measure = measure or valued("gini", valuation)
    conditions = _conditions_of(games)
    colors = condition_colors(conditions)
    axis = MEASURE_AXES.get(measure, measure.replace("_", " "))
    figure = go.Figure(layout=_experiment_layout(
        height, "Final inequality, game by game" if measure.startswith("gini") else axis,
        showlegend=False, yaxis=_axis(axis, rangemode="tozero"), xaxis=_axis("")))
    for condition in conditions:
        values = games.loc[games["condition"].astype(str) == condition, measure].dropna().astype(float)
        figure.add_trace(go.Box(y=values.tolist(), name=condition, boxmean=True, boxpoints="outliers",
                                marker=dict(color=colors[condition], size=4),
                                line=dict(color=colors[condition]),
                                hovertemplate=f"{condition}: %{{y:.3f}}<extra></extra>"))
    return figure if conditions else _empty(figure, "No games yet.")


def distribution_caption(games: pd.DataFrame, compared: pd.DataFrame | None = None,
                         measure: str | None = None, *, valuation: str = "book") -> str:
    """The paired differences from the baseline (``compared``: ``Results.compare``) when
    there are several conditions, else the median and middle half of the one condition;
    ``measure`` defaults to the Gini at ``valuation``."""
    measure = measure or valued("gini", valuation)
    conditions = _conditions_of(games)
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
            parts.append(f"{_number(mid)} under {condition} (half the games between {_number(low)} "
                         f"and {_number(high)})")
    count = int(games.groupby(games["condition"].astype(str)).size().max())
    return f"In a typical game {words} ends at {_listed(parts)}, over {count} games."


def _money_of(rules):
    """A function writing a sum in the rule set's money (``$1,250``, ``-$75``)."""
    if rules is not None:
        return lambda value: rules.words.amount(round(value))
    return lambda value: f"-${-round(value):,}" if round(value) < 0 else f"${round(value):,}"


def _means(summary: pd.DataFrame, measure: str) -> dict[str, float]:
    """``{condition: mean}`` of one measure of ``Results.summary``, in the frame's order."""
    rows = summary[summary["measure"] == measure] if not summary.empty else summary
    return {str(row.condition): float(row.mean) for row in rows.itertuples(index=False)}


def absolute_caption(summary: pd.DataFrame, valuation: str = "book", rules=None) -> str | None:
    """Inequality in money beside the Gini, per condition (rows of ``Results.summary``): the
    mean gap in wealth between two players and the players' total wealth at ``valuation``,
    and the money the bank paid out after the starting cash (net of what it took back in);
    e.g. "At market value, the mean gap in wealth between two players is $1,200 under a and
    $900 under b, of a total wealth of $6,000 and $6,500; the bank paid out $2,000 and
    $3,100 after the starting cash (net new money: $1,500 and $2,700)."  None when the
    summary holds none of them."""
    money = _money_of(rules)
    gaps, totals = _means(summary, valued("mad", valuation)), _means(summary, valued("total", valuation))
    issued, created = _means(summary, "money_issued"), _means(summary, "money_created")
    conditions = list(dict.fromkeys([*gaps, *issued]))
    if not conditions:
        return None

    def listed(values: dict[str, float], names: bool = False) -> str:
        return _listed([money(values[c]) + (f" under {c}" if names and len(conditions) > 1 else "")
                        for c in conditions if c in values])

    parts = []
    if gaps:
        totalled = f", of a total wealth of {listed(totals)}" if totals else ""
        parts.append(f"{_counted(valuation)}the mean gap in wealth between two players is "
                     f"{listed(gaps, names=True)}{totalled}")
    if issued:
        net = f" (net new money: {listed(created)})" if created else ""
        parts.append(f"the bank paid out {listed(issued, names=not gaps)} after the starting cash{net}")
    said = "; ".join(parts)
    return f"{said[:1].upper()}{said[1:]}."


# ---------------------------------------------------------------------- by turn
def majority_turns(by_turn: pd.DataFrame) -> pd.DataFrame:
    """The rows of ``Results.by_turn`` at turns that most of a condition's games reach
    (later turns average over the few long games left, and wander)."""
    if by_turn.empty:
        return by_turn
    most = by_turn.groupby(by_turn["condition"].astype(str))["games"].transform("max")
    return by_turn[by_turn["games"] * 2 >= most]


def by_turn_figure(by_turn: pd.DataFrame, label: str | None = None, height: int = 380, *,
                   valuation: str = "book") -> go.Figure:
    """The mean of a measure by turn per condition, each in a band of its 95% interval, up
    to the last turn most of the condition's games reach (:func:`majority_turns`);
    ``label`` names the measure (default: the mean Gini at ``valuation``, the rows of
    ``Results.by_turn("gini_<valuation>")``)."""
    label = label or f"mean Gini {VALUATION_WORDS[valuation]}"
    shown = majority_turns(by_turn)
    conditions = _conditions_of(shown)
    colors = condition_colors(_conditions_of(by_turn))
    figure = go.Figure(layout=_experiment_layout(height, f"{label[:1].upper()}{label[1:]}, turn by turn",
                                                 xaxis=_axis("turn"), yaxis=_axis(label, rangemode="tozero")))
    for condition in conditions:
        part = shown[shown["condition"].astype(str) == condition].sort_values("turn")
        turns, color = part["turn"].tolist(), colors[condition]
        figure.add_trace(go.Scatter(x=turns + turns[::-1], y=part["high"].tolist() + part["low"].tolist()[::-1],
                                    fill="toself", fillcolor=_rgba(color, 0.16), line=dict(width=0),
                                    hoverinfo="skip", showlegend=False, legendgroup=condition,
                                    name=f"{condition} (95% interval)"))
        figure.add_trace(go.Scatter(x=turns, y=part["mean"].tolist(), mode="lines", name=condition,
                                    legendgroup=condition, line=dict(color=color, width=2.2),
                                    customdata=part["games"].tolist(),
                                    hovertemplate=(f"{condition}, turn %{{x}}: %{{y:.3f}} "
                                                   f"(%{{customdata}} games)<extra></extra>")))
    return figure if conditions else _empty(figure, "Turns were not measured.")


def by_turn_caption(by_turn: pd.DataFrame, label: str | None = None, *, valuation: str = "book") -> str:
    """The measure at the last turn most games of every condition reach, per condition
    (``label``: as :func:`by_turn_figure`'s, with "the")."""
    label = label or f"the mean Gini {VALUATION_WORDS[valuation]}"
    shown = majority_turns(by_turn)
    conditions = _conditions_of(shown)
    if not conditions:
        return "Turns were not measured."
    names = shown["condition"].astype(str)
    turn = int(min(shown.loc[names == c, "turn"].max() for c in conditions))
    at = shown[(shown["turn"] == turn)]
    values = {str(row.condition): row for row in at.itertuples(index=False)}
    parts = [f"{_number(values[c].mean)} [{_number(values[c].low)}, {_number(values[c].high)}]"
             for c in conditions if c in values]
    if len(conditions) == 1:
        start = shown[names == conditions[0]].sort_values("turn").iloc[0]
        return (f"{label[:1].upper()}{label[1:]} goes from {_number(start['mean'])} at turn "
                f"{int(start['turn'])} to {parts[0]} at turn {turn}, the last turn most games reach.")
    parts = [f"{part} under {c}" for part, c in zip(parts, [c for c in conditions if c in values], strict=True)]
    return f"At turn {turn}, the last turn most games of every condition reach, {label} is {_listed(parts)}."


# ---------------------------------------------------------------------- Lorenz curves
def lorenz_figure(lorenz: pd.DataFrame, height: int = 380, *, valuation: str = "book") -> go.Figure:
    """The mean Lorenz curve of final wealth at ``valuation`` per condition
    (``Results.lorenz(valuation)``), and the line of equality."""
    conditions = _conditions_of(lorenz)
    colors = condition_colors(conditions)
    figure = go.Figure(layout=_experiment_layout(
        height, f"Who holds the wealth at the end, {VALUATION_WORDS[valuation]} (Lorenz curves)",
        xaxis=_axis("share of the players, poorest first", range=[0, 1], tickformat=".0%"),
        yaxis=_axis("share of all wealth they hold", range=[0, 1], tickformat=".0%")))
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


def lorenz_caption(lorenz: pd.DataFrame, valuation: str = "book") -> str:
    """What the poorest half of the players hold at the end, per condition, at ``valuation``."""
    conditions = _conditions_of(lorenz)
    if not conditions:
        return "No games were played."
    parts, half = [], None
    for condition in conditions:
        part = lorenz[lorenz["condition"].astype(str) == condition].reset_index(drop=True)
        players = len(part) - 1
        at = part.iloc[(part["population_share"] - 0.5).abs().idxmin()]
        half = (round(at["population_share"] * players), players)
        parts.append((_percent(at["wealth_share"]), condition))
    poorest, players = half
    who = "half of the players" if poorest * 2 == players else f"{poorest} of {players} players"
    said = [f"{share}{f' of all wealth {VALUATION_WORDS[valuation]}' if k == 0 else ''}"
            f"{f' under {condition}' if len(parts) > 1 else ''}" for k, (share, condition) in enumerate(parts)]
    return f"At the end the poorest {who} hold {_listed(said)} (with everyone equal, {_percent(poorest / players)})."


# ---------------------------------------------------------------------- outcome classes
def outcomes_figure(shares: pd.DataFrame, height: int = 340, *, valuation: str | None = None) -> go.Figure:
    """One bar per condition, cut by how its games ended (``Results.outcome_classes``); the
    title names ``valuation``, the wealth the classes were taken at, when it is given."""
    conditions = [str(c) for c in shares.index]
    title = "How the games ended" + (f", {VALUATION_WORDS[valuation]}" if valuation else "")
    figure = go.Figure(layout=_experiment_layout(
        height, title, barmode="stack",
        xaxis=_axis("share of the games", range=[0, 1], tickformat=".0%"),
        yaxis=_axis("", autorange="reversed")))
    for outcome in shares.columns:
        values = shares[outcome].astype(float).tolist()
        if not any(values):
            continue
        figure.add_trace(go.Bar(y=conditions, x=values, name=str(outcome), orientation="h",
                                marker=dict(color=OUTCOME_COLORS.get(outcome, "#999")),
                                text=[_percent(v) if v >= 0.06 else "" for v in values],
                                textposition="inside", insidetextanchor="middle",
                                hovertemplate=f"%{{y}}: {outcome} in %{{x:.0%}} of the games<extra></extra>"))
    figure.layout.margin.l = 12 + 7 * max((len(c) for c in conditions), default=10)
    return figure if conditions else _empty(figure, "No games yet.")


def outcomes_caption(shares: pd.DataFrame, valuation: str | None = None) -> str:
    """How often one player took more than half of all wealth, leaving everyone else
    poorer, and how often everyone prospered, per condition; led by ``valuation``'s words
    ("At market value, one player...") when it is given."""
    if shares.empty:
        return "No games were played."
    conditions = [str(c) for c in shares.index]

    def rates(outcome: str) -> list[str]:
        column = shares[outcome] if outcome in shares else pd.Series(0.0, index=shares.index)
        return [_percent(v) for v in column.astype(float)]

    one, every = rates("one winner"), rates("everyone prospers")
    lead = _counted(valuation)
    said = f"{lead}one player ended with more than half of all wealth, and everyone else poorer, in "
    said = f"{said[:1].upper()}{said[1:]}"
    if len(conditions) == 1:
        return f"{said}{one[0]} of the games; every player ended richer than they began in {every[0]}."
    under = _listed([f"{rate}{' of the games' if k == 0 else ''} under {c}"
                     for k, (rate, c) in enumerate(zip(one, conditions, strict=True))])
    return f"{said}{under}; every player ended richer than they began in {_listed(every)}."


# ---------------------------------------------------------------------- wages and public spending
#: The money measures of :func:`spending_figure`, with their legend names.
SPENDING = {"wages_paid": "wages paid", "public_spending": "public spending"}
_SPENDING_VERBS = {"wages_paid": "average", "public_spending": "averages"}


def spending_figure(summary: pd.DataFrame, rules=None, height: int = 360) -> go.Figure:
    """Mean wages paid and public spending per game, per condition, with 95% intervals
    (rows of ``Results.summary(["wages_paid", "public_spending"])``); ``rules`` gives the money's
    form."""
    head, tail = _affixes(rules)
    rows = summary[summary["measure"].isin(list(SPENDING))] if not summary.empty else summary
    figure = go.Figure(layout=_experiment_layout(
        height, "Wages and public spending per game", barmode="group",
        xaxis=_axis(""), yaxis=_axis("mean per game", rangemode="tozero", tickprefix=head,
                                     ticksuffix=tail, tickformat=",")))
    conditions = _conditions_of(rows)
    for k, (measure, name) in enumerate(SPENDING.items()):
        part = rows[rows["measure"] == measure]
        if part.empty:
            continue
        means = part["mean"].astype(float)
        figure.add_trace(go.Bar(
            x=part["condition"].astype(str).tolist(), y=means.tolist(), name=name,
            marker=dict(color=_SERIES_COLORS[k]),
            error_y=dict(type="data", symmetric=False, array=(part["high"] - means).tolist(),
                         arrayminus=(means - part["low"]).tolist(), color="#555", thickness=1.2),
            hovertemplate=f"%{{x}}: {name} {head}%{{y:,.0f}}{tail} per game<extra></extra>"))
    return figure if conditions else _empty(figure, "These rules count no wages or public spending.")


def spending_caption(summary: pd.DataFrame, rules=None) -> str:
    """Mean wages and public spending per game, per condition, in the rule set's money."""
    money = _money_of(rules)
    rows = summary[summary["measure"].isin(list(SPENDING))] if not summary.empty else summary
    if rows.empty:
        return "These rules count no wages or public spending."
    sentences = []
    for measure, name in SPENDING.items():
        part = rows[rows["measure"] == measure]
        if part.empty:
            continue
        listed = _listed([f"{money(row.mean)} under {row.condition}" for row in part.itertuples(index=False)])
        sentences.append(f"{name} {_SPENDING_VERBS[measure]} {listed}")
    return f"Per game, {'; '.join(sentences)}."


# ---------------------------------------------------------------------- a sweep
def _hyphened(outcome: str) -> str:
    """An outcome class before "games": ``one-winner``, ``everyone-prospers``."""
    return outcome.replace(" ", "-")


def _swept_x(values: Sequence) -> tuple[list, dict]:
    """x positions of swept values and the axis settings: the values themselves when they
    are numbers, else their places with the values as tick labels."""
    if all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values):
        return list(values), {}
    return list(range(len(values))), dict(tickmode="array", tickvals=list(range(len(values))),
                                          ticktext=[str(v) for v in values])


def sweep_crossings(tipping: dict) -> dict:
    """Where the curve of ``tipping`` (``Results.tipping_point``) crosses its level:
    :func:`landlords.experiments.curve.crossings` of its rates, unless ``tipping`` carries
    them already (key ``"crossings"``).  ``"last"`` is the value from which the curve stays
    below the level to the end of the sweep: the only value a tipping point can honestly be."""
    from .experiments import curve
    if tipping.get("crossings") is not None:
        return tipping["crossings"]
    swept = sorted(tipping["rates"])
    return curve.crossings(swept, [tipping["rates"][v] for v in swept], tipping["level"])


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
        height, f"Is there a tipping point? {_hyphened(outcome)} games as {option.replace('_', ' ')} rises",
        xaxis=_axis(option.replace("_", " "), **ticks),
        yaxis=_axis(f"share of {_hyphened(outcome)} games"
                    + (f" {VALUATION_WORDS[valuation]}" if valuation else ""), range=[0, 1.02], tickformat=".0%")))
    color = OUTCOME_COLORS.get(outcome, "#333")
    figure.add_trace(go.Scatter(x=x, y=[tipping["rates"][v] for v in swept], mode="lines+markers",
                                name=f"{_hyphened(outcome)} games", line=dict(color=color, width=2.5),
                                customdata=[str(v) for v in swept],
                                hovertemplate=f"{option} = %{{customdata}}: %{{y:.0%}}<extra></extra>"))
    shapes = [dict(type="line", name="level", xref="paper", yref="y", x0=0, x1=1, y0=level, y1=level,
                   line=dict(color="#6a5d48", dash="dash", width=1.5))]
    notes = [dict(xref="paper", yref="y", x=1, y=level, xanchor="right", yanchor="bottom", showarrow=False,
                  text=f"level: {_percent(level)} of games", font=dict(size=11, color="#6a5d48"))]
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


def sweep_caption(tipping: dict, games: int | None = None, valuation: str | None = None) -> str:
    """Where the curve crosses its level, in words: the tipping point with its interval when
    the curve falls below the level and stays there; where it dips below and comes back
    above, the first crossing, every value back above (with its rate) and the value from
    which it stays below, if any (no tipping point is claimed that the curve crosses back
    from).  When ``tipping`` carries ``"reversal"`` (:func:`landlords.experiments.curve.
    largest_reversal` of the rate, seed by seed), a sentence says whether the turn back is
    beyond the noise.  The outcome class is named with ``valuation``'s words when given."""
    option = tipping["option"].replace("_", " ")
    outcome, level = tipping["outcome"], _percent(tipping["level"])
    swept = sorted(tipping["rates"])
    each = f", in {games} games per value" if games else ""
    what = f"{_hyphened(outcome)[:1].upper()}{_hyphened(outcome)[1:]} games"
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
    said = (f"{what} first fall below {level} of the games at {option} {first} ({_percent(rates[first])}) "
            f"but are back above it at {_listed([f'{v} ({_percent(rates[v])})' for v in back])}")
    if last is None:
        said += f": no {option} swept keeps them below to the end of the sweep, so there is no tipping point"
    else:
        said += (f"; they stay below only from {last} on, so {first} is no tipping point: the "
                 f"curve crosses back from it")
    said += f"{each}."
    reversal = tipping.get("reversal")
    if reversal:
        from .experiments import curve
        rise = (f" Their largest rise, from {reversal['from']} to {reversal['to']}, is "
                f"{100 * reversal['difference']:+.0f} points (95% interval {100 * reversal['low']:+.0f} to "
                f"{100 * reversal['high']:+.0f}, seed by seed)")
        if curve.is_monotone(reversal):
            said += (rise + ": within the noise once it is allowed that it is the largest of "
                     f"{reversal['pairs']} pairs, so more games would tell whether the curve truly turns back.")
        else:
            said += rise + f": beyond the noise, even allowing that it is the largest of {reversal['pairs']} pairs."
    return said


__all__ = ["CONDITION_COLORS", "MAX_PLAYER_LINES", "MEASURE_WORDS", "OTHER_COLOR", "OUTCOME_COLORS",
           "PLAYER_COLORS", "PLAYER_DASHES", "PLAYER_MARKERS", "RECOUNT_NOTE", "REFORM_COLOR",
           "RUN_DASHES", "SPENDING", "absolute_caption", "by_turn_caption", "by_turn_figure", "caption",
           "chart_spec", "compare_measures", "compare_spec", "comparison_sentence", "condition_colors",
           "difference_words", "distribution_caption", "distribution_figure", "gini_by_turn",
           "gini_figure", "lorenz_caption", "lorenz_figure", "majority_turns", "measure_words",
           "money_figure", "outcomes_caption", "outcomes_figure", "panel_title", "panels_for",
           "play_dashboard", "player_colors", "plotly_text", "regime_color", "regime_spans", "regime_words",
           "spending_caption", "spending_figure", "sweep_caption", "sweep_figure", "switch_marks",
           "switch_shapes", "valuation_label", "wealth_figure"]
