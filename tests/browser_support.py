"""What the browser tests share: a Voila server of the checkout's apps, a headless Chromium
page, and small readers of the page.

A test module imports the fixtures it uses into its own namespace (pytest finds fixtures
there; they are named ``*_fixture`` so that a test's argument does not shadow the import),
e.g. ``from browser_support import page_fixture, voila_base_fixture  # noqa: F401``,
and marks itself with ``pytestmark = BROWSER_MARKS``.  The fixtures are ``voila_base`` (the
server's address; one server per test module), ``app_url`` (the Play app's address) and
``page`` (a fresh headless Chromium page).  Everything is skipped (not failed) when
Debian's Chromium, Playwright or Voila is absent.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

import pytest

from landlords.ui.background import wait_until_preheated  # noqa: F401  (kept for the tests that import it)

CHROMIUM = "/usr/bin/chromium"
ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "test-artifacts"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]

#: True once every cell of a progressively rendered Voila page has shown its output (the
#: page puts a placeholder in each cell until its output arrives).
EVERY_CELL_RUN = ("() => document.querySelectorAll('[cell-index]').length > 0 && "
                  "document.querySelectorAll('.voila-skeleton-container').length === 0")

#: The marks of a browser test module: ``pytestmark = BROWSER_MARKS``.
BROWSER_MARKS = [
    pytest.mark.browser,
    pytest.mark.skipif(not os.path.exists(CHROMIUM), reason="Debian's chromium is not installed"),
]


# ---------------------------------------------------------------------------- fixtures
@pytest.fixture(scope="module", name="voila_base")
def voila_base_fixture(tmp_path_factory):
    """Serve the checkout's apps with Voila on 127.0.0.1 (own process group; killed at the end).

    Yields the server's address (``http://127.0.0.1:PORT``).
    """
    pytest.importorskip("playwright.sync_api")
    pytest.importorskip("voila")
    from landlords.ui import serve
    from landlords.ui.background import BackgroundServer, ServerDidNotStart

    folder = serve.checkout_apps() or serve.write_apps(tmp_path_factory.mktemp("apps"))
    try:
        with BackgroundServer(folder, runtime=tmp_path_factory.mktemp("jupyter-runtime")) as server:
            yield server.base
    except ServerDidNotStart as error:
        pytest.fail(str(error))


@pytest.fixture(scope="module", name="app_url")
def app_url_fixture(voila_base):
    """The address of the Play app."""
    return f"{voila_base}/voila/render/play.ipynb"


@contextlib.contextmanager
def chromium_page(viewport: dict, timeout_ms: int):
    """A page of a fresh headless Chromium of ``viewport`` size, whose actions wait at most
    ``timeout_ms``; the browser is closed at the end."""
    from playwright.sync_api import sync_playwright

    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page(viewport=viewport)
        page.set_default_timeout(timeout_ms)
        try:
            yield page
        finally:
            browser.close()


@pytest.fixture(name="page")
def page_fixture(voila_base):
    with chromium_page({"width": 1440, "height": 1480}, 60_000) as page:
        yield page


# ---------------------------------------------------------------------------- reading the page
def board(page) -> dict:
    """The first board on the page: its step, turn, regime and HTML (None if there is none)."""
    return page.evaluate("""() => {
        const b = document.querySelector('.ll-board');
        if (!b) return null;
        return {step: +b.dataset.step, turn: +b.dataset.turn, regime: b.dataset.regime, html: b.innerHTML};
    }""")


def chart(page) -> dict:
    """The charts' first trace and switch markers (None before the charts are drawn)."""
    return page.evaluate("""() => {
        const gd = document.querySelector('.ll-charts .js-plotly-plot');
        if (!gd || !gd.data || !gd.data.length || !gd.data[0].x || !gd.layout) return null;
        const shapes = (gd.layout.shapes || []);
        return {points: gd.data[0].x.length, traces: gd.data.length,
                switches: shapes.filter(s => s.name === 'switch').length,
                last: gd.data[0].x[gd.data[0].x.length - 1]};
    }""")


def button(page, label):
    return page.get_by_role("button", name=label, exact=True)


def enabled(page, label) -> bool:
    return button(page, label).is_enabled()


def wait_board_change(page, step: int, timeout: float = 30.0) -> None:
    """Wait until the board stands at another log step than ``step``.  Polled every 100 ms,
    not on animation frames: a page that has lost focus to a download may stop drawing
    frames, and the board's change would then go unseen."""
    page.wait_for_function(f"() => {{ const b = document.querySelector('.ll-board'); "
                           f"return b && +b.dataset.step !== {step}; }}", timeout=timeout * 1000, polling=100)


def shot(page, name: str) -> Path:
    """A screenshot of the whole app into ``test-artifacts/name``.

    Voila's page does not scroll: its ``#rendered_cells`` does, so Playwright's
    ``full_page`` alone stops at the window's height.  The window is made as tall as the
    app for the screenshot, then given its height back.
    """
    path = ARTIFACTS / name
    size = page.viewport_size
    height = page.evaluate("""() => {
        const cells = document.querySelector('#rendered_cells');
        const doc = document.documentElement.scrollHeight;
        return cells ? Math.max(doc, Math.ceil(cells.getBoundingClientRect().top + cells.scrollHeight)) : doc;
    }""")
    taller = size is not None and height > size["height"]
    if taller:
        page.set_viewport_size({"width": size["width"], "height": height})
        page.wait_for_timeout(400)               # let plotly follow the resize
    try:
        page.screenshot(path=str(path), full_page=True)
    finally:
        if taller:
            page.set_viewport_size(size)
            page.wait_for_timeout(200)
    return path



# ---------------------------------------------------------------------------- a person's play, scripted
# The browser tests play a person's seat through the apps.  What the person does is decided
# here, in Python, on a mirror of the app's game (the same rule set, players, bots, seed and
# options, so the same game): the test reads the choice the mirror's policy makes, finds
# the button (or drop-down entry, or number box) the app shows for it, clicks it, and
# checks that the app's table then stands at the mirror's step.  The policy is
# deterministic, so the scripts below meet every decision kind of their rule set on every
# run (tests/test_ui_person_scripts.py checks that without a browser, in seconds).

from dataclasses import dataclass, field  # noqa: E402

import landlords  # noqa: E402
from landlords.engine.bots import make_bot  # noqa: E402
from landlords.ui.replay import amount_picks  # noqa: E402


@dataclass(frozen=True)
class Script:
    """A game a person plays through the app, and how.

    Attributes:
        rules: the rule set's name.
        seed: the chance seed typed in the setup.
        players: the players' names in seat order (the setup's default names).
        person: the one played by a person.
        bots: ``{name: strategy}`` of the others.
        options: the options set in the setup.
        model: the bot strategy the person follows when nothing new is to be found.
        horizon: how many steps ahead the person looks for a decision kind not yet met.
        switch_turn: from this turn, the person puts the rule set's reform in force (once).
        odd_bid: the person types an odd amount at the first bid in $1 steps.
        aims: choices the person must make besides meeting every decision kind, as
            ``"kind:action"`` (he takes an action of that kind at a decision of that kind:
            ``"respond:say_no"``), or ``"pay:several"`` (one debt paid with more than one
            card, each chosen by him).
        follow_until: the person follows the model, looking for nothing, until this kind
            is met (the game reaches a rare decision only if he plays as the bot would).
        load_at: the app loads the game (a record made here) at the person's first
            decision of this kind, instead of setting it up: the kind is too rare to
            reach in a short game, so the game is played to that point in Python.
    """

    rules: str
    seed: int
    players: tuple
    person: str
    bots: dict
    options: dict = field(default_factory=dict)
    model: str = "random"
    horizon: int = 60
    switch_turn: int | None = None
    odd_bid: bool = False
    aims: tuple = ()
    follow_until: str | None = None
    load_at: str | None = None

    def new_game(self):
        return landlords.new_game(self.rules, players=list(self.players), bots=dict(self.bots),
                                  seed=self.seed, options=dict(self.options))


class Person:
    """The person's policy, on the mirror game: the model bot's choice, unless a choice
    leads within ``horizon`` steps to something not met yet (a decision kind of his, or
    one of the script's aims), the soonest winning; a choice that is itself an aim not
    met yet wins at once.  With ``explore=False`` he follows his model alone (and switches
    nothing): a game branched in the Replay app is played on so.

    Besides: the first bid of an auction in $1 steps is an odd amount; once the reform's
    turn comes it is switched on; and a mortgaged deed is asked for in a trade when the
    rules ask what to do with one received (``receive``) and it has not come up.
    ``met`` lists the decision kinds met, ``done`` the aims (and every ``kind:action``
    taken), in order.
    """

    def __init__(self, script: Script, game, *, explore: bool = True) -> None:
        self.script = script
        self.explore = explore
        self.kinds = frozenset(type(game)._LEGAL)
        self.aims = frozenset(script.aims)
        self.bot = make_bot(game.rules, script.model, game.seed, game.seat_of(script.person))
        self.met: list[str] = []
        self.done: list[str] = []
        self.switched = False
        self.odd_done = False
        self.following = not explore or script.follow_until is not None
        self.plan = None
        self.trades = 0
        self.paying = None                   # (creditor, owed) of the debt he last paid a card of

    # ------------------------------------------------------------------ what to do
    def switch_now(self, game) -> str | None:
        """The regime to put in force now, or None."""
        turn = self.script.switch_turn
        reform = game.rules.words.reform
        if not self.explore or turn is None or self.switched or game.turn < turn or game.is_over or game.regime == reform:
            return None
        self.switched = True
        return reform

    @property
    def everything_met(self) -> bool:
        return set(self.met) >= self.kinds and set(self.done) >= self.aims

    def meet(self, kind: str) -> None:
        if kind not in self.met:
            self.met.append(kind)
        if kind == self.script.follow_until and self.explore:
            self.following = False

    def _did(self, facet: str) -> None:
        if facet not in self.done:
            self.done.append(facet)

    def _took(self, game, kind: str, action) -> None:
        """Record what taking ``action`` at this decision achieves (before it is applied)."""
        self._did(f"{kind}:{action[0]}")
        if kind != "pay":
            self.paying = None
            return
        frame = game.top_frame
        if self.paying is not None and self.paying[0] == frame.creditor and frame.owed < self.paying[1]:
            self._did("pay:several")         # a second card towards the same debt
        self.paying = (frame.creditor, frame.owed)

    def choose(self, game):
        """The person's action at his decision now (recording what he meets and does)."""
        kind = game.decision
        self.meet(kind)
        action = self._choose(game, kind)
        self._took(game, kind, action)
        return action

    def _choose(self, game, kind):
        prompt = game.prompt()
        default = self.bot.decide(game, game.top_frame)[0]
        if self.following:
            return default
        if self.script.odd_bid and not self.odd_done and kind == "bid" and prompt.amount is not None \
                and prompt.amount.step == 1:
            low = prompt.amount.minimum
            odd = low if low % 2 else low + 1
            if odd <= prompt.amount.maximum and game.is_legal(prompt.amount.action(odd)):
                self.odd_done = True
                return prompt.amount.action(odd)
        planned = self._trade_for_a_mortgaged_deed(game, kind, prompt)
        if planned is not None:
            return planned
        if self.everything_met:
            return default
        return self._explore(game, kind, default, prompt)

    def _candidates(self, game, prompt) -> list:
        actions = [choice.action for choice in prompt.choices]
        if prompt.amount is not None:
            actions = [a for a in map(prompt.amount.action, amount_picks(prompt.amount, 4))
                       if game.is_legal(a)] + actions
        return actions

    def _explore(self, game, kind, default, prompt):
        best, best_score = default, None
        candidates = [default] + [a for a in self._candidates(game, prompt) if a != default]
        aims_left = self.aims - set(self.done)
        for action in candidates[:24]:
            if f"{kind}:{action[0]}" in aims_left:
                return action
            trial = game.clone()
            trial.apply(action)
            score = self._steps_to_something_new(trial, aims_left)
            if score is not None and (best_score is None or score < best_score):
                best, best_score = action, score
        return best

    def _steps_to_something_new(self, game, aims_left) -> int | None:
        person = self.script.person
        for step in range(self.script.horizon):
            if game.is_over:
                return None
            if game.to_move == person:
                kind = game.decision
                if kind not in self.met:
                    return step
                if aims_left and any(f"{kind}:{a[0]}" in aims_left for a in game.legal_actions()):
                    return step
                game.apply(self.bot.decide(game, game.top_frame)[0])
            else:
                game.step()
        return None

    def _trade_for_a_mortgaged_deed(self, game, kind, prompt):
        """Ask another player for a mortgaged deed, for its price in cash, through the steps
        of a trade (Monopoly's ``offer``, ``take``, ``add_cash``, ``cash``, ``propose``), when
        the rules can ask what to do with a mortgaged deed received and have not yet."""
        if "receive" not in self.kinds or "receive" in self.met:
            self.plan = None
            return None
        legal = set(game.legal_actions())
        if kind == "turn" and self.plan is None and self.trades < 3:
            person = self.script.person
            deeds = sorted((s.price, s.index, s.holder) for s in game.table().spaces
                           if "mortgaged" in s.marks and s.holder not in (None, person))
            for price, space, holder in deeds:
                if price <= game.balance(person) // 2 and ("offer", holder) in legal:
                    self.plan = {"space": space, "price": price, "cash": False}
                    self.trades += 1
                    return ("offer", holder)
            return None
        plan = self.plan
        if plan is None:
            return None
        if kind == "compose":
            if plan["space"] not in prompt.spaces and ("take", plan["space"]) in legal:
                return ("take", plan["space"])
            if not plan["cash"] and ("add_cash",) in legal:
                plan["cash"] = True
                return ("add_cash",)
            if ("propose",) in legal:
                self.plan = None
                return ("propose",)
        if kind == "amount" and ("cash", plan["price"]) in legal:
            return ("cash", plan["price"])
        self.plan = None
        return None

    def play_to_person(self, game) -> None:
        """Let bots and chance play on (the app's Play to end): to the person's decision or the end."""
        game.play()


def play_script(script: Script, on_decision=None):
    """Play ``script`` in Python alone (no browser): ``(game, person)`` at its end.

    ``on_decision(game, person)`` is called at each of the person's decisions, before he
    chooses.
    """
    game = script.new_game()
    person = Person(script, game)
    while not game.is_over:
        if game.to_move != script.person:
            person.play_to_person(game)
            continue
        regime = person.switch_now(game)
        if regime is not None:
            game.switch_rules(regime)
            continue
        if on_decision is not None:
            on_decision(game, person)
        game.apply(person.choose(game))
    return game, person


def to_load_point(script: Script):
    """``(game, person)`` at the person's first decision of ``script.load_at`` (he follows
    his model until then): the game the app loads from its record."""
    game = script.new_game()
    person = Person(script, game)
    while not game.is_over:
        if game.to_move != script.person:
            person.play_to_person(game)
        elif game.decision == script.load_at:
            return game, Person(script, game)          # he has met nothing in the app yet
        else:
            game.apply(person.choose(game))
    raise AssertionError(f"{script.rules} seed {script.seed}: no {script.load_at} decision for {script.person}")


#: The games the browser tests play, per rule set with decisions (several when one short
#: game cannot meet every kind: Monopoly's ``place`` follows a building auction of the
#: Bank's last houses, which only a long game reaches, so that game is loaded there).
#: Seeds found by playing the scripts in Python (``tests/test_ui_person_scripts.py``); a
#: change of rules or bots may call for new ones.
SCRIPTS = {
    "landlords-1906": (
        # buy (the dealt cards, a first option taken), auction bids, the fine out of Jail,
        # Speculation, Luxury, offers, a vote, building after a land rent...
        Script("landlords-1906", 6, ("Ann", "Bob", "Cy"), "Ann", {"Bob": "trader", "Cy": "speculator"},
               {"vote": True, "end": "rounds", "end_rounds": 25}, model="cautious", horizon=80,
               switch_turn=6, aims=("option:take", "bid:bid", "turn:pay_fine")),),
    "monopoly": (
        # buy and decline (the Bank's auction), an odd bid, the fine out of Jail, trades...
        Script("monopoly", 30, ("Ann", "Bob", "Cy"), "Ann", {"Bob": "trader", "Cy": "improver"},
               {"time_limit_rounds": 15}, model="improver", odd_bid=True,
               aims=("buy:buy", "buy:decline", "bid:bid", "turn:pay_fine")),
        Script("monopoly", 83, ("Ann", "Bob", "Cy", "Dee"), "Dee",
               {"Ann": "cautious", "Bob": "speculator", "Cy": "improver"}, {"time_limit_rounds": 28},
               model="trader", follow_until="place", load_at="place"),
    ),
    "monopoly-deal": (
        # Just Say No! and accepting, a debt paid card by card, a wildcard placed, discards
        Script("monopoly-deal", 5, ("Ann", "Bob", "Cy"), "Ann", {"Bob": "banker", "Cy": "collector"},
               {"max_turns": 150}, model="banker", horizon=40,
               aims=("respond:say_no", "respond:accept", "pay:several")),),
}


__all__ = ["ARGS", "ARTIFACTS", "BROWSER_MARKS", "CHROMIUM", "ROOT", "SCRIPTS", "Person", "Script",
           "app_url_fixture", "board", "button", "chart", "enabled", "page_fixture", "play_script", "shot",
           "to_load_point", "voila_base_fixture", "wait_board_change", "wait_until_preheated"]
