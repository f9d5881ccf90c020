"""What the apps share: their style sheet, the error guard of callbacks, the probe that
says when an app is on screen, the placing and in-place update of a chart, and the
"Where tokens land" toggle.

Nothing here knows a rule set; the apps (``play``, ``replay``) import these pieces so
that they look and behave alike.
"""

from __future__ import annotations

import base64
import contextlib
import functools
import json
import re
from html import escape
from typing import TYPE_CHECKING

import anywidget
import ipywidgets as widgets
import traitlets

import landlords

from ..render import landing
from ..render.board import SMALLEST_BOARD_PX, one_full_stop

if TYPE_CHECKING:
    import plotly.graph_objects as go


def guarded(method):
    """Run a callback so that its errors are shown in the app (and unexpected ones re-raised).

    The app needs ``_say(text, level)``, ``_render()`` and ``_show_error(error)``.
    """
    @functools.wraps(method)
    def wrapper(self, *args, **kwargs):
        try:
            return method(self, *args, **kwargs)
        except landlords.LandlordsError as error:
            self._say(str(error), "warning")
            self._render()
        except Exception as error:
            self._show_error(error)
            raise
    return wrapper


@contextlib.contextmanager
def held(*boxes):
    """Send each widget's changes made inside the block as one message (``hold_sync``)."""
    with contextlib.ExitStack() as stack:
        for box in boxes:
            stack.enter_context(box.hold_sync())
        yield


#: The largest file the apps take as a game record.
MAX_RECORD_BYTES = 20_000_000


def record_of_upload(upload: dict) -> tuple[str, dict]:
    """``(file name, parsed JSON)`` of a file from a ``FileUpload`` (the record is checked later).

    The text is parsed here, never taken for a path to open.

    Raises:
        RecordError: the file is too large to be a record, not text, or not JSON.
    """
    name = upload.get("name") or "That file"
    content = bytes(upload["content"])
    if len(content) > MAX_RECORD_BYTES:
        raise landlords.RecordError(f"{name} is too large to be a game record")
    try:
        text = content.decode("utf-8")
    except UnicodeDecodeError:
        raise landlords.RecordError(f"{name} is not a game record (not text)") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise landlords.RecordError(f"{name} is not a game record (not valid JSON: {error.msg}, "
                                    f"line {error.lineno})") from None
    return name, data


def download_link(record, name: str) -> str:
    """An HTML link that downloads ``record`` (a GameRecord) as the JSON file ``name``."""
    data = base64.b64encode(record.to_json().encode("utf-8")).decode("ascii")
    return (f'<a class="ll-download" download="{escape(name)}" '
            f'href="data:application/json;base64,{data}">Download {escape(name)}</a>')


def landing_toggle() -> widgets.ToggleButton:
    """The "Where tokens land" toggle of an app, off."""
    return widgets.ToggleButton(value=False, description=landing.LABEL, icon="",
                                tooltip=("Shade each space by the share of moves that end on it (exact, "
                                         "from the dice and the rules); point at a space for its share "
                                         "and the rent it earns now"),
                                layout=widgets.Layout(width="auto", min_width="150px"))


def sync_landing_toggle(toggle: widgets.ToggleButton, layer, game) -> None:
    """Show the toggle only for a game whose rule set has a board to shade (a card game
    has none), in the colour of its state."""
    toggle.layout.display = "" if layer.available(game) else "none"
    toggle.button_style = "info" if layer.on else ""


def captions_html(panels, rules, valuation: str | None = None, levies=()) -> str:
    """One line under each chart panel saying what it shows and why it matters
    (``charts.caption``), wealth counted at ``valuation``; then, for each switch that
    changed the count (``levies``: sentences), what it changed, in words and money."""
    from landlords import charts
    cells = "".join(f'<div class="ll-caption" data-panel="{escape(panel)}"><b>'
                    f'{escape(charts.panel_title(panel, rules, valuation))}'
                    f':</b> {escape(charts.caption(panel, rules, valuation))}</div>' for panel in panels)
    cells += "".join(f'<div class="ll-caption ll-levy-caption"><b>What the switch changed in the count:</b> '
                     f'{escape(sentence)}</div>' for sentence in levies)
    return f'<div class="ll-captions">{cells}</div>'


def levy_html(sentences) -> str:
    """The box beside a table saying what each switch of rules changed in the count of
    wealth (``Levy.sentence``), the newest first; empty when no switch changed it."""
    if not sentences:
        return ""
    items = "".join(f'<div class="ll-levy-item">{escape(sentence)}</div>' for sentence in reversed(sentences))
    return (f'<div class="ll-levy"><div class="ll-levy-title">What the switch changed in the count</div>'
            f'{items}</div>')


#: The module a chart widget runs in the page when the server serves plotly's widget
#: bundle itself: it imports the bundle from there (``%s``: the bundle's address).
_BUNDLE_LOADER = """
const bundle = await import(new URL(%s, window.location.origin).href);
export default bundle.default;
"""


def served_bundle_address() -> str:
    """Where ``landlords serve`` serves plotly's widget bundle (an absolute path on the
    server), or ``""`` in a kernel of another server."""
    import os

    from .page_env import BUNDLE_ENV
    path = os.environ.get(BUNDLE_ENV)
    base = os.environ.get("VOILA_BASE_URL")
    if not path or base is None:
        return ""
    return "/" + (base.strip("/") + "/" if base.strip("/") else "") + path


@functools.cache
def chart_class():
    """The chart widget's class: plotly's ``FigureWidget``, or, in a kernel of ``landlords
    serve`` (which serves plotly's widget bundle as a file and says where), one that loads
    the bundle from that file rather than sending it over the websocket with each page."""
    import plotly.graph_objects as go  # plotly loads with the first chart (~40 MB)

    address = served_bundle_address()
    if not address:
        return go.FigureWidget

    class ServedBundleFigureWidget(go.FigureWidget):
        _esm = _BUNDLE_LOADER % json.dumps(address)

    return ServedBundleFigureWidget


@functools.cache
def warm_up_figure_widgets() -> None:
    """Load plotly's machinery (~2-4 s) and pay a figure widget's first-time set-up (its
    template, ~0.2 s) with one closed at once: once per kernel, when an app is built rather
    than when its charts are first shown."""
    import plotly.graph_objects as go
    go.FigureWidget().close()


def new_chart(spec: dict) -> go.FigureWidget:
    """A ``FigureWidget`` of a chart spec that takes the width of the page once shown."""
    chart = chart_class()(spec)
    # plotly re-sizes a "responsive" plot on a window resize, which the probe sends once
    # the chart is on screen (its first size is a fixed 700 px).
    chart._config = {**chart._config, "responsive": True, "displaylogo": False}
    return chart


def prompt_html(prompt, name: str, color: str) -> str:
    """The head of a person's decision: "Your decision, NAME: TITLE" in the player's colour,
    then the prompt's sentence (``data-decision`` holds its kind, for tests)."""
    title = f": {prompt.title}" if prompt.title else ""
    return (f'<div class="ll-prompt" style="border-color:{color}" data-decision="{escape(str(prompt.decision))}">'
            f'<div class="ll-who" style="background:{color}">Your decision, {escape(name)}{escape(title)}</div>'
            f'<div class="ll-ask">{escape(one_full_stop(prompt.text))}</div></div>')


def action_button(label: str, callback, *args, **style) -> widgets.Button:
    """A button that calls ``callback(*args)`` when pressed (``style``: e.g. ``button_style``)."""
    button = widgets.Button(description=label, layout=widgets.Layout(width="auto", max_width="100%"), **style)
    button.on_click(lambda _button: callback(*args))
    return button


def choice_controls(choices, decide) -> list:
    """A decision's choices as controls calling ``decide(action)``: its main action first
    (``Choice.primary``: a button of its own, styled as the one to press), then the
    others on a row "Or:", a button each, and a menu with one button for a long list of
    one kind (``decision.layout``), alike choices told apart (``decision.distinct``)."""
    from ..render.decision import distinct, layout

    buttons, lists = layout(distinct(choices))
    main = next((choice for choice in buttons if choice.primary), None)
    others = [choice for choice in buttons if choice is not main]
    rest = []
    if others:
        rest.append([action_button(choice.label, decide, choice.action) for choice in others])
    for _kind, group in lists:
        menu = widgets.Dropdown(options=[(choice.label, choice.action) for choice in group],
                                layout=widgets.Layout(width="320px", max_width="100%"))
        rest.append([menu, action_button("Choose", lambda menu=menu: decide(menu.value))])
    controls = []
    if main is not None:
        button = action_button(main.label, decide, main.action, button_style="primary")
        button.add_class("ll-primary")
        row = widgets.HBox([button], layout=widgets.Layout(flex_flow="row wrap"))
        row.add_class("ll-main-choice")
        controls.append(row)
        if rest:
            rest[0].insert(0, widgets.HTML('<span class="ll-or">Or:</span>'))
    for children in rest:
        row = widgets.HBox(children, layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        row.add_class("ll-other-choices")
        controls.append(row)
    return controls


class AppBase(widgets.VBox):
    """What every app has: a message line, a chart slot filled once the app is on screen
    (the probe says when), and the upload box's reset.

    A subclass builds ``self._message`` (an HTML widget), calls ``_build_chart_slot`` and
    implements ``show_charts`` and ``_render``.
    """

    _chart = None
    _chart_panels = None
    #: The tabs of an app whose charts are in the second of them (None: the charts are always shown).
    _tabs = None

    def _place_chart(self, spec: dict, panels) -> None:
        """Show a new chart of ``spec`` in the slot: the first one, or one with other
        panels (another rule set), which a chart cannot be changed into in place."""
        refit = self._chart is not None
        self._chart = new_chart(spec)
        self._chart_panels = tuple(panels)
        # What the new chart already shows: the next update then sends only what changed.
        # (An empty memo made the first update delete the chart's traces and add them again,
        # two messages to a chart whose page may not have made it yet.)
        self._shown["chart"] = chart_memo(spec)
        self._chart_slot.children = [self._chart] + ([ShownProbe()] if refit else [])

    def _charts_on_screen(self) -> bool:
        """Whether the charts can be seen now: always, or while their tab (the second) is open."""
        return self._tabs is None or self._tabs.selected_index == 1

    def _redraw_charts(self, key, *, hidden_too: bool = False) -> None:
        """Bring the charts up to date with ``self._chart_spec()`` unless ``key`` (what they
        depend on) is the one last drawn: a new chart when the panels change, else an
        update in place.

        Charts out of sight (their tab closed) are left as they are unless ``hidden_too``:
        they are brought up to date when their tab opens.  Plotly lays out a chart in a
        hidden box against a width of zero; updates sent to one kept the page's drawing
        busy without end (seen in Chromium after a new game replaced one with switches).
        """
        if self._shown.get("charts") == key:
            return
        if not hidden_too and not self._charts_on_screen():
            return
        self._shown["charts"] = key
        panels, spec = self._chart_spec()
        if tuple(panels) != self._chart_panels:
            self._place_chart(spec, panels)
            return
        update_chart(self._chart, spec, self._shown.setdefault("chart", {}))

    def _build_chart_slot(self, min_height: str, *, load_plotly: bool = True) -> None:
        """Make the slot; ``load_plotly=False`` leaves plotly unloaded until the first
        chart is made (an app whose charts wait for their tab keeps the kernel small)."""
        self._chart = None
        self._chart_slot = widgets.VBox(
            [widgets.HTML('<div class="ll-charts-wait">The charts are on their way...</div>')],
            layout=widgets.Layout(width="100%", min_height=min_height))
        self._chart_slot.add_class("ll-charts")
        prefetch = ""
        if load_plotly:
            warm_up_figure_widgets()
            prefetch = served_bundle_address()
        # The probe also fits the charts to the page once drawn, and starts loading plotly's
        # bundle in the page while the kernel makes the first chart.
        self._probe = ShownProbe(prefetch=prefetch)
        self._probe.on_msg(self._on_shown)

    @guarded
    def _on_shown(self, _widget, content, _buffers) -> None:
        if isinstance(content, dict) and content.get("event") == "shown":
            self.show_charts()

    def _repr_mimebundle_(self, **kwargs):
        # A FigureWidget refreshes its full state only when displayed itself; inside a box,
        # changes made before the page connects (Voila's preheated kernels) would be lost.
        if self._chart is not None:
            self._chart._repr_mimebundle_()
        return super()._repr_mimebundle_(**kwargs)

    def _take_upload(self, change) -> dict | None:
        """The file just chosen in ``self._upload`` (whose value is then emptied), or None."""
        files = change["new"]
        if not files or self._syncing:
            return None
        self._syncing = True
        try:
            self._upload.value = ()
        finally:
            self._syncing = False
        return files[0]

    def _say(self, text: str, level: str = "info") -> None:
        self._message.value = (f'<div class="ll-msg ll-{level}">{escape(one_full_stop(text))}</div>'
                               if text else "")

    def _show_error(self, error: BaseException) -> None:
        self._message.value = (f'<div class="ll-msg ll-error"><b>Something went wrong:</b> '
                               f'{escape(type(error).__name__)}: {escape(str(error))}</div>')


def _trace_signature(trace: dict) -> tuple:
    return tuple(str(trace.get(key)) for key in ("name", "line", "xaxis", "yaxis", "legendgroup",
                                                  "showlegend", "fill"))


def chart_memo(spec: dict) -> dict:
    """The memo of :func:`update_chart` for a chart just made from ``spec``: its traces'
    names and styles and its marks."""
    return {"traces": [_trace_signature(t) for t in spec["data"]],
            "marks": (spec["layout"]["shapes"], spec["layout"]["annotations"])}


def update_chart(fig: go.FigureWidget, spec: dict, memo: dict) -> None:
    """Make ``fig`` show ``spec`` with as few messages to the page as possible.

    Traces are rebuilt only when their names or styles change, else their data is set;
    the marks (shapes, annotations) and axis ranges are sent only when they changed
    (a relayout redraws everything).  ``memo`` is the app's own dict, kept between calls.
    """
    import plotly.graph_objects as go
    signature = [_trace_signature(t) for t in spec["data"]]
    if memo.get("traces") != signature or len(fig.data) != len(spec["data"]):
        memo["traces"] = signature
        fig.data = ()
        fig.add_traces([go.Scatter(**{k: v for k, v in t.items() if k != "type"}) for t in spec["data"]])
    with fig.batch_update():
        for trace, new in zip(fig.data, spec["data"], strict=True):
            trace.x = new["x"]
            trace.y = new["y"]
            trace.mode = new["mode"]
        marks = (spec["layout"]["shapes"], spec["layout"]["annotations"])
        if memo.get("marks") != marks:
            memo["marks"] = marks
            fig.layout.shapes = marks[0]
            fig.layout.annotations = marks[1]
        for name, axis in spec["layout"].items():
            if re.fullmatch(r"[xy]axis\d*", name):
                wanted = axis.get("range")
                if tuple(fig.layout[name].range or ()) != tuple(wanted or ()):
                    fig.layout[name].range = wanted
                    fig.layout[name].autorange = wanted is None
                title = axis.get("title")
                title = title.get("text") if isinstance(title, dict) else title
                if title is not None and fig.layout[name].title.text != title:   # another rule set's words
                    fig.layout[name].title.text = title
                if fig.layout[name].dtick != axis.get("dtick"):        # a tick per unit only while small
                    fig.layout[name].dtick = axis.get("dtick")
                    fig.layout[name].tick0 = axis.get("tick0")


class ShownProbe(anywidget.AnyWidget):
    """An invisible widget that tells the kernel when the app is on screen.

    ``prefetch``: the address of a JavaScript module to start loading at once (plotly's
    bundle, which the first chart then finds loaded or on its way); ``""`` for none.
    """

    prefetch = traitlets.Unicode("").tag(sync=True)

    _esm = """
    export default {
      render({ model, el }) {
        el.style.display = "none";
        const prefetch = model.get("prefetch");
        if (prefetch) {
          import(new URL(prefetch, window.location.origin).href).catch(() => {});
        }
        model.send({ event: "shown" });
        // Once the charts are drawn, let them take the width of the page.
        let tries = 0;
        const fit = setInterval(() => {
          tries += 1;
          const plot = document.querySelector(".ll-charts .js-plotly-plot .main-svg");
          if (plot || tries > 240) {
            clearInterval(fit);
            if (plot) { window.dispatchEvent(new Event("resize")); }
          }
        }, 250);
        return () => clearInterval(fit);
      }
    };
    """


STYLE = """<style>
.ll-app { font-family: Georgia, 'Times New Roman', serif; color: #2f2a22; }
.ll-app .widget-button, .ll-app .jupyter-button { font-family: inherit; font-size: 14px; }
.ll-header { padding: 6px 2px 8px 2px; border-bottom: 2px solid #8b1e2d; margin-bottom: 4px; }
.ll-title { font-size: 26px; font-weight: bold; color: #5b1a18; margin-right: 14px; }
.ll-sub { font-size: 14px; font-style: italic; color: #6a5d48; }
.ll-hint { font-style: italic; color: #6a5d48; }
.ll-bots { margin: 2px 0 0 0; padding-left: 18px; font-size: 12.5px; line-height: 1.35; }
.ll-msg { padding: 6px 10px; border-radius: 6px; margin: 4px 0; font-size: 14px; }
.ll-info { background: #eef4fb; border-left: 4px solid #2e86ab; }
.ll-warning { background: #fff4d6; border-left: 4px solid #e69f00; }
.ll-error { background: #fde3e3; border-left: 4px solid #c0392b; }
.ll-prompt { border: 2px solid #999; border-radius: 8px; background: #fffdf6; margin-bottom: 6px; }
.ll-who { color: #fff; font-weight: bold; padding: 4px 10px; border-radius: 5px 5px 0 0; font-size: 15px; }
.ll-ask { padding: 6px 10px; font-size: 14px; line-height: 1.4; }
.ll-waiting { padding: 8px 10px; border: 1px dashed #b5a98f; border-radius: 8px; background: #fbf7ec;
              font-size: 14px; color: #5a5245; margin-bottom: 6px; }
.ll-feed-title { font-weight: bold; margin: 8px 0 2px 0; font-size: 14px; }
.ll-levy { border: 2px solid #1e7a46; border-radius: 8px; background: #eef5e6; padding: 6px 10px;
           margin-bottom: 6px; font-size: 13.5px; line-height: 1.4; color: #23351f; }
.ll-levy-title { font-weight: bold; color: #1e7a46; margin-bottom: 2px; }
.ll-levy-item + .ll-levy-item { border-top: 1px dotted #9bbf93; margin-top: 4px; padding-top: 4px; }
/* a file button shows its label only, not a count of files chosen ("Load a game (0)") */
.ll-upload { font-size: 0 !important; }
.ll-upload::after { font-size: var(--jp-widgets-font-size, 13px); }
.ll-upload-game::after { content: "Load a game"; }
.ll-upload-record::after { content: "Load a record"; }
.ll-yardstick { font-size: 12.5px; line-height: 1.35; color: #5a5245; font-style: italic; margin: 2px 0 6px 0; }
.ll-feed { max-height: 470px; overflow-y: auto; border: 1px solid #e0d6bd; border-radius: 6px;
           background: #fffdf6; padding: 4px 6px; font-size: 13px; line-height: 1.35; }
.ll-ev { padding: 2px 0; border-bottom: 1px dotted #eee3c9; }
.ll-ev-paid { color: #7a6e5a; font-size: 12px; }
.ll-ev-decided { color: #2f2a22; }
.ll-ev-rules_switched, .ll-ev-game_over { background: #e7f3ea; font-weight: bold; padding: 4px; }
.ll-why { color: #6a5d48; }
.ll-t { display: inline-block; min-width: 34px; color: #9a8c70; font-size: 11px; }
.ll-dot { display: inline-block; width: 9px; height: 9px; border-radius: 50%; margin-right: 5px;
          background: transparent; }
.ll-download { font-weight: bold; margin: 0 8px; }
.ll-captions { display: flex; gap: 14px; font-size: 13px; color: #4a4236; line-height: 1.35; margin: 2px 0 6px 0; }
.ll-caption { flex: 1 1 0; }
.ll-charts-wait { padding: 20px; font-style: italic; color: #6a5d48; }
.ll-summary { font-size: 13.5px; color: #4a4236; margin: 2px 0 6px 0; }
.ll-where { font-size: 14px; padding: 4px 2px; }
.ll-ev-now { background: #fff1b8; }
.ll-col-title { border-left: 5px solid #b5a98f; padding: 4px 8px; margin-bottom: 4px; font-size: 13.5px;
                background: #fbf7ec; border-radius: 4px; }
.ll-col-selected { border-left-color: #8b1e2d; background: #fff4e0; }
.ll-col-facts { color: #4a4236; }
.ll-col-end { color: #6a5d48; font-style: italic; }
/* A 1366x768 laptop: the title and the setup share a row (the setup takes a row of its
   own while open), the tabs' padding is small, and the board is as tall as the window
   leaves it, never so small that its smallest text falls under 11 px. */
.ll-top { flex-wrap: wrap; align-items: center; column-gap: 12px; }
.ll-top .ll-header { border-bottom: none; margin-bottom: 0; padding: 2px; }
.ll-top .ll-title { font-size: 23px; }
.ll-top > .ll-setup { flex: 1 1 300px; min-width: 300px; }
.ll-top.ll-setup-open > .ll-setup { flex-basis: 100%; }
.ll-topline { border-bottom: 2px solid #8b1e2d; }
.ll-tabs > .widget-tab-contents { padding: 6px 4px !important; }
.lm-BoxPanel-child:has(.ll-tabs) { padding-top: 2px !important; }
.jp-Cell:has(.ll-tabs) { padding-top: 0 !important; }
.jp-Cell:has(.ll-tabs) .jp-Cell-outputWrapper { margin-top: 0 !important; }
.ll-tabs .ll-drawn-board { max-width: max(SMALLEST_BOARD_PXpx, min(720px, calc(100vh - 118px))) !important; }
/* A decision's main action first, set apart; the others after "Or:". Long labels wrap. */
.ll-main-choice { margin: 2px 0 6px 0; }
.ll-app .ll-primary { font-weight: bold; font-size: 15px; min-height: 34px; padding: 0 18px; }
.ll-or { font-style: italic; color: #6a5d48; font-size: 13.5px; margin: 0 6px 0 2px; }
.ll-app .ll-decision .jupyter-button { white-space: normal; height: auto; min-height: 28px; max-width: 100%; }
.ll-setup-start { margin: 2px 8px 6px 0; }
/* A phone (a window under 700 px wide): the side panel goes under the board, the board
   keeps its smallest text at 11 px and scrolls sideways in a box of its own, the
   decision and the feed take the width, and nothing else is wider than the window. */
@media (max-width: 700px) {
  .ll-table-row { flex-direction: column !important; align-items: stretch !important; }
  .ll-table-row > .ll-board-slot { flex: 0 0 auto !important; width: 100% !important; min-width: 0 !important;
                                   max-width: 100% !important; overflow-x: auto !important; overflow-y: hidden !important;
                                   -webkit-overflow-scrolling: touch; }
  .ll-table-row > .ll-board-slot .ll-drawn-board { min-width: SMALLEST_BOARD_PXpx; }
  .ll-table-row > .ll-side { flex: 0 0 auto !important; width: 100% !important; min-width: 0 !important;
                             padding: 10px 0 0 0 !important; }
  .ll-app, .ll-app .widget-box { max-width: 100%; min-width: 0; }
  .ll-app .widget-text, .ll-app .widget-textarea { max-width: 100%; width: auto; }
  .ll-app .widget-text input, .ll-app .widget-dropdown select { min-width: 0; }
  .ll-app .widget-dropdown { max-width: 100%; }
  .ll-app .widget-checkbox { max-width: 100%; height: auto; }
  .ll-app .widget-checkbox label { white-space: normal; }
  .ll-title { font-size: 21px; }
  .ll-captions { flex-direction: column; gap: 4px; }
  .ll-tabs > .widget-tab-contents { padding: 6px 2px !important; }
  /* the page round the app: a narrow margin, no room kept for a cell's prompt */
  body:has(.ll-app), #rendered_cells:has(.ll-app), .jp-Cell:has(.ll-app), .jp-Cell-outputWrapper:has(.ll-app),
  .jp-OutputArea:has(.ll-app), .jp-OutputArea-child:has(.ll-app), .jp-OutputArea-output:has(.ll-app) {
    padding-left: 0 !important; padding-right: 0 !important; margin-left: 0 !important; margin-right: 0 !important; }
  .jp-Cell:has(.ll-app) { padding: 0 6px !important; }
  .jp-OutputArea-child:has(.ll-app) > .jp-OutputArea-prompt { display: none !important; }
}
</style>""".replace("SMALLEST_BOARD_PX", str(SMALLEST_BOARD_PX))


__all__ = ["MAX_RECORD_BYTES", "STYLE", "AppBase", "ShownProbe", "action_button", "captions_html", "choice_controls", "download_link", "guarded", "held", "landing_toggle",
           "new_chart", "prompt_html", "record_of_upload", "sync_landing_toggle", "update_chart"]
