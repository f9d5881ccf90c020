"""The narrated feed of a game: its events as HTML lines, newest first.

Each line shows the turn, a dot in the colour of the player it is about, and the event's
sentence (a bot's reason in italics).  Payments that another event already tells ("Bob
bought Lonely Lane for $50") are left out.
"""

from __future__ import annotations

from html import escape

#: Payments the feed leaves out because another event already tells them.
QUIET_PAYMENTS = frozenset({"purchase", "house", "luxury"})
_WHO = ("player", "payer", "lender", "borrower")


def feed_html(events, palette: dict[str, str], limit: int = 90, mark_step: int | None = None) -> str:
    """The last ``limit`` of ``events`` as the feed's HTML, newest first.

    ``mark_step``: the events of this log step are highlighted (the Replay app marks the
    step it shows).
    """
    lines = []
    for event in reversed(events[-limit:]):
        kind = event.kind
        values = event.fields
        if kind == "paid" and values.get("reason") in QUIET_PAYMENTS:
            continue
        who = next((values[f] for f in _WHO if values.get(f)), None)
        dot = (f'<span class="ll-dot" style="background:{palette[who]}"></span>'
               if isinstance(who, str) and who in palette else '<span class="ll-dot"></span>')
        text = escape(event.text)
        if kind == "decided":
            head, _, why = event.text.partition(" (")
            text = escape(head) + (f' <i class="ll-why">({escape(why)}</i>' if why else "")
        now = " ll-ev-now" if mark_step is not None and event.step == mark_step else ""
        lines.append(f'<div class="ll-ev ll-ev-{kind}{now}"><span class="ll-t">T{event.turn}</span>'
                     f'{dot}{text}</div>')
    return '<div class="ll-feed">' + "".join(lines) + "</div>"


__all__ = ["QUIET_PAYMENTS", "feed_html"]
