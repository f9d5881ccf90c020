"""The classroom's typed errors: each says in one line what went wrong and what to do.

Every error a student or a teacher can cause with bad input is a
:class:`~landlords.engine.errors.LandlordsError` (a ``ValueError``), so an app catches
them all in one place and shows the message; nothing is changed when one is raised.
"""

from __future__ import annotations

from landlords.engine.errors import LandlordsError


class ClassroomError(LandlordsError):
    """Base class of the classroom's errors."""


class StoreError(ClassroomError):
    """The store cannot be reached, is locked for too long, or refused the request."""


class MoveConflict(ClassroomError):
    """Another client appended a different step to the game first (the game moved on).

    Attributes:
        step: the log step both clients wanted.
    """

    def __init__(self, message: str, step: int) -> None:
        super().__init__(message)
        self.step = step


class JoinError(ClassroomError):
    """A student could not take a seat."""


class UnknownCode(JoinError):
    """No session has this join code."""


class ExpiredCode(JoinError):
    """The session of this join code has ended or expired."""


class NameTaken(JoinError):
    """The name is already seated in this session (resume that seat, or pick another name).

    Attributes:
        table: the table number of the seat held under that name.
    """

    def __init__(self, message: str, table: int) -> None:
        super().__init__(message)
        self.table = table


class TableFull(JoinError):
    """The table asked for (or every table) has no free seat for a person."""


class WrongResumeCode(JoinError):
    """The resume code given does not open that seat (a seat is its student's, not its name's)."""


class ResumeRefused(JoinError):
    """The teacher did not let this page back into the seat it asked for."""


class TooManyWrongCodes(JoinError):
    """Too many wrong codes came from this address: it must wait before it tries again.

    Attributes:
        wait: seconds until the next try is taken.
        locked: True when the address is locked out (not only slowed down).
    """

    def __init__(self, message: str, wait: float, locked: bool) -> None:
        super().__init__(message)
        self.wait = wait
        self.locked = locked


class TeacherKeyError(ClassroomError):
    """The teacher key is missing or wrong: nothing is controlled without it."""


class SessionPaused(ClassroomError):
    """The teacher has paused the session: no move is taken until it resumes."""


class SessionEnded(ClassroomError):
    """The session has ended: its games are kept, but nobody plays on."""


class NotYourTurn(ClassroomError):
    """The seated person tried to move while someone else (or chance) must."""


class TableNotStarted(ClassroomError):
    """The table's game has not started yet (the teacher starts it)."""


__all__ = ["ClassroomError", "ExpiredCode", "JoinError", "MoveConflict", "NameTaken",
           "NotYourTurn", "ResumeRefused", "SessionEnded", "SessionPaused", "StoreError", "TableFull",
           "TableNotStarted", "TeacherKeyError", "TooManyWrongCodes", "UnknownCode", "WrongResumeCode"]
