"""Write docs/evidence.md: Magie's claims, where she made them, beside what many games show.

Run:  python scripts/make_evidence.py [--games 400] [--grid-games 200] [--workers 2]
                                       [--scheduler tcp://...] [--out docs/evidence.md]

Every number in the document comes from the experiments this script runs (fixed seeds,
fixed bootstrap seeds), so running it again writes the same file, whatever runs the games
(local processes or a Dask cluster); nothing in it is typed by hand except the quotations,
the definitions and the sentences that frame the numbers.  A verdict is chosen by a rule
fixed in code (``landlords.experiments.claims``), never written to fit.  What is run is
``scripts/evidence/plan.py``: the only place that names the rule sets.  ``--quick`` runs a
small plan with every section (for tests; its numbers mean nothing).
"""

from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from evidence import plan as P  # noqa: E402
from evidence import readings as R  # noqa: E402
from evidence import text as T  # noqa: E402
from evidence.claims_text import claim_monarch, claim_one, claim_single_tax  # noqa: E402
from evidence.curve_text import lever  # noqa: E402
from evidence.families import build, discount_family  # noqa: E402
from evidence.money_text import decomposition, luck, monopoly  # noqa: E402
from evidence.overview_text import CANNOT, choices, definitions, sensitivity, tally  # noqa: E402
from evidence.runs import run_all  # noqa: E402

from landlords.api import describe_bots  # noqa: E402
from landlords.engine.registry import find_rules  # noqa: E402
from landlords.experiments.claims import (  # noqa: E402
    verdict,
    verdict_of_difference,
    verdict_of_rate,
    verdict_of_share,
)
from landlords.experiments.curve import is_monotone  # noqa: E402
from landlords.experiments.valuation import VALUATION_WORDS  # noqa: E402

__all__ = ["document", "main", "run_all", "verdict", "verdict_of_difference", "verdict_of_rate",
           "verdict_of_share"]


def _lineup() -> str:
    rule_set = find_rules(P.MAGIE)
    described = describe_bots(P.MAGIE)
    names = list(dict.fromkeys(rule_set.default_lineup))
    return "; ".join(f"`{name}` ({described[name].rstrip('.')})" for name in names)


def _find(family, **where):
    found = family.select(**where)
    return found[0] if found else None


def _in_short(found, headline, readings, lines: list[str]) -> None:
    plan = found["plan"]
    head = P.Setting(plan.headline)
    items = []
    # claim 1
    ones = []
    for setting in [s for s in found["claims"] if s.is_base]:
        test = _find(headline, setting=setting.label, claim="one owner", measure="one winner",
                     valuation="book")
        ones.append(f"{setting.length}{' (advanced)' if setting.advanced else ''} {T.pct(test.estimate)}")
    items.append("- **One owner of the board?** Under the landlord rules, the share of games with one "
                 "winner and everyone else poorer (at book value): " + ", ".join(ones) + ". Magie "
                 "said it takes two or three sessions under the ordinary rules and less under the "
                 "advanced ones; section 1 gives every length at all three valuations and the "
                 "literal test (one player holds every lot).")
    # claim 2
    monarch = []
    for valuation in ("book", "score", "market"):
        ruled = _find(headline, setting=head.label, claim="monarch", measure="monarch richest",
                      valuation=valuation)
        remedy = _find(headline, setting=head.label, claim="monarch", measure="richest", valuation=valuation)
        if ruled and remedy:
            monarch.append(f"{VALUATION_WORDS[valuation]}: {T.pct(ruled.estimate)} of games under the landlord rules, "
                           f"{T.show(remedy.estimate, 'points')} under the single tax "
                           f"({remedy.verdict})")
    items.append(f"- **The monarch of the world** (LG-M1, {plan.headline}): the landlord ends richest "
                 + "; ".join(monarch) + ".")
    # claim 3
    parts = []
    for valuation in ("book", "score", "market"):
        g = _find(headline, setting=head.label, claim="single tax", condition="single tax from turn 10",
                  measure="gini", valuation=valuation)
        m = _find(headline, setting=head.label, claim="single tax", condition="single tax from turn 10",
                  measure="mad", valuation=valuation)
        if g and m:
            parts.append(f"{valuation}: Gini {T.interval(g.estimate, g.low, g.high, 'signed')} "
                         f"({g.verdict}), gap between two players "
                         f"{T.interval(m.estimate, m.low, m.high, 'signed_money')} ({m.verdict})")
    tests = [t for v in ("book", "score", "market") for t in
             (_find(headline, setting=head.label, claim="single tax", condition="single tax from turn 10",
                    measure=m, valuation=v) for m in ("gini", "mad")) if t]
    gini_verdicts = {t.verdict for t in tests if t.measure == "gini"}
    split = {t.valuation: t.verdict for t in tests if t.measure == "gini"} != \
            {t.valuation: t.verdict for t in tests if t.measure == "mad"}
    remarks = []
    if len(gini_verdicts) > 1:
        remarks.append("the valuation changes the Gini's verdict")
    if split:
        remarks.append("relative and absolute inequality do not get the same verdicts")
    items.append(f"- **The single tax from turn 10, {plan.headline}**, against the landlord rules: "
                 + "; ".join(parts) + "." + (f" Here {T.join(remarks)} (section 9)." if remarks else ""))
    steps = readings.get("decomposition", {}).get(plan.headline)
    if steps:
        names = list(steps)
        items.append(f"- **Where it comes from** ({plan.headline}, section 4): of the single tax's change "
                     f"in total wealth at book value ({T.show(steps[names[-1]]['total_book'][0], 'signed_money')}), "
                     + T.join([f"{T.show(steps[k]['total_book'][0], 'signed_money')} from "
                               f"{k.split(' (')[0]}" for k in names[:-1]])
                     + "; the bank paid out "
                     + T.show(steps[names[-1]]["money_issued"][0], "signed_money")
                     + " a game more under her single tax than under the landlord rules (ST-6(d)'s "
                     "raised wages come from Miscellaneous).")
    luck_read = readings.get("luck")
    if luck_read:
        d = luck_read["verdicts"].get("Magie's end")
        if d:
            side = "more" if d[1] > 0 else "less" if d[2] < 0 else "neither more nor less"
            items.append(f"- **Luck alone**, calibrated to the board game's money (${luck_read['cash']} "
                         f"each, a ${luck_read['stake']} stake): at Magie's end her landlord rules "
                         f"leave players {side} unequal than luck (Gini difference "
                         f"{T.interval(*d, 'signed')}); "
                         + ("at other stakes the comparison turns" if len(set(luck_read["sides"].values())) > 1
                            else "it is the same at every stake shown") + " (section 5).")
    mono = found["monopoly"]["bases"]
    names = list(mono.conditions)
    shares = [T.pct(R.mean(mono, name, "one_winner")) for name in names]
    rates = [R.mean(mono, name, "one_winner") for name in names]
    gap = (" The two taxes differ only in what the second takes besides the site rent: the rent "
           "of houses, hotels, railroads and utilities." if len(rates) == 3 and rates[1] - rates[2] > 0.5
           else "")
    items.append("- **Monopoly**, played to its end (section 6): one winner and everyone else poorer in "
                 + T.join([f"{share} of games under {name}" for share, name in zip(shares, names)])
                 + "." + gap)
    curve = readings.get("lever", {}).get("magie")
    if curve:
        turned = curve.get("gini_book")
        items.append(f"- **The lever** (land-tax share, {plan.headline}): the Gini at book value "
                     + ("turns back along the sweep: it is not monotone in the share, and a first "
                        "crossing would mislead" if not is_monotone(turned) else
                        "falls with the share within the noise")
                     + " (section 7).")
    items.append(f"- **The tally** of the headline family (Holm-corrected): {tally(headline)}.")
    lines += ["## In short", ""] + items + [""]


def document(found: dict) -> str:
    plan = found["plan"]
    headline, grid = build(found)
    readings: dict = {}
    body: list[str] = []
    definitions(found, headline, grid, body)
    claim_one(found, headline, body)
    claim_monarch(found, headline, body)
    claim_single_tax(found, headline, body)
    readings["decomposition"] = decomposition(found, body)
    readings["luck"] = luck(found, body)
    monopoly(found, body)
    readings["lever"] = lever(found, body)
    readings["robust"] = sensitivity(found, grid, body)
    readings["discount"] = {factor: discount_family(found, factor) for factor in P.DISCOUNT_FACTORS}
    choices(found, headline, grid, readings, body)
    body += CANNOT
    lines = ["# Evidence: Magie's claims against many games", "",
             "<!-- generated by scripts/make_evidence.py; edit the script, not this file -->", "",
             f"Games of bots, seeds 1 to {plan.games:,} in every condition of the base setting (the "
             f"default mix of {P.BASE_PLAYERS} bots) and 1 to {plan.grid_games:,} in the other "
             f"settings of the grid, the same seeds in every condition of a setting; "
             f"{found['games_played']:,} games in all. The bots of The Landlord's Game are its "
             f"rule set's default line-up: {_lineup()}. Nothing in the rules or the bots was tuned "
             "toward or away from Magie's conclusions; the verdicts follow rules fixed in code and "
             "stated below.", ""]
    _in_short(found, headline, readings, lines)
    return "\n".join(lines + body)


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=P.Plan.games,
                        help=f"games per condition in the base setting (default {P.Plan.games})")
    parser.add_argument("--grid-games", type=int, default=P.Plan.grid_games,
                        help=f"games per condition elsewhere in the grid (default {P.Plan.grid_games})")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--scheduler", help="a Dask scheduler's address (instead of local processes)")
    parser.add_argument("--quick", action="store_true", help="a small plan with every section (tests)")
    parser.add_argument("--out", default=os.path.join(os.path.dirname(__file__), "..", "docs",
                                                      "evidence.md"))
    parser.add_argument("--keep-runs", metavar="PATH",
                        help="also pickle every experiment's results to PATH (to read them again)")
    args = parser.parse_args(argv)
    plan = P.QUICK if args.quick else P.Plan(games=args.games, grid_games=args.grid_games)
    start = time.perf_counter()
    found = run_all(plan, workers=args.workers, scheduler=args.scheduler)
    if args.keep_runs:
        import pickle
        with open(args.keep_runs, "wb") as handle:
            pickle.dump(found, handle)
    text = document(found)
    with open(args.out, "w", encoding="utf-8") as handle:
        handle.write(text)
    print(f"wrote {os.path.normpath(args.out)}: {found['games_played']:,} games in "
          f"{time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
