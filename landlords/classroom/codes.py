"""Join codes and teacher keys: how they are made and how they are checked.

A **join code** is six characters drawn with :mod:`secrets` from an alphabet without the
characters people confuse when a code is projected or read aloud (no ``0``/``O``,
``1``/``I``/``L``, ``5``/``S``, ``2``/``Z``, ``8``/``B``): about 2^28 codes, unique in a store.  What a
student types is forgiven its case, spaces and dashes.

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


def new_join_code() -> str:
    """A fresh random join code (``"K7RMXA"``)."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normalize_code(text) -> str | None:
    """The code a student meant (upper case, without spaces or dashes), or None when
    ``text`` cannot be a join code."""
    if not isinstance(text, str):
        return None
    code = "".join(text.split()).replace("-", "").upper()
    if len(code) != CODE_LENGTH or any(char not in CODE_ALPHABET for char in code):
        return None
    return code


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


__all__ = ["CODE_ALPHABET", "CODE_LENGTH", "key_digest", "key_matches", "new_join_code",
           "new_teacher_key", "normalize_code"]
