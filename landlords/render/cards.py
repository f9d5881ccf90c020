"""The drawn card table: ``cards_html(table, ...) -> str``, a pure function from a
:class:`~landlords.engine.table.CardTable` to HTML.

At the top, the title, the clock and who moves now; then the draw pile's count and the
discard pile (newest last); then one area per player, in seat order: his name in his
colour with who plays him and his tags, his bank (the cards and their value), his
property sets by colour (a complete set is marked), how many cards he holds, and his
hand face up when the table was drawn for him.  The cards the decision waiting is about
are outlined.  Simple and legible, not a picture of the cards.
"""

from __future__ import annotations

from html import escape

from .board import round_words, signed

STYLE = """<style>
.ll-cards { font-family: Georgia, 'Times New Roman', serif; color: #2f2a22; background: #f3ecd9;
            border: 2px solid #2f2a22; border-radius: 8px; padding: 6px 10px; box-sizing: border-box;
            line-height: 1.4; }  /* not the widget's 28 px line */
.ll-ct-title { font-size: 21px; font-weight: bold; color: #5b1a18; }
.ll-ct-sub { font-style: italic; color: #6a5d48; margin-left: 8px; }
.ll-ct-clock { color: #5a5245; font-size: 14px; float: right; margin-top: 6px; }
.ll-ct-mover { color: #fff; font-weight: bold; border-radius: 6px; padding: 4px 10px; font-size: 16px;
               margin: 3px 0 4px 0; }
.ll-ct-piles { font-size: 13px; margin: 3px 0 4px 0; }
.ll-ct-area { background: #fffdf6; border: 2px solid #d9cfb8; border-left-width: 8px; border-radius: 8px;
              padding: 3px 8px; margin: 4px 0; }
.ll-ct-area.ll-ct-moving { background: #fff3c4; }
.ll-ct-who { font-size: 15px; }
.ll-ct-name { font-weight: bold; }
.ll-ct-tags { font-style: italic; color: #6a5d48; font-size: 12.5px; }
.ll-ct-row { margin: 2px 0; font-size: 12.5px; }
.ll-ct-apart { margin-left: 10px; }
.ll-ct-label { color: #6a5d48; margin-right: 4px; }
.ll-ct-set { display: inline-block; vertical-align: top; border: 2px solid #999; border-top-width: 7px;
             border-radius: 5px; padding: 2px 4px; margin: 2px 4px 2px 0; background: #fff; }
.ll-ct-set.ll-complete { box-shadow: 0 0 0 2px #1e7a46; }
.ll-ct-set-head { font-size: 11.5px; color: #4a4236; }
.ll-card { display: inline-block; border: 1px solid #8a7e66; border-radius: 4px; padding: 1px 5px;
           margin: 1px 2px; font-size: 12px; white-space: nowrap; }
.ll-card small { opacity: 0.8; font-size: 12px; }
.ll-card.ll-in-play { outline: 3px dashed #c99a06; outline-offset: 1px; }
.ll-ct-notes { font-size: 12.5px; color: #1e7a46; margin-top: 6px; }
</style>"""


def _ink(color: str | None) -> str:
    """Black or white, whichever reads better on ``color`` (a ``#rrggbb`` colour)."""
    if not color or not color.startswith("#") or len(color) != 7:
        return "#2f2a22"
    r, g, b = (int(color[k:k + 2], 16) for k in (1, 3, 5))
    return "#2f2a22" if 0.299 * r + 0.587 * g + 0.114 * b > 140 else "#ffffff"


def card_html(card, money, highlight=frozenset()) -> str:
    """One card as a small labelled chip in its colour."""
    color = card.color or "#ffffff"
    marked = " ll-in-play" if card.id in highlight else ""
    return (f'<span class="ll-card{marked}" data-card="{card.id}" data-kind="{escape(card.kind)}" '
            f'style="background:{escape(color)};color:{_ink(color)}">{escape(card.label or card.name)} '
            f'<small>{escape(money(card.value))}</small></span>')


def _cards(cards, money, highlight) -> str:
    return "".join(card_html(card, money, highlight) for card in cards) or '<i class="ll-ct-label">none</i>'


def _set_html(card_set, money, highlight) -> str:
    done = " ll-complete" if card_set.complete else ""
    mark = " &#10003; complete" if card_set.complete else ""
    return (f'<div class="ll-ct-set{done}" data-set="{escape(card_set.group)}" '
            f'style="border-color:{escape(card_set.color)}">'
            f'<div class="ll-ct-set-head"><b>{escape(card_set.label)}</b> (a set of {card_set.needed}){mark}</div>'
            f'{"".join(card_html(card, money, highlight) for card in card_set.cards)}</div>')


def _wealth_html(seat, money, values) -> str:
    """A seat's wealth: at market value with the rules' score beside it when ``values``
    gives them, else the seat's one wealth."""
    if seat is None:
        return ""
    if values is None or seat.name not in values:
        return f" &middot; wealth {escape(signed(money, seat.wealth))}"
    market, score = values[seat.name]
    return (f' &middot; market value <b class="ll-market">{escape(signed(money, market))}</b>'
            f' &middot; score <span class="ll-score">{escape(signed(money, score))}</span>')


def _area_html(area, seat, palette, money, highlight, values=None) -> str:
    color = palette.get(area.name, "#555")
    who = "human" if seat is None or seat.bot is None else f"bot: {seat.bot}"
    tags = ", ".join([who, *(seat.tags if seat else ()), *([seat.where] if seat and seat.where else [])])
    moving = " ll-ct-moving" if seat is not None and seat.to_move else ""
    sets = "".join(_set_html(s, money, highlight) for s in area.sets) or '<i class="ll-ct-label">none yet</i>'
    bank = (f'<span class="ll-ct-label">Bank ({escape(money(area.bank_value))}):</span>'
            f'{_cards(area.bank, money, highlight)}')
    if area.hand is not None:              # one's own hand, face up: a row of its own
        bank_and_hand = (f'<div class="ll-ct-row">{bank}</div><div class="ll-ct-row ll-hand">'
                         f'<span class="ll-ct-label">Hand ({area.hand_count}), face up:</span>'
                         f'{_cards(area.hand, money, highlight)}</div>')
    else:                                  # another's: how many cards, beside the bank
        bank_and_hand = (f'<div class="ll-ct-row">{bank}<span class="ll-ct-label ll-ct-apart">Hand:</span>'
                         f'{area.hand_count} card{"s" if area.hand_count != 1 else ""}</div>')
    wealth = _wealth_html(seat, money, values)
    return (f'<div class="ll-ct-area{moving}" data-player="{escape(area.name)}" style="border-color:{color}">'
            f'<div class="ll-ct-who"><span class="ll-ct-name" style="color:{color}">{escape(area.name)}</span> '
            f'<span class="ll-ct-tags">({escape(tags)})</span>{wealth}</div>'
            f'{bank_and_hand}<div class="ll-ct-row"><span class="ll-ct-label">Sets:</span>{sets}</div></div>')


def mover_html(table, palette, money) -> str:
    """Who moves now (a player, chance, or the game's end), in a coloured bar."""
    mover = table.to_move
    seat = next((s for s in table.seats if s.name == mover), None)
    if table.ending or mover is None:
        words, color = (f"Game over: {table.ending}" if table.ending else "Game over"), "#5b1a18"
    elif seat is None:
        words, color = "Chance acts next", "#6a5d48"
    else:
        words, color = f"{mover} to move  ·  cash {signed(money, seat.cash)}", palette.get(mover, "#555")
    return (f'<div class="ll-ct-mover ll-tomove" style="background:{color};color:#fff;font-weight:bold;'
            f'padding:5px 10px;border-radius:6px">{escape(words)}</div>')


def clock_html(table) -> str:
    """The turn, the one clock a learner reads (the round in its tooltip)."""
    words = round_words(table)
    tip = f' title="{escape(words)}"' if words else ""
    return f'<span class="ll-ct-clock ll-turn"{tip}>Turn {table.turn}</span>'


def cards_html(table, palette: dict[str, str], money, step: int = 0, highlight=(), values=None) -> str:
    """The card table of ``table`` (a ``CardTable``) as an HTML fragment.

    ``highlight`` holds the ids of the cards the decision waiting is about (outlined).
    """
    highlight = frozenset(highlight)
    seats = {seat.name: seat for seat in table.seats}
    discard = table.discard[-8:]
    older = len(table.discard) - len(discard)
    piles = (f'<div class="ll-ct-piles"><span class="ll-ct-label">Draw pile:</span><b>{table.draw_count}</b> '
             f'card{"s" if table.draw_count != 1 else ""} &middot; <span class="ll-ct-label">Discard pile '
             f'({len(table.discard)}):</span>'
             + (f'<i class="ll-ct-label">{older} more, then</i>' if older else "")
             + _cards(discard, money, highlight) + "</div>")
    notes = "".join(f"<div>{escape(note)}</div>" for note in table.notes)
    return (f'<div class="ll-board ll-cards" data-turn="{table.turn}" data-step="{step}" '
            f'data-regime="{escape(str(table.regime))}" style="width:100%;max-width:720px;">{STYLE}'
            f'<div>{clock_html(table)}<span class="ll-ct-title">{escape(table.title)}</span>'
            f'<span class="ll-ct-sub">{escape(table.subtitle)}</span></div>'
            + mover_html(table, palette, money) + piles
            + "".join(_area_html(area, seats.get(area.name), palette, money, highlight, values) for area in table.areas)
            + (f'<div class="ll-ct-notes">{notes}</div>' if notes else "") + "</div>")


__all__ = ["card_html", "cards_html", "clock_html", "mover_html"]
