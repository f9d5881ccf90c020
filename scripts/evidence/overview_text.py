"""The document's frame: in short, what is measured, where each verdict holds (the grid), the
choices that decide the verdicts, and what the model cannot say."""

from __future__ import annotations

import statistics

from landlords.experiments import curve
from landlords.experiments.valuation import VALUATIONS

from . import plan as P
from . import readings as R
from . import text as T

KEY_ROWS = (
    ("one owner", "landlord rules", "one winner", VALUATIONS),
    ("one owner", "landlord rules", "owns every lot", ("",)),
    ("monarch", "monarch, landlord rules", "monarch richest", VALUATIONS),
    ("monarch", "monarch, single tax", "richest", VALUATIONS),
    ("monarch", "monarch, single tax", "gini", ("book", "market")),
    *[("single tax", condition, measure, VALUATIONS)
      for condition in ("single tax", "single tax from turn 10")
      for measure in ("gini", "mad", "everyone_prospers", "below_start")],
)
WORDS = {"one winner": "one winner in most games", "owns every lot": "one player holds every lot",
         "monarch richest": "the monarch ends richest", "richest": "the remedy lowers his chance",
         "gini": "lower Gini", "mad": "smaller gap between two players",
         "everyone_prospers": "more games where everyone prospers",
         "below_start": "fewer players poorer than they began"}


CLAIM_WORDS = {"one owner": "One owner", "monarch": "Monarch", "single tax": "Single tax"}


def _row_label(claim, condition, measure, valuation) -> str:
    where = {"single tax": "from the start: ", "single tax from turn 10": "from turn 10: "}.get(condition, "")
    value = f" ({valuation})" if valuation else ""
    return f"{CLAIM_WORDS[claim]} — {where}{WORDS[measure]}{value}"


def _cells(found):
    """The (length, advanced) pairs of the plan, in order."""
    plan = found["plan"]
    return [(length, adv) for length in plan.lengths for adv in plan.advanced]


def _tests(family, claim, condition, measure, valuation, length=None, advanced=None):
    chosen = []
    for test in family.select(claim=claim, condition=condition, measure=measure, valuation=valuation):
        setting = test.tags["setting_obj"]
        if (length is None or setting.length == length) and (advanced is None or setting.advanced == advanced):
            chosen.append(test)
    return chosen


def _count(tests) -> str:
    if not tests:
        return "–"
    counts = {}
    for test in tests:
        counts[test.verdict] = counts.get(test.verdict, 0) + 1
    parts = [f"{counts[v]}{T.MARKS[v]}" for v in ("borne out", "contradicted", "not shown either way",
                                                    "no events") if counts.get(v)]
    return " ".join(parts)


# ---------------------------------------------------------------------- the grid
def sensitivity(found, grid, lines: list[str]) -> dict:
    """Section 8: every key verdict in every setting of the grid."""
    plan = found["plan"]
    cells = _cells(found)
    others = [lineup for lineup in plan.lineups if lineup != "default mix"]
    counts = [n for n in plan.players if n != P.BASE_PLAYERS]
    lines += ["## 8. Where each verdict holds: line-ups, players, lengths, rules", "",
              f"The same tests in every setting of the grid: at each length, under the ordinary "
              f"and the advanced rules, the default mix of four bots and, one change at a time, "
              f"{T.join(others)} (four players), and the default mix with "
              f"{T.join([str(n) for n in counts])} players: "
              f"{len(plan.settings())} settings, {plan.games:,} games per condition in the base "
              f"setting and {plan.grid_games:,} elsewhere. The grid's "
              f"{T.plural(len([t for t in grid.tests if t.counted]), 'test')} are corrected together "
              f"at a false discovery rate of 5% (Benjamini and Hochberg). Each cell counts the "
              f"settings at that length and rules by verdict ({T.LEGEND}). A verdict is called "
              f"**robust** only where it is borne out in every setting of every length and "
              f"rules.", ""]
    header = ["verdict"] + [f"{length}, {'adv.' if adv else 'ord.'}" for length, adv in cells] + ["robust?"]
    rows, robust = [], {}
    for claim, condition, measure, valuations in KEY_ROWS:
        for valuation in valuations:
            row = [_row_label(claim, condition, measure, valuation)]
            everything = []
            for length, adv in cells:
                tests = _tests(grid, claim, condition, measure, valuation, length, adv)
                everything += tests
                row.append(_count(tests))
            verdicts = {t.verdict for t in everything}
            word = ("robust" if verdicts == {"borne out"} else
                    "flips" if {"borne out", "contradicted"} <= verdicts else
                    "never borne out" if "borne out" not in verdicts else "not everywhere")
            robust[(claim, condition, measure, valuation)] = word
            row.append(word)
            rows.append(row)
    lines += T.table(header, rows)
    lines.append("")
    lines += _lineup_table(found, grid)
    return robust


def lineup_rows(found, grid):
    """``(header, rows)``: key verdicts by line-up and player count at the headline length."""
    plan = found["plan"]
    columns = [(lineup, P.BASE_PLAYERS) for lineup in plan.lineups] + \
              [("default mix", n) for n in plan.players if n != P.BASE_PLAYERS]
    header = ["verdict (" + plan.headline + ", ordinary rules)"] + \
             [lineup if n == P.BASE_PLAYERS else f"{n} players" for lineup, n in columns]
    rows = []
    for claim, condition, measure, valuations in KEY_ROWS:
        for valuation in valuations:
            row = [_row_label(claim, condition, measure, valuation)]
            for lineup, n in columns:
                tests = [t for t in _tests(grid, claim, condition, measure, valuation, plan.headline, False)
                         if t.tags["setting_obj"].lineup == lineup and t.tags["setting_obj"].players == n]
                row.append(T.MARKS.get(tests[0].verdict, "?") if tests else "–")
            rows.append(row)
    return header, rows


def _lineup_table(found, grid) -> list[str]:
    header, rows = lineup_rows(found, grid)
    return ([f"**By line-up and number of players** ({found['plan'].headline}, ordinary rules):", ""]
            + T.table(header, rows) + [""])


# ---------------------------------------------------------------------- the choices
def _differ(family, key, vary) -> list[tuple]:
    """Groups of counted tests alike in ``key`` attributes whose verdicts differ across
    ``vary`` (a function of a test): ``[(group key, {vary value: test})]``."""
    groups: dict = {}
    for test in family.tests:
        if not test.counted:
            continue
        groups.setdefault(key(test), {})[vary(test)] = test
    return [(k, v) for k, v in groups.items() if len({t.verdict for t in v.values()}) > 1]


def _estimate(test) -> str:
    """A test's estimate as the tables show it."""
    if test.kind == "share":
        return T.pct(test.estimate)
    if test.measure in ("mad", "wages_paid", "public_spending"):
        return T.signed_money(test.estimate)
    if test.measure in ("everyone_prospers", "richest", "one winner"):
        return T.show(test.estimate, "points")
    return T.signed(test.estimate)


def choices(found, headline, grid, readings: dict, lines: list[str]) -> None:
    """Section 9: each choice that can flip a verdict, with the verdicts it flips."""
    plan = found["plan"]
    lines += ["## 9. Choices that decide the verdicts", "",
              "Each choice below was made in code before the runs it decides; each is shown "
              "flipping verdicts where it does. The counts are of the headline family "
              f"({T.plural(len([t for t in headline.tests if t.counted]), 'counted test')}) unless "
              "said otherwise.", ""]
    setting_of = (lambda t: t.tags["setting_obj"])
    # 1. valuation
    flips = _differ(headline, lambda t: (t.claim, t.setting, t.condition, t.measure), lambda t: t.valuation)
    examples = sorted(flips, key=lambda kv: str(kv[0]))[:6]
    lines.append(f"- **Valuation.** Comparisons of the headline family whose verdict is not the same at "
                 f"book value, by the rules' score and at market value: {len(flips)}. "
                 + "; ".join(f"{k[1]}, {k[2]}, {WORDS.get(k[3], k[3])}: "
                             + ", ".join(f"{v} {T.MARKS[t.verdict]} ({_estimate(t)})"
                                         for v, t in sorted(tests.items()))
                             for k, tests in examples) + ("." if examples else ""))
    # 2. length
    flips = _differ(headline, lambda t: (t.claim, setting_of(t).advanced, t.condition, t.measure, t.valuation),
                    lambda t: setting_of(t).length)
    examples = sorted(flips, key=lambda kv: str(kv[0]))[:5]
    lines.append(f"- **Length.** Verdicts that change with the game's length: {len(flips)}. "
                 + "; ".join(f"{k[2]}, {WORDS.get(k[3], k[3])} ({k[4] or 'lots'}, "
                             f"{'advanced' if k[1] else 'ordinary'} rules): "
                             + ", ".join(f"{length} {T.MARKS[t.verdict]}" for length, t in
                                         sorted(tests.items(), key=lambda kv: plan.lengths.index(kv[0])))
                             for k, tests in examples) + ("." if examples else ""))
    base_end = found["claims"].get(P.Setting("Magie's end"))
    if base_end is not None:
        lengths = ", ".join(f"{c} {T.num(R.mean(base_end, c, 'rounds'), 1)}" for c in base_end.conditions)
        lines.append(f"- **Magie's end is not a common length.** LG-19 stops after a mean of {lengths} "
                     "rounds: a comparison at Magie's end mixes the rules' effect with a difference "
                     "of length, which is why the fixed lengths carry the comparisons.")
    # 4. advanced rules
    flips = _differ(headline, lambda t: (t.claim, setting_of(t).length, t.condition, t.measure, t.valuation),
                    lambda t: setting_of(t).advanced)
    lines.append(f"- **The advanced rules.** Verdicts that differ between the ordinary and the "
                 f"advanced rules at the same length: {len(flips)}.")
    # 5. line-up and players
    flips = _differ(grid, lambda t: (t.claim, setting_of(t).length, setting_of(t).advanced, t.condition,
                                     t.measure, t.valuation),
                    lambda t: (setting_of(t).lineup, setting_of(t).players))
    both = [k for k, tests in flips if {"borne out", "contradicted"} <= {t.verdict for t in tests.values()}]
    lines.append(f"- **Line-up and number of players** (the grid). Verdicts that are not the same in "
                 f"every line-up and player count at their length and rules: {len(flips)}; of them "
                 f"borne out in one setting and contradicted in another: {len(both)} (section 8).")
    # 6. the luck baseline
    luck = readings.get("luck")
    if luck:
        signs = {length: ("more" if d[1] > 0 else "less" if d[2] < 0 else "neither more nor less")
                 for length, d in luck["verdicts"].items()}
        sides = {}
        for length, side in signs.items():
            sides.setdefault(side, []).append(length)
        lines.append(f"- **The luck baseline.** Calibrated (${luck['cash']} each, ${luck['stake']} "
                     "stake), Magie's landlord-rules game ends "
                     + "; ".join(f"{side} unequal than luck at {T.join(lengths)}" for side, lengths in sides.items())
                     + (". At other stakes the comparison turns (section 5): the old baseline's $20 "
                        "and $1 was one choice among many." if len(set(luck["sides"].values())) > 1
                        else ". The comparison is the same at every stake shown (section 5)."))
    # 7. the tipping point
    lever = readings.get("lever", {})
    for key, label in (("magie", "The Landlord's Game"), ("monopoly", "Monopoly")):
        if key not in lever:
            continue
        got = lever[key]
        turned = [w for c, w in (("gini_book", "the Gini at book value"), ("gini_market", "at market value"),
                                 ("one_winner", "one-winner games"))
                  if not curve.is_monotone(got.get(c))]
        first, last = got["crossing"]["first"], got["crossing"]["last"]
        lines.append(f"- **The tipping point ({label}).** First "
                     f"crossing {'none' if first is None else f'{first:g}'}, last crossing "
                     f"{'none' if last is None else f'{last:g}'}; "
                     + (f"{T.join(turned)} turn back along the sweep." if turned
                        else "no curve turns back significantly."))
    # 8. the discount rate
    for factor, family in readings.get("discount", {}).items():
        changed = []
        for test in family.tests:
            same = headline.select(setting=test.setting, condition=test.condition, measure=test.measure,
                                   valuation="market", claim="single tax")
            if same and same[0].verdict != test.verdict:
                changed.append(f"{test.setting}, {test.condition}, {WORDS[test.measure]}: "
                               f"{T.MARKS[same[0].verdict]} → {T.MARKS[test.verdict]}")
        lines.append(f"- **The discount rate** ×{factor:g}: market-value verdicts of inequality (Gini, "
                     f"gap) that change: {len(changed)}" + (": " + "; ".join(changed[:6]) if changed else "")
                     + ".")
    # 9. pairing
    correlations = [t.correlation for t in headline.tests if t.counted and t.kind == "difference"
                    and t.correlation == t.correlation]
    if correlations:
        middle = statistics.median(correlations)
        reading = ("a change of rules soon sends the players to other spaces, so pairing removes "
                   "little of the luck here: the paired intervals are not much narrower than "
                   "unpaired ones would be" if middle < 0.3 else
                   "pairing removes that part of the luck from the differences")
        lines.append(f"- **Pairing.** Every condition plays the same seeds, and the dice are keyed to "
                     "the player and their turn, so both conditions of a pair throw the same dice for "
                     "the same player's same turn. The pairs' values are correlated by a median "
                     f"of {T.num(middle, 2)} (from {T.num(min(correlations), 2)} to "
                     f"{T.num(max(correlations), 2)}): {reading}.")
    # 10. the treasury
    steps = readings.get("decomposition", {}).get(plan.headline)
    if steps:
        whole = list(steps)[-1]
        lines.append(f"- **The Treasury's use** (section 4, {plan.headline}): the single tax's change "
                     f"of total wealth at book value, {T.show(steps[whole]['total_book'][0], 'signed_money')}, "
                     "is " + T.join([f"{T.show(v['total_book'][0], 'signed_money')} from {k.split(' (')[0]}"
                                     for k, v in list(steps.items())[:-1]]) + ".")
    # 11. Monopoly's tax base
    mono = found["monopoly"]["bases"]
    names = list(mono.conditions)
    if len(names) == 3:
        lines.append(f"- **Monopoly's tax base.** One-winner games: classic "
                     f"{T.pct(R.mean(mono, names[0], 'one_winner'))}, land value tax on site rent "
                     f"{T.pct(R.mean(mono, names[1], 'one_winner'))}, tax on all rent "
                     f"{T.pct(R.mean(mono, names[2], 'one_winner'))}; Gini at book value "
                     + ", ".join(T.num(R.mean(mono, n, 'gini_book')) for n in names) + ".")
    # 12. multiplicity
    raw = sum(1 for t in headline.tests if t.counted and t.p_value < 0.05)
    kept = sum(1 for t in headline.tests if t.counted and t.adjusted_p < 0.05)
    lines.append(f"- **Many tests.** {raw} of the headline family's counted tests have p < 0.05 "
                 f"before correction, {kept} after Holm's.")
    lines.append("")


def tally(headline) -> str:
    counts = headline.tally()
    construction = sum(1 for t in headline.tests if t.verdict == "by construction")
    events = sum(1 for t in headline.tests if t.verdict == "no events")
    return (", ".join(f"{counts.get(v, 0)} {v}" for v in ("borne out", "contradicted", "not shown either way"))
            + f" (of {sum(counts.values())} counted); {construction} by construction and {events} with "
            "no events, kept out")


# ---------------------------------------------------------------------- definitions
def definitions(found, headline, grid, lines: list[str]) -> None:
    base = found["claims"][P.Setting(found["plan"].lengths[0])]
    rates = sorted({round(float(r), 6) for r in base.games["discount"].dropna()})
    rate = T.pct(rates[0], 2) if rates else "–"
    lines += ["## What is measured", "",
              "- **Three valuations** of every player's wealth, and every comparison at all three:",
              "  - *book value* (`Game.book_values`): cash, every card at its printed price, every "
              "building at its cost, money owed to the player less money the player owes;",
              "  - *the rules' score* (LG-O1, ST-O1): as the rules count wealth at the end: $100 a "
              "card and a house; under the single tax a deed counts 0, so a switch is a levy on "
              "landholders by the score's own definition;",
              "  - *market value* (`Game.market_parts`, `landlords.experiments.valuation`): every "
              "holding at the rent it will draw for its holder under the rules then in force: the "
              "expected rent per round (from the exact landing rates of `landlords.analysis`) over "
              f"a discount rate of {rate} a round for four players. That rate is stated, not tuned: "
              "it is the rate at which the board's lots, unimproved, pay back their printed prices "
              "under the landlord rules, so the market prices the landlord rules' land as the "
              "printer did, in total. Under the single tax a deed draws its holder nothing and is "
              "worth nothing; the holder's houses still draw their rent. Section 9 shows the verdicts at half "
              "and twice the rate.",
              "- **Inequality, relative and absolute**: the Gini (0: all equal; 0.75: one of four "
              "holds everything) and the mean gap between two players in dollars; when everyone's "
              "wealth doubles the Gini stays and the gap doubles. Beside them the richest's share "
              "and the total.",
              "- **Money the bank created**: what Miscellaneous paid out after the starting cash "
              "(wages, winnings), and net of what it took back (houses, luxuries, antes, the "
              "Treasury's works).",
              "- **Outcome classes**, at each valuation (checked in this order): *capped* (the "
              "simulation's cap stopped the game), *stalled*, *one winner* (one player holds more "
              "than half of all wealth and every other ends poorer than they started), *everyone "
              "prospers* (every player ends richer than they started), *mixed* (neither).",
              "- **Intervals**: 95% percentile bootstrap intervals for means (2,000 resamples, fixed "
              "seed); the exact Clopper-Pearson interval for a share of games. Differences are "
              "paired: every condition plays the same seeds, the difference is taken game by game.",
              f"- **Tests**: a paired t-test for a difference of means, exact McNemar for a "
              f"difference of shares, an exact binomial test for a share against one half. The "
              f"headline family ({T.plural(len([t for t in headline.tests if t.counted]), 'counted test')}: "
              f"the default mix of four bots at every length and rules) is corrected by Holm's "
              f"method; the sensitivity grid ({T.plural(len([t for t in grid.tests if t.counted]), 'test')}) "
              "at a false discovery rate of 5%.",
              "- **Verdicts**, by a rule fixed in code (`landlords.experiments.claims`): *borne out* "
              "when the difference lies on the side the claim expects and its corrected test "
              "rejects no difference at 5%; *contradicted* when it lies on the other side and the "
              "test rejects; *not shown either way* otherwise; a share of games \"in most games\" "
              "against one half the same way. What follows from the rules by construction (wages "
              "paid: ST-6(d) writes the raise into the single tax; public spending: 0 by "
              "definition under the landlord rules) is marked ⊨ and kept out of the tally, as are "
              "comparisons of 0% against 0% (∅). Effect sizes (the difference over the pooled "
              "standard deviation) are in `landlords.experiments.verdicts` for every test.", ""]


CANNOT = ["## What the model cannot say", "",
          "- **No consumption, no welfare.** Wealth here is money and holdings at the end of a "
          "game; nobody eats, rests or enjoys a college. Whether anyone is better off in any "
          "sense but the count is outside the model.",
          "- **Prices are printed.** Lots, houses and rents are the rule book's numbers; no "
          "market sets them, and market value here is our capitalisation of the printed rents, "
          "not a price anyone paid.",
          "- **Four bots with fixed characters**, not people: they do not learn, plan, collude "
          "or vote for the rules (section 8 shows what other line-ups change).",
          "- **No land market beyond the game's**: auctions and offers between bots; no credit "
          "market but their loans.",
          "- **One board, one reading of the rules**: this package's decisions where the rule "
          "book is silent (`docs/rules/`), a reconstructed Chance deck, and our extensions "
          "(LG-X1, LG-X2, MO-X1), each marked.",
          "- **A verdict is about these games**: *borne out* holds for these bots, this board "
          "and these settings with the stated uncertainty; *not shown* may hold for others.", ""]


__all__ = ["CANNOT", "choices", "definitions", "lineup_rows", "sensitivity", "tally"]
