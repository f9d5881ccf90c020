"""The apps' UI classes (ipywidgets), served as Voila apps from ``widgets/``.

    >>> from landlords.ui import PlayApp
    >>> app = PlayApp()                 # display it in a notebook or in Voila
    >>> ReplayApp()                     # doctest: +SKIP  (scrub and branch a recorded game)
    >>> ExperimentsApp()                # doctest: +SKIP  (many games under several conditions)

The apps are registered in :mod:`landlords.ui.apps` (name, title, factory); the classes
it exports are named here.  ``board_html(game)`` (also ``table_html``) draws
``game.table()``: a board, a card table or the seats and purses.
``landlords.serve.serve()`` starts Voila on the apps (``landlords.serve.serve_main`` is
the command line's ``serve`` verb; both were ``landlords.ui.serve``'s, which still has
them).  The apps and their widgets are imported when first named, so ``landlords serve``
starts without them.
"""

from ..lazy import lazy_names
from .apps import exported_factories as _exported_factories

_LAZY = {**_exported_factories(), "board_html": ".tables", "table_html": ".tables"}
__getattr__, __dir__ = lazy_names(__name__, _LAZY)


__all__ = sorted(_LAZY)  # noqa: PLE0605  (the registry's classes and the table's two functions)
