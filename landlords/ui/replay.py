"""The Replay app: scrub through a recorded game step by step, branch it at any step under
other rules (or with another decision), and compare the two futures: one board at a time
at full size, with its game's facts above it (a toggle shows the other game's), and the
charts of both games, one measure at a time.

It works for a game of any rule set, and learns about it only through the rule-set
interface: the tables are ``game.table(viewer)``, the decisions a branch can take are
``game.prompt()``'s choices and amounts, the regimes and money are named in the rule
set's words, and the charts draw its money series.

``ReplayApp`` is an ipywidgets ``VBox`` with private children, built like the Play app:
``_build_*`` make the widgets, ``_wire`` connects them, callbacks are short and call the
public face (:class:`landlords.branching.Timeline`, :func:`~landlords.branching.branch`,
:func:`~landlords.branching.continue_like_parent`), then re-render.  The game on show is
always a fresh clone from the timeline, so nothing the app does can change a record.

    >>> from landlords.ui import ReplayApp
    >>> app = ReplayApp()          # the shipped example game, at its first step
    >>> app.show_step(120)
    >>> app.branch_here(switch_rules=app.game.rules.words.reform)
    >>> app                        # doctest: +SKIP  (in a notebook or Voila)
"""

from __future__ import annotations

import functools
from html import escape

import ipywidgets as widgets

import landlords
from landlords import charts
from landlords.engine.branching import Timeline, branch, continue_like_parent
from landlords.engine.examples import example_names, example_record, example_title
from landlords.metrics import gini

from ..render import view
from ..render.board import purse_amount
from ..render.feed import FEED_LENGTH, feed_html
from ..render.landing import LandingLayer
from ..render.seats import seat_choices, take_seat
from ..render.tables import named_purses, table_html
from .apps import app_named
from .common import (
    STYLE,
    AppBase,
    captions_html,
    download_link,
    guarded,
    landing_toggle,
    record_of_upload,
    sync_landing_toggle,
    update_chart,
)

#: The engine's own event kinds a learner may jump to, in plain words; the rule set's kinds
#: follow (each in the game's words: its first sentence in the game), and the game's end
#: comes last.
JUMP_KINDS = {"rules_switched": "a switch of rules", "game_over": "the end of the game"}
#: Event kinds not offered as jumps: they happen at almost every step.
ROUTINE_KINDS = frozenset({"paid", "decided"})
#: How many amounts of a decision's number box the branch menu offers.
AMOUNT_CHOICES = 6


def _shortened(sentence: str, most: int = 46) -> str:
    """``sentence`` cut at a word to at most ``most`` characters ("…" where cut)."""
    if len(sentence) <= most:
        return sentence.rstrip(".")
    return sentence[:most].rsplit(" ", 1)[0].rstrip(" ,:;.") + "\u2026"


def amount_picks(amount, count: int = AMOUNT_CHOICES) -> list[int]:
    """Up to ``count`` amounts the prompt's :class:`~landlords.engine.prompt.Amount`
    accepts, spread from its least to its most."""
    steps = (amount.maximum - amount.minimum) // amount.step
    picks = []
    for i in range(count):
        value = amount.minimum + round(i * steps / max(count - 1, 1)) * amount.step
        while value in amount.excluded and value + amount.step <= amount.maximum:
            value += amount.step
        if amount.allows(value) and value not in picks:
            picks.append(value)
    return picks


class ReplayApp(AppBase):
    """Replay a recorded game, branch it, and compare the branch with the game it left.

    Args:
        record: what to replay: a :class:`~landlords.GameRecord`, a path, JSON text, a
            finished or running game; by default the shipped example game.
        step: the log step to show first.
        lazy_charts: build the charts only once the app is on screen (see ``PlayApp``).
        on_back: if given, a "Back" button calls it (the Play app uses this when it opens
            its game here).
    """

    def __init__(self, record=None, *, step: int = 0, lazy_charts: bool = True, on_back=None) -> None:
        super().__init__()
        self._lazy_charts = lazy_charts
        self._on_back_callback = on_back
        self._runs: list[dict] = []
        self._selected = 0
        self._step = 0
        self._game = None
        self._other = None
        self._board_shown = None          # the board on show when comparing (None: the one scrubbed)
        self._branches_made = 0
        self._syncing = False
        self._shown: dict = {}
        self._build_header()
        self._build_source()
        self._build_scrubber()
        self._build_branching()
        self._build_stage()
        self._build_charts()
        self._layout()
        self._wire()
        if record is None:
            self._load(example_record(), example=example_names()[0])
        else:
            self._load(record)
        if step:
            self.show_step(step)
        if not lazy_charts:
            self.show_charts()

    # ------------------------------------------------------------------ public face
    @property
    def timeline(self) -> Timeline:
        """The timeline being scrubbed (the original game, or the branch when it is selected)."""
        return self._runs[self._selected]["timeline"]

    @property
    def step(self) -> int:
        """The log step on show in the selected timeline."""
        return self._step

    @property
    def game(self):
        """The game at the step on show (a clone: reading it is safe, changing it changes nothing)."""
        return self._game

    @property
    def branch_game(self):
        """The branch as it stands at its end, or None before ``branch_here``."""
        return self._runs[1]["end"] if len(self._runs) > 1 else None

    @property
    def comparing(self) -> bool:
        """True when a branch is shown side by side with the game it left."""
        return len(self._runs) > 1

    @property
    def charts(self):
        """The charts' ``FigureWidget`` (``None`` until the app is shown, see ``lazy_charts``)."""
        return self._chart

    def load(self, source) -> None:
        """Replay ``source`` (a record, path, JSON text or game) from its first step.

        Raises:
            RecordError: the record is invalid or was altered (the app keeps what it showed).
        """
        self._load(source)

    def _load(self, source, example: str | None = None) -> None:
        timeline = Timeline(source)
        self._syncing = True
        try:
            self._examples.value = example                  # blank unless it is an example
        finally:
            self._syncing = False
        self._runs = [self._run("original", timeline)]
        self._save_link.value = ""
        self._selected = 0
        self._branches_made = 0
        self._shown.clear()
        self._sync_runs()
        self._summary.value = self._summary_html(timeline)
        self._fill_jump_kinds()
        self.show_step(0)

    def show_step(self, step: int) -> None:
        """Show the selected timeline after ``step`` log steps (0 to its length).

        Raises:
            RecordError: ``step`` is out of range (nothing changes).
        """
        game = self.timeline.at(step)
        self._step = step
        self._game = game
        self._render()

    def select(self, which: int) -> None:
        """Scrub the original game (0) or the branch (1), keeping the turn on show."""
        if not 0 <= which < len(self._runs):
            raise landlords.IllegalActionError(f"there is no timeline {which}; "
                                               f"there are {len(self._runs)}")
        if which == self._selected:
            return
        step = self._matching_step(self._runs[which], self._runs[self._selected], self._step)
        self._selected = which
        self._board_shown = None
        self._save_link.value = ""
        self._sync_runs()
        self.show_step(step)

    def branch_here(self, switch_rules: str | None = None, action=None, *, again: bool = False) -> None:
        """Leave the timeline on show at this step with a change, and let the game play on.

        The bots and chance play the branch to its end (chance gives it the same dice
        and cards wherever it asks for the same draw); a person's decision that the
        branch reaches in a state of its own stops it there.  The branch is then compared
        with the timeline it left (its board shown), and selected.  ``again=True`` branches
        with no change at all: the same game again (a game with nothing to change, such
        as one where only chance acts, can still be branched, and shows that chance is
        keyed, not drawn afresh).

        Raises:
            IllegalActionError, InvalidActionError, GameOverError: the change is not
            allowed at this step (nothing changes).
        """
        if switch_rules is None and action is None and not again:
            raise landlords.IllegalActionError("a branch needs a change: other rules or another decision")
        parent = self._runs[self._selected]
        at = self._step
        game = branch(parent["timeline"], at, switch_rules=switch_rules, action=action)
        continue_like_parent(game, parent["timeline"])
        self._branches_made += 1
        child = self._run(f"branch {self._branches_made}", Timeline(game))
        child["from"] = {"step": at, "turn": parent["timeline"].turn_at(at),
                         "change": self._change_words(switch_rules, action, parent["timeline"].at(at)),
                         "stopped": None if game.is_over else game.to_move}
        self._runs = [parent, child]
        self._selected = 1
        self._board_shown = None
        self._save_link.value = ""
        self._shown.clear()
        self._sync_runs()
        self._fill_jump_kinds()
        self.show_step(min(at + 1, len(child["timeline"])))
        stopped = child["from"]["stopped"]
        if stopped:
            self._say(f"The branch stops at {stopped}'s decision: a person played {stopped}, and "
                      f"the branch has left the original game. Press Play from here to decide.", "info")
        else:
            self._say(f"{child['label'].capitalize()}: {child['from']['change']}. "
                      f"{self._ending(child['end'])}", "info")

    def drop_branch(self) -> None:
        """Forget the branch and scrub the original game again (at the same turn)."""
        if not self.comparing:
            return
        step = self._matching_step(self._runs[0], self._runs[self._selected], self._step)
        self._runs = self._runs[:1]
        self._selected = 0
        self._board_shown = None
        self._shown.clear()
        self._sync_runs()
        self._fill_jump_kinds()
        self.show_step(step)

    def show_charts(self) -> None:
        """Build the charts if they are not there yet."""
        if self._chart is not None:
            return
        self._sync_measures()
        self._place_chart(self._chart_spec(), self._panels())
        self._shown.pop("charts", None)
        self._update_charts()

    # ------------------------------------------------------------------ widgets
    def _build_header(self) -> None:
        self._header = widgets.HTML(STYLE + (
            '<div class="ll-header"><span class="ll-title">Replay and branch</span>'
            '<span class="ll-sub">scrub through a game, change the rules at any moment, and compare '
            'both futures: same dice, different rules</span></div>'))
        self._back_button = widgets.Button(description="◀ Back to the game", layout=widgets.Layout(width="auto"))

    def _build_source(self) -> None:
        self._examples = widgets.Dropdown(options=[(example_title(n), n) for n in example_names()],
                                          value=None, layout=widgets.Layout(width="440px"))
        self._open_example = widgets.Button(description="Open example", layout=widgets.Layout(width="auto"))
        self._upload = widgets.FileUpload(accept=".json,application/json", multiple=False, icon="",
                                          description="Load a record", layout=widgets.Layout(width="auto"))
        self._upload.add_class("ll-upload")
        self._upload.add_class("ll-upload-record")
        self._summary = widgets.HTML("")
        self._save_button = widgets.Button(description="Save record", tooltip=(
            "A download link for the record of the game scrubbed (a branch keeps where it left its parent)"),
            layout=widgets.Layout(width="auto"))
        self._save_link = widgets.HTML("")
        self._source_row = widgets.HBox([self._examples, self._open_example, self._upload, self._save_button,
                                         self._save_link],
                                        layout=widgets.Layout(flex_flow="row wrap", align_items="center"))

    def _build_scrubber(self) -> None:
        small = functools.partial(widgets.Button, layout=widgets.Layout(width="auto", min_width="44px"))
        self._which = widgets.ToggleButtons(options=[("original", 0)], description="Scrub",
                                            style={"button_width": "auto"})
        self._first = small(description="Start", tooltip="the start of the game")
        self._turn_back = small(description="◀ turn", tooltip="the start of this turn, or of the one before")
        self._back = small(description="◀", tooltip="one step back")
        self._slider = widgets.IntSlider(value=0, min=0, max=1, step=1, continuous_update=False,
                                         readout=False, layout=widgets.Layout(width="420px"))
        self._forward = small(description="▶", tooltip="one step forward")
        self._turn_forward = small(description="turn ▶", tooltip="the start of the next turn")
        self._last = small(description="End", tooltip="the end of the game")
        self._where = widgets.HTML("")
        self._jump_kind = widgets.Dropdown(description="Jump to", layout=widgets.Layout(width="360px"))
        self._jump_back = small(description="◀ previous", tooltip="the previous step with such an event")
        self._jump_next = small(description="next ▶", tooltip="the next step with such an event")
        self._scrub_row = widgets.HBox(
            [self._first, self._turn_back, self._back, self._slider, self._forward, self._turn_forward,
             self._last], layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        self._landing = LandingLayer()
        self._landing_toggle = landing_toggle()
        self._landing_toggle.layout.margin = "0 0 0 18px"
        self._jump_row = widgets.HBox([self._jump_kind, self._jump_back, self._jump_next, self._landing_toggle],
                                      layout=widgets.Layout(flex_flow="row wrap", align_items="center"))

    def _build_branching(self) -> None:
        self._change = widgets.Dropdown(description="What if", layout=widgets.Layout(width="440px"))
        self._branch_button = widgets.Button(description="Branch here", button_style="success",
                                             tooltip="Continue from here with the change chosen",
                                             layout=widgets.Layout(width="auto"))
        self._seat = widgets.Dropdown(description="You play", style={"description_width": "initial"},
                                      layout=widgets.Layout(width="auto", min_width="200px"))
        self._seat.add_class("ll-seat-choice")
        self._play_button = widgets.Button(description="Play from here", tooltip=(
            "Open the game as it stands here in the Play app: you decide for the player chosen, "
            "the others stay bots"), layout=widgets.Layout(width="auto"))
        self._drop_button = widgets.Button(description="Drop the branch", layout=widgets.Layout(width="auto"))
        self._message = widgets.HTML("")
        self._message.add_class("ll-message")
        self._branch_row = widgets.HBox(
            [self._change, self._branch_button, self._seat, self._play_button, self._drop_button],
            layout=widgets.Layout(flex_flow="row wrap", align_items="center"))

    def _build_stage(self) -> None:
        self._titles = [widgets.HTML(""), widgets.HTML("")]
        self._boards = [widgets.HTML(""), widgets.HTML("")]
        self._columns = [widgets.VBox([self._titles[k], self._boards[k]],
                                      layout=widgets.Layout(flex="0 1 720px", min_width="420px",
                                                            padding="0 6px"))
                         for k in range(2)]
        self._feed = widgets.HTML("")
        self._feed_title = widgets.HTML('<div class="ll-feed-title">What happened (newest first; '
                                        'the moment on show is marked)</div>')
        self._side = widgets.VBox([self._feed_title, self._feed],
                                  layout=widgets.Layout(flex="1 1 380px", min_width="320px",
                                                        padding="0 0 0 14px"))
        # Comparing, one board is shown at a time, at the size of a single game's: this
        # toggle shows the other (two boards side by side are too small to read).
        self._board_choice = widgets.ToggleButtons(options=[], description="Board shown",
                                                   style={"button_width": "auto", "description_width": "initial"},
                                                   tooltip="Which game's board to show")
        self._board_choice.add_class("ll-board-choice")
        self._board_choice.layout.display = "none"
        self._stage = widgets.HBox([], layout=widgets.Layout(width="100%", align_items="flex-start"))
        self._below = widgets.VBox([])

    def _build_charts(self) -> None:
        self._build_chart_slot(min_height="400px")
        self._measure = widgets.ToggleButtons(options=[], style={"button_width": "auto"},
                                              tooltip="The measure the two games are compared by")
        self._measure.add_class("ll-measure")
        self._measure_row = widgets.HBox(
            [widgets.HTML('<b class="ll-measure-label">Compare the two games by:&nbsp;</b>'), self._measure],
            layout=widgets.Layout(flex_flow="row wrap", align_items="center", display="none"))
        self._captions = widgets.HTML("")

    def _layout(self) -> None:
        self.add_class("ll-app")
        self.add_class("ll-replay")
        top = [self._header] + ([widgets.HBox([self._back_button])] if self._on_back_callback else [])
        self.children = top + [
            self._source_row, self._summary, self._which, self._scrub_row, self._where, self._jump_row,
            self._branch_row, self._message, self._board_choice, self._stage, self._below, self._measure_row, self._chart_slot,
            self._captions, self._probe]

    def _wire(self) -> None:
        self._open_example.on_click(self._on_open_example)
        self._upload.observe(self._on_upload, names="value")
        self._which.observe(self._on_which, names="value")
        self._slider.observe(self._on_slider, names="value")
        self._first.on_click(functools.partial(self._on_move, "first"))
        self._turn_back.on_click(functools.partial(self._on_move, "turn_back"))
        self._back.on_click(functools.partial(self._on_move, "back"))
        self._forward.on_click(functools.partial(self._on_move, "forward"))
        self._turn_forward.on_click(functools.partial(self._on_move, "turn_forward"))
        self._last.on_click(functools.partial(self._on_move, "last"))
        self._jump_back.on_click(functools.partial(self._on_jump, -1))
        self._jump_next.on_click(functools.partial(self._on_jump, +1))
        self._branch_button.on_click(self._on_branch)
        self._save_button.on_click(self._on_save)
        self._play_button.on_click(self._on_play_here)
        self._drop_button.on_click(self._on_drop)
        self._landing_toggle.observe(self._on_landing, names="value")
        self._measure.observe(self._on_measure, names="value")
        self._board_choice.observe(self._on_board_choice, names="value")
        self._back_button.on_click(self._on_back)

    # ------------------------------------------------------------------ callbacks
    @guarded
    def _on_open_example(self, _button) -> None:
        name = self._examples.value or example_names()[0]
        self._load(example_record(name), example=name)
        self._say(f"Opened the example: {example_title(name)}.", "info")

    @guarded
    def _on_upload(self, change) -> None:
        upload = self._take_upload(change)
        if upload is None:
            return
        name, data = record_of_upload(upload)
        self.load(data)
        self._say(f"Loaded {name}: {len(self.timeline)} steps. Scrub, jump, or branch it.", "info")

    @guarded
    def _on_which(self, change) -> None:
        if self._syncing:
            return
        self.select(change["new"])

    @guarded
    def _on_slider(self, change) -> None:
        if self._syncing or change["new"] == self._step:
            return
        self.show_step(change["new"])

    @guarded
    def _on_move(self, where, _button) -> None:
        timeline, step = self.timeline, self._step
        turn = timeline.turn_at(step)
        target = {
            "first": 0,
            "back": step - 1,
            "forward": step + 1,
            "last": len(timeline),
            "turn_forward": timeline.step_of_turn(turn + 1),
            "turn_back": (timeline.step_of_turn(turn) if timeline.step_of_turn(turn) < step
                          else timeline.step_of_turn(turn - 1)),
        }[where]
        target = max(0, min(len(timeline), target))
        if target != step:
            self.show_step(target)
            self._say("")

    @guarded
    def _on_jump(self, direction, _button) -> None:
        kind = self._jump_kind.value
        if kind is None:
            return
        timeline = self.timeline
        found = (timeline.next_step_of(kind, self._step) if direction > 0
                 else timeline.previous_step_of(kind, self._step))
        words = self._jump_words(kind)
        if found is None:
            self._say(f"There is no {'later' if direction > 0 else 'earlier'} step with {words}.", "info")
            return
        self.show_step(found)
        self._say("")

    @guarded
    def _on_branch(self, _button) -> None:
        choice = self._change.value
        if choice is None:
            self._say("There is nothing to change at this step (the game is over).", "warning")
            return
        what, value = choice
        if what == "switch":
            self.branch_here(switch_rules=value)
        elif what == "again":
            self.branch_here(again=True)
        else:
            self.branch_here(action=value)

    @guarded
    def _on_landing(self, change) -> None:
        if self._syncing:
            return
        self._landing.on = bool(change["new"])
        self._render()

    @guarded
    def _on_save(self, _button) -> None:
        run = self._runs[self._selected]
        record = run["timeline"].record
        name = f"landlords-seed{record.seed}-{run['label'].replace(' ', '-')}.json"
        self._save_link.value = download_link(record, name)

    @guarded
    def _on_board_choice(self, change) -> None:
        if self._syncing or change["new"] is None:
            return
        self.show_board(change["new"])

    def show_board(self, which: int) -> None:
        """While comparing, show the board of the original game (0) or of the branch (1);
        the game scrubbed stays the same."""
        if not 0 <= which < len(self._runs):
            raise landlords.IllegalActionError(f"there is no timeline {which}; there are {len(self._runs)}")
        self._board_shown = which
        self._render_stage()

    @property
    def board_shown(self) -> int:
        """Which game's board is on show (0 the original, 1 the branch)."""
        return self._selected if self._board_shown is None or not self.comparing else self._board_shown

    @guarded
    def _on_measure(self, _change) -> None:
        if not self._syncing:
            self._update_charts()

    @guarded
    def _on_drop(self, _button) -> None:
        self.drop_branch()
        self._say("The branch is dropped.", "info")

    @guarded
    def _on_play_here(self, _button) -> None:
        PlayApp = app_named("play").load()
        seat = self._seat.value
        game = take_seat(self.timeline.at(self._step), seat)
        back = widgets.Button(description="◀ Back to the replay", layout=widgets.Layout(width="auto"))
        kept = self.children
        player = PlayApp(game)
        others = [name for name in game.players if name != seat]
        player.say(f"You play {seat} from turn {game.turn}; "
                   f"{', '.join(others[:6])}{' and more' if len(others) > 6 else ''} stay bots.")

        def restore(_button):
            self.children = kept
        back.on_click(restore)
        self.children = [widgets.HBox([back]), player]

    def _on_back(self, _button) -> None:
        if self._on_back_callback is not None:
            self._on_back_callback()

    # ------------------------------------------------------------------ helpers
    def _run(self, label: str, timeline: Timeline) -> dict:
        end = timeline.at(len(timeline))
        levies = [levy for levy in view.levies(timeline) if levy.changed]
        return {"label": label, "timeline": timeline, "end": end,
                "history": view.market_history(end.history(), timeline),
                "switches": view.switches(end), "start": timeline.at(0).regime, "from": None,
                "recounts": [levy.turn for levy in levies], "levies": levies}

    @staticmethod
    def _matching_step(target: dict, source: dict, step: int) -> int:
        """The step of ``target`` that shows the same moment as ``step`` of ``source``.

        Before the runs parted they share their log, so the step is the same; after it,
        the first step of the same turn (not before the branch point).
        """
        if target is source:
            return step
        parted = max((run["from"] or {}).get("step", 0) for run in (target, source))
        timeline = target["timeline"]
        if step <= parted:
            return min(step, len(timeline))
        turn = source["timeline"].turn_at(step)
        return max(min(parted + 1, len(timeline)), timeline.step_of_turn(turn))

    def _sync_runs(self) -> None:
        self._syncing = True
        try:
            options = [(run["label"], k) for k, run in enumerate(self._runs)]
            if list(self._which.options) != options:
                self._which.options = options
            self._which.value = self._selected
        finally:
            self._syncing = False
        self._which.layout.display = "" if self.comparing else "none"
        self._drop_button.layout.display = "" if self.comparing else "none"

    def _fill_jump_kinds(self) -> None:
        kinds = set()
        for run in self._runs:
            kinds.update(run["timeline"].event_kinds())
        ordered = [k for k in JUMP_KINDS if k in kinds and k != "game_over"]
        ordered += sorted(k for k in kinds if k not in JUMP_KINDS and k not in ROUTINE_KINDS)
        ordered += ["game_over"] if "game_over" in kinds else []
        self._jump_labels = {k: self._example_words(k) for k in ordered}
        options = [(self._jump_labels[k], k) for k in ordered]
        keep = self._jump_kind.value
        self._jump_kind.options = options
        if keep in dict(options).values():
            self._jump_kind.value = keep
        elif options:
            self._jump_kind.value = options[0][1]

    def _example_words(self, kind: str) -> str:
        """How the jump list names ``kind``: the engine's words for its own kinds, else
        the game's own sentence for the first such event ("like “Ann stopped on Fuel: …”")."""
        if kind in JUMP_KINDS:
            return JUMP_KINDS[kind]
        for run in self._runs:
            timeline = run["timeline"]
            steps = timeline.steps_of(kind)
            if not steps:
                continue
            step = steps[0]
            said = [event.text for event in timeline.at(step).events_of(kind) if event.step == step]
            if said:
                return f"like \u201c{_shortened(said[0])}\u201d"
        return kind.replace("_", " ")

    def _jump_words(self, kind: str) -> str:
        """The jump list's words for ``kind``, as a message says them."""
        words = getattr(self, "_jump_labels", {}).get(kind) or JUMP_KINDS.get(kind, kind.replace("_", " "))
        return words if kind in JUMP_KINDS else f"an event {words}"

    def _change_options(self, game) -> list:
        """The changes a branch may make at this step: other rules, or another decision
        (the prompt's choices, and a few amounts of its number box)."""
        if game.is_over:
            return []
        options = []
        for regime in game.rules.regimes:
            if regime != game.regime:
                options.append((f"Switch to {view.regime_words(game, regime)} here", ("switch", regime)))
        mover = game.to_move
        if mover is not None and mover != landlords.CHANCE:
            record = self.timeline.record
            taken = tuple(record.log[self._step][1:]) if self._step < len(record.log) else None
            prompt = game.prompt()
            actions = []
            if prompt.amount is not None:
                actions += [action for action in map(prompt.amount.action, amount_picks(prompt.amount))
                            if game.is_legal(action)]
            actions += [choice.action for choice in prompt.choices]
            for action in actions:
                if tuple(action) != taken:
                    options.append((f"{mover} decides instead: {game.describe_action(action)}",
                                    ("action", action)))
        options.append(("No change: play on again from here (the same dice and cards)", ("again", None)))
        return options

    @staticmethod
    def _change_words(switch_rules, action, game) -> str:
        if switch_rules is None and action is None:
            return f"no change from turn {game.turn}"
        if switch_rules is not None:
            return f"{view.regime_words(game, switch_rules)} from turn {game.turn}"
        return f"at turn {game.turn}, {game.to_move} decides instead: {game.describe_action(action)}"

    @staticmethod
    def _ending(game) -> str:
        outcome = game.outcome
        if outcome is None:
            return f"It stops at turn {game.turn}, {game.to_move} to decide."
        if outcome.capped:
            return f"It was stopped by the cap on its length at turn {game.turn}."
        if outcome.winner:
            _, score = outcome.standings[0]
            return f"{outcome.winner} wins at turn {game.turn} with {game.money(score)}."
        return f"It ends in a tie at turn {game.turn}."

    @staticmethod
    def _summary_html(timeline: Timeline) -> str:
        record = timeline.record
        players = ", ".join(f"{escape(p['name'])}" + (f" ({escape(p['bot'])})" if p.get("bot") else " (person)")
                            for p in record.players)
        end = timeline.at(len(timeline))
        switches = view.switches(end)
        switched = ("; rules switched " + ", ".join(f"to {view.regime_words(end, r)} at turn {t}"
                                                    for t, r in switches)) if switches else ""
        branch_of = record.branch_of
        parent = "; a branch of another game" if branch_of else ""
        title = end.rules.title or record.rules
        return (f'<div class="ll-summary"><b>{escape(title)}</b>, seed {record.seed}: '
                f'{players}. '
                f'{end.turn} turns{escape(switched)}{escape(parent)}. '
                f'{escape(ReplayApp._ending(end))}</div>')

    # ------------------------------------------------------------------ rendering
    def _render(self) -> None:
        if self._game is None:
            return
        game, timeline, step = self._game, self.timeline, self._step
        self._syncing = True
        try:
            self._slider.max = len(timeline)
            self._slider.value = step
        finally:
            self._syncing = False
        self._first.disabled = self._back.disabled = self._turn_back.disabled = step == 0
        self._last.disabled = self._forward.disabled = self._turn_forward.disabled = step == len(timeline)
        options = self._change_options(game)
        keep = self._change.value
        self._change.options = options or [("(the game is over here)", None)]
        offered = [value for _, value in self._change.options]
        self._change.value = keep if keep in offered else offered[0]
        self._branch_button.disabled = not options
        self._play_button.disabled = self._seat.disabled = game.is_over
        self._sync_seat(game)
        self._render_stage()
        self._sync_landing()
        self._where.value = self._where_html(game, timeline, step)       # after the boards it tells of
        self._update_charts()

    def _sync_seat(self, game) -> None:
        """Offer every player to take over; the one to decide now first chosen."""
        options = seat_choices(game)
        if tuple(self._seat.options) != tuple(options):
            keep = self._seat.value
            self._seat.options = options
            self._seat.value = keep if keep in game.players else game.players[0]
        mover = game.to_move
        if mover in game.players and self._shown.get("seat") != (id(game), self._step):
            self._seat.value = mover
        self._shown["seat"] = (id(game), self._step)

    def _sync_landing(self) -> None:
        """The "Where tokens land" toggle: shown for a board, off after a problem (said)."""
        if self._landing.problem:
            self._say(self._landing.problem, "warning")
            self._landing.problem = ""
        sync_landing_toggle(self._landing_toggle, self._landing, self._game)
        self._syncing = True
        try:
            self._landing_toggle.value = self._landing.on
        finally:
            self._syncing = False

    def _where_html(self, game, timeline, step) -> str:
        mover = game.to_move
        if mover is None:
            who = "the game is over"
        elif mover == landlords.CHANCE:
            who = "chance acts next"
        else:
            title = game.prompt().title
            who = f"{mover} to decide" + (f": {title}" if title and mover not in title else "")
        regime = view.regime_words(game, game.regime)
        label = self._runs[self._selected]["label"]
        return (f'<div class="ll-where" data-step="{step}" data-turn="{game.turn}">'
                f'<b>{escape(label.capitalize())}: step {step} of {len(timeline)}</b> &middot; turn {game.turn}'
                f' &middot; {escape(who)}' + (f' &middot; {escape(regime)} in force' if regime else "")
                + "</div>")

    def _render_stage(self) -> None:
        game = self._game
        palette = view.colors(game)
        self._feed.value = feed_html(game.last_events(FEED_LENGTH), palette, mark_step=self._step)
        if not self.comparing:
            self._other = None
            self._boards[0].value = table_html(game, view.viewer(game, mover_first=False),
                                               self._landing.overlay(game),
                                               self._levy_notes(self._runs[self._selected], game))
            self._titles[0].value = ""
            self._columns[0].layout.display = ""
            self._board_choice.layout.display = "none"
            if self._stage.children != (self._columns[0], self._side):
                self._stage.children = [self._columns[0], self._side]
                self._below.children = []
            return
        this, other = self._runs[self._selected], self._runs[1 - self._selected]
        other_step = self._matching_step(other, this, self._step)
        self._other = other["timeline"].at(other_step)
        shown = {self._selected: (game, self._step), 1 - self._selected: (self._other, other_step)}
        for k in sorted(range(2), key=lambda k: k == self._selected):   # the one left first: no moment
            shown_game, shown_step = shown[k]                              # with both titles selected
            self._boards[k].value = table_html(shown_game, view.viewer(shown_game, mover_first=False),
                                               self._landing.overlay(shown_game),
                                               self._levy_notes(self._runs[k], shown_game))
            self._titles[k].value = self._column_title(self._runs[k], shown_game, shown_step,
                                                       selected=k == self._selected)
        on_show = self.board_shown
        for k in range(2):
            self._columns[k].layout.display = "" if k == on_show else "none"
        self._syncing = True
        try:
            options = [(self._board_label(k), k) for k in range(2)]
            if list(self._board_choice.options) != options:
                self._board_choice.options = options
            self._board_choice.value = on_show
        finally:
            self._syncing = False
        self._board_choice.layout.display = ""
        if self._stage.children != (*self._columns, self._side):
            self._stage.children = [*self._columns, self._side]
            self._below.children = []

    @staticmethod
    def _levy_notes(run, game) -> list[str]:
        """What the last switch of ``run`` up to the moment shown changed in the count, for
        its table (nothing before the first switch that changed it)."""
        done = [levy for levy in run["levies"] if levy.turn <= game.turn and (
            levy.turn < game.turn or game.regime == levy.regime)]
        return [done[-1].board_note(game.money)] if done else []

    def _board_label(self, k: int) -> str:
        run = self._runs[k]
        label = "the original game" if run["label"] == "original" else run["label"]
        return view.capitalized(label) + (" (scrubbed)" if k == self._selected else "")

    def _column_title(self, run, game, step, selected) -> str:
        came = run["from"]
        what = (f"{escape(run['label'].capitalize())}: {escape(came['change'])}" if came
                else "The original game" if run["label"] == "original" else escape(run["label"].capitalize()))
        table = named_purses(game.table(), game.rules.words)
        purses = "".join(f" &middot; {escape(p.label)} {escape(purse_amount(p, game.money))}"
                         for p in table.purses)
        values = view.yardsticks(game)
        facts = (f"turn {game.turn} &middot; Gini {gini([v[0] for v in values.values()]):.2f} at market value "
                 f"({gini([v[1] for v in values.values()]):.2f} by the rules' score){purses}")
        end = escape(self._ending(run["end"]))
        mark = " ll-col-selected" if selected else ""
        return (f'<div class="ll-col-title{mark}" data-label="{escape(run["label"])}"><b>{what}</b><br>'
                f'<span class="ll-col-facts">{facts}</span><br><span class="ll-col-end">{end}</span></div>')

    def _panels(self) -> list[str]:
        """The panels charted: one measure at a time when comparing, else every panel."""
        game = self._game
        if self.comparing:
            return [self._measure.value]
        return charts.panels_for(game.rules, game.history_columns())

    def _sync_measures(self) -> None:
        """The measure selector: shown while comparing, offering the game's panels."""
        game = self._game
        options = charts.compare_measures(game.rules, game.history_columns(), "market")
        if tuple(self._measure.options) != tuple(options):
            keep = self._measure.value
            self._syncing = True
            try:
                self._measure.options = options
                values = [value for _, value in options]
                self._measure.value = keep if keep in values else next(iter(values))
            finally:
                self._syncing = False
        self._measure_row.layout.display = "" if self.comparing else "none"

    def _chart_spec(self) -> dict:
        game = self._game
        colors = view.colors(game)
        rules = game.rules
        start = self._runs[0]["start"]
        turn = self.timeline.turn_at(self._step)
        panels = self._panels()
        levies = [levy for run in self._runs for levy in run["levies"]]
        self._captions.value = captions_html(panels, rules, "market", [levy.sentence(game.money) for levy in levies])
        if self.comparing:
            branch_turn = self._runs[1]["from"]["turn"]
            runs = [(run["label"], run["history"], run["switches"]) for run in self._runs]
            return charts.compare_spec(runs, branch_turn, colors, now_turn=turn, rules=rules, start=start,
                                       measure=panels[0], valuation="market")
        run = self._runs[0]
        return charts.chart_spec(panels, run["history"], run["switches"], colors, rules=rules, start=start,
                                 recounts=run["recounts"], now_turn=turn, valuation="market",
                                 levies={levy.turn: levy.chart_lines(game.money) for levy in run["levies"]})

    def _update_charts(self) -> None:
        self._sync_measures()
        if self._chart is None:
            return
        turn = self.timeline.turn_at(self._step)
        key = (id(self._runs[0]["timeline"]), self.comparing and id(self._runs[1]["timeline"]),
               self._selected, turn, self._game.is_over, self.comparing and self._measure.value)
        if self._shown.get("charts") == key:
            return
        self._shown["charts"] = key
        panels = tuple(self._panels())
        if panels != self._chart_panels:
            self._place_chart(self._chart_spec(), panels)
            return
        update_chart(self._chart, self._chart_spec(), self._shown.setdefault("chart", {}))


__all__ = ["AMOUNT_CHOICES", "JUMP_KINDS", "ROUTINE_KINDS", "ReplayApp", "amount_picks"]
