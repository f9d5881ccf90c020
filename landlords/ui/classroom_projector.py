"""The projector page of a class session: what the room sees on the wall, legible from
the back (no text under 24 px at 1920x1080, the charts' included), needing no key and
controlling nothing.

Before the class it shows the join code in large type, the students' address and the
students seated per table; during the class (looking every 2 s, redrawing only what
changed) each table's Gini per turn at market value with the switch of rules marked,
each player's wealth before and after the switch, and the comparison of the tables'
treatments; at the end the Lorenz curves; and the class's answers to a prompt beside the
measured result once the teacher reveals them.  The session comes from the page's address
(``?code=ABCD-EF``) or is asked for in a large text box.

The page reads a :class:`~landlords.classroom.projector.ProjectorView`; the figures are
pure functions of its data, drawn as :class:`~landlords.ui.plots.StaticChart` beside one
:class:`~landlords.ui.plots.PlotlyLibrary`.  It knows no rule set.
"""

from __future__ import annotations

import json
import os
from html import escape
from urllib.parse import parse_qs

import ipywidgets as widgets

from landlords.classroom.projector import BESIDE, VALUATION, ProjectorView

from .classroom_student import NO_STORE, LooksPeriodically, client_address, store_from_environment
from .classroom_teacher import STUDENT_URL_VARIABLE
from .common import AppBase, guarded
from .page_request import query_string

#: Seconds between two looks at the store.
LOOK_EVERY = 2.0
#: The smallest type on the page and in its charts (px): legible from the back of a room.
SMALLEST_TYPE = 24
#: The type of chart titles (px).
TITLE_TYPE = 30
#: The longest answer shown as a bar's label (characters); longer ones are cut.
ANSWER_LABEL = 40
_FONT = "Georgia, 'Times New Roman', serif"
_TABLE_COLORS = ("#1e6fa8", "#b8860b", "#7a5230", "#6a3d9a", "#c0392b", "#2e86ab", "#8c564b", "#5b7d1a")
_BEFORE_COLOR, _AFTER_COLOR, _NOW_COLOR = "#8b1e2d", "#1e7a46", "#1e6fa8"
_SCORE_COLOR, _CLASS_COLOR = "#333333", "#111111"

PROJECTOR_STYLE = f"""<style>
.ll-projector {{ font-family: {_FONT}; color: #2f2a22; background: #fbf7ec; padding: 12px 20px; }}
.ll-projector, .ll-projector * {{ font-size: 28px; line-height: 1.3; }}
.ll-projector b {{ font-size: inherit; }}
.ll-projector .ll-pj-title {{ font-size: 40px; font-weight: bold; color: #5b1a18; }}
.ll-projector .ll-pj-code {{ font-family: monospace; font-size: 160px; letter-spacing: 18px; color: #8b1e2d;
  font-weight: bold; line-height: 1.1; }}
.ll-projector .ll-pj-code-small {{ font-family: monospace; font-size: 48px; letter-spacing: 6px; color: #8b1e2d;
  font-weight: bold; }}
.ll-projector .ll-pj-address {{ font-size: 40px; font-family: monospace; color: #1e4f7a; }}
.ll-projector .ll-pj-big {{ font-size: 44px; font-weight: bold; }}
.ll-projector .ll-pj-note {{ font-size: 28px; font-style: italic; color: #5a4d38; }}
.ll-projector table.ll-pj-table {{ border-collapse: collapse; margin: 8px 0; }}
.ll-projector table.ll-pj-table td, .ll-projector table.ll-pj-table th {{
  padding: 4px 18px; border-bottom: 2px solid #ddd3bf; text-align: left; }}
.ll-projector .ll-pj-grid {{ display: flex; flex-wrap: wrap; gap: 8px 16px; margin-top: 8px; }}
.ll-projector .ll-pj-seats {{ padding: 4px 14px; border: 2px solid #ddd3bf; border-radius: 8px; background: #fffdf6; }}
.ll-projector .ll-pj-section {{ font-size: 34px; font-weight: bold; color: #5b1a18; margin: 18px 0 4px 0; }}
.ll-projector .ll-pj-verdict {{ font-size: 32px; padding: 8px 14px; border-left: 8px solid #e69f00;
  background: #fff4d6; margin: 6px 0; }}
.ll-projector .ll-pj-measured {{ font-size: 32px; padding: 12px 18px; border: 3px solid #1e7a46;
  border-radius: 10px; background: #eef5e6; }}
.ll-projector .ll-pj-prompt {{ font-size: 34px; font-style: italic; margin: 8px 0; }}
.ll-projector .ll-msg {{ font-size: 28px; padding: 8px 14px; border-radius: 8px; margin: 6px 0; }}
.ll-projector .ll-info {{ background: #eef4fb; border-left: 6px solid #2e86ab; }}
.ll-projector .ll-warning {{ background: #fff4d6; border-left: 6px solid #e69f00; }}
.ll-projector .ll-error {{ background: #fde3e3; border-left: 6px solid #c0392b; }}
.ll-projector input, .ll-projector .widget-label, .ll-projector .jupyter-button {{ font-size: 40px;
  height: auto; line-height: 1.3; }}
.ll-projector.ll-app .widget-text input[type="text"] {{ font-family: monospace; font-size: 48px;
  letter-spacing: 6px; height: 72px; }}
.ll-projector.ll-app .widget-text, .ll-projector.ll-app .widget-text .widget-label {{ height: 72px;
  line-height: 72px; }}
.ll-projector.ll-app .jupyter-button {{ height: 72px; padding: 0 24px; }}
</style>"""


def code_from_request() -> str:
    """The ``code`` of the page's address (``""`` without one)."""
    return (parse_qs(query_string()).get("code") or [""])[0]


def students_address() -> str:
    """The students' address ``landlords serve classroom`` gives the kernels (``""`` without)."""
    return os.environ.get(STUDENT_URL_VARIABLE, "")


# ---------------------------------------------------------------------- figures (pure)
def legible(figure, height: int):
    """Set every font of ``figure`` to :data:`SMALLEST_TYPE` px or more (titles
    :data:`TITLE_TYPE`), its height, and margins that hold type of that size."""
    figure.update_layout(
        height=height, font={"family": _FONT, "size": SMALLEST_TYPE, "color": "#2b2b2b"},
        title_font={"size": TITLE_TYPE},
        legend={"font": {"size": SMALLEST_TYPE}, "orientation": "h", "yref": "container", "yanchor": "bottom", "y": 0.01, "x": 0},
        hoverlabel={"font": {"size": SMALLEST_TYPE}}, paper_bgcolor="#fbf7ec", plot_bgcolor="#fffdf6",
        margin={"l": 110, "r": 40, "t": 80, "b": 170 if figure.layout.showlegend is not False else 110})
    figure.update_xaxes(tickfont={"size": SMALLEST_TYPE}, title_font={"size": SMALLEST_TYPE})
    figure.update_yaxes(tickfont={"size": SMALLEST_TYPE}, title_font={"size": SMALLEST_TYPE})
    figure.update_annotations(font_size=SMALLEST_TYPE)
    return figure


def _plain(text) -> str:
    from landlords.charts import plotly_text
    return plotly_text(text)


def rounded(values) -> list[float]:
    """Ginis to 4 places: what a chart can show, in a tenth of the JSON sent each redraw."""
    return [round(value, 4) for value in values]


def table_color(number: int) -> str:
    return _TABLE_COLORS[(number - 1) % len(_TABLE_COLORS)]


def gini_figure(tables: list[dict], whole: dict, regimes: dict):
    """The Gini of wealth per turn at market value: a line per table, the class's mean
    (and its mean by the rules' score, dotted), a dashed line at each switch of rules."""
    import plotly.graph_objects as go
    figure = go.Figure()
    for table in tables:
        series = table["series"]
        figure.add_trace(go.Scatter(x=series["turn"], y=rounded(series[VALUATION]),
                                    mode="lines" if len(series["turn"]) > 2 else "lines+markers",
                                    name=f"table {table['table']}",
                                    line={"color": table_color(table["table"]), "width": 3}))
    if len(tables) > 1:
        figure.add_trace(go.Scatter(x=whole["turn"], y=rounded(whole[VALUATION]), mode="lines", name="the class",
                                    line={"color": _CLASS_COLOR, "width": 6}))
    figure.add_trace(go.Scatter(x=whole["turn"], y=rounded(whole[BESIDE]), mode="lines",
                                name="the class, by the rules' score",
                                line={"color": "#9a8c70", "width": 4, "dash": "dot"}))
    switched: dict[tuple[int, str], list[int]] = {}
    for table in tables:
        for switch in table["switches"]:
            switched.setdefault((switch["turn"], switch["regime"]), []).append(table["table"])
    for k, ((turn, regime), numbers) in enumerate(sorted(switched.items())):
        figure.add_vline(x=turn, line={"color": _AFTER_COLOR, "width": 3, "dash": "dash"})
        which = "every table" if len(numbers) == len(tables) else \
            f"table{'s' if len(numbers) > 1 else ''} {', '.join(map(str, numbers))}"
        figure.add_annotation(x=turn, y=1 - 0.1 * (k % 3), yref="paper", xanchor="left", showarrow=False,
                              text=_plain(f" {regimes.get(regime, regime)} ({which})"),
                              font={"color": _AFTER_COLOR}, bgcolor="rgba(251,247,236,0.8)")
    figure.update_layout(title={"text": "Inequality each turn: the Gini of wealth at market value", "x": 0.01})
    figure.update_xaxes(title_text="turn", gridcolor="#e8e1cf")
    figure.update_yaxes(title_text="Gini (0 = equal)", rangemode="tozero", gridcolor="#e8e1cf")
    return legible(figure, 560)


def wealth_figure(tables: list[dict], regimes: dict):
    """Each player's wealth at market value, before the switch and now (after it), a
    panel per table; the rules' score now as a diamond beside each."""
    import plotly.graph_objects as go
    from plotly.subplots import make_subplots
    columns = min(3, max(1, len(tables)))
    rows = -(-len(tables) // columns) if tables else 1
    figure = make_subplots(rows=rows, cols=columns, subplot_titles=[f"table {t['table']}" for t in tables],
                           horizontal_spacing=0.08, vertical_spacing=0.28 / max(1, rows))
    shown_names: set[str] = set()
    for k, table in enumerate(tables):
        row, col = k // columns + 1, k % columns + 1
        names = [_plain(name) for name in table["players"]]
        before, now = table["wealth"]["before"], table["wealth"]["now"]
        traces = []
        if before is not None:
            traces.append(("before the switch", before[VALUATION], _BEFORE_COLOR))
            traces.append(("after the switch", now[VALUATION], _AFTER_COLOR))
        else:
            traces.append((f"now, under {regimes.get(table['regime'], table['regime'] or 'the rules')}",
                           now[VALUATION], _NOW_COLOR))
        for name, values, color in traces:
            figure.add_trace(go.Bar(x=names, y=[round(v) for v in values], name=_plain(name), marker_color=color,
                                    legendgroup=name, showlegend=name not in shown_names), row=row, col=col)
            shown_names.add(name)
        beside = "by the rules' score, now"
        figure.add_trace(go.Scatter(x=names, y=[round(v) for v in now[BESIDE]], mode="markers", name=beside,
                                    marker={"symbol": "diamond", "size": 20, "color": _SCORE_COLOR},
                                    legendgroup=beside, showlegend=beside not in shown_names), row=row, col=col)
        shown_names.add(beside)
    figure.update_layout(title={"text": "Each player's wealth at market value", "x": 0.01}, barmode="group")
    figure.update_yaxes(gridcolor="#e8e1cf", tickformat=",d")
    return legible(figure, 200 + 420 * rows)


def lorenz_of_tables(tables: list[dict]):
    """The Lorenz curves of the finished tables at market value, shaped as
    :func:`landlords.charts.lorenz_figure` takes them (a condition per table)."""
    import pandas as pd
    rows = [{"condition": f"table {table['table']}", "population_share": population, "wealth_share": share}
            for table in tables if table["lorenz"] is not None
            for population, share in zip(table["lorenz"]["population_share"], table["lorenz"]["wealth_share"],
                                         strict=True)]
    return pd.DataFrame(rows, columns=["condition", "population_share", "wealth_share"])


def lorenz_chart(tables: list[dict]):
    """Who holds the wealth at the end: the finished tables' Lorenz curves at market value."""
    from landlords.charts import lorenz_figure
    figure = lorenz_figure(lorenz_of_tables(tables), valuation=VALUATION)
    figure.update_traces(line_width=4, marker_size=12)
    for table in tables:                                          # each table in its colour of the Gini chart
        figure.update_traces(line_color=table_color(table["table"]), marker_color=table_color(table["table"]),
                             selector={"name": f"table {table['table']}"})
    figure.update_layout(title={"text": "Who holds the wealth at the end (Lorenz curves, market value)"})
    return legible(figure, 620)


def answers_figure(prompt: dict):
    """The class's answers to one prompt: a bar per answer, its count."""
    import plotly.graph_objects as go
    answers = list(reversed(prompt["answers"]))                    # the most given at the top
    labels = [_plain(a["answer"] if len(a["answer"]) <= ANSWER_LABEL else a["answer"][:ANSWER_LABEL - 1] + "…")
              for a in answers]
    figure = go.Figure(go.Bar(x=[a["count"] for a in answers], y=labels, orientation="h",
                              marker_color="#1e6fa8", text=[a["count"] for a in answers], textposition="auto",
                              textfont={"size": SMALLEST_TYPE}))
    figure.update_layout(title={"text": f"The class's answers ({prompt['total']})", "x": 0.01}, showlegend=False)
    figure.update_xaxes(title_text="students", dtick=1, rangemode="tozero", gridcolor="#e8e1cf")
    figure.update_yaxes(automargin=True)
    return legible(figure, max(360, 160 + 70 * len(answers)))


# ---------------------------------------------------------------------- HTML (pure)
def _gini(value) -> str:
    return "" if value is None else f"{value:.2f}"


def lobby_html(lobby: dict, address: str, *, large: bool) -> str:
    """The join code (large before the class), the students' address, the seats taken."""
    shown_code = escape(lobby["code"])                 # as the teacher's page shows it
    rows = "".join(f'<div class="ll-pj-seats" data-table="{row["table"]}"><b>table {row["table"]}</b>: '
                   f'{row["seated"]} of {row["seats"]} seated{", playing" if row["started"] else ""}</div>'
                   for row in lobby["tables"])
    where = (f'<div>Students open <span class="ll-pj-address">{escape(address)}</span></div>' if address
             else '<div>Students open the class address their teacher gives them</div>')
    seated = lobby["seated"]
    count = (f'<div class="ll-pj-big" data-seated="{seated}">{seated} student{"s" if seated != 1 else ""} '
             f'seated (of {lobby["seats"]} seats)</div>')
    if large:
        return (f'<div class="ll-pj-lobby"><div>Join code</div><div class="ll-pj-code">{shown_code}</div>'
                f'{where}{count}<div class="ll-pj-grid">{rows}</div></div>')
    return (f'<div class="ll-pj-lobby">Join code <span class="ll-pj-code-small">{shown_code}</span> · '
            f'{seated} student{"s" if seated != 1 else ""} seated</div>')


def status_html(data: dict) -> str:
    """The class as it stands: the game, the state, the tables playing and over."""
    lobby, tables = data["lobby"], data["tables"]
    doing = {"lobby": "waiting to start", "playing": "playing", "paused": "paused",
             "ended": "over"}.get(lobby["state"], lobby["state"])
    over = sum(table["over"] for table in tables)
    return (f'<div class="ll-pj-title">{escape(lobby["rules_title"])}: the class is {escape(doing)}</div>'
            f'<div class="ll-pj-note">{len(tables)} table{"s" if len(tables) != 1 else ""} started, '
            f'{over} finished; wealth counted at market value (what each holding will draw for its holder), '
            f'the rules\' score beside it</div>')


def interval_text(arm: dict) -> str:
    """An arm's 95% interval of the mean final Gini ("0.12 to 0.31"; none for fewer than two games)."""
    if arm["games"] < 2 or arm["low"] is None:
        return "needs two games or more"
    return f"{arm['low']:.2f} to {arm['high']:.2f}"


def arms_html(arms: dict) -> str:
    """The treatments the tables played, compared (nothing when every table played one)."""
    if len(arms["arms"]) < 2:
        return ""
    rows = "".join(
        f'<tr data-arm="{escape(arm["arm"])}"><td>{escape(arm["words"])}</td><td>{arm["games"]}</td>'
        f'<td>{arm["playing"]}</td><td>{_gini(arm["mean"])}</td>'
        f'<td>{interval_text(arm)}</td></tr>' for arm in arms["arms"])
    verdicts = "".join(f'<div class="ll-pj-verdict" data-verdict="{escape(c["verdict"])}">'
                       f'<b>{escape(c["words"])}</b> against <b>{escape(c["baseline_words"])}</b>, '
                       f'{"paired by the dice" if c["paired"] else "different games"}:<br>'
                       f'{escape(c["sentence"])}</div>' for c in arms["comparisons"])
    return ('<div class="ll-pj-section">The treatments compared: final Gini at market value</div>'
            '<table class="ll-pj-table ll-pj-arms"><tr><th>Rules</th><th>Games finished</th><th>Playing</th>'
            f'<th>Mean Gini</th><th>95% interval</th></tr>{rows}</table>{verdicts}'
            f'<div class="ll-pj-note">An arm needs {arms["min_games"]} finished games or more to tell.</div>')


def measured_html(measured: dict) -> str:
    """The measured result beside the class's answers."""
    if measured["before"] is not None:
        said = (f'Measured at {measured["switched"]} table{"s" if measured["switched"] != 1 else ""} that '
                f'switched: the mean Gini at market value was <b>{_gini(measured["before"])}</b> before the '
                f'switch and is <b>{_gini(measured["after"])}</b> after it.')
        if measured.get("kept_before") is not None:
            said += (f' Over the same turns the tables that never switched went from '
                     f'<b>{_gini(measured["kept_before"])}</b> to <b>{_gini(measured["kept_after"])}</b>: '
                     'compare the two changes, not before with after (inequality moves as a game goes '
                     'on, whatever the rules).')
        else:
            said += (' Before and after also differ by the turns played in between: no table kept the '
                     'rules it began with to compare over the same turns.')
    elif measured.get("by_start"):
        parts = [f'<b>{_gini(item["mean"])}</b> at the {item["tables"]} table{"s" if item["tables"] != 1 else ""} '
                 f'that began under {escape(item["words"])}' for item in measured["by_start"]]
        said = (f'Measured, the mean Gini at market value now: {"; ".join(parts)}. Whether the class can '
                f'tell them apart is in the treatments compared above.')
    elif measured["now"] is not None:
        said = (f'Measured: the mean Gini at market value over {measured["tables"]} '
                f'table{"s" if measured["tables"] != 1 else ""} is <b>{_gini(measured["now"])}</b> '
                f'(no table has switched).')
    else:
        said = "No table has played yet."
    return f'<div class="ll-pj-measured">{said}</div>'


# ---------------------------------------------------------------------- the app
class ProjectorApp(LooksPeriodically, AppBase):
    """The projector page of a class session.

    Args:
        store: a :class:`~landlords.classroom.store.Store`, a path or URL (by default the
            one ``landlords serve classroom`` names).
        code: the session's join code (by default the ``code`` of the page's address;
            without one the page asks for it).
        look_every: seconds between two looks at the store (0: only on :meth:`look`).
    """

    def __init__(self, store=None, code: str | None = None, *, look_every: float = LOOK_EVERY) -> None:
        super().__init__()
        self.add_class("ll-app")
        self.add_class("ll-projector")
        self._look_every = look_every
        self._message = widgets.HTML("")
        self.view: ProjectorView | None = None
        self._drawn: dict[str, str] = {}
        self._charts: dict = {}
        self.store = store_from_environment(store)
        if self.store is None:
            self.children = [widgets.HTML(PROJECTOR_STYLE), self._message]
            self._say(NO_STORE, "warning")
            return
        self._code_box = widgets.Text(placeholder="ABCDEF", description="Join code", continuous_update=False,
                                      style={"description_width": "260px"},
                                      layout=widgets.Layout(width="720px", height="auto"))
        self._code_button = widgets.Button(description="Show this class", button_style="primary",
                                           layout=widgets.Layout(width="auto", height="auto"))
        self._code_button.on_click(self._on_code)
        self._code_box.observe(self._on_code, names="value")         # Enter, or leaving the box
        self._ask = widgets.VBox([
            widgets.HTML('<div class="ll-pj-title">The class on the projector</div>'
                         '<div class="ll-pj-note">Type the join code the teacher\'s page shows.</div>'),
            widgets.HBox([self._code_box, self._code_button], layout=widgets.Layout(align_items="center"))])
        self._status = widgets.HTML("")
        self._lobby = widgets.HTML("")
        self._arms = widgets.HTML("")
        self._slots = {name: widgets.VBox([], layout=widgets.Layout(width="100%"))
                       for name in ("gini", "wealth", "lorenz")}
        self._answers = widgets.VBox([], layout=widgets.Layout(width="100%"))
        self.children = [widgets.HTML(PROJECTOR_STYLE), self._message, self._ask]
        code = code if code is not None else code_from_request()
        if code:
            self._code_box.value = code                                # shows the session

    # ------------------------------------------------------------------ opening a session
    @guarded
    def _on_code(self, _event=None) -> None:
        if self._code_box.value.strip():
            self.show_session(self._code_box.value)

    def show_session(self, code: str) -> None:
        """Show the session of ``code`` (raises UnknownCode, ExpiredCode, TooManyWrongCodes)."""
        self.view = ProjectorView(self.store, code, client_address())
        self._say("")
        self._drawn = {}
        from .plots import page_library
        self.children = [widgets.HTML(PROJECTOR_STYLE), page_library(), self._message, self._status, self._lobby,
                         self._slots["gini"], self._slots["wealth"], self._arms, self._slots["lorenz"],
                         self._answers]
        self._render()
        self._start_looking()

    def _say(self, text: str, level: str = "info") -> None:
        super()._say(text[:1].upper() + text[1:] if text else text, level)

    # ------------------------------------------------------------------ looking and drawing
    def look(self) -> None:
        """Read the store; redraw when anything shown has changed."""
        if self.view is not None and self.view.refresh():
            self._render()

    def _render(self) -> None:
        if self.view is None:
            return
        data = self.view.data()
        tables, regimes = data["tables"], data["regimes"]
        self._status.value = status_html(data)
        self._lobby.value = lobby_html(data["lobby"], students_address(), large=not tables)
        self._arms.value = arms_html(data["arms"])
        self._draw("gini", (lambda: gini_figure(tables, data["class"], regimes)) if tables else None,
                   ([(t["series"], t["switches"]) for t in tables], data["class"]))
        self._draw("wealth", (lambda: wealth_figure(tables, regimes)) if tables else None,
                   [(t["wealth"], t["regime"]) for t in tables])
        finished = [t for t in tables if t["lorenz"] is not None]
        self._draw("lorenz", (lambda: lorenz_chart(finished)) if finished else None,
                   [t["lorenz"] for t in finished])
        self._render_answers(data["predictions"])

    def _draw(self, name: str, make, depends) -> None:
        """Put the figure ``make()`` in chart ``name`` unless what it depends on is the one
        drawn (``make`` None: no chart)."""
        key = json.dumps(depends, sort_keys=True, default=str) if make is not None else ""
        if self._drawn.get(name) == key:
            return
        self._drawn[name] = key
        slot = self._slots[name]
        if make is None:
            slot.children = []
            return
        figure = make()
        chart = self._charts.get(name)
        if chart is None or not slot.children:
            from .plots import StaticChart
            chart = self._charts[name] = StaticChart(figure)
            chart.add_class(f"ll-pj-chart-{name}")
            slot.children = [chart]
        else:
            chart.show(figure)

    def _render_answers(self, prompts: list[dict]) -> None:
        key = json.dumps(prompts, sort_keys=True, default=str)
        if self._drawn.get("answers") == key:
            return
        self._drawn["answers"] = key
        from .plots import StaticChart
        boxes = []
        for prompt in prompts:
            head = widgets.HTML(f'<div class="ll-pj-section">The class\'s predictions</div>'
                                f'<div class="ll-pj-prompt">{escape(prompt["text"])}</div>')
            chart = StaticChart(answers_figure(prompt))
            chart.add_class("ll-pj-chart-answers")
            measured = widgets.HTML(measured_html(prompt["measured"]))
            boxes.append(widgets.VBox([head, widgets.HBox(
                [widgets.Box([chart], layout=widgets.Layout(width="60%")),
                 widgets.Box([measured], layout=widgets.Layout(width="40%", padding="60px 0 0 20px"))],
                layout=widgets.Layout(width="100%"))]))
        self._answers.children = boxes


__all__ = [
    "LOOK_EVERY",
    "PROJECTOR_STYLE",
    "SMALLEST_TYPE",
    "ProjectorApp",
    "answers_figure",
    "arms_html",
    "code_from_request",
    "gini_figure",
    "legible",
    "lobby_html",
    "lorenz_chart",
    "lorenz_of_tables",
    "measured_html",
    "status_html",
    "wealth_figure",
]
