"""Exact calculations from a rule set's data: where tokens land, and the rent of location.

Magie's argument, and Ricardo's before her, is that rent comes from location: from where
the dice send everyone, not from anything the owner does.  This package computes it
exactly for every board the package plays, from the rule set's own board and cards
(``RuleSet.landing``, never a second copy): the long-run probability that a move ends on
each space, solved as a Markov chain (:mod:`.chain`), and what each lot earns from it.

    >>> import landlords
    >>> from landlords import analysis
    >>> board = landlords.rule_sets()[0]          # a rule set with a board
    >>> frame = analysis.landing_probabilities(board, jail="short")
    >>> round(frame["probability"].sum(), 12)
    1.0
    >>> throws = analysis.landing_probabilities(board, per="throw", jail="long")
    >>> rents = analysis.rent_of_location(board)

* :func:`landing_probabilities`: one row per space (``space``, ``name``, ``probability``...),
  per move (the default: a throw that takes the token somewhere) or, with ``per="throw"``,
  per throw of the dice (a failed throw in Jail ends in Jail), as published tables count;
* :func:`rent_of_location`: one row per lot and level of development, with its rent per
  opponent turn and the opponent turns that pay back its price and buildings;
* :func:`location_figure`: a plotly chart of expected rent against price, a panel a board;
* :func:`landing_overlay`: ``{space: (probability, expected rent now)}`` for a game on screen;
* :func:`engine_sample` and :func:`agreement`: the exact numbers checked against moves the
  rule set's own code plays;
* :func:`location_doc`: both boards' tables as Markdown (``docs/location.md``).

Where the rules leave a choice to the player (leave Jail at once by paying, or stay and
throw for doubles...), it is a keyword option; each defaults to what the rule set's bots
play.  So is a convention of published tables that the game does not follow: Monopoly's
``cards="returned"`` gives a Get Out of Jail Free card back to its deck the moment it is
drawn, where the default ``"kept"`` keeps it out while held, as the game does; with
``per="throw"`` it follows tables such as Collins's (``docs/location.md`` compares them).  A rule set with no board raises :class:`NoBoardError`; a model whose chain cannot
be solved, :class:`ChainError`.  numpy is needed (the ``analysis`` extra).
"""

from ..lazy import lazy_names

#: Where each public name lives (imported when first asked for, so that a page needing
#: only the solved chain, :mod:`.solved`, does not load pandas and plotly).
_HOMES = {
    "Sample": "agreement", "agreement": "agreement", "engine_sample": "agreement",
    "Chain": "chain", "Solution": "chain", "build_chain": "chain", "solve": "chain",
    "location_figure": "chart", "location_spec": "chart",
    "ChainError": "errors", "NoBoardError": "errors",
    "exchange_gini_by_round": "exchange", "exchange_stationary_gini": "exchange",
    "landing_overlay": "overlay", "location_doc": "report",
    "landing_probabilities": "tables", "rent_of_location": "tables",
    "landing_model": "solved", "solution": "solved",
}


__getattr__, __dir__ = lazy_names(__name__, {name: f".{home}" for name, home in _HOMES.items()})


__all__ = [
    "Chain", "ChainError", "NoBoardError", "Sample", "Solution", "agreement", "build_chain",
    "engine_sample", "landing_model", "landing_overlay", "landing_probabilities", "location_figure",
    "location_doc", "location_spec", "rent_of_location", "solution", "solve",
    "exchange_gini_by_round", "exchange_stationary_gini",
]
