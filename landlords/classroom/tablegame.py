"""One table's game kept in step with the store: load, refresh, advance, move.

A :class:`TableGame` holds the table's game in memory and the store holds its log.
Loading replays the stored log from the header; refreshing applies the steps other
clients appended since; advancing lets chance, the bots and the teacher's regime plan
take their steps and appends them (one transaction per run of steps); a person's move
is applied locally (checked by the rules) and then appended as one INSERT.  When the
store already holds a different step (another client moved first), the game is
reloaded from the store, so what a client shows is always what the store holds.

A session may be *paced* (``steps_per_second`` of its control: while the bots finish
every table, and for rules in which nobody decides): then every client, the teacher's and
the students', lets chance and the bots take only as many steps as the time since the
table's last step allows, so the games move at that rate whoever looks, and the students'
pages see them move and end.
"""

from __future__ import annotations

import time

import sqlalchemy as sa

from landlords.engine.setup import start_game

from .entries import (
    SeatBots,
    apply_stored,
    decode,
    encode,
    encode_reason,
    plan_due,
    switch_if_due,
    switched_to,
    take_automatic_step,
)
from .errors import MoveConflict, StoreError
from .measures import snapshot
from .schema import game_tables, moves

#: The most log steps appended in one transaction by :meth:`TableGame.advance`.
BATCH_STEPS = 400
#: How often an automatic run is recomputed after another client's different step.
RETRIES = 5
#: The most seconds of steps a paced table catches up at once (after nobody looked).
PACE_BURST_SECONDS = 2.0


class TableGame:
    """The game of one table (id ``table_id``), in step with ``store``.

    Args:
        store: the :class:`~landlords.classroom.store.Store`.
        table_id: the table's id (its game's id in the store).
        rules, options, seed: the session's rule set and options and the table's seed.
        players: the game's header, ``[{"name", "bot"}]`` in seat order.
        actor: who this client is (kept with each step it appends).
    """

    def __init__(self, store, table_id: int, rules: str, options: dict, seed: int,
                 players: list[dict], actor: str) -> None:
        self.store = store
        self.table_id = table_id
        self.rules = rules
        self.options = dict(options)
        self.seed = int(seed)
        self.players = [dict(player) for player in players]
        self.actor = actor
        self._bots = SeatBots()
        self._final_written = False
        self._stale = False
        #: The game's snapshot (:func:`~landlords.classroom.measures.snapshot`) just
        #: before its first switch of rules, or None.
        self.before_switch = None
        self.game = None
        self.reload()

    def new_game(self):
        """The game before its first step (the header alone)."""
        names = [player["name"] for player in self.players]
        bots = {player["name"]: player["bot"] for player in self.players if player.get("bot")}
        return start_game(self.rules, names, bots, self.seed, self.options)

    def reload(self) -> None:
        """Replay the game from the store's log (after a conflict, or to start)."""
        game = self.new_game()
        self.before_switch = None
        rows = self.store.steps_after(self.table_id, 0)
        self._apply_rows(game, rows)
        self.game, self._stale = game, False
        self._note_end()

    def refresh(self, rows=None) -> int:
        """Apply the steps other clients appended since (``rows``: those steps, already
        read with :meth:`Store.steps_after` after :attr:`step_count`); returns how many."""
        if self._stale:
            before = self.game.step_count
            self.reload()
            return self.game.step_count - before
        if rows is None:
            rows = self.store.steps_after(self.table_id, self.game.step_count)
        self._apply_rows(self.game, rows)
        self._note_end()
        return len(rows)

    def _apply_rows(self, game, rows) -> None:
        for step, entry, reason in rows:
            if step != game.step_count + 1:
                raise StoreError(f"game {self.table_id} of the store has a gap before step {step}")
            entry = decode(entry)
            if self.before_switch is None and switched_to(entry) is not None:
                self.before_switch = snapshot(game)
            apply_stored(game, entry, decode(reason))

    def advance(self, plan: dict | None, handed: dict[int, str], limit: int | None = None) -> int:
        """Let the regime plan, chance and the bots take their steps until a person must
        decide or the game ends (or ``limit`` steps); append them.  Returns the steps taken."""
        taken = 0
        for _ in range(RETRIES):
            try:
                while limit is None or taken < limit:
                    run = self._automatic_run(plan, handed, BATCH_STEPS if limit is None
                                              else min(BATCH_STEPS, limit - taken))
                    if not run:
                        break
                    first = self.game.step_count - len(run) + 1
                    self.store.append_many(self.table_id, first, run, self.actor)
                    taken += len(run)
                self._note_end()
                return taken
            except MoveConflict:
                self.reload()
            except StoreError:
                self._stale = True                       # the next refresh replays the store
                raise
        self._note_end()
        return taken

    def _automatic_run(self, plan, handed, most: int) -> list[tuple[str, str | None]]:
        game = self.game
        run = []
        while len(run) < most:
            before = self.before_switch or (snapshot(game) if plan_due(game, plan) else None)
            switch = switch_if_due(game, plan)
            if switch is not None:
                self.before_switch = before
                run.append((encode(switch), None))
                continue
            taken = take_automatic_step(game, handed, self._bots)
            if taken is None:
                break
            entry, reason = taken
            run.append((encode(entry), encode_reason(reason)))
        return run

    def move(self, action, at_step: int | None = None) -> list:
        """Apply the person's ``action`` (checked by the rules) and append it as one
        INSERT; returns the new events.

        ``at_step`` is the log step the person decided at (the step his page showed):
        the move is refused when the game is no longer there.  The INSERT is exclusive
        (:meth:`Store.append`), so of two moves decided at one step, from two pages of
        one seat, exactly one lands, even when both are the same action.

        Raises:
            IllegalActionError, InvalidActionError, GameOverError: the game is unchanged.
            MoveConflict: the game has passed ``at_step``, or another move took the step
                first (the game is reloaded).
            StoreError: the store cannot be used (the game is reloaded when it can be).
        """
        if at_step is not None and self.game.step_count != at_step:
            raise MoveConflict(stale_choice(), at_step + 1)
        events = self.game.apply(action)
        step = self.game.step_count
        try:
            self.store.append(self.table_id, step, encode(self.game.last_entry()), None, self.actor,
                              exclusive=True)
        except MoveConflict:
            self.reload()
            raise
        except StoreError:
            self._stale = True                           # the next refresh replays the store
            raise
        self._note_end()
        return events

    def _note_end(self) -> None:
        """Keep the digest of an ended game with its table (once; any client may)."""
        if self._final_written or not self.game.is_over:
            return
        digest = self.game.digest()
        with self.store.write() as connection:
            connection.execute(sa.update(game_tables)
                               .where(game_tables.c.id == self.table_id,
                                      game_tables.c.final_digest.is_(None))
                               .values(final_digest=digest))
        self._final_written = True

    @property
    def digest(self) -> str:
        return self.game.digest()


def stale_choice() -> str:
    """What a move decided at a step the game has left is told."""
    return "that choice is no longer open: the game has moved on"


def paced_limit(store, table_id: int, steps_per_second: int | None, limit: int | None,
                now: float | None = None) -> int | None:
    """The most automatic steps a client may take at a table now: ``limit``, or, for a
    paced table, no more than ``steps_per_second`` for each second since its last step
    (at most :data:`PACE_BURST_SECONDS` of them)."""
    if not steps_per_second:
        return limit
    query = (sa.select(moves.c.at).where(moves.c.game_id == table_id)
             .order_by(moves.c.step.desc()).limit(1))
    with store.read() as connection:
        last = connection.execute(query).scalar()
    now = time.time() if now is None else now
    seconds = PACE_BURST_SECONDS if last is None else min(PACE_BURST_SECONDS, max(0.0, now - last))
    allowed = int(steps_per_second * seconds)
    return allowed if limit is None else min(limit, allowed)


def follow(table: TableGame | None, store, control, actor: str, *, advance: bool,
           limit: int | None = None, rows=None) -> TableGame | None:
    """Bring a client's view of one table up to date with ``control`` (a
    :class:`~landlords.classroom.control.TableControl`): make the game once the table has
    started, apply the steps appended since, and, when ``advance`` and the session is
    playing, let the plan, chance and the bots take their steps (at the session's pace,
    if it has one: see :func:`paced_limit`).  None before the start."""
    if control.players is None:
        return None
    if table is None:
        table = TableGame(store, control.table_id, control.rules, control.options, control.seed,
                          control.players, actor)
    else:
        table.refresh(rows)
    if advance and control.state == "playing" and not table.game.is_over:
        limit = paced_limit(store, control.table_id, getattr(control, "steps_per_second", None), limit)
        if limit != 0:
            table.advance(control.plan, control.handed, limit)
    return table


__all__ = ["BATCH_STEPS", "PACE_BURST_SECONDS", "TableGame", "follow", "paced_limit", "stale_choice"]
