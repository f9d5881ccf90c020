"""Dealings between players: sales and trades of cards, loans with pledges, the railroad
trust, raising money for a debt, the Poor House, and the vote on the single tax.

Magie leaves these to the players ("on whatever terms they agree", LG-16; the
"Suggestions" section).  The package models each as an *offer*: the proposer composes it
in a few small decisions (what, to whom, at what price or terms), then the other player
accepts or declines.  Each player may make at most ``max_offers`` offers in one turn and
in one search for money (option, default 3), so a game always moves on.

* A card or luxury may be offered for sale to another player, or another player's card
  asked for at a price, or two cards swapped.  A lot is sold with the seller's houses on it.
* A loan (LG-16): the borrower asks a lender for an amount ($25-$500), interest (0-50%),
  a term (1-5 of his turns) and a pledge (one of his cards, or his future wages).  When the
  term is up he repays at the start of his turn if he has the cash; if not, the pledged
  card passes to the lender, or the lender takes his wages until the debt is paid.
* The trust (LG-9): when two players own all four railroads, one may offer the other to
  pool them; it dissolves when either loses a railroad (sold, swapped, forfeited, bought
  by the public).  Its two members ride free on all four railroads: "every other player"
  pays the $40, split $20 to each member.
* A debt he cannot pay (LG-12): he may sell or borrow; if he gives up, he pays what he
  has, the rest is forgiven, and he goes to the Poor House (under the single tax, to a
  natural opportunity of his choice, ST-8).  Players are never eliminated.
"""

from __future__ import annotations

LOAN_AMOUNTS = (25, 50, 75, 100, 150, 200, 300, 400, 500)
LOAN_INTEREST = (0, 10, 20, 50)
LOAN_TERMS = (1, 2, 3, 5)
PRICE_STEP = 5
WAGES_PLEDGE = -1

# Loan tuples: (id, lender, borrower, principal, owed, due_turn, pledge, garnished)
L_ID, L_LENDER, L_BORROWER, L_PRINCIPAL, L_OWED, L_DUE, L_PLEDGE, L_GARNISH = range(8)


class DealingsMixin:
    """Offers, loans, trusts, debts and votes for :class:`LandlordsGame`."""

    # ------------------------------------------------------------------ openers
    def _pledged(self, s: int) -> bool:
        if not self.loans:
            return False
        return any(loan[L_PLEDGE] == s for loan in self.loans)

    def _pledged_cards(self):
        """The cards pledged for loans now (a set; :meth:`_pledged` asks about one)."""
        return {loan[L_PLEDGE] for loan in self.loans} if self.loans else ()

    def _sellable(self, seat: int) -> list[int]:
        from .game import CARD_SPACES
        owner = self.owner
        pledged = self._pledged_cards()
        return [s for s in CARD_SPACES if owner[s] == seat and s not in pledged]

    def _openers(self, seat: int, raising: bool) -> list:
        """Offers ``seat`` may open now (at the start of his turn, or to raise money)."""
        from .game import CARD_SPACES, RAILROADS
        bal = self.balances
        owner = self.owner
        others = self.left[seat]
        actions = []
        pledged = self._pledged_cards()
        mine = self._sellable(seat)
        if any(bal[o] >= PRICE_STEP for o in others):
            actions += [("sell", s) for s in mine]
            if self.lux[seat]:
                actions.append(("sell_luxury",))
        actions += [("borrow", self.players[o]) for o in others if bal[o] >= LOAN_AMOUNTS[0]]
        if raising:
            return actions
        theirs = [s for s in CARD_SPACES if owner[s] >= 0 and owner[s] != seat and s not in pledged]
        if bal[seat] >= PRICE_STEP:
            actions += [("ask", s) for s in theirs]
        if theirs:
            actions += [("swap", s) for s in mine]
        if self.trust is None:
            holders = {self.owner[r] for r in RAILROADS}
            if len(holders) == 2 and seat in holders and min(holders) >= 0:
                partner = (holders - {seat}).pop()
                actions.append(("offer_trust", self.players[partner]))
        return actions

    def _open_offer(self, seat: int, action) -> None:
        kind = action[0]
        if kind == "sell":
            self.push(("compose", seat, "sell", (action[1],)))
        elif kind == "sell_luxury":
            self.push(("compose", seat, "luxury", ()))
        elif kind == "ask":
            self.push(("compose", seat, "ask", (action[1],)))
        elif kind == "swap":
            self.push(("compose", seat, "swap", (action[1],)))
        elif kind == "borrow":
            self.push(("compose", seat, "borrow", (self.seat_of(action[1]),)))
        elif kind == "offer_trust":
            partner = self.seat_of(action[1])
            offer = ("trust", seat)
            self.emit("offer", self.players[seat], self.players[partner], offer)
            self.push(("respond", partner, offer))

    # ------------------------------------------------------------------ composing an offer
    def _price_payer(self, frame):
        """Who would pay the price being composed, or None when no price is asked now."""
        seat, kind, draft = frame[1], frame[2], frame[3]
        if kind == "ask" or (kind == "sell" and len(draft) == 2) or (kind == "luxury" and len(draft) == 1):
            return seat if kind == "ask" else draft[-1]
        return None

    def _legal_compose(self, frame):
        from .game import CARD_SPACES
        seat, kind, draft = frame[1], frame[2], frame[3]
        bal = self.balances
        actions = [("cancel",)]
        payer = self._price_payer(frame)
        if payer is not None:
            actions += [("price", p) for p in range(PRICE_STEP, bal[payer] + 1, PRICE_STEP)]
        elif kind in ("sell", "luxury"):
            actions += [("to", self.players[o]) for o in self.left[seat] if bal[o] >= PRICE_STEP]
        elif kind == "swap":
            actions += [("for", s) for s in CARD_SPACES
                        if self.owner[s] >= 0 and self.owner[s] != seat and not self._pledged(s)]
        elif kind == "borrow":
            step = len(draft)
            if step == 1:
                actions += [("amount", a) for a in LOAN_AMOUNTS if a <= bal[draft[0]]]
            elif step == 2:
                actions += [("interest", i) for i in LOAN_INTEREST]
            elif step == 3:
                actions += [("due", t) for t in LOAN_TERMS]
            else:
                actions += [("pledge", s) for s in self._sellable(seat)]
                actions.append(("pledge_wages",))
        return actions

    def _check_compose(self, frame, action) -> bool:
        if action == ("cancel",):                      # always open, whatever the draft
            return True
        if action[0] == "price" and len(action) == 2 and isinstance(action[1], int):
            payer = self._price_payer(frame)
            price = action[1]
            return (payer is not None and price % PRICE_STEP == 0
                    and PRICE_STEP <= price <= self.balances[payer])
        return action in self._legal_compose(frame)

    def _do_compose(self, frame, action) -> None:
        seat, kind, draft = frame[1], frame[2], frame[3]
        if action[0] == "cancel":
            self.emit("offer_cancelled", self.players[seat])
            return
        value = action[1] if len(action) > 1 else WAGES_PLEDGE
        if action[0] == "to":
            value = self.seat_of(value)
        draft = draft + (value,)
        complete = {"sell": 3, "luxury": 2, "ask": 2, "swap": 2, "borrow": 5}[kind]
        if len(draft) < complete:
            self.push(("compose", seat, kind, draft))
            return
        offer = (kind, seat) + draft
        responder = self._responder(offer)
        self.emit("offer", self.players[seat], self.players[responder], offer)
        self.push(("respond", responder, offer))

    def _responder(self, offer) -> int:
        kind = offer[0]
        if kind == "sell":
            return offer[3]
        if kind == "luxury":
            return offer[2]
        if kind in ("ask", "swap"):
            return self.owner[offer[2] if kind == "ask" else offer[3]]
        if kind == "borrow":
            return offer[2]
        return offer[1]

    # ------------------------------------------------------------------ answering an offer
    def _legal_respond(self, frame):
        return [("accept",), ("decline",)]

    def _do_respond(self, frame, action) -> None:
        responder, offer = frame[1], frame[2]
        proposer = offer[1]
        if action[0] == "decline":
            self.emit("offer_declined", self.players[responder], self.players[proposer], offer)
        else:
            self.emit("offer_accepted", self.players[responder], self.players[proposer], offer)
            self._carry_out(offer)
        top = self.top_frame
        if top is not None and top[0] == "raise" and self.balances[top[1]] >= top[2]:
            self.pop_frame()                          # the debt can now be paid

    def _carry_out(self, offer) -> None:
        kind, proposer = offer[0], offer[1]
        if kind == "sell":
            s, buyer, price = offer[2], offer[3], offer[4]
            self.pay(buyer, proposer, price, "sale", s)
            self._hand_over(s, proposer, buyer)
        elif kind == "luxury":
            buyer, price = offer[2], offer[3]
            self.pay(buyer, proposer, price, "sale", None)
            self.lux[proposer] -= 1
            self.lux[buyer] += 1
        elif kind == "ask":
            s, price = offer[2], offer[3]
            seller = self.owner[s]
            self.pay(proposer, seller, price, "sale", s)
            self._hand_over(s, seller, proposer)
        elif kind == "swap":
            mine, theirs = offer[2], offer[3]
            other = self.owner[theirs]
            self._hand_over(mine, proposer, other)
            self._hand_over(theirs, other, proposer)
        elif kind == "borrow":
            lender, amount, interest, term, pledge = offer[2:7]
            self.pay(lender, proposer, amount, "loan", None)
            self.loan_seq += 1
            owed = amount + amount * interest // 100
            self.loans.append((self.loan_seq, lender, proposer, amount, owed,
                               self.turns_taken[proposer] + term, pledge, 0))
            self.emit("loan", self.players[lender], self.players[proposer], amount, owed,
                       term, pledge, self.loan_seq)
        elif kind == "trust":
            from .game import RAILROADS
            partner = next(self.owner[r] for r in RAILROADS if self.owner[r] != proposer)
            self.trust = (min(proposer, partner), max(proposer, partner))
            self.emit("trust_formed", self.players[self.trust[0]], self.players[self.trust[1]])

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
            if loan[L_BORROWER] != seat or loan[L_GARNISH] or loan[L_DUE] > self.turns_taken[seat]:
                continue
            if self.balances[seat] >= loan[L_OWED]:
                self._repay(loan[L_ID])
            elif loan[L_PLEDGE] != WAGES_PLEDGE:
                self.loans.remove(loan)
                s = loan[L_PLEDGE]
                self.emit("pledge_forfeited", self.players[seat], self.players[loan[L_LENDER]], s)
                self._hand_over(s, seat, loan[L_LENDER])
            else:
                index = self.loans.index(loan)
                self.loans[index] = loan[:L_GARNISH] + (1,)
                self.emit("wages_pledged", self.players[seat], self.players[loan[L_LENDER]],
                           loan[L_OWED])

    def _repay(self, loan_id: int) -> None:
        for index, loan in enumerate(self.loans):
            if loan[L_ID] == loan_id:
                break
        del self.loans[index]
        borrower, lender = loan[L_BORROWER], loan[L_LENDER]
        principal = min(loan[L_PRINCIPAL], loan[L_OWED])
        interest = loan[L_OWED] - principal
        self.pay(borrower, lender, principal, "repayment", None)
        if interest:
            self.pay(borrower, lender, interest, "interest", None)
        self.emit("loan_repaid", self.players[borrower], self.players[lender], loan[L_OWED])

    def _garnish_wages(self, seat: int, wages: int) -> None:
        """Wages pledged to a lender go to him until the overdue loan is paid."""
        left = wages
        for index, loan in enumerate(self.loans):
            if loan[L_BORROWER] != seat or not loan[L_GARNISH] or left <= 0:
                continue
            take = min(left, loan[L_OWED])
            left -= take
            self.pay(seat, loan[L_LENDER], take, "repayment", None)
            owed = loan[L_OWED] - take
            self.loans[index] = loan[:L_PRINCIPAL] + (max(0, loan[L_PRINCIPAL] - take), owed) + loan[L_DUE:]
        self.loans[:] = [loan for loan in self.loans if loan[L_OWED] > 0]

    def _pledge_moved(self, s: int, new_owner: int) -> None:
        """A pledged card left its owner without the lender taking it: wages are pledged instead."""
        for index, loan in enumerate(self.loans):
            if loan[L_PLEDGE] == s and new_owner != loan[L_BORROWER] and new_owner != loan[L_LENDER]:
                self.loans[index] = loan[:L_PLEDGE] + (WAGES_PLEDGE,) + loan[L_PLEDGE + 1:]

    # ------------------------------------------------------------------ debts (LG-12)
    def _open_raise(self, seat: int, total: int) -> None:
        if self._openers(seat, raising=True):
            self.push(("raise", seat, total, 0))
        else:
            self._give_up(seat)

    def _legal_raise(self, frame):
        actions = [("give_up",)]
        if frame[3] < self.max_offers:
            actions += self._openers(frame[1], raising=True)
        return actions

    def _do_raise(self, frame, action) -> None:
        if action[0] == "give_up":
            self._give_up(frame[1])
        else:
            self.push(frame[:3] + (frame[3] + 1,))
            self._open_offer(frame[1], action)

    def _give_up(self, seat: int) -> None:
        """LG-12: pay what he has; the rest is forgiven; to the Poor House (ST-8 under the single tax)."""
        from .board import POOR_HOUSE
        from .single_tax import SINGLE_TAX
        settle = self.pop_frame()
        owed = sum(d[1] for d in settle[2])
        paid = 0
        for account, amount, reason in settle[2]:
            part = min(amount, self.balances[seat])
            if part > 0:
                self.pay(seat, account, part, reason, settle[3])
                paid += part
        if seat == self.current:
            self.clear_frames()                        # his turn is over
        self.jailed[seat] = 0
        self.jail_fails[seat] = 0
        if self.regime == SINGLE_TAX:
            self.emit("debt_forgiven", self.players[seat], owed, paid)
            self.push(("opportunity", seat))
        else:
            self.pos[seat] = POOR_HOUSE
            self.poor[seat] = 1
            self.emit("poor_house", self.players[seat], owed, paid)

    # ------------------------------------------------------------------ the vote
    def _propose(self, seat: int, regime: str) -> None:
        self.emit("proposed", self.players[seat], regime)
        voters = self.left[seat]
        self.push(("vote", voters[0], regime, seat, voters[1:]))

    def _legal_vote(self, frame):
        return [("vote", "no"), ("vote", "yes")]

    def _do_vote(self, frame, action) -> None:
        voter, regime, proposer, rest = frame[1], frame[2], frame[3], frame[4]
        yes = action[1] == "yes"
        self.emit("voted", self.players[voter], regime, yes)
        if yes:                                        # the proposer and one more: two votes
            self.enact(regime, "vote")
        elif rest:
            self.push(("vote", rest[0], regime, proposer, rest[1:]))
        else:
            self.emit("vote_failed", self.players[proposer], regime)
