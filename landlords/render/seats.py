"""Taking a seat: the same game at the same step, with one player now played by a person.

"Play from here" in the Replay app asks which player you take over; the others stay
the bots they were.  The game is rebuilt from its record (the public face: a record's
players say who is a bot) with that one seat handed to a person, and replayed to the
step shown, so every decision so far is checked again and nothing of the original
game or its record changes.
"""

from __future__ import annotations

import dataclasses

from landlords.engine.errors import LandlordsError
from landlords.engine.record import replay


def take_seat(game, player: str):
    """A new game at ``game``'s step in which ``player`` is played by a person.

    Raises:
        LandlordsError: ``player`` does not sit at this game.
    """
    if player not in game.players:
        raise LandlordsError(f"{player!r} does not play in this game")
    record = game.record()
    seats = [{**seat, "bot": None} if seat["name"] == player else dict(seat) for seat in record.players]
    handed = dataclasses.replace(record, players=seats, final=None)
    return replay(handed)


def seat_choices(game) -> list[tuple[str, str]]:
    """``[(label, player), ...]``: every player, saying who plays him now."""
    return [(f"{name} (bot: {game.bot_names[name]})" if game.is_bot(name) else f"{name} (a person)", name)
            for name in game.players]


__all__ = ["seat_choices", "take_seat"]
