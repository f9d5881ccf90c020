"""Log entries as the store keeps them, and the next step chance or a bot takes.

A game's log entry is a decision ``(seat, kind, *args)``, a chance outcome
``("~", outcome)`` or a switch of rules ``("!", regime)`` (see
:mod:`landlords.engine.record`); the store keeps each as compact JSON text, so two
clients that computed the same step write the very same text.

Chance and bots are deterministic (keyed by the seed and the step), so the next
automatic step is the same whichever client computes it: :func:`take_automatic_step`
takes it on a local game and returns its entry for the store.  This module is the one
place of the classroom that reads and applies the engine's log entries; a stored entry is
applied by the game's own :meth:`~landlords.engine.game.Game.apply_entry`, checked as a
record's steps are.
"""

from __future__ import annotations

import json

from landlords.engine.bots import make_bot
from landlords.engine.errors import IllegalActionError
from landlords.engine.game import LOG_SWITCH, reason_text


def encode(value) -> str | None:
    """A log entry or a bot's reason as compact JSON text (None stays None)."""
    if value is None:
        return None
    return json.dumps(value, separators=(",", ":"))


def encode_reason(reason) -> str | None:
    """A bot's reason as JSON text: a sentence, or ``[template, *values]``; a reason
    whose values JSON cannot hold is kept as its sentence."""
    if reason is None:
        return None
    try:
        return json.dumps(reason, separators=(",", ":"))
    except (TypeError, ValueError):
        return json.dumps(reason_text(reason))


def _tupled(value):
    if isinstance(value, list):
        return tuple(_tupled(item) for item in value)
    return value


def decode(text: str | None):
    """A log entry or a reason from its JSON text (lists become tuples, as the engine keeps them)."""
    if text is None:
        return None
    return _tupled(json.loads(text))


def switch_entry(regime: str) -> tuple:
    """The log entry that puts ``regime`` in force."""
    return (LOG_SWITCH, regime)


def switched_to(entry: tuple) -> str | None:
    """The regime a switch entry puts in force, or None for any other entry."""
    head, *rest = entry
    return rest[0] if head == LOG_SWITCH and rest else None


def apply_stored(game, entry: tuple, reason) -> None:
    """Apply a stored log step to ``game`` (checked as a record's steps are)."""
    game.apply_entry(entry, reason)


def plan_due(game, plan: dict | None) -> bool:
    """Whether the regime plan ``{"regime": R, "turn": T}`` asks for a switch now: the
    game runs, ``R`` is not in force, and turn ``T`` has come (``0``: at once)."""
    return bool(plan) and not game.is_over and game.regime != plan["regime"] and game.turn >= plan["turn"]


def switch_if_due(game, plan: dict | None) -> tuple | None:
    """Put the planned regime in force if the plan says it is due and the rules allow it
    now; returns the switch entry taken, or None.

    ``plan`` is ``{"regime": R, "turn": T}``: from turn ``T`` on (``0``: at once) the
    game plays under ``R``.  A plan already met (the regime in force) does nothing.
    """
    if not plan_due(game, plan):
        return None
    try:
        game.switch_rules(plan["regime"])
    except IllegalActionError:
        return None                                      # not allowed at this step: the next
    return switch_entry(plan["regime"])


class SeatBots:
    """The bots a client plays for seats handed to a bot after the game began
    (``{seat: strategy}``); made once per seat, deterministic like every bot."""

    def __init__(self) -> None:
        self._made: dict[tuple[int, str], object] = {}

    def bot_for(self, game, seat: int, strategy: str):
        key = (seat, strategy)
        if key not in self._made:
            self._made[key] = make_bot(game.rules, strategy, game.seed, seat)
        return self._made[key]


def take_automatic_step(game, handed: dict[int, str], bots: SeatBots):
    """Let chance or a bot take the next step of ``game``: returns ``(entry, reason)``,
    or None when a person must decide or the game is over.

    ``handed`` names the seats handed to a bot since the game began (``{seat:
    strategy}``); seats the game began with as bots play through the game's own bots.
    """
    if game.is_over:
        return None
    if game.is_chance:
        game.play(max_steps=1)
        return game.last_entry(), None
    mover = game.to_move
    seat = game.seat_of(mover)
    bot = game.bot(mover)
    if bot is None and seat in handed:
        bot = bots.bot_for(game, seat, handed[seat])
    if bot is None:
        return None
    action, reason = bot.decide(game, game.top_frame)
    entry = (seat,) + tuple(action)
    game.apply_entry(entry, reason)
    return entry, reason


__all__ = ["SeatBots", "apply_stored", "decode", "encode", "encode_reason", "plan_due", "switch_entry",
           "switch_if_due", "switched_to", "take_automatic_step"]
