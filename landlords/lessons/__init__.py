"""What the lessons compute: one small, seeded run per lesson, read by name.

The lesson notebooks of ``lessons/`` and ``scripts/make_teachers_guide.py`` call these
same functions with the same sizes (``GAMES`` and friends), so the answers printed in the
teacher's guide are the numbers a class sees.  Every function takes the rule set by name
(a lesson names it; this package never does) and returns plain frames, games or
``Results``; the widgets that show them live in :mod:`landlords.ui.lessons`.

    >>> from landlords import lessons
    >>> table = lessons.richest_by_character(landlords.rule_sets()[0], games=4)  # doctest: +SKIP

Every many-game run goes through :func:`landlords.lessons.runs.run`: the package ships
the rows of the runs the lessons make (``python scripts/make_lesson_runs.py`` makes them
again), so a lesson reads them in a moment instead of playing hundreds of games on
every student's kernel; a run of other sizes or options is played when asked for.

The package, by concern (every name is read from here, as from the one module it was):

- :mod:`~landlords.lessons.settings`: the sizes, seeds, scenarios and valuations;
- :mod:`~landlords.lessons.words`: the sentences (shares, rates, verdicts, tests);
- :mod:`~landlords.lessons.games`: what one game shows (money flows, wealth, a branch);
- :mod:`~landlords.lessons.runs`: the stored many-game runs, and playing one not stored;
- :mod:`~landlords.lessons.comparisons`: the many-game runs each lesson makes;
- :mod:`~landlords.lessons.tables`: reading those runs into tables and intervals;
- :mod:`~landlords.lessons.sweeps`: a sweep read along its curve (lesson 6);
- :mod:`~landlords.lessons.claims`: Magie's claims as a family of tests (lessons 5, 7, 8).

None of them imports a widget library.
"""

from __future__ import annotations

# Names the old module ``landlords.lessons`` held by importing them (the lessons read
# ``lessons.VALUATION_WORDS`` and ``lessons.EXPECTED``), kept readable from here.
from ..experiments import Experiment  # noqa: F401
from ..experiments.claims import EXPECTED, with_verdicts  # noqa: F401
from ..experiments.results import valued  # noqa: F401
from ..experiments.stats import rate_interval  # noqa: F401
from ..experiments.valuation import VALUATION_WORDS, discount_rate, landing_rates, values_of  # noqa: F401
from ..metrics import gini  # noqa: F401
from . import runs as lesson_runs  # noqa: F401
from .claims import add_claim_tests, add_share_tests, base_measure, claim_table, flips, tally, valuation_of
from .comparisons import (
    branch_run,
    conditions_run,
    land_run,
    land_tax_sweep,
    luck_or_land,
    luck_stakes,
    reform_run,
    richest_by_character,
    scenario_run,
)
from .games import (
    LessonError,
    book_gini,
    bot_game,
    branch_at_turn,
    futures_flows,
    futures_table,
    gini_of,
    land_rent_receivers,
    lorenz_of_game,
    margin_lot,
    money_flows,
    one_house_rents,
    play_future,
    reform_of,
    wealth_of,
)
from .settings import (
    BESIDE,
    BRANCH_SEED,
    BRANCH_TURN,
    COMPARED_AT,
    GAMES,
    LONG_ROUNDS,
    LUCK_STAKES,
    MONARCH,
    MONARCH_SEED,
    OLD_LUCK,
    PLAY_SEED,
    PLAYERS,
    SEED,
    SHOWN_BESIDE,
    SIDE_BY_SIDE,
    SWEEP_GAMES,
    SWEEP_SHARES,
    TIPPING_LEVEL,
    TIPPING_OUTCOME,
    VALUATION,
)
from .sweeps import lever_reading, sweep_curve, sweep_curve_of_class, sweep_reading
from .tables import (
    branch_effects,
    difference,
    endings,
    example_branch,
    first_seat_mean_wealth,
    first_seat_richest,
    first_seat_richest_count,
    holdings_by_bot,
    interval,
    luck_calibration,
    measured_values,
    monarch_table,
    more_equal_count,
    per_round,
    seat_richest,
    side_by_side,
    sweep_table,
    unpaired_difference,
)
from .words import payments_words, percent, rate_words, share_words, stake_name, test_words, verdict_words

__all__ = [
    "BESIDE",
    "BRANCH_SEED",
    "BRANCH_TURN",
    "COMPARED_AT",
    "GAMES",
    "LONG_ROUNDS",
    "LUCK_STAKES",
    "MONARCH",
    "MONARCH_SEED",
    "OLD_LUCK",
    "PLAYERS",
    "PLAY_SEED",
    "SEED",
    "SHOWN_BESIDE",
    "SIDE_BY_SIDE",
    "SWEEP_GAMES",
    "SWEEP_SHARES",
    "TIPPING_LEVEL",
    "TIPPING_OUTCOME",
    "VALUATION",
    "LessonError",
    "add_claim_tests",
    "add_share_tests",
    "base_measure",
    "book_gini",
    "bot_game",
    "branch_at_turn",
    "branch_effects",
    "branch_run",
    "claim_table",
    "conditions_run",
    "difference",
    "endings",
    "example_branch",
    "first_seat_mean_wealth",
    "first_seat_richest",
    "first_seat_richest_count",
    "flips",
    "futures_flows",
    "futures_table",
    "gini_of",
    "holdings_by_bot",
    "interval",
    "land_rent_receivers",
    "land_run",
    "land_tax_sweep",
    "lever_reading",
    "lorenz_of_game",
    "luck_calibration",
    "luck_or_land",
    "luck_stakes",
    "margin_lot",
    "measured_values",
    "monarch_table",
    "money_flows",
    "more_equal_count",
    "one_house_rents",
    "payments_words",
    "per_round",
    "percent",
    "play_future",
    "rate_words",
    "reform_of",
    "reform_run",
    "richest_by_character",
    "scenario_run",
    "seat_richest",
    "share_words",
    "side_by_side",
    "stake_name",
    "sweep_curve",
    "sweep_curve_of_class",
    "sweep_reading",
    "sweep_table",
    "tally",
    "test_words",
    "unpaired_difference",
    "valuation_of",
    "verdict_words",
    "wealth_of",
]
