"""What the evidence document runs: the rule sets, the settings of the grid, the conditions.

Every choice that can flip a verdict is a constant here, stated in the document, and varied
where the document shows it flipping: the game's length (Magie's end and fixed lengths),
the advanced rules, the line-up of bots, the number of players, the Treasury's use, the
luck baseline's cash and stake, the sweep's grid, the tipped outcome and its level, the
market value's discount rate.  They were set before the runs they decide; where an earlier
version chose one after seeing results, the document says so.
"""

from __future__ import annotations

from dataclasses import dataclass

from landlords.engine.registry import find_rules
from landlords.engine.setup import default_names

MAGIE = "landlords-1906"
MONOPOLY = "monopoly"
LUCK = "random-exchange"

#: The game lengths every claim is measured at: Magie's own end (LG-19: one player has
#: drawn wages five times) and fixed numbers of rounds, so that conditions compared at
#: one of these end at the same length.
LENGTHS = ("Magie's end", "50 rounds", "100 rounds", "200 rounds", "250 rounds")
#: The common length of the headline comparisons (the single tax, the decomposition, the
#: sweep): long enough for the landlord rules to concentrate wealth, as Magie's "two or
#: three sessions" asks, and short enough to sweep finely.
HEADLINE_LENGTH = "100 rounds"
#: The line-ups the grid varies (4 players); the default mix is the rule set's own.
LINEUPS = ("default mix", "four cautious", "four speculators", "four improvers", "four traders",
           "random bots", "seats reversed")
#: The numbers of players the grid varies (the default mix, cycled as the rule set does).
PLAYER_COUNTS = (3, 4, 5, 6)
BASE_PLAYERS = 4

#: The conditions of the claims about the landlord rules and the single tax.
CLAIM_CONDITIONS = {"landlord rules": {}, "single tax": {"regime": "single-tax"},
                    "single tax from turn 10": {"switch_at": 10}}
#: LG-M1, under the landlord rules and with the remedy.
MONARCH_CONDITIONS = {"monarch, landlord rules": {"scenario": "monarch"},
                      "monarch, single tax": {"scenario": "monarch", "regime": "single-tax"}}
#: LG-X2 (ours): the Treasury's use, to take the single tax apart.
DECOMPOSITION = {
    "landlord rules (the Treasury keeps its money)": {},
    "landlord rules, the Treasury pays dividends": {"treasury": "dividends"},
    "landlord rules, the Treasury spends on works": {"treasury": "works"},
    "single tax, the Treasury pays dividends": {"regime": "single-tax", "treasury": "dividends"},
    "single tax (Magie's: works and raised wages)": {"regime": "single-tax"},
}
DECOMPOSITION_LENGTHS = ("Magie's end", "100 rounds", "250 rounds")

#: The sweep of the land-tax share (LG-X1, MO-X1): a coarse grid over 0 to 1, made finer
#: between neighbours where the Gini at book value moves by more than JUMP.
SWEEP = tuple(round(0.05 * k, 2) for k in range(21))
JUMP = 0.04
FINER_POINTS = 3
#: The most intervals made finer: the widest jumps first.
MOST_JUMPS = 4
#: Monopoly's grid: tenths, and hundredths near 1, where its curve was seen to jump.
MONOPOLY_SWEEP = tuple(sorted({round(0.1 * k, 2) for k in range(11)}
                              | {round(0.9 + 0.01 * k, 2) for k in range(11)}))
#: The outcome whose share the tipping point reads, and its level, fixed in code before this
#: version's sweep: "one winner" is Magie's own end (one player owns everything), not an
#: outcome picked for how its curve looks; the level is one game in ten.
TIPPING_OUTCOME = "one winner"
TIPPING_LEVEL = 0.1

#: The luck baseline: the stakes its sensitivity is shown at (and the one calibrated from
#: the board game's own money); the lengths it is compared at.
LUCK_STAKES = (1, 2, 5, 10, 20, 50)
OLD_LUCK = {"starting_cash": 20, "stake": 1}

#: The discount rate of market value, as a multiple of the stated rate: shown at these.
DISCOUNT_FACTORS = (0.5, 2.0)


@dataclass(frozen=True)
class Setting:
    """One cell of the grid: a length, the advanced rules or not, a line-up, a player count."""

    length: str
    advanced: bool = False
    lineup: str = "default mix"
    players: int = BASE_PLAYERS

    @property
    def is_base(self) -> bool:
        """The headline line-up: the default mix of four players."""
        return self.lineup == "default mix" and self.players == BASE_PLAYERS

    @property
    def label(self) -> str:
        rules = "advanced rules" if self.advanced else "ordinary rules"
        who = self.lineup if self.players == BASE_PLAYERS else f"{self.players} players"
        return f"{self.length}, {rules}, {who}"

    def options(self) -> dict:
        """The rule set's options for this length and rules."""
        found = {} if self.length == "Magie's end" else {"end": "rounds",
                                                         "end_rounds": int(self.length.split()[0])}
        if self.advanced:
            found["advanced"] = True
        return found

    def bots(self) -> dict | None:
        """``{name: strategy}`` for this line-up, or None for the rule set's default."""
        names = default_names(self.players)
        lineup = find_rules(MAGIE).default_lineup
        if self.lineup == "default mix":
            return None
        if self.lineup == "random bots":
            return {name: "random" for name in names}
        if self.lineup == "seats reversed":
            ordered = [lineup[k % len(lineup)] for k in range(self.players)][::-1]
            return dict(zip(names, ordered))
        strategy = {"four cautious": "cautious", "four speculators": "speculator",
                    "four improvers": "improver", "four traders": "trader"}[self.lineup]
        return {name: strategy for name in names}


def grid(lengths=LENGTHS, advanced=(False, True), lineups=LINEUPS,
         players=PLAYER_COUNTS) -> list[Setting]:
    """The settings: at every length and rules, the base; each other line-up (4 players);
    each other number of players (the default mix).  One factor at a time around the base."""
    found = []
    for length in lengths:
        for adv in advanced:
            found.append(Setting(length, adv))
            found += [Setting(length, adv, lineup) for lineup in lineups if lineup != "default mix"]
            found += [Setting(length, adv, players=n) for n in players if n != BASE_PLAYERS]
    return found


@dataclass(frozen=True)
class Plan:
    """How much is run: games per condition at the base settings and elsewhere in the grid."""

    games: int = 400
    grid_games: int = 200
    lengths: tuple = LENGTHS
    advanced: tuple = (False, True)
    lineups: tuple = LINEUPS
    players: tuple = PLAYER_COUNTS
    sweep: tuple = SWEEP
    monopoly_sweep: tuple = MONOPOLY_SWEEP
    decomposition_lengths: tuple = DECOMPOSITION_LENGTHS
    luck_stakes: tuple = LUCK_STAKES
    headline: str = HEADLINE_LENGTH

    def settings(self) -> list[Setting]:
        return grid(self.lengths, self.advanced, self.lineups, self.players)

    def games_for(self, setting: Setting) -> int:
        return self.games if setting.is_base else self.grid_games


#: A plan small enough for a test: the same document, every section, from few games.
QUICK = Plan(games=4, grid_games=3, lengths=("Magie's end", "50 rounds"), advanced=(False,),
             lineups=("default mix", "four cautious"), players=(3, 4),
             sweep=(0.0, 0.5, 1.0), monopoly_sweep=(0.0, 0.95, 1.0),
             decomposition_lengths=("50 rounds",), luck_stakes=(1, 5), headline="50 rounds")
