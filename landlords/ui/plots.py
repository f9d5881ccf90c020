"""Charts drawn once, many to a page, with one copy of plotly.js.

A plotly ``FigureWidget`` carries the whole plotly bundle (about 5 MB) in its own state, so
a page of six of them sends and parses it six times.  The Experiments app draws its
charts once per run and redraws them only when another valuation of wealth is chosen, so it
shows them as :class:`StaticChart` widgets (a figure's JSON and a few lines of JavaScript
each; :meth:`StaticChart.show` puts another figure in the same chart, which the page
redraws in place) beside one :class:`PlotlyLibrary`, which puts plotly.js into the page the
first time it is shown.  A chart drawn before the library arrives waits for it.

Neither needs plotly's JupyterLab extension, so pages that show only these (and
``FigureWidget``) are served without it, as Binder serves every page.  A lesson's revealed
parts show their figures so: :func:`page_chart` gives a figure's chart beside the
kernel's one library (shown again beside each chart: its model and plotly.js are sent
once, and a view only loads plotly.js into a page that lacks it).

    >>> import plotly.graph_objects as go
    >>> chart = StaticChart(go.Figure(go.Bar(x=["a"], y=[1])))
    >>> chart.figure_dict()["data"][0]["type"]
    'bar'
"""

from __future__ import annotations

import json

import anywidget
import traitlets


class PlotlyLibrary(anywidget.AnyWidget):
    """An invisible widget that loads plotly.js into the page once (for every :class:`StaticChart`)."""

    _esm = """
    export default {
      render({ model, el }) {
        el.style.display = "none";
        if (!window.Plotly) {
          const script = document.createElement("script");
          script.textContent = model.get("source");
          document.head.appendChild(script);
        }
        window.dispatchEvent(new Event("ll-plotly-ready"));
      }
    };
    """
    source = traitlets.Unicode("").tag(sync=True)

    def __init__(self, **kwargs) -> None:
        from plotly.offline import get_plotlyjs
        super().__init__(source=get_plotlyjs(), **kwargs)


class StaticChart(anywidget.AnyWidget):
    """A plotly figure drawn in the page as it is (it takes the width of its box)."""

    _esm = """
    export default {
      render({ model, el }) {
        el.classList.add("ll-static-chart");
        const draw = () => {
          const figure = JSON.parse(model.get("figure"));
          window.Plotly.react(el, figure.data, figure.layout,
                              {responsive: true, displaylogo: false});
        };
        if (window.Plotly) { draw(); }
        else { window.addEventListener("ll-plotly-ready", draw, {once: true}); }
        model.on("change:figure", () => { if (window.Plotly) draw(); });
        // take the width of the box once it has one (and whenever it changes)
        const fit = new ResizeObserver(() => {
          if (window.Plotly && el.data && el.offsetWidth) window.Plotly.Plots.resize(el);
        });
        fit.observe(el);
        return () => { fit.disconnect(); if (window.Plotly) window.Plotly.purge(el); };
      }
    };
    """
    _css = """
    .ll-static-chart { width: 100%; }
    """
    figure = traitlets.Unicode("{}").tag(sync=True)

    def __init__(self, figure, **kwargs) -> None:
        super().__init__(figure=figure.to_json(), **kwargs)

    def show(self, figure) -> None:
        """Draw ``figure`` in place of the one shown (the page redraws the same chart)."""
        self.figure = figure.to_json()

    def figure_dict(self) -> dict:
        """The figure drawn, as a plain dict (``data`` and ``layout``)."""
        return json.loads(self.figure)


_LIBRARY: list = []


def page_library() -> PlotlyLibrary:
    """The kernel's one :class:`PlotlyLibrary` (made the first time it is asked for)."""
    if not _LIBRARY:
        _LIBRARY.append(PlotlyLibrary())
    return _LIBRARY[0]


def is_figure(part) -> bool:
    """Whether ``part`` is a plotly figure (a ``go.Figure``; a ``FigureWidget`` is a widget)."""
    import ipywidgets
    return hasattr(part, "to_plotly_json") and not isinstance(part, ipywidgets.Widget)


def page_chart(figure):
    """A figure as a chart that needs no plotly extension: the kernel's library and a
    :class:`StaticChart`, in a box."""
    import ipywidgets
    return ipywidgets.VBox([page_library(), StaticChart(figure)], layout=ipywidgets.Layout(width="100%"))


__all__ = ["PlotlyLibrary", "StaticChart", "is_figure", "page_chart", "page_library"]
