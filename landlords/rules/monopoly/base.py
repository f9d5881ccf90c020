"""The fields of a game of Monopoly, typed, and what the parts of its rules ask of each other.

:class:`MonopolyGame` is one line of classes, each part of the rules in its own module::

    Game <- MonopolyBase <- EstateRules <- AuctionRules <- TradeRules <- CardRules
         <- DebtRules <- LandTaxRules <- MeasureRules <- MonopolyGame

(``base.py``, ``estates.py``, ``auctions.py``, ``trades.py``, ``cards.py``, ``debts.py``,
``land_tax.py``, ``measures.py``, ``game.py``).  One line, not mixins: in the optional
compiled build (issue 28) each is a native class, which takes one native base, and whose
methods a rule set or a variant written in plain Python may still override.  Interpreted,
it is the same code as plain Python classes.

This class declares every field a game holds, with its type (``MonopolyGame.STATE`` says
how a clone copies each and which are keyed), and the methods a part calls on a later one,
each answered by that part: the base raises ``NotImplementedError``.
"""

# mypyc: compiled

from __future__ import annotations

from typing import Any, ClassVar

from landlords.engine.game import Game
from landlords.engine.native import mypyc_attr
from landlords.engine.outcome import Termination

from .data import MonopolyData
from .frames import TurnFrames


def any_set(values: list[int]) -> bool:
    """Whether any of ``values`` (whole numbers: levels, mortgage flags) is not 0, as
    ``any(values)`` is; written so as to be fast in both builds (``list.count`` runs in C,
    where a compiled ``any`` goes through Python's iteration, element by element)."""
    return values.count(0) < len(values)


@mypyc_attr(allow_interpreted_subclasses=True)
class MonopolyBase(Game):
    """The fields of a game of Monopoly (see the module's docstring)."""

    #: The edition played: its board, decks and rule numbers (``MonopolyGame.DATA``).
    DATA: ClassVar[MonopolyData]
    #: The ways a game ends by the rules (MO-18).
    LAST_STANDING: ClassVar[Termination]
    TIME_LIMIT: ClassVar[Termination]

    # ------------------------------------------------------------------ fixed for the game
    data: MonopolyData
    n: int                             # players
    BANK: int                          # the accounts besides the players' (MO-S1, MO-V1, MO-V3)
    POT: int
    TREAS: int
    max_offers: int
    max_rounds: int
    time_limit: int | None             # MO-18: None plays to the last player
    flat_income_tax: bool
    luxury_tax: int
    use_pot: bool
    tax_base: str                      # MO-V3: "site" or "all rent"
    share: Any                         # MO-V3, MO-X1: the percent taken (a float when finer)
    share_num: int
    share_den: int
    # ------------------------------------------------------------------ the players
    pos: list[int]
    jailed: list[int]
    jail_fails: list[int]
    alive: list[int]
    nalive: int
    out: tuple[int, ...]
    turns_taken: list[int]
    offers: list[int]
    order: tuple[int, ...]
    # ------------------------------------------------------------------ the deeds and the Bank
    owner: list[int]
    mortgaged: list[int]
    level: list[int]
    houses_left: int
    hotels_left: int
    chance_deck: list[int]
    chest_deck: list[int]
    goojf: list[int]
    # ------------------------------------------------------------------ the turn
    round: int
    current: int
    throws: int
    last_total: int
    last_dice: tuple[int, int, int] | None
    # ------------------------------------------------------------------ caches and tokens
    _turn_frames: TurnFrames
    _holdings_seen: tuple | None
    _tallied: tuple[int, int, int, int]
    holdings_key: object

    # ------------------------------------------------------------------ shared by every part
    def _holdings_changed(self) -> None:
        """Note that who holds, built or mortgaged what, or who is still in, has changed.

        Every change of ``owner``, ``level``, ``mortgaged`` or ``alive`` calls this: it
        gives :attr:`holdings_key` a fresh token (an ``object()``, equal only to itself,
        here or in any other process).  Whatever is worked out from the holdings alone
        (the history's worth of deeds, the bots' judgement of them) is kept under the token
        it was worked out for, and cannot be given for other holdings: a clone shares the
        token only while its holdings are the same.  It is not part of the state (two
        games with the same holdings may hold different tokens).
        """
        self.holdings_key = object()

    def _fine_account(self) -> int:
        """Where taxes, fines and card payments go: the Bank, or the pot (MO-V1)."""
        return self.POT if self.use_pot else self.BANK

    # ------------------------------------------------------------------ answered by later parts
    def _charge(self, seat: int, dues: tuple, space: Any) -> None:
        """Make ``seat`` pay ``dues``, now or once raised (``debts.py``)."""
        raise NotImplementedError

    def _start_deed_auction(self, s: int, starter: int, include_starter: bool) -> None:
        """Auction the deed of ``s`` (``auctions.py``)."""
        raise NotImplementedError

    def _build_request(self, seat: int, s: int) -> None:
        """Build on ``s``, or auction the last buildings (``auctions.py``)."""
        raise NotImplementedError

    def _move_to(self, seat: int, dest: int) -> None:
        """Move forward to ``dest``, paying the salary at Go (``game.py``)."""
        raise NotImplementedError

    def _arrive(self, seat: int, s: int, total: int, card: Any) -> None:
        """Do what space ``s`` demands (``game.py``)."""
        raise NotImplementedError

    def _jail(self, seat: int, why: str) -> None:
        """Send ``seat`` to Jail (``game.py``)."""
        raise NotImplementedError

    def _finish(self, termination: Termination) -> None:
        """End the game by ``termination`` (``game.py``)."""
        raise NotImplementedError


__all__ = ["MonopolyBase", "any_set"]
