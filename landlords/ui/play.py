"""The Play app: set up a game of The Landlord's Game, play it against bots (or each other)
on a drawn board, switch to the single tax at any step, and watch the charts move.

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
import re
import secrets
from html import escape

import ipywidgets as widgets

import landlords
from landlords import charts, describe_bots
from landlords.engine.events import money
from landlords.engine.registry import find_rules

from . import view
from .board import board_html
from .common import STYLE, AppBase, download_link, guarded, new_chart, record_of_upload, update_chart
from .feed import feed_html

log = logging.getLogger(__name__)

#: Auto-play speeds: (label, steps per second).
SPEEDS = (("1 step/s", 1), ("2 steps/s", 2), ("5 steps/s", 5), ("10 steps/s", 10),
          ("25 steps/s", 25), ("100 steps/s", 100))
#: The players offered at setup: (name, "human" or a bot strategy).
DEFAULT_SEATS = (("Ann", "human"), ("Bob", "speculator"), ("Cy", "cautious"), ("Dee", "improver"),
                 ("Eve", "trader"), ("Flo", "random"))
#: Kinds of action shown as a drop-down (with one button) when there are many of them.
MANY = 6
_GROUP_BUTTONS = {"build": "Build", "ask": "Make the offer", "sell": "Offer it for sale",
                  "swap": "Offer a swap", "buy": "Buy", "for": "Swap for it", "pledge": "Pledge it",
                  "repay": "Repay", "borrow": "Ask for the loan", "move": "Move", "place": "Go there",
                  "to": "Offer it", "amount": "Borrow", "bid": "Bid", "price": "Set the price"}
#: What the waiting panel says before each kind of chance outcome.
_CHANCE_WORDS = {
    "order": "The players throw the dice to see who plays first.",
    "deal": "The 24 green cards are about to be dealt, one at a time, in the order of play.",
    "dice": "The dice are about to be thrown.",
    "card": "A Chance card is about to be drawn.",
}
_PRIMARY = {"throw", "accept", "take", "speculate", "luxury"}
_LAST = {"done", "pass", "decline", "cancel", "give_up", "stay", "back"}


class PlayApp(AppBase):
    """Play The Landlord's Game (1906) on a drawn board, with live charts and a narrated feed.

    Args:
        game: a game to show (e.g. one replayed from a record); by default a new game is
            made from the setup panel's defaults (Ann plays against three bots).
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
        self._build_header()
        self._build_setup()
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
        """The charts' ``FigureWidget`` (``None`` until the app is shown, see ``lazy_charts``)."""
        return self._chart

    def show_charts(self) -> None:
        """Build the charts (one FigureWidget with three panels) if they are not there yet."""
        if self._chart is not None:
            return
        game = self._game
        spec = charts.chart_spec(["gini", "wealth", "purse"], game.history(), view.switches(game),
                                 view.colors(game))
        chart = new_chart(spec)
        self._chart = chart
        self._shown.pop("charts", None)
        self._update_charts()
        self._chart_slot.children = [self._chart]

    def show_game(self, game) -> None:
        """Show ``game`` (new, loaded or replayed) and play on from where it stands."""
        self._stop_auto()
        self._game = game
        self._shown.clear()
        self._save_link.value = ""
        self._sync_setup_to(game)
        self._render()

    # ------------------------------------------------------------------ widgets
    def _build_header(self) -> None:
        self._header = widgets.HTML(STYLE + (
            '<div class="ll-header"><span class="ll-title">The Landlord\'s Game</span>'
            '<span class="ll-sub">Elizabeth Magie, 1906 &middot; play it under her landlord rules, '
            'switch to her single tax at any moment, and watch who gets rich</span></div>'))

    def _build_setup(self) -> None:
        rules = landlords.rule_sets()
        self._rules = widgets.Dropdown(options=rules, value="landlords-1906" if "landlords-1906" in rules
                                       else rules[0], description="Rule set")
        self._count = widgets.BoundedIntText(value=4, min=2, max=6, description="Players",
                                             layout=widgets.Layout(width="150px"))
        self._seat_names, self._seat_kinds, self._seat_rows = [], [], []
        for name, kind in DEFAULT_SEATS:
            text = widgets.Text(value=name, layout=widgets.Layout(width="120px"))
            choice = widgets.Dropdown(options=self._kind_options("landlords-1906"), value=kind,
                                      layout=widgets.Layout(width="170px"))
            self._seat_names.append(text)
            self._seat_kinds.append(choice)
            row = widgets.HBox([text, choice])
            row.add_class("ll-seat")
            self._seat_rows.append(row)
        self._advanced = widgets.Checkbox(value=False, description="Advanced rules (LG-A1 to A3)",
                                          indent=False)
        self._beginners = widgets.Checkbox(value=False, description="Beginners' opening (4 players, LG-S5)",
                                           indent=False)
        self._monarch = widgets.Checkbox(value=False, description="Monarch of the World (LG-M1)",
                                         indent=False)
        self._regime_start = widgets.Dropdown(options=[("landlord rules", "landlord"),
                                                       ("single tax", "single-tax")],
                                              value="landlord", description="Start under")
        self._seed = widgets.Text(value="", placeholder="blank: a random game", description="Seed",
                                  layout=widgets.Layout(width="260px"))
        self._bot_help = widgets.HTML(self._bots_html("landlords-1906"))
        self._setup_box = widgets.VBox([
            widgets.HBox([self._rules, self._count, self._seed]),
            widgets.HBox([
                widgets.VBox([widgets.HTML("<b>Players</b> (a name and who plays it)")] + self._seat_rows),
                widgets.VBox([widgets.HTML("<b>Options</b>"), self._advanced, self._beginners, self._monarch,
                              self._regime_start],
                             layout=widgets.Layout(margin="0 0 0 24px")),
                widgets.VBox([widgets.HTML("<b>The bots</b>"), self._bot_help],
                             layout=widgets.Layout(margin="0 0 0 24px", max_width="420px")),
            ]),
            widgets.HTML('<span class="ll-hint">Then press <b>New game</b>.</span>'),
        ])
        self._setup = widgets.Accordion(children=[self._setup_box],
                                        titles=("Setup: players, rules, options and seed",))
        self._setup.selected_index = None

    def _build_controls(self) -> None:
        button = functools.partial(widgets.Button, layout=widgets.Layout(width="auto", min_width="96px"))
        self._new_button = button(description="New game", tooltip="Start a new game from the setup")
        self._step_button = button(description="Step", button_style="info",
                                   tooltip="One decision of a bot, or one chance outcome")
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
        self._tax_toggle = widgets.ToggleButton(value=False, description="Single tax",
                                                tooltip="Switch to Magie's single-tax rules now (and back)",
                                                layout=widgets.Layout(width="auto", min_width="110px"))
        self._message = widgets.HTML("")
        self._controls = widgets.HBox(
            [self._new_button, self._step_button, self._turn_button, self._end_button, self._auto_button,
             self._pause_button, self._speed, self._tax_toggle],
            layout=widgets.Layout(flex_flow="row wrap", align_items="center"))

    def _build_play_area(self) -> None:
        self._board = widgets.HTML("", layout=widgets.Layout(flex="0 1 720px", min_width="420px"))
        self._decision = widgets.VBox([], layout=widgets.Layout(width="100%"))
        self._decision.add_class("ll-decision")
        self._waiting = widgets.HTML("")
        self._save_button = widgets.Button(description="Save game",
                                           tooltip="Make a download link for the game record",
                                           layout=widgets.Layout(width="auto"))
        self._save_link = widgets.HTML("")
        self._upload = widgets.FileUpload(accept=".json,application/json", multiple=False, icon="",
                                          description="Load a game", layout=widgets.Layout(width="auto"))
        self._replay_button = widgets.Button(description="Open in replay",
                                             tooltip="Scrub through this game and branch it",
                                             layout=widgets.Layout(width="auto"))
        self._record_row = widgets.HBox([self._save_button, self._save_link, self._upload,
                                         self._replay_button],
                                        layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        self._feed = widgets.HTML("")
        self._message.add_class("ll-message")
        self._side = widgets.VBox(
            [self._message, self._decision, self._record_row,
             widgets.HTML('<div class="ll-feed-title">What happened (newest first)</div>'),
             self._feed],
            layout=widgets.Layout(flex="1 1 420px", min_width="320px", padding="0 0 0 14px"))

    def _build_charts(self) -> None:
        self._build_chart_slot(min_height="360px")

    def _layout(self) -> None:
        self.add_class("ll-app")
        self.children = [
            self._header, self._setup, self._controls,
            widgets.HBox([self._board, self._side],
                         layout=widgets.Layout(width="100%", align_items="flex-start")),
            self._chart_slot,
        self._probe]

    def _wire(self) -> None:
        self._new_button.on_click(self._on_new)
        self._step_button.on_click(self._on_step)
        self._turn_button.on_click(self._on_next_turn)
        self._end_button.on_click(self._on_play_to_end)
        self._auto_button.on_click(self._on_auto)
        self._pause_button.on_click(self._on_pause)
        self._save_button.on_click(self._on_save)
        self._replay_button.on_click(self._on_open_replay)
        self._tax_toggle.observe(self._on_tax_toggle, names="value")
        self._upload.observe(self._on_upload, names="value")
        self._count.observe(self._on_count, names="value")
        self._rules.observe(self._on_rules, names="value")
        self._on_count(None)

    # ------------------------------------------------------------------ callbacks
    @guarded
    def _on_new(self, _button) -> None:
        game = self._game_from_setup(self._read_seed())
        self.show_game(game)
        self._setup.selected_index = None
        self._say(f"A new game: {', '.join(game.players)} (seed {game.seed}).", "info")

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
    def _on_tax_toggle(self, change) -> None:
        if self._syncing:
            return
        wanted = "single-tax" if change["new"] else "landlord"
        game = self._game
        if game.regime != wanted:
            try:
                game.switch_rules(wanted)
            finally:
                self._sync_controls()
            words = ("The single tax is in force from now on." if wanted == "single-tax"
                     else "The landlord rules are back in force.")
            self._say(words, "info")
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
        from .replay import ReplayApp
        self._stop_auto()
        kept = self.children

        def back():
            self.children = kept
            self._render()
        replay = ReplayApp(self._game.record(), step=self._game.step_count, on_back=back)
        self.children = [replay]

    @guarded
    def _on_count(self, _change) -> None:
        for k, row in enumerate(self._seat_rows):
            row.layout.display = "" if k < self._count.value else "none"

    @guarded
    def _on_rules(self, change) -> None:
        options = self._kind_options(change["new"])
        for choice in self._seat_kinds:
            keep = choice.value if choice.value in dict(options).values() else "human"
            choice.options = options
            choice.value = keep
        self._bot_help.value = self._bots_html(change["new"])
        self._sync_option_boxes()

    def _sync_option_boxes(self) -> None:
        """Offer only the options and the number of players the chosen rule set accepts."""
        rules = find_rules(self._rules.value)
        accepted = rules.options
        self._advanced.disabled = "advanced" not in accepted
        self._beginners.disabled = "beginners_opening" not in accepted
        self._monarch.disabled = "scenario" not in accepted
        self._regime_start.disabled = "regime" not in accepted
        self._count.min = rules.min_players
        self._count.max = min(rules.max_players, len(self._seat_rows))

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
        if token != (id(game), game.step_count):
            self._say("That choice is no longer open: the game has moved on.", "warning")
            self._render()
            return
        mover = game.to_move
        numeric = [a for a in game.legal_actions() if a[0] in view.NUMERIC_KINDS]
        if not numeric:
            self._say("There is no amount to give now.", "warning")
            self._render()
            return
        head = numeric[0][0]
        low, high = min(a[1] for a in numeric), max(a[1] for a in numeric)
        text = self._amount.value.strip().lstrip("$").replace(",", "").strip()
        if not re.fullmatch(r"[0-9]{1,9}", text):
            self._say(f"Type a whole number of dollars, such as {low}.", "warning")
            return
        amount = int(text)
        cash = game.balance(mover)
        verb = "bid" if head == "bid" else "ask"
        if head == "bid" and amount > cash:
            self._say(f"You have only {money(cash)}: you cannot bid {money(amount)}.", "warning")
            return
        if amount % 5:
            near = money(amount - amount % 5)
            self._say(f"Amounts go in steps of $5: {money(amount)} is not one (try {near}).",
                      "warning")
            return
        if amount < low:
            self._say(f"The least you can {verb} now is {money(low)}.", "warning")
            return
        if amount > high:
            self._say(f"The most you can {verb} now is {money(high)}.", "warning")
            return
        self._decide((head, amount), token)

    def _on_choice(self, token, action, _button) -> None:
        self._guarded_decide(action, token)

    @guarded
    def _guarded_decide(self, action, token) -> None:
        self._decide(action, token)

    def _on_dropdown_choice(self, token, dropdown, _button) -> None:
        self._guarded_decide(dropdown.value, token)

    # ------------------------------------------------------------------ auto-play
    async def _auto_run(self) -> None:
        """Play on, one batch of steps at a time, yielding to the kernel between them."""
        try:
            while self._auto_on:
                game = self._game
                if game.is_over:
                    break
                mover = game.to_move
                if mover != landlords.CHANCE and not game.is_bot(mover):
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
        if mover != landlords.CHANCE and not game.is_bot(mover):
            self._say(f"It is {mover}'s decision: choose on the right.", "warning")
            self._render()
            return True
        return False

    @staticmethod
    def _kind_options(rules: str) -> list[tuple[str, str]]:
        return [("human", "human")] + [(f"bot: {name}", name) for name in landlords.bot_names(rules)]

    @staticmethod
    def _bots_html(rules: str) -> str:
        items = "".join(f"<li><b>{escape(name)}</b>: {escape(text)}</li>"
                        for name, text in describe_bots(rules).items())
        return f'<ul class="ll-bots">{items}</ul>'

    def _read_seed(self) -> int | None:
        text = self._seed.value.strip()
        if not text:
            return None
        if not re.fullmatch(r"[0-9]{1,12}", text):
            raise landlords.OptionError(
                f"the seed is a whole number (or blank for a random game), not {text!r}")
        return int(text)

    def _game_from_setup(self, seed: int | None):
        count = self._count.value
        names = [self._seat_names[k].value.strip() for k in range(count)]
        kinds = [self._seat_kinds[k].value for k in range(count)]
        bots = {name: kind for name, kind in zip(names, kinds, strict=True) if kind != "human"}
        accepted = find_rules(self._rules.value).options
        wanted = {"regime": self._regime_start.value, "advanced": self._advanced.value or None,
                  "beginners_opening": self._beginners.value or None,
                  "scenario": "monarch" if self._monarch.value else None}
        options = {name: value for name, value in wanted.items() if value is not None and name in accepted}
        if seed is None:
            seed = secrets.randbelow(2 ** 31)
        game = landlords.new_game(self._rules.value, players=names, bots=bots, seed=seed, options=options)
        return game

    def _sync_setup_to(self, game) -> None:
        """Show a loaded game's players and options in the setup panel."""
        self._syncing = True
        try:
            if self._rules.value != game.rules.name and game.rules.name in self._rules.options:
                self._rules.value = game.rules.name
            self._count.value = len(game.players)
            for k, name in enumerate(game.players):
                self._seat_names[k].value = name
                kind = game.bot_names.get(name) if game.is_bot(name) else "human"
                if kind in dict(self._seat_kinds[k].options).values():
                    self._seat_kinds[k].value = kind
            options = game.options
            self._advanced.value = bool(options.get("advanced"))
            self._beginners.value = bool(options.get("beginners_opening"))
            self._monarch.value = options.get("scenario") == "monarch"
            if options.get("regime") in ("landlord", "single-tax"):
                self._regime_start.value = options["regime"]
        finally:
            self._syncing = False

    # ------------------------------------------------------------------ rendering
    def _render(self) -> None:
        game = self._game
        if game is None:
            return
        # The controls and the decision panel first, the board after them: a page that sees
        # the new board also sees the buttons that go with it.
        self._sync_controls()
        key = (id(game), game.step_count)
        if self._shown.get("decision") != key:
            self._render_decision()
            self._shown["decision"] = key
        self._board.value = board_html(game)
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
        mover = game.to_move
        human = mover is not None and mover != landlords.CHANCE and not game.is_bot(mover)
        auto = self.auto_playing
        self._step_button.disabled = over or human
        self._turn_button.disabled = over or human
        self._end_button.disabled = over or human
        self._auto_button.disabled = over or auto
        self._pause_button.disabled = not auto
        single = getattr(game, "regime", None) == "single-tax"
        self._syncing = True
        try:
            self._tax_toggle.value = single
        finally:
            self._syncing = False
        self._tax_toggle.disabled = over or not game.rules.regimes
        self._tax_toggle.button_style = "success" if single else ""
        self._tax_toggle.description = "Single tax: on" if single else "Single tax: off"

    def _render_decision(self) -> None:
        game = self._game
        mover = game.to_move
        self._amount = None
        if mover is None or mover == landlords.CHANCE or game.is_bot(mover):
            if mover is None:
                text = view.decision_prompt(game)
            elif mover == landlords.CHANCE:
                text = (_CHANCE_WORDS.get(game.decision, "Chance acts next.")
                        + " Press Step, Next turn or Auto.")
            else:
                text = (f"{mover} (bot: {game.bot_names.get(mover)}) decides next. Press Step to see "
                        f"the choice and the reason, or Next turn / Auto to play on.")
            self._waiting.value = f'<div class="ll-waiting">{escape(text)}</div>'
            if self._decision.children != (self._waiting,):
                self._decision.children = [self._waiting]
            return
        color = view.colors(game)[mover]
        prompt = widgets.HTML(
            f'<div class="ll-prompt" style="border-color:{color}">'
            f'<div class="ll-who" style="background:{color}">'
            f'Your decision, {escape(mover)} ({escape(game.decision)})</div>'
            f'<div class="ll-ask">{escape(view.decision_prompt(game))}</div></div>')
        actions = game.legal_actions()
        token = (id(game), game.step_count)
        rows = [prompt]
        numeric = [a for a in actions if a[0] in view.NUMERIC_KINDS]
        if numeric:
            low = min(a[1] for a in numeric)
            head = numeric[0][0]
            self._amount = widgets.Text(value="", placeholder=f"e.g. {low}", description="Amount $",
                                        layout=widgets.Layout(width="190px"))
            go_button = widgets.Button(description=_GROUP_BUTTONS[head], button_style="success",
                                       layout=widgets.Layout(width="auto"))
            go_button.on_click(functools.partial(self._on_amount, token))
            least = widgets.Button(description=game.describe_action((head, low)),
                                   tooltip="the least you can give now", layout=widgets.Layout(width="auto"))
            least.on_click(functools.partial(self._on_choice, token, (head, low)))
            rows.append(widgets.HBox([self._amount, go_button, least],
                                     layout=widgets.Layout(flex_flow="row wrap", align_items="center")))
        groups: dict[str, list] = {}
        for action in actions:
            if action[0] not in view.NUMERIC_KINDS:
                groups.setdefault(action[0], []).append(action)
        order = {head: k for k, head in enumerate(groups)}
        def rank(item):
            head, group = item
            return (0 if head in _PRIMARY else 2 if head in _LAST else 1, len(group) > MANY, order[head])

        ranked = sorted(groups.items(), key=rank)
        buttons: list = []

        def flush():
            if buttons:
                rows.append(widgets.HBox(list(buttons), layout=widgets.Layout(flex_flow="row wrap")))
                buttons.clear()

        for head, group in ranked:
            if len(group) > MANY:
                flush()
                dropdown = widgets.Dropdown(options=[(game.describe_action(a), a) for a in group],
                                            layout=widgets.Layout(width="320px"))
                choose = widgets.Button(description=_GROUP_BUTTONS.get(head, "Choose"),
                                        layout=widgets.Layout(width="auto"))
                choose.on_click(functools.partial(self._on_dropdown_choice, token, dropdown))
                rows.append(widgets.HBox([dropdown, choose]))
                continue
            for action in group:
                style = "success" if head in _PRIMARY else "warning" if head == "give_up" else ""
                b = widgets.Button(description=game.describe_action(action), button_style=style,
                                   layout=widgets.Layout(width="auto", max_width="100%"))
                b.on_click(functools.partial(self._on_choice, token, action))
                buttons.append(b)
        flush()
        self._decision.children = rows

    def _render_feed(self) -> None:
        self._feed.value = feed_html(self._game.events, view.colors(self._game))

    def _update_charts(self) -> None:
        if self._chart is None:
            return
        game = self._game
        marks = view.switches(game)
        key = (id(game), game.turn, game.is_over, tuple(marks))
        if self._shown.get("charts") == key:
            return
        self._shown["charts"] = key
        spec = charts.chart_spec(["gini", "wealth", "purse"], game.history(), marks, view.colors(game))
        update_chart(self._chart, spec, self._shown.setdefault("chart", {}))
