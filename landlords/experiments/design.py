"""An experiment: conditions x seeds, the same seeds in every condition, run anywhere.

::

    from landlords.experiments import Experiment
    RULES = landlords.rule_sets()[0]      # any installed rule set with a reform
    exp = Experiment(RULES, conditions={
              "landlord": {}, "single tax at turn 10": {"switch_at": 10},
              "half the rent taxed": {"land_tax_share": 0.5}}, games=1000, seed=1)
    results = exp.run()                 # a progress bar; Ctrl-C or exp.cancel() stops it
    results.compare("landlord")         # paired differences with 95% intervals

Every condition plays seeds ``seed`` to ``seed + games - 1`` (common random numbers: the
dice a game meets depend on its seed and on what is drawn when, so two conditions differ
only where their rules make them differ, and differences are paired game by game).

Where the games run: in this process (``workers=1``), in local processes
(``workers=N``), or on a Dask cluster (``scheduler="tcp://host:8786"``, or a
``distributed.Client``).  The rows do not depend on where they ran.  Work is cut into
chunks of seeds of one condition; a finished chunk's rows arrive in any order and are
put in (condition, seed) order at the end.

With ``out=`` the rows are written to a file as chunks finish (Parquet or CSV; see
:mod:`.store`) and not kept, so memory stays flat however many games are played;
``Results.load`` reads them back.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait

from ..engine.errors import OptionError
from .conditions import prepare, sweep_conditions
from .measure import play_chunk
from .results import Results
from .store import RowSink


class Experiment:
    """Conditions x seeds of one rule set, played by bots.

    Args:
        rules: the rule set's name (a condition may name another: ``{"rules": ...}``).
        conditions: ``{name: condition}`` (see :mod:`.conditions`); the first is the
            baseline that :meth:`Results.compare` uses by default.  Default: one
            condition, ``"as it is"``.
        games: games per condition.
        seed: the first seed; game ``i`` of every condition has seed ``seed + i``.
        players: a number of players (the rule set's default names and line-up) or a
            list of names.
        bots: ``{player: strategy}`` overriding the line-up in every condition.
        per_turn: also measure every turn (``Results.turns``; costs about a third more
            time and much more memory than game rows alone).
        workers: local processes (1 = this process).
        scheduler: a Dask scheduler's address or a ``distributed.Client`` (then
            ``workers`` is ignored).
        chunk: games per unit of work (default: about 8 chunks per worker and condition,
            at most 100 games).
        discount: the discount rate per round of market values (:mod:`.valuation`);
            default: the stated rate of :func:`~.valuation.discount_rate`.  The player
            rows keep both parts of market value, so another rate can be read afterwards.

    Raises:
        OptionError, UnknownRulesError, UnknownBotError, PlayersError: a bad argument or
            condition, before any game is played.
    """

    def __init__(self, rules: str, conditions: dict | None = None, *, games: int = 100,
                 seed: int = 1, players=4, bots: dict | None = None, per_turn: bool = False,
                 workers: int = 1, scheduler=None, chunk: int | None = None,
                 discount: float | None = None) -> None:
        for label, value, least in (("games", games, 1), ("workers", workers, 1)):
            if isinstance(value, bool) or not isinstance(value, int) or value < least:
                raise OptionError(f"{label} must be a whole number of at least {least}, not {value!r}")
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise OptionError(f"seed must be a whole number, not {seed!r}")
        if chunk is not None and (isinstance(chunk, bool) or not isinstance(chunk, int) or chunk < 1):
            raise OptionError(f"chunk must be a whole number of at least 1, not {chunk!r}")
        conditions = {"as it is": {}} if conditions is None else conditions
        if not isinstance(conditions, dict) or not conditions:
            raise OptionError("conditions is a dict {name: {option: value}} with at least one entry")
        self.rules = rules
        self.games = games
        self.seed = seed
        self.per_turn = bool(per_turn)
        self.workers = workers
        self.scheduler = scheduler
        self.specs = [prepare(name, condition, rules, players, bots, discount)
                      for name, condition in conditions.items()]
        self.conditions = {spec["condition"]: dict(conditions[spec["condition"]])
                           for spec in self.specs}
        self.chunk = chunk or max(1, min(100, math.ceil(games / (8 * max(1, workers)))))
        self._cancel = threading.Event()
        self.sweep: tuple[str, list] | None = None

    @classmethod
    def sweep_of(cls, rules: str, option: str, values, *, base: dict | None = None, **kwargs):
        """An experiment with one condition per value of ``option`` (``"option=value"``),
        in increasing order; :meth:`Results.tipping_point` reads it."""
        values = sorted(values)
        experiment = cls(rules, sweep_conditions(option, values, base), **kwargs)
        experiment.sweep = (option, values)
        return experiment

    @property
    def seeds(self) -> list[int]:
        """The seeds every condition plays."""
        return list(range(self.seed, self.seed + self.games))

    def cancel(self) -> None:
        """Stop a running :meth:`run` (from another thread or a button): no new chunk
        starts, and the results hold the games finished so far (``cancelled`` is True).
        A cancel that comes just before :meth:`run` starts stops that run at once."""
        self._cancel.set()

    def _tasks(self) -> list[tuple[dict, list[int]]]:
        seeds = self.seeds
        return [(spec, seeds[i:i + self.chunk]) for spec in self.specs
                for i in range(0, len(seeds), self.chunk)]

    def run(self, *, progress: bool = True, on_progress: Callable[[int, int], None] | None = None,
            out=None) -> Results:
        """Play every condition's games and return the :class:`Results`.

        Args:
            progress: show a progress bar (``tqdm.auto``: a widget in a notebook, text on
                a terminal; nothing when the output is neither).
            on_progress: called as ``on_progress(games done, games in all)`` after each chunk.
            out: a ``.parquet`` or ``.csv`` path: rows are written there as they come and
                not kept (the results are then read back from the file's game rows).

        Ctrl-C (KeyboardInterrupt) or :meth:`cancel` stops the run between chunks; the
        results then hold the games finished so far, with ``cancelled`` True.
        """
        tasks = self._tasks()
        total = sum(len(seeds) for _, seeds in tasks)
        sink = RowSink(out, self.specs, per_turn=self.per_turn)
        bar = _bar(total, progress)
        done = 0
        cancelled = False

        def receive(chunk_rows) -> None:
            nonlocal done
            games, players, turns = chunk_rows
            sink.add(games, players, turns)
            done += len(games)
            bar.update(len(games))
            if on_progress is not None:
                on_progress(done, total)

        try:
            cancelled = self._execute(tasks, receive)
        except KeyboardInterrupt:
            cancelled = True
        finally:
            bar.close()
            stored = sink.close()
            self._cancel.clear()                       # a later run starts afresh
        return Results(stored, conditions=self.conditions, rules=self.rules,
                       seeds=self.seeds, sweep=self.sweep, cancelled=cancelled or done < total)

    # ------------------------------------------------------------------ where games run
    def _execute(self, tasks, receive) -> bool:
        """Run ``tasks``, handing each chunk's rows to ``receive``; True if cancelled."""
        if self.scheduler is not None:
            return self._on_dask(tasks, receive)
        if self.workers == 1 or len(tasks) == 1:
            for spec, seeds in tasks:
                if self._cancel.is_set():
                    return True
                receive(play_chunk(spec, seeds, self.per_turn))
            return False
        return self._on_processes(tasks, receive)

    def _on_processes(self, tasks, receive) -> bool:
        pending = list(reversed(tasks))
        with ProcessPoolExecutor(max_workers=min(self.workers, len(tasks))) as pool:
            running = set()
            try:
                while pending or running:
                    while pending and len(running) < 2 * self.workers and not self._cancel.is_set():
                        spec, seeds = pending.pop()
                        running.add(pool.submit(play_chunk, spec, seeds, self.per_turn))
                    if not running:
                        break
                    finished, running = wait(running, timeout=0.2, return_when=FIRST_COMPLETED)
                    for future in finished:
                        receive(future.result())
                    if self._cancel.is_set():
                        for future in running:
                            future.cancel()
                        return True
            except BaseException:
                for future in running:
                    future.cancel()
                raise
        return False

    def _on_dask(self, tasks, receive) -> bool:
        try:
            from distributed import Client, as_completed
        except ImportError:
            raise OptionError("running on a Dask cluster needs dask.distributed "
                              "(pip install 'landlords[experiments]')") from None
        client = self.scheduler if isinstance(self.scheduler, Client) else None
        own = client is None
        if own:
            try:
                client = Client(self.scheduler, timeout="10s")
            except (OSError, ValueError, TimeoutError) as error:
                raise OptionError(f"cannot reach the Dask scheduler at {self.scheduler!r}: "
                                  f"{error}") from None
        try:
            futures = [client.submit(play_chunk, spec, seeds, self.per_turn, pure=False)
                       for spec, seeds in tasks]
            for future in as_completed(futures):
                if self._cancel.is_set():
                    client.cancel(futures)
                    return True
                receive(future.result())
            return False
        finally:
            if own:
                client.close()


def _bar(total: int, progress: bool):
    try:  # tqdm comes with the "experiments" and "lessons" extras
        from tqdm.auto import tqdm
    except ImportError:  # not installed: no bar (a stand-in that ignores the updates)
        from types import SimpleNamespace

        def tqdm(**_):
            return SimpleNamespace(update=lambda n: None, close=lambda: None)
    # disable=None: no bar when the output is not a terminal or a notebook
    return tqdm(total=total, unit="game", disable=None if progress else True, leave=False)
