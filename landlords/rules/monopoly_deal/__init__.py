"""Monopoly Deal (rule set ``monopoly-deal``) on the same engine as The Landlord's Game.

The 2008 card game as the rules brief describes it (rule IDs MD-S1, MD-1..MD-12), with
the decisions taken where the rules are unclear documented in ``game.py`` and in
``docs/rules/monopoly-deal.md``.  Everything the rest of the package learns about it is
:data:`RULES` (a :class:`~landlords.engine.ruleset.RuleSet`) and its game class.

Modules, one concern each: ``deck`` (the cards and the rule numbers, read from
``data/``), ``state`` (card places, frames, effects, endings), ``actions`` (the actions
as named tuples), ``game`` (the rules), ``events`` (event kinds and sentences), ``words``
(action labels and the engine's sentences), ``prompts`` (each decision in plain words),
``table`` (the table for drawing), ``view`` (its words, table and prompt, as the rule set's view class), ``bots`` and ``checks`` (its invariants).
"""

from landlords.engine.errors import OptionError
from landlords.engine.options import Option
from landlords.engine.ruleset import RuleSet, Words

from .bots import MONOPOLY_DEAL_BOTS
from .checks import check_deal
from .game import MonopolyDealGame
from .state import TERMINATIONS
from .view import MonopolyDealView
from .words import REASON_WORDS

OPTIONS = (
    Option("first_player", None, str, "MD-S1: the player who starts (default: the first "
           "player listed)", allow_none=True),
    Option("max_turns", 1000, int, "MD-12: the simulation cap; a game still running after "
           "this many turns ends as 'capped' and is ranked by wealth", low=1),
)


def _validate(options: dict, names: list[str]) -> None:
    if options["first_player"] is not None and options["first_player"] not in names:
        raise OptionError(f"first_player {options['first_player']!r} is not one of the players "
                          f"({', '.join(names)})")


#: Every ledger reason a transfer of this game may carry, with its meaning.
REASONS = {
    "rent": "Monopoly rent: bank cards paid for a rent card (MD-7, MD-10)",
    "bank": "a card played into its player's bank (from the account 'deck', MD-4)",
    "debt": "bank cards paid for a Debt Collector (MD-7, MD-10)",
    "birthday": "bank cards paid for It's My Birthday (MD-7, MD-10)",
}

WORDS = Words(
    title="Monopoly Deal",
    subtitle="the card game",
    accounts={"deck": "the deck"},
    labels={"deck": "Deck"},
    reasons=REASON_WORDS,
    money="{:,}M",
)

RULES = RuleSet(
    name="monopoly-deal",
    version=2,
    title="Monopoly Deal (card game)",
    min_players=2,
    max_players=5,
    options=OPTIONS,
    game_class=MonopolyDealGame,
    view=MonopolyDealView,
    words=WORDS,
    reform=None,                  # no policy switch: one set of rules
    doc="The Monopoly card game: bank money, collect three complete property sets.",
    bots=MONOPOLY_DEAL_BOTS,
    default_lineup=("banker", "collector"),
    terminations=TERMINATIONS,
    # "all" and "everyone" name the targets of a rent card; "bank" is a player's bank.
    reserved_names=frozenset({"all", "everyone", "bank"}),
    reasons=REASONS,
    result_columns=("sets_completed", "banked", "reshuffles"),
    rule_prefixes=("MD",),
    rules_doc="monopoly-deal.md",
    checks=check_deal,
    validate_options=_validate,
)
