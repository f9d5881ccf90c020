"""Join codes, resume codes and teacher keys: how they are made and how they are checked.

A **join code** is six characters drawn with :mod:`secrets` from an alphabet without the
characters people confuse when a code is projected or read aloud (no ``0``/``O``,
``1``/``I``/``L``, ``5``/``S``, ``2``/``Z``, ``8``/``B``): about 2^28 codes, unique in a store.  What a
student types is forgiven its case, spaces and dashes.

A **resume code** is the secret of one seat: eight characters of the same alphabet (about
2^37 codes), shown as ``ACDE-FGHK`` for the student to write down; the store keeps only a
digest of the seat and the code.  Guessing one is hopeless only while guesses are few,
so wrong codes are counted at the door (:mod:`landlords.classroom.door`).

A **teacher key** is ``secrets.token_urlsafe(32)`` (256 random bits).  The store keeps
only its SHA-256 digest: with that much entropy a fast hash is enough (nothing can be
guessed), and a stolen store gives no key.  A key offered is hashed and compared with
:func:`hmac.compare_digest`, which takes the same time wherever the digests differ.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

#: The characters of a join code: capital letters and digits nobody mistakes for another.
CODE_ALPHABET = "ACDEFGHJKMNPQRTUVWXY34679"
#: How many characters a join code has.
CODE_LENGTH = 6


#: How many characters a resume code has.
RESUME_LENGTH = 8


def _random_code(length: int) -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(length))


def new_join_code() -> str:
    """A fresh random join code (``"K7RMXA"``)."""
    return _random_code(CODE_LENGTH)


def normalize_code(text, length: int = CODE_LENGTH) -> str | None:
    """The code a student meant (upper case, without spaces or dashes), or None when
    ``text`` cannot be a code of ``length`` characters (a join code by default)."""
    if not isinstance(text, str):
        return None
    code = "".join(text.split()).replace("-", "").upper()
    if len(code) != length or any(char not in CODE_ALPHABET for char in code):
        return None
    return code


def new_resume_code() -> str:
    """A fresh random resume code (``"ACDEFGHK"``; :func:`shown_resume_code` for the eye)."""
    return _random_code(RESUME_LENGTH)


def shown_resume_code(code: str) -> str:
    """A resume code as a page shows it, in two halves: ``"ACDE-FGHK"``."""
    half = len(code) // 2
    return f"{code[:half]}-{code[half:]}"


def resume_digest(seat_id: int, code: str) -> str:
    """What the store keeps of a seat's resume code: the SHA-256 digest of seat and code
    (so one code opens one seat only)."""
    return hashlib.sha256(f"{int(seat_id)}:{code}".encode()).hexdigest()


def new_teacher_key() -> str:
    """A fresh teacher key (43 URL-safe characters)."""
    return secrets.token_urlsafe(32)


def key_digest(key: str) -> str:
    """What the store keeps of a teacher key: its SHA-256 digest in hex."""
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


def key_matches(key, digest: str) -> bool:
    """Whether ``key`` is the teacher key whose digest is ``digest`` (constant time)."""
    if not isinstance(key, str) or not key:
        return False
    return hmac.compare_digest(key_digest(key), digest)


__all__ = ["CODE_ALPHABET", "CODE_LENGTH", "RESUME_LENGTH", "key_digest", "key_matches", "new_join_code",
           "new_resume_code", "new_teacher_key", "normalize_code", "resume_digest", "shown_resume_code"]
