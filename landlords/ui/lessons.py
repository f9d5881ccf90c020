"""The lessons' small widgets: where the money went, futures side by side, a played seat.

The numbers come from :mod:`landlords.lessons`; these only show them (moved here from
``landlords.lessons_ui``, which still re-exports them).

* :func:`seat_game`: a game with one person's seat (the rest bots), for the Play app;
* :class:`MoneyFlows`: a button that tabulates the ledger of the game in an app by reason;
* :func:`tables_side_by_side`: the drawn tables of several games next to each other, and
  :func:`futures_figure`: their charts on shared axes (wealth at one stated valuation);
* :func:`valued_figure`: one game's charts with wealth at a stated valuation;
* :func:`landing_figure`: how often a move ends on each space, a bar each;
* :func:`frame_html`: a small frame as an HTML table (plain names, numbers rounded, no index).
"""

from __future__ import annotations

from html import escape

import ipywidgets as widgets

import landlords

from ..lessons import money_flows
from .tables import table_html


def seat_game(rules: str, person: str = "You", seed: int = 1, options: dict | None = None, players: int = 4,
              seat: int = 0, others: str = "Bot"):
    """A new game with ``person`` at ``seat`` and the rule set's bots in the others.

    The bots are the rule set's line-up (by seat), so the person takes the place of the
    character at that seat; the others are named ``others 1``, ``others 2``...
    """
    lineup = landlords.new_game(rules, players=players, seed=seed)       # the line-up, by seat
    names, bots, k = [], {}, 0
    for place, default in enumerate(lineup.players):
        if place == seat:
            names.append(person)
            continue
        k += 1
        names.append(f"{others} {k}")
        bots[names[-1]] = lineup.bot_names[default]
    return landlords.new_game(rules, players=names, bots=bots, seed=seed, options=dict(options or {}))


#: How a lesson's table names a measure or a column of the experiments' tables, in plain
#: words (a column or measure not named here is shown with its underscores as spaces).
PLAIN_NAMES = {
    "gini_book": "Gini of wealth (book value)", "gini_score": "Gini as the rules score it",
    "top_share_book": "richest player's share", "land_hhi": "concentration of land",
    "one_winner": "share of one-winner games", "everyone_prospers": "share of games where everyone prospers",
    "below_start": "players poorer than they began", "bankruptcies": "bankruptcies",
    "poverty_visits": "visits to the place of poverty", "wages_paid": "wages paid ($)",
    "public_spending": "public spending ($)", "rounds": "rounds",
    "baseline_mean": "baseline (mean)", "condition_mean": "compared (mean)",
    "low": "95% interval: low", "high": "95% interval: high",
}


def plain_name(name: str) -> str:
    """A column or measure name in plain words: ``"gini_book low"`` reads
    ``"Gini of wealth (book value): 95% low"``."""
    base, _, bound = str(name).rpartition(" ")
    if base and bound in ("low", "high") and base in PLAIN_NAMES:
        return f"{PLAIN_NAMES[base]}: 95% {bound}"
    return PLAIN_NAMES.get(str(name), str(name).replace("_", " "))


def frame_html(frame, digits: int = 3) -> str:
    """``frame`` as a plain HTML table: headers and a ``measure`` column in plain words,
    floats rounded to ``digits`` (whole numbers from 100 up), no index."""
    head = "".join(f"<th>{escape(plain_name(c))}</th>" for c in frame.columns)
    measure_at = list(frame.columns).index("measure") if "measure" in frame.columns else None
    body = []
    for row in frame.itertuples(index=False):
        cells = []
        for at, value in enumerate(row):
            if isinstance(value, float):
                text = f"{value:,.{0 if abs(value) >= 100 else digits}f}"
            elif isinstance(value, int):
                text = f"{value:,}"
            else:
                text = plain_name(value) if at == measure_at else str(value)
            cells.append(f"<td>{escape(text)}</td>")
        body.append("<tr>" + "".join(cells) + "</tr>")
    return ('<table class="ll-lesson-table" style="border-collapse:collapse;font-size:13px">'
            f"<thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>"
            "<style>.ll-lesson-table td,.ll-lesson-table th{border-bottom:1px solid #ddd;"
            "padding:2px 8px;text-align:right}.ll-lesson-table td:first-child,"
            ".ll-lesson-table th:first-child{text-align:left}</style>")


class MoneyFlows(widgets.VBox):
    """Press "Where did the money go?" to see the ledger of ``source()`` by reason.

    ``source`` is a callable returning the game (e.g. ``lambda: app.game``), read at
    each press, so the table follows the game being played.
    """

    LABEL = "Where did the money go?"

    def __init__(self, source) -> None:
        super().__init__(layout=widgets.Layout(align_items="flex-start"))
        self._source = source
        self.button = widgets.Button(description=self.LABEL, button_style="info",
                                     layout=widgets.Layout(width="auto"))
        self.table = widgets.HTML("")
        self.button.on_click(self._on_click)
        self.children = [self.button, self.table]
        self.add_class("ll-money-flows")

    def _on_click(self, _button) -> None:
        self.show()

    def show(self) -> None:
        """Tabulate the game's ledger now."""
        game = self._source()
        flows = money_flows(game)
        said = (f"<p>Turn {game.turn} of the game: every dollar moved so far, by reason "
                f"(starting cash left out).</p>")
        self.table.value = said + (frame_html(flows) if len(flows) else "<p>No money has moved yet.</p>")


def futures_figure(runs: dict, branch_turn: int, height: int = 520, valued: dict | None = None,
                   valuation: str = "market", levy: dict | None = None):
    """``{label: game}`` (the original first): every panel of the charts with each game on
    the same axes, the first solid and the next dashed, the branching turn marked
    (:func:`landlords.charts.compare_spec`), as a ``go.Figure``.

    ``valued`` (``{label: frame}`` of :func:`landlords.lessons.play_future`) puts each
    player's wealth and the Gini at ``valuation`` (one yardstick for both futures) in
    place of the rules' own count, and the panels' titles name it; ``levy`` (``{player:
    dollars}``, what the switch took off each count) is written at the switch.
    """
    import plotly.graph_objects as go

    from .. import charts
    from ..experiments.valuation import VALUATION_WORDS
    from . import view
    first = next(iter(runs.values()))
    histories = []
    for label, game in runs.items():
        history = game.history()
        if valued is not None:
            history = _revalued(history, valued[label], valuation)
        histories.append((label, history, view.switches(game)))
    spec = charts.compare_spec(histories, branch_turn=branch_turn, colors=charts.player_colors(first.players),
                               rules=first.rules, height=height)
    if valued is not None:
        words = VALUATION_WORDS[valuation]
        for note in spec["layout"]["annotations"]:
            if note.get("text") in (charts.panel_title("wealth"), charts.panel_title("gini")):
                note["text"] = f"{note['text']}, {words}"
    if levy:
        taken = sum(levy.values())
        spec["layout"]["annotations"].append({
            "name": "levy", "xref": "x2", "yref": "y2 domain", "x": branch_turn, "y": 0.02, "yanchor": "bottom",
            "xanchor": "left", "xshift": 3, "showarrow": False, "bgcolor": "rgba(255,253,246,0.85)",
            "font": {"size": 11, "color": "#5a5245"},
            "text": f"the switch took {charts.plotly_text(f'${taken:,.0f}')} of land value off the count"})
    return go.Figure(spec)


def valued_figure(game, valued, valuation: str = "market", height: int = 420):
    """One game's charts (the Gini and each player's wealth, then the rule set's money
    series) with wealth counted at ``valuation`` from ``valued`` (the frame of
    :func:`landlords.lessons.play_future`), the panels' titles naming it."""
    import plotly.graph_objects as go

    from .. import charts
    from ..experiments.valuation import VALUATION_WORDS
    from . import view
    history = _revalued(game.history(), valued, valuation)
    spec = charts.chart_spec(charts.panels_for(game.rules, game.history_columns()), history, view.switches(game),
                             colors=charts.player_colors(game.players), height=height, rules=game.rules)
    for note in spec["layout"]["annotations"]:
        if note.get("text") in (charts.panel_title("wealth"), charts.panel_title("gini")):
            note["text"] = f"{note['text']}, {VALUATION_WORDS[valuation]}"
    return go.Figure(spec)


def _revalued(history, valued, valuation: str):
    """``history`` with its ``wealth`` column replaced by ``valued``'s ``valuation``
    (matched by turn and player)."""
    values = {(int(t), p): float(v) for t, p, v in zip(valued["turn"], valued["player"], valued[valuation],
                                                          strict=True)}
    history = history.copy()
    history["wealth"] = [values.get((int(t), p), w) for t, p, w in
                         zip(history["turn"], history["player"], history["wealth"], strict=True)]
    return history


def landing_figure(landing, height: int = 400):
    """A bar per space of ``landing`` (:func:`landlords.analysis.landing_probabilities`):
    how often a move ends there, with a dashed line at the share every space would get
    if all were equally likely."""
    import plotly.graph_objects as go
    even = 1 / len(landing)
    return go.Figure(
        go.Bar(x=landing["space"], y=landing["probability"], marker_color="#8b1e2d", hovertext=landing["name"]),
        layout=dict(title="How often a move ends on each space", height=height,
                    xaxis=dict(tickvals=list(landing["space"]), ticktext=list(landing["name"]), tickangle=-60),
                    yaxis=dict(title="probability", tickformat=".1%"),
                    shapes=[dict(type="line", xref="paper", x0=0, x1=1, y0=even, y1=even,
                                 line=dict(dash="dash", color="#555"))]))


def tables_side_by_side(runs: dict) -> widgets.HBox:
    """``{label: game}``: each game's drawn table under its label, side by side."""
    boxes = []
    for label, game in runs.items():
        boxes.append(widgets.VBox([widgets.HTML(f"<h4>{escape(label)}</h4>"),
                                   widgets.HTML(table_html(game))],
                                  layout=widgets.Layout(flex="1 1 480px", min_width="360px")))
    return widgets.HBox(boxes, layout=widgets.Layout(flex_flow="row wrap", width="100%"))


__all__ = ["MoneyFlows", "frame_html", "futures_figure", "landing_figure", "seat_game", "tables_side_by_side",
           "valued_figure"]
