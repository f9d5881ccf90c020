"""The chance source gives the same numbers in both builds.

Compiled (issue 28), ``landlords.engine.chance`` draws on machine words that wrap modulo
2**64; interpreted, on Python's integers, masked.  Each draw here is checked against the
generator's definition written out in this file over Python integers (SplitMix64's
finaliser, the parts spread by odd multipliers), for random seeds and keys of one to four
parts: in the compiled build that checks the words, interpreted the integers.  Fixed
values pin the numbers themselves, so the two builds cannot drift apart together.
"""

from __future__ import annotations

import random

from landlords.engine import chance
from landlords.engine.chance import BotRandom, ChanceSource, keyed, mix64

MASK = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15
SPREAD = (0xD6E8FEB86659FD93, 0xA0761D6478BD642F, 0xE7037ED1A0B428DB, 0x8EBC6AF09C88C6E3,
          0x589965CC75374CC3, 0x1D8E4E27C47D124F)


def splitmix(value: int) -> int:
    z = (value + GOLDEN) & MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return z ^ (z >> 31)


def defined_keyed(seed: int, *parts: int) -> int:
    z = seed + sum(part * spread for part, spread in zip(parts, SPREAD))
    return splitmix(splitmix(z & MASK))


def keys(rng: random.Random, count: int):
    for _ in range(count):
        size = rng.randint(1, 4)
        yield tuple(rng.choice((rng.randrange(-8, 64), rng.getrandbits(32), rng.getrandbits(40)))
                    for _ in range(size))


def test_keyed_is_the_generator_as_defined_for_every_key_a_game_draws():
    rng = random.Random(28)
    for key in keys(rng, 20_000):
        seed = rng.getrandbits(64)
        assert keyed(seed, *key) == defined_keyed(seed, *key), (seed, key, chance.COMPILED)


def test_dice_and_indices_are_the_generator_as_defined():
    rng = random.Random(1906)
    for key in keys(rng, 5_000):
        source = ChanceSource(rng.getrandbits(64))
        z = defined_keyed(source.seed, *key)
        assert source.dice(*key) == ((z & 0xFFFFFFFF) % 6 + 1, (z >> 32) % 6 + 1), key
        assert source.index(37, *key) == z % 37, key
        assert source.copy().dice(*key) == source.dice(*key)


def test_a_bot_generator_is_the_counter_mixed_as_defined():
    rng = random.Random(35)
    for _ in range(2_000):
        seed = rng.getrandbits(64)
        numbers = BotRandom(seed)
        start = splitmix(seed)
        for counter in range(1, 6):
            assert numbers._next() == splitmix(start ^ (counter * GOLDEN & MASK))
        other = numbers.copy()
        assert other.randrange(1000) == numbers.randrange(1000)


def test_a_part_beyond_a_machine_word_takes_the_integer_path():
    seed = 12345
    for key in ((1 << 70,), (3, -(1 << 65)), (1, 2, 3, 1 << 64)):
        assert keyed(seed, *key) == defined_keyed(seed, *key)
        source = ChanceSource(seed)
        z = defined_keyed(source.seed, *key)
        assert source.dice(*key) == ((z & 0xFFFFFFFF) % 6 + 1, (z >> 32) % 6 + 1)


def test_fixed_numbers_are_the_same_in_every_build():
    assert mix64(0) == 16294208416658607535
    assert keyed(0, 1) == defined_keyed(0, 1) == 1760703193632932117
    assert ChanceSource(7).dice(1, 2, 3, 4) == (4, 4)
    assert ChanceSource(7).index(1000, 9) == 611
