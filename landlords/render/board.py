"""The drawn board: ``board_svg(table, ...) -> str``, a pure function from a
:class:`~landlords.engine.table.BoardTable` to SVG in HTML.

The spaces run round a square as on the printed boards: space 0 in the bottom-right
corner, then leftwards, up, right along the top and down again (ten a side for forty
spaces).  Each space shows its name and detail line, a band in its colour, its holder
(the cell tinted in the holder's colour, or the rule set's words such as "PUBLIC ·
free"), the buildings on it (houses in the builder's colour, a hotel as a red block),
its marks (hatched, e.g. "mortgaged"), the tokens, and a dashed outline when the
decision waiting is about it.  With the "Where tokens land" overlay (:mod:`.landing`) each
space it covers gets a shaded strip along the board's outer edge and a legend under the board.  The spaces inside the ring sit by the corner the table
names, faded while not in use.  The centre holds the title, the rules in force, the
purses, who moves now, the players, the last throw and the table's notes.

Everything drawn comes from the table model; the players' colours and the game's money
format are the screen's and are passed in.
"""

from __future__ import annotations

import math
import re
from html import escape

from .landing import (
    LEGEND_HEIGHT,
    body_without_strip,
    landing_words,
    legend_svg,
    scale_top,
    strip_box,
    strip_svg,
)

SIZE = 1000
CORNER = 122
#: The smallest text on the board, in the board's units (the board is 1000 units wide).  A
#: longer line is narrowed to its box rather than made smaller.
MIN_TEXT = 17
#: The narrowest the apps draw the board, in px: its smallest text is then 11 px.  Drawn at
#: most 720 px wide, and in the apps as tall as a 1366x768 window leaves it (about 650 px).
SMALLEST_BOARD_PX = math.ceil(11 * SIZE / MIN_TEXT)
BAND = 20
_INK = "#2f2a22"
_PAPER = "#fffaf0"
_HOTEL = "#c0392b"
_REFORM, _OTHER = "#1e7a46", "#8b1e2d"
_HATCH = ('<defs><pattern id="ll-hatch" width="8" height="8" patternUnits="userSpaceOnUse" '
          'patternTransform="rotate(45)"><rect width="8" height="8" fill="#cfcfcf"/>'
          '<line x1="0" y1="0" x2="0" y2="8" stroke="#8a8a8a" stroke-width="3"/></pattern></defs>')


#: A rule's ID in brackets, "(ST-8)": the rule books', not the learner's.
_RULE_IDS = re.compile(r"\s*\((?:[A-Z]{1,3}-[A-Z]?\d+[a-z]?(?:,\s*)?)+\)")


_DOUBLED_STOP = re.compile(r"(?<!\.)\.\.(?!\.)")


def one_full_stop(words: str) -> str:
    """``words`` with a doubled full stop made one ("the Gee Whiz R.R.." -> "R.R."); an
    ellipsis ("...") is left alone."""
    return _DOUBLED_STOP.sub(".", words)


def without_rule_ids(words: str) -> str:
    """``words`` without rule IDs in brackets ("a natural opportunity (ST-8)" -> "a natural opportunity")."""
    return _RULE_IDS.sub("", words)


def per_side(count: int) -> int:
    """Spaces from one corner to the next (10 for a board of 40)."""
    return max(2, math.ceil(count / 4))


def cell(i: int, count: int) -> tuple[float, float, float, float, str]:
    """``(x, y, width, height, side)`` of ring space ``i`` of ``count``; side is
    bottom/left/top/right/corner."""
    per = per_side(count)
    side_len = (SIZE - 2 * CORNER) / (per - 1)
    far = SIZE - CORNER
    edge, k = divmod(i, per)
    if k == 0:
        return ((far, far), (0, far), (0, 0), (far, 0))[edge % 4] + (CORNER, CORNER, "corner")
    if edge == 0:
        return far - k * side_len, far, side_len, CORNER, "bottom"
    if edge == 1:
        return 0, far - k * side_len, CORNER, side_len, "left"
    if edge == 2:
        return CORNER + (k - 1) * side_len, 0, side_len, CORNER, "top"
    return far, CORNER + (k - 1) * side_len, CORNER, side_len, "right"


def outer_edge(i: int, count: int, side: str) -> str:
    """The edge of ring space ``i`` on the board's rim: its side's, and for a corner the
    bottom or the top."""
    if side != "corner":
        return side
    return "bottom" if (i // per_side(count)) % 4 in (0, 1) else "top"


def _band_and_body(x, y, w, h, side):
    """The band on the inner edge of a ring space, and the box its text goes in."""
    if side == "bottom":
        return (x, y, w, BAND), (x, y + BAND, w, h - BAND)
    if side == "top":
        return (x, y + h - BAND, w, BAND), (x, y, w, h - BAND)
    if side == "left":
        return (x + w - BAND, y, BAND, h), (x, y, w - BAND, h)
    if side == "right":
        return (x, y, BAND, h), (x + BAND, y, w - BAND, h)
    return None, (x, y, w, h)


def wrap(text: str, width: int) -> list[str]:
    """``text`` in lines of at most ``width`` characters (a longer word keeps its line)."""
    lines, line = [], ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    if line:
        lines.append(line)
    return lines


def text_width(words: str, size: float, weight: str = "normal") -> float:
    """About how wide ``words`` is drawn at ``size`` (a serif face's average letter)."""
    return len(words) * size * (0.58 if weight == "bold" else 0.52)


def text(x, y, words, size=MIN_TEXT, weight="normal", color=_INK, anchor="middle", style="", cls="",
         fit=None) -> str:
    """An SVG text of at least :data:`MIN_TEXT`; ``fit`` (a width) narrows a longer one to it."""
    size = max(size, MIN_TEXT)
    words = one_full_stop(str(words))
    extra = f' font-style="{style}"' if style else ""
    klass = f' class="{cls}"' if cls else ""
    if fit is not None and text_width(words, size, weight) > fit:
        extra += f' textLength="{fit:.1f}" lengthAdjust="spacingAndGlyphs"'
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" font-weight="{weight}" fill="{color}" '
            f'text-anchor="{anchor}"{extra}{klass}>{escape(words)}</text>')


def lines(x, y, rows, size, **kw) -> str:
    size = max(size, MIN_TEXT)
    return "".join(text(x, y + k * (size + 1.5), row, size, **kw) for k, row in enumerate(rows))


def house(cx: float, cy: float, color: str, s: float = 8.0) -> str:
    points = [(cx - s, cy + s), (cx - s, cy - s * 0.15), (cx, cy - s), (cx + s, cy - s * 0.15),
              (cx + s, cy + s)]
    path = " ".join(f"{px:.1f},{py:.1f}" for px, py in points)
    return f'<polygon class="ll-house" points="{path}" fill="{color}" stroke="{_INK}" stroke-width="1.3"/>'


def token(cx: float, cy: float, name: str, color: str, moving: bool, r: float = 11.5) -> str:
    ring = (f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r + 4.5:.1f}" fill="none" stroke="{color}" '
            f'stroke-width="3" class="ll-pulse"/>') if moving else ""
    return (f'{ring}<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" fill="{color}" stroke="#fff" '
            f'stroke-width="2"><title>{escape(name)}</title></circle>'
            + text(cx, cy + 5.5, name[:1].upper(), MIN_TEXT, "bold", "#fff"))


def _tokens(x, y, w, h, names, palette, mover) -> str:
    """Tokens centred in the box (x, y, w, h), up to three in a row."""
    if not names:
        return ""
    per_row = 3 if w >= 70 else 2
    rows = [names[k:k + per_row] for k in range(0, len(names), per_row)]
    gap = 25
    out = []
    top = y + h / 2 - (len(rows) - 1) * gap / 2
    for r, row in enumerate(rows):
        left = x + w / 2 - (len(row) - 1) * gap / 2
        for c, name in enumerate(row):
            out.append(token(left + c * gap, top + r * gap, name, palette.get(name, "#555"), name == mover))
    return "".join(out)


def _buildings(band, side, buildings, palette) -> str:
    """Houses as small houses in the builder's colour along the band (four, then "+n"); a
    hotel as one red block marked H."""
    if band is None or not buildings:
        return ""
    bx, by, bw, bh = band
    horizontal = side in ("bottom", "top")
    out = []
    for building in buildings:
        color = palette.get(building.owner, "#444")
        if building.kind == "hotel":
            w, h = (34, 19) if horizontal else (19, 34)
            x, y = bx + bw / 2 - w / 2, by + bh / 2 - h / 2
            out.append(f'<g class="ll-hotel"><rect x="{x:.1f}" y="{y:.1f}" width="{w}" height="{h}" rx="2" '
                       f'fill="{_HOTEL}" stroke="{color}" stroke-width="2"/>'
                       + text(bx + bw / 2, by + bh / 2 + 5.5, "H", MIN_TEXT, "bold", "#fff")
                       + f'<title>{building.count} {escape(building.kind)}</title></g>')
            continue
        shown = min(building.count, 4)
        for k in range(shown):
            if horizontal:
                out.append(house(bx + 10 + k * 18, by + BAND / 2, color))
            else:
                out.append(house(bx + BAND / 2, by + 10 + k * 18, color))
        if building.count > shown:
            if horizontal:
                out.append(text(bx + 10 + shown * 18 - 2, by + BAND / 2 + 5.5, f"+{building.count - shown}",
                                MIN_TEXT, "bold", "#fff", anchor="start"))
            else:
                out.append(text(bx + BAND / 2, by + 10 + shown * 18 + 4, f"+{building.count - shown}",
                                MIN_TEXT, "bold", "#fff", fit=BAND - 2))
        plural = "s" if building.count != 1 else ""
        out.append(f'<title>{building.count} {escape(building.kind)}{plural} of '
                   f'{escape(str(building.owner))}</title>')
    return "".join(out)


def _marks(space, body) -> str:
    """A space's marks (those its detail line does not already say), hatched under the text."""
    marks = [m for m in space.marks if m != space.detail]
    if not marks:
        return ""
    bx, by, bw, bh = body
    out = [f'<rect x="{bx + 1:.1f}" y="{by + 1:.1f}" width="{bw - 2:.1f}" height="{bh - 2:.1f}" '
           f'fill="url(#ll-hatch)" fill-opacity="0.45" stroke="none"/>']
    for k, mark in enumerate(marks[:2]):
        out.append(f'<g class="ll-mark" data-mark="{escape(mark)}">'
                   + text(bx + bw / 2, by + bh - 22 - 17 * k, mark.upper(), MIN_TEXT, "bold", "#444", fit=bw - 6)
                   + f'<title>{escape(mark)}</title></g>')
    return "".join(out)


def _space_svg(space, count, palette, mover, here, landing=None) -> str:
    """A ring space; ``landing`` is ``(probability, top of the scale, tooltip words)`` when
    the "Where tokens land" overlay covers it."""
    x, y, w, h, side = cell(space.index, count)
    holder = space.holder
    tooltip = without_rule_ids(space.tooltip or space.name)
    if landing is not None:
        tooltip = landing[2] + (f"\n{tooltip}" if tooltip != space.name else "")
    out = [f'<g class="ll-space" data-space="{space.index}">',
           f'<title>{escape(tooltip)}</title>',
           f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" fill="{space.fill or _PAPER}" '
           f'stroke="{_INK}" stroke-width="1.2"/>']
    if holder in palette:
        out.append(f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" '
                   f'fill="{palette[holder]}" fill-opacity="0.22" stroke="none"/>')
    band, body = _band_and_body(x, y, w, h, side)
    outer = outer_edge(space.index, count, side)
    if landing is not None:
        body = body_without_strip(body, outer)
    if band is not None and space.band:
        out.append(f'<rect x="{band[0]:.1f}" y="{band[1]:.1f}" width="{band[2]:.1f}" height="{band[3]:.1f}" '
                   f'fill="{space.band}" stroke="{_INK}" stroke-width="1"/>')
    bx, by, bw, bh = body
    cx = bx + bw / 2
    out.append(_marks(space, body))
    size = 17 if side == "corner" else MIN_TEXT
    room = bw - 6                                         # the width a line of text may take
    name_lines = wrap(space.name, max(4, int(room / (size * 0.58))))[:2 if side != "corner" else 3]
    out.append(lines(cx, by + size + 1, name_lines, size, weight="bold", fit=room))
    below = by + size + 1 + len(name_lines) * (size + 1.5)
    if space.detail:
        out.append(text(cx, below + 1, space.detail, MIN_TEXT, color="#5a5245", fit=room))
    if space.holder_label:
        out.append(text(cx, by + bh - 5, space.holder_label, MIN_TEXT, "bold", _REFORM, cls="ll-holder", fit=room))
    elif holder is not None:
        out.append(text(cx, by + bh - 5, holder[:10], MIN_TEXT, "bold", palette.get(holder, _INK), cls="ll-holder",
                        fit=room))
    out.append(_buildings(band, side, space.buildings, palette))
    if here:
        top = below + 4
        bottom = by + bh - 18
        out.append(_tokens(bx, top, bw, max(bottom - top, 26), here, palette, mover))
    if landing is not None:
        probability, scale, words = landing
        out.append(strip_svg(strip_box(x, y, w, h, side, outer), outer, probability, scale, words))
    if space.in_play:
        out.append(f'<rect x="{x + 4:.1f}" y="{y + 4:.1f}" width="{w - 8:.1f}" height="{h - 8:.1f}" '
                   f'fill="#f2d544" fill-opacity="0.18" stroke="#c99a06" stroke-width="3" '
                   f'stroke-dasharray="7,4" rx="4" class="ll-in-play"/>')
    if mover in here and mover in palette:
        out.append(f'<rect x="{x + 2:.1f}" y="{y + 2:.1f}" width="{w - 4:.1f}" height="{h - 4:.1f}" '
                   f'fill="none" stroke="{palette[mover]}" stroke-width="4" rx="3"/>')
    out.append("</g>")
    return "".join(out)


def _inner_box(corner: int, count: int, nth: int) -> tuple[float, float, float, float]:
    """The box of the ``nth`` inner space beside the ring's corner ``corner``."""
    w = 112
    per = per_side(count)
    edge = (corner // per) % 4
    near, far = CORNER + 8, SIZE - CORNER - 8 - w
    x = far if edge in (0, 3) else near
    y = far if edge in (0, 1) else near
    step = (w + 8) * nth                     # a second space by the same corner goes inwards
    x += -step if edge in (0, 3) else step
    return x, y, w, w


def _inner_svg(table, count, palette, mover, where) -> str:
    out, seen = [], {}
    for space in table.inner:
        nth = seen.get(space.corner, 0)
        seen[space.corner] = nth + 1
        x, y, w, h = _inner_box(space.corner or 0, count, nth)
        active = space.active
        out.append(f'<g class="ll-space ll-inner" data-space="{space.index}" opacity="{"1" if active else "0.55"}">'
                   f'<title>{escape(without_rule_ids(space.tooltip or space.name))}</title>')
        out.append(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="10" fill="{space.fill or "#eaf3e1"}" '
                   f'stroke="#6b8e4e" stroke-width="1.5" stroke-dasharray="{"0" if active else "5,4"}"/>')
        out.append(text(x + w / 2, y + 19, space.name, MIN_TEXT, "bold", "#3f5f2a", fit=w - 8))
        if space.marks:
            out.append(text(x + w / 2, y + 37, space.marks[0], MIN_TEXT, color="#5c7a45", style="italic", fit=w - 8))
        if space.detail:
            out.append(text(x + w / 2, y + h - 8, space.detail, MIN_TEXT, color="#3f5f2a", fit=w - 8))
        if space.holder_label or space.holder:
            out.append(text(x + w / 2, y + h - 26, space.holder_label or space.holder, MIN_TEXT, "bold",
                            palette.get(space.holder, _REFORM), fit=w - 8))
        out.append(_tokens(x, y + 36, w, h - 52, where.get(space.index, []), palette, mover))
        if space.in_play:
            out.append(f'<rect x="{x + 3}" y="{y + 3}" width="{w - 6}" height="{h - 6}" rx="8" fill="none" '
                       f'stroke="#c99a06" stroke-width="3" stroke-dasharray="7,4" class="ll-in-play"/>')
        out.append("</g>")
    return "".join(out)


def _die(x, y, n, s=30) -> str:
    pips = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
            4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
            6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}.get(n, [])
    out = [f'<rect x="{x}" y="{y}" width="{s}" height="{s}" rx="6" fill="#fff" '
           f'stroke="{_INK}" stroke-width="1.5"/>']
    for dx, dy in pips:
        out.append(f'<circle cx="{x + s / 2 + dx * s * 0.27:.1f}" cy="{y + s / 2 + dy * s * 0.27:.1f}" '
                   f'r="{s * 0.09:.1f}" fill="{_INK}"/>')
    return "".join(out)


def signed(money, amount: int) -> str:
    """An amount of the game's money with a true minus sign for a debt."""
    return money(amount) if amount >= 0 else "\u2212" + money(-amount)


def purse_amount(purse, money) -> str:
    """What a purse shows: its own text, its money, or for an account below nothing (one
    that issues money, such as a bank) how much more it has paid out than taken in."""
    if purse.text:
        return purse.text
    return money(purse.amount) if purse.amount >= 0 else f"paid out {money(-purse.amount)}"


def purse_tooltip(purse, money) -> str:
    if not purse.text and purse.amount < 0:
        return f"{purse.label} has paid out {money(-purse.amount)} more than it has taken in"
    return f"{purse.label}: {purse_amount(purse, money)}"


#: The centre's purse boxes and the players' table beneath them share one width.
_BOX_W, _BOX_GAP = 158, 9
_TABLE_W = 3 * _BOX_W + 2 * _BOX_GAP
_TABLE_TOP, _ROW_H = 384, 31
_PURSE_COLORS = ("#b8860b", "#6a5d48", "#1e7a46", "#1e6fa8", "#2e7d32")


def _head_svg(table, mid) -> str:
    """The centre's title, its subtitle and the badge naming the rules in force."""
    out = [text(mid, 172, table.title.upper(), 30 if len(table.title) > 12 else 34, "bold", "#5b1a18"),
           text(mid, 195, table.subtitle, MIN_TEXT, style="italic", color="#6a5d48", fit=_TABLE_W + 150)]
    if table.regime_label:
        badge = _REFORM if table.reform else _OTHER
        out += [f'<rect x="{mid - 150}" y="205" width="300" height="30" rx="15" fill="{badge}"/>',
                text(mid, 225, table.regime_label.upper(), 14, "bold", "#fff", cls="ll-regime")]
    return "".join(out)


def _purses_svg(purses, mid, money) -> str:
    """A centred row of boxes, one per purse: its label and its amount."""
    out = []
    n = len(purses)
    width = min(_BOX_W, (_TABLE_W + _BOX_GAP) / max(n, 1) - _BOX_GAP)
    start = mid - (n * width + (n - 1) * _BOX_GAP) / 2
    for k, purse in enumerate(purses):
        color = _PURSE_COLORS[k % len(_PURSE_COLORS)]
        bx = start + k * (width + _BOX_GAP)
        out.append(f'<g class="ll-purse" data-purse="{escape(purse.key)}">'
                   f'<rect x="{bx:.1f}" y="246" width="{width:.1f}" height="52" rx="8" fill="#fff" '
                   f'stroke="{color}" stroke-width="1.6"/><title>{escape(purse_tooltip(purse, money))}</title>')
        out.append(text(bx + width / 2, 265, purse.label, MIN_TEXT, color="#5a5245", fit=width - 8))
        out.append(text(bx + width / 2, 289, purse_amount(purse, money), 19, "bold", color,
                        cls=f"ll-purse-{escape(purse.key)}", fit=width - 8))
        out.append("</g>")
    return "".join(out)


def round_words(table) -> str:
    """The round, for a tooltip beside the turn (the learner's one clock): some endings and
    votes count rounds.  Empty before the first round."""
    if not table.round:
        return ""
    return (f"Round {table.round}: in a round every player has one turn "
            f"(some endings and votes count rounds)")


def round_title(table) -> str:
    """:func:`round_words` as an SVG tooltip (``<title>``), or nothing."""
    words = round_words(table)
    return f"<title>{escape(words)}</title>" if words else ""


def mover_banner(table, palette, money, mid, y=318) -> str:
    """The turn (the learner's one clock; the round in its tooltip), then who moves now: a
    player, chance, or the game's end."""
    out = [f"<g>{round_title(table)}"
           + text(mid, y + 2, f"Turn {table.turn}", MIN_TEXT, color="#5a5245", cls="ll-turn") + "</g>"]
    mover = table.to_move
    seat = next((s for s in table.seats if s.name == mover), None)
    if table.ending or mover is None:
        out.append(f'<rect x="{mid - 240}" y="{y + 12}" width="480" height="40" rx="8" fill="#5b1a18"/>')
        out.append(text(mid, y + 39, f"Game over: {table.ending}" if table.ending else "Game over", 19, "bold",
                        "#fff", cls="ll-tomove", fit=470))
    elif seat is None:
        out.append(text(mid, y + 39, "Chance acts next", 18, "bold", "#6a5d48", cls="ll-tomove"))
    else:
        out.append(f'<rect x="{mid - 240}" y="{y + 12}" width="480" height="40" rx="8" '
                   f'fill="{palette.get(mover, "#555")}"/>')
        out.append(text(mid, y + 39, f"{mover} to move  ·  cash {signed(money, seat.cash)}", 21, "bold",
                        "#fff", cls="ll-tomove"))
    return "".join(out)


def _seat_who(seat) -> str:
    who = "human" if seat.bot is None else f"bot: {seat.bot}"
    return ", ".join([who, *seat.tags])


def _players_svg(seats, palette, money, mid, values=None) -> tuple[str, float]:
    """The players' table (name, who plays, cash, wealth, where), the mover's row standing out.

    ``values`` (``{player: (market value, the rules' score)}``) puts two columns in place
    of the seat's one wealth: market value, the apps' yardstick, and the rules' score."""
    left, width = mid - _TABLE_W / 2, _TABLE_W
    row_h = _ROW_H if len(seats) <= 6 else 26
    top = _TABLE_TOP
    two = values is not None
    cash_x, who_end = (left + 250, left + 182) if two else (left + 300, left + 222)
    columns = ([(left + 338, "market value"), (left + 410, "score")] if two else [(left + 390, "wealth")])
    out = [text(cash_x, top + 12, "cash", color="#7a6e5a", anchor="end")]
    out += [text(x, top + 12, label, color="#7a6e5a", anchor="end", cls="ll-wealth-head", fit=78)
            for x, label in columns]
    out.append(text(left + width - 6, top + 12, "where", color="#7a6e5a", anchor="end"))
    for k, seat in enumerate(seats):
        color = palette.get(seat.name, "#555")
        ry = top + 18 + k * row_h
        if seat.to_move:
            out.append(f'<rect x="{left:.1f}" y="{ry:.1f}" width="{width}" height="{row_h - 3}" rx="6" '
                       f'fill="#fff3c4" stroke="{color}" stroke-width="2.5"/>')
        else:
            out.append(f'<rect x="{left:.1f}" y="{ry:.1f}" width="{width}" height="{row_h - 3}" rx="6" '
                       f'fill="#fff" fill-opacity="0.6" stroke="#d9cfb8"/>')
        cy = ry + (row_h - 3) / 2
        out.append(token(left + 16, cy, seat.name, color, False, r=9.5))
        name = seat.name[:10]
        name_w = min(text_width(name, MIN_TEXT, "bold"), 92)
        out.append(text(left + 32, cy + 5, name, MIN_TEXT, "bold", color, anchor="start", fit=92))
        who_x = left + 32 + name_w + 6
        out.append(text(who_x, cy + 5, _seat_who(seat), MIN_TEXT, color="#6a5d48", anchor="start", style="italic",
                        fit=max(who_end - who_x, 10)))
        out.append(text(cash_x, cy + 5, signed(money, seat.cash), 17 if seat.to_move else MIN_TEXT,
                        "bold" if seat.to_move else "normal", _INK, anchor="end",
                        cls="ll-cash" if seat.to_move else "", fit=68))
        if two:
            market, score = values.get(seat.name, (seat.wealth, seat.wealth))
            out.append(text(left + 338, cy + 5, signed(money, market), MIN_TEXT, "bold", "#3d352a", anchor="end",
                            cls="ll-market", fit=76))
            out.append(text(left + 410, cy + 5, signed(money, score), MIN_TEXT, color="#5a5245", anchor="end",
                            cls="ll-score", fit=62))
        else:
            out.append(text(left + 390, cy + 5, signed(money, seat.wealth), MIN_TEXT, color="#5a5245",
                            anchor="end", fit=80))
        out.append(text(left + width - 6, cy + 5, seat.where, MIN_TEXT, color="#6a5d48", anchor="end",
                        fit=70 if two else 88))
    return "".join(out), top + 18 + len(seats) * row_h + 14


def _dice_svg(dice, y, mid) -> tuple[str, float]:
    """The last throw's two dice at ``y``, with the y below them (``y`` itself if none yet)."""
    if dice is None:
        return "", y
    player, a, b = dice
    return "".join([_die(mid - 120, y, a), _die(mid - 84, y, b),
                    text(mid - 44, y + 21, f"last throw: {player}, {a + b}", MIN_TEXT, color="#5a5245",
                         anchor="start")]), y + 48


def _notes_svg(notes, y, mid) -> str:
    out, bottom = [], SIZE - CORNER - 10
    for note in notes:
        rows = wrap(note, 52)
        if y + 4 + (MIN_TEXT + 1.5) * len(rows) > bottom:
            break
        out.append(f'<g class="ll-note">{lines(mid, y + 8, rows, MIN_TEXT, weight="bold", color=_REFORM)}</g>')
        y += (MIN_TEXT + 1.5) * len(rows) + 8
    return "".join(out)


def _centre_svg(table, palette, money, values=None) -> str:
    mid = SIZE / 2
    players, y = _players_svg(table.seats, palette, money, mid, values)
    dice, y = _dice_svg(table.dice, y, mid)
    return "".join([_head_svg(table, mid), _purses_svg(table.purses, mid, money),
                    mover_banner(table, palette, money, mid), players, dice, _notes_svg(table.notes, y, mid)])


STYLE = """<style>
.ll-board svg text { font-family: Georgia, 'Times New Roman', serif; }
.ll-board .ll-pulse { animation: ll-pulse 1.2s ease-in-out 3; }
@media (prefers-reduced-motion: reduce) { .ll-board .ll-pulse { animation: none; } }
@keyframes ll-pulse { 0%, 100% { stroke-opacity: 1; } 50% { stroke-opacity: 0.25; } }
</style>"""


def board_svg(table, palette: dict[str, str], money, step: int = 0, landing: dict | None = None,
              values: dict | None = None) -> str:
    """The board of ``table`` (a ``BoardTable``) as an HTML fragment (inline SVG).

    ``palette`` gives each player's colour, ``money`` formats an amount of the game's
    money, ``step`` is the log step shown (kept on the fragment for tests and screens).
    ``landing`` is the "Where tokens land" overlay, ``{space: (probability, expected rent
    now)}`` (:func:`landlords.analysis.landing_overlay`), or None for none.  ``values``,
    ``{player: (market value, the rules' score)}``, shows both beside each seat's cash.
    """
    count = len(table.spaces)
    landing = landing or {}
    top = scale_top(landing) if landing else 0.0
    height = SIZE + (LEGEND_HEIGHT if landing else 0)
    mover = table.to_move
    where: dict[int, list[str]] = {}
    for seat in table.seats:
        if seat.name in table.tokens:
            where.setdefault(table.tokens[seat.name], []).append(seat.name)
    parts = [f'<div class="ll-board ll-drawn-board" data-turn="{table.turn}" data-step="{step}" '
             f'data-regime="{escape(str(table.regime))}" data-landing="{"on" if landing else "off"}" '
             f'style="width:100%;max-width:720px;">', STYLE,
             f'<svg viewBox="0 0 {SIZE} {height}" xmlns="http://www.w3.org/2000/svg" role="img" '
             f'aria-label="The board of {escape(table.title)}" style="width:100%;height:auto;display:block">',
             _HATCH,
             f'<rect x="0" y="0" width="{SIZE}" height="{SIZE}" fill="#efe4c8" stroke="{_INK}" '
             f'stroke-width="3"/>',
             f'<rect x="{CORNER}" y="{CORNER}" width="{SIZE - 2 * CORNER}" height="{SIZE - 2 * CORNER}" '
             f'fill="{"#eef5e6" if table.reform else "#f6eedb"}"/>']
    for space in table.spaces:
        mark = None
        if space.index in landing:
            probability, rent = landing[space.index]
            mark = (probability, top, landing_words(space.name, probability, rent, money))
        parts.append(_space_svg(space, count, palette, mover, where.get(space.index, []), mark))
    parts.append(_inner_svg(table, count, palette, mover, where))
    parts.append(_centre_svg(table, palette, money, values))
    if landing:
        parts.append(legend_svg(top, SIZE + 14, SIZE))
    parts.append("</svg></div>")
    return "".join(parts)


__all__ = ["MIN_TEXT", "SMALLEST_BOARD_PX", "round_words", "board_svg", "cell", "mover_banner", "outer_edge", "one_full_stop", "per_side", "purse_amount", "signed", "without_rule_ids",
           "wrap"]
