"""Write the table of docs/rules/random-exchange.md: the luck baseline's Gini by length.

For 4 players with cash per player 4, 20, 40, 80 and 400 stakes, the expected Gini after
10, 30 and 100 rounds from everyone holding the same, and of the stationary law.  Where
the whole chain is small enough, every number is exact
(``landlords.analysis.exchange_gini_by_round``); otherwise the rounds are the mean of
simulated games of the rule set, with its standard error, and only the stationary value
is exact (``exchange_stationary_gini``).  The game counted in stakes is the $1 game
(RX-3), so the games are played with a $1 stake.  Run it after a change of the rules or
of the analysis (about a minute; ``tests/test_random_exchange.py`` checks the exact cells)::

    python scripts/make_exchange_table.py            # rewrites the table in the doc
    python scripts/make_exchange_table.py --print    # prints it instead
"""

import statistics
import sys
from pathlib import Path

import landlords
from landlords.analysis import exchange_gini_by_round, exchange_stationary_gini
from landlords.metrics import gini

DOC = Path(__file__).resolve().parent.parent / "docs" / "rules" / "random-exchange.md"
BEGIN, END = "<!-- table: scripts/make_exchange_table.py -->", "<!-- end of table -->"

PLAYERS = 4
UNITS = (4, 20, 40, 80, 400)
ROUNDS = (10, 30, 100)
#: Games simulated where the chain is too large (seeds 1 to GAMES).
GAMES = 10_000


def simulated(units: int) -> list[str]:
    """The mean Gini after each of ROUNDS over GAMES games, with its standard error."""
    ginis = {r: [] for r in ROUNDS}
    for seed in range(1, GAMES + 1):
        game = landlords.new_game("random-exchange", players=PLAYERS, seed=seed,
                                  options={"starting_cash": units, "rounds": max(ROUNDS)},
                                  record_events=False)
        for r in ROUNDS:
            game.play(until_turn=r * PLAYERS + 1)          # r rounds done
            ginis[r].append(gini(game.wealths().values()))
    return [f"{statistics.fmean(g):.5f} ± {statistics.stdev(g) / GAMES ** 0.5:.5f}"
            for g in ginis.values()]


def row(units: int) -> str:
    """One line of the table: exact by the chain when it is small enough, else simulated."""
    try:
        by_round = exchange_gini_by_round(PLAYERS, units, rounds=max(ROUNDS))
    except ValueError:
        cells, how = simulated(units), f"mean of {GAMES:,} games (seeds 1 to {GAMES:,}) ± its standard error"
    else:
        cells, how = [f"{by_round[r]:.4f}" for r in ROUNDS], "exact (the whole chain)"
    stationary = f"{exchange_stationary_gini(PLAYERS, units):.4f}"
    return f"| {units} | {' | '.join(cells)} | {stationary} | {how} |"


def table() -> str:
    head = " | ".join(f"{r} rounds" for r in ROUNDS)
    lines = [f"| cash / stake | {head} | stationary (exact) | the rounds' values are |",
             "|---|" + "---|" * (len(ROUNDS) + 2)]
    return "\n".join(lines + [row(units) for units in UNITS])


def main(argv: list[str]) -> None:
    text = table()
    if argv == ["--print"]:
        print(text)
        return
    doc = DOC.read_text(encoding="utf-8")
    start, stop = doc.index(BEGIN) + len(BEGIN), doc.index(END)
    DOC.write_text(f"{doc[:start]}\n{text}\n{doc[stop:]}", encoding="utf-8")
    print(f"wrote the table in {DOC}")


if __name__ == "__main__":
    main(sys.argv[1:])
