"""Pure HTML of a game for the apps, and the players' colours: no widgets, no charts.

Each module turns plain data into HTML (or answers a question of the game's public face),
so that it can be tested and served without ipywidgets, plotly or anywidget:

- :mod:`.palette`: the players' colours, shared by the drawn table and the charts;
- :mod:`.board`: the drawn board (SVG) of a ``BoardTable``; :mod:`.landing` its
  "Where tokens land" layer; :mod:`.cards` a ``CardTable``; :mod:`.tables` any table;
- :mod:`.feed`: the narrated events; :mod:`.decision`: how the decision panel reads and
  lays out a prompt; :mod:`.view`: what the apps ask of any game besides its table;
  :mod:`.seats`: a person taking over a bot's seat;
- :mod:`.findings`: the tables of an experiment's results (their words come from
  :mod:`landlords.experiments.report`).

Nothing is imported here: import the module you need (``from landlords.render import board``).
"""
