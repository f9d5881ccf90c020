"""Random exchange's own invariants, checked at every step by the conformance kit.

Every dollar the bank handed out is still with the players (RX-S1, RX-2); each turn made
exactly one exchange or missed one (RX-1, RX-3); the game never runs past its agreed
rounds (RX-4); one exchange waits while it runs.
"""

from __future__ import annotations

from landlords.engine.errors import ConformanceError


def check_exchange(game) -> None:
    """Random exchange's invariants of one state; raises :class:`ConformanceError`."""
    def fail(message):
        raise ConformanceError(f"{game!r}: {message}")

    n = game.n
    handed_out = n * game.starting_cash
    held = sum(game.balances[:n])
    if held != handed_out:
        fail(f"the players hold {held}, but the bank handed out {handed_out}")
    if game.balance("bank") != -handed_out:
        fail(f"the bank's balance is {game.balance('bank')}, not {-handed_out}")
    done = game.turn if game.is_over else game.turn - 1
    made = game.transfer_count - n
    if made + game.missed != done:
        fail(f"{done} turns are done but {made} exchanges were made and {game.missed} missed")
    if not 0 <= game.turn <= game.last_turn:
        fail(f"turn {game.turn} is outside the agreed {game.last_turn} turns")
    frames = game.frames
    if game.is_over:
        if frames:
            fail(f"the game is over but {len(frames)} frames wait")
    elif len(frames) != 1 or frames[0].kind != "exchange":
        fail(f"one exchange should wait, not {[frame.kind for frame in frames]}")
