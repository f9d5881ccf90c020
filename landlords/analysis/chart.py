"""The rent of location as a chart: expected rent against price, a panel for each board.

Pure functions: frames of :func:`~landlords.analysis.tables.rent_of_location` in, a
plotly figure out (:func:`location_spec` gives it as a plain dict, for an app to update
a ``FigureWidget`` in place; :func:`location_figure` wraps it in a ``go.Figure``).

Each point is a lot at one level of development: across, what it cost (its price and
its buildings); up, the rent it earns per turn of one opponent (a log scale: from a few
cents to tens of dollars).  Points take their colour group's (or section's) colour, one
legend entry a group.  A lot that earns nothing at a level (a land rent of $0) has no
point there.
"""

from __future__ import annotations

from collections.abc import Sequence

_FONT = "Georgia, 'Times New Roman', serif"


def location_spec(frames: Sequence, height: int = 440, title: str | None = None) -> dict:
    """The chart of ``frames`` (one panel each, side by side) as a plain dict."""
    frames = list(frames)
    n = max(len(frames), 1)
    gap = 0.08 if n > 1 else 0.0
    width = (1.0 - gap * (n - 1)) / n
    layout = dict(
        height=height, margin=dict(l=60, r=30, t=70 if title else 50, b=50),
        font=dict(family=_FONT, size=12, color="#2b2b2b"), plot_bgcolor="#fffdf6",
        paper_bgcolor="#fbf7ec", hovermode="closest", showlegend=True,
        legend=dict(orientation="h", yanchor="top", y=-0.16, x=0, font=dict(size=11)))
    if title:
        layout["title"] = dict(text=title, x=0.01, font=dict(size=15))
    data, notes = [], []
    for k, frame in enumerate(frames, start=1):
        x, y = ("x", "y") if k == 1 else (f"x{k}", f"y{k}")
        domain = [round((k - 1) * (width + gap), 4), round((k - 1) * (width + gap) + width, 4)]
        layout["xaxis" if k == 1 else f"xaxis{k}"] = dict(
            title=dict(text="price and buildings", standoff=4), domain=domain, anchor=y,
            gridcolor="#e8e1cf", zeroline=False, tickprefix="$", tickformat=",")
        layout["yaxis" if k == 1 else f"yaxis{k}"] = dict(
            title=dict(text="rent per opponent turn", standoff=4), anchor=x, type="log",
            gridcolor="#e8e1cf", tickprefix="$")
        panel = frame.attrs.get("title", frame.attrs.get("rules", ""))
        notes.append(dict(text=panel, xref=f"{x} domain", yref="paper", x=0.5, y=1.0,
                          yanchor="bottom", xanchor="center", showarrow=False, font=dict(size=14)))
        earning = frame[frame["rent_per_turn"] > 0]
        for group, rows in earning.groupby("group", sort=False):
            data.append(dict(
                type="scatter", mode="markers", name=group.replace("_", " "), legendgroup=group,
                showlegend=True, xaxis=x, yaxis=y,
                x=rows["cost"].tolist(), y=rows["rent_per_turn"].round(4).tolist(),
                marker=dict(color=rows["colour"].iloc[0], size=8, line=dict(width=0.5, color="#2b2b2b")),
                text=[f"{name}: {level}" for name, level in zip(rows["name"], rows["level"])],
                customdata=rows["payback"].round(0).tolist(),
                hovertemplate=("%{text}<br>%{x:$,} invested, %{y:$.2f} per opponent turn"
                               "<br>pays back in %{customdata:,} opponent turns<extra></extra>")))
    layout["annotations"] = notes
    return {"data": data, "layout": layout}


def location_figure(*frames, height: int = 440, title: str | None = None):
    """The chart of ``frames`` (frames of ``rent_of_location``) as a ``go.Figure``."""
    import plotly.graph_objects as go
    return go.Figure(location_spec(frames, height, title))


__all__ = ["location_figure", "location_spec"]
