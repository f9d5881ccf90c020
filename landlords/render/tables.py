"""The table on screen: ``table_html(game)`` draws ``game.table(viewer)`` whatever it is.

A :class:`~landlords.engine.table.BoardTable` is drawn as a square board
(:mod:`landlords.render.board`), a :class:`~landlords.engine.table.CardTable` as a card
table (:mod:`landlords.render.cards`), and a plain :class:`~landlords.engine.table.Table`
(a game with nothing on the table but money) as its seats and purses, here.  Every
drawing is a pure function of the table model, the players' colours, the game's money
format and the step shown; :func:`table_html` only gathers those from a game.  A board may
carry the "Where tokens land" overlay (:mod:`landlords.render.landing`), which an app asks of
``landlords.analysis.landing_overlay`` and hands in.

With many players (the no-land baseline takes up to a thousand) the plain table
shows how cash is spread (a histogram), the richest and the poorest, rather than a
thousand rows.
"""

from __future__ import annotations

from dataclasses import replace
from html import escape

from . import view
from .board import board_svg, purse_amount, signed
from .cards import cards_html, clock_html, mover_html

#: Above this many players a plain table shows the spread of cash, not every seat.
MAX_SEAT_ROWS = 12

STYLE = """<style>
.ll-plain { font-family: Georgia, 'Times New Roman', serif; color: #2f2a22; background: #f6eedb;
            border: 2px solid #2f2a22; border-radius: 8px; padding: 8px 10px;
            box-sizing: border-box; }
.ll-plain table { border-collapse: collapse; width: 100%; font-size: 13.5px; margin: 4px 0; }
.ll-plain th { text-align: right; color: #7a6e5a; font-weight: normal; font-size: 11.5px; padding: 2px 6px; }
.ll-plain th:first-child, .ll-plain td:first-child { text-align: left; }
.ll-plain td { text-align: right; padding: 3px 6px; border-top: 1px solid #e3d8bd; }
.ll-plain tr.ll-moving td { background: #fff3c4; font-weight: bold; }
.ll-plain .ll-dot { display: inline-block; width: 10px; height: 10px; border-radius: 50%; margin-right: 5px; }
.ll-plain .ll-who { font-style: italic; color: #6a5d48; font-size: 12px; margin-left: 4px; }
.ll-plain .ll-purses { margin: 4px 0; font-size: 13.5px; }
.ll-plain .ll-purse { display: inline-block; border: 1.5px solid #b8860b; border-radius: 6px; padding: 3px 8px;
                      margin-right: 6px; background: #fff; }
.ll-plain .ll-spread { font-size: 12.5px; color: #4a4236; }
.ll-plain .ll-ct-notes { font-size: 12.5px; color: #1e7a46; margin-top: 6px; }
</style>"""


def _seat_rows(seats, palette, money, values=None) -> str:
    wheres = any(seat.where for seat in seats)
    two = values is not None
    rows = []
    for seat in seats:
        color = palette.get(seat.name, "#555")
        who = "human" if seat.bot is None else f"bot: {seat.bot}"
        who = ", ".join([who, *seat.tags])
        moving = ' class="ll-moving"' if seat.to_move else ""
        rows.append(f'<tr{moving} data-player="{escape(seat.name)}"><td><span class="ll-dot" '
                    f'style="background:{color}"></span><b style="color:{color}">{escape(seat.name)}</b>'
                    f'<span class="ll-who">{escape(who)}</span></td>'
                    f'<td class="ll-cash">{escape(signed(money, seat.cash))}</td>'
                    + (f'<td class="ll-market"><b>{escape(signed(money, values.get(seat.name, (seat.wealth,) * 2)[0]))}'
                       f'</b></td><td class="ll-score">'
                       f'{escape(signed(money, values.get(seat.name, (seat.wealth,) * 2)[1]))}</td>' if two
                       else f'<td>{escape(signed(money, seat.wealth))}</td>')
                    + (f'<td>{escape(seat.where)}</td>' if wheres else "") + "</tr>")
    heads = "<th>market value</th><th>score</th>" if two else "<th>wealth</th>"
    return ("<table><tr><th>player</th><th>cash</th>" + heads + ("<th>where</th>" if wheres else "")
            + "</tr>" + "".join(rows) + "</table>")


def _histogram(seats, money, bins: int = 20) -> str:
    """How the players' cash is spread: an SVG bar chart of ``bins`` equal ranges."""
    cash = [seat.cash for seat in seats]
    low, high = min(cash), max(cash)
    bins = max(1, min(bins, high - low + 1))
    width = max(1, -(-(high - low + 1) // bins))
    counts = [0] * bins
    for value in cash:
        counts[min((value - low) // width, bins - 1)] += 1
    tallest = max(counts) or 1
    w, h, bar = 560, 120, 560 / bins
    out = [f'<svg class="ll-histogram" viewBox="0 0 {w} {h + 30}" style="width:100%;max-width:{w}px">']
    for k, count in enumerate(counts):
        tall = h * count / tallest
        out.append(f'<rect x="{k * bar + 1:.1f}" y="{h - tall:.1f}" width="{bar - 2:.1f}" height="{tall:.1f}" '
                   f'fill="#2e86ab"><title>{count} players with {escape(money(low + k * width))} to '
                   f'{escape(money(low + (k + 1) * width - 1))}</title></rect>')
    out.append(f'<text x="0" y="{h + 16}" font-size="13">{escape(money(low))}</text>'
               f'<text x="{w}" y="{h + 16}" font-size="13" text-anchor="end">{escape(money(high))}</text>'
               f'<text x="{w / 2}" y="{h + 29}" font-size="13" text-anchor="middle">cash in hand '
               f'(players per range)</text></svg>')
    return "".join(out)


def plain_html(table, palette: dict[str, str], money, step: int = 0, values=None) -> str:
    """A plain ``Table`` (seats and purses) as an HTML fragment."""
    seats = list(table.seats)
    if len(seats) > MAX_SEAT_ROWS:
        ranked = sorted(seats, key=lambda seat: (-seat.cash, seat.name))
        half = MAX_SEAT_ROWS // 2
        shown = ([s for s in seats if s.to_move] + ranked[:half] + ranked[-half:])
        shown = list(dict.fromkeys(shown))
        body = (f'<div class="ll-spread">{len(seats)} players; the richest and the poorest '
                f'{half} are listed.</div>' + _histogram(seats, money) + _seat_rows(shown, palette, money, values))
    else:
        body = _seat_rows(seats, palette, money, values)
    purses = "".join(f'<span class="ll-purse" data-purse="{escape(p.key)}">{escape(p.label)}: '
                     f'<b>{escape(purse_amount(p, money))}</b></span>' for p in table.purses)
    regime = f'<div class="ll-regime">{escape(table.regime_label)}</div>' if table.regime_label else ""
    notes = "".join(f"<div>{escape(note)}</div>" for note in table.notes)
    return (f'<div class="ll-board ll-plain" data-turn="{table.turn}" data-step="{step}" '
            f'data-regime="{escape(str(table.regime))}" style="width:100%;max-width:720px;">{STYLE}'
            f'<div><span class="ll-ct-title" style="font-size:24px;font-weight:bold;color:#5b1a18">'
            f'{escape(table.title)}</span> <i style="color:#6a5d48">{escape(table.subtitle)}</i></div>'
            + regime + clock_html(table) + mover_html(table, palette, money)
            + (f'<div class="ll-purses">{purses}</div>' if purses else "") + body
            + (f'<div class="ll-ct-notes">{notes}</div>' if notes else "") + "</div>")


def draw(table, palette: dict[str, str], money, step: int = 0, highlight=(), landing=None,
         values=None) -> str:
    """Any table model as HTML: a board, a card table or a plain table, by ``table.kind``
    (``landing``, the "Where tokens land" overlay, is drawn on a board only; ``values``,
    ``{player: (market value, the rules' score)}``, shows both in place of one wealth)."""
    if table.kind == "board":
        return board_svg(table, palette, money, step, landing, values)
    if table.kind == "cards":
        return cards_html(table, palette, money, step, highlight, values)
    return plain_html(table, palette, money, step, values)


def named_purses(table, words):
    """``table`` with each purse labelled as a learner should meet it: an account the
    rule set names more fully ("the bank (Miscellaneous)") is labelled so."""
    purses = []
    for purse in table.purses:
        full = words.accounts.get(purse.key, "")
        if full and purse.label in full and full.lower() != purse.label.lower():
            purse = replace(purse, label=view.capitalized(full))
        purses.append(purse)
    return replace(table, purses=tuple(purses))


def with_notes(table, notes):
    """``table`` with ``notes`` (sentences) drawn before its own."""
    return replace(table, notes=(*notes, *table.notes)) if notes else table


def table_html(game, viewer: str | None = None, landing: dict | None = None, notes=()) -> str:
    """The table of ``game`` drawn for ``viewer`` (their hidden cards face up); reads only.

    Wealth is shown at market value with the rules' score beside it
    (:func:`landlords.render.view.yardsticks`).  ``landing``: the game's "Where tokens land"
    overlay (:func:`landlords.analysis.landing_overlay`) to shade its board with, or
    None; ``notes``: sentences to show on the table first (what a switch changed).
    """
    table = with_notes(named_purses(game.table(viewer), game.rules.words), notes)
    highlight = game.prompt().spaces if table.kind == "cards" else ()
    values = view.yardsticks(game) if len(game.players) <= MAX_SEAT_ROWS * 8 else None
    return draw(table, view.colors(game), game.money, game.step_count, highlight, landing, values)


#: The name the apps and their tests have always used.
board_html = table_html

__all__ = ["MAX_SEAT_ROWS", "board_html", "draw", "named_purses", "plain_html", "table_html", "with_notes"]
