"""A seat's resume secret in the store: made when the student takes the seat, checked
when a page resumes it, replaced when the teacher lets a page back in.

A seat belongs to the student who took it, not to the name on it (names are on every
board and in the lobby).  The store keeps only the digest of the seat's resume code
(:func:`~landlords.classroom.codes.resume_digest`); the code itself goes once to the
student's page, which keeps it in the browser and shows it to be written down.  A seat
made by a store older than resume codes has none: only the teacher can let a page back in.
"""

from __future__ import annotations

import hmac
import time

import sqlalchemy as sa

from .codes import new_resume_code, resume_digest
from .schema import seat_secrets


def issue(connection, seat_id: int) -> str:
    """Give seat ``seat_id`` a new resume code (in ``connection``'s write transaction),
    replacing any it had; returns the code (the store keeps its digest only)."""
    code = new_resume_code()
    digest = resume_digest(seat_id, code)
    done = connection.execute(sa.update(seat_secrets).where(seat_secrets.c.seat_id == seat_id)
                              .values(digest=digest, made=time.time())).rowcount
    if not done:
        connection.execute(seat_secrets.insert().values(seat_id=seat_id, digest=digest, made=time.time()))
    return code


def opens(store, seat_id: int, code: str) -> bool:
    """Whether the (normalized) resume ``code`` opens seat ``seat_id`` (constant time)."""
    with store.read() as connection:
        digest = connection.execute(sa.select(seat_secrets.c.digest)
                                    .where(seat_secrets.c.seat_id == seat_id)).scalar()
    return digest is not None and hmac.compare_digest(digest, resume_digest(seat_id, code))


__all__ = ["issue", "opens"]
