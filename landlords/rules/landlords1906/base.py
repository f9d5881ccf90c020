"""The fields of a game of The Landlord's Game, typed, and what the parts of its rules ask
of each other.

:class:`~.game.LandlordsGame` is one line of classes, each part of the rules in its own
module::

    Game <- LandlordsBase <- LandTaxShareRules <- TreasuryRules <- AuctionRules
         <- SingleTaxRules <- DealingsRules <- MeasureRules <- LandlordsGame

(``base.py``, ``land_tax_share.py``, ``treasury.py``, ``auctions.py``, ``single_tax.py``,
``trades.py``, ``measures.py``, ``game.py``).  One line, not mixins: in the optional
compiled build (issue 28) each is a native class, which takes one native base, and whose
methods a variant written in plain Python may still override.  Interpreted, it is the
same code as plain Python classes.

This class declares every field a game holds, with its type (``LandlordsGame.STATE`` says
how a clone copies each and which are keyed), the rules a game may be under (the regimes
of ``regime``), and the methods a part calls on a later one, each answered by that part:
here they raise ``NotImplementedError``.
"""

# mypyc: compiled

from __future__ import annotations

from typing import Any, ClassVar, Final

from landlords.engine.game import Game
from landlords.engine.native import mypyc_attr

from .data import GameData
from .frames import Due, Loan, SeatFrames

#: The rules a game is under (``game.regime``): Magie's landlord rules, or her single tax.
LANDLORD: Final = "landlord"
SINGLE_TAX: Final = "single-tax"
REGIMES = (LANDLORD, SINGLE_TAX)


@mypyc_attr(allow_interpreted_subclasses=True)
class LandlordsBase(Game):
    """The fields of a game of The Landlord's Game (see the module's docstring)."""

    #: The board and every number of the rules (a variant holds other data).
    DATA: ClassVar[GameData]

    # ------------------------------------------------------------------ fixed for the game
    data: GameData
    n: int                             # players
    MISC: int                          # the accounts besides the players': Miscellaneous
    TREAS: int                         # and the Public Treasury
    advanced: bool                     # LG-A1..A3
    max_offers: int
    end_mode: str                      # LG-19: "wages", "rounds" or "double"
    end_rounds: int
    max_rounds: int
    monarch: int                       # LG-M1: the monarch's seat, or PACK
    vote_rounds: int
    treasury_use: str                  # LG-X2: one of treasury.TREASURY_USES
    share_p: int                       # LG-X1: the share as share_p / share_q (0/1: none)
    share_q: int
    # ------------------------------------------------------------------ seats round the table
    order: tuple[int, ...]
    left: tuple[tuple[int, ...], ...]
    next_seat: tuple[int, ...]
    seat_frames: tuple[SeatFrames, ...]
    # ------------------------------------------------------------------ the players
    pos: list[int]
    jailed: list[int]
    jail_fails: list[int]
    poor: list[int]
    wages_got: list[int]
    lux: list[int]
    edu: list[int]
    prof: list[int]
    turns_taken: list[int]
    ncards: list[int]                  # counts kept in step with owner and hown
    nlots: list[int]
    nhouses: list[int]
    # ------------------------------------------------------------------ the cards, houses and loans
    owner: list[int]
    houses: list[int]
    hown: list[int]
    loans: list[Loan]
    loan_seq: int
    trust: Any                         # (seat, seat) pooling the railroads (LG-9), or None
    # ------------------------------------------------------------------ the turn and the public
    round: int
    current: int
    chance_draws: int
    double_end: bool
    next_vote_round: int
    colleges: int
    wage_raises: int
    fund: int
    # ------------------------------------------------------------------ tallies and read cursors
    poor_visits: int
    _tallied: tuple[int, int, int, int, int]
    fund_seen: int

    # ------------------------------------------------------------------ answered by later parts
    def _spend_public(self) -> bool:
        """Spend one ``public_step`` on the next public work (``single_tax.py``)."""
        raise NotImplementedError

    def _build(self, seat: int, s: int) -> None:
        """Build a house on ``s`` (``single_tax.py``)."""
        raise NotImplementedError

    def _hold_votes(self) -> None:
        """The next proposal waits ``vote_rounds`` rounds (``trades.py``)."""
        raise NotImplementedError

    def _set_owner(self, s: int, seat: int) -> None:
        """Card ``s`` passes to ``seat`` (``game.py``)."""
        raise NotImplementedError

    def _dues(self, seat: int, s: int) -> list[Due]:
        """What stopping on ``s`` costs ``seat`` now (``game.py``)."""
        raise NotImplementedError


__all__ = ["LANDLORD", "REGIMES", "SINGLE_TAX", "LandlordsBase"]
