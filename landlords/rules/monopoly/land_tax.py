"""MO-V3: Magie's single tax on the Monopoly board, as a land value tax on site rent.

Under the ``single-tax`` regime the public takes a share (option ``land_value_tax``, 0-100
percent; a game switched to the single tax with the option at 0 takes 100%, Magie's full
single tax) of the **site rent** of a street: the rent it would draw with no buildings, as
it is held now, i.e. its printed unimproved rent, doubled when its holder holds the whole
colour group (MO-6's doubling comes with holding the land, not with building on it;
``_site_rent``).  A tenant who owes a street's rent *R* (with its houses or hotel, if any)
pays ``min(R, site rent) * share`` of it, rounded down to the dollar, to the public
treasury and the rest to the owner, who so keeps all the rent of his houses and hotels.
Railroad fares and utility charges are not rent of land: their owners keep them whole. A
mortgaged deed draws no rent (MO-6), so it pays no tax.  Why the site alone: a land value
tax takes the rent of land, which nobody made, and leaves the return on what was built,
as Henry George proposed and as Magie's single tax leaves house rent to the builder
(ST-4).  Under the ``landlord`` regime (classic Monopoly) the owner keeps all of it.

**Option ``tax_base``** (our extension, not Magie's): ``"site"``, the default, is the land
value tax above; ``"all rent"`` takes the share of every rent instead, houses, hotels,
fares and charges included: a tax on all rent, improvements included, which is not a land
value tax (rules versions 1 and 2 had only this one; it is kept so that a lesson can set
the two side by side).

**How the treasury gives it back: equal dividends, not a raised Go salary.**  After every
log step, whenever the treasury holds at least one dollar per player still in the game,
it pays each of them an equal dividend (the remainder waits for the next rent).  We chose
dividends because

* they return *exactly* what was collected, at once: no money is created and none waits
  in the treasury, so a branch with the tax differs from one without it only by who
  holds the money, which is the comparison a learner wants (Magie's raised wages, ST-6(d),
  are paid by Miscellaneous, i.e. new money; on a board whose Bank "never goes broke" a
  raised salary would add inflation to the lesson);
* everyone gets the same, whatever the dice: a raised Go salary pays those who pass Go
  more often and skips a player who sits in Jail, which adds noise to the lesson;
* the ledger tells the whole story in two reasons: ``land_rent`` (tenant to treasury)
  and ``dividend`` (treasury to each player); the Go salary stays $200 under both
  regimes (``wage_level()``), as the printed board says.

Switching is a log step (``game.switch_rules("single-tax")`` and back with
``"landlord"``), allowed at any step, in both directions, exactly as in
``landlords-1906``.  Deeds, buildings and mortgages are untouched by a switch.

**MO-X1, the lever** (option ``land_tax_share``, 0 to 1, steps of any size): the share
of the taxed rent (the site rent; every rent under ``tax_base="all rent"``) paid to the
treasury instead of to the owner, i.e. MO-V3 at that share.
``0`` *is* the classic game and ``1`` *is* the land value tax game (``regime=
"single-tax"``), a share that is a whole percent *is* ``land_value_tax`` at that percent:
the options are made canonical at setup (:func:`canonical_share`), so such games are the
same games, with the same records and digests.  A finer share (``0.125``, ``1/3``) is
kept; it is read as the nearest fraction with a denominator up to 1,000,000, and the
rent is split in whole numbers (``share_num / share_den``), never in floating point.
"""

# mypyc: compiled

from __future__ import annotations

from fractions import Fraction
from math import isfinite

from landlords.engine.errors import IllegalActionError, OptionError
from landlords.engine.native import mypyc_attr

from .debts import DebtRules
from .frames import Due

LANDLORD, SINGLE_TAX = "landlord", "single-tax"
REGIMES = (LANDLORD, SINGLE_TAX)
#: What the land value tax takes its share of (option ``tax_base``): the site rent of the
#: streets (the land value tax), or every rent, buildings, fares and charges included.
SITE, ALL_RENT = "site", "all rent"
TAX_BASES = (SITE, ALL_RENT)
#: The largest denominator a ``land_tax_share`` is read with (MO-X1).
DENOMINATOR = 1_000_000
SHARE_OPTION = "land_tax_share"


def exact_share(value) -> Fraction:
    """MO-X1: the share ``value`` (a number from 0 to 1) as an exact fraction; raises
    :class:`OptionError` (for ``nan`` too)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not isfinite(value) \
            or not 0 <= value <= 1:
        raise OptionError(f"option {SHARE_OPTION!r} takes a number from 0 to 1, not {value!r}")
    return Fraction(value).limit_denominator(DENOMINATOR)


def canonical_share(options: dict) -> Fraction:
    """MO-X1: make ``options`` canonical in place; return the share kept (0 if none).

    0 drops ``land_tax_share`` (the classic game); 1 drops it and, unless ``regime`` is
    given, puts ``regime="single-tax"`` (the land value tax game: with ``land_value_tax``
    at 0 a switch takes 100%); a whole percent becomes ``land_value_tax``; any other share
    is kept as the float of its exact fraction.
    """
    if SHARE_OPTION not in options:
        return Fraction(0)
    share = exact_share(options[SHARE_OPTION])
    whole = share * 100
    if share == 0 or share == 1 or whole.denominator == 1:
        del options[SHARE_OPTION]
        if share == 1:
            if options["regime"] is None:
                options["regime"] = SINGLE_TAX
        elif share:
            options["land_value_tax"] = int(whole)
        return Fraction(0)
    options[SHARE_OPTION] = float(share)
    return share


def percent_text(percent) -> str:
    """A share in percent as words show it: ``"50"``, ``"12.5"``, ``"33.3333"``."""
    return f"{percent:g}" if isinstance(percent, float) else str(percent)


def taxed_rent_words(game, percent) -> str:
    """What the land value tax at ``percent`` takes, in words (switch sentence, table notes):
    ``"40% of the site rent of the streets (...)"``, or ``"40% of every rent (...)"`` under
    ``tax_base="all rent"``."""
    if game.taxes_improvements():
        return f"{percent_text(percent)}% of every rent, buildings, railroads and utilities included,"
    return (f"{percent_text(percent)}% of the site rent of the streets (owners keep the rent of "
            f"houses, hotels, railroads and utilities)")


@mypyc_attr(allow_interpreted_subclasses=True)
class LandTaxRules(DebtRules):
    """MO-V3 and MO-X1: the regimes, the rent share and the dividends of
    :class:`~.game.MonopolyGame`."""

    def _setup_regime(self) -> None:
        opts = self.options
        fine = canonical_share(opts)                   # MO-X1 (may set land_value_tax, regime)
        percent = opts["land_value_tax"]
        #: What the share is taken of: the site rent, or every rent (``TAX_BASES``).
        self.tax_base = opts["tax_base"]
        if fine:
            #: The percent of the taxed rent the treasury takes under the land value tax.
            self.share = float(fine * 100)
            self.share_num, self.share_den = fine.numerator, fine.denominator
        else:
            self.share = percent if percent > 0 else 100
            self.share_num, self.share_den = self.share, 100
        regime = opts["regime"]
        if regime is None:
            regime = SINGLE_TAX if percent > 0 or fine else LANDLORD
        self.regime = regime

    def _can_switch(self, regime: str) -> None:
        if regime == self.regime:
            raise IllegalActionError(f"{self.rules.words.regimes[regime]} is already in force")

    def public_share(self) -> int | float:
        """The percent of the taxed rent (a street's site rent; every rent under
        ``tax_base="all rent"``) that goes to the treasury now: 0 under the classic rules,
        a float for a share finer than a whole percent (MO-X1)."""
        return self.share if self.regime == SINGLE_TAX else 0

    def taxes_improvements(self) -> bool:
        """Whether the share is taken of every rent, house and hotel rent, fares and
        charges included (``tax_base="all rent"``), not of site rent alone (MO-V3)."""
        return self.tax_base == ALL_RENT

    def public_part(self, s: int, rent):
        """The treasury's part of a rent of ``rent`` owed for space ``s`` now (MO-V3,
        MO-X1): the share of ``min(rent, site rent)`` (of the whole rent under ``tax_base=
        "all rent"``), rounded down to the dollar; 0 under the classic rules."""
        if self.regime != SINGLE_TAX:
            return 0
        base = rent if self.tax_base == ALL_RENT else min(rent, self._site_rent(s))
        return base * self.share_num // self.share_den

    def _pay_rent(self, seat: int, s: int, rent: int) -> None:
        """MO-6 rent from ``seat`` for space ``s``, split with the treasury under MO-V3."""
        owner = self.owner[s]
        self.emit("rent_due", self.players[seat], self.players[owner], s, rent)
        dues: tuple
        if self.regime == SINGLE_TAX:
            public = self.public_part(s, rent)
            dues = (Due(owner, rent - public, "rent"), Due(self.TREAS, public, "land_rent"))
        else:
            dues = (Due(owner, rent, "rent"),)
        self._charge(seat, dues, s)

    def _after_step(self) -> None:
        """Pay equal dividends whenever the treasury holds a dollar per player or more."""
        bal = self.balances
        treasury = bal[self.TREAS]
        if treasury < self.nalive or self.is_over:
            return
        each = treasury // self.nalive
        for seat in self.order:
            if self.alive[seat]:
                self.pay(self.TREAS, seat, each, "dividend", None)
        self.emit("dividend", each, self.nalive)


#: The old name of :class:`LandTaxRules` (a mixin before issue 28), kept for one release.
LandTaxMixin = LandTaxRules

__all__ = ["ALL_RENT", "LANDLORD", "REGIMES", "SINGLE_TAX", "SITE", "TAX_BASES", "LandTaxMixin", "LandTaxRules"]
