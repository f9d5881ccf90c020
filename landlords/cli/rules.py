"""``landlords rules``: the rule sets installed, their options and their bots."""

from __future__ import annotations

import sys

from .parser import PROG


def _rules(args) -> int:
    from ..engine.bots import describe_bots
    from ..engine.errors import UnknownRulesError
    from ..engine.registry import find_rules, rule_set_names

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
