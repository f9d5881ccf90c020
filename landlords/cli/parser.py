"""The ``landlords`` command line's parser: the verbs, their arguments, the argument
types, and the one-line report of an error on stderr.

The parser does not import the verbs: :func:`_build_parser` is given the function that
runs each verb, so every verb's module may import this one.
"""

from __future__ import annotations

import argparse
import sys

from .. import __version__
from ..engine.errors import OptionError
from ..version import build_words

PROG = "landlords"


# ---------------------------------------------------------------------- parsing
class _UsageError(Exception):
    """A malformed command line (argparse's complaint, as one line)."""


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line (raised, not printed-and-exited)."""

    def error(self, message: str):
        raise _UsageError(f"{self.prog}: error: {message} (see '{self.prog} --help')")


def _option(text: str) -> tuple[str, str]:
    name, sep, value = text.partition("=")
    if not sep or not name.strip():
        raise argparse.ArgumentTypeError(f"an option is name=value (e.g. advanced=true), not {text!r}")
    return name.strip(), value.strip()


def _players(text: str):
    """A number of players, or their names separated by commas."""
    text = text.strip()
    try:
        return int(text)
    except ValueError:
        pass
    names = [name.strip() for name in text.split(",")]
    if len(names) < 2 or not all(names):
        raise argparse.ArgumentTypeError(
            f"give a number of players (e.g. 4) or their names (e.g. Ann,Bob,Cy), not {text!r}")
    return names


def _whole(low: int):
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            value = None
        if value is None or value < low:
            raise argparse.ArgumentTypeError(f"expected a whole number of at least {low}, not {text!r}")
        return value
    return parse


def _file_name(text: str) -> str:
    """A file name to write: not empty, no NUL."""
    if not text.strip() or "\x00" in text:
        raise argparse.ArgumentTypeError(f"expected a file name, not {text!r}")
    return text


def _port(text: str) -> int:
    """A TCP port: 1 to 65535."""
    try:
        value = int(text)
    except ValueError:
        value = None
    if value is None or not 1 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"a port is a whole number from 1 to 65535, not {text!r}")
    return value


def _integer(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None


def _condition(text: str) -> tuple[str, dict]:
    """``--condition NAME[:KEY=VALUE,...]``."""
    from ..experiments import parse_condition
    try:
        return parse_condition(text)
    except OptionError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _sweep(text: str) -> tuple[str, list]:
    """``--sweep KEY=START:STOP:STEP`` or ``KEY=A,B,...``."""
    from ..experiments import parse_sweep
    try:
        return parse_sweep(text)
    except OptionError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _share(text: str) -> float:
    """A share strictly between 0 and 1."""
    try:
        value = float(text)
    except ValueError:
        value = None
    if value is None or not 0 < value < 1:
        raise argparse.ArgumentTypeError(f"expected a share between 0 and 1 (e.g. 0.5), not {text!r}")
    return value


def _add_game_arguments(parser: argparse.ArgumentParser, seed_help: str, seed_default) -> None:
    parser.add_argument("rules", metavar="RULES",
                        help="rule set name (see 'landlords rules')")
    parser.add_argument("--players", type=_players, default=4, metavar="N|NAMES",
                        help="number of players (default 4) or their names, e.g. Ann,Bob,Cy")
    parser.add_argument("--seed", type=_integer, default=seed_default, help=seed_help)
    parser.add_argument("--option", "-o", type=_option, action="append", default=[],
                        metavar="NAME=VALUE",
                        help="a rule set option, e.g. advanced=true (repeat for more; "
                             "see 'landlords rules RULES')")
    parser.add_argument("--bots", metavar="A,B,...",
                        help="the players' strategies in seat order, or one strategy for all "
                             "(default: the rule set's line-up; see 'landlords rules RULES')")
    parser.add_argument("--switch-at", type=_whole(0), metavar="TURN",
                        help="at the first decision of turn TURN (each player's turn counts "
                             "one), put the other rules in force (for a rule set with regimes; "
                             "see 'landlords rules RULES')")


class _Version(argparse.Action):
    """``--version``: print the version line whole and exit (argparse's own version action
    wraps it to the terminal's width, and a compiled build's line names every compiled
    module)."""

    def __init__(self, option_strings, version: str, dest=argparse.SUPPRESS,
                 default=argparse.SUPPRESS, help="show program's version number and exit"):
        super().__init__(option_strings=option_strings, dest=dest, default=default, nargs=0, help=help)
        self.version = version

    def __call__(self, parser, namespace, values, option_string=None):
        print(self.version)
        parser.exit()


def _build_parser(run: dict) -> _Parser:
    """The parser of every verb; ``run[verb]`` is the function that runs ``verb``
    (given the parsed arguments, it returns the exit status)."""
    parser = _Parser(
        prog=PROG,
        description="Play, replay and simulate Elizabeth Magie's The Landlord's Game (1906) "
                    "and the other rule sets installed ('landlords rules' lists them).",
        epilog="Run 'landlords VERB --help' for a verb's options.",
    )
    parser.add_argument("--version", action=_Version, version=f"{PROG} {__version__} ({build_words()})")
    verbs = parser.add_subparsers(dest="verb", metavar="VERB", title="verbs")

    sim = verbs.add_parser(
        "simulate", help="run many all-bot games under one or more conditions and summarize them",
        description="Run many all-bot games (game i has seed SEED+i, in every condition: the "
                    "differences between conditions are paired game by game). Prints, per "
                    "condition, the mean Gini of final wealth, the mean gap between two "
                    "players in dollars and the total wealth, each at book value, by the "
                    "rules' score and at market value (with 95% intervals), the money the "
                    "bank created, the outcome classes, and with several "
                    "conditions the paired differences from the first; with --sweep, the "
                    "tipping point. With --out the rows are written as the games finish: one "
                    "row per game (seed, condition, rules, options, how the game ended, Gini, "
                    "outcome class, tallies, the rule set's own result columns; see 'landlords "
                    "rules RULES') in FILE, one per player and game in FILE's NAME.players.EXT "
                    "and, with --per-turn, one per player and turn in NAME.turns.EXT. Shows a "
                    "progress bar on a terminal.")
    _add_game_arguments(sim, "first seed (default 1); game i uses seed SEED+i", 1)
    sim.add_argument("--games", type=_whole(1), default=1000,
                     help="games per condition (default 1000)")
    sim.add_argument("--condition", type=_condition, action="append", default=[],
                     metavar="NAME[:KEY=VALUE,...]",
                     help="a condition: a name and the options it changes, e.g. "
                          "'half taxed:land_tax_share=0.5' or 'from turn 10:switch_at=10' "
                          "(also rules=OTHER: another rule set, e.g. the no-land baseline); "
                          "repeat for more; the first is the baseline of the comparisons. "
                          "--option and --switch-at apply to every condition of RULES")
    sim.add_argument("--sweep", type=_sweep, metavar="KEY=START:STOP:STEP|KEY=A,B,...",
                     help="one condition per value of the option KEY (e.g. "
                          "land_tax_share=0:1:0.1), and the tipping point: the smallest value "
                          "at which one-winner games fall below --level")
    sim.add_argument("--level", type=_share, default=0.5, metavar="SHARE",
                     help="with --sweep: the share of one-winner games the tipping point is "
                          "measured against (default 0.5)")
    sim.add_argument("--per-turn", action="store_true",
                     help="also measure every turn (the mean Gini by turn is printed; with "
                          "--out the turn rows are written too)")
    sim.add_argument("--workers", type=_whole(1), default=1, metavar="N",
                     help="local processes to use (default 1); the results do not depend on it")
    sim.add_argument("--scheduler", metavar="ADDRESS",
                     help="run the games on a Dask cluster (e.g. tcp://10.0.0.5:8786; needs "
                          "dask.distributed) instead of local processes")
    sim.add_argument("--out", metavar="FILE", type=_file_name,
                     help="write the rows to FILE as the games finish (.csv, or .parquet with "
                          "pyarrow installed), with the player rows (and turn rows) beside it")
    sim.set_defaults(run=run["simulate"])

    play = verbs.add_parser(
        "play", help="play one game (bots, or you with --human) and print how it ended",
        description="Play one game; print the winner, how and when the game ended, "
                    "the final standings and the money on the table; optionally save "
                    "the game's record for 'landlords replay'. With --human NAME you play "
                    "NAME's seat in the terminal: what happens is told as it happens, and at "
                    "each of your decisions the choices are listed by number (an amount is "
                    "typed as a number). Ctrl-C stops the game (and saves it with --record).")
    _add_game_arguments(play, "chance seed (default: a random seed, printed)", None)
    play.add_argument("--human", action="append", default=[], metavar="NAME",
                      help="play NAME's seat yourself, in the terminal (repeat for more people "
                           "at one keyboard); the other seats are bots")
    play.add_argument("--record", metavar="FILE", type=_file_name,
                      help="save the game's record (JSON) to FILE")
    play.set_defaults(run=run["play"])

    rep = verbs.add_parser(
        "replay", help="re-run a saved game and verify it",
        description="Re-run a game record, checking every decision against the rules, every "
                    "chance outcome against the seed and the final state against the "
                    "record's digest; print 'verified' and the outcome, or the state at STEP.")
    rep.add_argument("record", metavar="FILE", help="a record saved by 'landlords play --record'")
    rep.add_argument("--to", type=_whole(0), metavar="STEP",
                     help="after verifying, show the state after STEP log steps")
    rep.set_defaults(run=run["replay"])

    rules = verbs.add_parser(
        "rules", help="list the rule sets, their options and the bots",
        description="List the rule sets with their options (defaults and meaning) and the "
                    "bot strategies that can play them.")
    rules.add_argument("rules", metavar="RULES", nargs="?", help="show only this rule set")
    rules.set_defaults(run=run["rules"])

    serve = verbs.add_parser(
        "serve", help="serve the Voila apps in a browser",
        description="Serve the Voila apps (the Play app first) in a browser.")
    serve.add_argument("app", metavar="APP", nargs="?",
                       help="the app to open (default: play); 'lessons' serves the lessons (from a "
                            "clone of the repository); 'classroom' serves a class session "
                            "(the teacher's and the students' apps)")
    serve.add_argument("--port", type=_port, default=None, help="the port (default: a free one)")
    serve.add_argument("--host", default="127.0.0.1", metavar="ADDRESS",
                       help="the address to listen on (default 127.0.0.1: this machine only); "
                            "give this machine's address on a class network to serve the class "
                            "(no password: only on a network you trust)")
    serve.add_argument("--no-browser", action="store_true", help="only print the URL")
    serve.add_argument("--cull-after", type=_whole(0), default=None, metavar="SECONDS",
                       help="shut down the kernel of a page closed (or lost) this many seconds "
                            "ago, freeing its memory (default 300; 0: never)")
    serve.add_argument("--max-pages", type=_whole(1), default=None, metavar="N",
                       help="the most pages open at once, each a kernel of its own (default 40); "
                            "past it a new page is told the server is full")
    serve.add_argument("--pages-per-address", type=_whole(1), default=None, metavar="N",
                       help="the most of them from one computer other than this one (default 5)")
    serve.add_argument("--store", metavar="PATH_OR_URL", default=None,
                       help="classroom only: the class store, an SQLite file or a database URL "
                            "(default: landlords-classroom.sqlite here)")
    serve.set_defaults(run=run["serve"])
    return parser


# ---------------------------------------------------------------------- errors
def _fail(message: str, code: int) -> int:
    """Print ``message`` on stderr as one line; return the exit status ``code``."""
    line = " ".join(str(message).split())        # always one line
    print(line, file=sys.stderr)
    return code
