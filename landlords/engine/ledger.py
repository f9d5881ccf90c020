"""The ledger: every dollar of a game lives in an account and moves by a transfer.

Accounts are the players plus the game's issuing and public accounts
(``miscellaneous``, ``treasury``, ``bank``, ``pot``).  All balances start at zero and
the issuing accounts go negative as they pay out, so the sum of all balances is always
zero: money is never created or destroyed inside a game, only moved.

Transfers are kept as plain tuples ``(step, turn, src, dst, amount, reason, space)``
(accounts by index) so that recording them costs almost nothing in the hot path;
``landlords.frames.ledger_frame`` turns them into a pandas table on request.
"""

from __future__ import annotations

#: Every reason a transfer may carry, with its meaning.  Rule code uses only these.
REASONS = {
    "starting_cash": "cash handed to a player at the start",
    "wages": "wages for passing the start (or a natural opportunity's wages)",
    "salary": "Monopoly's Go salary",
    "land_rent": "rent for the use of land",
    "house_rent": "rent for the use of a house",
    "rent": "Monopoly rent",
    "fare": "a railroad fare or a franchise rate",
    "tax": "a tax",
    "fine": "a fine",
    "purchase": "the price of a card bought from the pack, the bank or at auction",
    "privilege": "a bid for the privilege of building (single tax)",
    "ante": "the speculator's ante to the broker",
    "speculation": "speculation winnings",
    "broker_share": "the broker's 10% of speculation winnings",
    "luxury": "the price of a luxury",
    "house": "the price of a house or hotel",
    "loan": "money lent by one player to another",
    "repayment": "a loan repaid",
    "interest": "interest on a loan",
    "sale": "a price paid for a card or house sold between players",
    "public_purchase": "the treasury buying a franchise or railroad for the public",
    "college": "the treasury building a free college",
    "public_wages": "the treasury raising wages",
    "reset": "the treasury emptied into Miscellaneous when the single tax begins",
    "card": "a payment ordered by a Chance or Community Chest card",
    "mortgage": "a mortgage loan from the bank",
    "unmortgage": "lifting a mortgage",
    "bankruptcy": "assets handed over in bankruptcy",
    "dividend": "a public dividend",
    "pot": "the Free Parking pot",
    "bank": "Monopoly Deal: a card played into its player's bank (from the account 'deck')",
    "debt": "Monopoly Deal: bank cards paid for a Debt Collector",
    "birthday": "Monopoly Deal: bank cards paid for It's My Birthday",
}


class Ledger:
    """Balances of named accounts and the list of transfers between them."""

    __slots__ = ("names", "index", "balances", "transfers", "step", "turn")

    def __init__(self, names: list[str]) -> None:
        self.names = tuple(names)
        self.index = {name: i for i, name in enumerate(self.names)}
        self.balances = [0] * len(self.names)
        self.transfers: list[tuple] = []
        self.step = 0
        self.turn = 0

    def copy(self) -> "Ledger":
        other = Ledger.__new__(Ledger)
        other.names = self.names
        other.index = self.index
        other.balances = list(self.balances)
        other.transfers = list(self.transfers)
        other.step = self.step
        other.turn = self.turn
        return other

    def transfer(self, src: int, dst: int, amount: int, reason: str, space=None) -> None:
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
