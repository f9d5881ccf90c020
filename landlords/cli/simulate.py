"""``landlords simulate``: many all-bot games under one or more conditions, summarised
(the summary's text is in :mod:`.report`)."""

from __future__ import annotations

import time

from ..engine.errors import OptionError
from ..experiments.report import simulate_report as _report
from .lineup import _lineup, _options
from .parser import PROG, _UsageError


def _simulate(args) -> int:
    from ..experiments import Experiment, check_output

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
