"""The drawn board: ``board_html(game) -> str``, a pure function from a game to SVG in HTML.

The 40 spaces run round a square as on Magie's board: Mother Earth in the bottom-right
corner, then leftwards to Jail, up to the Poor House / Central Park, right to Lord
Blueblood's Estate and down again.  Each space shows its name, its price and rent, a
band in its section's colour, its holder (the cell is tinted in the owner's colour, or
marked PUBLIC when the Treasury bought it), the houses on it (in the builder's colour)
and the players' tokens.  The four inner corners are the natural opportunities of the
single tax; the centre holds the rules in force, the Treasury and Miscellaneous, the
wage level, the last throw and the players, with the player to move and his cash
standing out.
"""

from __future__ import annotations

from html import escape

import landlords
from landlords.engine.events import money

from . import view

SIZE = 1000
CORNER = 122
SIDE = (SIZE - 2 * CORNER) / 9
BAND = 20

#: Band colours of the eight sections of lots and of the other kinds of space.
SECTION_COLORS = {1: "#9c7b62", 2: "#7fc6e8", 3: "#e58db2", 4: "#f0a35e", 5: "#d9534f",
                  6: "#f2d544", 7: "#5fae6e", 8: "#4a5fb5"}
KIND_COLORS = {"railroad": "#3a3a3a", "franchise": "#7b8fa0", "necessity": "#a1887f",
               "trespass": "#2f5d34", "chance": "#f39c4a", "luxury": "#9b59b6",
               "speculation": "#d4a017"}
_INK = "#2f2a22"
_PAPER = "#fffaf0"
_PUBLIC = "#d8efdd"
_CORNER_FILLS = {0: "#e4f1d6", 10: "#e6e1d8", 20: "#f1e6d2", 30: "#e3ecdc"}


def _cell(i: int) -> tuple[float, float, float, float, str]:
    """``(x, y, width, height, side)`` of space ``i``; side is bottom/left/top/right/corner."""
    far = SIZE - CORNER
    if i == 0:
        return far, far, CORNER, CORNER, "corner"
    if i < 10:
        return far - i * SIDE, far, SIDE, CORNER, "bottom"
    if i == 10:
        return 0, far, CORNER, CORNER, "corner"
    if i < 20:
        return 0, far - (i - 10) * SIDE, CORNER, SIDE, "left"
    if i == 20:
        return 0, 0, CORNER, CORNER, "corner"
    if i < 30:
        return CORNER + (i - 21) * SIDE, 0, SIDE, CORNER, "top"
    if i == 30:
        return far, 0, CORNER, CORNER, "corner"
    return far, CORNER + (i - 31) * SIDE, CORNER, SIDE, "right"


#: The natural opportunities (positions 40..43) sit inside the board beside corners 0, 10, 20, 30.
def _opportunity_box(k: int, beside: int) -> tuple[float, float, float, float]:
    w = 112
    near, far = CORNER + 8, SIZE - CORNER - 8 - w
    x = far if beside in (0, 30) else near
    y = far if beside in (0, 10) else near
    return x, y, w, w


def _wrap(text: str, width: int) -> list[str]:
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


def _text(x, y, text, size=11, weight="normal", color=_INK, anchor="middle", style="", cls="") -> str:
    extra = f' font-style="{style}"' if style else ""
    klass = f' class="{cls}"' if cls else ""
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" font-weight="{weight}" fill="{color}" '
            f'text-anchor="{anchor}"{extra}{klass}>{escape(str(text))}</text>')


def _lines(x, y, lines, size, **kw) -> str:
    return "".join(_text(x, y + k * (size + 1.5), line, size, **kw) for k, line in enumerate(lines))


def _house(cx: float, cy: float, color: str, s: float = 8.0) -> str:
    points = [(cx - s, cy + s), (cx - s, cy - s * 0.15), (cx, cy - s), (cx + s, cy - s * 0.15),
              (cx + s, cy + s)]
    path = " ".join(f"{px:.1f},{py:.1f}" for px, py in points)
    return f'<polygon points="{path}" fill="{color}" stroke="#2f2a22" stroke-width="1.3"/>'


def _token(cx: float, cy: float, name: str, color: str, moving: bool, r: float = 11.5) -> str:
    ring = (f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r + 4.5:.1f}" fill="none" stroke="{color}" '
            f'stroke-width="3" class="ll-pulse"/>') if moving else ""
    return (f'{ring}<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" fill="{color}" stroke="#fff" '
            f'stroke-width="2"><title>{escape(name)}</title></circle>'
            + _text(cx, cy + 4.2, name[:1].upper(), 12, "bold", "#fff"))


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
            out.append(_token(left + c * gap, top + r * gap, name, palette[name], name == mover))
    return "".join(out)


def _space_detail(game, s, space, regime) -> str:
    kind = space.kind
    if kind == "start":
        return f"wages {money(game.wage_level())}"
    if kind == "lot":
        return f"{money(space.price)} · rent {money(space.land_rent)}"
    if kind in ("railroad", "franchise"):
        return f"{money(space.price)} · fare $5"
    if kind == "necessity":
        return "no tax" if regime == "single-tax" else "tax"
    if kind == "speculation":
        return f"broker {money(space.price)}"
    if kind == "luxury":
        return "luxury $75"
    if kind == "trespass":
        return "no trespassing"
    if kind == "jail":
        return "fine $50"
    return ""


def spaces_in_play(game) -> set[int]:
    """Spaces the decision waiting is about: the cards dealt, the lot auctioned, the lot to build on."""
    kind = game.decision
    if kind == "initial":
        return {a[1] for a in game.legal_actions() if a[0] == "buy"}
    if kind in ("bid", "option"):
        sale = view.auction(game)
        return {sale["space"]} if sale else set()
    if kind == "build_here":
        return {a[1] for a in game.legal_actions() if a[0] == "build"}
    return set()


def _space_svg(game, s, palette, mover, publics, colleges, regime, in_play=frozenset()) -> str:
    space = game.board.spaces[s]
    x, y, w, h, side = _cell(s)
    owner = game.owner_of(s)
    fill = _CORNER_FILLS.get(s, _PAPER)
    if owner == "public":
        fill = _PUBLIC
    out = [f'<g class="ll-space" data-space="{s}">']
    out.append(f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" fill="{fill}" '
               f'stroke="{_INK}" stroke-width="1.2"/>')
    if owner not in (None, "public"):
        out.append(f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" '
                   f'fill="{palette[owner]}" fill-opacity="0.22" stroke="none"/>')
    band_color = SECTION_COLORS.get(space.section) if space.kind == "lot" else KIND_COLORS.get(space.kind)
    if s in colleges:
        band_color = "#1e7a46"
    # The band on the inner edge, and where the text goes.
    if side == "bottom":
        band = (x, y, w, BAND)
        body = (x, y + BAND, w, h - BAND)
    elif side == "top":
        band = (x, y + h - BAND, w, BAND)
        body = (x, y, w, h - BAND)
    elif side == "left":
        band = (x + w - BAND, y, BAND, h)
        body = (x, y, w - BAND, h)
    elif side == "right":
        band = (x, y, BAND, h)
        body = (x + BAND, y, w - BAND, h)
    else:
        band, body = None, (x, y, w, h)
    if band is not None and band_color:
        out.append(f'<rect x="{band[0]:.1f}" y="{band[1]:.1f}" width="{band[2]:.1f}" height="{band[3]:.1f}" '
                   f'fill="{band_color}" stroke="{_INK}" stroke-width="1"/>')
    bx, by, bw, bh = body
    cx = bx + bw / 2
    name = space.name
    if s in colleges:
        name = f"Free College ({name})"
    if space.kind == "jail":
        name = "Jail"
    width = 13 if side in ("bottom", "top") else 17
    if side == "corner":
        width = 16
    size = 10.5 if side != "corner" else 12
    lines = _wrap(name, width)[:3]
    out.append(_lines(cx, by + 13, lines, size, weight="bold"))
    detail = _space_detail(game, s, space, regime)
    if s in colleges:
        detail = "free college"
    if detail:
        out.append(_text(cx, by + 13 + len(lines) * (size + 1.5) + 1, detail, 9.5, color="#5a5245"))
    # Holder, at the bottom of the body.
    if owner == "public":
        out.append(_text(cx, by + bh - 5, "PUBLIC · free", 9.5, "bold", "#1e7a46"))
    elif owner is not None:
        out.append(_text(cx, by + bh - 5, owner[:10], 10, "bold", palette[owner]))
    # Houses on the band (in the builder's colour).
    count, builder = game.houses_on(s)
    if count and band is not None:
        color = palette.get(builder, "#444")
        horizontal = side in ("bottom", "top")
        shown = min(count, 4)
        for k in range(shown):
            if horizontal:
                hx, hy = band[0] + 10 + k * 18, band[1] + BAND / 2
            else:
                hx, hy = band[0] + BAND / 2, band[1] + 10 + k * 18
            out.append(_house(hx, hy, color))
        if count > shown:
            if horizontal:
                out.append(_text(band[0] + 10 + shown * 18 - 2, band[1] + BAND / 2 + 4, f"+{count - shown}",
                                 10, "bold", "#fff", anchor="start"))
            else:
                out.append(_text(band[0] + BAND / 2, band[1] + 10 + shown * 18 + 2, f"+{count - shown}",
                                 9, "bold", "#fff"))
        out.append(f'<title>{count} house{"s" if count != 1 else ""} of {escape(str(builder))}</title>')
    # Tokens in the free middle of the body.
    here = [p for p in game.players if game.position(p) == s]
    if here:
        top = by + 13 + len(lines) * (size + 1.5) + 6
        bottom = by + bh - 16
        out.append(_tokens(bx, top, bw, max(bottom - top, 26), here, palette, mover))
    if s in in_play:
        out.append(f'<rect x="{x + 4:.1f}" y="{y + 4:.1f}" width="{w - 8:.1f}" height="{h - 8:.1f}" '
                   f'fill="#f2d544" fill-opacity="0.18" stroke="#c99a06" stroke-width="3" '
                   f'stroke-dasharray="7,4" rx="4" class="ll-in-play"/>')
    if mover is not None and mover in palette and game.position(mover) == s:
        out.append(f'<rect x="{x + 2:.1f}" y="{y + 2:.1f}" width="{w - 4:.1f}" height="{h - 4:.1f}" '
                   f'fill="none" stroke="{palette[mover]}" stroke-width="4" rx="3"/>')
    out.append("</g>")
    return "".join(out)


def _opportunities_svg(game, palette, mover, regime) -> str:
    out = []
    active = regime == "single-tax"
    for k, opp in enumerate(game.board.opportunities):
        x, y, w, h = _opportunity_box(k, opp.beside_corner)
        opacity = "1" if active else "0.55"
        out.append(f'<g class="ll-opportunity" opacity="{opacity}">')
        out.append(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="10" fill="#eaf3e1" '
                   f'stroke="#6b8e4e" stroke-width="1.5" stroke-dasharray="{"0" if active else "5,4"}"/>')
        out.append(_text(x + w / 2, y + 17, opp.name, 12, "bold", "#3f5f2a"))
        out.append(_text(x + w / 2, y + 31, "natural opportunity", 8.5, color="#5c7a45", style="italic"))
        out.append(_text(x + w / 2, y + h - 9, f"wages {money(opp.wages)} · rent {money(opp.rent)}", 9,
                         color="#3f5f2a"))
        here = [p for p in game.players if game.position(p) == 40 + k]
        out.append(_tokens(x, y + 36, w, h - 52, here, palette, mover))
        out.append("</g>")
    return "".join(out)


_WHERE = {"jail": "in Jail", "poor house": "in the Poor House"}


def _signed(amount: int) -> str:
    """Dollars with a true minus sign for debts and for Miscellaneous, which never runs out."""
    return money(amount) if amount >= 0 else f"\u2212{money(-amount)}"


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


#: The centre's purse boxes and the players' table beneath them share one width.
_BOX_W, _BOX_GAP = 158, 9
_TABLE_W = 3 * _BOX_W + 2 * _BOX_GAP
_TABLE_TOP, _ROW_H = 384, 31


def _centre_head_svg(mid, title, size, color, subtitle, badge, words) -> str:
    """The centre's title, its subtitle and the badge naming the rules in force."""
    return "".join([_text(mid, 172, title, size, "bold", color),
                    _text(mid, 193, subtitle, 12.5, style="italic", color="#6a5d48"),
                    f'<rect x="{mid - 150}" y="205" width="300" height="30" rx="15" fill="{badge}"/>',
                    _text(mid, 225, words, 14, "bold", "#fff", cls="ll-regime")])


def _purse_boxes_svg(boxes, mid) -> str:
    """A centred row of boxes, each ``(label, value, colour, css class)``."""
    out = []
    start = mid - (len(boxes) * _BOX_W + (len(boxes) - 1) * _BOX_GAP) / 2
    for k, (label, value, color, klass) in enumerate(boxes):
        bx = start + k * (_BOX_W + _BOX_GAP)
        out.append(f'<rect x="{bx:.1f}" y="246" width="{_BOX_W}" height="52" rx="8" fill="#fff" '
                   f'stroke="{color}" stroke-width="1.6"/>')
        out.append(_text(bx + _BOX_W / 2, 264, label, 10.5, color="#5a5245"))
        out.append(_text(bx + _BOX_W / 2, 289, value, 19, "bold", color, cls=klass))
    return "".join(out)


def _mover_banner_svg(game, palette, mover, mid) -> str:
    """The turn and round, then who moves now: a player, Chance, or the game's end."""
    out = [_text(mid, 318, f"Turn {game.turn}  ·  Round {game.round}", 13, color="#5a5245", cls="ll-turn")]
    if game.outcome is not None:
        outcome = game.outcome
        who = f"{outcome.winner} wins" if outcome.winner else "A tie"
        out.append(f'<rect x="{mid - 240}" y="330" width="480" height="40" rx="8" fill="#5b1a18"/>')
        out.append(_text(mid, 357, f"Game over: {who} ({money(outcome.standings[0][1])})", 19, "bold", "#fff",
                         cls="ll-tomove"))
    elif mover == landlords.CHANCE:
        out.append(_text(mid, 357, "Chance acts next: the dice or a card", 18, "bold", "#6a5d48",
                         cls="ll-tomove"))
    elif mover is not None:
        out.append(f'<rect x="{mid - 240}" y="330" width="480" height="40" rx="8" fill="{palette[mover]}"/>')
        out.append(_text(mid, 357, f"{mover} to move  ·  cash {money(game.balance(mover))}", 21, "bold",
                         "#fff", cls="ll-tomove"))
    return "".join(out)


def _players_table_svg(rows, mid, where_of) -> tuple[str, float]:
    """The players' table (``view.player_rows``), ``where_of(row)`` wording the last column.

    Returns the SVG and the y just below the table.
    """
    left, width, top, row_h = mid - _TABLE_W / 2, _TABLE_W, _TABLE_TOP, _ROW_H
    out = [_text(left + 6, top + 12, "player", 10, color="#7a6e5a", anchor="start"),
           _text(left + 300, top + 12, "cash", 10, color="#7a6e5a", anchor="end"),
           _text(left + 390, top + 12, "wealth", 10, color="#7a6e5a", anchor="end"),
           _text(left + width - 6, top + 12, "where", 10, color="#7a6e5a", anchor="end")]
    for k, row in enumerate(rows):
        ry = top + 18 + k * row_h
        if row["to_move"]:
            out.append(f'<rect x="{left:.1f}" y="{ry:.1f}" width="{width}" height="{row_h - 3}" rx="6" '
                       f'fill="#fff3c4" stroke="{row["color"]}" stroke-width="2.5"/>')
        else:
            out.append(f'<rect x="{left:.1f}" y="{ry:.1f}" width="{width}" height="{row_h - 3}" rx="6" '
                       f'fill="#fff" fill-opacity="0.6" stroke="#d9cfb8"/>')
        cy = ry + (row_h - 3) / 2
        out.append(_token(left + 16, cy, row["name"], row["color"], False, r=9.5))
        who = "human" if row["bot"] is None else f"bot: {row['bot']}"
        if row["monarch"]:
            who += ", monarch"
        out.append(_text(left + 32, cy + 5, row["name"], 14, "bold", row["color"], anchor="start"))
        out.append(_text(left + 32 + 9 * min(len(row["name"]), 10) + 6, cy + 4.5, who, 10.5, color="#6a5d48",
                         anchor="start", style="italic"))
        out.append(_text(left + 300, cy + 5, _signed(row["cash"]), 15 if row["to_move"] else 13,
                         "bold" if row["to_move"] else "normal", _INK, anchor="end",
                         cls="ll-cash" if row["to_move"] else ""))
        out.append(_text(left + 390, cy + 5, money(row["wealth"]), 13, color="#5a5245", anchor="end"))
        where = where_of(row)
        if len(where) > 18:
            where = where[:17].rstrip() + "\u2026"
        out.append(_text(left + width - 6, cy + 4.5, where, 10.5, color="#6a5d48", anchor="end"))
    return "".join(out), top + 18 + len(rows) * row_h + 14


def _last_throw_svg(game, y, mid) -> tuple[str, float]:
    """The last throw's two dice at ``y``, with the y below them (``y`` itself if none yet)."""
    throw = view.last_throw(game)
    if throw is None:
        return "", y
    player, a, b = throw
    return "".join([_die(mid - 120, y, a), _die(mid - 84, y, b),
                    _text(mid - 44, y + 20, f"last throw: {player}, {a + b}", 13, color="#5a5245",
                          anchor="start")]), y + 48


def _centre_svg(game, palette, mover, regime, publics, colleges) -> str:
    mid = SIZE / 2
    single = regime == "single-tax"
    boxes = [("Public Treasury", _signed(game.balance("treasury")), "#b8860b", "ll-treasury"),
             ("Miscellaneous", _signed(game.balance("miscellaneous")), "#6a5d48", "ll-misc"),
             ("Wages at Mother Earth", money(game.wage_level()), "#1e7a46", "ll-wages")]
    table, y = _players_table_svg(view.player_rows(game), mid, lambda row: (
        _WHERE.get(row["status"]) or view.space_name(game, row["position"])))
    throw, y = _last_throw_svg(game, y, mid)
    out = [_centre_head_svg(mid, "THE LANDLORD'S GAME", 30, "#5b1a18",
                            f"Elizabeth Magie, 1906  ·  seed {game.seed}",
                            "#1e7a46" if single else "#8b1e2d",
                            "SINGLE TAX IN FORCE" if single else "LANDLORD RULES IN FORCE"),
           _purse_boxes_svg(boxes, mid), _mover_banner_svg(game, palette, mover, mid), table, throw]
    # The public's holdings.
    if publics:
        names = ", ".join(view.space_name(game, s) for s in publics)
        out.append(_text(mid, y + 4, "Owned by the public, free to use:", 11, "bold", "#1e7a46"))
        out.append(_lines(mid, y + 19, _wrap(names, 70)[:2], 10.5, color="#1e7a46"))
        y += 44
    if colleges:
        names = " and ".join(view.space_name(game, s) for s in colleges)
        out.append(_text(mid, y + 4, f"Free Colleges: {names}", 11, "bold", "#1e7a46"))
    return "".join(out)


_STYLE = """<style>
.ll-board svg text { font-family: Georgia, 'Times New Roman', serif; }
.ll-board .ll-pulse { animation: ll-pulse 1.2s ease-in-out infinite; }
@keyframes ll-pulse { 0%, 100% { stroke-opacity: 1; } 50% { stroke-opacity: 0.25; } }
</style>"""


def board_html(game) -> str:
    """The board of ``game`` as an HTML fragment (inline SVG); pure: reads, never changes."""
    if view.is_monopoly(game):
        return monopoly_board_html(game)
    if not view.is_magie(game):
        return (f'<div class="ll-board"><p>No drawn board for {escape(game.rules.name)} yet; '
                f'turn {game.turn}, to move: {escape(str(game.to_move))}</p></div>')
    palette = view.colors(game)
    mover = game.to_move
    regime = game.regime
    publics = view.public_spaces(game)
    colleges = view.colleges_built(game)
    parts = [f'<div class="ll-board" data-turn="{game.turn}" data-step="{game.step_count}" '
             f'data-regime="{regime}" style="width:100%;max-width:720px;">', _STYLE,
             f'<svg viewBox="0 0 {SIZE} {SIZE}" xmlns="http://www.w3.org/2000/svg" role="img" '
             f'aria-label="The board of The Landlord\'s Game" style="width:100%;height:auto;display:block">',
             f'<rect x="0" y="0" width="{SIZE}" height="{SIZE}" fill="#efe4c8" stroke="{_INK}" '
             f'stroke-width="3"/>',
             f'<rect x="{CORNER}" y="{CORNER}" width="{SIZE - 2 * CORNER}" height="{SIZE - 2 * CORNER}" '
             f'fill="{"#eef5e6" if regime == "single-tax" else "#f6eedb"}"/>']
    in_play = spaces_in_play(game)
    for s in range(40):
        parts.append(_space_svg(game, s, palette, mover, publics, colleges, regime, in_play))
    parts.append(_opportunities_svg(game, palette, mover, regime))
    parts.append(_centre_svg(game, palette, mover, regime, publics, colleges))
    parts.append("</svg></div>")
    return "".join(parts)


# ---------------------------------------------------------------------------- classic Monopoly
#: Band colours of Monopoly's colour groups (the 1906 sections' colours, in the same order),
#: of the railroads and of the utilities.
MONOPOLY_GROUP_COLORS = dict(zip(("brown", "light_blue", "pink", "orange", "red", "yellow", "green",
                                  "dark_blue"), (SECTION_COLORS[k] for k in range(1, 9))))
MONOPOLY_GROUP_COLORS.update(railroad=KIND_COLORS["railroad"], utility=KIND_COLORS["franchise"])
_MO_CORNER_FILLS = {0: "#e4f1d6", 10: "#e6e1d8", 20: "#f1e6d2", 30: "#f3dcd6"}
_HOUSE_FILL, _HOTEL_FILL = "#2e9e4f", "#c0392b"
_HATCH = ('<defs><pattern id="ll-mo-hatch" width="8" height="8" patternUnits="userSpaceOnUse" '
          'patternTransform="rotate(45)"><rect width="8" height="8" fill="#cfcfcf"/>'
          '<line x1="0" y1="0" x2="0" y2="8" stroke="#8a8a8a" stroke-width="3"/></pattern></defs>')


def _mo_detail(game, space) -> str:
    kind = space.kind
    if kind in ("street", "railroad", "utility"):
        return money(space.price)
    if kind == "go":
        return f"collect {money(game.wage_level())}"
    if kind == "tax":
        if space.name == "Income Tax":
            return "pay $200" if game.options.get("income_tax_flat") else "$200 or 10%"
        return f"pay {money(game.options.get('luxury_tax', 75))}"
    if kind == "jail":
        return "just visiting"
    if kind == "free_parking":
        return f"pot {money(game.balance('pot'))}" if game.options.get("free_parking_pot") else ""
    if kind == "go_to_jail":
        return "do not pass Go"
    return ""


def _mo_buildings(band, side, houses: int, hotels: int, owner_color: str) -> str:
    """Houses as small squares along the band; a hotel as one larger red block marked H."""
    if band is None or not (houses or hotels):
        return ""
    bx, by, bw, bh = band
    horizontal = side in ("bottom", "top")
    out = []
    if hotels:
        w, h = (34, 15) if horizontal else (15, 34)
        x, y = bx + bw / 2 - w / 2, by + bh / 2 - h / 2
        out.append(f'<g class="ll-hotel"><rect x="{x:.1f}" y="{y:.1f}" width="{w}" height="{h}" rx="2" '
                   f'fill="{_HOTEL_FILL}" stroke="{owner_color}" stroke-width="2"/>'
                   + _text(bx + bw / 2, by + bh / 2 + 4, "H", 11, "bold", "#fff")
                   + '<title>a hotel</title></g>')
        return "".join(out)
    s, step = 11, 16
    start = (bw if horizontal else bh) / 2 - (houses - 1) * step / 2
    for k in range(houses):
        if horizontal:
            cx, cy = bx + start + k * step, by + bh / 2
        else:
            cx, cy = bx + bw / 2, by + start + k * step
        out.append(f'<rect class="ll-house" x="{cx - s / 2:.1f}" y="{cy - s / 2:.1f}" width="{s}" '
                   f'height="{s}" fill="{_HOUSE_FILL}" stroke="{owner_color}" stroke-width="1.5">'
                   f'<title>{houses} house{"s" if houses != 1 else ""}</title></rect>')
    return "".join(out)


def _mo_space_svg(game, s, palette, mover, mortgaged) -> str:
    space = game.board.spaces[s]
    x, y, w, h, side = _cell(s)
    owner = game.owner_of(s)
    out = [f'<g class="ll-space" data-space="{s}"><title>{escape(space.name)}</title>',
           (f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" '
            f'fill="{_MO_CORNER_FILLS.get(s, _PAPER)}" stroke="{_INK}" stroke-width="1.2"/>')]
    if owner is not None:
        out.append(f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" '
                   f'fill="{palette[owner]}" fill-opacity="0.22" stroke="none"/>')
    band_color = MONOPOLY_GROUP_COLORS.get(space.group)
    if side == "bottom":
        band, body = (x, y, w, BAND), (x, y + BAND, w, h - BAND)
    elif side == "top":
        band, body = (x, y + h - BAND, w, BAND), (x, y, w, h - BAND)
    elif side == "left":
        band, body = (x + w - BAND, y, BAND, h), (x, y, w - BAND, h)
    elif side == "right":
        band, body = (x, y, BAND, h), (x + BAND, y, w - BAND, h)
    else:
        band, body = None, (x, y, w, h)
    if band is not None and band_color:
        out.append(f'<rect x="{band[0]:.1f}" y="{band[1]:.1f}" width="{band[2]:.1f}" height="{band[3]:.1f}" '
                   f'fill="{band_color}" stroke="{_INK}" stroke-width="1"/>')
    bx, by, bw, bh = body
    cx = bx + bw / 2
    if s in mortgaged:   # hatched grey under the text, which stays readable
        out.append(f'<g class="ll-mortgaged"><rect x="{bx + 1:.1f}" y="{by + 1:.1f}" width="{bw - 2:.1f}" '
                   f'height="{bh - 2:.1f}" fill="url(#ll-mo-hatch)" fill-opacity="0.45" stroke="none"/>'
                   + _text(cx, by + bh - 18, "MORTGAGED", 9, "bold", "#444")
                   + '<title>mortgaged</title></g>')
    width = 16 if side == "corner" else 13 if side in ("bottom", "top") else 17
    size = 12 if side == "corner" else 10.5
    lines = _wrap(space.name, width)[:3]
    out.append(_lines(cx, by + 13, lines, size, weight="bold"))
    detail = _mo_detail(game, space)
    if detail:
        out.append(_text(cx, by + 13 + len(lines) * (size + 1.5) + 1, detail, 9.5, color="#5a5245"))
    if owner is not None:
        out.append(_text(cx, by + bh - 5, owner[:10], 10, "bold", palette[owner]))
    houses, hotels = game.buildings_on(s)
    out.append(_mo_buildings(band, side, houses, hotels, palette.get(owner, _INK)))
    here = [p for p in game.players if game.position(p) == s and game.status(p) != "bankrupt"]
    if here:
        top = by + 13 + len(lines) * (size + 1.5) + 6
        bottom = by + bh - 16
        out.append(_tokens(bx, top, bw, max(bottom - top, 26), here, palette, mover))
    if mover is not None and mover in palette and game.position(mover) == s:
        out.append(f'<rect x="{x + 2:.1f}" y="{y + 2:.1f}" width="{w - 4:.1f}" height="{h - 4:.1f}" '
                   f'fill="none" stroke="{palette[mover]}" stroke-width="4" rx="3"/>')
    out.append("</g>")
    return "".join(out)


_MO_WHERE = {"jail": "in Jail", "bankrupt": "bankrupt"}


def _mo_centre_svg(game, palette, mover) -> str:
    mid = SIZE / 2
    share = game.public_share() if hasattr(game, "public_share") else 0
    boxes = [("Public Treasury", _signed(game.balance("treasury")), "#b8860b", "ll-treasury")]
    if game.options.get("free_parking_pot"):
        boxes.append(("Free Parking pot", _signed(game.balance("pot")), "#1e6fa8", "ll-pot"))
    stock = view.bank_buildings(game)
    if stock is not None:
        boxes.append(("Bank: houses · hotels left", f"{stock[0]} · {stock[1]}", "#2e7d32", "ll-bank-stock"))
    table, y = _players_table_svg(view.player_rows(game), mid, lambda row: (
        _MO_WHERE.get(game.status(row["name"])) or view.space_name(game, game.position(row["name"]))))
    return "".join([
        _centre_head_svg(mid, "MONOPOLY", 34, "#8b1e2d",
                         f"classic rules, Atlantic City board  ·  seed {game.seed}",
                         "#1e7a46" if share else "#8b1e2d",
                         f"LAND VALUE TAX {share}% IN FORCE" if share else "LANDLORD RULES IN FORCE"),
        _purse_boxes_svg(boxes, mid), _mover_banner_svg(game, palette, mover, mid), table,
        _last_throw_svg(game, y, mid)[0]])


def monopoly_board_html(game) -> str:
    """The board of a classic Monopoly game as an HTML fragment (inline SVG); pure: reads only.

    The same square as the 1906 board (Go bottom right, Jail bottom left, Free Parking top
    left, Go To Jail top right): each space with its name and price, its group's band,
    the holder's tint and name, houses (small green squares) or a hotel (a red block
    marked H) on the band, mortgaged deeds hatched grey and marked MORTGAGED, and the
    tokens.  The centre holds the rules in force, the public treasury (MO-V3), the Free
    Parking pot (MO-V1, when the option is on), the Bank's houses and hotels left, and
    the players, the one to move standing out with his cash.
    """
    palette = view.colors(game)
    mover = game.to_move
    mortgaged = view.mortgaged_spaces(game)
    regime = getattr(game, "regime", "landlord")
    parts = [(f'<div class="ll-board" data-rules="monopoly" data-turn="{game.turn}" '
              f'data-step="{game.step_count}" data-regime="{regime}" style="width:100%;max-width:720px;">'),
             _STYLE,
             (f'<svg viewBox="0 0 {SIZE} {SIZE}" xmlns="http://www.w3.org/2000/svg" role="img" '
              f'aria-label="The Monopoly board" style="width:100%;height:auto;display:block">'),
             _HATCH,
             (f'<rect x="0" y="0" width="{SIZE}" height="{SIZE}" fill="#d7e8d4" stroke="{_INK}" '
              f'stroke-width="3"/>'),
             (f'<rect x="{CORNER}" y="{CORNER}" width="{SIZE - 2 * CORNER}" height="{SIZE - 2 * CORNER}" '
              f'fill="{"#eef5e6" if regime == "single-tax" else "#f3f7ef"}"/>')]
    for s in range(40):
        parts.append(_mo_space_svg(game, s, palette, mover, mortgaged))
    parts.append(_mo_centre_svg(game, palette, mover))
    parts.append("</svg></div>")
    return "".join(parts)


__all__ = ["KIND_COLORS", "MONOPOLY_GROUP_COLORS", "SECTION_COLORS", "board_html", "monopoly_board_html",
           "spaces_in_play"]
