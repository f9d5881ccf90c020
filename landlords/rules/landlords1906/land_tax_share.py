"""LG-X1, our extension: the land-tax share, a lever between the landlord rules and the single tax.

Option ``land_tax_share`` (0 to 1): the share of land rent paid into the Public Treasury
instead of to the owner.  ``0`` *is* the landlord rules and ``1`` *is* the single tax
(``regime="single-tax"``): the options are made canonical when the game is set up, so
such games are the same games, with the same records and digests.  Between them the
landlord rules stay in force with the single tax's money rules scaled by the share
``s`` (``docs/rules/landlords-1906.md``, LG-X1, says why):

* **Rent** (ST-2 scaled): of every land rent due, ``s`` goes to the Treasury (ledger
  reason ``land_tax``) and the rest to the holder of the deed (``land_rent``).  The
  public's part is rounded to the nearest dollar, half a dollar to the owner; the owner
  gets the rest, so the two parts always add up to the rent.  A holder stopping on his
  own lot pays the public's part (under the single tax he pays all of it, ST-2).
* **Public works** (ST-6 as it stands, scaled): the Treasury spends on ST-6's works,
  in ST-6's order and in ST-6's $50 steps, the public's share of every land rent it
  receives: all of the ``land_tax``, and ``s`` of the rent of a lot nobody holds (LG-7;
  the rest of that rent, and every other receipt, it keeps as under the landlord rules).
  ``fund`` counts what is waiting to be spent.  Public lines are free (ST-3), colleges
  end trespass and educate (ST-5, ST-7), and raised wages are paid (ST-6(d)).
* **The deed** counts, in the rules' own score (LG-O1), its worth less the public's
  part of it: ``$100 - public_part($100)`` ($50 at ``s = 0.5``; $0 at 1, as ST-O1).
* Everything else is the landlord rules: necessity taxes, the Poor House, building on
  one's own lots only, lots sold from the pack.
* **A switch** to the single tax puts all of it in force (ST-2: the Treasury starts
  empty, and ``fund`` with it); a switch back to the landlord rules puts them back *with
  the share*, the public works starting again from the rent collected from then on.

The share is read as the nearest fraction with a denominator up to 1,000,000
(:data:`DENOMINATOR`): ``0.30000000000000004``, as a float sweep makes it, is 3/10, the
same game as ``0.3``.  Rent is split in whole numbers (``share_p / share_q``), never in
floating point.
"""

# mypyc: compiled

from __future__ import annotations

from fractions import Fraction
from math import isfinite
from typing import Any

from landlords.engine.errors import OptionError
from landlords.engine.native import mypyc_attr

from .base import SINGLE_TAX, LandlordsBase

#: The largest denominator a share is read with (see the module's docstring).
DENOMINATOR = 1_000_000
OPTION = "land_tax_share"


def exact_share(value: Any) -> Fraction:
    """The share ``value`` (a number from 0 to 1) as an exact fraction; raises OptionError."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not isfinite(value) \
            or not 0 <= value <= 1:
        raise OptionError(f"option {OPTION!r} takes a number from 0 to 1, not {value!r}")
    return Fraction(value).limit_denominator(DENOMINATOR)


def public_part(amount: int, p: int, q: int) -> int:
    """The public's part of ``amount`` at the share ``p/q``: the nearest whole dollar, a
    half dollar to the owner (``$5`` at 1/2 -> ``$2``; ``$6`` at 1/10 -> ``$1``)."""
    return (2 * amount * p + q - 1) // (2 * q)


def canonical_options(options: dict) -> Fraction:
    """Make ``options`` canonical in place and return the share in force under the
    landlord rules: 0 drops the share (the landlord game), 1 drops it and puts
    ``regime="single-tax"`` (the single-tax game), any other share is kept as the float
    of its exact fraction."""
    if OPTION not in options:
        return Fraction(0)
    share = exact_share(options[OPTION])
    if share == 0 or share == 1:
        del options[OPTION]
        if share == 1:
            options["regime"] = SINGLE_TAX
        return Fraction(0)
    options[OPTION] = float(share)
    return share


@mypyc_attr(allow_interpreted_subclasses=True)
class LandTaxShareRules(LandlordsBase):
    """LG-X1: the land-tax share of :class:`~.game.LandlordsGame`, its rent split and its
    public works."""

    def _setup_share(self) -> None:
        """Read the share (making the options canonical) before anything reads them."""
        share = canonical_options(self.options)
        #: The share in force under the landlord rules as ``share_p / share_q`` (0/1: none).
        self.share_p, self.share_q = share.numerator, share.denominator
        #: LG-X1: the public's share of land rent received and not yet spent (ST-6).
        self.fund = 0
        #: How many transfers ``fund`` has read (the ledger only grows).
        self.fund_seen = 0

    @property
    def land_tax_share(self) -> Fraction:
        """The share of land rent the Treasury takes under the landlord rules (LG-X1)."""
        return Fraction(self.share_p, self.share_q)

    def public_part(self, amount: int) -> int:
        """The public's part of ``amount`` of land rent at this game's share (LG-X1)."""
        return (2 * amount * self.share_p + self.share_q - 1) // (2 * self.share_q)

    def owners_part(self, rent: int) -> int:
        """What the holder of a deed keeps of ``rent`` under the rules in force now."""
        if self.regime == SINGLE_TAX:
            return 0
        return rent - self.public_part(rent) if self.share_p else rent

    def deed_worth(self) -> int:
        """What a lot's deed counts at the end under the rules in force now (LG-O1,
        ST-O1, LG-X1)."""
        worth = self.data.card_worth
        if self.regime == SINGLE_TAX:
            return 0
        return worth - self.public_part(worth) if self.share_p else worth

    def _share_works(self) -> None:
        """LG-X1 after every step under the landlord rules: put the public's share of the
        land rent just received in ``fund``, and spend it on ST-6's works in $50 steps."""
        count = self.transfer_count
        fund = self.fund
        if count > self.fund_seen:
            for t in self.transfers(self.fund_seen):
                if t.dst == "treasury":
                    if t.reason == "land_tax":
                        fund += t.amount
                    elif t.reason == "land_rent":          # a lot nobody holds (LG-7)
                        fund += self.public_part(t.amount)
        step = self.data.public_step
        while fund >= step and self._spend_public():
            fund -= step
        self.fund = fund
        self.fund_seen = self.transfer_count

    def _share_on_regime(self) -> None:
        """A change of rules: the public works of the share start afresh from here."""
        self.fund = 0
        self.fund_seen = self.transfer_count


#: The old name of :class:`LandTaxShareRules` (a mixin before issue 28), kept for one release.
LandTaxShareMixin = LandTaxShareRules

__all__ = ["DENOMINATOR", "LandTaxShareMixin", "LandTaxShareRules", "canonical_options", "exact_share",
           "public_part"]
