"""Classic Monopoly (rule set ``monopoly``) on the same engine as The Landlord's Game.

Parker Brothers' rules as the seeds describe them (rule IDs MO-S1, MO-S2, MO-1..MO-18),
the house rules MO-V1 (Free Parking pot) and MO-V2 (every deed dealt), and MO-V3: Magie's
single tax as a land value tax on rent, switchable at any step like the single tax of
``landlords-1906`` (regimes ``landlord`` and ``single-tax``).  Rules by ID, with the
decisions taken where the rules are unclear, are documented in ``docs/rules/monopoly.md``.

Modules, one concern each: ``board`` (the printed data), ``game`` (setup, turn, moving,
Jail, spaces, the end), ``estates`` (buying, rent, building, mortgages), ``auctions``,
``trades``, ``debts`` (raising money, bankruptcy), ``cards``, ``land_tax`` (MO-V3) and
``events`` (event sentences and action labels).
"""

from landlords.engine.errors import OptionError
from landlords.engine.options import Option
from landlords.engine.ruleset import RuleSet, Words

from .board import LUXURY_TAX_CHOICES
from .bots import MONOPOLY_BOTS
from .checks import check_monopoly
from .events import REASON_WORDS
from .game import TERMINATIONS, MonopolyGame
from .land_tax import REGIMES, SINGLE_TAX

OPTIONS = (
    Option("first_player", None, str, "MO-1: name the first player instead of throwing for it",
           allow_none=True),
    Option("max_rounds", 1000, int, "MO-18: the simulation cap; a game still running after "
           "this many rounds ends as 'capped' and is ranked by net worth", low=1),
    Option("max_offers", 3, int, "MO-9: trade offers a player may make in one turn", low=0, high=20),
    Option("income_tax_flat", False, bool, "MO-12: Income Tax is a flat $200 (the post-2008 rule)"),
    Option("luxury_tax", LUXURY_TAX_CHOICES[0], int, "MO-13: Luxury Tax of $75 or $100",
           choices=LUXURY_TAX_CHOICES),
    Option("free_parking_pot", False, bool, "MO-V1: taxes, fines and card payments go into a "
           "pot that the player landing on Free Parking takes"),
    Option("deal_all", False, bool, "MO-V2: every deed is dealt out at the start and paid for "
           "at its printed price"),
    Option("land_value_tax", 0, int, "MO-V3: percent of every rent paid to the public treasury "
           "(and back to everyone as equal dividends) under the single tax; >0 starts the game "
           "under it", low=0, high=100),
    Option("regime", None, str, "MO-V3: the rules in force at the start (default: single-tax "
           "when land_value_tax > 0, else landlord)", choices=REGIMES, allow_none=True),
)


def _validate(options: dict, names: list[str]) -> None:
    if options["first_player"] is not None and options["first_player"] not in names:
        raise OptionError(f"first_player {options['first_player']!r} is not one of the players "
                          f"({', '.join(names)})")


#: Every ledger reason a transfer of this game may carry, with its meaning.
REASONS = {
    "starting_cash": "cash handed to a player at the start",
    "salary": "the Go salary",
    "land_rent": "rent for the use of land",
    "rent": "Monopoly rent",
    "tax": "a tax",
    "fine": "a fine",
    "purchase": "the price of a card bought from the pack, the bank or at auction",
    "house": "the price of a house or hotel",
    "interest": "interest on a loan",
    "sale": "a price paid for a card or house sold between players",
    "card": "a payment ordered by a Chance or Community Chest card",
    "mortgage": "a mortgage loan from the bank",
    "unmortgage": "lifting a mortgage",
    "bankruptcy": "assets handed over in bankruptcy",
    "dividend": "a public dividend",
    "pot": "the Free Parking pot",
}

WORDS = Words(
    title="Monopoly",
    subtitle="classic rules, Atlantic City board",
    accounts={"bank": "the Bank", "pot": "the Free Parking pot", "treasury": "the public treasury"},
    labels={"bank": "Bank", "pot": "Free Parking pot", "treasury": "Public treasury"},
    reasons=REASON_WORDS,
    regimes={"landlord": "the classic rules", "single-tax": "the land value tax"},
    reform=SINGLE_TAX,
    switch_label="Land value tax",
)

RULES = RuleSet(
    name="monopoly",
    version=1,
    title="Monopoly (classic rules)",
    min_players=2,
    max_players=8,
    options=OPTIONS,
    game_class=MonopolyGame,
    words=WORDS,
    regimes=REGIMES,
    doc="Classic Monopoly, with Magie's single tax as a switchable land value tax.",
    bots=MONOPOLY_BOTS,
    default_lineup=("cautious", "speculator", "improver", "trader"),
    terminations=TERMINATIONS,
    reasons=REASONS,
    reserved_names=frozenset({"public", "miscellaneous"}),
    result_columns=("treasury", "wage_level", "regime", "public_spending"),
    money_series={"treasury": "Public treasury", "wage_level": "Go salary"},
    rule_prefixes=("MO",),
    rules_doc="monopoly.md",
    checks=check_monopoly,
    validate_options=_validate,
)
