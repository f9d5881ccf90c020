"""The teacher app of a class session: make the session (the rule set by its title, its
rules and length in a collapsible section built from the rule set's options), project
its join code, watch the lobby, give each table its rules (the rule set's own throughout,
the reform from the start, or a switch at a turn; or every other table the other rules),
start, pause, switch the rules of every table (at a turn, or now), hand a vanished
student's seat to a bot, let the bots finish every table, set the class clock, project
the results beside the students' predictions (and the answers on the projector page,
when it is installed), export everything, end.  At the door: let a student who lost his resume
code back into his seat (or refuse), see a seat open on two pages, see the wrong codes
tried from each address and let a slowed-down address try again.

Without the teacher key (the address ``landlords serve classroom`` prints carries it)
the page shows one sentence and controls nothing.  The app drives a
:class:`~landlords.classroom.teacher.Teacher`; numbers on screen come from the games
through the rule set's measures, and it knows no rule set.
"""

from __future__ import annotations

import base64
import functools
import hmac
import logging
import os
from html import escape
from urllib.parse import parse_qs

import ipywidgets as widgets

import landlords
from landlords.classroom import Teacher, door
from landlords.classroom.codes import key_digest
from landlords.classroom.session import (
    MAX_CLOCK_MINUTES,
    latest_session_of_key,
    minutes_left,
    people_decide,
    start_option,
)
from landlords.engine.registry import find_rules

from ..render import view
from .classroom_student import CLASS_STYLE, NO_STORE, LooksPeriodically, store_from_environment
from .common import STYLE, AppBase, guarded
from .page_request import learn_request, query_string
from .setup import option_help, option_value, option_widget, rule_set_choices

log = logging.getLogger(__name__)

#: The environment variable with the digest of the server's teacher key.
KEY_VARIABLE = "LANDLORDS_CLASSROOM_TEACHER_DIGEST"
#: The environment variable with the students' address (to project).
STUDENT_URL_VARIABLE = "LANDLORDS_CLASSROOM_STUDENT_URL"
#: Seconds between two looks at every table.
LOOK_EVERY = 2.0
#: The most log steps the teacher's page lets chance and bots take per table per look.
STEPS_PER_LOOK = 400
#: Seconds between two looks while the games move at a pace (the bots finishing them).
LOOK_WHILE_PACED = 1.0
#: The projector page's notebook.
PROJECTOR_APP = "classroom_projector"
#: The treatments a table may be given (their menu labels come from the rule set's words).
OWN, REFORM, SWITCH = "own", "reform", "switch"


def page_base() -> str:
    """The teacher page's own base address (``http://host:port`` and any path before
    ``/voila/``) from the request Voila gave the kernel; else the server's address as
    ``landlords serve classroom`` told it; else ``""`` (addresses are then paths only)."""
    learn_request()
    script = os.environ.get("SCRIPT_NAME", "")
    prefix = script.split("/voila/", 1)[0] if "/voila/" in script else ""
    host, port = os.environ.get("SERVER_NAME", ""), os.environ.get("SERVER_PORT", "")
    if host:
        host = f"[{host}]" if ":" in host and not host.startswith("[") else host
        return f"http://{host}{':' + port if port else ''}{prefix}"
    student = os.environ.get(STUDENT_URL_VARIABLE, "")
    if "/voila/" in student:
        return student.split("/voila/", 1)[0]
    return prefix


def projector_address(code: str, base: str | None = None) -> str:
    """The projector page's address for the session ``code``: where ``landlords serve
    classroom`` says it serves the projector, else beside this page (``base``: its base)."""
    from landlords.classroom.projector import PROJECTOR_URL_VARIABLE, projector_url
    served = os.environ.get(PROJECTOR_URL_VARIABLE, "")
    if served and base is None:
        return projector_url(served, code)
    base = page_base() if base is None else base
    return projector_url(f"{base}/voila/render/{PROJECTOR_APP}.ipynb", code)


def shown_options(rules) -> list:
    """The options of ``rules`` the create form offers: those a teacher can set before
    anyone sits down (a check box, a choice or a number; not a free word, such as a
    player's name, which the class's names are not yet known for)."""
    return [option for option in rules.options.values()
            if option.kind in (bool, int, float) or option.choices]


def watch_note(rules) -> str:
    """What the form says of rules in which nobody decides anything ("" otherwise)."""
    if people_decide(rules):
        return ""
    return (f"Nobody decides anything in {rules.title}: chance plays every seat, so the seats are "
            f"played for the students and they watch their table's game move and end.")


def key_from_request() -> str:
    """The ``key`` of the page's address (Voila gives the kernel the query string)."""
    return (parse_qs(query_string()).get("key") or [""])[0]


def key_allowed(key: str) -> bool:
    """Whether ``key`` is the server's teacher key (any key when no server set one)."""
    expected = os.environ.get(KEY_VARIABLE)
    if not key:
        return False
    return expected is None or hmac.compare_digest(key_digest(key), expected)


class TeacherApp(LooksPeriodically, AppBase):
    """Run a class session.

    Args:
        store: a :class:`~landlords.classroom.store.Store`, a path or URL (by default the
            one ``landlords serve classroom`` names).
        key: the teacher key (by default the ``key`` of the page's address).
        look_every: seconds between two looks at the tables (0: only on :meth:`look`).
    """

    def __init__(self, store=None, key: str | None = None, *, look_every: float = LOOK_EVERY) -> None:
        super().__init__()
        self.add_class("ll-app")
        self._message = widgets.HTML("")
        self._message.add_class("ll-message")
        self._look_every = look_every
        self._usual_look = look_every
        self._syncing = False
        self.teacher: Teacher | None = None
        key = key if key is not None else key_from_request()
        if not key_allowed(key):
            self.children = [widgets.HTML(STYLE + CLASS_STYLE), self._message]
            self._say("This page needs the teacher key: open the teacher address that "
                      "'landlords serve classroom' printed. Nothing can be controlled without it.", "error")
            return
        self.store = store_from_environment(store)
        if self.store is None:
            self.children = [widgets.HTML(STYLE + CLASS_STYLE), self._message]
            self._say(NO_STORE, "warning")
            return
        self._key = key
        self._build_create()
        self._build_session()
        code = latest_session_of_key(self.store, key)
        if code is not None:
            self._open(Teacher(self.store, code, key))
        else:
            self.children = [widgets.HTML(STYLE + CLASS_STYLE), self._message, self._create_box]

    # ------------------------------------------------------------------ making a session
    def _build_create(self) -> None:
        choices, _broken = rule_set_choices()
        self._rules = widgets.Dropdown(options=choices, value=choices[0][1], description="Rule set")
        self._seats = widgets.IntSlider(value=4, min=2, max=6, description="Seats per table")
        self._tables = widgets.BoundedIntText(value=6, min=1, max=40, description="Tables")
        self._bots = widgets.Dropdown(description="Bots in empty seats")
        self._watch = widgets.HTML("")
        self._option_widgets: dict = {}
        self._options_box = widgets.VBox([])
        self._options_section = widgets.Accordion(children=[self._options_box], titles=("Rules and length",))
        self._options_section.selected_index = None
        self._create_button = widgets.Button(description="Create the session", button_style="primary")
        self._rules.observe(self._on_rules, names="value")
        self._create_button.on_click(self._on_create)
        for control in (self._rules, self._seats, self._tables, self._bots):
            control.style = {"description_width": "140px"}
        self._on_rules(None)
        self._create_box = widgets.VBox([
            widgets.HTML('<div class="ll-header"><span class="ll-title">A class session</span>'
                         '<span class="ll-sub">choose the game; students join with the code</span></div>'),
            self._rules, self._watch, self._seats, self._tables, self._bots, self._options_section,
            self._create_button])

    @guarded
    def _on_rules(self, _change) -> None:
        name = self._rules.value
        self._bots.options = [("the rule set's line-up", "")] + [(bot, bot) for bot in landlords.bot_names(name)]
        self._bots.value = ""
        rules = find_rules(name)
        self._seats.min, self._seats.max = max(2, rules.min_players), min(6, rules.max_players)
        note = watch_note(rules)
        self._watch.value = f'<div class="ll-hint">{escape(note)}</div>' if note else ""
        self._bots.layout.display = "none" if note else ""
        self._option_widgets = {option.name: option_widget(option, rules) for option in shown_options(rules)}
        self._options_box.children = [
            widgets.HBox([widget, widgets.HTML(f'<span class="ll-hint">'
                                               f'{escape(option_help(rules.options[name], rules))}</span>')],
                         layout=widgets.Layout(align_items="center"))
            for name, widget in self._option_widgets.items()]

    def chosen_options(self) -> dict:
        """The options the form sets to something other than the rule set's defaults."""
        rules = find_rules(self._rules.value)
        chosen = {}
        for name, widget in self._option_widgets.items():
            option = rules.options[name]
            value = option_value(option, widget)
            if value != option.default:
                chosen[name] = value
        return chosen

    @guarded
    def _on_create(self, _button=None) -> None:
        self.create(self._rules.value, seats_per_table=self._seats.value, tables=self._tables.value,
                    bots=self._bots.value or None, options=self.chosen_options())

    def create(self, rules: str, **settings) -> None:
        """Make the session (what the Create button does)."""
        self._open(Teacher.create(self.store, rules, key=self._key, **settings))

    # ------------------------------------------------------------------ running it
    def _build_session(self) -> None:
        button = functools.partial(widgets.Button, layout=widgets.Layout(width="auto", min_width="90px"))
        self._code_html = widgets.HTML("")
        self._start_button = button(description="Start", button_style="success")
        self._pause_button = button(description="Pause", button_style="warning")
        self._resume_button = button(description="Resume", button_style="info")
        self._end_button = button(description="End the session", button_style="danger")
        self._switch_table = widgets.Dropdown(description="Switch", options=[("every table", 0)],
                                              layout=widgets.Layout(width="220px"))
        self._switch_turn = widgets.BoundedIntText(value=10, min=1, max=100000, description="at turn",
                                                   layout=widgets.Layout(width="160px"))
        self._switch_at = button(description="Switch at that turn")
        self._switch_now = button(description="Switch now", button_style="primary")
        self._hand_name = widgets.Dropdown(description="Seat of", layout=widgets.Layout(width="240px"))
        self._hand_button = button(description="Hand to a bot")
        self._prompt_text = widgets.Textarea(placeholder="One prompt per line, e.g. Will the single tax "
                                             "make wealth more equal at your table?",
                                             layout=widgets.Layout(width="520px", height="60px"))
        self._prompt_button = button(description="Turn on these prompts")
        self._export_button = button(description="Export everything (CSV + Parquet)")
        self._export_link = widgets.HTML("")
        self._lobby = widgets.HTML("")
        self._requests = widgets.Dropdown(description="Asks to be let in", layout=widgets.Layout(width="420px"),
                                          style={"description_width": "initial"})
        self._let_in_button = button(description="Let in", button_style="success")
        self._refuse_button = button(description="Refuse")
        self._door = widgets.HTML("")
        self._door_address = widgets.Dropdown(description="Address", layout=widgets.Layout(width="260px"))
        self._unlock_button = button(description="Let it try again")
        self._requests_box = widgets.HBox([self._requests, self._let_in_button, self._refuse_button],
                                          layout=widgets.Layout(display="none", align_items="center"))
        self._door_box = widgets.HBox([self._door_address, self._unlock_button],
                                      layout=widgets.Layout(display="none", align_items="center"))
        self._results = widgets.HTML("")
        self._answers = widgets.HTML("")
        self._clock_html = widgets.HTML("")
        self._clock_minutes = widgets.BoundedIntText(value=45, min=1, max=MAX_CLOCK_MINUTES,
                                                     description="Class minutes",
                                                     style={"description_width": "initial"},
                                                     layout=widgets.Layout(width="170px"))
        self._clock_button = button(description="Set the clock")
        self._finish_button = button(description="Finish every table with bots now", button_style="warning")
        self._treatment_rows = widgets.VBox([])
        self._treatment_rows_made: tuple = ()
        self._treatment_seen: dict = {}
        self._alternate_button = button(description="Give every other table the other rules")
        self._treatments_box = widgets.VBox([
            widgets.HTML('<div class="ll-feed-title">Each table\'s rules</div>'),
            self._treatment_rows, widgets.HBox([self._alternate_button])])
        self._projector_html = widgets.HTML("")
        self._prompt_rows = widgets.VBox([])
        for widget, handler in ((self._clock_button, self._on_clock), (self._finish_button, self._on_finish),
                                (self._alternate_button, self._on_alternate)):
            widget.on_click(handler)
        for widget, handler in ((self._start_button, self._on_start), (self._pause_button, self._on_pause),
                                (self._resume_button, self._on_resume), (self._end_button, self._on_end),
                                (self._switch_at, self._on_switch_at), (self._switch_now, self._on_switch_now),
                                (self._hand_button, self._on_hand), (self._prompt_button, self._on_prompts),
                                (self._export_button, self._on_export), (self._let_in_button, self._on_let_in),
                                (self._refuse_button, self._on_refuse), (self._unlock_button, self._on_unlock)):
            widget.on_click(handler)
        lobby = widgets.VBox([self._requests_box, self._lobby, self._door, self._door_box])
        self._tabs = widgets.Tab(children=[lobby, widgets.VBox([self._results, self._answers])],
                                 titles=("Lobby", "Results"))
        self._session_box = widgets.VBox([
            self._code_html, self._clock_html, self._projector_html,
            widgets.HBox([self._start_button, self._pause_button, self._resume_button, self._end_button,
                          self._finish_button],
                         layout=widgets.Layout(flex_flow="row wrap")),
            self._treatments_box,
            widgets.HBox([self._switch_table, self._switch_turn, self._switch_at, self._switch_now],
                         layout=widgets.Layout(flex_flow="row wrap", align_items="center")),
            widgets.HBox([self._hand_name, self._hand_button]),
            widgets.HBox([self._clock_minutes, self._clock_button], layout=widgets.Layout(align_items="center")),
            widgets.HBox([self._prompt_text, self._prompt_button], layout=widgets.Layout(align_items="center")),
            self._prompt_rows,
            widgets.HBox([self._export_button, self._export_link], layout=widgets.Layout(align_items="center")),
            self._tabs])

    def _open(self, teacher: Teacher) -> None:
        self.teacher = teacher
        rules = teacher.rules
        self._switch_table.options = [("every table", 0)] + [(f"table {n}", n) for n in self._table_numbers()]
        reform = view.reform_of(rules)
        for widget in (self._switch_table, self._switch_turn, self._switch_at, self._switch_now):
            widget.layout.display = "" if reform else "none"
        address = os.environ.get(STUDENT_URL_VARIABLE, "")
        self._code_html.value = (
            f'<div class="ll-header"><span class="ll-title">Join code: <span class="ll-join-code">'
            f'{escape(teacher.code)}</span></span><span class="ll-sub">{escape(rules.words.title)}'
            f'{" &middot; students open " + escape(address) if address else ""}</span></div>')
        self._treatments_box.layout.display = "" if reform else "none"
        self._alternate_button.layout.display = "" if reform and start_option(rules) is not None else "none"
        self._treatment_rows_made = ()
        self._projector_html.value = (
            f'<div class="ll-hint">The projector: <span class="ll-projector">'
            f'{escape(projector_address(teacher.code))}</span></div>')
        self.children = [widgets.HTML(STYLE + CLASS_STYLE), self._message, self._session_box]
        self.look()
        self._start_looking()

    def _table_numbers(self) -> list[int]:
        return sorted({row["table"] for row in self.teacher.lobby()})

    def look(self) -> None:
        """Follow every table (letting the bots of vanished students play) and redraw;
        while the games move at a pace (the bots finishing them), look every second."""
        self.teacher.poll(limit=STEPS_PER_LOOK)
        if self._usual_look:
            paced = self.teacher.info.steps_per_second is not None and not self.teacher.all_over
            self._look_every = min(self._usual_look, LOOK_WHILE_PACED) if paced else self._usual_look
        self._render()

    def _render(self) -> None:
        teacher = self.teacher
        if teacher is None:
            return
        state = teacher.state
        self._start_button.disabled = state == "ended"
        self._pause_button.disabled = state != "playing"
        self._resume_button.disabled = state != "paused"
        lobby = teacher.lobby()
        students = sorted(row["name"] for row in lobby if row["player"] == "student")
        keep_choice(self._hand_name, [(name, name) for name in students])
        self._lobby.value = lobby_html(lobby, state)
        left = minutes_left(teacher.info)
        self._clock_html.value = ("" if left is None else
                                  f'<div class="ll-class-status ll-clock">{clock_words(left)}</div>')
        self._finish_button.disabled = state == "ended" or teacher.all_over
        self._render_treatments(lobby)
        self._render_prompts()
        self._render_door()
        self._results.value = results_html(teacher.results(), teacher.rules)
        self._answers.value = answers_html(teacher.predictions())

    def _render_door(self) -> None:
        """The requests to be let back in, and the wrong codes per address."""
        teacher = self.teacher
        asking = [((f"{row['name']} (table {row['table']}), from {row['address'] or 'this computer'}, "
                    f"{row['asked_seconds']:.0f} s ago"), row["id"]) for row in teacher.resume_requests()]
        keep_choice(self._requests, asking)
        self._requests_box.layout.display = "" if asking else "none"
        door = teacher.door()
        self._door.value = door_html(door)
        keep_choice(self._door_address, [(row["address"] or "this computer", row["address"]) for row in door])
        self._door_box.layout.display = "" if door else "none"

    def _treatment_options(self) -> list[tuple[str, str]]:
        """The menu of treatments, in the rule set's words."""
        rules = self.teacher.rules
        reform = view.reform_of(rules)
        own = next((regime for regime in rules.regimes if regime != reform), None)
        words = rules.words.regimes
        menu = [(f"{words.get(own, own)} throughout", OWN)]
        if start_option(rules) is not None:
            menu.append((f"{words.get(reform, reform)} from the start", REFORM))
        menu.append((f"{words.get(own, own)}, then {words.get(reform, reform)} from turn...", SWITCH))
        return menu

    def treatment_of(self, kind: str, turn: int) -> dict:
        """The treatment a menu choice stands for (``turn``: the turn of a switch)."""
        rules = self.teacher.rules
        reform = view.reform_of(rules)
        own = next(regime for regime in rules.regimes if regime != reform)
        start = {"start": own} if start_option(rules) is not None else {}
        if kind == REFORM:
            return {"start": reform}
        if kind == SWITCH:
            return start | {"switch_to": reform, "turn": turn}
        return start

    def kind_of(self, treatment: dict) -> str:
        """The menu's choice for a treatment given (own rules, the reform from the start, a switch)."""
        if treatment.get("switch_to") is not None:
            return SWITCH
        return REFORM if self.teacher.starts_under(treatment) == view.reform_of(self.teacher.rules) else OWN

    def _render_treatments(self, lobby: list[dict]) -> None:
        """A row per table: its rules now, a menu of treatments (and a turn), a button."""
        if self._treatments_box.layout.display == "none":
            return
        numbers = tuple(sorted({row["table"] for row in lobby}))
        if numbers != self._treatment_rows_made:
            rows = []
            for number in numbers:
                menu = widgets.Dropdown(options=self._treatment_options(), layout=widgets.Layout(width="330px"))
                turn = widgets.BoundedIntText(value=10, min=1, max=100000, description="turn",
                                              layout=widgets.Layout(width="130px", display="none"))
                give = widgets.Button(description="Give these rules", layout=widgets.Layout(width="auto"))
                now = widgets.HTML("")
                menu.observe(functools.partial(self._on_treatment_kind, turn), names="value")
                give.on_click(functools.partial(self._on_treatment, number, menu, turn))
                row = widgets.HBox([widgets.HTML(f"<b>Table {number}</b>&nbsp;"), now, menu, turn, give],
                                   layout=widgets.Layout(align_items="center", flex_flow="row wrap"))
                row.add_class("ll-treatment")
                rows.append(row)
            self._treatment_rows.children = rows
            self._treatment_rows_made = numbers
            self._treatment_seen = {}
        treatments = self.teacher.treatments()
        begun = {row["table"] for row in lobby if row["started"]}
        tables = self.teacher.tables
        for number, row in zip(numbers, self._treatment_rows.children, strict=True):
            treatment = treatments.get(number, {})
            words = self.teacher.treatment_words(treatment)
            over = number in tables and tables[number].game.is_over
            state = " (over)" if over else " (playing)" if number in begun else ""
            row.children[1].value = f'<span class="ll-hint">{escape(words)}{state}&nbsp;</span>'
            if self._treatment_seen.get(number) != treatment:     # its menu shows what it was given
                self._treatment_seen[number] = treatment
                menu, turn = row.children[2], row.children[3]
                kind = self.kind_of(treatment)
                if kind in dict((value, label) for label, value in menu.options):
                    menu.value = kind
                if kind == SWITCH and treatment.get("turn"):
                    turn.value = treatment["turn"]

    def _on_treatment_kind(self, turn, change) -> None:
        turn.layout.display = "" if change["new"] == SWITCH else "none"

    @guarded
    def _on_treatment(self, number: int, menu, turn, _button=None) -> None:
        kept = self.teacher.set_treatment(number, self.treatment_of(menu.value, turn.value))
        self._say(f"Table {number}: {self.teacher.treatment_words(kept)}.", "info")
        self._render()

    @guarded
    def _on_alternate(self, _button=None) -> None:
        given = self.teacher.alternate()
        if not given:
            self._say("Every table has begun: each keeps the rules it started under.", "warning")
        else:
            words = "; ".join(f"table {number}: {self.teacher.treatment_words(treatment)}"
                              for number, treatment in sorted(given.items()))
            self._say(f"Every other table plays the other rules ({words}).", "info")
        self._render()

    def _render_prompts(self) -> None:
        """Each prompt turned on, with "Show answers on the projector"."""
        prompts = self.teacher.info.prompts
        key = tuple((item["key"], item["text"]) for item in prompts)
        if getattr(self, "_prompt_rows_made", None) == key:
            return
        rows = []
        for item in prompts:
            text = widgets.HTML(f'<span class="ll-prompt">{escape(item["text"])}</span>')
            reveal = widgets.Button(description="Show answers on the projector", layout=widgets.Layout(width="auto"))
            reveal.on_click(functools.partial(self._on_reveal, item["key"]))
            rows.append(widgets.HBox([text, reveal], layout=widgets.Layout(align_items="center")))
        self._prompt_rows.children = rows
        self._prompt_rows_made = key

    @guarded
    def _on_reveal(self, prompt_key: str, _button=None) -> None:
        from landlords.classroom.projector import reveal_answers
        reveal_answers(self.teacher, prompt_key)
        self._say("The answers to that prompt are on the projector.", "info")

    @guarded
    def _on_clock(self, _button=None) -> None:
        self.teacher.set_clock(self._clock_minutes.value)
        self._say(f"The class clock runs: {clock_words(self.teacher.minutes_left())}.", "info")
        self._render()

    @guarded
    def _on_finish(self, _button=None) -> None:
        playing = self.teacher.finish_with_bots()
        if playing:
            self._say(f"The bots play every seat now; the students watch table{'s' if len(playing) != 1 else ''} "
                      f"{', '.join(map(str, playing))} play to the end.", "info")
        else:
            self._say("Every table's game is over.", "info")
        self.look()

    # ------------------------------------------------------------------ callbacks
    def _on_chosen(self, menu: widgets.Dropdown, act, said: str) -> None:
        """``act`` on what ``menu`` has chosen (nothing when it offers nothing), say ``said``
        and redraw."""
        if menu.value is None:
            return
        act(menu.value)
        self._say(said, "info")
        self._render()

    @guarded
    def _on_let_in(self, _button=None) -> None:
        self._on_chosen(self._requests, self.teacher.let_in,
                        "Let in: that page takes the seat (with a new resume code).")

    @guarded
    def _on_refuse(self, _button=None) -> None:
        self._on_chosen(self._requests, self.teacher.refuse, "Refused: that page gets no seat.")

    @guarded
    def _on_unlock(self, _button=None) -> None:
        self._on_chosen(self._door_address, self.teacher.unlock, "That address may try again now.")

    @guarded
    def _on_start(self, _button=None) -> None:
        begun = self.teacher.start()
        self._say(f"Started table{'s' if len(begun) != 1 else ''} {', '.join(map(str, begun))}." if begun
                  else "Every table has started already.", "info")
        self.look()

    @guarded
    def _on_pause(self, _button=None) -> None:
        self.teacher.pause()
        self._say("Paused: no table moves until you resume.", "info")
        self._render()

    @guarded
    def _on_resume(self, _button=None) -> None:
        self.teacher.resume()
        self._say("The class plays on.", "info")
        self._render()

    @guarded
    def _on_end(self, _button=None) -> None:
        self.teacher.end()
        self._say("The session has ended: its code no longer works; the results and the export stay.", "info")
        self._render()

    def _switch(self, turn: int) -> None:
        table = self._switch_table.value or None
        self.teacher.switch(turn=turn, table=table)
        rules = self.teacher.rules
        where = f"table {table}" if table else "every table"
        when = "now" if turn == 0 else f"at turn {turn}"
        self._say(f"{view.capitalized(rules.words.regimes.get(rules.words.reform, rules.words.reform))} "
                  f"for {where} {when}.", "info")
        self.look()

    @guarded
    def _on_switch_at(self, _button=None) -> None:
        self._switch(self._switch_turn.value)

    @guarded
    def _on_switch_now(self, _button=None) -> None:
        self._switch(0)

    @guarded
    def _on_hand(self, _button=None) -> None:
        name = self._hand_name.value
        if not name:
            self._say("Choose a student first.", "warning")
            return
        self.teacher.hand_to_bot(name)
        self._say(f"A bot plays {name}'s seat from now on.", "info")
        self.look()

    @guarded
    def _on_prompts(self, _button=None) -> None:
        lines = [line.strip() for line in self._prompt_text.value.splitlines() if line.strip()]
        self.teacher.set_prompts([{"key": f"prompt-{k + 1}", "text": line} for k, line in enumerate(lines)])
        self._say(f"{len(lines)} prompt{'s' if len(lines) != 1 else ''} turned on for the students.", "info")
        self._render_prompts()

    @guarded
    def _on_export(self, _button=None) -> None:
        data = base64.b64encode(self.teacher.export()).decode("ascii")
        name = f"class-{self.teacher.code}.zip"
        self._export_link.value = (f'<a class="ll-download" download="{name}" '
                                   f'href="data:application/zip;base64,{data}">Download {name}</a>')


def clock_words(left: int | None) -> str:
    """The minutes left on the class clock, in words."""
    if left is None:
        return ""
    if left == 0:
        return "The class time is up."
    return f"{left} minute{'s' if left != 1 else ''} left in the class."


def _number(value, digits: int = 0) -> str:
    if value is None:
        return ""
    if isinstance(value, float) and digits:
        return f"{value:.{digits}f}"
    return f"{value:,.0f}" if isinstance(value, (int, float)) else escape(str(value))


def keep_choice(menu: widgets.Dropdown, options: list[tuple[str, object]]) -> None:
    """Give ``menu`` new ``options``, keeping its choice while it is still offered."""
    if list(menu.options) == options:
        return
    chosen = menu.value
    menu.options = options
    offered = [value for _, value in options]
    menu.value = chosen if chosen in offered else next(iter(offered), None)


def lobby_html(rows: list[dict], state: str) -> str:
    """The lobby: a line per seat (table, seat, name, student or bot, connected; a seat
    live on two pages or more is marked)."""
    lines = []
    for row in rows:
        who = escape(row["name"] or "(a bot once started)")
        marked = ""
        if row["player"] == "student":
            status = "connected" if row["connected"] else f"not seen for {row['last_seen_seconds']:.0f} s"
            if row.get("pages", 0) > 1:
                status = f"open on {row['pages']} pages (two tabs, or someone else)"
                marked = ' class="ll-twice"'
        elif row.get("student"):
            status = f"handed to a bot: {row['bot']}"
        else:
            status = f"bot: {row['bot']}"
        lines.append(f'<tr data-table="{row["table"]}"{marked}><td>{row["table"]}</td><td>{row["seat"]}</td>'
                     f'<td>{who}</td><td>{escape(status)}</td></tr>')
    joined = sum(row["player"] == "student" for row in rows)
    doing = {"lobby": "waiting to start", "playing": "playing", "paused": "paused by you",
             "ended": "over"}.get(state, state)
    return (f'<div class="ll-class-status">The session is {escape(doing)}; {joined} student'
            f'{"s" if joined != 1 else ""} joined.</div><table class="ll-lobby"><tr><th>Table</th>'
            f'<th>Seat</th><th>Name</th><th>Player</th></tr>' + "".join(lines) + "</table>")


def door_html(rows: list[dict]) -> str:
    """The wrong join and resume codes of the last minutes, per address."""
    if not rows:
        return ""
    lines = []
    for row in rows:
        locked = row["locked_seconds"]
        state = (f"locked out for {max(1, round(locked / 60))} more min" if locked is not None
                 else "slowed down" if row["wrong"] >= door.FREE_TRIES else "")
        lines.append(f'<tr><td>{escape(row["address"] or "this computer")}</td><td>{row["wrong"]}</td>'
                     f'<td>{escape(" and ".join(row["what"]))}</td><td>{row["last_seconds"]:.0f} s ago</td>'
                     f'<td>{escape(state)}</td></tr>')
    return ('<div class="ll-feed-title">Wrong codes at the door (last ten minutes)</div><table class="ll-door">'
            "<tr><th>Address</th><th>Wrong</th><th>Codes</th><th>Last</th><th></th></tr>" + "".join(lines) + "</table>")


def results_html(rows: list[dict], rules) -> str:
    """The projected results: per table and for the class, by phase (before and after
    the switch), the Gini of wealth, wealth, the rule set's money series and measures."""
    if not rows:
        return '<div class="ll-class-status">No table has started yet.</div>'
    columns = [("gini", "Gini of wealth", 3, ""), ("wealth", "Total wealth", 0, "book value of everything held")]
    columns += [(column, label, 0, "at the phase's end") for column, label in rules.money_series.items()]
    for measure, label in rules.measures.items():
        short = view.capitalized(measure.replace("_", " "))
        columns += [(measure, short, 0, label), (f"{measure}_per_turn", f"{short} per turn", 1, label)]
    head = "".join(f'<th title="{escape(about)}">{escape(label)}</th>' for _, label, _, about in columns)
    lines = []
    for row in rows:
        regime = rules.words.regimes.get(row["regime"], row["regime"] or "")
        cells = "".join(f"<td>{_number(row.get(column), digits)}</td>" for column, _, digits, _ in columns)
        lines.append(f'<tr data-table="{row["table"]}"><td>{escape(str(row["table"]))}</td>'
                     f'<td>{escape(row["phase"])}</td><td>{escape(regime)}</td><td>{_number(row["turns"])}</td>'
                     f"{cells}</tr>")
    return ('<table class="ll-results"><tr><th>Table</th><th>Phase</th><th>Rules</th><th>Turns</th>'
            f"{head}</tr>" + "".join(lines) + "</table>")


def answers_html(answers: list[dict]) -> str:
    """The students' answers to the prompts, by table."""
    if not answers:
        return ""
    lines = "".join(f'<tr><td>{row["table"]}</td><td>{escape(row["name"])}</td><td>{escape(row["prompt"])}</td>'
                    f'<td>{escape(row["answer"])}</td></tr>' for row in answers)
    return ('<div class="ll-feed-title">The students\' predictions</div><table class="ll-answers">'
            "<tr><th>Table</th><th>Name</th><th>Prompt</th><th>Answer</th></tr>" + lines + "</table>")


__all__ = ["KEY_VARIABLE", "STUDENT_URL_VARIABLE", "TeacherApp", "answers_html",
           "clock_words", "door_html", "keep_choice", "key_allowed", "key_from_request", "lobby_html",
           "page_base", "projector_address", "results_html", "shown_options", "watch_note"]
