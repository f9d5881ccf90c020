"""The players' colours: one per seat, the same on the drawn table and in the charts.

This module imports nothing, so an app colours its table without loading the charts
(pandas and plotly): a student's page of a class that never opens its charts stays small.
"""

from __future__ import annotations

from collections.abc import Sequence

#: One colour per seat, shared by the table and the charts (colour-blind-friendly order).
#: After Okabe and Ito's palette, darkened to carry white words.
PLAYER_COLORS = ("#0072b2", "#c75000", "#007d5f", "#a8467f", "#9a6a00", "#3a7fb0", "#5b4a2e",
                 "#6b6b6b")


def player_colors(players: Sequence[str]) -> dict[str, str]:
    """``{name: colour}`` in seat order (the table uses the same colours)."""
    return {name: PLAYER_COLORS[i % len(PLAYER_COLORS)] for i, name in enumerate(players)}


__all__ = ["PLAYER_COLORS", "player_colors"]
