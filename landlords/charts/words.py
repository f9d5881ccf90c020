"""The charts' words: panel titles and captions, axis names, the names of the measures and
of the valuations, the rule set's names for its regimes and its money's signs, and text
written so that plotly shows it as typed.

The names of the measures of many games are the experiments' own
(:func:`landlords.experiments.report.measure_words`), so a chart, a table and a sentence
name a measure alike.
"""

from __future__ import annotations

from landlords.experiments.report import MEASURE_WORDS, measure_words
from landlords.experiments.results import valued
from landlords.experiments.valuation import VALUATION_WORDS, VALUATIONS


def plotly_text(text) -> str:
    """``text`` (a player's name) written so that a plotly figure shows it as itself.

    plotly.js reads a subset of HTML in trace names, hover labels and annotations (a
    name ``<a href=...>`` would be a link in every classmate's legend, ``<span style=...>``
    would restyle it), ``%{...}`` in a hover template as a value, and ``$...$`` as TeX;
    it decodes entities for display.  So ``<``, ``>``, ``&``, ``%`` and ``$`` are written as
    entities, and the figure shows the very characters typed.
    """
    return (str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace("%", "&#37;").replace("$", "&#36;"))


def regime_words(rules, regime: str) -> str:
    """How the rule set names ``regime`` ("the single tax"), or the regime itself."""
    if rules is None:
        return regime
    return rules.words.regimes.get(regime, regime)


def money_affixes(rules) -> tuple[str, str]:
    """The prefix and suffix of the game's money (``("$", "")``, ``("", "M")``)."""
    money = rules.words.money if rules is not None else "${:,}"
    head, _, tail = money.partition("{")
    return head, tail.partition("}")[2]


def panel_title(panel: str, rules=None, valuation: str | None = None) -> str:
    """The heading of a panel ("Inequality: Gini of wealth", "Public Treasury"); a panel of
    wealth names ``valuation`` when it is given ("Each player's wealth at market value")."""
    counted = f" {VALUATION_WORDS[valuation]}" if valuation else ""
    titles = {"gini": f"Inequality: Gini of wealth{counted}", "wealth": f"Each player's wealth{counted}",
              "cash": "Each player's cash", "sets": "Complete sets each player holds"}
    if panel in titles:
        return titles[panel]
    column = panel.partition(":")[2]
    return (rules.money_series.get(column, column) if rules is not None else column) or "Money"


#: What a valuation counts, for a caption ("each holding at the rent it will draw...").
_COUNTS = {"market": "each holding counted at the rent it will draw for its holder under the rules in force",
           "score": "counted as the rules in force count it",
           "book": "cash, cards at their printed price and buildings at cost"}


def caption(panel: str, rules=None, valuation: str | None = None) -> str:
    """One plain sentence saying what a panel shows and why it matters (never its title
    again); ``valuation`` names how wealth is counted."""
    counts = _COUNTS[valuation] if valuation else _COUNTS["score"]
    if panel == "gini":
        beside = (f"; the dotted line counts {VALUATION_WORDS['score'].removeprefix('by ')}"
                  if valuation and valuation != "score" else "")
        return ("How unequal wealth is at the end of each turn, " + counts + ": 0 when everyone is as rich "
                "as everyone else, near 1 when one player owns nearly everything. A rising line means "
                "wealth is gathering in fewer hands" + beside + ".")
    if panel == "wealth":
        return (f"What each player is worth at the end of each turn, {counts}. Lines that part show "
                "some players getting rich while others fall behind.")
    if panel == "cash":
        return ("The money each player has to pay with at the end of each turn: a player who runs "
                "short must sell or cannot pay.")
    if panel == "sets":
        return "How many complete sets each player has laid down; enough of them win the game."
    return ("Its amount at the end of each turn, in the game's money. It is no player's wealth, so set "
            "it beside the Gini to see whether inequality moves with it.")


#: What the wealth panel says at a switch after which the rules count wealth differently
#: (when the app gives no words of its own for it: see ``levies`` of :func:`chart_spec`).
RECOUNT_NOTE = "the rules count wealth differently from here"


#: How an axis names a measure.
MEASURE_AXES = {
    **{valued("gini", v): f"final Gini {words} (0 = equal)" for v, words in VALUATION_WORDS.items()},
    **{valued("mad", v): f"mean gap between two players {words}" for v, words in VALUATION_WORDS.items()},
    **{valued("top_share", v): f"richest player's share of all wealth {words}"
       for v, words in VALUATION_WORDS.items()},
    "land_hhi": "land concentration (HHI)",
}


def valuation_label(valuation: str) -> str:
    """The short name of a valuation, as a button says it: "Book value", "The rules' score"."""
    name = VALUATIONS[valuation].partition(":")[0]
    return name[:1].upper() + name[1:]


__all__ = ["MEASURE_AXES", "MEASURE_WORDS", "RECOUNT_NOTE", "caption", "measure_words", "money_affixes", "panel_title",
           "plotly_text", "regime_words", "valuation_label"]
