"""The toy rule set ``toy-gift``: a plugin from another package, for the test suite.

Each turn the player to move decides to give $1 to the player on his left or to keep
it, then a coin is tossed and heads pays him $1 from the bank.  The game ends after the
agreed rounds, ranked by cash.  Small as it is, it has what every rule set has: a
decision, a chance node, a ledger with declared reasons, a declared termination.
"""

from landlords.engine.chance import label
from landlords.engine.events import EventKind
from landlords.engine.frames import frame_type
from landlords.engine.game import Game
from landlords.engine.options import Option
from landlords.engine.outcome import Termination
from landlords.engine.ruleset import RuleSet, Words

Turn = frame_type("turn")
Coin = frame_type("coin")
K_COIN = label("toy-coin")
AGREED_ROUNDS = Termination("rounds", "the agreed rounds were played")


class ToyGiftGame(Game):
    """One game of toy-gift."""

    EXTRA_ACCOUNTS = ("bank",)
    ACTION_KINDS = frozenset({"give", "keep"})
    EVENTS = {"coin": EventKind(("player", "heads"),
                                lambda game, player, heads: f"{player} tossed {'heads' if heads else 'tails'}")}
    KEEP = ("n", "last_turn")

    def _setup(self):
        self.n = len(self.players)
        self.last_turn = self.options["rounds"] * self.n
        for seat in range(self.n):
            self.pay(self.account("bank"), seat, self.options["starting_cash"], "starting_cash")

    def _end_turn(self):
        if self.turn >= self.last_turn:
            self.finish(AGREED_ROUNDS, rounds=self.turn // self.n)
            return
        self.begin_turn()
        seat = (self.turn - 1) % self.n
        self.push(Coin(seat))
        self.push(Turn(seat))

    def _legal_turn(self, frame):
        return [("give",), ("keep",)] if self.balances[frame.seat] > 0 else [("keep",)]

    def _do_turn(self, frame, action):
        if action == ("give",):
            self.pay(frame.seat, (frame.seat + 1) % self.n, 1, "gift")

    def _draw_coin(self, frame):
        return self.chance.index(2, K_COIN, self.turn)

    def _chance_coin(self, frame, heads):
        self.emit("coin", self.players[frame.seat], heads)
        if heads:
            self.pay(self.account("bank"), frame.seat, 1, "luck")

    def _state_key(self):
        return ()

    def _wealths(self):
        return self.balances[:self.n]

    def describe_action(self, action):
        return "give $1 to the player on your left" if action == ("give",) else "keep your money"


RULES = RuleSet(
    name="toy-gift",
    version=1,
    title="Toy gift (a plugin from another package)",
    min_players=2,
    max_players=4,
    options=(Option("rounds", 5, int, "the rounds played", low=1),
             Option("starting_cash", 3, int, "the cash every player starts with", low=0)),
    game_class=ToyGiftGame,
    words=Words(title="Toy Gift", accounts={"bank": "the bank"}, labels={"bank": "Bank"}),
    doc="Give a dollar to your left or keep it; heads pays you one.",
    terminations=(AGREED_ROUNDS,),
    reasons={"starting_cash": "cash handed out at the start", "gift": "a dollar given away",
             "luck": "a dollar for heads"},
)
