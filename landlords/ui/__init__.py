"""The apps' UI classes (ipywidgets), served as Voila apps from ``widgets/``.

    >>> from landlords.ui import PlayApp
    >>> app = PlayApp()                 # display it in a notebook or in Voila
    >>> ReplayApp()                     # doctest: +SKIP  (scrub and branch a recorded game)
    >>> ExperimentsApp()                # doctest: +SKIP  (many games under several conditions)

``board_html(game)`` (also ``table_html``) draws ``game.table()``: a board, a card table or
the seats and purses; ``landlords.ui.serve.serve()`` starts Voila on the apps
(``landlords.ui.serve.serve_main`` is the command line's ``serve`` verb).  The apps and
their widgets are imported when first named, so ``landlords serve`` starts without them.
"""

from importlib import import_module

_LAZY = {"PlayApp": ".play", "ReplayApp": ".replay", "ExperimentsApp": ".experiments", "board_html": ".tables",
         "table_html": ".tables"}


def __getattr__(name: str):
    try:
        module = _LAZY[name]
    except KeyError:
        raise AttributeError(f"module 'landlords.ui' has no attribute {name!r}") from None
    value = getattr(import_module(module, __name__), name)
    globals()[name] = value
    return value


__all__ = ["ExperimentsApp", "PlayApp", "ReplayApp", "board_html", "table_html"]
