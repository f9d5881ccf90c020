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
"""

from __future__ import annotations

import argparse
import os
import sys
import time

from . import __version__
from .engine.errors import LandlordsError, OptionError, PlayersError

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
    from .experiments import parse_condition
    try:
        return parse_condition(text)
    except OptionError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _sweep(text: str) -> tuple[str, list]:
    """``--sweep KEY=START:STOP:STEP`` or ``KEY=A,B,...``."""
    from .experiments import parse_sweep
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


def _build_parser() -> _Parser:
    parser = _Parser(
        prog=PROG,
        description="Play, replay and simulate Elizabeth Magie's The Landlord's Game (1906) "
                    "and the other rule sets installed ('landlords rules' lists them).",
        epilog="Run 'landlords VERB --help' for a verb's options.",
    )
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
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
    sim.set_defaults(run=_simulate)

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
    play.set_defaults(run=_play)

    rep = verbs.add_parser(
        "replay", help="re-run a saved game and verify it",
        description="Re-run a game record, checking every decision against the rules, every "
                    "chance outcome against the seed and the final state against the "
                    "record's digest; print 'verified' and the outcome, or the state at STEP.")
    rep.add_argument("record", metavar="FILE", help="a record saved by 'landlords play --record'")
    rep.add_argument("--to", type=_whole(0), metavar="STEP",
                     help="after verifying, show the state after STEP log steps")
    rep.set_defaults(run=_replay)

    rules = verbs.add_parser(
        "rules", help="list the rule sets, their options and the bots",
        description="List the rule sets with their options (defaults and meaning) and the "
                    "bot strategies that can play them.")
    rules.add_argument("rules", metavar="RULES", nargs="?", help="show only this rule set")
    rules.set_defaults(run=_rules)

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
    serve.set_defaults(run=_serve)
    return parser


# ---------------------------------------------------------------------- helpers
def _money_means(rules: str, means: dict) -> str | None:
    """The mean final value of each of the rule set's money series, in its words."""
    from .engine.registry import find_rules

    rule_set = find_rules(rules)
    parts = [f"{label} {rule_set.words.amount(round(means[column]))}"
             for column, label in rule_set.money_series.items() if column in means]
    return ("mean final " + "; ".join(parts)) if parts else None


def _options(pairs) -> dict:
    options = {}
    for name, value in pairs:
        if name in options:
            raise OptionError(f"option {name!r} is given twice")
        options[name] = value
    return options


def _lineup(rules: str, players, bots_text: str | None):
    """``(players, bots)`` for new_game: ``--bots a,b,c`` mapped onto the players' names."""
    from .engine.registry import find_rules
    from .engine.setup import default_names

    rule_set = find_rules(rules)
    count = players if isinstance(players, int) else len(players)
    if not rule_set.min_players <= count <= rule_set.max_players:
        raise PlayersError(f"{rule_set.name} is played by {rule_set.min_players} to "
                           f"{rule_set.max_players} players, not {count}")
    if bots_text is None:
        return players, None
    strategies = [s.strip() for s in bots_text.split(",")]
    if not all(strategies):
        raise OptionError(f"--bots takes strategy names separated by commas, not {bots_text!r}")
    if len(strategies) == 1:
        strategies = strategies * count
    if len(strategies) != count:
        raise PlayersError(f"--bots names {len(strategies)} strategies for {count} players; "
                           f"give one per player or one for all")
    names = default_names(count) if isinstance(players, int) else list(players)
    return names, dict(zip(names, strategies))


def _standings(game, outcome) -> list[str]:
    width = max(len(name) for name in game.players)
    lines = []
    for place, (name, score) in enumerate(outcome.standings, 1):
        bot = game.bot_names.get(name) or "human"
        lines.append(f"  {place}. {name:<{width}}  {bot:<10}  {game.money(score):>9}")
    return lines


def _public_line(game) -> str | None:
    """The money on the table that is no player's, and the rules in force, in one line."""
    table = game.table()
    parts = [f"{purse.label} {purse.text or game.money(purse.amount)}" for purse in table.purses]
    if game.regime is not None:
        parts.append(f"rules in force: {game.rules.words.regimes.get(game.regime, game.regime)}")
    return "; ".join(parts) or None


def _ending(game, outcome) -> str:
    """How the game ended, in the rule set's words, and after how many rounds."""
    value = outcome.termination.value
    try:
        how = game.rules.termination(value).doc or value
    except KeyError:
        how = value
    rounds = f"{outcome.rounds} round{'s' if outcome.rounds != 1 else ''}"
    return f"ended: {how} ({rounds})"


def _winner(game, outcome) -> str:
    if outcome.winner is None:
        return "winner: none (a tie for first place)"
    bot = game.bot_names.get(outcome.winner)
    return f"winner: {outcome.winner}" + (f" ({bot})" if bot else "")


# ---------------------------------------------------------------------- verbs
def _simulate(args) -> int:
    from .experiments import Experiment, check_output

    players, bots = _lineup(args.rules, args.players, args.bots)
    if args.sweep and args.condition:
        raise _UsageError(f"{PROG} simulate: error: give --condition or --sweep, not both "
                          f"(run them one after the other)")
    base = _options(args.option)
    if args.switch_at is not None:
        base["switch_at"] = args.switch_at
    common = dict(games=args.games, seed=args.seed, players=players, per_turn=args.per_turn,
                  workers=args.workers, scheduler=args.scheduler)
    if args.sweep:
        option, values = args.sweep
        experiment = Experiment.sweep_of(args.rules, option, values, base=base, bots=bots, **common)
    else:
        conditions = _conditions(args.rules, args.condition, base, bots)
        experiment = Experiment(args.rules, conditions, **common)
    if args.out:
        check_output(args.out)
    start = time.perf_counter()
    results = experiment.run(progress=True, out=args.out)
    seconds = time.perf_counter() - start
    print("\n".join(_report(results, args, seconds)))
    return 130 if results.cancelled else 0


def _conditions(rules: str, given, base: dict, bots: dict | None) -> dict:
    """``{name: condition}`` of ``--condition`` (or one condition, ``as asked``): the
    options and switch of the command line under each condition of ``rules`` (a condition
    that names other rules plays them as they are, with their own line-up)."""
    if not given:
        given = [("as asked", {})]
    conditions = {}
    for name, condition in given:
        if name in conditions:
            raise OptionError(f"two conditions are called {name!r}; give each its own name")
        if condition.get("rules", rules) != rules:
            conditions[name] = dict(condition)
            continue
        mine = dict(base) | condition
        if bots and "bots" not in mine:
            mine["bots"] = dict(bots)
        conditions[name] = mine
    return conditions


# ---------------------------------------------------------------------- the simulate report
def _resamples(cells: int) -> int:
    """Bootstrap resamples for intervals over ``cells`` values: the usual 2,000, fewer for
    very large runs (resampling holds resamples x values numbers in memory at once)."""
    from .experiments.stats import RESAMPLES
    return max(200, min(RESAMPLES, 20_000_000 // max(1, cells)))


def _percent(share: float) -> str:
    return f"{100 * share:.0f}%"


def _interval(mean: float, low: float, high: float, signed: bool = False) -> str:
    sign = "+" if signed else ""
    return f"{mean:{sign}.3f} [{low:{sign}.3f}, {high:{sign}.3f}]"


def _heading(results, args) -> str:
    games = results.games
    first = games.iloc[0] if len(games) else None
    who = (f", {int(first['players'])} players ({str(first['bots']).replace(',', ', ')})"
           if first is not None else "")
    seeds = f"seeds {args.seed}..{args.seed + args.games - 1}"
    count = len(results.conditions)
    if count == 1:
        return f"{len(games)} games of {args.rules}{who}, {seeds}"
    kind = f"a sweep of {results.sweep[0]} over {count} values" if results.sweep else f"{count} conditions"
    return f"{kind} x {args.games} games of {args.rules}{who}, {seeds} in every condition"


#: The three valuations the report gives every wealth measure at, in its words.
VALUATION_LABELS = (("book", "at book value"), ("score", "by the rules' score"),
                    ("market", "at market value"))
#: The wealth measures the report prints per condition: (measure, words, dollars).
WEALTH_LINES = (("gini", "mean Gini of final wealth", False),
                ("mad", "mean gap in final wealth between two players", True),
                ("total", "mean total final wealth", True))


def _money(value: float) -> str:
    return f"-${-value:,.0f}" if value < 0 else f"${value:,.0f}"


def _wealth_lines(summary, condition: str) -> list[str]:
    """Each wealth measure at the three valuations, with its 95% interval."""
    found = {row.measure: (row.mean, row.low, row.high)
             for row in summary.itertuples(index=False) if row.condition == condition}
    lines = []
    for measure, words, dollars in WEALTH_LINES:
        parts = []
        for valuation, label in VALUATION_LABELS:
            key = f"{measure}_{valuation}"
            if key in found:
                mean, low, high = found[key]
                shown = (f"{_money(mean)} [{_money(low)}, {_money(high)}]" if dollars
                         else _interval(mean, low, high))
                parts.append(f"{shown} {label}")
        lines.append(f"{words}: " + (", ".join(parts) or "no games"))
    return lines


def _created_line(part) -> str:
    """What the issuing account paid out after the starting cash, and net."""
    issued, created = part["money_issued"].astype(float).mean(), part["money_created"].astype(float).mean()
    return (f"money the bank paid out after the starting cash: mean {_money(issued)} a game "
            f"(net of what it took back: {_money(created)})")


def _discount_line(games) -> str | None:
    rates = games["discount"].dropna().astype(float)
    if rates.empty:
        return None
    return (f"market value: every holding at the rent it will draw for its holder under the "
            f"rules in force, capitalised at {100 * rates.iloc[0]:.2f}% a round")


#: The measures the report summarises per condition.
SUMMARISED = tuple(f"{measure}_{valuation}" for measure, _, _ in WEALTH_LINES
                   for valuation, _ in VALUATION_LABELS)


def _outcomes_line(classes, condition: str) -> str:
    shares = classes.loc[condition] if condition in classes.index else None
    if shares is None or shares.sum() == 0:
        return "outcomes: none"
    return "outcomes at book value: " + ", ".join(f"{name} {_percent(share)}"
                                                  for name, share in shares.items() if share)


def _means(part, rules: str) -> dict:
    """The mean of each numeric result column of ``rules`` over the games that have one."""
    from .engine.registry import find_rules
    means = {}
    for column in find_rules(rules).result_columns:
        if column in part:
            values = part[column].dropna()
            if len(values) and values.map(lambda v: isinstance(v, (int, float))
                                          and not isinstance(v, bool)).all():
                means[column] = float(values.astype(float).mean())
    return means


def _one_condition(results, args, summary, classes) -> list[str]:
    games = results.games
    condition = next(iter(results.conditions))
    ended = games["termination"].value_counts().sort_index()
    lines = [f"capped: {int(games['capped'].sum())}; ended: "
             + ", ".join(f"{kind} {count}" for kind, count in ended.items()),
             f"rounds: mean {games['rounds'].mean():.1f}, median {games['rounds'].median():g}",
             *_wealth_lines(summary, condition), _created_line(games),
             _outcomes_line(classes, condition)]
    money = _money_means(args.rules, _means(games, args.rules))
    if money:
        lines.append(money)
    winners = games["winner_bot"].where(games["winner_bot"].notna(), games["winner"]).fillna("tie")
    wins = winners.value_counts()
    wins = sorted(wins.items(), key=lambda kv: (-kv[1], kv[0]))
    lines.append("wins: " + ", ".join(f"{who} {100 * count / len(games):.1f}%" for who, count in wins))
    if args.switch_at is not None:
        switched = int(games["switched_at"].notna().sum())
        early = len(games) - switched
        lines.append(f"rules switched at turn {args.switch_at} in {switched} of {len(games)} games"
                     + (f" ({early} ended first)" if early else ""))
    return lines


def _each_condition(results, summary, classes) -> list[str]:
    games = results.games
    lines = []
    for k, condition in enumerate(results.conditions):
        part = games[games["condition"] == condition]
        rules = str(part["rules"].iloc[0]) if len(part) else results.rules
        tag = " (the baseline)" if k == 0 and not results.sweep else ""
        lines.append(f"{condition}{tag}: {len(part)} games of {rules}")
        if not len(part):
            continue
        lines += [f"  {line}" for line in _wealth_lines(summary, condition)]
        lines.append(f"  {_created_line(part)}")
        lines.append(f"  {_outcomes_line(classes, condition)}; rounds: mean {part['rounds'].mean():.1f}; "
                     f"capped {int(part['capped'].sum())}")
        money = _money_means(rules, _means(part, rules))
        if money:
            lines.append(f"  {money}")
    return lines


#: The paired differences the summary prints: (measure, words, kind): kind is "rate" (in
#: percentage points), "money" (dollars) or "number".
COMPARED = (("gini_book", "Gini at book value", "number"),
            ("gini_score", "by the rules' score", "number"),
            ("gini_market", "at market value", "number"),
            ("mad_book", "gap between two players at book value", "money"),
            ("mad_score", "by the rules' score", "money"),
            ("mad_market", "at market value", "money"),
            ("one_winner", "one-winner games", "rate"),
            ("everyone_prospers", "everyone prospers", "rate"))


def _differences(results) -> list[str]:
    measures = [measure for measure, _, _ in COMPARED]
    table = results.compare(measures=measures, resamples=_resamples(len(results.seeds)))
    baseline = next(iter(results.conditions))
    lines = [f"paired differences from {baseline} (condition minus baseline, the same seeds, "
             f"95% intervals):"]
    for condition in results.conditions:
        rows = {row.measure: row for row in table.itertuples(index=False) if row.condition == condition}
        if not rows:
            continue
        parts = []
        for measure, words, kind in COMPARED:
            row = rows.get(measure)
            if row is None:
                continue
            if kind == "rate":
                parts.append(f"{words} {100 * row.difference:+.0f} points "
                             f"[{100 * row.low:+.0f}, {100 * row.high:+.0f}]")
            elif kind == "money":
                parts.append(f"{words} {row.difference:+,.0f} [{row.low:+,.0f}, {row.high:+,.0f}]")
            else:
                parts.append(f"{words} {_interval(row.difference, row.low, row.high, signed=True)}")
        pairs = max(row.pairs for row in rows.values())
        lines.append(f"  {condition} ({pairs} pairs): " + "; ".join(parts))
    return lines


def _shown(value) -> str:
    """A swept value as typed: ``0.5``, ``10``, ``rounds``."""
    return f"{value:g}" if isinstance(value, (int, float)) else str(value)


def _tipping_sentence(found: dict, games: int) -> str:
    """The tipping point of a sweep in one sentence."""
    option, swept = found["option"], sorted(found["rates"])
    first, last = (swept[0], swept[-1]) if swept else (None, None)
    level = _percent(found["level"])
    what = f"{found['outcome'].replace(' ', '-')} games"
    if found["point"] is None:
        span = f"{_shown(first)} to {_shown(last)}" if swept else "nothing"
        return f"tipping point: {what} never fall below {level} of games in the sweep of {option} ({span})"
    if swept and found["point"] == first:
        return (f"tipping point: {what} are below {level} of games already at {option}={_shown(first)}, "
                f"the first value swept")
    high = "beyond the sweep" if found["high"] is None else f"{_shown(found['high'])}"
    return (f"tipping point: {what} fall below {level} of games from {option}={_shown(found['point'])} "
            f"(95% interval {_shown(found['low'])} to {high}; {games} games per value)")


def _by_turn(results) -> list[str]:
    table = results.by_turn("gini_book")
    lines = ["mean Gini at book value by turn (turn: Gini):"]
    for condition in results.conditions:
        part = table[table["condition"] == condition]
        if part.empty:
            continue
        most = part["games"].max()
        part = part[part["games"] * 2 >= most]               # turns most of its games reach
        turns = part["turn"].tolist()
        picks = sorted({turns[round(k * (len(turns) - 1) / 5)] for k in range(6)})
        shown = part.set_index("turn")["mean"]
        lines.append(f"  {condition}: " + ", ".join(f"{t}: {shown[t]:.3f}" for t in picks))
    return lines


def _report(results, args, seconds: float) -> list[str]:
    """What ``simulate`` prints: the run, each condition, the comparisons and the files."""
    games = results.games
    lines = [_heading(results, args)]
    if len(games):
        summary = results.summary(list(SUMMARISED), resamples=_resamples(args.games))
        classes = results.outcome_classes()
        said = _discount_line(games)
        if said:
            lines.append(said)
        if len(results.conditions) == 1:
            lines += _one_condition(results, args, summary, classes)
        else:
            lines += _each_condition(results, summary, classes)
            if not results.sweep:
                lines += _differences(results)
        if results.sweep:
            found = results.tipping_point(level=args.level, resamples=_resamples(
                args.games * len(results.conditions)))
            lines.append(_tipping_sentence(found, args.games))
        if args.per_turn:
            lines += _by_turn(results)
    if results.cancelled:
        asked = args.games * len(results.conditions)
        lines.append(f"interrupted: {len(games)} of {asked} games played")
    if args.out:
        from .experiments.store import companion
        others = [companion(args.out, "players")] + ([companion(args.out, "turns")] if args.per_turn else [])
        lines.append(f"wrote {len(games)} game rows to {args.out} (and beside it {', '.join(others)})")
    rate = len(games) / seconds if seconds > 0 else float("inf")
    lines.append(f"{seconds:.1f} s, {rate:.0f} games/s")
    return lines


def _play(args) -> int:
    import secrets

    from .api import new_game

    players, bots = _lineup(args.rules, args.players, args.bots)
    if (isinstance(players, list) or args.human) and bots is None:
        from .engine.registry import find_rules
        from .engine.setup import default_names
        lineup = find_rules(args.rules).default_lineup
        if isinstance(players, int):
            players = default_names(players)
        bots = {name: lineup[i % len(lineup)] for i, name in enumerate(players)}
    if args.human:
        people = _people(players, args.human)
        if args.switch_at is not None:
            raise OptionError("--switch-at is for games of bots only; drop it with --human")
        bots = {name: strategy for name, strategy in bots.items() if name not in people}
    if args.record:
        from .experiments import check_writable
        check_writable(args.record)
    seed = args.seed if args.seed is not None else secrets.randbelow(2 ** 31)
    game = new_game(args.rules, players=players, bots=bots, seed=seed,
                    options=_options(args.option))
    switched = None
    if args.human:
        return _play_in_terminal(game, people, seed, args.record)
    if args.switch_at is not None:
        regimes = game.rules.regimes
        if len(regimes) < 2:
            raise OptionError(f"{game.rules.name} has no rules to switch; drop --switch-at")
        game.play(until_turn=args.switch_at)
        if game.outcome is None:
            switched = next(r for r in regimes if r != game.regime)
            game.switch_rules(switched)
    outcome = game.play()
    if outcome is None:
        raise PlayersError("the game stopped at a human player's decision; "
                           "'landlords play' is for bots only")
    print(f"{game.rules.name}, {len(game.players)} players, seed {seed}: "
          f"{_ending(game, outcome)}, {game.turn} turns, {game.step_count} steps")
    if args.switch_at is not None:
        words = game.rules.words.regimes.get(switched, switched)
        print(f"rules switched to {words} ({switched}) at turn {args.switch_at}" if switched
              else f"the game ended before turn {args.switch_at}; no switch")
    print(_winner(game, outcome))
    print("\n".join(_standings(game, outcome)))
    public = _public_line(game)
    if public:
        print(public)
    if args.record:
        game.record().save(args.record)
        print(f"record saved to {args.record} (check it with: landlords replay {args.record})")
    return 0


def _people(players: list, humans: list) -> list:
    """The seats people play (``--human``), checked against the players' names."""
    people = []
    for name in humans:
        if name not in players:
            raise PlayersError(f"--human {name!r} is not one of the players ({', '.join(players)})")
        if name not in people:
            people.append(name)
    return people


def _play_in_terminal(game, people: list, seed: int, record: str | None) -> int:
    """``landlords play --human``: the people play in the terminal, then the ending as for bots."""
    from .terminal import PlayStopped, play_in_terminal

    others = ", ".join(f"{name} ({game.bot_names[name]})" for name in game.players
                       if name in game.bot_names)
    print(f"{game.rules.title}, seed {seed}: {' and '.join(people)} played here; "
          f"bots: {others or 'none'}. Ctrl-C stops the game.", flush=True)
    try:
        outcome = play_in_terminal(game, people, input=sys.stdin, output=sys.stdout,
                                   record_path=record)
    except PlayStopped as stopped:
        return _fail(f"{PROG} play: {stopped}", 130)
    print()
    print(f"{game.rules.name}, {len(game.players)} players, seed {seed}: "
          f"{_ending(game, outcome)}, {game.turn} turns, {game.step_count} steps")
    print(_winner(game, outcome))
    print("\n".join(_standings(game, outcome)))
    public = _public_line(game)
    if public:
        print(public)
    if record:
        game.record().save(record)
        print(f"record saved to {record} (check it with: landlords replay {record})")
    return 0


def _replay(args) -> int:
    from .engine.record import load_record, replay

    record = load_record(args.record)
    game = replay(record, record_events=False)
    steps = len(record.log)
    print(f"verified: {args.record}: {record.rules}, {len(record.players)} players, "
          f"seed {record.seed}, {steps} steps")
    if not (record.final or {}).get("digest"):
        print("note: the record has no final digest; every move is legal and every chance "
              "outcome matches the seed, but the final state could not be compared")
    if args.to is None:
        outcome = game.outcome
        if outcome is None:
            print(f"the record stops before the end (turn {game.turn}); to move: {game.to_move}")
            return 0
        print(f"{_ending(game, outcome)}, {game.turn} turns")
        print(_winner(game, outcome))
        print("\n".join(_standings(game, outcome)))
        public = _public_line(game)
        if public:
            print(public)
        return 0
    if args.to > steps:
        raise OptionError(f"--to must be a step from 0 to {steps}, not {args.to}")
    game = replay(record, upto=args.to)
    _print_state(game, args.to, steps)
    return 0


def _print_state(game, step: int, steps: int) -> None:
    table = game.table()
    where = f"turn {game.turn}" + (f", round {table.round}" if table.round else "")
    print(f"at step {step} of {steps}: {where}")
    for event in game.events:
        if event.step == step and step > 0:
            print(f"  step {step}: {event.text}")
    if game.outcome is not None:
        print(f"the game is over: {_ending(game, game.outcome)}; {_winner(game, game.outcome)}")
    else:
        mover = game.to_move
        decision = game.decision
        print(f"to move: {mover} (deciding: {decision})" if decision else f"to move: {mover}")
    public = _public_line(game)
    if public:
        print(public)
    width = max(len(name) for name in game.players)
    for seat in sorted(table.seats, key=lambda seat: -seat.wealth):
        bot = seat.bot or "human"
        line = (f"  {seat.name:<{width}}  {bot:<10}  cash {game.money(seat.cash):>8}  "
                f"wealth {game.money(seat.wealth):>8}")
        if seat.where:
            line += f"  {seat.where}"
        print(line)


def _rules(args) -> int:
    from .engine.bots import describe_bots
    from .engine.errors import UnknownRulesError
    from .engine.registry import find_rules, rule_set_names

    if args.rules:
        loaded = [find_rules(args.rules)]              # one asked for: its error is the error
    else:
        loaded, broken = [], []
        for name in rule_set_names():
            try:
                loaded.append(find_rules(name))
            except UnknownRulesError as error:        # a broken plugin: say so, list the others
                broken.append(" ".join(str(error).split()))
        for line in broken:
            print(f"{PROG} rules: {line}", file=sys.stderr)
    for k, rs in enumerate(loaded):
        if k:
            print()
        print(f"{rs.name}: {rs.title} (version {rs.version}, {rs.min_players} to "
              f"{rs.max_players} players)")
        if rs.doc:
            print(f"  {rs.doc}")
        if rs.regimes:
            named = ", ".join(f"{r} ({rs.words.regimes.get(r, r)})" for r in rs.regimes)
            print(f"  rules (regimes): {named}; the first is the default")
        if rs.result_columns:
            print(f"  result columns (simulate): {', '.join(rs.result_columns)}")
        print("  options (--option NAME=VALUE):")
        shown = {o.name: _option_default(o) for o in rs.options.values()}
        width = max((len(f"{n}={d}") for n, d in shown.items()), default=0)
        for option in rs.options.values():
            accepts = _accepts(option)
            print(f"    {option.name + '=' + shown[option.name]:<{width}}  {option.doc}"
                  + (f" [{accepts}]" if accepts else ""))
        print("  bots (--bots):")
        bots = describe_bots(rs)
        width = max(len(b) for b in bots)
        for bot, description in bots.items():
            print(f"    {bot:<{width}}  {description}")
    return 0


def _option_default(option) -> str:
    value = option.default
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _accepts(option) -> str:
    if option.choices:
        return "|".join(map(str, option.choices))
    if option.kind is bool:
        return "true|false"
    if option.kind in (int, float):
        low = "" if option.low is None else f"{option.low:g}"
        high = "" if option.high is None else f"{option.high:g}"
        if low or high:
            return f"{low}..{high}"
        return "a number"
    return ""


def _serve(args) -> int:
    try:
        from landlords.ui.serve import serve_main
    except ImportError as error:
        print(f"landlords serve: the apps need the 'app' extra: pip install 'landlords[app]' "
              f"({error.name} is missing)", file=sys.stderr)
        return 1
    from landlords.ui.serve import CULL_AFTER, MAX_PAGES, PAGES_PER_ADDRESS, page_settings

    cull_after = CULL_AFTER if args.cull_after is None else args.cull_after
    pages = page_settings(MAX_PAGES if args.max_pages is None else args.max_pages,
                          PAGES_PER_ADDRESS if args.pages_per_address is None else args.pages_per_address)
    if args.app == "classroom":
        try:
            from landlords.ui.classroom_serve import serve_classroom_main
        except ImportError as error:
            print(f"landlords serve classroom: the classroom needs the 'classroom' extra: pip install "
                  f"'landlords[app]' ({error.name} is missing)", file=sys.stderr)
            return 1
        return serve_classroom_main(host=args.host, port=args.port, store=args.store,
                                    open_browser=not args.no_browser, cull_after=cull_after, pages=pages)
    if args.store is not None:
        print("landlords serve: --store is for 'landlords serve classroom' only", file=sys.stderr)
        return 2
    return serve_main(args.app, port=args.port, open_browser=not args.no_browser, host=args.host,
                      cull_after=cull_after, pages=pages)


# ---------------------------------------------------------------------- main
def _fail(message: str, code: int) -> int:
    line = " ".join(str(message).split())        # always one line
    print(line, file=sys.stderr)
    return code


def main(argv: list[str] | None = None) -> int:
    """Run the ``landlords`` command line with ``argv`` (default ``sys.argv[1:]``).

    Returns the exit status: 0 on success, 2 for a malformed command line, 1 for any
    other error (reported as one line on stderr, never a traceback).
    """
    parser = _build_parser()
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


if __name__ == "__main__":
    sys.exit(main())
