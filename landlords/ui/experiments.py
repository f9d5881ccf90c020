"""The Experiments app: many all-bot games under several conditions, the same dice in each,
and what they show, with honest uncertainty.

Choose a rule set (by its title), its players and their bots (its line-up, editable), its
options (the game's length among them: whatever the rule set declares), the conditions to
compare (see :mod:`.conditions`) and, if wished, a sweep of one option with its tipping
point; then Run.  The games are played by :class:`landlords.experiments.Experiment` in a
worker thread (a progress bar follows them; Cancel stops them between chunks and keeps
what finished), and the app shows the charts of :mod:`landlords.charts`, each with its
caption, the summary and the paired comparisons as tables, the sweep with its tipping
point, and buttons that download the frames as CSV.

Every view of wealth is shown at one valuation (:attr:`ExperimentsApp.valuation`, a
selector above the results: book value, the rules' score or market value, in the words of
``landlords.experiments.valuation``); choosing another redraws the charts, their captions
and the tables from the frames already read, without playing or reading the games again.
Beside each Gini the app shows inequality in money (the mean gap in wealth between two
players), the players' total wealth, and the money the bank paid out.

Bad input (no games, a turn that is not a number, options a rule set does not take) is
a message in the app, and nothing runs.  The app knows rule sets only through their
interface.

    >>> from landlords.ui import ExperimentsApp
    >>> app = ExperimentsApp()
    >>> app.games.value = 20
    >>> outcome = app.run()              # here, without a kernel: plays and shows at once
    >>> outcome["games"]
    60
"""

from __future__ import annotations

import asyncio
import logging
import os
import time
from html import escape

import ipywidgets as widgets

from landlords import charts
from landlords.engine.errors import LandlordsError, OptionError
from landlords.engine.registry import find_rules
from landlords.engine.setup import default_names
from landlords.experiments import Experiment
from landlords.experiments.valuation import VALUATIONS

from ..experiments.findings import discount_rates, findings_at, market_as_book, read_findings, read_sweep
from ..experiments.report import discount_words
from ..render.findings import comparison_html, summary_html, sweep_html
from .common import STYLE, AppBase, guarded, held
from .conditions import ConditionsPanel, SweepPanel, no_land_rules
from .downloads import DownloadButton
from .plots import PlotlyLibrary, StaticChart
from .setup import (
    MAX_PLAYERS,
    SEAT_ROWS,
    default_kinds,
    option_help,
    option_value,
    option_widget,
    rule_set_choices,
)

#: The valuations offered, the default first: market value (the yardstick of comparisons,
#: issue 23), the rules' score beside it, book value last (labelled and explained).
SHOWN_ORDER = ("market", "score", "book")

log = logging.getLogger(__name__)

#: Games per condition the app starts with, and the most it takes.
DEFAULT_GAMES, MAX_GAMES = 200, 20_000
#: Seconds between two updates of the progress bar while games are played.
PROGRESS_EVERY = 0.2

EXPERIMENT_STYLE = """<style>
.ll-exp-col { border: 1px solid #e0d6bd; border-radius: 6px; background: #fffdf6; padding: 4px 8px 6px 8px;
              margin: 0 8px 6px 0; }
.ll-exp-head { font-weight: bold; font-size: 14px; margin: 2px 0 4px 0; color: #5b1a18; }
.ll-exp-options { max-height: 250px; overflow-y: auto; }
.ll-exp-options .ll-hint { font-size: 12px; line-height: 1.25; }
.ll-run-row { border-top: 2px solid #8b1e2d; padding-top: 6px; margin-top: 2px; }
.ll-status { font-size: 14px; margin-left: 8px; }
.ll-chart-card { border: 1px solid #e0d6bd; border-radius: 6px; background: #fbf7ec; padding: 4px; }
.ll-caption { font-size: 13.5px; line-height: 1.4; padding: 4px 8px 6px 8px; color: #2f2a22; }
.ll-caption-money { padding-top: 0; color: #4a4032; }
.ll-valuation { border: 1px solid #e0d6bd; border-left: 4px solid #8b1e2d; border-radius: 6px; background: #fffdf6;
                padding: 4px 8px; margin: 6px 0 4px 0; position: sticky; top: 0; z-index: 10;
                box-shadow: 0 2px 4px rgba(60, 40, 20, 0.12); }
/* the selector stays in sight while the results scroll: nothing between it and the page's
   scrolling box may clip (a box that clips would hold it instead) */
.ll-experiments, .ll-experiments .ll-results, .jp-OutputArea:has(.ll-experiments),
.jp-OutputArea-child:has(.ll-experiments), .jp-OutputArea-output:has(.ll-experiments) { overflow: visible !important; }
.ll-valuation .widget-toggle-buttons .widget-label { font-weight: bold; color: #5b1a18; }
.ll-valuation .widget-toggle-button.mod-active { background: #8b1e2d; color: #fffdf6; }
.ll-valuation-hint { font-size: 13px; line-height: 1.35; color: #4a4032; margin-left: 8px; }
.ll-table .ll-group-head { text-align: center; background: #efe6cf; }
.ll-table { border-collapse: collapse; font-size: 13px; margin: 4px 0 10px 0; background: #fffdf6; }
.ll-table th, .ll-table td { border: 1px solid #e0d6bd; padding: 3px 8px; text-align: left; vertical-align: top; }
.ll-table thead th { background: #f3ecd9; }
.ll-table .ll-ci { color: #6a5d48; font-size: 12px; }
.ll-table .ll-group th { background: #f7f1e2; font-style: italic; }
.ll-table .ll-clear { font-weight: bold; }
.ll-table .ll-unclear { color: #6a5d48; }
.ll-table .ll-tipping { background: #e7f3ea; }
.ll-section { font-size: 17px; font-weight: bold; color: #5b1a18; margin: 10px 0 4px 0; }
</style>"""


class ExperimentsApp(AppBase):
    """Compare conditions over many all-bot games of any rule set, and sweep an option.

    Args:
        rules: the rule set chosen at first (a name; default: the first installed).
    """

    def __init__(self, rules: str | None = None) -> None:
        super().__init__()
        self._experiment = None
        self._task = None
        self._running = False
        self._cancelled = False
        self._done = 0
        self._total = 0
        self.outcome: dict | None = None
        self._build()
        if rules is not None:
            self.rules_choice.value = rules
        self._fit_rules(None)

    # ------------------------------------------------------------------ public face
    @property
    def rules(self):
        """The rule set chosen."""
        return find_rules(self.rules_choice.value)

    @property
    def running(self) -> bool:
        """True while games are being played."""
        return self._running

    def run(self) -> dict | None:
        """Check the setup and play it here and now (in a notebook cell, or a test); show the
        results and return what :attr:`outcome` holds, or None when the input was refused."""
        plan = self._plan()
        if plan is None:
            return None
        self._begin(plan)
        return self._finish(self._play(plan))

    def cancel(self) -> None:
        """Stop the games being played (between chunks); what finished is shown."""
        self._cancelled = True
        experiment = self._experiment
        if experiment is not None:
            experiment.cancel()

    # ------------------------------------------------------------------ widgets
    def _build(self) -> None:
        self.add_class("ll-app")
        self.add_class("ll-experiments")
        self._header = widgets.HTML(
            STYLE + EXPERIMENT_STYLE + '<div class="ll-header"><span class="ll-title">Experiments</span>'
            '<span class="ll-sub">many games under several conditions, the same dice in each: what the '
            'rules do to wealth, with honest uncertainty</span></div>')
        choices, broken = rule_set_choices()
        self.rules_choice = widgets.Dropdown(options=choices, value=choices[0][1], description="Rule set",
                                             style={"description_width": "62px"},
                                             layout=widgets.Layout(width="290px"))
        self.players = widgets.BoundedIntText(value=4, min=2, max=SEAT_ROWS, description="Players",
                                              style={"description_width": "62px"},
                                              layout=widgets.Layout(width="140px"))
        self._seat_bots = [widgets.Dropdown(options=["random"], description=name,
                                            style={"description_width": "32px"},
                                            layout=widgets.Layout(width="140px"))
                           for name in default_names(SEAT_ROWS)]
        self._more = widgets.HTML("")
        self._broken = widgets.HTML("".join(f'<div class="ll-hint">{escape(line)}</div>' for line in broken))
        game_column = widgets.VBox(
            [widgets.HTML('<div class="ll-exp-head">The game</div>'), self.rules_choice, self.players,
             widgets.HTML('<span class="ll-hint">Each player is a bot (the rule set\'s line-up):</span>'),
             widgets.GridBox(self._seat_bots, layout=widgets.Layout(grid_template_columns="repeat(2, 144px)")),
             self._more, self._broken],
            layout=widgets.Layout(flex="0 0 auto", width="310px"))
        self._options: dict = {}
        self._options_box = widgets.VBox([], layout=widgets.Layout(max_height="250px", overflow="auto"))
        self._options_box.add_class("ll-exp-options")
        options_column = widgets.VBox(
            [widgets.HTML('<div class="ll-exp-head">Options of every condition '
                          '<span class="ll-hint">(the game\'s length among them; scroll for more)</span></div>'),
             self._options_box],
            layout=widgets.Layout(flex="1 1 300px", min_width="280px"))
        self.conditions = ConditionsPanel()
        self.sweep = SweepPanel()
        conditions_column = widgets.VBox(
            [widgets.HTML('<div class="ll-exp-head">Conditions to compare '
                          '<span class="ll-hint">(the first is the baseline; every one plays the same '
                          'seeds)</span></div>'),
             self.conditions.box, self.sweep.box],
            layout=widgets.Layout(flex="1 1 560px", min_width="540px"))
        for column in (game_column, options_column, conditions_column):
            column.add_class("ll-exp-col")
        self._setup = widgets.HBox([game_column, options_column, conditions_column],
                                   layout=widgets.Layout(flex_flow="row wrap", align_items="stretch"))

        self.games = widgets.BoundedIntText(value=DEFAULT_GAMES, min=0, max=MAX_GAMES,
                                            description="Games per condition", tooltip="games per condition",
                                            style={"description_width": "initial"},
                                            layout=widgets.Layout(width="210px"))
        self.seed = widgets.IntText(value=1, description="First seed", style={"description_width": "initial"},
                                    layout=widgets.Layout(width="150px"))
        self.per_turn = widgets.Checkbox(value=True, description="measure every turn", indent=False,
                                         tooltip="needed for the chart of the Gini turn by turn (slower)",
                                         layout=widgets.Layout(width="auto", margin="0 12px 0 8px"))
        self.workers = widgets.BoundedIntText(value=1, min=1, max=max(1, os.cpu_count() or 1),
                                              description="Processes", style={"description_width": "initial"},
                                              tooltip="local processes playing the games",
                                              layout=widgets.Layout(width="130px"))
        self._run_button = widgets.Button(description="Run", button_style="primary", icon="play",
                                          tooltip="Play every condition's games", layout=widgets.Layout(width="90px"))
        self._cancel_button = widgets.Button(description="Cancel", button_style="warning", disabled=True,
                                             tooltip="Stop the games (what finished is shown)",
                                             layout=widgets.Layout(width="90px"))
        self._progress = widgets.IntProgress(value=0, min=0, max=1, layout=widgets.Layout(width="220px"))
        self._progress.add_class("ll-progress")
        for widget, name in ((self.rules_choice, "rules"), (self.players, "players"), (self.games, "games"),
                             (self.seed, "seed"), (self.workers, "workers")):
            widget.add_class(f"ll-{name}")
        self._status = widgets.HTML("")
        self._status.add_class("ll-status")
        run_row = widgets.HBox([self.games, self.seed, self.per_turn, self.workers, self._run_button,
                                self._cancel_button, self._progress, self._status],
                               layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        run_row.add_class("ll-run-row")
        self._message = widgets.HTML("")
        self._message.add_class("ll-message")
        self._results = widgets.VBox([], layout=widgets.Layout(width="100%"))
        self._results.add_class("ll-results")
        self._plotly = None                  # plotly.js for the charts, sent with the first results
        self.valuation = widgets.ToggleButtons(
            options=[(charts.valuation_label(v), v) for v in SHOWN_ORDER], value="market",
            description="Wealth counted at:", tooltips=[_sentence(VALUATIONS[v]) for v in SHOWN_ORDER],
            style={"description_width": "initial", "button_width": "auto"})
        self.valuation.add_class("ll-valuation-choice")
        self._valuation_hint = widgets.HTML("")
        self._valuation_hint.add_class("ll-valuation-hint")
        self._valuation_bar = widgets.HBox([self.valuation, self._valuation_hint],
                                           layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        self._valuation_bar.add_class("ll-valuation")
        self._drawn: dict = {}               # {valuation: what the results show at it}, drawn once a run
        self._cards: dict = {}               # {chart name: (card, chart, caption)} of the results shown
        self._tables: dict = {}              # {table name: its HTML widget}
        self.children = [self._header, self._setup, run_row, self._message, self._results]

        self.rules_choice.observe(self._fit_rules, names="value")
        self.players.observe(self._fit_players, names="value")
        self.valuation.observe(self._on_valuation, names="value")
        self._run_button.on_click(self._on_run)
        self._cancel_button.on_click(self._on_cancel)

    # ------------------------------------------------------------------ fitting the setup to the rules
    def _fit_rules(self, _change) -> None:
        rules = self.rules
        self.players.min, self.players.max = rules.min_players, min(rules.max_players, MAX_PLAYERS)
        self.players.value = max(rules.min_players, min(4, self.players.max))
        bots = [(name, name) for name in rules.bot_names]
        for dropdown, kind in zip(self._seat_bots, default_kinds(rules, SEAT_ROWS, person=False), strict=True):
            dropdown.options = bots
            dropdown.value = kind
        self._options = {name: option_widget(option, rules) for name, option in rules.options.items()}
        for name, widget in self._options.items():
            widget.add_class(f"ll-option-{name}")
        self._options_box.children = [
            widgets.VBox([widget, widgets.HTML(f'<div class="ll-hint">{escape(option_help(option, rules))}</div>')],
                         layout=widgets.Layout(margin="0 0 4px 0", flex="0 0 auto"))
            for option, widget in zip(rules.options.values(), self._options.values(), strict=True)]
        self.conditions.fit(rules, self._baseline())
        self.sweep.fit(rules)
        self._fit_players(None)

    def _fit_players(self, _change) -> None:
        count = self.players.value
        for k, dropdown in enumerate(self._seat_bots):
            dropdown.layout.display = "" if k < count else "none"
        if count > SEAT_ROWS:
            self._more.value = (f'<span class="ll-hint">Players {SEAT_ROWS + 1} to {count}: the line-up '
                                f'({escape(", ".join(self.rules.default_lineup))}) in turn.</span>')
        else:
            self._more.value = ""

    def _baseline(self) -> str | None:
        return no_land_rules(self.rules, self.players.value)

    # ------------------------------------------------------------------ reading the setup
    def _lineup(self) -> tuple[list[str], dict[str, str]]:
        count = self.players.value
        names = default_names(count)
        lineup = list(self.rules.default_lineup)
        bots = {name: (self._seat_bots[k].value if k < SEAT_ROWS else lineup[k % len(lineup)])
                for k, name in enumerate(names)}
        return names, bots

    def _base_options(self) -> dict:
        chosen = {}
        for name, option in self.rules.options.items():
            value = option_value(option, self._options[name])
            if value != option.default:
                chosen[name] = value
        return chosen

    def _plan(self) -> dict | None:
        """What Run will play, checked: ``{"experiments": [(part, Experiment)], "sweep": ...}``;
        None (with a message) when the input is refused."""
        try:
            return self._read_plan()
        except LandlordsError as error:                # bad input: said, and nothing runs
            self._say(str(error), "warning")
            return None

    def _read_plan(self) -> dict:
        rules = self.rules
        games = self.games.value
        if games < 1:
            raise OptionError(f"Play at least 1 game per condition (not {games}).")
        if self.players.value < rules.min_players or self.players.value > rules.max_players:
            raise OptionError(f"{rules.title} is played by {rules.min_players} to {rules.max_players} players.")
        names, bots = self._lineup()
        base = self._base_options()
        conditions = self.conditions.read(rules, base, bots, self._baseline())
        sweep = self.sweep.read()
        if not conditions and sweep is None:
            raise OptionError("Add a condition (or ask for a sweep): there is nothing to play.")
        common = dict(games=games, seed=self.seed.value, players=names, workers=self.workers.value)
        experiments = []
        if conditions:
            experiments.append(("conditions", Experiment(rules.name, conditions, per_turn=self.per_turn.value,
                                                         **common)))
        if sweep is not None:
            option, values, level, outcome = sweep
            experiments.append(("sweep", Experiment.sweep_of(rules.name, option, values,
                                                             base=base | {"bots": bots}, **common)))
        return {"experiments": experiments, "sweep": sweep, "rules": rules, "per_turn": self.per_turn.value,
                "games": games}

    # ------------------------------------------------------------------ running
    @guarded
    def _on_run(self, _button) -> None:
        if self._running:
            return
        plan = self._plan()
        if plan is None:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            loop = None
        self._begin(plan)
        if loop is None:                               # no kernel loop (a plain script): play here
            self._finish(self._play(plan))
            return
        self._task = loop.create_task(self._play_in_thread(plan))

    @guarded
    def _on_cancel(self, _button) -> None:
        if self._running:
            self.cancel()
            self._status.value = "Cancelling after the games being played..."

    def _begin(self, plan: dict) -> None:
        self._running = True
        self._cancelled = False
        self._done = 0
        self._total = sum(len(experiment.specs) * experiment.games for _, experiment in plan["experiments"])
        self._progress.max = max(1, self._total)
        self._progress.value = 0
        self._progress.bar_style = "info"
        self._results.children = []
        self.outcome = None
        self._drawn, self._cards, self._tables = {}, {}, {}
        self._say("")
        self._show_progress()
        self._sync_buttons()

    def _play(self, plan: dict) -> dict:
        """Play the plan's experiments in turn (in the worker thread when there is a loop);
        the figures are read here too, so the kernel only draws them."""
        started = time.perf_counter()
        found: dict = {"plan": plan}
        offset = 0
        for part, experiment in plan["experiments"]:
            if self._cancelled:
                break
            self._experiment = experiment

            def progressed(done, _total, offset=offset, experiment=experiment):
                self._done = offset + done
                if self._cancelled:
                    experiment.cancel()                  # a Cancel pressed before the run began
            results = experiment.run(progress=False, on_progress=progressed)
            self._experiment = None
            offset += len(experiment.specs) * experiment.games
            found[part] = results
            if part == "conditions" and len(results.games):
                found["findings"] = read_findings(results, per_turn=plan["per_turn"])
            if part == "sweep" and len(results.games):
                option, values, level, outcome = plan["sweep"]
                found["swept"] = read_sweep(results, level, outcome)
            if results.cancelled:
                self._cancelled = True
        found["seconds"] = time.perf_counter() - started
        found["games"] = sum(len(found[part].games) for part in ("conditions", "sweep") if part in found)
        found["cancelled"] = self._cancelled
        return found

    async def _play_in_thread(self, plan: dict) -> None:
        loop = asyncio.get_running_loop()
        future = loop.run_in_executor(None, self._play, plan)
        try:
            while not future.done():
                self._show_progress()
                await asyncio.sleep(PROGRESS_EVERY)
            found = future.result()
        except Exception as error:                     # a task has nobody to raise to: show it
            log.exception("the experiment failed")
            self._running = False
            self._sync_buttons()
            self._show_error(error)
            return
        try:
            self._finish(found)
        except Exception as error:
            log.exception("showing the results failed")
            self._show_error(error)

    def _show_progress(self) -> None:
        self._progress.value = min(self._done, self._progress.max)
        self._status.value = f"{self._done:,} of {self._total:,} games played"

    def _finish(self, found: dict) -> dict:
        self._running = False
        self._done = found["games"]
        self._show_progress()
        asked = self._total
        seconds = found["seconds"]
        if found["cancelled"]:
            self._progress.bar_style = "warning"
            self._status.value = f"Cancelled: {found['games']:,} of {asked:,} games played"
            self._say(f"Cancelled after {found['games']:,} of {asked:,} games ({seconds:.1f} s): what is "
                      f"shown comes from the games that finished.", "warning")
        else:
            self._progress.bar_style = "success"
            self._status.value = f"Done: {found['games']:,} games in {seconds:.1f} s"
        self.outcome = found
        self._sync_buttons()
        self._show_results(found)
        return found

    def _sync_buttons(self) -> None:
        self._run_button.disabled = self._running
        self._cancel_button.disabled = not self._running

    # ------------------------------------------------------------------ showing the results
    def _show_results(self, found: dict) -> None:
        cards, tables = self._drawn_at(self.valuation.value)
        self._cards = {name: self._card(name, figure, caption) for name, (figure, caption) in cards.items()}
        self._tables = {name: self._valuation_hint if name == "valuation" else widgets.HTML() for name in tables}
        for name, html in tables.items():
            self._tables[name].value = html
        shown: list = []
        if "findings" in found:
            shown += self._condition_results(found["conditions"])
        if "swept" in found:
            shown += self._sweep_results(found["swept"]["tipping"])
        downloads = self._downloads(found)
        if downloads:
            shown.append(widgets.HBox([widgets.HTML('<b>Download the rows:</b>&nbsp;')] + downloads,
                                      layout=widgets.Layout(flex_flow="row wrap", align_items="center",
                                                            margin="6px 0")))
        if shown:
            if self._plotly is None:
                self._plotly = PlotlyLibrary()
            shown[0:0] = [self._plotly, self._valuation_bar]
        self._results.children = shown

    @guarded
    def _on_valuation(self, _change) -> None:
        self.show_valuation(self.valuation.value)

    def show_valuation(self, valuation: str) -> None:
        """Show every view of wealth at ``valuation`` (a key of
        ``landlords.experiments.valuation.VALUATIONS``): the charts are redrawn in place and
        the captions and tables rewritten, from what the run read (nothing is played again)."""
        if valuation not in VALUATIONS:
            raise ValueError(f"valuation is one of {', '.join(VALUATIONS)}, not {valuation!r}")
        if self.valuation.value != valuation:
            self.valuation.value = valuation               # observed: comes back here
            return
        if self.outcome is None or not self._cards and not self._tables:
            return
        cards, tables = self._drawn_at(valuation)
        redrawn = [widget for _, chart, words in self._cards.values() for widget in (chart, words)]
        with held(*redrawn, *self._tables.values()):        # one message a widget, sent together
            for name, (figure, caption) in cards.items():
                _, chart, words = self._cards[name]
                chart.show(figure)
                words.value = caption
            for name, html in tables.items():
                self._tables[name].value = html

    def _drawn_at(self, valuation: str) -> tuple[dict, dict]:
        """What the results show at ``valuation``: ``({chart name: (figure, caption HTML)},
        {table name: HTML})``, drawn once per run and valuation."""
        if valuation not in self._drawn:
            self._drawn[valuation] = self._draw(self.outcome, valuation)
        return self._drawn[valuation]

    def _draw(self, found: dict, valuation: str) -> tuple[dict, dict]:
        rules = found["plan"]["rules"]
        money = self._money(rules)
        cards: dict = {}
        tables: dict = {}
        discount, as_book = {}, []
        if "findings" in found:
            results = found["conditions"]
            at = findings_at(found["findings"], valuation)
            games, compared, summary = results.games, at["compared"], at["summary"]
            conditions = [c for c in results.conditions if (games["condition"] == c).any()]
            baseline = next(iter(results.conditions))
            cards["distribution"] = (
                charts.distribution_figure(games, valuation=valuation),
                _caption(charts.distribution_caption(games, compared, valuation=valuation),
                         charts.absolute_caption(summary, valuation, rules)))
            if at["by_turn"] is not None:
                cards["by-turn"] = (charts.by_turn_figure(at["by_turn"], valuation=valuation),
                                    _caption(charts.by_turn_caption(at["by_turn"], valuation=valuation)))
            cards["lorenz"] = (charts.lorenz_figure(at["lorenz"], valuation=valuation),
                               _caption(charts.lorenz_caption(at["lorenz"], valuation)))
            cards["outcomes"] = (charts.outcomes_figure(at["outcomes"], valuation=valuation),
                                 _caption(charts.outcomes_caption(at["outcomes"], valuation)))
            spending = summary[summary["measure"].isin(list(charts.SPENDING))]
            if not spending.empty:
                cards["spending"] = (charts.spending_figure(spending, rules),
                                     _caption(charts.spending_caption(spending, rules)))
            tables["summary"] = summary_html(summary, conditions, money, valuation)
            tables["compared"] = (comparison_html(compared, baseline, money, valuation)
                                  if compared is not None else "")
            discount, as_book = at["discount"], at["as_book"]
        if "swept" in found:
            tipping = found["swept"]["tippings"][valuation]
            games = found["plan"]["games"]
            cards["sweep"] = (charts.sweep_figure(tipping, valuation=valuation),
                              _caption(charts.sweep_caption(tipping, games, valuation)))
            tables["sweep"] = sweep_html(tipping, found["swept"]["summary"], money, valuation)
            if not discount:
                swept = found["sweep"]
                discount, as_book = discount_rates(swept.games), market_as_book(swept.players)
        note = discount_words(discount, as_book) if valuation == "market" else ""
        tables["valuation"] = (f"{escape(_sentence(VALUATIONS[valuation]))}. {escape(note)} "
                               f"<i>Switching re-reads the games played; nothing is played again.</i>")
        return cards, tables

    def _money(self, rules):
        return rules.words.amount

    def _condition_results(self, results) -> list:
        baseline = next(iter(results.conditions))
        grid = widgets.Box([card for name, (card, _, _) in self._cards.items() if name != "sweep"],
                           layout=widgets.Layout(display="flex", flex_flow="row wrap", width="100%"))
        grid.add_class("ll-charts")
        parts = [widgets.HTML('<div class="ll-section">What the games show</div>'), self._tables["summary"], grid]
        if self._tables["compared"].value:
            parts.append(widgets.HTML(
                f'<div class="ll-section">Paired comparisons with {escape(baseline)}</div>'
                f'<div class="ll-hint">Every condition played the same seeds, so each difference is '
                f'taken game by game; in brackets its 95% interval (bootstrap). Bold: the interval '
                f'does not hold zero.</div>'))
            parts.append(self._tables["compared"])
        return parts

    def _sweep_results(self, tipping: dict) -> list:
        table = self._tables["sweep"]
        table.layout.margin = "0 0 0 8px"
        box = widgets.Box([self._cards["sweep"][0], table],
                          layout=widgets.Layout(display="flex", flex_flow="row wrap", align_items="flex-start",
                                                width="100%"))
        box.add_class("ll-charts")
        return [widgets.HTML(f'<div class="ll-section">The sweep of {escape(tipping["option"].replace("_", " "))}'
                             f'</div>'), box]

    def _card(self, name: str, figure, caption: str):
        chart = StaticChart(figure)
        words = widgets.HTML(caption)
        card = widgets.VBox([chart, words], layout=widgets.Layout(flex="1 1 560px", min_width="460px",
                                                                  margin="0 8px 10px 0"))
        card.add_class("ll-chart-card")
        card.add_class(f"ll-chart-{name}")
        return card, chart, words

    def _downloads(self, found: dict) -> list:
        buttons = []
        for part, prefix in (("conditions", ""), ("sweep", "sweep ")):
            results = found.get(part)
            if results is None or not len(results.games):
                continue
            frames = [("games", results.games), ("players", results.players)]
            if not results.turns.empty:
                frames.append(("turns", results.turns))
            for name, frame in frames:
                buttons.append(DownloadButton(f"{prefix}{name} (CSV)", f"{prefix.strip() or 'experiment'}-{name}.csv",
                                              lambda frame=frame: frame.to_csv(index=False).encode("utf-8")))
        return buttons

    # ------------------------------------------------------------------ the app's plumbing
    def _render(self) -> None:
        self._sync_buttons()


def _sentence(words: str) -> str:
    """Words made a sentence's start: "Book value: cash, ..."."""
    return f"{words[:1].upper()}{words[1:]}"


def _caption(*sentences) -> str:
    """A chart's caption as HTML: its sentence, then any more (inequality in money) below it."""
    first, *more = sentences
    return (f'<div class="ll-caption">{escape(first)}</div>'
            + "".join(f'<div class="ll-caption ll-caption-money">{escape(s)}</div>' for s in more if s))


__all__ = ["DEFAULT_GAMES", "ExperimentsApp", "MAX_GAMES"]
