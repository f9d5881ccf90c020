"""Random exchange (rule set ``random-exchange``): the no-land baseline, RX-S1 and RX-1..RX-4.

Nobody owns land, nobody decides anything: chance alone moves money.  It is the kinetic
wealth-exchange model of Dragulescu and Yakovenko (2000) played on the same engine as
the board games, so an experiment can set Magie's games beside a world where wealth
spreads out by luck alone.

* **Setup** (RX-S1): the bank hands every player the same starting cash.
* **A turn** (RX-1) is one exchange: chance picks a payer and a different payee, every
  ordered pair equally likely, keyed by the turn, and writes the pair to the log.
* **The exchange** (RX-2, RX-3): the payer passes the stake (option ``stake``, $1 by
  default) to the payee if he has it; a payer with less than the stake pays nothing (no
  debts, no part payments, nobody leaves).  So only whole stakes ever move: with starting
  cash a multiple of the stake every balance stays one, and the game is the $1 game
  counted in stakes.
* **A round** is as many turns as there are players, so "the same number of turns" means
  the same thing here as in a four-player board game; the game ends after the agreed
  rounds (RX-4), ranked by cash (wealth is cash: there is nothing else to own).

The history is taken once a round, not once a turn: within a round each exchange begins
the next turn itself (:meth:`_chance_exchange`), so the stack empties, and the engine
writes a history row of every player, only at a round's end.  A game of 1,000 players
keeps 1,000 rows a round rather than a million; ``turn`` still counts exchanges.

The stake, the starting cash and the number of rounds are options.  A stake of $1 is
dropped from the options at setup (:func:`canonical_stake`), so a game with the default
stake is the game as it was before the option existed, with the same record and digest.
"""

from __future__ import annotations

from landlords.engine.chance import label
from landlords.engine.frames import frame_type
from landlords.engine.game import Game
from landlords.engine.outcome import Termination
from landlords.engine.state import State, values

from .events import EVENTS

#: The seat of frames that belong to nobody (chance's).
NOBODY = -1

#: A chance node: pick this turn's payer and payee (RX-1).
Exchange = frame_type("exchange")

K_EXCHANGE = label("rx-exchange")

ROUNDS_PLAYED = Termination("rounds", "the agreed rounds were played (RX-4)")
#: The ways a game of random exchange ends (it has no cap: the rounds are its end).
TERMINATIONS = (ROUNDS_PLAYED,)


#: The option naming the dollars that pass in one exchange (RX-2), and its default.
STAKE_OPTION, DEFAULT_STAKE = "stake", 1


def canonical_stake(options: dict) -> int:
    """The stake of ``options``; the default stake is removed from them (in place), so the
    default game's options, and hence its record and digest, are those it had before the
    stake was an option."""
    stake = options.get(STAKE_OPTION, DEFAULT_STAKE)
    if stake == DEFAULT_STAKE:
        options.pop(STAKE_OPTION, None)
    return stake


class RandomExchangeGame(Game):
    """One playthrough of random exchange."""

    EXTRA_ACCOUNTS = ("bank",)
    ISSUER = "bank"
    EVENTS = EVENTS
    ACTION_KINDS = frozenset()
    #: The game's state, declared once (:mod:`landlords.engine.state`): the count of
    #: missed exchanges is keyed; the rest is fixed for the game.
    STATE = State(
        values("missed"),
        values("n", "stake", "starting_cash", "rounds", "last_turn", key=False),
    )
    HISTORY_PLAYER = ("cash", "wealth")

    # ------------------------------------------------------------------ setup (RX-S1)
    def _setup(self) -> None:
        self.n = len(self.players)
        #: Dollars that pass in one exchange (RX-2).
        self.stake = canonical_stake(self.options)
        self.starting_cash = self.options["starting_cash"]
        self.rounds = self.options["rounds"]
        self.last_turn = self.rounds * self.n
        #: Exchanges missed because the payer had less than the stake (RX-3).
        self.missed = 0
        bank = self.account("bank")
        for seat in range(self.n):
            self.pay(bank, seat, self.starting_cash, "starting_cash")

    # ------------------------------------------------------------------ turns (RX-1..RX-4)
    def _end_turn(self) -> None:
        # Reached at the start and at the end of each round (see the module's docstring).
        if self.turn >= self.last_turn:
            self.finish(ROUNDS_PLAYED, rounds=self.turn // self.n)
            return
        self.begin_turn()
        self.push(Exchange(NOBODY))

    def _draw_exchange(self, frame) -> tuple[int, int]:
        n = self.n
        pair = self.chance.index(n * (n - 1), K_EXCHANGE, self.turn)
        payer, other = divmod(pair, n - 1)
        return payer, other + (other >= payer)            # any seat but the payer's

    def _chance_exchange(self, frame, pair) -> None:
        payer, payee = pair
        stake = self.stake
        if self.balances[payer] >= stake:                  # RX-2
            self.pay(payer, payee, stake, "exchange")
        else:                                              # RX-3
            self.missed += 1
            self.emit("empty_handed", self.players[payer], self.players[payee])
        if self.turn % self.n:                             # the round goes on: next turn
            self.begin_turn()
            self.push(Exchange(NOBODY))

    # ------------------------------------------------------------------ wealth
    def _wealths(self) -> list[int]:
        return self.balances[:self.n]

    @property
    def round(self) -> int:
        """The round being played (0 before the first turn)."""
        return (self.turn + self.n - 1) // self.n

    # ------------------------------------------------------------------ the rule-set interface
    @classmethod
    def length_text(cls, options: dict) -> str:
        """RX-4: the rounds played, in a sentence."""
        rounds = options.get("rounds")
        return f"The game lasts {rounds} rounds: in each, every player makes one exchange."

    def results(self) -> dict:
        # A player below the stake is out of play as one with $0 is in the $1 game, so
        # a game counted in stakes has the results of the $1 game (RX-3).
        cash = self.balances[:self.n]
        return {"missed_exchanges": self.missed,
                "players_without_cash": sum(1 for amount in cash if amount < self.stake)}
