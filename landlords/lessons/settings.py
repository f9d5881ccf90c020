"""The sizes, seeds, scenarios and valuations every lesson runs at.

The lesson notebooks and ``scripts/make_teachers_guide.py`` read these same values, so
the teacher's guide quotes the runs a class sees (and the stored runs of
:mod:`landlords.lessons.runs` are found by them).
"""

from __future__ import annotations

from ..experiments.results import valued

#: Games per condition in the lessons (seeds 1 to GAMES).
GAMES = 200
#: Games per value of a sweep (lesson 6).
SWEEP_GAMES = 100
#: The players of every lesson's games.
PLAYERS = 4
#: The length of a "long game" in rounds (lessons 5, 6 and 8).
LONG_ROUNDS = 100
#: The shares of land rent taxed in lesson 6's sweep (tenths: fine enough to see the curve
#: turn back, which issue 23 found between 0.4 and 0.8).
SWEEP_SHARES = (0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0)
#: Lesson 6's tipping point: the outcome class whose share must fall, and the level
#: (one game in ten), fixed before any game was run.
TIPPING_OUTCOME = "mixed"
TIPPING_LEVEL = 0.1
#: The first seed of every run.
SEED = 1
#: The seed of the game a student plays in lesson 1 (and of the bots' game beside it).
PLAY_SEED = 11
#: The scenario of lesson 2 (LG-M1: the first player holds all the land) and its game's seed.
MONARCH = {"scenario": "monarch"}
MONARCH_SEED = 5
#: The turn at which lesson 3's copies switch to the reform, and a fixed game of it (the
#: tests' and the Replay's example; the lesson itself chooses its game by
#: :func:`example_branch`, the median of :func:`branch_run`).
BRANCH_SEED = 7
BRANCH_TURN = 15
#: The yardstick every lesson compares wealth by (issue 23's default), and the one shown
#: beside it.
VALUATION = "market"
BESIDE = "score"

# ---------------------------------------------------------------------- lesson 5
#: The stakes lesson 5 shows the luck baseline at (beside the one calibrated from the
#: board game's own money), at the board game's starting cash.
LUCK_STAKES = (1, 2, 5, 10, 20, 50)
#: The luck baseline the lesson used before it was calibrated: $20 each, a $1 stake.
OLD_LUCK = {"starting_cash": 20, "stake": 1}

#: Other names of ``VALUATION`` and ``BESIDE``, kept because lessons 6 to 8 read them.
COMPARED_AT = VALUATION
SHOWN_BESIDE = BESIDE

#: The measures :func:`side_by_side` shows by default: the Gini at the lesson's valuation and
#: beside it, and the length.
SIDE_BY_SIDE = (valued("gini", VALUATION), valued("gini", BESIDE), "rounds")
