"""landlords: learn economics by playing Elizabeth Magie's The Landlord's Game.

Play or replay The Landlord's Game (1906) under Magie's landlord rules or her single-tax
rules, switch between them at any step, branch "what if" futures, and run thousands of
games to watch wealth concentrate, or spread, through public works and higher wages.

    >>> import landlords
    >>> rules = landlords.rule_sets()[0]          # a name, as landlords.rule_sets() lists them
    >>> game = landlords.new_game(rules, players=4, seed=7)
    >>> outcome = game.play()

Importing the package loads the engine only; a rule set is loaded when a game of it is
made, and pandas when a table is asked for.
"""

from . import metrics
from .api import bot_names, describe_bots, new_game, rule_sets
from .engine.errors import (
                            ConformanceError,
                            GameOverError,
                            IllegalActionError,
                            InvalidActionError,
                            LandlordsError,
                            OptionError,
                            PlayersError,
                            RecordError,
                            UnknownBotError,
                            UnknownRulesError,
)
from .engine.game import CHANCE, Game, format_action
from .engine.outcome import CAPPED, Outcome, Termination
from .engine.record import GameRecord, load_record, replay
from .version import __version__ as __version__

__all__ = [
    "CAPPED", "CHANCE", "ConformanceError", "Game", "GameOverError", "GameRecord",
    "IllegalActionError", "InvalidActionError", "LandlordsError", "OptionError", "Outcome",
    "PlayersError", "RecordError", "Termination", "UnknownBotError", "UnknownRulesError",
    "bot_names", "describe_bots", "format_action", "load_record", "metrics", "new_game",
    "replay", "rule_sets",
]
