"""The student's client: the seat, the table's game kept in step with the store, and
the seated person's moves.  The student app drives one; the load test drives thirty.

    >>> client = StudentClient.join(store, "K7RMXA", "Ann")      # doctest: +SKIP
    >>> client.resume_code                     # the seat's secret: the page keeps it
    >>> client.refresh()                       # the others' moves, the bots and chance
    >>> if client.my_turn:
    ...     client.move(client.game.legal_actions()[0], at_step=client.game.step_count)

Each client is one page: it has an id of its own, noted with each "still here" while
:attr:`StudentClient.page_live` says its page is there, so the teacher sees a seat open
on two pages.
"""

from __future__ import annotations

import secrets
import time

import sqlalchemy as sa

from . import resume_requests
from .control import read_controls
from .errors import ClassroomError, MoveConflict, NotYourTurn, SessionEnded, SessionPaused, TableNotStarted
from .schema import predictions
from .session import ENDED, PAUSED, join, read_session, touch
from .tablegame import follow, stale_choice

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
        self.page = secrets.token_hex(8)
        #: Whether this client's page is on screen now (the student app asks its page;
        #: a program's client is its own page): only live pages count in the lobby.
        self.page_live = lambda: True
        self.table = None
        self.control = None
        self._touched = 0.0
        self.refresh()

    @classmethod
    def join(cls, store, code, name, *, table: int | None = None, resume: str | None = None,
             address: str | None = None) -> StudentClient:
        """Take a seat, or take back one's own with its resume code (see
        :func:`landlords.classroom.session.join`), and load its table."""
        return cls(store, join(store, code, name, table=table, resume=resume, address=address))

    @staticmethod
    def ask_teacher(store, code, name, *, address: str | None = None) -> str:
        """Ask the teacher to let this page into the seat held under ``name`` (no resume
        code at hand); returns the ticket to :meth:`claim` it with (see
        :mod:`landlords.classroom.resume_requests`)."""
        return resume_requests.ask(store, code, name, address=address)

    @classmethod
    def claim(cls, store, ticket: str) -> StudentClient | None:
        """The client of the seat asked for once the teacher let this page in (with a
        new resume code), or None while the teacher has not answered.

        Raises:
            ResumeRefused: the teacher refused (or the ticket is spent).
        """
        seat = resume_requests.claim(store, ticket)
        return None if seat is None else cls(store, seat)

    @property
    def name(self) -> str:
        return self.seat.name

    @property
    def resume_code(self) -> str | None:
        """The seat's resume code, when this page took the seat (or was let in), else None."""
        return self.seat.resume_code

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
            touch(self.store, self.seat.id, self.page if self.page_live() else None)
            self._touched = now

    def move(self, action, *, at_step: int | None = None, answer: bool = True) -> list:
        """Make the seated person's move (one INSERT), then (``answer``) let the bots and
        chance answer at once.

        ``at_step`` is the log step the choice was made at (the page's buttons were drawn
        there): after the table is read again, a game that has moved on refuses the move,
        so a click on a stale page never lands at a later step.  None: the step the game
        stands at now.

        Raises:
            SessionPaused, SessionEnded, TableNotStarted, NotYourTurn: nothing is changed.
            IllegalActionError, InvalidActionError: the rules refuse it (nothing changed).
            MoveConflict: the game has passed ``at_step``, or another move (another page
                of this seat) took the step first; the game shows the store's.
            StoreError: the store cannot be used.
        """
        self.refresh()
        if self.control.state == PAUSED:
            raise SessionPaused("the teacher has paused the class; wait for it to resume")
        if self.control.state == ENDED:
            raise SessionEnded("the class session has ended")
        if self.table is None:
            raise TableNotStarted("your table's game has not started yet; wait for your teacher")
        if at_step is not None and self.game.step_count != at_step:
            raise MoveConflict(stale_choice(), at_step + 1)
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
