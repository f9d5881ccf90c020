"""Serving the apps and the lessons with Voila: the server's command line and process
(:mod:`.server`), the Voila that compresses and serves plotly's bundle
(:mod:`.compressing_voila`), the bounds on pages and their kernels (:mod:`.page_limits`),
the server's log
(:mod:`.server_log`), a class session's server (:mod:`.classroom`) and a warmed-up server
in the background for the browser tests (:mod:`.background`).

    >>> from landlords.serve import serve
    >>> serve("play")                   # doctest: +SKIP  (blocks; Ctrl-C stops it)

The apps served are those of the registry, :mod:`landlords.ui.apps`.  The names below are
imported when first named, so importing a module of this package loads neither Voila nor the class store.
What runs in a page's kernel is on the apps' side: its request (:mod:`landlords.ui.page_request`)
and the names the server sets for it (:mod:`landlords.ui.page_env`).
"""

from ..lazy import lazy_names

_LAZY = {"ServeError": ".server", "serve": ".server", "serve_main": ".server",
         "serve_classroom": ".classroom", "serve_classroom_main": ".classroom",
         "BackgroundServer": ".background"}
__getattr__, __dir__ = lazy_names(__name__, _LAZY)


__all__ = ["BackgroundServer", "ServeError", "serve", "serve_classroom", "serve_classroom_main", "serve_main"]
