"""A variant of The Landlord's Game: higher wages and fares (an example, not a shipped rule set).

Wages at Mother Earth are $150 instead of $100 and every fare is doubled (a card in the
pack $10, railroads $10/$20/$40/$100 by the number held, the trust $40 to each member,
a franchise $10, the municipal cinch $50); everything else is Magie's 1906 game.  A
variant is a subclass of the game holding other data (``high_wages.json`` laid over the
1906 numbers) and a rule set made from the 1906 one with ``dataclasses.replace``.

Importing this module registers the rule set in the current process::

    import high_wages
    game = landlords.new_game("landlords-1906-high-wages", players=4, seed=1)

A package shipping a variant makes it found everywhere (``landlords rules``, the apps,
``simulate``) by an entry point in its ``pyproject.toml`` instead::

    [project.entry-points."landlords.rule_sets"]
    landlords-1906-high-wages = "high_wages:RULES"
"""

from dataclasses import replace
from pathlib import Path

from landlords.engine.registry import register
from landlords.rules.landlords1906 import RULES as MAGIE_1906
from landlords.rules.landlords1906.board import load_data
from landlords.rules.landlords1906.game import LandlordsGame


class HighWagesGame(LandlordsGame):
    """The 1906 game with the numbers of ``high_wages.json``."""

    DATA = load_data(Path(__file__).with_name("high_wages.json"))


RULES = register(replace(
    MAGIE_1906, name="landlords-1906-high-wages", version=1, game_class=HighWagesGame,
    title="The Landlord's Game (1906) with higher wages and fares",
    doc="Magie's game with wages of $150 and every fare doubled.",
    words=replace(MAGIE_1906.words, subtitle="Elizabeth Magie, 1906: higher wages and fares"),
    examples={}))
