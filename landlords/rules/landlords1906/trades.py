"""Dealings between players: sales and trades of cards, loans with pledges, the railroad
trust, raising money for a debt, the Poor House, and the vote on the single tax.

Magie leaves these to the players ("on whatever terms they agree", LG-16; the
"Suggestions" section).  The package models each as an *offer* (``frames.py``): the
proposer composes it in a few small decisions (what, to whom, at what price or terms),
then the other player accepts or declines.  Each player may make at most ``max_offers``
offers in one turn and in one search for money (option, default 3), so a game always
moves on.  Prices, loan amounts, interest and terms come from the game's data.

* A card or luxury may be offered for sale to another player, or another player's card
  asked for at a price, or two cards swapped.  A lot is sold with the seller's houses on it.
* A loan (LG-16): the borrower asks a lender for an amount, interest, a term (his turns)
  and a pledge (one of his cards, or his future wages).  When the term is up he repays at
  the start of his turn if he has the cash; if not, the pledged card passes to the
  lender, or the lender takes his wages until the debt is paid.
* The trust (LG-9): when two players own all four railroads, one may offer the other to
  pool them; it dissolves when either loses a railroad (sold, swapped, forfeited, bought
  by the public).  Its two members ride free on all four railroads: "every other player"
  pays each member the trust fare.
* A debt he cannot pay (LG-12): he may sell or borrow; if he gives up, he pays what he
  has, the rest is forgiven, and he goes to the Poor House (under the single tax, to a
  natural opportunity of his choice, ST-8).  Players are never eliminated.
* The vote (option ``vote``): on his turn a player may propose the other rules; the
  others vote in turn and one "yes" with the proposer's adopts them (Magie: "a vote of at
  least two players").  The table votes at most once in ``vote_rounds`` rounds (option,
  default 6, about one trip round the board): after a vote or a change of rules, the
  next proposal waits that long.
"""

# mypyc: compiled

from __future__ import annotations

from typing import Any

from landlords.engine.native import mypyc_attr

from .base import SINGLE_TAX
from .frames import WAGES_PLEDGE, Compose, Loan, Raise, Respond, Vote
from .offers import TrustOffer, draft_fields, draft_length, make_offer, next_field
from .single_tax import SingleTaxRules


@mypyc_attr(allow_interpreted_subclasses=True)
class DealingsRules(SingleTaxRules):
    """LG-9, LG-12, LG-16 and the vote: the offers, loans, trusts and debts of
    :class:`~.game.LandlordsGame`."""

    # ------------------------------------------------------------------ openers
    def _pledged(self, s: int) -> bool:
        if not self.loans:
            return False
        return any(loan.pledge == s for loan in self.loans)

    def _pledged_cards(self):
        """The cards pledged for loans now (a set; :meth:`_pledged` asks about one)."""
        return {loan.pledge for loan in self.loans} if self.loans else ()

    def _sellable(self, seat: int) -> list[int]:
        owner = self.owner
        pledged = self._pledged_cards()
        return [s for s in self.data.card_spaces if owner[s] == seat and s not in pledged]

    def _trust_partner(self, seat: int):
        """The other railroad owner ``seat`` may offer a trust (LG-9), or None."""
        if self.trust is not None:
            return None
        holders = {self.owner[r] for r in self.data.railroads}
        if len(holders) == 2 and seat in holders and min(holders) >= 0:
            return (holders - {seat}).pop()
        return None

    def _openers(self, seat: int, raising: bool) -> list:
        """Offers ``seat`` may open now (at the start of his turn, or to raise money)."""
        data = self.data
        step = data.price_step
        bal = self.balances
        owner = self.owner
        others = self.left[seat]
        actions: list[tuple] = []
        pledged = self._pledged_cards()
        mine = self._sellable(seat)
        if any(bal[o] >= step for o in others):
            actions += [("sell", s) for s in mine]
            if self.lux[seat]:
                actions.append(("sell_luxury",))
        least = data.loan_amounts[0]
        actions += [("borrow", self.players[o]) for o in others if bal[o] >= least]
        if raising:
            return actions
        theirs = [s for s in data.card_spaces if owner[s] >= 0 and owner[s] != seat and s not in pledged]
        if bal[seat] >= step:
            actions += [("ask", s) for s in theirs]
        if theirs:
            actions += [("swap", s) for s in mine]
        partner = self._trust_partner(seat)
        if partner is not None:
            actions.append(("offer_trust", self.players[partner]))
        return actions

    def _open_offer(self, seat: int, action) -> None:
        kind = action[0]
        if kind == "sell":
            self.push(Compose(seat, "sell", (action[1],)))
        elif kind == "sell_luxury":
            self.push(Compose(seat, "luxury", ()))
        elif kind == "ask":
            self.push(Compose(seat, "ask", (action[1],)))
        elif kind == "swap":
            self.push(Compose(seat, "swap", (action[1],)))
        elif kind == "borrow":
            self.push(Compose(seat, "borrow", (self.seat_of(action[1]),)))
        elif kind == "offer_trust":
            partner = self.seat_of(action[1])
            offer = TrustOffer("trust", seat)
            self.emit("offer", self.players[seat], self.players[partner], offer)
            self.push(Respond(partner, offer))

    # ------------------------------------------------------------------ composing an offer
    def _price_payer(self, frame):
        """Who would pay the price being composed, or None when no price is asked now."""
        if next_field(frame.what, frame.draft) != "price":
            return None
        if frame.what == "ask":
            return frame.seat
        return draft_fields(frame.what, frame.draft)["buyer"]

    def _legal_compose(self, frame):
        seat, what = frame.seat, frame.what
        data = self.data
        bal = self.balances
        actions = [("cancel",)]
        payer = self._price_payer(frame)
        step = next_field(what, frame.draft)
        if payer is not None:
            actions += [("price", p) for p in range(data.price_step, bal[payer] + 1, data.price_step)]
        elif step == "buyer":
            actions += [("to", self.players[o]) for o in self.left[seat] if bal[o] >= data.price_step]
        elif step == "theirs":
            actions += [("for", s) for s in data.card_spaces
                        if self.owner[s] >= 0 and self.owner[s] != seat and not self._pledged(s)]
        elif what == "borrow":
            lender = draft_fields(what, frame.draft)["lender"]
            if step == "amount":
                actions += [("amount", a) for a in data.loan_amounts if a <= bal[lender]]
            elif step == "interest":
                actions += [("interest", i) for i in data.loan_interest]
            elif step == "term":
                actions += [("due", t) for t in data.loan_terms]
            else:
                actions += [("pledge", s) for s in self._sellable(seat)]
                actions.append(("pledge_wages",))
        return actions

    def _check_compose(self, frame, action) -> bool:
        if action == ("cancel",):                      # always open, whatever the draft
            return True
        if action[0] == "price" and len(action) == 2 and isinstance(action[1], int):
            payer = self._price_payer(frame)
            price, step = action[1], self.data.price_step
            return payer is not None and price % step == 0 and step <= price <= self.balances[payer]
        return action in self._legal_compose(frame)

    def _do_compose(self, frame, action) -> None:
        seat, what = frame.seat, frame.what
        kind = action[0]
        if kind == "cancel":
            self.emit("offer_cancelled", self.players[seat])
            return
        if kind == "pledge_wages":
            value = WAGES_PLEDGE
        elif kind == "to":
            value = self.seat_of(action[1])
        else:
            value = action[1]
        draft = frame.draft + (value,)
        if len(draft) < draft_length(what):
            self.push(Compose(seat, what, draft))
            return
        offer = make_offer(what, seat, draft)
        responder = self._responder(offer)
        self.emit("offer", self.players[seat], self.players[responder], offer)
        self.push(Respond(responder, offer))

    def _responder(self, offer) -> int:
        kind = offer.kind
        if kind in ("sell", "luxury"):
            return offer.buyer
        if kind == "ask":
            return self.owner[offer.space]
        if kind == "swap":
            return self.owner[offer.theirs]
        if kind == "borrow":
            return offer.lender
        return offer.proposer

    # ------------------------------------------------------------------ answering an offer
    def _legal_respond(self, frame):
        return [("accept",), ("decline",)]

    def _do_respond(self, frame, action) -> None:
        responder, offer = frame.seat, frame.offer
        proposer = offer.proposer
        if action[0] == "decline":
            self.emit("offer_declined", self.players[responder], self.players[proposer], offer)
        else:
            self.emit("offer_accepted", self.players[responder], self.players[proposer], offer)
            self._carry_out(offer)
        top: Any = self.top_frame
        if top is not None and top.kind == "raise" and self.balances[top.seat] >= top.owed:
            self.pop_frame()                          # the debt can now be paid

    def _carry_out(self, offer) -> None:
        kind, proposer = offer.kind, offer.proposer
        if kind == "sell":
            self.pay(offer.buyer, proposer, offer.price, "sale", offer.space)
            self._hand_over(offer.space, proposer, offer.buyer)
        elif kind == "luxury":
            self.pay(offer.buyer, proposer, offer.price, "sale", None)
            self.lux[proposer] -= 1
            self.lux[offer.buyer] += 1
        elif kind == "ask":
            seller = self.owner[offer.space]
            self.pay(proposer, seller, offer.price, "sale", offer.space)
            self._hand_over(offer.space, seller, proposer)
        elif kind == "swap":
            other = self.owner[offer.theirs]
            self._hand_over(offer.mine, proposer, other)
            self._hand_over(offer.theirs, other, proposer)
        elif kind == "borrow":
            lender, amount = offer.lender, offer.amount
            self.pay(lender, proposer, amount, "loan", None)
            self.loan_seq += 1
            owed = amount + amount * offer.interest // 100
            self.loans.append(Loan(self.loan_seq, lender, proposer, amount, owed,
                                   self.turns_taken[proposer] + offer.term, offer.pledge, 0))
            self.emit("loan", self.players[lender], self.players[proposer], amount, owed,
                      offer.term, offer.pledge, self.loan_seq)
        elif kind == "trust":
            partner = next(self.owner[r] for r in self.data.railroads if self.owner[r] != proposer)
            self.trust = (min(proposer, partner), max(proposer, partner))
            self.emit("trust_formed", self.players[min(proposer, partner)],
                      self.players[max(proposer, partner)])

    def _hand_over(self, s: int, giver: int, taker: int) -> None:
        """A card changes hands between players, with the giver's houses on it."""
        self._set_owner(s, taker)
        if self.hown[s] == giver and self.houses[s]:
            self.hown[s] = taker
            self.nhouses[giver] -= self.houses[s]
            self.nhouses[taker] += self.houses[s]

    # ------------------------------------------------------------------ trust (LG-9)
    def _dissolve_trust(self) -> None:
        a, b = self.trust
        self.trust = None
        self.emit("trust_dissolved", self.players[a], self.players[b])

    # ------------------------------------------------------------------ loans (LG-16)
    def _loans_due(self, seat: int) -> None:
        for loan in list(self.loans):
            if loan.borrower != seat or loan.garnished or loan.due > self.turns_taken[seat]:
                continue
            if self.balances[seat] >= loan.owed:
                self._repay(loan.id)
            elif loan.pledge != WAGES_PLEDGE:
                self.loans.remove(loan)
                self.emit("pledge_forfeited", self.players[seat], self.players[loan.lender], loan.pledge)
                self._hand_over(loan.pledge, seat, loan.lender)
            else:
                index = self.loans.index(loan)
                self.loans[index] = loan._replace(garnished=1)
                self.emit("wages_pledged", self.players[seat], self.players[loan.lender], loan.owed)

    def _repay(self, loan_id: int) -> None:
        for index, loan in enumerate(self.loans):  # noqa: B007 (the loan found: index and loan)
            if loan.id == loan_id:
                break
        del self.loans[index]
        borrower, lender = loan.borrower, loan.lender
        # Garnished wages (LG-16) pay the principal first, so what is left may be interest
        # alone: the ledger moves only amounts above zero.
        principal = min(loan.principal, loan.owed)
        interest = loan.owed - principal
        if principal > 0:
            self.pay(borrower, lender, principal, "repayment", None)
        if interest > 0:
            self.pay(borrower, lender, interest, "interest", None)
        self.emit("loan_repaid", self.players[borrower], self.players[lender], loan.owed)

    def _garnish_wages(self, seat: int, wages: int) -> None:
        """Wages pledged to a lender go to him until the overdue loan is paid."""
        left = wages
        for index, loan in enumerate(self.loans):
            if loan.borrower != seat or not loan.garnished or left <= 0:
                continue
            take = min(left, loan.owed)
            left -= take
            self.pay(seat, loan.lender, take, "repayment", None)
            self.loans[index] = loan._replace(principal=max(0, loan.principal - take),
                                              owed=loan.owed - take)
        self.loans[:] = [loan for loan in self.loans if loan.owed > 0]

    def _pledge_moved(self, s: int, new_owner: int) -> None:
        """A pledged card left its owner without the lender taking it: wages are pledged instead."""
        for index, loan in enumerate(self.loans):
            if loan.pledge == s and new_owner != loan.borrower and new_owner != loan.lender:
                self.loans[index] = loan._replace(pledge=WAGES_PLEDGE)

    # ------------------------------------------------------------------ debts (LG-12)
    def _open_raise(self, seat: int, total: int) -> None:
        if self._openers(seat, raising=True):
            self.push(Raise(seat, total, 0))
        else:
            self._give_up(seat)

    def _legal_raise(self, frame):
        actions = [("give_up",)]
        if frame.offers < self.max_offers:
            actions += self._openers(frame.seat, raising=True)
        return actions

    def _do_raise(self, frame, action) -> None:
        if action[0] == "give_up":
            self._give_up(frame.seat)
        else:
            self.push(frame._replace(offers=frame.offers + 1))
            self._open_offer(frame.seat, action)

    def _give_up(self, seat: int) -> None:
        """LG-12: pay what he has; the rest is forgiven; to the Poor House (ST-8 under the single tax)."""
        settle: Any = self.pop_frame()
        owed = sum(due.amount for due in settle.dues)
        paid = 0
        for due in settle.dues:
            part = min(due.amount, self.balances[seat])
            if part > 0:
                self.pay(seat, due.account, part, due.reason, settle.space)
                paid += part
        if seat == self.current:
            self.clear_frames()                        # his turn is over
        self.jailed[seat] = 0
        self.jail_fails[seat] = 0
        if self.regime == SINGLE_TAX:
            self.emit("debt_forgiven", self.players[seat], owed, paid)
            self._send_to_opportunity(seat)
        else:
            self.pos[seat] = self.data.poor_house
            self.poor[seat] = 1
            self.poor_visits += 1
            self.emit("poor_house", self.players[seat], owed, paid)

    # ------------------------------------------------------------------ the vote
    def may_propose(self) -> bool:
        """Whether a proposal to change the rules may be made now (option ``vote``).

        Decision (the vote of the single tax): the table votes at most once in
        ``vote_rounds`` rounds.  After a vote, carried or not, and after any change of the
        rules (a vote or a switch), no proposal may be made until ``vote_rounds`` rounds
        later; before the first, a proposal may be made at any time.
        """
        return bool(self.options["vote"]) and self.round >= self.next_vote_round

    def _hold_votes(self) -> None:
        """A vote was held or the rules changed: the next proposal waits ``vote_rounds`` rounds."""
        self.next_vote_round = self.round + self.vote_rounds

    def _propose(self, seat: int, regime: str) -> None:
        self._hold_votes()
        self.emit("proposed", self.players[seat], regime)
        first, *rest = self.left[seat]
        self.push(Vote(first, regime, seat, tuple(rest)))

    def _legal_vote(self, frame):
        return [("vote", "no"), ("vote", "yes")]

    def _do_vote(self, frame, action) -> None:
        voter, regime = frame.seat, frame.regime
        yes = action[1] == "yes"
        self.emit("voted", self.players[voter], regime, yes)
        if yes:                                        # the proposer and one more: two votes
            self.enact(regime, "vote")
        elif frame.rest:
            first, *rest = frame.rest
            self.push(Vote(first, regime, frame.proposer, tuple(rest)))
        else:
            self.emit("vote_failed", self.players[frame.proposer], regime)


#: The old name of :class:`DealingsRules` (a mixin before issue 28), kept for one release.
DealingsMixin = DealingsRules
