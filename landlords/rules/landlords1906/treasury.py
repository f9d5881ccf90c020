"""LG-X2, our extension: what the Public Treasury does with its money (option ``treasury``).

Magie's rules give the Treasury two lives.  Under the landlord rules it only receives
(card prices, necessity taxes, fines, the rent of lots nobody holds) and never spends: a
sink.  Under the single tax it spends every $50 on ST-6's public works, and once the
lines are public and the colleges built, each $50 goes to Miscellaneous and raises wages
by $10: wages that Miscellaneous then pays out of nothing, new money.  So the single tax
of her rules does three things at once: it takes land rent for the public, it spends a
hoard the landlord rules keep idle, and it creates money.  To tell them apart the package
lets the Treasury be used another way under either regime, **our extension, not Magie's
rule**:

``"rules"`` (the default)
    Magie's: it keeps what it receives under the landlord rules (LG-X1's share of the rent
    aside) and spends on ST-6's works under the single tax.
``"dividends"``
    Under every regime, whenever it holds at least a dollar per player it pays every
    player the same whole number of dollars (ledger reason ``dividend``); the remainder
    waits for the next receipt.  No public works, no raised wages: no money is created,
    and what the public collects goes straight back to the players, equally.  Under the
    single tax this is pure rent capture; under the landlord rules, a Treasury that is no
    longer a sink.
``"works"``
    Under every regime it spends on ST-6's works, in ST-6's order and $50 steps, all it
    receives: under the landlord rules too (public lines become free, colleges educate,
    wages rise).

Everything else stays as the regime in force says (ST-1, ST-4, ST-8 under the single tax;
the Poor House and necessity taxes under the landlord rules).  With ``"dividends"`` or
``"works"`` a land-tax share (LG-X1) still splits the rent, but the Treasury uses all its
money the chosen way, not only the share.
"""

# mypyc: compiled

from __future__ import annotations

from typing import Final

from landlords.engine.native import mypyc_attr

from .base import SINGLE_TAX
from .land_tax_share import LandTaxShareRules

RULES: Final = "rules"
DIVIDENDS: Final = "dividends"
WORKS: Final = "works"
TREASURY_USES = (RULES, DIVIDENDS, WORKS)


@mypyc_attr(allow_interpreted_subclasses=True)
class TreasuryRules(LandTaxShareRules):
    """LG-X2: what the Public Treasury of :class:`~.game.LandlordsGame` does with its money
    (dividends, or works under any regime)."""

    def _setup_treasury(self) -> None:
        """Read the option, dropping it from the options when it is Magie's own use: a
        game with the default is the same game (same record, same digest) as before the
        option existed."""
        #: How the Treasury uses its money (LG-X2): one of :data:`TREASURY_USES`.
        self.treasury_use = self.options.get("treasury", RULES)
        if self.treasury_use == RULES:
            self.options.pop("treasury", None)

    def _use_treasury(self) -> bool:
        """Spend or pay out as LG-X2 says after a step; False under Magie's own use."""
        use = self.treasury_use
        if use == RULES:
            return False
        if self.is_over:
            return True
        if use == DIVIDENDS:
            self._pay_dividends()
        else:
            step = self.data.public_step
            while self.balances[self.TREAS] >= step and self._spend_public():
                pass
        return True

    def _pay_dividends(self) -> None:
        """LG-X2 ``"dividends"``: the Treasury's money to every player in equal whole dollars."""
        n = self.n
        held = self.balances[self.TREAS]
        if held < n:
            return
        each = held // n
        for seat in self.order:
            self.pay(self.TREAS, seat, each, "dividend", None)
        self.emit("dividend", each, n)

    def public_works_funded(self) -> bool:
        """Whether public works can happen under the rules in force: the single tax with
        Magie's use of the Treasury, a land-tax share (LG-X1), or works under any regime
        (LG-X2).  Raised wages are paid and colleges educate only then."""
        use = self.treasury_use
        if use == WORKS:
            return True
        if use == DIVIDENDS:
            return False
        return self.regime == SINGLE_TAX or bool(self.share_p)


#: The old name of :class:`TreasuryRules` (a mixin before issue 28), kept for one release.
TreasuryMixin = TreasuryRules

__all__ = ["DIVIDENDS", "RULES", "TREASURY_USES", "TreasuryMixin", "TreasuryRules", "WORKS"]
