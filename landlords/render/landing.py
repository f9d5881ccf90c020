"""The "Where tokens land" layer of a drawn board: each space shaded by the share of moves
that end on it, with that share and the space's expected rent now in its tooltip.

The numbers come from one place, :func:`landlords.analysis.landing_overlay` (the rule
set's own landing model, solved once per rule set and policy by the analysis); this module
only words and draws them.  On a ring space the layer is a strip along the board's outer
edge, in a sequential colour scale (light: few moves end here; dark: many) with the share
written in it, so the holder's tint, the colour band and the buildings stay as they were;
a legend under the board reads "share of moves that end here".

:class:`LandingLayer` is what an app keeps: whether the layer is on, whether the game's
rule set has a board to shade, and the overlay of the state on show, computed once per
state however often the board is redrawn.
"""

from __future__ import annotations

import math
from decimal import Decimal
from html import escape

from landlords.engine.errors import LandlordsError

#: The colour scale, light to dark (ColorBrewer's sequential YlGnBu, nine classes).
SCALE = ("#ffffd9", "#edf8b1", "#c7e9b4", "#7fcdbb", "#41b6c4", "#1d91c0", "#225ea8", "#253494", "#081d58")
#: How wide the strip along a space's outer edge is (board units; the board is 1000 wide).
STRIP = 18
#: The height added under the board for the legend.
LEGEND_HEIGHT = 56
#: The toggle's label in the apps.
LABEL = "Where tokens land"
#: What the legend says the shade measures.
LEGEND_WORDS = "share of moves that end here"
_INK = "#2f2a22"


# ---------------------------------------------------------------------------- the scale
def scale_top(overlay: dict) -> float:
    """The share the darkest shade stands for: the board's largest, up to a whole percent."""
    largest = max((probability for probability, _ in overlay.values()), default=0.0)
    return max(math.ceil(round(largest * 100, 9)), 1) / 100


def shade(share: float, top: float) -> str:
    """The colour of ``share`` on a scale from 0 (the lightest) to ``top`` (the darkest)."""
    t = min(max(share / top, 0.0), 1.0) * (len(SCALE) - 1)
    low = min(int(t), len(SCALE) - 2)
    a, b = _rgb(SCALE[low]), _rgb(SCALE[low + 1])
    f = t - low
    return "#" + "".join(f"{round(x + (y - x) * f):02x}" for x, y in zip(a, b, strict=True))


def _rgb(color: str) -> tuple[int, int, int]:
    return int(color[1:3], 16), int(color[3:5], 16), int(color[5:7], 16)


def _dark(color: str) -> bool:
    r, g, b = _rgb(color)
    return 0.299 * r + 0.587 * g + 0.114 * b < 140


# ---------------------------------------------------------------------------- the words
def cents(money, amount: float) -> str:
    """``amount`` in the game's money, to the cent (``$0.47``)."""
    return money(Decimal(f"{amount:.2f}"))


def landing_words(name: str, probability: float, rent: float, money) -> str:
    """The tooltip's line: "Illinois Avenue: 3.19% of moves end here; expected rent now
    $0.47 per opponent turn"."""
    return (f"{name}: {probability * 100:.2f}% of moves end here; "
            f"expected rent now {cents(money, rent)} per opponent turn")


# ---------------------------------------------------------------------------- the drawing
def strip_box(x: float, y: float, w: float, h: float, side: str, outer: str) -> tuple[float, float, float, float]:
    """The strip of the cell (x, y, w, h) along its ``outer`` edge (bottom/top/left/right)."""
    if outer == "bottom":
        return x, y + h - STRIP, w, STRIP
    if outer == "top":
        return x, y, w, STRIP
    if outer == "left":
        return x, y, STRIP, h
    return x + w - STRIP, y, STRIP, h


def body_without_strip(body: tuple, outer: str) -> tuple[float, float, float, float]:
    """The box a space's text goes in, less the strip along ``outer``."""
    bx, by, bw, bh = body
    if outer == "bottom":
        return bx, by, bw, bh - STRIP
    if outer == "top":
        return bx, by + STRIP, bw, bh - STRIP
    if outer == "left":
        return bx + STRIP, by, bw - STRIP, bh
    return bx, by, bw - STRIP, bh


def strip_svg(box: tuple, outer: str, probability: float, top: float, words: str) -> str:
    """The strip: its shade, the share written along it, and the tooltip's words."""
    x, y, w, h = box
    color = shade(probability, top)
    ink = "#fff" if _dark(color) else _INK
    cx, cy = x + w / 2, y + h / 2
    turn = {"left": -90, "right": 90}.get(outer, 0)
    rotate = f' transform="rotate({turn} {cx:.1f} {cy:.1f})"' if turn else ""
    return (f'<g class="ll-landing" data-probability="{probability:.6f}">'
            f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" fill="{color}" '
            f'stroke="{_INK}" stroke-width="0.8"/>'
            f'<text x="{cx:.1f}" y="{cy + 4.5:.1f}" font-size="13" font-weight="bold" fill="{ink}" '
            f'text-anchor="middle"{rotate}>{probability * 100:.1f}%</text>'
            f'<title>{escape(words)}</title></g>')


def legend_svg(top: float, y: float, width: float) -> str:
    """The legend under the board: the scale from 0 to ``top``, "share of moves that end here"."""
    steps = 40
    left, bar_w, bar_h = 300, 420, 16
    out = [f'<g class="ll-landing-legend" transform="translate(0 {y:.1f})">',
           f'<text x="{left - 12}" y="{bar_h - 2}" font-size="15" font-weight="bold" fill="{_INK}" '
           f'text-anchor="end">{escape(LABEL)}:</text>']
    for k in range(steps):
        out.append(f'<rect x="{left + k * bar_w / steps:.1f}" y="0" width="{bar_w / steps + 0.6:.1f}" '
                   f'height="{bar_h}" fill="{shade((k + 0.5) / steps * top, top)}"/>')
    out.append(f'<rect x="{left}" y="0" width="{bar_w}" height="{bar_h}" fill="none" stroke="{_INK}" '
               f'stroke-width="0.8"/>')
    whole = round(top * 100)
    every = 1 if whole <= 8 else 2
    for percent in range(0, whole + 1, every):
        tx = left + bar_w * percent / whole
        out.append(f'<line x1="{tx:.1f}" y1="{bar_h}" x2="{tx:.1f}" y2="{bar_h + 5}" stroke="{_INK}"/>'
                   f'<text x="{tx:.1f}" y="{bar_h + 18}" font-size="12.5" fill="{_INK}" '
                   f'text-anchor="middle">{percent}%</text>')
    out.append(f'<text x="{left + bar_w + 14}" y="{bar_h - 2}" font-size="14" fill="{_INK}" '
               f'font-style="italic">{escape(LEGEND_WORDS)}</text>')
    out.append(f'<text x="{width / 2:.1f}" y="{bar_h + 36}" font-size="12" fill="#6a5d48" text-anchor="middle" '
               f'font-style="italic">Point at a space for the share and the rent it earns now per opponent '
               f'turn; exact numbers for the dice and rules of this board.</text>')
    out.append("</g>")
    return "".join(out)


# ---------------------------------------------------------------------------- an app's layer
class LandingLayer:
    """An app's "Where tokens land" layer: on or off, and the overlay of the game on show.

    The overlay is :func:`landlords.analysis.landing_overlay` of the game; it is asked
    once per state of a game (its step and the rules in force), however often the board
    is redrawn (the probabilities themselves are solved once per rule set and policy).
    """

    #: States kept (both boards of a comparison, and the one before).
    KEEP = 4

    def __init__(self) -> None:
        self.on = False
        self.problem = ""
        self._kept: list[tuple] = []

    @staticmethod
    def available(game) -> bool:
        """Whether the game's rule set has a board whose landings it can work out."""
        return game is not None and game.rules.landing is not None

    def overlay(self, game) -> dict | None:
        """``{space: (probability, expected rent now)}`` of ``game`` while the layer is on
        and its rule set has a board, else None.

        When the analysis refuses (a landing model that cannot be solved...), the layer
        turns itself off and ``problem`` says why, for the app to show.
        """
        if not self.on or not self.available(game):
            return None
        state = (game.step_count, game.regime)
        for kept_game, kept_state, overlay in self._kept:
            if kept_game is game and kept_state == state:
                return overlay
        from landlords.analysis import landing_overlay  # numpy and the solver: when first on
        try:
            overlay = landing_overlay(game)
        except LandlordsError as error:
            self.on = False
            self.problem = f"{LABEL} cannot be shown: {error}"
            return None
        others = [(kept, at, shown) for kept, at, shown in self._kept if kept is not game]
        self._kept = [(game, state, overlay), *others[:self.KEEP - 1]]
        return overlay


__all__ = ["LABEL", "LEGEND_HEIGHT", "LEGEND_WORDS", "SCALE", "STRIP", "LandingLayer", "body_without_strip",
           "cents", "landing_words", "legend_svg", "scale_top", "shade", "strip_box", "strip_svg"]
