"""The student app of a class session: a join code and a name give a seat; then the same
board, decisions, feed and charts as the Play app, for the seated person only.

The app drives a :class:`~landlords.classroom.client.StudentClient`: it looks at the
store about once a second (others' moves, the bots, chance, the teacher's pause and
switch), draws the table for the student (``game.table(viewer)``), offers his decision
from ``game.prompt()`` when it is his turn, and shows the prompts the teacher turned on.
A decision carries the step its buttons were drawn at: once the game has moved on
(another page of the seat moved), the store refuses it and the page says so.

A seat is its student's, not its name's.  Taking it gives the page the seat's resume
code, which the page shows once (to write down) and the browser keeps
(:class:`~landlords.ui.seat_keeper.SeatKeeper`).  Closing the tab loses nothing: the
same code and name, typed again, give the seat back in that browser (the page fills in
nothing by itself, and on a computer students share "Remember my seat" is unticked, so
the next one cannot take his classmate's seat); elsewhere the student types the resume code, or
asks the teacher to let him in and waits.  It reuses the Play app's
pieces by import (the drawn table, the decision layout, the feed, the charts, the style)
and knows no rule set.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import os
from html import escape

import ipywidgets as widgets

from landlords.classroom import MoveConflict, NameTaken, ResumeRefused, Store, StudentClient, WrongResumeCode
from landlords.classroom.codes import normalize_code, shown_resume_code
from landlords.classroom.session import CONNECTED_SECONDS, people_decide
from landlords.engine.registry import find_rules

from ..render import view
from ..render.decision import read_amount
from ..render.feed import FEED_LENGTH, feed_html
from ..render.tables import table_html
from .common import (
    STYLE,
    AppBase,
    ShownProbe,
    action_button,
    captions_html,
    choice_controls,
    guarded,
    prompt_html,
)
from .page_env import CLIENT_ENV
from .page_request import learn_request
from .seat_keeper import SeatKeeper

log = logging.getLogger(__name__)

#: The environment variable naming the class's store (set by ``landlords serve classroom``).
STORE_VARIABLE = "LANDLORDS_CLASSROOM_STORE"
#: Seconds between two looks at the store.
LOOK_EVERY = 1.0

CLASS_STYLE = """<style>
.ll-class-code { font-size: 20px; letter-spacing: 3px; text-transform: uppercase; }
.ll-class-status { font-size: 15px; padding: 4px 0; }
.ll-class-prompt { margin: 6px 0; font-style: italic; }
.ll-join-code { font-family: monospace; font-size: 34px; letter-spacing: 6px; color: #8b1e2d; }
.ll-lobby td, .ll-results td, .ll-answers td, .ll-door td, .ll-lobby th, .ll-results th, .ll-answers th,
.ll-door th { padding: 2px 8px; border-bottom: 1px solid #ddd3bf; text-align: left; }
.ll-lobby tr.ll-twice td { background: #fff4d6; }
.ll-class-rules { border: 1px solid #d9cfb8; border-radius: 8px; background: #fbf7ec; padding: 4px 10px;
                  margin: 8px 0 4px 0; font-size: 13px; line-height: 1.35; color: #4a4236; }
.ll-class-rules-title { font-weight: bold; font-size: 13.5px; color: #5b1a18; }
.ll-class-rules ul { margin: 2px 0; padding-left: 18px; }
</style>"""


#: What a page says when it was opened without a class store.
NO_STORE = ("This page belongs to a class session: open it from the address that "
            "'landlords serve classroom' printed.")


class LooksPeriodically:
    """What both class apps do: look at the store every ``_look_every`` seconds (inside a
    kernel) by calling ``look()``; a failed look is shown on the message line."""

    _look_every = LOOK_EVERY
    _task = None

    def _start_looking(self) -> None:
        if not self._look_every or self._task is not None:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return                                   # outside a kernel: call look()
        self._task = loop.create_task(self._keep_looking())

    async def _keep_looking(self) -> None:
        while True:
            await asyncio.sleep(self._look_every)
            try:
                self.look()
            except Exception as error:               # a look has nobody to raise to: show it
                log.exception("looking at the store failed")
                self._say(f"The class store cannot be read just now ({error}); trying again.", "warning")


def sentence(error: BaseException) -> str:
    """An error's message as a sentence: capitalized, with a full stop."""
    text = str(error)
    return f"{text[:1].upper()}{text[1:]}."


def client_address() -> str | None:
    """The address of the student's browser, as ``landlords serve`` tells the page's
    kernel (:data:`~landlords.ui.page_env.CLIENT_ENV`); None outside it (the door then counts
    the page under the address ``""``)."""
    learn_request()
    return os.environ.get(CLIENT_ENV) or None


def rules_summary(rules, options: dict, game=None, plan: dict | None = None) -> tuple[str, ...]:
    """The session's rules in a few plain sentences, from the rule set and its game: the
    rules in force now and since when (and those before them), a switch the teacher has
    planned, and how long the game lasts (``length_text``).  Before the game begins
    (``game`` None) the plan and the length alone."""
    def named(regime: str) -> str:
        return view.regime_words(game, regime) if game is not None else rules.words.regimes.get(regime, regime)

    def at(turn: int) -> str:
        return f"turn {turn}" if turn else "before the first turn"

    lines = []
    if rules.regimes and game is not None:
        switches = view.switches(game)
        if switches:
            (_, first_to), (last_turn, _) = switches[0], switches[-1]
            lines.append(f"In force now: {named(game.regime)}, since the switch at {at(last_turn)}."
                         .replace("at before", "before"))
            first = view.other_regime(rules, first_to)
            went = ([f"{named(first)} from the start"] if first else []) + [
                f"{named(regime)} from {at(turn)}" for turn, regime in switches]
            lines.append(f"So far: {', then '.join(went)}.".replace("from before", "before"))
        else:
            lines.append(f"In force now: {named(game.regime)}, since the start.")
    elif not rules.regimes:
        lines.append("The same rules hold for the whole game.")
    if rules.regimes and plan and plan.get("regime") in rules.regimes:
        due = plan.get("turn") or 0
        if game is None or (plan["regime"] != game.regime and due > game.turn):
            lines.append(f"Your teacher has planned a switch to {named(plan['regime'])} "
                         + (f"from turn {due}." if due else "at the start."))
    length = rules.game_class.length_text(options)
    if length:
        lines.append(length)
    return tuple(view.capitalized(line) for line in lines)


def store_from_environment(store=None):
    """The store given, else the one ``landlords serve classroom`` named for the kernels,
    else None (the page then says how to open it)."""
    if store is not None:
        return store if isinstance(store, Store) else Store(store)
    where = os.environ.get(STORE_VARIABLE)
    return Store(where) if where else None


class StudentApp(LooksPeriodically, AppBase):
    """Join a class session and play the seat.

    Args:
        store: a :class:`~landlords.classroom.store.Store`, a path or URL (by default the
            one ``landlords serve classroom`` names).
        look_every: seconds between two looks at the store (0: only when :meth:`look` is called).
    """

    def __init__(self, store=None, *, look_every: float = LOOK_EVERY) -> None:
        super().__init__()
        self.store = store_from_environment(store)
        self.client: StudentClient | None = None
        self._ticket: str | None = None
        self._address: str | None = None
        self._look_every = look_every
        self._shown: dict = {}
        self._amount = self._amount_spec = None
        self._syncing = False
        self._message = widgets.HTML("")
        self._message.add_class("ll-message")
        self._build_join()
        self._build_game()
        self.add_class("ll-app")
        self.children = [widgets.HTML(STYLE + CLASS_STYLE), self._message, self._join_box]
        if self.store is None:
            self.children = [widgets.HTML(STYLE + CLASS_STYLE), self._message]
            self._say(NO_STORE, "warning")

    # ------------------------------------------------------------------ joining
    def _build_join(self) -> None:
        wide = {"description_width": "initial"}
        self._code = widgets.Text(placeholder="e.g. K7RMXA", description="Join code", style=wide)
        self._code.add_class("ll-class-code")
        self._name = widgets.Text(placeholder="your name", description="Your name", style=wide)
        self._join_button = widgets.Button(description="Join", button_style="primary")
        self._join_button.on_click(self._on_join)
        self._resume_code = widgets.Text(placeholder="e.g. ACDE-FGHK", description="Resume code", style=wide)
        self._resume_button = widgets.Button(description="Resume my seat", button_style="info")
        self._ask_button = widgets.Button(description="Ask my teacher to let me in",
                                          layout=widgets.Layout(width="auto"))
        self._resume_button.on_click(self._on_resume)
        self._ask_button.on_click(self._on_ask)
        self._resume_box = widgets.VBox([self._resume_code, widgets.HBox([self._resume_button, self._ask_button])],
                                        layout=widgets.Layout(display="none"))
        self._keeper = SeatKeeper()
        self._remember = widgets.Checkbox(value=True, description="Remember my seat in this browser "
                                          "(untick on a computer others use)", indent=False,
                                          layout=widgets.Layout(width="auto"))
        self._join_box = widgets.VBox([
            widgets.HTML('<div class="ll-header"><span class="ll-title">Join your class</span>'
                         '<span class="ll-sub">type the code your teacher shows, and your name</span></div>'),
            self._code, self._name, self._remember, self._join_button, self._resume_box, self._keeper])

    @guarded
    def _on_join(self, _button=None) -> None:
        self.join(self._code.value, self._name.value)

    @guarded
    def _on_resume(self, _button=None) -> None:
        self.join(self._code.value, self._name.value, resume=self._resume_code.value)

    @guarded
    def _on_ask(self, _button=None) -> None:
        self._ticket = StudentClient.ask_teacher(self.store, self._code.value, self._name.value,
                                                 address=self._client_address())
        self._say(f"Your teacher has been asked to let you into {self._name.value.strip()}'s seat. "
                  f"Wait here: this page goes on by itself once you are let in.", "info")
        self._start_looking()

    def _client_address(self) -> str | None:
        if self._address is None:
            self._address = client_address() or ""
        return self._address or None

    def join(self, code: str, name: str, *, resume: str | None = None) -> None:
        """Take a seat, or take one's own back with its resume code (what the Join and
        Resume buttons do; Join tries the code this browser keeps); a refusal is shown, not
        raised."""
        self._code.value, self._name.value = str(code), str(name)
        address = self._client_address()
        if resume is None:
            try:
                self.client = StudentClient.join(self.store, code, name, address=address)
            except NameTaken as error:
                resume = self._keeper.resume_for(normalize_code(code), name) if self._remember.value else None
                if resume is None:
                    self._offer_resume(f"{str(name).strip()} is already seated at table {error.table}.")
                    return
        if self.client is None:
            try:
                self.client = StudentClient.join(self.store, code, name, resume=resume, address=address)
            except WrongResumeCode as error:
                self._offer_resume(sentence(error))
                return
        self._seated()

    def _offer_resume(self, text: str) -> None:
        self._resume_box.layout.display = ""
        self._say(f"{text} If the seat is yours, type its resume code (your page showed it when you "
                  f"joined) or ask your teacher to let you in; otherwise choose another name.", "warning")

    def _seated(self) -> None:
        client = self.client
        client.page_live = functools.partial(self._keeper.heard_within, CONNECTED_SECONDS)
        self._ticket = None
        self._resume_box.layout.display = "none"
        self.children = [widgets.HTML(STYLE + CLASS_STYLE), self._header, self._status, self._message,
                         self._tabs, self._probe, self._keeper]
        if client.resume_code is not None:
            remembered = self._remember.value
            if remembered:
                self._keeper.keep(normalize_code(self._code.value) or "", client.name, client.resume_code)
            self._say(f"You are seated at table {client.seat.table}, {client.name}. Your resume code is "
                      f"{shown_resume_code(client.resume_code)}: write it down. It gives you this seat back "
                      f"if this page closes{' (this browser remembers it too)' if remembered else ''}.", "info")
        else:
            self._say(f"Welcome back, {client.name}: you are seated at table {client.seat.table}.", "info")
        self._render()
        self._start_looking()

    # ------------------------------------------------------------------ the game
    def _build_game(self) -> None:
        self._header = widgets.HTML("")
        self._status = widgets.HTML("")
        self._board = widgets.HTML("", layout=widgets.Layout(flex="0 1 720px", min_width="420px"))
        self._board.add_class("ll-board-slot")
        self._decision = widgets.VBox([], layout=widgets.Layout(width="100%"))
        self._decision.add_class("ll-decision")
        self._feed = widgets.HTML("")
        self._prompts = widgets.VBox([], layout=widgets.Layout(width="100%"))
        self._rules = widgets.HTML("", layout=widgets.Layout(width="100%"))
        side = widgets.VBox([self._decision, self._prompts, self._rules,
                             widgets.HTML('<div class="ll-feed-title">What happened (newest first)</div>'),
                             self._feed],
                            layout=widgets.Layout(flex="1 1 420px", min_width="320px", padding="0 0 0 14px"))
        side.add_class("ll-side")
        table_row = widgets.HBox([self._board, side], layout=widgets.Layout(width="100%", align_items="flex-start"))
        table_row.add_class("ll-table-row")
        self._build_chart_slot(min_height="360px", load_plotly=False)   # with the charts' tab
        self._captions = widgets.HTML("")
        self._tabs = widgets.Tab(children=[
            table_row,
            widgets.VBox([self._chart_slot, self._captions], layout=widgets.Layout(width="100%"))],
            titles=("The table", "The charts"))
        self._tabs.add_class("ll-tabs")
        self._tabs.observe(self._on_tab, names="selected_index")
        self._answers: dict = {}

    @guarded
    def _on_tab(self, change) -> None:
        if change["new"] == 1:
            if self._chart is None:
                self.show_charts(now=True)
            else:
                self._chart_slot.children = [self._chart, ShownProbe()]
            self._update_charts()

    def show_charts(self, now: bool = False) -> None:
        """Build the charts when their tab is open (or ``now``): a page that never shows
        them is never sent plotly's bundle (~5 MB per FigureWidget)."""
        game = self.game
        if game is None or self._chart is not None or not (now or self._tabs.selected_index == 1):
            return
        panels, spec = self._chart_spec()
        self._place_chart(spec, panels)
        self._shown.pop("charts", None)

    @property
    def game(self):
        return None if self.client is None else self.client.game

    def look(self) -> None:
        """Look at the store now (the periodic look calls this) and redraw what changed;
        a page waiting for the teacher to let it in takes its seat once let in."""
        if self.client is None:
            if self._ticket is not None:
                self._claim()
            return
        self.client.refresh()
        self._render()

    def _claim(self) -> None:
        try:
            self.client = StudentClient.claim(self.store, self._ticket)
        except ResumeRefused as error:
            self._ticket = None
            self._say(sentence(error), "warning")
            return
        if self.client is not None:
            self._seated()

    def _render(self) -> None:
        client = self.client
        if client is None:
            return
        game = client.game
        state = client.state
        table = client.seat.table
        self._render_prompts()              # on every look, whatever the game's state
        self._render_rules()
        if game is None:
            self._status.value = (f'<div class="ll-class-status">Table {table}: waiting for your teacher '
                                  f'to start the game.</div>')
            return
        key = (game.step_count, state, client.handed_to_bot)
        if self._shown.get("header") is None:
            words = game.rules.words
            self._header.value = STYLE + (f'<div class="ll-header"><span class="ll-title">{escape(words.title)}'
                                          f'</span><span class="ll-sub">table {table} &middot; you play '
                                          f'{escape(client.name)}</span></div>')
            self._shown["header"] = True
        if self._shown.get("game") == key:
            return
        self._shown["game"] = key
        regime = view.regime_words(game, game.regime)
        note = {"paused": "The teacher has paused the class.", "ended": "The class session has ended."}.get(state, "")
        self._status.value = (f'<div class="ll-class-status">Turn {game.turn}'
                              f'{" &middot; " + escape(view.capitalized(regime)) + " in force" if regime else ""}'
                              f'{" &middot; " + escape(note) if note else ""}</div>')
        self._render_decision()
        self._board.value = table_html(game, client.name)
        self._feed.value = feed_html(game.last_events(FEED_LENGTH), view.colors(game))
        self._update_charts()

    def _render_decision(self) -> None:
        client, game = self.client, self.game
        self._amount = self._amount_spec = None
        if not client.my_turn:
            mover = game.to_move
            watching = not people_decide(find_rules(client.control.rules))
            text = (game.prompt().text if mover is None else
                    "A bot plays your seat now." if client.handed_to_bot else
                    "Nobody decides anything in this game: chance plays every seat. Watch your table's "
                    "game move and end." if watching and client.state == "playing" else
                    f"{mover} decides now; your turn will come." if client.state == "playing" else
                    "Wait for your teacher.")
            self._decision.children = [widgets.HTML(f'<div class="ll-waiting">{escape(text)}</div>')]
            return
        prompt = game.prompt()
        rows = [widgets.HTML(prompt_html(prompt, client.name, view.colors(game)[client.name]))]
        step = game.step_count
        if prompt.amount is not None:
            self._amount_spec = prompt.amount
            self._amount = widgets.Text(placeholder=str(prompt.amount.default or prompt.amount.minimum),
                                        description=prompt.amount.label, style={"description_width": "initial"})
            rows.append(widgets.HBox([self._amount, action_button(prompt.amount.verb or "OK", self._on_amount, step,
                                                            button_style="success")]))
        rows += choice_controls(prompt.choices, functools.partial(self._decide, step))
        self._decision.children = rows

    @guarded
    def _on_amount(self, step, _button=None) -> None:
        game = self.game
        value, problem = read_amount(self._amount_spec, self._amount.value, game.money)
        if problem:
            self._say(problem, "warning")
            return
        self._decide(step, self._amount_spec.action(value))

    @guarded
    def _decide(self, step: int, action) -> None:
        """The student's decision, from controls drawn at log step ``step``: the store
        takes it only while the game stands there (another page of this seat may have
        moved meanwhile)."""
        if self.game is None:
            return
        try:
            self.client.move(action, at_step=step)
        except MoveConflict:
            self._say("That choice is no longer open: the game has moved on. Here it is as it stands now.",
                      "warning")
            self._shown.pop("game", None)
            self._render()
            return
        self._say("")
        self._render()

    def choices(self) -> list:
        """The actions the student may take now (what the decision panel offers)."""
        return self.game.legal_actions() if self.client is not None and self.client.my_turn else []

    def decide(self, action) -> None:
        """Make a decision as the panel's buttons do (for scripts and tests)."""
        self._decide(self.game.step_count, action)

    # ------------------------------------------------------------------ prompts
    def _render_prompts(self) -> None:
        """The prompts the teacher turned on, read at every look and drawn again only when
        they changed (an answer being typed is kept: its box stays)."""
        prompts = self.client.prompts()
        shown = tuple((item["key"], item["text"]) for item in prompts)
        if self._shown.get("prompts") == shown:
            return
        self._shown["prompts"] = shown
        rows = [widgets.HTML('<div class="ll-feed-title">Your teacher asks</div>')] if prompts else []
        for item in prompts:
            box = self._answers.get(item["key"]) or widgets.Textarea(placeholder="your answer",
                                                                     layout=widgets.Layout(width="100%"))
            self._answers[item["key"]] = box
            send = widgets.Button(description="Send my answer")
            send.on_click(functools.partial(self._on_answer, item["key"]))
            rows += [widgets.HTML(f'<div class="ll-class-prompt">{escape(item["text"])}</div>'), box, send]
        self._prompts.children = rows

    # ------------------------------------------------------------------ the rules
    def _render_rules(self) -> None:
        """The short summary of the session's rules (:func:`rules_summary`), drawn again
        only when it changed."""
        client = self.client
        control, game = client.control, client.game
        key = (control.rules, None if game is None else (game.step_count, game.regime),
               tuple(sorted((control.plan or {}).items())))
        if self._shown.get("rules-read") == key:          # nothing it says has changed
            return
        self._shown["rules-read"] = key
        lines = rules_summary(find_rules(control.rules), game.options if game else control.options, game,
                              control.plan)
        if self._shown.get("rules") == lines:
            return
        self._shown["rules"] = lines
        items = "".join(f"<li>{escape(line)}</li>" for line in lines)
        self._rules.value = (f'<div class="ll-class-rules"><div class="ll-class-rules-title">The rules of this '
                             f'session</div><ul>{items}</ul></div>')

    @guarded
    def _on_answer(self, key: str, _button=None) -> None:
        self.client.predict(key, self._answers[key].value)
        self._say("Your answer is kept; you may change it until the end.", "info")

    # ------------------------------------------------------------------ charts
    def _chart_spec(self):
        from landlords import charts  # pandas and plotly: only once the charts are shown
        game = self.game
        panels = charts.panels_for(game.rules, game.history_columns())
        self._captions.value = captions_html(panels, game.rules)
        return panels, charts.chart_spec(panels, game.history(), view.switches(game), view.colors(game),
                                         rules=game.rules)

    def _update_charts(self, hidden_too: bool = False) -> None:
        game = self.game
        if self._chart is None or game is None:
            return
        key = (game.turn, game.is_over, tuple(view.switches(game)))
        self._redraw_charts(key, hidden_too=hidden_too)


__all__ = ["STORE_VARIABLE", "StudentApp", "client_address", "rules_summary", "store_from_environment"]
