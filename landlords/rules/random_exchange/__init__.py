"""Random exchange (rule set ``random-exchange``): the no-land baseline.

N players (2 to 1,000) start with equal cash; each turn chance picks a payer and a payee,
and the stake ($1 unless the option ``stake`` says otherwise) passes when the payer has it
(Dragulescu and Yakovenko, 2000).  With many players the cash tends to the Boltzmann-Gibbs
law, geometric for whole stakes, whose Gini for mean cash m stakes is (m + 1) / (2m + 1);
:mod:`landlords.analysis.exchange` gives the exact expected Gini for a few players.  Rules
by ID are in ``docs/rules/random-exchange.md``; modules: ``game`` (the rules), ``events``
(its event catalogue), ``words`` (its reasons' words), ``view`` (its status, table and
prompt), ``checks`` (its invariants).
"""

from landlords.engine.options import Option
from landlords.engine.ruleset import RuleSet, Words

from .checks import check_exchange
from .game import TERMINATIONS, RandomExchangeGame
from .view import RandomExchangeView
from .words import REASON_WORDS

OPTIONS = (
    Option("starting_cash", 20, int, "RX-S1: the cash every player starts with", low=1,
           high=1_000_000),
    Option("stake", 1, int, "RX-2: the dollars that pass in one exchange (a payer with "
           "less pays nothing)", low=1, high=1_000_000),
    Option("rounds", 100, int, "RX-4: the rounds played (a round is one turn per player, a "
           "turn one exchange)", low=1, high=1_000_000),
)

#: Every ledger reason a transfer of this game may carry, with its meaning.
REASONS = {
    "starting_cash": "cash handed to a player at the start (RX-S1)",
    "exchange": "the stake passed from the payer to the payee (RX-2)",
}

WORDS = Words(
    title="Random Exchange",
    subtitle="no land: chance moves the stake from one player to another",
    accounts={"bank": "the bank"},
    labels={"bank": "Bank"},
    reasons=REASON_WORDS,
)

RULES = RuleSet(
    name="random-exchange",
    version=1,
    title="Random exchange (the no-land baseline)",
    min_players=2,
    max_players=1000,
    options=OPTIONS,
    game_class=RandomExchangeGame,
    view=RandomExchangeView,
    words=WORDS,
    reform=None,                  # no policy switch: one set of rules
    doc="No land, no decisions: each turn chance passes the stake ($1 by default) from one "
        "player to another.",
    terminations=TERMINATIONS,
    reasons=REASONS,
    result_columns=("missed_exchanges", "players_without_cash"),
    rule_prefixes=("RX",),
    rules_doc="random-exchange.md",
    checks=check_exchange,
)
