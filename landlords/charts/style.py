"""The look shared by every chart: the font, the paper, the colours of the rules in force
and of money series, and the layout of a figure and of an axis (plain dicts for plotly)."""

from __future__ import annotations

#: The colours of the rules in force: the rule set's reform, and any other regime.
REFORM_COLOR, OTHER_COLOR = "#1e7a46", "#8b1e2d"

#: The colours of money series (a Treasury, a wage level...), in order.
SERIES_COLORS = ("#b8860b", "#1e7a46", "#1e6fa8", "#7a5230")

#: The charts' font.
FONT = "Georgia, 'Times New Roman', serif"


def tint(color: str, alpha: float) -> str:
    """``color`` (``"#rrggbb"``) as ``rgba(...)`` with opacity ``alpha``."""
    red, green, blue = (int(color[k:k + 2], 16) for k in (1, 3, 5))
    return f"rgba({red}, {green}, {blue}, {alpha})"


def base_layout(height: int, title: str | None) -> dict:
    """The layout of a figure ``height`` px high, titled ``title`` when given."""
    layout = dict(
        height=height, margin=dict(l=55, r=55, t=70 if title else 45, b=78),
        font=dict(family=FONT, size=12, color="#2b2b2b"),
        plot_bgcolor="#fffdf6", paper_bgcolor="#fbf7ec",
        # the legend along the figure's foot, under the axes' titles (never on them)
        legend=dict(orientation="h", yref="container", yanchor="bottom", y=0.01, x=0),
        hovermode="x unified", showlegend=True,
    )
    if title:
        layout["title"] = dict(text=title, x=0.01, font=dict(size=15))
    return layout


def axis_layout(title: str, domain=None, anchor=None, **extra) -> dict:
    """An axis titled ``title``, over ``domain`` and anchored to ``anchor`` when given."""
    axis = dict(title=dict(text=title, standoff=4), gridcolor="#e8e1cf", zeroline=False, **extra)
    if domain is not None:
        axis["domain"] = domain
    if anchor is not None:
        axis["anchor"] = anchor
    return axis


__all__ = ["FONT", "OTHER_COLOR", "REFORM_COLOR", "SERIES_COLORS", "axis_layout", "base_layout", "tint"]
