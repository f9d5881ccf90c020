"""Moved to :mod:`landlords.ui.lessons` (the lessons' small widgets); this path is kept
for one release."""

from .ui.lessons import (  # noqa: F401  (the helpers too, as the old module held them)
    PLAIN_NAMES,
    MoneyFlows,
    _revalued,
    frame_html,
    futures_figure,
    landing_figure,
    plain_name,
    seat_game,
    tables_side_by_side,
    valued_figure,
)

__all__ = ["MoneyFlows", "frame_html", "futures_figure", "landing_figure", "seat_game", "tables_side_by_side",
           "valued_figure"]
