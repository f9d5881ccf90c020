"""The apps' UI classes (ipywidgets), served as Voila apps from ``widgets/``.

    >>> from landlords.ui import PlayApp
    >>> app = PlayApp()                 # display it in a notebook or in Voila
    >>> ReplayApp()                     # doctest: +SKIP  (scrub and branch a recorded game)

``board_html(game)`` draws the board; ``landlords.ui.serve.serve()`` starts Voila on the apps
(``landlords.ui.serve.serve_main`` is the command line's ``serve`` verb).
"""

from .board import board_html
from .play import PlayApp
from .replay import ReplayApp

__all__ = ["PlayApp", "ReplayApp", "board_html"]
