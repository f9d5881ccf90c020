"""The ``landlords`` command line: simulate many games, play one, replay a record.

RULES is a rule set's name, as ``landlords rules`` lists them::

    landlords simulate RULES --players 4 --games 1000 --seed 1 --out runs.csv
    landlords simulate RULES --games 1000 --switch-at 40 --out switched.csv
    landlords simulate RULES --games 1000 --condition landlord \
        --condition "single tax from turn 10:switch_at=10" --out runs.parquet
    landlords simulate RULES --games 200 --sweep land_tax_share=0:1:0.1
    landlords play RULES --players 3 --seed 5 --record game.json
    landlords play monopoly --players 3 --human Ann      # Ann is you; the others are bots
    landlords replay game.json [--to STEP]
    landlords rules [RULES]
    landlords serve [APP] [--max-pages N] [--pages-per-address N]
    landlords serve classroom [--host ADDRESS] [--port N] [--store PATH_OR_URL]

The command line knows the rule sets only through their interface: names from the
installed plugins, words, endings, purses and result columns from each rule set.

Every verb has ``--help``.  Errors are one line on stderr and a non-zero exit status
(2 for a malformed command line, 1 for anything else); set ``LANDLORDS_DEBUG=1`` to see
the traceback of an unexpected internal error.

The package: :mod:`.parser` (the parser, the argument types, the one-line errors), one
module per verb (:mod:`.simulate`, :mod:`.play`, :mod:`.replay`, :mod:`.rules`,
:mod:`.serve`), :mod:`.report` (the text ``simulate`` prints), :mod:`.lineup` and
:mod:`.ending` (shared by the verbs) and :mod:`.terminal` (a person plays at the
terminal). ``main``, ``PROG`` and the report's tables import from here as before.
"""

from __future__ import annotations

import os
import sys

from ..engine.errors import LandlordsError
from ..experiments.report import COMPARED, SUMMARISED, VALUATION_LABELS, WEALTH_LINES
from ..experiments.report import _resamples as _resamples  # tests use these two
from ..experiments.report import _tipping_sentence as _tipping_sentence
from .parser import PROG, _build_parser, _fail, _UsageError
from .play import _play
from .replay import _replay
from .rules import _rules
from .serve import _serve
from .simulate import _simulate


def _verbs() -> dict:
    """Each verb's function, looked up when the command line runs (so a test may replace
    one here, e.g. ``landlords.cli._serve``)."""
    return {"simulate": _simulate, "play": _play, "replay": _replay, "rules": _rules,
            "serve": _serve}


def main(argv: list[str] | None = None) -> int:
    """Run the ``landlords`` command line with ``argv`` (default ``sys.argv[1:]``).

    Returns the exit status: 0 on success, 2 for a malformed command line, 1 for any
    other error (reported as one line on stderr, never a traceback).
    """
    parser = _build_parser(_verbs())
    try:
        try:
            args = parser.parse_args(argv)
        except SystemExit as done:            # --help and --version
            return done.code if isinstance(done.code, int) else 0
        if args.verb is None:
            raise _UsageError(f"{PROG}: error: choose a verb: simulate, play, replay, rules "
                              f"or serve (see '{PROG} --help')")
        return args.run(args)
    except _UsageError as error:
        return _fail(str(error), 2)
    except LandlordsError as error:
        return _fail(f"{PROG}: error: {error}", 1)
    except KeyboardInterrupt:
        return _fail(f"{PROG}: interrupted", 130)
    except BrokenPipeError:
        # The reader went away (e.g. '| head'): stop quietly.
        try:
            sys.stdout = open(os.devnull, "w")
        except OSError:
            pass
        return 1
    except OSError as error:
        return _fail(f"{PROG}: error: {error}", 1)
    except Exception as error:                # a bug: still one line, unless debugging
        if os.environ.get("LANDLORDS_DEBUG"):
            raise
        return _fail(f"{PROG}: internal error: {type(error).__name__}: {error} "
                     f"(set LANDLORDS_DEBUG=1 to see the traceback, and please report it)", 1)


__all__ = ["COMPARED", "PROG", "SUMMARISED", "VALUATION_LABELS", "WEALTH_LINES", "main"]
