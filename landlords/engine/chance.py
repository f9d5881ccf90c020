"""Chance for games: keyed, reproducible dice, draws and shuffles.

A chance outcome depends only on the game's seed and on a *key* naming what is drawn
and when ("the movement throw of seat 2 in its 7th turn", "the 12th Chance card"), not on
how many random numbers earlier events happened to consume.  Two branches of a game
that differ by a decision or by the rules in force therefore still see the same future
dice wherever they ask for the same key (common random numbers).

The generator is SplitMix64 written in integer arithmetic, so outcomes are the same on
every machine and every Python version.  Nothing here touches the ``random`` module.

Scripted dice (a list of throws given by a test, a lesson or a teacher) replace the
generator for dice throws, in order, until the script runs out; then the seed takes over.

The module is typed so that the optional compiled build (``benchmarks/build_compiled.py``,
issue 28) makes its classes native with mypyc; interpreted, it runs as plain Python.
Compiled, the draws of every turn (dice, an index, a bot's numbers) do their 64-bit
arithmetic on machine words (:func:`_keyed_word`, :func:`_mix_word`), where Python's
integers would go through arbitrary-precision numbers for every product (about 13,000
instructions a throw): the words wrap modulo 2**64 as the masked integers do, so they give
the same numbers, bit for bit (``tests/test_engine_chance_words.py`` compares them over
many keys, in both builds).  Interpreted, the integer functions are the only ones run.
"""

# mypyc: compiled

from __future__ import annotations

import zlib
from typing import TYPE_CHECKING, Any, Final

from .native import mypyc_attr

if TYPE_CHECKING:                      # a machine word in the compiled build (an int otherwise)
    from mypy_extensions import i64

#: True in the compiled build: this module is an extension module, and its i64 arithmetic
#: wraps modulo 2**64 (interpreted, an ``i64`` is a plain int and never wraps).
COMPILED: Final = not __file__.endswith(".py")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def mix64(value: int) -> int:
    """Return the SplitMix64 finaliser of ``value`` (a 64-bit avalanche)."""
    # The constants are written out (they are _GOLDEN, the two SplitMix64 multipliers and
    # _MASK): this runs for every draw, and literals are read faster than module names.
    z = (value + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
    return z ^ (z >> 31)


def label(name: str) -> int:
    """A stable 32-bit number for a key label (Python's ``hash`` is salted per process)."""
    return zlib.crc32(name.encode("utf-8"))


# Odd 64-bit multipliers that spread each part of a key over the whole word.
_SPREAD = (0xD6E8FEB86659FD93, 0xA0761D6478BD642F, 0xE7037ED1A0B428DB, 0x8EBC6AF09C88C6E3,
           0x589965CC75374CC3, 0x1D8E4E27C47D124F)


# The constants above as signed 64-bit words (two's complement), for the compiled build.
_W_GOLDEN: Final = -0x61C8864680B583EB
_W_M1: Final = -0x40A7B892E31B1A47         # 0xBF58476D1CE4E5B9
_W_M2: Final = -0x6B2FB644ECCEEE15         # 0x94D049BB133111EB
_W_S0: Final = -0x2917014799A6026D         # the spreads of _SPREAD[0..3]
_W_S1: Final = -0x5F89E29B87429BD1
_W_S2: Final = -0x18FC812E5F4BD725
_W_S3: Final = -0x7143950F6377391D
_TWO_64: Final = 1 << 64


def _word(value: int) -> i64:
    """The 64-bit unsigned ``value`` as a signed machine word (the same 64 bits)."""
    return value - _TWO_64 if value >= 1 << 63 else value


def _unsigned(word: i64) -> int:
    """The machine word ``word`` as the unsigned integer of its 64 bits."""
    value: int = word
    return value + _TWO_64 if value < 0 else value


def _mix_word(z: i64) -> i64:
    """SplitMix64's finaliser on a machine word: :func:`mix64` less its first addition,
    the right shifts made logical by their masks.  Compiled build only."""
    z = (z ^ ((z >> 30) & 0x3FFFFFFFF)) * _W_M1
    z = (z ^ ((z >> 27) & 0x1FFFFFFFFF)) * _W_M2
    return z ^ ((z >> 31) & 0x1FFFFFFFF)


def _keyed_word(seed: i64, parts: tuple[int, ...]) -> i64:
    """:func:`_keyed` on machine words, for keys of one to four parts (every key drawn
    while a game plays), as a word.  Compiled build only; raises OverflowError (or
    ValueError) for a part beyond a word, and the callers then take the integer path."""
    count = len(parts)
    a: i64 = parts[0]
    z: i64 = seed + a * _W_S0
    if count > 1:
        b: i64 = parts[1]
        z += b * _W_S1
        if count > 2:
            c: i64 = parts[2]
            z += c * _W_S2
            if count > 3:
                d: i64 = parts[3]
                z += d * _W_S3
    return _mix_word(_mix_word(z + _W_GOLDEN) + _W_GOLDEN)


def keyed(seed: int, *parts: int) -> int:
    """A 64-bit pseudo-random number determined by ``seed`` and up to six integer ``parts``.

    The parts are spread by distinct odd multipliers, summed with the seed, and put
    through two rounds of the SplitMix64 finaliser.  Keys of one to four parts (every key
    the rule sets and bots draw) are summed without a loop; the constants are written out
    as in :func:`mix64`.  The result is the same integer either way.
    """
    if COMPILED and 0 < len(parts) <= 4:
        try:
            return _unsigned(_keyed_word(_word(seed & _MASK), parts))
        except (OverflowError, ValueError):      # a part beyond a machine word
            pass
    return _keyed(seed, parts)


def _keyed(seed: int, parts: tuple[int, ...]) -> int:
    """:func:`keyed` of the parts as one tuple (what :class:`ChanceSource` calls: compiled,
    a call with ``*parts`` would go through Python's calling convention)."""
    count = len(parts)
    if count == 3:                                     # (what, seat, turn): 1906 dice
        a, b, c = parts
        z = seed + a * 0xD6E8FEB86659FD93 + b * 0xA0761D6478BD642F + c * 0xE7037ED1A0B428DB
    elif count == 4:                                   # (what, seat, turn, throw): Monopoly dice
        a, b, c, d = parts
        z = (seed + a * 0xD6E8FEB86659FD93 + b * 0xA0761D6478BD642F + c * 0xE7037ED1A0B428DB
             + d * 0x8EBC6AF09C88C6E3)
    elif count == 1:                                   # (step,): a bot's decision
        z = seed + parts[0] * 0xD6E8FEB86659FD93
    elif count == 2:
        z = seed + parts[0] * 0xD6E8FEB86659FD93 + parts[1] * 0xA0761D6478BD642F
    else:
        z = seed
        for part, spread in zip(parts, _SPREAD):
            z += part * spread
    z = (z + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
    z = ((z ^ (z >> 31)) + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
    return z ^ (z >> 31)


# ``allow_interpreted_subclasses``: besides subclasses, it lets ``copy`` make an instance
# with ``__new__`` alone (a native class's ``__new__`` otherwise runs ``__init__``).
@mypyc_attr(allow_interpreted_subclasses=True)
class ChanceSource:
    """The seeded source of every chance outcome of one game.

    Args:
        seed: any integer; the same seed gives the same outcomes for the same keys.
        script: optional list of dice throws ``(a, b)`` used, in order, for dice.
    """

    __slots__ = ("seed", "script", "script_used", "_seed_word")

    def __init__(self, seed: int, script: Any = None) -> None:
        self.seed: int = mix64(int(seed) & _MASK)
        self.script: tuple[tuple[int, ...], ...] = tuple(tuple(throw) for throw in script) if script else ()
        self.script_used: int = 0
        self._seed_word: i64 = _word(self.seed)

    def copy(self) -> ChanceSource:
        other = ChanceSource.__new__(ChanceSource)
        other.seed = self.seed
        other.script = self.script
        other.script_used = self.script_used
        other._seed_word = self._seed_word
        return other

    def dice(self, *key: int) -> tuple[int, ...]:
        """Two six-sided dice for ``key`` (or the next scripted throw)."""
        if self.script_used < len(self.script):
            throw = self.script[self.script_used]
            self.script_used += 1
            return throw
        if COMPILED and 0 < len(key) <= 4:
            try:
                w = _keyed_word(self._seed_word, key)
                return (w & 0xFFFFFFFF) % 6 + 1, ((w >> 32) & 0xFFFFFFFF) % 6 + 1
            except (OverflowError, ValueError):  # a part beyond a machine word
                pass
        z = _keyed(self.seed, key)
        return (z & 0xFFFFFFFF) % 6 + 1, (z >> 32) % 6 + 1

    def index(self, n: int, *key: int) -> int:
        """A uniform integer in ``range(n)`` for ``key``."""
        if COMPILED and 0 < len(key) <= 4:
            try:
                return _unsigned(_keyed_word(self._seed_word, key)) % n
            except (OverflowError, ValueError):  # a part beyond a machine word
                pass
        return _keyed(self.seed, key) % n

    def permutation(self, n: int, *key: int) -> list[int]:
        """A uniform permutation of ``range(n)`` for ``key`` (Fisher-Yates)."""
        order = list(range(n))
        base = _keyed(self.seed, key)
        for i in range(n - 1, 0, -1):
            j = mix64(base ^ i) % (i + 1)
            order[i], order[j] = order[j], order[i]
        return order


@mypyc_attr(allow_interpreted_subclasses=True)
class BotRandom:
    """A small counter-based generator for bots: cheap to copy, same on every machine."""

    __slots__ = ("seed", "counter", "_seed_word")

    def __init__(self, seed: int) -> None:
        self.seed: int = mix64(int(seed) & _MASK)
        self.counter: int = 0
        self._seed_word: i64 = _word(self.seed)

    def copy(self) -> BotRandom:
        other = BotRandom.__new__(BotRandom)
        other.seed = self.seed
        other.counter = self.counter
        other._seed_word = self._seed_word
        return other

    def _next(self) -> int:
        self.counter += 1
        if COMPILED:
            count: i64 = self.counter
            return _unsigned(_mix_word((self._seed_word ^ (count * _W_GOLDEN)) + _W_GOLDEN))
        return mix64(self.seed ^ (self.counter * _GOLDEN & _MASK))

    def random(self) -> float:
        """A float in [0, 1)."""
        return (self._next() >> 11) / 9007199254740992.0

    def randrange(self, n: int) -> int:
        """An integer in ``range(n)``."""
        return self._next() % n

    def choice(self, seq: Any) -> Any:
        """One element of a non-empty sequence."""
        return seq[self._next() % len(seq)]
