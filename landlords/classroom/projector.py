"""What the projector shows of a class session, read from the store and never written.

A projector page needs no key and controls nothing: it looks a session up by its join
code (:func:`find_viewable_session`; an ended session stays viewable for the debrief
until its code expires) and follows every table read-only (:class:`WatchedTable`
replays each game's log from the store; it never advances a game, never appends a step
and never writes the digest of an ended game).  :class:`ProjectorView` returns plain
data for the page: the lobby's counts, each table's Gini per turn at market value (the
rules' score beside it) with its switch of rules, each player's wealth before and after
the switch, the Lorenz curve of the end, the comparison of the tables' treatments (arms)
and the class's answers to the prompts the teacher has revealed.

:func:`reveal_answers` is the teacher's one write for the projector: it marks a prompt's
answers as shown there.

Nothing here names a rule set: regimes and their words come from the rule set.
"""

from __future__ import annotations

import json
import math
import time

import sqlalchemy as sa

from landlords.engine.errors import shown
from landlords.engine.registry import find_rules
from landlords.engine.setup import start_game
from landlords.experiments.stats import independent_difference, mean_interval, paired_difference
from landlords.experiments.valuation import discount_rate, landing_rates, values_of
from landlords.metrics import gini, lorenz

from .codes import normalize_code
from .control import read_controls
from .door import address_of, check_door, note_wrong
from .entries import apply_stored, decode, switched_to
from .errors import ClassroomError, ExpiredCode, StoreError, UnknownCode
from .measures import phases, snapshot
from .schema import predictions, seats, sessions
from .session import read_session

#: The yardstick of every comparison on the projector, and the one shown beside it.
VALUATION, BESIDE = "market", "score"
#: Fewer finished games than this in an arm, and the projector says it cannot tell.
MIN_GAMES_PER_ARM = 5
#: The environment variable with the projector page's bare address (``landlords serve
#: classroom`` sets it for its kernels; a teacher page links :func:`projector_url` of it).
PROJECTOR_URL_VARIABLE = "LANDLORDS_CLASSROOM_PROJECTOR_URL"
#: What the projector says when the class cannot tell two arms apart.
TOO_FEW = "too few games to tell"


class ProjectorError(ClassroomError):
    """The projector cannot do what was asked (an unknown prompt to reveal)."""


def find_viewable_session(store, code, address: str | None = None):
    """The session of a join code typed on (or given in the address of) a projector page.

    As :func:`~landlords.classroom.session.find_session`, but an ended session stays
    viewable (for the debrief) until its code expires.  A wrong code counts at the door
    against ``address`` (the projector is one more place to guess codes at), and an
    address locked out there is refused before any look-up.

    Raises:
        TooManyWrongCodes: too many wrong codes came from ``address``.
        UnknownCode: no session has this code.
        ExpiredCode: the session's code has expired.
    """
    address = address_of(address)
    check_door(store, address)
    normal = normalize_code(code)
    session_id = None
    if normal is not None:
        with store.read() as connection:
            session_id = connection.execute(sa.select(sessions.c.id).where(sessions.c.code == normal)).scalar()
    if session_id is None:
        note_wrong(store, address, "join code")
        raise UnknownCode(f"no class session has the code {shown(code, 20)}; type the code the "
                          f"teacher's page shows")
    info = read_session(store, session_id)
    if info.expires < time.time():
        raise ExpiredCode(f"the class session {info.code} is over and its code has expired")
    return info


def market_terms(rules, players: int) -> tuple:
    """``(landing rates, discount rate)`` of market value for ``players`` players, or
    ``(None, None)`` where the rule set has no board (market value is then book value)."""
    try:
        landing = landing_rates(rules.name)
    except ImportError:                               # the analysis extra is not installed
        return None, None
    if landing is None:
        return None, None
    return landing, discount_rate(rules.name, players)


def wealth_now(game, landing, discount) -> dict[str, list[float]]:
    """Every seat's wealth now, at market value and by the rules' score (seat order)."""
    return {VALUATION: [float(v) for v in values_of(game, VALUATION, landing, discount)],
            BESIDE: [float(v) for v in values_of(game, BESIDE)]}


class WatchedTable:
    """One table's game replayed read-only from the store's log.

    While it replays it keeps, at the end of each turn (the game as the next turn
    begins), the Gini of wealth at market value and by the rules' score; the regime the
    table started under (a switch before any play is the table's start, not a switch);
    each change of the rules in force with its turn (a teacher's switch, or one the rules
    let the players make); and the game just before its first switch (its
    :func:`~landlords.classroom.measures.snapshot`, as the teacher's results take it, and
    each player's wealth; for a change made by a player's step, the wealth at the end of
    the turn before).
    """

    def __init__(self, store, control) -> None:
        self.store = store
        self.table_id = control.table_id
        self.number = control.number
        self.seed = control.seed
        names = [player["name"] for player in control.players]
        bots = {player["name"]: player["bot"] for player in control.players if player.get("bot")}
        self.game = start_game(control.rules, names, bots, control.seed, control.options)
        self.landing, self.discount = market_terms(self.game.rules, len(names))
        #: The regime a game of the session's options opens under, and the one this table
        #: started under (they differ when the teacher switched it before any play).
        self.opening_regime = self.start_regime = self.game.regime
        self._turn_wealth = wealth_now(self.game, self.landing, self.discount)
        self.switches: list[dict] = []
        self.series = {"turn": [], VALUATION: [], BESIDE: []}
        self.before_switch = None
        self.wealth_before = None
        self._played = False
        self.catch_up()

    def catch_up(self) -> int:
        """Apply the steps the store holds past the game's; returns how many."""
        rows = self.store.steps_after(self.table_id, self.game.step_count)
        for step, entry, reason in rows:
            if step != self.game.step_count + 1:
                raise StoreError(f"game {self.table_id} of the store has a gap before step {step}")
            self._apply(decode(entry), decode(reason))
        return len(rows)

    def _apply(self, entry, reason) -> None:
        game = self.game
        is_switch = switched_to(entry) is not None
        played = self._played
        if is_switch and played and self.before_switch is None:
            self.before_switch = snapshot(game)
            self.wealth_before = wealth_now(game, self.landing, self.discount)
        turn, regime = game.turn, game.regime
        apply_stored(game, entry, reason)
        self._played = played or not is_switch
        if game.regime != regime:
            if is_switch and not played:
                self.start_regime = game.regime
            else:
                self.switches.append({"turn": game.turn, "regime": game.regime})
                if self.wealth_before is None:
                    self.wealth_before = self._turn_wealth
        if game.turn != turn:
            self._keep_turn(turn)

    def _keep_turn(self, turn: int) -> None:
        wealth = self._turn_wealth = wealth_now(self.game, self.landing, self.discount)
        self.series["turn"].append(turn)
        for valuation in (VALUATION, BESIDE):
            self.series[valuation].append(gini(wealth[valuation]))

    @property
    def arm(self) -> tuple:
        """The table's treatment: its start regime and each switch ``(turn, regime)``."""
        return (self.start_regime, tuple((switch["turn"], switch["regime"]) for switch in self.switches))

    def data(self) -> dict:
        """The table as plain data (see :meth:`ProjectorView.tables`)."""
        game = self.game
        now = wealth_now(game, self.landing, self.discount)
        series = {name: list(values) for name, values in self.series.items()}
        if not series["turn"] or series["turn"][-1] != game.turn:      # the turn under way, or the end
            series["turn"].append(game.turn)
            for valuation in (VALUATION, BESIDE):
                series[valuation].append(gini(now[valuation]))
        population, shares = lorenz(now[VALUATION]) if game.is_over else (None, None)
        return {
            "table": self.number, "turn": game.turn, "over": game.is_over,
            "ending": game.ending_text() if game.is_over else "",
            "regime": game.regime, "start_regime": self.start_regime,
            "switches": [dict(switch) for switch in self.switches], "arm": arm_key(self.arm),
            "players": list(game.players), "series": series,
            "gini": {valuation: gini(now[valuation]) for valuation in (VALUATION, BESIDE)},
            "wealth": {"before": self.wealth_before, "now": now},
            "gini_before": ({valuation: gini(self.wealth_before[valuation]) for valuation in (VALUATION, BESIDE)}
                            if self.wealth_before is not None else None),
            "lorenz": None if population is None else {"population_share": population, "wealth_share": shares},
            "phases": phases(self.before_switch, snapshot(game)),
        }


def arm_key(arm: tuple) -> str:
    """A treatment as a short key: ``start`` or ``start>regime@turn>...``."""
    start, switches = arm
    return ">".join([str(start)] + [f"{regime}@{turn}" for turn, regime in switches])


def arm_words(rules, arm: tuple) -> str:
    """A treatment in the rule set's words ("the landlord rules, then the single tax from turn 10")."""
    start, switches = arm
    words = rules.words.regimes
    said = words.get(start, start) if start is not None else "the rules"
    if not switches:
        return f"{said} throughout"
    then = ", then ".join(f"{words.get(regime, regime)} from turn {turn}" for turn, regime in switches)
    return f"{said}, then {then}"


def answer_key(answer: str) -> str:
    """An answer folded for counting: "Yes", "yes " and "YES" are one answer."""
    return " ".join(str(answer).split()).casefold()


def _finite(value: float) -> float | None:
    return None if value is None or not math.isfinite(value) else float(value)


class ProjectorView:
    """A class session as the projector shows it, read from ``store`` and never written.

    Args:
        store: the :class:`~landlords.classroom.store.Store`.
        code: the session's join code.
        address: the viewer's address, against which a wrong code counts at the door.

    Call :meth:`refresh` to read the store again (it says whether anything changed);
    :meth:`data` gives everything the page shows.

    Raises:
        UnknownCode, ExpiredCode, TooManyWrongCodes: see :func:`find_viewable_session`.
    """

    def __init__(self, store, code, address: str | None = None) -> None:
        self.store = store
        self.info = find_viewable_session(store, code, address)
        self.rules = find_rules(self.info.rules)
        self.tables: dict[int, WatchedTable] = {}
        self._seated: dict[int, int] = {}
        self._answers: list[dict] = []
        self._controls = []
        self._signature = None
        self.refresh()

    @property
    def code(self) -> str:
        return self.info.code

    def refresh(self) -> bool:
        """Read the session, the seats, the answers and every table's new steps;
        returns whether anything the page shows has changed since the last refresh."""
        self.info = read_session(self.store, self.info.id)
        with self.store.read() as connection:
            self._controls = read_controls(self.store, self.info.id, connection=connection)
            self._seated = dict(connection.execute(
                sa.select(seats.c.table_id, sa.func.count()).where(seats.c.session_id == self.info.id)
                .group_by(seats.c.table_id)).all())
            self._answers = [{"prompt": answer.prompt, "answer": answer.answer} for answer in connection.execute(
                sa.select(predictions.c.prompt, predictions.c.answer)
                .where(predictions.c.session_id == self.info.id).order_by(predictions.c.id))]
        for control in self._controls:
            if control.players is None:
                continue
            table = self.tables.get(control.number)
            if table is None:
                self.tables[control.number] = WatchedTable(self.store, control)
            else:
                table.catch_up()
        signature = (self.info.state, json.dumps(self.info.prompts, sort_keys=True),
                     tuple(sorted(self._seated.items())), tuple((a["prompt"], a["answer"]) for a in self._answers),
                     tuple((c.number, c.players is not None) for c in self._controls),
                     tuple((number, table.game.step_count) for number, table in sorted(self.tables.items())))
        changed = signature != self._signature
        self._signature = signature
        return changed

    # ------------------------------------------------------------------ what the page shows
    def lobby(self) -> dict:
        """The join code, the session's state and the students seated, per table and in all."""
        rows = [{"table": control.number, "seated": self._seated.get(control.table_id, 0),
                 "seats": self.info.seats_per_table, "started": control.players is not None}
                for control in self._controls]
        return {"code": self.info.code, "state": self.info.state, "rules_title": self.rules.words.title,
                "tables": rows, "seated": sum(row["seated"] for row in rows),
                "seats": sum(row["seats"] for row in rows)}

    def table_data(self) -> list[dict]:
        """Each started table (see :meth:`WatchedTable.data`), by number."""
        return [table.data() for _, table in sorted(self.tables.items())]

    def class_series(self, tables: list[dict] | None = None) -> dict:
        """The class's Gini per turn: the mean over the tables at each turn, a finished
        table counted as it ended on every later turn (a table still playing that has
        not reached a turn is left out of it); ``tables`` says how many were counted."""
        tables = self.table_data() if tables is None else tables
        by_turn: dict[int, dict[str, list[float]]] = {}
        last = max((table["series"]["turn"][-1] for table in tables if table["series"]["turn"]), default=-1)
        for table in tables:
            series = table["series"]
            turns = list(series["turn"])
            if table["over"] and turns:
                turns += range(turns[-1] + 1, last + 1)
            for k, turn in enumerate(turns):
                at = min(k, len(series["turn"]) - 1)
                for valuation in (VALUATION, BESIDE):
                    by_turn.setdefault(turn, {VALUATION: [], BESIDE: []})[valuation].append(series[valuation][at])
        turns = sorted(by_turn)
        return {"turn": turns, **{valuation: [sum(by_turn[t][valuation]) / len(by_turn[t][valuation])
                                              for t in turns] for valuation in (VALUATION, BESIDE)},
                "tables": [len(by_turn[t][VALUATION]) for t in turns]}

    def arms(self, tables: list[dict] | None = None) -> dict:
        """The tables' treatments compared: per arm its games (finished and playing; a
        table still playing counts under the treatment its game has had so far) and
        the mean final Gini at market value with its 95% interval; then each arm against
        the baseline (the arm under the rules a game opens with, throughout; else the
        first): the
        difference of means, paired by seed when both arms played the same seeds, else
        independent, with a verdict that says plainly when the class cannot tell."""
        tables = self.table_data() if tables is None else tables
        arms: dict[str, dict] = {}
        for number, watched in sorted(self.tables.items()):
            key = arm_key(watched.arm)
            arm = arms.setdefault(key, {"arm": key, "words": arm_words(self.rules, watched.arm),
                                        "plain": watched.arm == (watched.opening_regime, ()),
                                        "tables": [], "finished": [], "seeds": [], "ginis": []})
            arm["tables"].append(number)
            if watched.game.is_over:
                arm["finished"].append(number)
                arm["seeds"].append(watched.seed)
                arm["ginis"].append(gini(wealth_now(watched.game, watched.landing, watched.discount)[VALUATION]))
        rows = []
        for arm in arms.values():
            mean, low, high = mean_interval(arm["ginis"])
            rows.append({"arm": arm["arm"], "words": arm["words"], "tables": arm["tables"],
                         "games": len(arm["finished"]), "playing": len(arm["tables"]) - len(arm["finished"]),
                         "mean": _finite(mean), "low": _finite(low), "high": _finite(high)})
        comparisons = []
        if len(arms) > 1:
            listed = list(arms.values())
            baseline = next((arm for arm in listed if arm["plain"]), listed[0])
            for arm in listed:
                if arm is baseline:
                    continue
                comparisons.append(self._compare(arm, baseline))
        return {"valuation": VALUATION, "arms": rows, "comparisons": comparisons,
                "min_games": MIN_GAMES_PER_ARM}

    def _compare(self, arm: dict, baseline: dict) -> dict:
        paired = (len(arm["seeds"]) > 0 and sorted(arm["seeds"]) == sorted(baseline["seeds"])
                  and len(set(arm["seeds"])) == len(arm["seeds"]))
        if paired:
            by_seed = dict(zip(baseline["seeds"], baseline["ginis"], strict=True))
            treated = [gini_ for _, gini_ in sorted(zip(arm["seeds"], arm["ginis"], strict=True))]
            base = [by_seed[seed] for seed in sorted(arm["seeds"])]
            difference, low, high = paired_difference(treated, base) if treated else (math.nan,) * 3
        else:
            difference, low, high = independent_difference(arm["ginis"], baseline["ginis"])
        enough = min(len(arm["ginis"]), len(baseline["ginis"])) >= MIN_GAMES_PER_ARM
        spans_zero = not (math.isfinite(low) and math.isfinite(high)) or low <= 0 <= high
        if not enough or spans_zero:
            verdict = TOO_FEW
            why = (f"fewer than {MIN_GAMES_PER_ARM} finished games in an arm" if not enough
                   else "the 95% interval of the difference includes no difference at all")
            said = f"{TOO_FEW.capitalize()}: {why}."
        else:
            verdict = "lower" if difference < 0 else "higher"
            said = (f"The final Gini at market value is {abs(difference):.2f} {verdict} under "
                    f"{arm['words']} than under {baseline['words']} (95% interval {low:+.2f} to {high:+.2f}).")
        return {"arm": arm["arm"], "baseline": baseline["arm"], "words": arm["words"],
                "baseline_words": baseline["words"], "paired": paired, "difference": _finite(difference),
                "low": _finite(low), "high": _finite(high), "verdict": verdict, "sentence": said}

    def predictions(self, tables: list[dict] | None = None) -> list[dict]:
        """The prompts whose answers the teacher has revealed, each with its answers
        counted (the most given first; answers that differ only in case and spaces are
        one) and the measured result beside them: the class's mean Gini at market value
        before the switch and now (or now alone, without a switch)."""
        tables = self.table_data() if tables is None else tables
        revealed = [prompt for prompt in self.info.prompts if prompt.get("revealed")]
        if not revealed:
            return []
        measured = measured_result(tables, dict(self.rules.words.regimes))
        shown_prompts = []
        for prompt in revealed:
            counts: dict[str, dict] = {}
            for answer in self._answers:
                if answer["prompt"] != prompt["key"]:
                    continue
                key = answer_key(answer["answer"])
                counts.setdefault(key, {"answer": " ".join(answer["answer"].split()), "count": 0})["count"] += 1
            answers = sorted(counts.values(), key=lambda item: (-item["count"], item["answer"].casefold()))
            shown_prompts.append({"key": prompt["key"], "text": prompt["text"], "answers": answers,
                                  "total": sum(item["count"] for item in answers), "measured": measured})
        return shown_prompts

    def data(self) -> dict:
        """Everything the page shows, as plain data."""
        tables = self.table_data()
        return {"lobby": self.lobby(), "tables": tables, "class": self.class_series(tables),
                "arms": self.arms(tables), "predictions": self.predictions(tables),
                "regimes": dict(self.rules.words.regimes), "reform": self.rules.words.reform}


def _gini_at(table: dict, turn: int) -> float | None:
    """A table's Gini at market value at the end of the last turn up to ``turn`` (None before its first)."""
    series = table["series"]
    found = [value for at, value in zip(series["turn"], series[VALUATION]) if at <= turn]
    return found[-1] if found else None


def measured_result(tables: list[dict], regimes: dict | None = None) -> dict:
    """The class's mean Gini at market value before the switch and now, over the tables
    that switched (``before`` None when none did), and over every table now; when tables
    began under different rules, the mean now by the rules each began under (``by_start``:
    ``[{"regime", "words", "tables", "mean"}]``, words from ``regimes``).

    Before and after at one table differ by the turns played in between as well as by the
    switch, so beside them stands the like-with-like figure: the tables that never
    switched, over the same turns (``kept_before``, ``kept_after``, ``kept_tables``;
    None when no such table had reached the switch's turn)."""
    switched = [table for table in tables if table["gini_before"] is not None]
    kept = [table for table in tables if not table["switches"]]
    before = [table["gini_before"][VALUATION] for table in switched]
    after = [table["gini"][VALUATION] for table in switched]
    every = [table["gini"][VALUATION] for table in tables]
    kept_before, kept_after = [], []
    for table in switched:
        start, end = table["switches"][0]["turn"], table["turn"]
        for other in kept:
            at_start, at_end = _gini_at(other, start), _gini_at(other, end)
            if at_start is not None and other["series"]["turn"] and other["series"]["turn"][-1] >= start:
                kept_before.append(at_start)
                kept_after.append(at_end)
    mean = (lambda values: sum(values) / len(values) if values else None)
    starts = sorted({table.get("start_regime") for table in tables} - {None})
    by_start = [] if len(starts) < 2 else [
        {"regime": regime, "words": (regimes or {}).get(regime, regime),
         "tables": sum(1 for table in tables if table.get("start_regime") == regime),
         "mean": mean([table["gini"][VALUATION] for table in tables if table.get("start_regime") == regime])}
        for regime in starts]
    return {"valuation": VALUATION, "tables": len(tables), "switched": len(switched),
            "before": mean(before), "after": mean(after), "now": mean(every),
            "kept_tables": len(kept), "kept_before": mean(kept_before), "kept_after": mean(kept_after),
            "by_start": by_start}


def reveal_answers(teacher, prompt_key: str, shown: bool = True) -> None:
    """Show (or, with ``shown=False``, hide again) the class's answers to the prompt
    ``prompt_key`` on the projector: ``"revealed": true`` on that prompt in the session's
    prompts.

    ``teacher`` is a :class:`~landlords.classroom.teacher.Teacher` (it was made with the
    teacher key); the session must not have ended.  Turning the prompts on again
    (:meth:`Teacher.set_prompts`, which keeps only each prompt's key and text) hides
    every answer again: reveal them anew.

    Raises:
        SessionEnded: the session has ended.
        ProjectorError: the session has no prompt ``prompt_key`` turned on.
    """
    teacher._check_open()
    with teacher.store.write() as connection:
        text = connection.execute(sa.select(sessions.c.prompts)
                                  .where(sessions.c.id == teacher.session_id)).scalar()
        prompts = json.loads(text or "[]")
        found = [prompt for prompt in prompts if prompt.get("key") == prompt_key]
        if not found:
            raise ProjectorError(f"there is no prompt {_shown(prompt_key)} turned on in this session")
        for prompt in found:
            if shown:
                prompt["revealed"] = True
            else:
                prompt.pop("revealed", None)
        connection.execute(sa.update(sessions).where(sessions.c.id == teacher.session_id)
                           .values(prompts=json.dumps(prompts)))


def _shown(value) -> str:
    """``value`` as a message shows it (``shown`` is :func:`reveal_answers`' own argument there)."""
    return shown(value, 60)


def projector_url(base: str, code: str) -> str:
    """The projector's address for the session ``code``: ``base`` is the projector page's
    bare address (as ``landlords serve classroom`` prints it)."""
    from urllib.parse import urlencode
    normal = normalize_code(code) or str(code)
    return f"{base.split('?', 1)[0]}?{urlencode({'code': normal})}"


__all__ = ["BESIDE", "MIN_GAMES_PER_ARM", "PROJECTOR_URL_VARIABLE", "TOO_FEW", "VALUATION", "ProjectorError", "ProjectorView",
           "WatchedTable", "arm_key", "arm_words", "find_viewable_session", "measured_result",
           "projector_url", "reveal_answers"]
