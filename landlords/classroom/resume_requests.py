"""Letting a student back into his seat without its resume code: he asks, the teacher
answers from the lobby.

A student on another browser, or who lost the code, types the join code and his name
and asks (:func:`ask`): the page gets a **ticket**, a secret of its own (the store keeps
its digest), and the teacher's lobby lists the request with the seat's name and table,
the address it came from and when (:func:`pending`).  The teacher lets it in or refuses
(:func:`answer`).  The page then claims the seat with its ticket (:func:`claim`): once let
in, it gets the seat and a new resume code (the old code no longer opens the seat), and
the ticket is spent.  A refused page is told so; an impostor gets nothing but the
teacher's attention.
"""

from __future__ import annotations

import hashlib
import secrets
import time

import sqlalchemy as sa

from landlords.engine.errors import shown

from . import seat_secrets
from .door import address_of, check_door
from .errors import ClassroomError, JoinError, ResumeRefused
from .schema import game_tables, resume_requests, seats
from .session import SeatInfo, find_session, name_key, seat_of_name, touch

#: The teacher's answers.
LET_IN, REFUSED, SPENT = "let in", "refused", "spent"
#: Seconds a request waits for the teacher's answer before the lobby stops showing it.
ASK_SECONDS = 15 * 60.0
#: Requests one address may have waiting at once (so a stranger cannot flood the lobby).
MOST_WAITING = 3


def _ticket_digest(ticket: str) -> str:
    return hashlib.sha256(str(ticket).encode("utf-8")).hexdigest()


def ask(store, code, name, *, address: str | None = None) -> str:
    """Ask the teacher of the session of ``code`` to let this page into the seat held
    under ``name``; returns the page's ticket (keep it; :func:`claim` with it).

    Raises:
        TooManyWrongCodes, UnknownCode, ExpiredCode: as for joining.
        JoinError: nobody is seated under ``name``.
    """
    address = address_of(address)
    check_door(store, address)
    info = find_session(store, code)
    held = seat_of_name(store, info.id, name_key(str(name).strip()))
    if held is None:
        raise JoinError(f"nobody called {shown(name, 60)} is seated in this session: check the name, "
                        f"or join as a new student")
    ticket = secrets.token_urlsafe(24)
    with store.write() as connection:
        waiting = connection.execute(sa.select(sa.func.count()).select_from(resume_requests).where(
            resume_requests.c.address == address, resume_requests.c.answer.is_(None),
            resume_requests.c.asked > time.time() - ASK_SECONDS)).scalar()
        if waiting >= MOST_WAITING:
            raise JoinError(f"this computer has {waiting} requests waiting for your teacher already; "
                            f"wait for an answer")
        connection.execute(resume_requests.insert().values(
            seat_id=held.id, ticket_digest=_ticket_digest(ticket), address=address, asked=time.time()))
    return ticket


def pending(store, session_id: int) -> list[dict]:
    """The requests of a session waiting for the teacher, oldest first: ``{"id", "name",
    "table", "address", "asked_seconds"}``."""
    now = time.time()
    query = (sa.select(resume_requests.c.id, seats.c.name, game_tables.c.number, resume_requests.c.address,
                       resume_requests.c.asked)
             .join(seats, seats.c.id == resume_requests.c.seat_id)
             .join(game_tables, game_tables.c.id == seats.c.table_id)
             .where(seats.c.session_id == session_id, resume_requests.c.answer.is_(None),
                    resume_requests.c.asked > now - ASK_SECONDS)
             .order_by(resume_requests.c.asked))
    with store.read() as connection:
        return [{"id": row.id, "name": row.name, "table": row.number, "address": row.address,
                 "asked_seconds": round(now - row.asked, 1)} for row in connection.execute(query)]


def answer(store, session_id: int, request_id: int, let_in: bool) -> None:
    """The teacher's answer to a waiting request of his session.

    Raises:
        ClassroomError: no such request waits in this session.
    """
    mine = sa.select(seats.c.id).where(seats.c.session_id == session_id)
    with store.write() as connection:
        done = connection.execute(sa.update(resume_requests)
                                  .where(resume_requests.c.id == request_id, resume_requests.c.answer.is_(None),
                                         resume_requests.c.seat_id.in_(mine))
                                  .values(answer=LET_IN if let_in else REFUSED)).rowcount
    if not done:
        raise ClassroomError(f"no request {shown(request_id, 20)} waits for an answer in this session")


def claim(store, ticket: str) -> SeatInfo | None:
    """The seat a request asked for, once the teacher let it in (with a new resume code;
    the ticket is then spent); None while the teacher has not answered.

    Raises:
        ResumeRefused: the teacher refused, or the ticket is unknown or spent.
    """
    digest = _ticket_digest(ticket)
    query = (sa.select(resume_requests.c.id, resume_requests.c.answer, seats.c.id.label("seat_id"),
                       seats.c.session_id, seats.c.table_id, game_tables.c.number, seats.c.seat, seats.c.name)
             .join(seats, seats.c.id == resume_requests.c.seat_id)
             .join(game_tables, game_tables.c.id == seats.c.table_id)
             .where(resume_requests.c.ticket_digest == digest))
    with store.read() as connection:
        row = connection.execute(query).first()
    if row is None or row.answer in (REFUSED, SPENT):
        raise ResumeRefused("your teacher did not let this page into that seat; ask your teacher")
    if row.answer is None:
        return None
    with store.write() as connection:
        spent = connection.execute(sa.update(resume_requests)
                                   .where(resume_requests.c.id == row.id, resume_requests.c.answer == LET_IN)
                                   .values(answer=SPENT)).rowcount
        if not spent:                                    # another page claimed it first
            raise ResumeRefused("this request was used already; ask your teacher again")
        code = seat_secrets.issue(connection, row.seat_id)
    touch(store, row.seat_id)
    return SeatInfo(row.seat_id, row.session_id, row.table_id, row.number, row.seat, row.name, code)


__all__ = ["ASK_SECONDS", "answer", "ask", "claim", "pending"]
