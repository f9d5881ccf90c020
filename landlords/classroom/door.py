"""The door of a class: wrong codes counted per client address, the address slowed
down and then locked out.

A join code has about 2^28 values and a resume code about 2^37: guessing one is
hopeless only while the guesses are few.  Every wrong code (a join code no session has,
or a resume code that does not open the seat asked for) is kept in the store with the
address it came from: the address of the student's browser, as ``landlords serve``
tells the page's kernel (a program that calls the API with no address counts as the
address ``""``).  Then, counting the wrong codes of the last :data:`WINDOW` seconds:

* after :data:`FREE_TRIES` of them the address waits before each further try: 1 s after
  the last wrong one, then 2, 4, 8... (doubling with each);
* after :data:`LOCKOUT` of them it is locked out, whatever it types, until the oldest
  counted one is :data:`WINDOW` seconds old (at most ten minutes);
* a right code is never slowed down, so a class of thirty joining at once from one
  address (a laptop serving only itself) joins at once.

The store is the one place all the class's kernels share, so a stranger gains nothing by
opening more pages.  The teacher page shows the wrong codes per address
(:func:`door_log`) and can let an address try again at once (:func:`unlock`).
"""

from __future__ import annotations

import logging
import time

import sqlalchemy as sa

from .errors import TooManyWrongCodes
from .schema import wrong_codes

log = logging.getLogger(__name__)

#: Seconds a wrong code counts against its address.
WINDOW = 600.0
#: Wrong codes an address may make within the window before it is slowed down.
FREE_TRIES = 3
#: Wrong codes within the window that lock an address out.
LOCKOUT = 10
#: Seconds the store keeps a wrong code (for the teacher's page), then forgets it.
KEPT = 24 * 3600.0
#: The longest address kept.
ADDRESS_LENGTH = wrong_codes.c.address.type.length


def address_of(address) -> str:
    """The address a try is counted under: the client's address, or ``""`` when unknown."""
    return str(address or "")[:ADDRESS_LENGTH]


def _recent(store, address: str, now: float) -> list[float]:
    query = (sa.select(wrong_codes.c.at)
             .where(wrong_codes.c.address == address, wrong_codes.c.at > now - WINDOW)
             .order_by(wrong_codes.c.at))
    with store.read() as connection:
        return [row.at for row in connection.execute(query)]


def check_door(store, address) -> None:
    """Let a try from ``address`` through, or refuse it.

    Raises:
        TooManyWrongCodes: the address must wait (``locked`` when it is locked out).
    """
    now = time.time()
    recent = _recent(store, address_of(address), now)
    if len(recent) >= LOCKOUT:
        wait = recent[-LOCKOUT] + WINDOW - now
        minutes = max(1, round(wait / 60))
        raise TooManyWrongCodes(f"too many wrong codes came from this computer: it may try again in "
                                f"{minutes} minute{'s' if minutes != 1 else ''}, or your teacher can let it "
                                f"in sooner", wait, True)
    if len(recent) >= FREE_TRIES:
        wait = recent[-1] + 2.0 ** (len(recent) - FREE_TRIES) - now
        if wait > 0:
            seconds = max(1, round(wait))
            raise TooManyWrongCodes(f"that was a wrong code; wait {seconds} second{'s' if seconds != 1 else ''} "
                                    f"before you try again", wait, False)


def note_wrong(store, address, what: str) -> None:
    """Count a wrong code (``what``: "join code" or "resume code") against ``address``."""
    address = address_of(address)
    now = time.time()
    with store.write() as connection:
        connection.execute(wrong_codes.insert().values(address=address, what=what, at=now))
        connection.execute(sa.delete(wrong_codes).where(wrong_codes.c.at < now - KEPT))
    log.info("a wrong %s from %s", what, address or "a program without an address")


def door_log(store) -> list[dict]:
    """The addresses that made wrong codes within the window, most first: ``{"address",
    "wrong", "what", "last_seconds", "locked_seconds"}`` (``locked_seconds``: how long it
    stays locked out, None when it is not)."""
    now = time.time()
    query = (sa.select(wrong_codes.c.address, wrong_codes.c.what, wrong_codes.c.at)
             .where(wrong_codes.c.at > now - WINDOW).order_by(wrong_codes.c.at))
    by_address: dict[str, list] = {}
    with store.read() as connection:
        for row in connection.execute(query):
            by_address.setdefault(row.address, []).append(row)
    rows = []
    for address, tries in by_address.items():
        times = [row.at for row in tries]
        locked = times[-LOCKOUT] + WINDOW - now if len(times) >= LOCKOUT else None
        rows.append({"address": address, "wrong": len(tries),
                     "what": sorted({row.what for row in tries}), "last_seconds": round(now - times[-1], 1),
                     "locked_seconds": None if locked is None else round(locked, 1)})
    return sorted(rows, key=lambda row: -row["wrong"])


def unlock(store, address) -> int:
    """Forget the wrong codes of ``address`` (the teacher lets it try again now); returns
    how many were forgotten."""
    with store.write() as connection:
        return connection.execute(sa.delete(wrong_codes)
                                  .where(wrong_codes.c.address == address_of(address))).rowcount


__all__ = ["FREE_TRIES", "LOCKOUT", "WINDOW", "address_of", "check_door", "door_log", "note_wrong", "unlock"]
