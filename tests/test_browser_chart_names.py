"""Players' names are plain text in the charts (issue 26, D8): plotly.js reads a subset of
HTML in legend names and hover labels, so a classmate named ``<a href=...>Ann</a>`` was a
link in every legend and ``<span style=...>`` restyled it.  The charts of a game with
such names are drawn by plotly.js itself (the copy plotly for Python ships) in headless
Chromium, and the legend must show the names as typed, with no link and no new style."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from browser_support import ARGS, BROWSER_MARKS, CHROMIUM

import landlords
from landlords import charts
from landlords.ui import view

pytestmark = BROWSER_MARKS

NAMES = ['<a href="https://example.org/">Ann</a>', '<span style="font-size:60px">Bob</span>',
         "Cy %{y} $x$ &amp;"]


def figure_of_a_game() -> dict:
    game = landlords.new_game("landlords-1906", players=NAMES, bots={name: "cautious" for name in NAMES},
                              seed=3, options={"max_rounds": 4})
    game.play()
    panels = charts.panels_for(game.rules, game.history_columns())
    return charts.chart_spec(panels, game.history(), view.switches(game), view.colors(game), rules=game.rules)


def test_a_legend_shows_names_as_text_with_no_link_and_no_style():
    pytest.importorskip("playwright.sync_api")
    import plotly
    from playwright.sync_api import sync_playwright

    bundle = Path(plotly.__file__).parent / "package_data" / "plotly.min.js"
    spec = figure_of_a_game()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            page = browser.new_page(viewport={"width": 1200, "height": 900})
            page.set_content('<div id="chart" style="width:1100px;height:800px"></div>')
            page.add_script_tag(path=str(bundle))
            page.evaluate("(spec) => Plotly.newPlot('chart', spec.data, spec.layout)", json.loads(json.dumps(spec)))
            legend = page.evaluate("""() => [...document.querySelectorAll('.legend .legendtext')]
                                           .map(t => t.textContent)""")
            links = page.evaluate("() => document.querySelectorAll('#chart .legend a, #chart .infolayer a').length")
            styled = page.evaluate("""() => [...document.querySelectorAll('.legend tspan')]
                                           .filter(t => (t.getAttribute('style') || '').includes('60px')).length""")
        finally:
            browser.close()
    assert set(NAMES) <= set(legend), legend
    assert links == 0 and styled == 0
