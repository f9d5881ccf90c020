"""Section 7: the lever, read along its whole curve."""

from __future__ import annotations

from landlords.experiments import curve, stats

from . import plan as P
from . import readings as R
from . import text as T

OPTION = "land_tax_share"


def _condition(value) -> str:
    return f"{OPTION}={value}"


def _rate(results, value, column) -> tuple:
    outcomes = R.by_seed(results, _condition(value), column)
    return stats.rate_interval(int(outcomes.sum()), len(outcomes))


def lever(found, lines: list[str]) -> dict:
    """Section 7; returns the curves' readings for the choices section."""
    plan = found["plan"]
    lines += ["## 7. The lever: how much of the rent must the public take?", "",
              f"Option `{OPTION}` (LG-X1 and MO-X1, ours, not Magie's) pays that share of every "
              "land rent into the public treasury; 0 is the landlord rules (classic Monopoly), 1 "
              "the single tax (Monopoly's land value tax, on site rent). A tipping point is the "
              f"first share at which *{P.TIPPING_OUTCOME}* games fall below "
              f"{T.pct(P.TIPPING_LEVEL)} of games. The outcome and the level are fixed in code "
              "(`scripts/evidence/plan.py`) before this version's sweep: one winner is Magie's "
              "own end, one in ten a round level. (An earlier version of this document read the "
              "lever by *mixed* games, an outcome chosen after the one-winner sweep had been "
              "seen; it is no longer used.) A first crossing says little about a curve that "
              "crosses back, so every swept value is shown with its interval, with the first "
              "crossing, the value from which the curve stays below the level (the last "
              "crossing), and a test of whether the curve turns back: for a measure expected to "
              f"fall as the share rises, the largest rise between two shares, paired by seed. "
              f"Where the Gini at book value moves by more than {P.JUMP} between neighbouring "
              f"shares, {P.FINER_POINTS} more shares are swept between them (in the "
              f"{P.MOST_JUMPS} widest such jumps).", ""]
    out = {}
    sweep = found["sweep"]
    lines += [f"### The Landlord's Game, {plan.headline}", ""]
    out["magie"] = _curve(sweep, lines, with_land=True)
    mono = found["monopoly"]["sweep"]
    lines += ["### Monopoly, played to its end", ""]
    out["monopoly"] = _curve(mono, lines, with_land=False)
    return out


def _curve(results, lines: list[str], with_land: bool) -> dict:
    values = R.sweep_values(results, OPTION)
    rows = []
    for value in values:
        name = _condition(value)
        cells = [f"{value:g}",
                 T.interval(*_rate(results, value, "one_winner"), "pct"),
                 T.interval(*stats.mean_interval(R.by_seed(results, name, "gini_book").to_numpy()))]
        cells.append(T.num(R.mean(results, name, "gini_market")))
        cells.append(T.pct(R.mean(results, name, "everyone_prospers")))
        if with_land:
            cells.append(T.num(R.mean(results, name, "land_hhi")))
            held = R.land_by_bot(results, name)
            cells.append(", ".join(f"{bot} {T.num(lots, 1)}" for bot, lots in held.items()))
            richest = R.richest_by_bot(results, name)
            cells.append(", ".join(f"{bot} {T.pct(share)}" for bot, share in richest.items()))
        cells.append(T.money(R.mean(results, name, "wages_paid")))
        rows.append(cells)
    header = ["share", "one winner", "Gini (book)", "Gini (market)", "everyone prospers"]
    if with_land:
        header += ["land HHI", "lots held, per player of each bot", "richest (book), by bot"]
    header.append("wages paid")
    lines += T.table(header, rows)
    lines.append("")
    readings = {}
    _, rates = R.sweep_table(results, OPTION, "one_winner")
    crossing = curve.crossings(values, rates.mean(axis=1), P.TIPPING_LEVEL)
    point = results.tipping_point(level=P.TIPPING_LEVEL, outcome=P.TIPPING_OUTCOME)
    readings["crossing"] = crossing
    readings["point"] = point
    if crossing["at_start_below"] and crossing["last"] == values[0]:
        lines.append(f"One-winner games are below {T.pct(P.TIPPING_LEVEL)} at every share, from 0 on: "
                     "there is no tipping point to find.")
    elif crossing["first"] is None:
        lines.append(f"One-winner games never fall below {T.pct(P.TIPPING_LEVEL)} in the sweep.")
    else:
        high = "beyond the sweep" if point["high"] is None else f"{point['high']:g}"
        low = "–" if point["low"] is None else f"{point['low']:g}"
        last = "never (the curve ends above it)" if crossing["last"] is None else f"{crossing['last']:g}"
        lines.append(f"One-winner games first fall below {T.pct(P.TIPPING_LEVEL)} at share "
                     f"**{crossing['first']:g}** (95% interval {low} to {high}, seeds resampled "
                     f"together); they stay below from share **{last}**; the curve crosses the "
                     f"level at {T.join([f'{v:g}' for v in crossing['crossings']]) or 'no share'}.")
    lines.append("")
    for column, words in (("gini_book", "the Gini at book value"), ("gini_market", "the Gini at market value"),
                          ("one_winner", "the share of one-winner games")):
        _, table = R.sweep_table(results, OPTION, column)
        reversal = curve.largest_reversal(values, table, expected=-1)
        readings[column] = reversal
        if reversal is None:
            lines.append(f"- {words[0].upper()}{words[1:]} never rises as the share rises.")
            continue
        turned = not curve.is_monotone(reversal)
        lines.append(f"- {words[0].upper()}{words[1:]}: its largest rise is from share "
                     f"{reversal['from']:g} to {reversal['to']:g}, "
                     f"{T.interval(reversal['difference'], reversal['low'], reversal['high'], 'signed')} "
                     f"(paired p {T.p_value(reversal['p_value'])}; "
                     f"{T.p_value(reversal['adjusted_p'])} allowing for the {reversal['pairs']:,} pairs "
                     f"it is the largest of): "
                     + ("**the curve turns back**, it is not monotone." if turned
                        else "within the noise; the curve may be read as falling."))
    _, gini = R.sweep_table(results, OPTION, "gini_book")
    means = gini.mean(axis=1)
    above = [v for v, row in zip(values, gini) if stats.paired_difference(row, gini[0])[1] > 0]
    lines.append(f"- The Gini at book value is above its value with no tax ({T.num(means[0])}, the "
                 f"paired 95% interval of the difference above 0) at "
                 + (T.join(_runs(values, above)) if above else "no share") + ".")
    lines.append("")
    readings["above_no_tax"] = above
    return readings


def _runs(values, chosen) -> list[str]:
    """``chosen`` values as runs of neighbouring swept values: ``["0.05 to 0.15", "0.6"]``."""
    runs, current = [], []
    for value in values:
        if value in chosen:
            current.append(value)
        elif current:
            runs.append(current)
            current = []
    if current:
        runs.append(current)
    return [f"{run[0]:g}" if len(run) == 1 else f"{run[0]:g} to {run[-1]:g}" for run in runs]


__all__ = ["lever"]
