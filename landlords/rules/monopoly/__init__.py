"""Classic Monopoly (rule set ``monopoly``) on the same engine as The Landlord's Game.

Parker Brothers' rules as the seeds describe them (rule IDs MO-S1, MO-S2, MO-1..MO-18),
the house rules MO-V1 (Free Parking pot) and MO-V2 (every deed dealt), and MO-V3: Magie's
single tax as a land value tax on the site rent of the streets, switchable at any step like the single tax of
``landlords-1906`` (regimes ``landlord`` and ``single-tax``).  Rules by ID, with the
decisions taken where the rules are unclear, are documented in ``docs/rules/monopoly.md``.

Modules, one concern each: ``board`` (an edition's printed facts and rule numbers, read
from ``data/``), ``frames`` (the frames and the offers and dues they carry), ``game``
(setup, turn, moving, Jail, spaces, the end), ``estates`` (buying, rent, building,
mortgages), ``auctions``, ``trades``, ``debts`` (raising money, bankruptcy), ``cards``,
``land_tax`` (MO-V3), ``events`` (event sentences and action labels), ``table`` and
``prompts`` (what screens draw and ask), ``bots`` and ``checks`` (the conformance kit's
invariants).

Everything the rest of the package knows about Monopoly is :data:`RULES` (a
:class:`~landlords.engine.ruleset.RuleSet`) and the game class's rule-set interface.  A
variant (another edition's board, other rule numbers) is a subclass of
:class:`MonopolyGame` with another ``DATA`` and a ``RuleSet`` of its own name.
"""

from landlords.engine.errors import OptionError
from landlords.engine.options import Option
from landlords.engine.ruleset import RuleSet, Words

from .bots import MONOPOLY_BOTS
from .checks import check_monopoly
from .game import TERMINATIONS, TIME_LIMIT_ROUNDS, MonopolyGame
from .land_tax import REGIMES, SINGLE_TAX, SITE, TAX_BASES, exact_share
from .landing import landing_model
from .measures import MEASURE_LABELS
from .view import MonopolyView
from .words import REASON_WORDS

_DATA = MonopolyGame.DATA
_LUXURY = _DATA.luxury_tax_choices

OPTIONS = (
    Option("first_player", None, str, "MO-1: name the first player instead of throwing for it",
           allow_none=True),
    Option("time_limit_rounds", TIME_LIMIT_ROUNDS, int, "MO-18: the time-limit game: a game still "
           "running after this many rounds ends, and the richest by the official time-limit "
           "valuation wins (None: play to the last player)", low=1, allow_none=True),
    Option("max_rounds", 1000, int, "MO-18: the simulation's safety net; a game still running "
           "after this many rounds ends as 'capped' (ranked by net worth)", low=1),
    Option("max_offers", 3, int, "MO-9: trade offers a player may make in one turn", low=0, high=20),
    Option("income_tax_flat", False, bool, f"MO-12: Income Tax is a flat ${_DATA.income_tax_flat} "
           "(the post-2008 rule)"),
    Option("luxury_tax", _LUXURY[0], int,
           "MO-13: Luxury Tax of " + " or ".join(f"${amount}" for amount in _LUXURY), choices=_LUXURY),
    Option("free_parking_pot", False, bool, "MO-V1: taxes, fines and card payments go into a "
           "pot that the player landing on Free Parking takes"),
    Option("deal_all", False, bool, "MO-V2: every deed is dealt out at the start and paid for "
           "at its printed price"),
    Option("land_value_tax", 0, int, "MO-V3: percent of the site rent of the streets (their "
           "rent with no buildings, doubled for a whole group) paid to the public treasury (and "
           "back to everyone as equal dividends) under the land value tax; >0 starts the game "
           "under it", low=0, high=100),
    Option("regime", None, str, "MO-V3: the rules in force at the start (default: single-tax "
           "when land_value_tax > 0, else landlord)", choices=REGIMES, allow_none=True),
    Option("land_tax_share", 0.0, float, "MO-X1: the share of the site rent paid to the public "
           "treasury instead of to the owner, 0 (the classic rules) to 1 (the land value "
           "tax), steps of any size; > 0 starts the game under the land value tax",
           low=0, high=1),
    Option("tax_base", SITE, str, "MO-V3: what the land value tax takes its share of (our "
           "extension, also for land_tax_share): 'site', the site rent of the streets (the owner "
           "keeps house and hotel rent, fares and charges), or 'all rent', every rent, "
           "improvements included (a tax on all rent, not a land value tax)", choices=TAX_BASES),
)


def _validate(options: dict, names: list[str]) -> None:
    if options["first_player"] is not None and options["first_player"] not in names:
        raise OptionError(f"first_player {options['first_player']!r} is not one of the players "
                          f"({', '.join(names)})")
    if exact_share(options["land_tax_share"]) and options["land_value_tax"]:
        raise OptionError("give the land value tax once: land_tax_share (0 to 1) or "
                          "land_value_tax (a percent), not both")


#: Every ledger reason a transfer of this game may carry, with its meaning.
REASONS = {
    "starting_cash": "the cash the Bank hands each player at the start (MO-S1)",
    "salary": "the salary for passing or landing on Go (MO-4)",
    "rent": "rent paid to the holder of a deed (MO-6)",
    "land_rent": "the land value tax: the public's share of a street's site rent (of any rent "
                 "under tax_base 'all rent'), paid to the treasury (MO-V3)",
    "tax": "Income Tax or Luxury Tax (MO-12, MO-13)",
    "fine": "the Jail fine (MO-14)",
    "purchase": "the price of a deed bought from the Bank, at auction or dealt (MO-5, MO-V2)",
    "house": "a house or hotel bought from the Bank, or sold back to it (MO-7, MO-8, MO-9)",
    "interest": "the interest on a mortgage (MO-10)",
    "sale": "cash paid in a trade between players (MO-9)",
    "card": "a payment a Chance or Community Chest card orders (MO-11)",
    "mortgage": "a mortgage loan from the Bank (MO-10)",
    "unmortgage": "a mortgage paid back to the Bank (MO-10)",
    "bankruptcy": "cash handed over in bankruptcy (MO-16)",
    "dividend": "an equal share of the treasury paid to every player (MO-V3)",
    "pot": "the Free Parking pot, taken by the player landing there (MO-V1)",
}

#: Monopoly's words: the switch puts "the land value tax" in force, and the board, the
#: prompts and the event sentences all call it so.
WORDS = Words(
    title="Monopoly",
    subtitle=_DATA.subtitle,
    accounts={"bank": "the Bank", "pot": "the Free Parking pot", "treasury": "the public treasury"},
    labels={"bank": "Bank", "pot": "Free Parking pot", "treasury": "Public treasury"},
    reasons=REASON_WORDS,
    regimes={"landlord": "the classic rules", "single-tax": "the land value tax"},
    switch_label="Land value tax",
)

#: The rule set: everything the apps, the command line, the experiments and the
#: conformance kit know of Monopoly.  Its result columns are the public side of MO-V3
#: (the treasury left, the Go salary, the regime at the end, the dividends paid); its
#: money series are what the money chart draws besides wealth; "public" and
#: "miscellaneous" are reserved so that no player takes the name of an account of either
#: game when the two are set side by side.
RULES = RuleSet(
    name="monopoly",
    version=3,
    title="Monopoly (classic rules)",
    min_players=_DATA.min_players,
    max_players=_DATA.max_players,
    options=OPTIONS,
    game_class=MonopolyGame,
    view=MonopolyView,
    words=WORDS,
    regimes=REGIMES,
    reform=SINGLE_TAX,
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
    measures=MEASURE_LABELS,
    landing=landing_model,
)
