"""The ledger: every dollar of a game lives in an account and moves by a transfer.

Accounts are the players plus the accounts a rule set declares (``EXTRA_ACCOUNTS``: an
issuing account such as Miscellaneous or the Bank, a public Treasury, a pot).  All
balances start at zero and the issuing accounts go negative as they pay out, so the sum
of all balances is always zero: money is never created or destroyed inside a game, only
moved.  Each transfer carries one of the rule set's declared reasons (``RuleSet.reasons``).

Transfers are kept as plain tuples ``(step, turn, src, dst, amount, reason, space)``
(accounts by index) so that recording them costs almost nothing in the hot path;
``landlords.engine.dataframes.ledger_frame`` turns them into a pandas table on request.

The module is typed so that the optional compiled build (``benchmarks/build_compiled.py``,
issue 28) makes :class:`Ledger` a native class with mypyc; interpreted, it is plain Python.
"""

# mypyc: compiled

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from .native import mypyc_attr


# ``allow_interpreted_subclasses``: besides subclasses, it lets ``copy`` make an instance
# with ``__new__`` alone (a native class's ``__new__`` otherwise runs ``__init__``).
@mypyc_attr(allow_interpreted_subclasses=True)
class Ledger:
    """Balances of named accounts and the list of transfers between them."""

    __slots__ = ("names", "index", "balances", "transfers", "step", "turn")

    def __init__(self, names: list[str]) -> None:
        self.names: tuple[str, ...] = tuple(names)
        self.index: Mapping[str, int] = MappingProxyType({name: i for i, name in enumerate(self.names)})
        self.balances: list[int] = [0] * len(self.names)
        self.transfers: list[tuple] = []
        self.step: int = 0
        self.turn: int = 0

    def copy(self) -> Ledger:
        other = Ledger.__new__(Ledger)
        other.names = self.names
        other.index = self.index
        other.balances = list(self.balances)
        other.transfers = list(self.transfers)
        other.step = self.step
        other.turn = self.turn
        return other

    def transfer(self, src: int, dst: int, amount: int, reason: str, space: Any = None) -> None:
        """Move ``amount`` (> 0) dollars from account ``src`` to account ``dst``."""
        bal = self.balances
        bal[src] -= amount
        bal[dst] += amount
        self.transfers.append((self.step, self.turn, src, dst, amount, reason, space))

    def balance(self, account: str) -> int:
        """The balance of the account called ``account``."""
        return self.balances[self.index[account]]

    def total(self) -> int:
        """The sum of all balances (always 0)."""
        return sum(self.balances)
