"""The Play app: set up a game of any installed rule set, play it against bots (or each
other) on its drawn table, switch its rules at any step when it has a reform, and watch
the charts move.

The app learns about the game only through the rule-set interface: the table it draws is
``game.table(viewer)``, the decision panel is ``game.prompt()`` (a button per choice, a
number box for an amount), the words on screen are the rule set's (``rules.words``),
the setup offers what the rule set declares, and the charts draw its money series.

``PlayApp`` is an ipywidgets ``VBox`` with private children.  The layout is built in
``_build_*``, events are wired in ``_wire``, and every callback is short: it calls the
game's public face (``step``, ``play``, ``apply``, ``switch_rules``...) and re-renders.
Callback errors never vanish: expected ones (an illegal action, a bad record) become a
message in the app; unexpected ones are shown in the app too, and re-raised.

    >>> from landlords.ui import PlayApp
    >>> app = PlayApp()          # a game with the default players, ready to play
    >>> app                      # doctest: +SKIP  (in a notebook or Voila)
"""

from __future__ import annotations

import asyncio
import functools
import logging
import secrets
from html import escape

import ipywidgets as widgets

import landlords
from landlords import charts

from ..render import view
from ..render.decision import read_amount
from ..render.feed import FEED_LENGTH, feed_html
from ..render.landing import LandingLayer
from ..render.tables import table_html
from .apps import app_named
from .common import (
    STYLE,
    AppBase,
    ShownProbe,
    captions_html,
    choice_controls,
    download_link,
    guarded,
    held,
    landing_toggle,
    levy_html,
    prompt_html,
    record_of_upload,
    sync_landing_toggle,
)
from .setup import SetupPanel

log = logging.getLogger(__name__)

#: Auto-play speeds: (label, moves per second; a move is one decision or one chance outcome).
SPEEDS = (("1 move/s", 1), ("2 moves/s", 2), ("5 moves/s", 5), ("10 moves/s", 10),
          ("25 moves/s", 25), ("100 moves/s", 100))


class PlayApp(AppBase):
    """Play a game of any rule set on its drawn table, with live charts and a narrated feed.

    Args:
        game: a game to show (e.g. one replayed from a record); by default a new game is
            made from the setup panel's defaults (the first rule set installed; Ann plays
            against bots of its default line-up).
        seed: the seed of that default game (random if omitted).
        lazy_charts: build the charts' FigureWidget only once the app is on screen, so
            the board and the buttons show without waiting for plotly's ~5 MB of
            JavaScript (``show_charts()`` builds them at once).
    """

    def __init__(self, game=None, *, seed: int | None = None, lazy_charts: bool = True) -> None:
        super().__init__()
        self._lazy_charts = lazy_charts
        self._game = None
        self._auto_task = None
        self._auto_on = False
        self._syncing = False
        self._shown: dict = {}
        self._amount = None
        self._amount_spec = None
        self._recounts: list[int] = []
        self._levies: list = []
        self._market_turns: dict = {}
        self._build_header()
        self._setup_panel = SetupPanel()
        self._setup = self._setup_panel.box
        self._build_controls()
        self._build_play_area()
        self._build_charts()
        self._layout()
        self._wire()
        self.show_game(game if game is not None else self._game_from_setup(seed))
        if not lazy_charts:
            self.show_charts()

    # ------------------------------------------------------------------ public face
    @property
    def game(self):
        """The game on show (read it; change it through the app's buttons or ``show_game``)."""
        return self._game

    @property
    def auto_playing(self) -> bool:
        """True while auto-play runs."""
        return self._auto_task is not None and not self._auto_task.done()

    @property
    def charts(self):
        """The charts' ``FigureWidget`` (``None`` until the app is shown, see ``lazy_charts``),
        brought up to date first: on the page they are drawn only while their tab is open."""
        self._update_charts(hidden_too=True)
        return self._chart

    @property
    def setup(self) -> SetupPanel:
        """The setup panel (rule set, players, options, seed)."""
        return self._setup_panel

    def show_charts(self) -> None:
        """Build the charts (one FigureWidget, its panels side by side) if they are not there yet."""
        if self._chart is not None:
            return
        panels, spec = self._chart_spec()
        self._place_chart(spec, panels)
        self._shown.pop("charts", None)
        self._update_charts()

    def say(self, text: str) -> None:
        """Show ``text`` on the app's message line (a sentence for the person playing)."""
        self._say(text, "info")

    def show_game(self, game) -> None:
        """Show ``game`` (new, loaded or replayed) and play on from where it stands."""
        self._stop_auto()
        self._game = game
        self._levies = self._levies_of(game)
        self._recounts = [levy.turn for levy in self._levies if levy.changed]
        self._market_turns = {}
        self._shown.clear()
        self._save_link.value = ""
        self._setup_panel.show(game)
        self._header.value = self._header_html(game.rules)
        self._render()

    # ------------------------------------------------------------------ widgets
    def _build_header(self) -> None:
        self._header = widgets.HTML("")

    @staticmethod
    def _header_html(rules) -> str:
        words = rules.words
        reform = view.reform_of(rules)
        tail = (f"play it, switch to {words.regimes.get(reform, reform)} at any moment, and watch who gets rich"
                if reform else "play it, and watch who gets rich")
        sub = " &middot; ".join(escape(part) for part in (words.subtitle,) if part)
        return STYLE + (f'<div class="ll-header"><span class="ll-title">{escape(words.title)}</span>'
                        f'<span class="ll-sub">{sub}{" &middot; " if sub else ""}{escape(tail)}</span></div>')

    def _build_controls(self) -> None:
        button = functools.partial(widgets.Button, layout=widgets.Layout(width="auto", min_width="96px"))
        self._new_button = button(description="New game", tooltip="Start a new game from the setup")
        self._step_button = button(description="One move", button_style="info",
                                   tooltip="One decision of a bot, or one throw or card of chance")
        self._turn_button = button(description="Next turn", button_style="primary",
                                   tooltip="Play on to the start of the next turn")
        self._end_button = button(description="Play to end",
                                  tooltip="Let bots and chance play to the end (or to your next decision)")
        self._auto_button = button(description="Auto", button_style="success",
                                   tooltip="Bots and chance play on by themselves; "
                                           "you decide when it is your turn")
        self._pause_button = button(description="Pause", button_style="warning", disabled=True,
                                    tooltip="Stop auto-play")
        self._speed = widgets.SelectionSlider(options=SPEEDS, value=5, description="Speed",
                                              continuous_update=False, layout=widgets.Layout(width="260px"))
        self._switch = widgets.ToggleButton(value=False, description="",
                                            layout=widgets.Layout(width="auto", min_width="110px"))
        self._landing = LandingLayer()
        self._landing_toggle = landing_toggle()
        self._message = widgets.HTML("")
        self._controls = widgets.HBox(
            [self._new_button, self._step_button, self._turn_button, self._end_button, self._auto_button,
             self._pause_button, self._speed, self._switch, self._landing_toggle],
            layout=widgets.Layout(flex_flow="row wrap", align_items="center"))

    def _build_play_area(self) -> None:
        self._board = widgets.HTML("", layout=widgets.Layout(flex="0 1 720px", min_width="420px"))
        self._board.add_class("ll-board-slot")
        self._decision = widgets.VBox([], layout=widgets.Layout(width="100%"))
        self._decision.add_class("ll-decision")
        self._waiting = widgets.HTML("")
        self._save_button = widgets.Button(description="Save game",
                                           tooltip="Make a download link for the game record",
                                           layout=widgets.Layout(width="auto"))
        self._save_link = widgets.HTML("")
        self._upload = widgets.FileUpload(accept=".json,application/json", multiple=False, icon="",
                                          description="Load a game", layout=widgets.Layout(width="auto"))
        self._upload.add_class("ll-upload")
        self._upload.add_class("ll-upload-game")
        self._replay_button = widgets.Button(description="Open in replay",
                                             tooltip="Scrub through this game and branch it",
                                             layout=widgets.Layout(width="auto"))
        self._record_row = widgets.HBox([self._save_button, self._save_link, self._upload,
                                         self._replay_button],
                                        layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        self._feed = widgets.HTML("")
        self._levy_box = widgets.HTML("")
        self._message.add_class("ll-message")
        self._side = widgets.VBox(
            [self._message, self._levy_box, self._decision, self._record_row,
             widgets.HTML('<div class="ll-feed-title">What happened (newest first)</div>'),
             self._feed],
            layout=widgets.Layout(flex="1 1 420px", min_width="320px", padding="0 0 0 14px"))
        self._side.add_class("ll-side")

    def _build_charts(self) -> None:
        self._build_chart_slot(min_height="360px")
        self._captions = widgets.HTML("")

    def _layout(self) -> None:
        self.add_class("ll-app")
        # Two tabs under the controls, so that on a 1366x768 laptop the table and the
        # charts each start near the top of the screen rather than one below the other.
        table_row = widgets.HBox([self._board, self._side], layout=widgets.Layout(width="100%", align_items="flex-start"))
        table_row.add_class("ll-table-row")
        self._tabs = widgets.Tab(children=[
            table_row,
            widgets.VBox([self._chart_slot, self._captions], layout=widgets.Layout(width="100%"))],
            titles=("The table", "The charts"))
        self._tabs.add_class("ll-tabs")
        # The title and the setup share the top row (the setup a row of its own while open).
        self._top = widgets.HBox([self._header, self._setup], layout=widgets.Layout(width="100%"))
        self._top.add_class("ll-top")
        self._top.add_class("ll-topline")
        self._setup.add_class("ll-setup")
        self.children = [self._top, self._controls, self._tabs, self._probe]

    def _wire(self) -> None:
        self._new_button.on_click(self._on_new)
        self._setup_panel.start.on_click(self._on_new)
        self._step_button.on_click(self._on_step)
        self._turn_button.on_click(self._on_next_turn)
        self._end_button.on_click(self._on_play_to_end)
        self._auto_button.on_click(self._on_auto)
        self._pause_button.on_click(self._on_pause)
        self._save_button.on_click(self._on_save)
        self._replay_button.on_click(self._on_open_replay)
        self._switch.observe(self._on_switch, names="value")
        self._landing_toggle.observe(self._on_landing, names="value")
        self._upload.observe(self._on_upload, names="value")
        self._tabs.observe(self._on_tab, names="selected_index")
        self._setup.observe(self._on_setup_toggled, names="selected_index")

    # ------------------------------------------------------------------ callbacks
    @guarded
    def _on_tab(self, change) -> None:
        """The charts' tab shown: build them, or fit them to the width they now have."""
        if change["new"] != 1:
            return
        if self._chart is None:
            self.show_charts()
        else:
            self._chart_slot.children = [self._chart, ShownProbe()]
            self._update_charts()

    def _on_setup_toggled(self, change) -> None:
        if change["new"] is None:
            self._top.remove_class("ll-setup-open")
        else:
            self._top.add_class("ll-setup-open")

    def show_tab(self, which: str) -> None:
        """Show ``"table"`` or ``"charts"``."""
        self._tabs.selected_index = ("table", "charts").index(which)

    @guarded
    def _on_new(self, _button) -> None:
        game = self._game_from_setup(self._setup_panel.read_seed())
        self.show_game(game)
        self._setup.selected_index = None
        self._say(f"A new game of {game.rules.words.title}: {', '.join(game.players[:8])}"
                  f"{' and more' if len(game.players) > 8 else ''} (seed {game.seed}).", "info")

    @guarded
    def _on_step(self, _button) -> None:
        if self._waiting_for_human():
            return
        self._game.play(max_steps=1)
        self._say("")
        self._render()

    @guarded
    def _on_next_turn(self, _button) -> None:
        if self._waiting_for_human():
            return
        game = self._game
        game.play(until_turn=game.turn + 1)
        self._say("")
        self._render()

    @guarded
    def _on_play_to_end(self, _button) -> None:
        if self._waiting_for_human():
            return
        self._game.play()
        self._say("" if self._game.is_over else "Your decision now: the bots stop when a person must choose.")
        self._render()

    @guarded
    def _on_auto(self, _button) -> None:
        if self.auto_playing:
            return
        if self._game.is_over:
            self._say("The game is over: press New game to play again.", "info")
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            self._say("Auto-play needs a running Jupyter kernel (a notebook or Voila).", "warning")
            return
        self._auto_on = True
        self._auto_task = loop.create_task(self._auto_run())
        self._sync_controls()

    @guarded
    def _on_pause(self, _button) -> None:
        self._stop_auto()
        self._say("Paused.", "info")
        self._render()

    @guarded
    def _on_switch(self, change) -> None:
        if self._syncing:
            return
        game = self._game
        rules = game.rules
        reform = view.reform_of(rules)
        wanted = reform if change["new"] else view.other_regime(rules, reform)
        if wanted is not None and game.regime != wanted:
            before = game.clone()
            try:
                game.switch_rules(wanted)
            finally:
                self._sync_controls()
            levy = view.levy_of(before, game)
            self._levies.append(levy)
            if levy.changed and game.turn not in self._recounts:
                self._recounts.append(game.turn)
            self._say(f"{view.capitalized(view.regime_words(game, wanted))}: in force from now on. "
                      + ("What it changed in the count of wealth is in the green box below."
                         if levy.changed else "Nobody's wealth is counted differently."), "info")
        self._render()

    @guarded
    def _on_landing(self, change) -> None:
        if self._syncing:
            return
        self._landing.on = bool(change["new"])
        self._render()

    @guarded
    def _on_save(self, _button) -> None:
        game = self._game
        name = f"landlords-seed{game.seed}-turn{game.turn}.json"
        self._save_link.value = download_link(game.record(), name)
        self._shown["saved"] = (id(game), game.step_count)

    @guarded
    def _on_upload(self, change) -> None:
        upload = self._take_upload(change)
        if upload is None:
            return
        name, data = record_of_upload(upload)
        record = landlords.load_record(data)
        game = landlords.replay(record)
        self.show_game(game)
        state = "it is over" if game.is_over else "play on from here"
        self._say(f"Loaded {name}: turn {game.turn}, {state}.", "info")

    @guarded
    def _on_open_replay(self, _button) -> None:
        """Show this game in the Replay app, in place; its Back button returns here."""
        ReplayApp = app_named("replay").load()
        self._stop_auto()
        kept = self.children

        def back():
            self.children = kept
            self._render()
        replay = ReplayApp(self._game.record(), step=self._game.step_count, on_back=back)
        self.children = [replay]

    def _decide(self, action, token) -> None:
        """A person's decision, from a control made for the game at ``token`` (game, step)."""
        game = self._game
        if token != (id(game), game.step_count) or not game.is_legal(action):
            self._say("That choice is no longer open: the game has moved on.", "warning")
            self._render()
            return
        game.apply(action)
        while game.to_move == landlords.CHANCE:     # his throw, his card: show them at once
            game.play(max_steps=1)
        self._say("")
        self._render()

    @guarded
    def _on_amount(self, token, _button) -> None:
        game = self._game
        amount = self._amount_spec
        if token != (id(game), game.step_count) or amount is None:
            self._say("That choice is no longer open: the game has moved on.", "warning")
            self._render()
            return
        value, problem = read_amount(amount, self._amount.value, game.money)
        if not problem and not game.is_legal(amount.action(value)):    # the rules have the last word
            problem = f"{game.money(value)} is not allowed here."
        if problem:
            self._say(problem, "warning")
            return
        self._decide(amount.action(value), token)

    def _on_choice(self, token, action, _button) -> None:
        self._guarded_decide(action, token)

    @guarded
    def _guarded_decide(self, action, token) -> None:
        self._decide(action, token)

    # ------------------------------------------------------------------ auto-play
    async def _auto_run(self) -> None:
        """Play on, one batch of steps at a time, yielding to the kernel between them."""
        try:
            while self._auto_on:
                game = self._game
                if game.is_over:
                    break
                mover = game.to_move
                if view.is_person(game, mover):
                    if self._shown.get("waiting") != (id(game), game.step_count):
                        self._shown["waiting"] = (id(game), game.step_count)
                        self._say(f"Auto-play waits for {mover}'s decision.", "info")
                    await asyncio.sleep(0.15)
                    continue
                speed = self._speed.value
                batch = max(1, round(speed / 20))
                game.play(max_steps=batch)
                self._render()
                await asyncio.sleep(batch / speed)
        except Exception as error:        # an auto-play task has nobody to raise to: show it
            log.exception("auto-play failed")
            self._show_error(error)
        finally:
            self._auto_on = False
            self._sync_controls()

    def _stop_auto(self) -> None:
        self._auto_on = False
        task = self._auto_task
        if task is not None and not task.done():
            task.cancel()
        self._auto_task = None
        self._sync_controls()

    # ------------------------------------------------------------------ helpers
    def _waiting_for_human(self) -> bool:
        game = self._game
        mover = game.to_move
        if mover is None:
            self._say("The game is over: press New game to play again, or Load a game.", "info")
            self._render()
            return True
        if view.is_person(game, mover):
            self._say(f"It is {mover}'s decision: choose on the right.", "warning")
            self._render()
            return True
        return False

    def _game_from_setup(self, seed: int | None):
        panel = self._setup_panel
        names, bots = panel.players()
        if seed is None:
            seed = secrets.randbelow(2 ** 31)
        return landlords.new_game(panel.rules_choice.value, players=names, bots=bots, seed=seed,
                                  options=panel.chosen_options())

    # ------------------------------------------------------------------ rendering
    def _render(self) -> None:
        game = self._game
        if game is None:
            return
        # The controls and the decision panel first, the table after them: a page that sees
        # the new table also sees the buttons that go with it.  Each control's changes go
        # as one message.
        with held(*self._controls.children, self._message):
            self._sync_controls()
        key = (id(game), game.step_count)
        if self._shown.get("decision") != key:
            self._render_decision()
            self._shown["decision"] = key
        notes = [self._levies[-1].board_note(game.money)] if self._levies and self._levies[-1].changed else []
        self._board.value = table_html(game, view.viewer(game), self._landing.overlay(game), notes)
        self._levy_box.value = (f'<div class="ll-yardstick">{escape(view.YARDSTICK_NOTE)}</div>'
                                + levy_html([levy.sentence(game.money) for levy in self._levies if levy.changed]))
        if self._landing.problem:
            self._say(self._landing.problem, "warning")
            self._landing.problem = ""
            self._sync_controls()
        if self._shown.get("feed") != key:
            self._render_feed()
            self._shown["feed"] = key
        if self._shown.get("saved") not in (None, key):
            self._save_link.value = ""
            self._shown.pop("saved")
        self._update_charts()

    def _sync_controls(self) -> None:
        game = self._game
        if game is None:
            return
        over = game.is_over
        human = view.is_person(game, game.to_move)
        auto = self.auto_playing
        self._step_button.disabled = over or human
        self._turn_button.disabled = over or human
        self._end_button.disabled = over or human
        self._auto_button.disabled = over or auto
        self._pause_button.disabled = not auto
        rules = game.rules
        reform = view.reform_of(rules)
        self._switch.layout.display = "" if reform else "none"
        on = reform is not None and game.regime == reform
        self._syncing = True
        try:
            self._switch.value = on
        finally:
            self._syncing = False
        label = rules.words.switch_label or view.capitalized(view.regime_words(game, reform))
        self._switch.disabled = over or reform is None
        self._switch.button_style = "success" if on else ""
        self._switch.description = f"{label}: {'on' if on else 'off'}"
        self._switch.tooltip = (f"Put {view.regime_words(game, reform)} in force now (and back)"
                                if reform else "")
        sync_landing_toggle(self._landing_toggle, self._landing, game)
        self._syncing = True
        try:
            self._landing_toggle.value = self._landing.on
        finally:
            self._syncing = False

    def _render_decision(self) -> None:
        game = self._game
        mover = game.to_move
        prompt = game.prompt()
        self._amount = self._amount_spec = None
        if not view.is_person(game, mover):
            if mover is None or mover == landlords.CHANCE:
                text = prompt.text if mover is None else f"{prompt.text} Press One move, Next turn or Auto."
            else:
                text = (f"{mover} (bot: {game.bot_names.get(mover)}) decides next. Press One move to see "
                        f"the choice and the reason, or Next turn / Auto to play on.")
            self._waiting.value = f'<div class="ll-waiting">{escape(text)}</div>'
            if self._decision.children != (self._waiting,):
                self._decision.children = [self._waiting]
            return
        rows = [widgets.HTML(prompt_html(prompt, mover, view.colors(game)[mover]))]
        token = (id(game), game.step_count)
        if prompt.amount is not None:
            rows.append(self._amount_row(game, prompt.amount, token))
        rows += choice_controls(prompt.choices, lambda action: self._guarded_decide(action, token))
        self._decision.children = rows

    def _amount_row(self, game, amount, token):
        """The number box of an amount, its button, and a button for the amount first offered."""
        low, high = game.money(amount.minimum), game.money(amount.maximum)
        steps = f" in steps of {game.money(amount.step)}" if amount.step != 1 else ""
        first = amount.default if amount.default is not None else amount.minimum
        self._amount_spec = amount
        self._amount = widgets.Text(value="", placeholder=f"e.g. {first}", description=amount.label,
                                    style={"description_width": "initial"},
                                    layout=widgets.Layout(width="auto", min_width="190px"))
        go_button = widgets.Button(description=amount.verb or "OK", button_style="success",
                                   tooltip=f"from {low} to {high}{steps}", layout=widgets.Layout(width="auto"))
        go_button.on_click(functools.partial(self._on_amount, token))
        quick = widgets.Button(description=game.describe_action(amount.action(first)),
                               tooltip="the amount first offered", layout=widgets.Layout(width="auto"))
        quick.on_click(functools.partial(self._on_choice, token, amount.action(first)))
        hint = widgets.HTML(f'<span class="ll-hint">{escape(low)} to {escape(high)}{escape(steps)}</span>')
        return widgets.HBox([self._amount, go_button, quick, hint],
                            layout=widgets.Layout(flex_flow="row wrap", align_items="center"))

    def _render_feed(self) -> None:
        self._feed.value = feed_html(self._game.last_events(FEED_LENGTH), view.colors(self._game))

    @property
    def levies(self) -> list:
        """What each switch of rules so far changed in the count of wealth
        (:class:`landlords.ui.view.Levy`), in order."""
        return list(self._levies)

    @staticmethod
    def _levies_of(game) -> list:
        """The levies of the game's switches so far (a loaded or replayed game)."""
        if not view.switches(game):
            return []
        from landlords.engine.branching import Timeline
        return view.levies(Timeline(game.record()))

    def _history(self):
        """The game's history with wealth at market value and the rules' score beside it."""
        from landlords.engine.branching import Timeline
        game = self._game
        return view.market_history(game.history(), lambda: Timeline(game.record()), game, self._market_turns)

    def _chart_spec(self) -> tuple[list[str], dict]:
        game = self._game
        panels = charts.panels_for(game.rules, game.history_columns())
        changed = [levy for levy in self._levies if levy.changed]
        self._captions.value = captions_html(panels, game.rules, "market",
                                             [levy.sentence(game.money) for levy in changed])
        return panels, charts.chart_spec(panels, self._history(), view.switches(game), view.colors(game),
                                         rules=game.rules, recounts=self._recounts, valuation="market",
                                         levies={levy.turn: levy.chart_lines(game.money) for levy in changed})

    def _update_charts(self, hidden_too: bool = False) -> None:
        if self._chart is None:
            return
        game = self._game
        marks = view.switches(game)
        key = (id(game), game.turn, game.is_over, tuple(marks), tuple(self._recounts))
        self._redraw_charts(key, hidden_too=hidden_too)


__all__ = ["PlayApp", "SPEEDS"]
