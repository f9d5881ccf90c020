"""The Landlord's Game, 1906 edition (rule set ``landlords-1906``), with the single tax.

Rules by ID are documented in ``docs/rules/landlords-1906.md``; the code that makes each
rule true names its ID in a comment.  :data:`RULES` is everything the rest of the package
may know about the game (the interface of ``landlords.engine.ruleset``): its words, its
options, its bots and line-up, how its games end, its ledger reasons, its result columns
and money series, its rule-ID prefixes and rules document, its own conformance checks
and its shipped example.  It is found by name through its entry point
(``landlords.rule_sets``, in ``pyproject.toml``).

The package, one concern a module: ``data/`` (the board and every number of the rules,
read once; ``board.py`` its old name), ``frames.py`` (frames, loans and dues, read by
name), ``offers.py`` (the offers between players and their drafts), ``movement.py``
(where a throw can go), ``base.py`` (a game's fields, typed, and the line of classes its
rules are), ``game.py`` (the board's rules and the state), ``auctions.py``, ``trades.py``,
``single_tax.py``, ``treasury.py``, ``land_tax_share.py``, ``measures.py`` (the other
parts of the rules), ``events.py`` and ``words.py`` (what players read), ``table.py``
(``game.table()``), ``prompts.py`` (``game.prompt()``), ``bots.py``, ``checks.py``.  A
variant is a subclass of ``LandlordsGame`` holding other data (see "Making a variant" in
the rules document).
"""

from landlords.engine.errors import OptionError
from landlords.engine.options import Option
from landlords.engine.ruleset import Example, RuleSet, Words

from .bots import LANDLORDS_BOTS
from .checks import check_landlords
from .game import TERMINATIONS, LandlordsGame
from .land_tax_share import exact_share
from .landing import landing_model
from .measures import MEASURE_LABELS
from .single_tax import REGIMES, SINGLE_TAX
from .treasury import TREASURY_USES
from .view import LandlordsView
from .words import REASON_WORDS

OPTIONS = (
    Option("advanced", False, bool, "LG-A1..A3: the rules for advanced and scientific players"),
    Option("beginners_opening", False, bool, "LG-S5: the four average hands instead of the deal (4 players)"),
    Option("scenario", "standard", str, "LG-M1: 'monarch' gives the first player named all the lots",
           choices=("standard", "monarch")),
    Option("regime", "landlord", str, "ST: the rules in force at the start", choices=REGIMES),
    Option("vote", False, bool, "ST: players may propose the other rules; two votes adopt them"),
    Option("vote_rounds", 6, int, "ST: with vote, the rounds between one vote (or change of "
           "rules) and the next proposal", low=1, high=1000),
    Option("end", "wages", str, "LG-19: end at five wages, after end_rounds rounds, or at the "
           "next double after end_rounds rounds", choices=("wages", "rounds", "double")),
    Option("end_rounds", 20, int, "LG-19: the round N of the 'rounds' and 'double' endings", low=1),
    Option("max_rounds", 300, int, "the simulation cap: a game still running after this many "
           "rounds ends as 'capped'", low=1),
    Option("max_offers", 3, int, "LG-16: offers a player may make in one turn or one search "
           "for money", low=0, high=20),
    Option("first_player", None, str, "LG-S3: name the first player instead of throwing for it",
           allow_none=True),
    Option("treasury", "rules", str, "LG-X2: ours, not Magie's - what the Public Treasury does "
           "with its money: 'rules' keeps it under the landlord rules and spends it on public "
           "works under the single tax; 'dividends' pays it back to the players in equal "
           "shares under any rules (no works, no raised wages); 'works' spends it on the single "
           "tax's public works under any rules", choices=TREASURY_USES),
    Option("land_tax_share", 0.0, float, "LG-X1: the share of land rent paid into the Public "
           "Treasury instead of to the owner, 0 (the landlord rules) to 1 (the single tax)",
           low=0, high=1),
)


def _validate(options: dict, names: list[str]) -> None:
    if options["beginners_opening"] and len(names) != 4:
        raise OptionError(f"beginners_opening (LG-S5) is for exactly 4 players, not {len(names)}")
    if options["beginners_opening"] and options["scenario"] == "monarch":
        raise OptionError("beginners_opening and scenario=monarch cannot be combined")
    if options["first_player"] is not None and options["first_player"] not in names:
        raise OptionError(f"first_player {options['first_player']!r} is not one of the players "
                          f"({', '.join(names)})")
    exact_share(options["land_tax_share"])             # LG-X1: refuses nan


#: Every ledger reason a transfer of this game may carry, with its meaning.
REASONS = {
    "starting_cash": "cash handed to a player at the start",
    "wages": "wages for passing the start (or a natural opportunity's wages)",
    "land_rent": "rent for the use of land",
    "land_tax": "the public's share of a land rent, paid into the Treasury (LG-X1)",
    "house_rent": "rent for the use of a house",
    "fare": "a railroad fare or a franchise rate",
    "tax": "a tax",
    "fine": "a fine",
    "purchase": "the price of a card bought from the deal or at auction",
    "privilege": "a bid for the privilege of building (single tax)",
    "ante": "the speculator's ante to the broker",
    "speculation": "speculation winnings",
    "broker_share": "the broker's 10% of speculation winnings",
    "luxury": "the price of a luxury",
    "house": "the price of a house",
    "loan": "money lent by one player to another",
    "repayment": "a loan repaid",
    "interest": "interest on a loan",
    "sale": "a price paid for a card or house sold between players",
    "public_purchase": "the treasury buying a franchise or railroad for the public",
    "college": "the treasury building a free college",
    "public_wages": "the treasury raising wages",
    "reset": "the treasury emptied into Miscellaneous when the single tax begins",
    "dividend": "an equal share of the Treasury paid to every player (LG-X2)",
    "card": "a payment ordered by a Chance card",
}

WORDS = Words(
    title="The Landlord's Game",
    subtitle="Elizabeth Magie, 1906",
    accounts={"treasury": "the Public Treasury", "miscellaneous": "the bank (Miscellaneous)"},
    labels={"treasury": "Public Treasury", "miscellaneous": "Miscellaneous"},
    reasons=REASON_WORDS,
    regimes={"landlord": "the landlord rules", "single-tax": "the single tax"},
    switch_label="Single tax",
)

RULES = RuleSet(
    name="landlords-1906",
    version=2,
    title="The Landlord's Game (1906)",
    min_players=2,
    max_players=6,
    options=OPTIONS,
    game_class=LandlordsGame,
    view=LandlordsView,
    words=WORDS,
    regimes=REGIMES,
    reform=SINGLE_TAX,
    doc="Elizabeth Magie's game, under her landlord rules or her single-tax rules.",
    bots=LANDLORDS_BOTS,
    default_lineup=("cautious", "speculator", "improver", "trader"),
    terminations=TERMINATIONS,
    reasons=REASONS,
    reserved_names=frozenset({"public", "bank", "pot"}),
    result_columns=("treasury", "wage_level", "regime", "made_public", "colleges",
                    "wage_raises", "public_spending"),
    money_series={"treasury": "Public Treasury", "wage_level": "Wages at Mother Earth"},
    rule_prefixes=("LG", "ST"),
    rules_doc="landlords-1906.md",
    checks=check_landlords,
    validate_options=_validate,
    landing=landing_model,
    examples={"single-tax-at-turn-40": Example(
        title="Four bots play The Landlord's Game; the single tax comes in at turn 40",
        players=4, seed=13, switches=((40, "single-tax"),),
        package="landlords.rules.landlords1906.data", file="single-tax-at-turn-40.json")},
    measures=MEASURE_LABELS,
)
