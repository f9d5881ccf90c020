"""The student's client: the seat, the table's game kept in step with the store, and
the seated person's moves.  The student app drives one; the load test drives thirty.

    >>> client = StudentClient.join(store, "K7RMXA", "Ann")      # doctest: +SKIP
    >>> client.refresh()                       # the others' moves, the bots and chance
    >>> if client.my_turn:
    ...     client.move(client.game.legal_actions()[0])
"""

from __future__ import annotations

import time

import sqlalchemy as sa

from .control import read_controls
from .errors import ClassroomError, NotYourTurn, SessionEnded, SessionPaused, TableNotStarted
from .schema import predictions
from .session import ENDED, PAUSED, join, read_session, touch
from .tablegame import follow

#: Seconds between two "still here" notes of one client.
TOUCH_EVERY = 10.0
#: The longest answer to a prompt a student may give.
MAX_ANSWER = 2000


class StudentClient:
    """One student's client (make it with :meth:`join`).

    Attributes:
        seat: the :class:`~landlords.classroom.session.SeatInfo` held.
        table: the table's :class:`~landlords.classroom.tablegame.TableGame` once its
            game has begun, else None.
        control: the table as last read from the store.
    """

    def __init__(self, store, seat) -> None:
        self.store = store
        self.seat = seat
        self.table = None
        self.control = None
        self._touched = 0.0
        self.refresh()

    @classmethod
    def join(cls, store, code, name, *, table: int | None = None, resume: bool = False) -> "StudentClient":
        """Take a seat (see :func:`landlords.classroom.session.join`) and load its table."""
        return cls(store, join(store, code, name, table=table, resume=resume))

    @property
    def name(self) -> str:
        return self.seat.name

    @property
    def game(self):
        """The table's game (None before the teacher starts it)."""
        return None if self.table is None else self.table.game

    @property
    def state(self) -> str:
        """The session's state: lobby, playing, paused or ended."""
        return self.control.state

    @property
    def handed_to_bot(self) -> bool:
        """True when the teacher handed this seat to a bot."""
        return self.seat.seat in self.control.handed

    @property
    def my_turn(self) -> bool:
        """True when the game waits for this student's decision."""
        game = self.game
        return (game is not None and self.control.state == "playing" and not self.handed_to_bot
                and game.to_move == self.name)

    def refresh(self) -> int:
        """Read the table and the steps others appended, and let chance and the bots act
        (while the session plays); returns the log steps gained."""
        before = 0 if self.game is None else self.game.step_count
        rows = None
        with self.store.read() as connection:           # one transaction: the table and its news
            self.control = read_controls(self.store, self.seat.session_id, self.seat.table_id, connection)[0]
            if self.table is not None:
                rows = self.store.steps_after(self.seat.table_id, before, connection)
        self.table = follow(self.table, self.store, self.control, self.name, advance=True, rows=rows)
        self._keep_alive()
        return (0 if self.game is None else self.game.step_count) - before

    def _keep_alive(self) -> None:
        now = time.monotonic()
        if now - self._touched >= TOUCH_EVERY:
            touch(self.store, self.seat.id)
            self._touched = now

    def move(self, action, *, answer: bool = True) -> list:
        """Make the seated person's move (one INSERT), then (``answer``) let the bots and
        chance answer at once.

        Raises:
            SessionPaused, SessionEnded, TableNotStarted, NotYourTurn: nothing is changed.
            IllegalActionError, InvalidActionError: the rules refuse it (nothing changed).
            MoveConflict: another move took the step first (the game shows the store's).
            StoreError: the store cannot be used.
        """
        self.refresh()
        if self.control.state == PAUSED:
            raise SessionPaused("the teacher has paused the class; wait for it to resume")
        if self.control.state == ENDED:
            raise SessionEnded("the class session has ended")
        if self.table is None:
            raise TableNotStarted("your table's game has not started yet; wait for your teacher")
        if not self.my_turn:
            mover = self.game.to_move
            raise NotYourTurn("the game is over" if mover is None else
                              "your seat is played by a bot now" if self.handed_to_bot else
                              f"it is not your turn: {mover} decides now")
        events = self.table.move(action)
        if answer:
            self.table.advance(self.control.plan, self.control.handed)
        return events

    def prompts(self) -> list[dict]:
        """The prediction and reflection prompts the teacher has turned on."""
        return read_session(self.store, self.seat.session_id).prompts

    def predict(self, prompt: str, answer: str) -> None:
        """Keep (or replace) this student's answer to one prompt."""
        if not isinstance(answer, str) or not answer.strip():
            raise ClassroomError("write an answer first")
        known = {item["key"] for item in self.prompts()}
        if prompt not in known:
            raise ClassroomError(f"there is no prompt {prompt!r:.60} turned on")
        answer = answer.strip()[:MAX_ANSWER]
        now = time.time()
        with self.store.write() as connection:
            done = connection.execute(sa.update(predictions)
                                      .where(predictions.c.seat_id == self.seat.id,
                                             predictions.c.prompt == prompt)
                                      .values(answer=answer, at=now)).rowcount
            if not done:
                connection.execute(predictions.insert().values(
                    session_id=self.seat.session_id, seat_id=self.seat.id, prompt=prompt,
                    answer=answer, at=now))


__all__ = ["StudentClient"]
