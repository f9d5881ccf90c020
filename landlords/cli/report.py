"""The experiment report ``landlords simulate`` prints: the heading, the wealth measures
at three valuations with their intervals, the outcomes, the paired differences between
conditions, the tipping point of a sweep and the Gini by turn."""

from __future__ import annotations


def _resamples(cells: int) -> int:
    """Bootstrap resamples for intervals over ``cells`` values: the usual 2,000, fewer for
    very large runs (resampling holds resamples x values numbers in memory at once)."""
    from ..experiments.stats import RESAMPLES
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
    from ..engine.registry import find_rules
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
        from ..experiments.store import companion
        others = [companion(args.out, "players")] + ([companion(args.out, "turns")] if args.per_turn else [])
        lines.append(f"wrote {len(games)} game rows to {args.out} (and beside it {', '.join(others)})")
    rate = len(games) / seconds if seconds > 0 else float("inf")
    lines.append(f"{seconds:.1f} s, {rate:.0f} games/s")
    return lines



def _money_means(rules: str, means: dict) -> str | None:
    """The mean final value of each of the rule set's money series, in its words."""
    from ..engine.registry import find_rules

    rule_set = find_rules(rules)
    parts = [f"{label} {rule_set.words.amount(round(means[column]))}"
             for column, label in rule_set.money_series.items() if column in means]
    return ("mean final " + "; ".join(parts)) if parts else None
