"""The bot protocol: a bot answers the decision on top of a game with an action and a reason.

Bots are stateless between decisions: a bot's randomness is drawn from its own seed and
the game's step number, so a replayed or branched game asks the same bot the same
question and gets the same answer.  Nothing here uses the ``random`` module.

Each rule set lists its own strategies (``RuleSet.bots``); :class:`RandomBot` plays every
rule set.  :func:`make_bot` builds one for a seat.
"""

# mypyc: compiled

from __future__ import annotations

from typing import Any, ClassVar

from .chance import BotRandom, keyed, label
from .errors import UnknownBotError, shown
from .native import mypyc_attr

_BOT_LABEL = label("bot")


@mypyc_attr(allow_interpreted_subclasses=True)
class Bot:
    """Base class of all bots.

    Subclasses set ``strategy`` (the name users give) and ``description`` (one sentence),
    and write ``on_<decision kind>(game, frame)`` methods returning ``(action, reason)``;
    the reason is a sentence or a ``(template, *args)`` tuple formatted only when read.
    """

    strategy: ClassVar[str] = "bot"
    description: ClassVar[str] = ""
    _ON: ClassVar[dict] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._ON = {name[3:]: getattr(cls, name) for name in dir(cls) if name.startswith("on_")}

    def __init__(self, seat: int, seed: int) -> None:
        self.seat: int = seat
        self.seed: int = keyed(seed, _BOT_LABEL, seat)

    def rng(self, game: Any) -> BotRandom:
        """A generator for this decision only (same question, same answer)."""
        return BotRandom(keyed(self.seed, game.step_count))

    def decide(self, game: Any, frame: Any) -> tuple:
        """Return ``(action, reason)`` for the decision ``frame`` on top of ``game``."""
        return self._ON[frame[0]](self, game, frame)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.strategy!r} seat={self.seat}>"


@mypyc_attr(allow_interpreted_subclasses=True)
class RandomBot(Bot):
    """Takes a uniformly random legal action: a tester's opponent, not an economic one."""

    strategy = "random"
    description = "Chooses uniformly at random among the legal actions (for testing)."

    def decide(self, game: Any, frame: Any) -> tuple:
        action = self.rng(game).choice(game.legal_actions())
        return action, "a random legal choice"


def bot_class(rules: Any, strategy: Any) -> Any:
    """The class playing ``strategy`` for the rule set ``rules``; raises :class:`UnknownBotError`."""
    if strategy == "random":
        return RandomBot
    try:
        return rules.bots[strategy]
    except (KeyError, TypeError):
        raise UnknownBotError(f"unknown bot {shown(strategy, 80)} for {rules.name}; choose one "
                              f"of {', '.join(rules.bot_names)}") from None


def make_bot(rules: Any, strategy: Any, seed: int, seat: int) -> Bot:
    """A bot playing ``strategy`` of the rule set ``rules`` for ``seat``."""
    return bot_class(rules, strategy)(seat, seed)


def describe_bots(rules) -> dict[str, str]:
    """Each strategy of ``rules`` (``random`` included) with its one-sentence character."""
    return {name: bot_class(rules, name).description for name in rules.bot_names}


__all__ = ["Bot", "RandomBot", "bot_class", "describe_bots", "make_bot"]
