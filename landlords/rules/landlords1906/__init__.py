"""The Landlord's Game, 1906 edition (rule set ``landlords-1906``), with the single tax.

Rules by ID are documented in ``docs/rules/landlords-1906.md``;
the code that makes each rule true names its ID in a comment.
"""

from landlords.engine.errors import OptionError
from landlords.engine.rules import Option, RuleSet, register

from .game import LandlordsGame
from .single_tax import REGIMES

OPTIONS = (
    Option("advanced", False, bool, "LG-A1..A3: the rules for advanced and scientific players"),
    Option("beginners_opening", False, bool, "LG-S5: the four average hands instead of the deal (4 players)"),
    Option("scenario", "standard", str, "LG-M1: 'monarch' gives the first player named all the lots",
           choices=("standard", "monarch")),
    Option("regime", "landlord", str, "ST: the rules in force at the start", choices=REGIMES),
    Option("vote", False, bool, "ST: players may propose the other rules; two votes adopt them"),
    Option("end", "wages", str, "LG-19: end at five wages, after end_rounds rounds, or at the "
           "next double after end_rounds rounds", choices=("wages", "rounds", "double")),
    Option("end_rounds", 20, int, "LG-19: the round N of the 'rounds' and 'double' endings", low=1),
    Option("max_rounds", 300, int, "the simulation cap: a game still running after this many "
           "rounds ends as 'capped'", low=1),
    Option("max_offers", 3, int, "LG-16: offers a player may make in one turn or one search "
           "for money", low=0, high=20),
    Option("first_player", None, str, "LG-S3: name the first player instead of throwing for it",
           allow_none=True),
)


def _validate(options: dict, names: list[str]) -> None:
    if options["beginners_opening"] and len(names) != 4:
        raise OptionError(f"beginners_opening (LG-S5) is for exactly 4 players, not {len(names)}")
    if options["beginners_opening"] and options["scenario"] == "monarch":
        raise OptionError("beginners_opening and scenario=monarch cannot be combined")
    if options["first_player"] is not None and options["first_player"] not in names:
        raise OptionError(f"first_player {options['first_player']!r} is not one of the players "
                          f"({', '.join(names)})")


RULES = register(RuleSet(
    name="landlords-1906",
    version=1,
    title="The Landlord's Game (1906)",
    min_players=2,
    max_players=6,
    options=OPTIONS,
    game_class=LandlordsGame,
    regimes=REGIMES,
    doc="Elizabeth Magie's game, under her landlord rules or her single-tax rules.",
))
LandlordsGame.validate_options = staticmethod(_validate)
