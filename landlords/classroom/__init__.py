"""Classroom sessions: a teacher runs a class from one join code; students play each
other, each from his own browser, on games kept in a shared store.

* :class:`Store` (:mod:`.store`): the database (SQLite in WAL mode by default, or any
  SQLAlchemy URL) holding sessions, seats, predictions and every game as its log.
* :class:`Teacher` (:mod:`.teacher`): make a session, start, pause, switch the rules,
  hand a seat to a bot, follow the tables, results, export, end.
* :class:`StudentClient` (:mod:`.client`): join with the code and a name (the seat's
  resume code comes back, to take the seat again), follow the table, make the seated
  person's moves (each refused once the game has passed the step it was decided at).
* :mod:`.door`: wrong codes counted per client address, which is slowed down and then
  locked out; :mod:`.resume_requests`: the teacher lets a student without his code back in.

Nothing here names a rule set: the session's rule set is any installed one.
"""

from __future__ import annotations

from .client import StudentClient
from .codes import normalize_code
from .errors import (
    ClassroomError,
    ExpiredCode,
    JoinError,
    MoveConflict,
    NameTaken,
    NotYourTurn,
    ResumeRefused,
    SessionEnded,
    SessionPaused,
    StoreError,
    TableFull,
    TableNotStarted,
    TeacherKeyError,
    TooManyWrongCodes,
    UnknownCode,
    WrongResumeCode,
)
from .session import create_session, join
from .store import Store
from .teacher import Teacher

__all__ = ["ClassroomError", "ExpiredCode", "JoinError", "MoveConflict", "NameTaken",
           "NotYourTurn", "ResumeRefused", "SessionEnded", "SessionPaused", "Store", "StoreError",
           "StudentClient", "TableFull", "TableNotStarted", "Teacher", "TeacherKeyError",
           "TooManyWrongCodes", "UnknownCode", "WrongResumeCode", "create_session", "join",
           "normalize_code"]
