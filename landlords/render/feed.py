"""The narrated feed of a game: its events as HTML lines, newest first.

Each line shows the turn, a dot in the colour of the player it is about (the first of
its fields that names a player), and the event's sentence (a bot's reason in italics).
Payments are shown in a smaller, quieter style than what the players did.
"""

from __future__ import annotations

from html import escape

from .board import one_full_stop


def player_of(event, palette: dict[str, str]) -> str | None:
    """The player an event is about: the first of its field values that names a player."""
    for value in event.values:
        if isinstance(value, str) and value in palette:
            return value
    return None


#: How many of the latest events the feed shows.
FEED_LENGTH = 90


def feed_html(events, palette: dict[str, str], limit: int = FEED_LENGTH,
              mark_step: int | None = None) -> str:
    """The last ``limit`` of ``events`` as the feed's HTML, newest first.

    ``mark_step``: the events of this log step are highlighted (the Replay app marks the
    step it shows).
    """
    lines = []
    for event in reversed(events[-limit:]):
        kind = event.kind
        who = player_of(event, palette)
        dot = (f'<span class="ll-dot" style="background:{palette[who]}"></span>'
               if who is not None else '<span class="ll-dot"></span>')
        said = one_full_stop(event.text)
        text = escape(said)
        if kind == "decided":
            head, _, why = said.partition(" (")
            text = escape(head) + (f' <i class="ll-why">({escape(why)}</i>' if why else "")
        now = " ll-ev-now" if mark_step is not None and event.step == mark_step else ""
        lines.append(f'<div class="ll-ev ll-ev-{escape(kind)}{now}"><span class="ll-t">T{event.turn}</span>'
                     f'{dot}{text}</div>')
    return '<div class="ll-feed">' + "".join(lines) + "</div>"


__all__ = ["feed_html", "player_of"]
