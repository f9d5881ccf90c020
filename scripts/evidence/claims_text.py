"""Sections 1 to 3: each of Magie's claims, quoted whole, where she made it, and its verdicts."""

from __future__ import annotations

from landlords.experiments.claims import QUOTES, WHERE
from landlords.experiments.valuation import VALUATIONS

from . import readings as R
from . import text as T

VALUATION_HEAD = {"book": "book", "score": "score", "market": "market"}


def _rules(setting) -> str:
    return "advanced" if setting.advanced else "ordinary"


def _base_settings(found) -> list:
    return [s for s in found["claims"] if s.is_base]


def _find(family, **where):
    found = family.select(**where)
    return found[0] if found else None


def claim_one(found, headline, lines: list[str]) -> None:
    text, section = QUOTES["one owner"]
    lines += ["## 1. Under the landlord rules one player comes to own the board", ""]
    lines += T.quote(text, section)
    lines += [f"Where the rule book says it holds: {WHERE['one owner']}. So the claim is "
              f"measured at every length of the plan, under the ordinary rules and under the "
              f"advanced rules (LG-A1 to LG-A3), with the landlord rules in force throughout. A "
              f"game of Magie's own end (LG-19) lasts about one session; two or three sessions "
              f"are some 60 to 100 rounds.", ""]
    rows = []
    for setting in _base_settings(found):
        results = found["claims"][setting]
        cond = "landlord rules"
        cells = [setting.length, _rules(setting)]
        for valuation in VALUATIONS:
            cells.append(T.test_cell(_find(headline, setting=setting.label, claim="one owner",
                                           measure="one winner", valuation=valuation), "pct"))
        cells.append(T.test_cell(_find(headline, setting=setting.label, claim="one owner",
                                       measure="owns every lot"), "pct"))
        for column in ("gini_book", "gini_market", "land_hhi", "top_share_book"):
            cells.append(T.num(R.mean(results, cond, column)))
        cells.append(T.pct(R.by_seed(results, cond, "majority_turn").notna().mean()))
        cells.append(T.num(R.mean(results, cond, "rounds"), 1))
        rows.append(cells)
    lines += T.table(["length", "rules", "one winner (book)", "one winner (score)",
                      "one winner (market)", "one player holds every lot", "Gini (book)",
                      "Gini (market)", "land HHI", "richest's share (book)",
                      "one player ever held over half (book)", "rounds"], rows)
    lines += ["", f"Each share with its exact 95% interval and its verdict ({T.LEGEND}): the claim "
              "that it happens in most games, tested against one half.", ""]
    lines += _trend_sentence(found)


def _trend_sentence(found) -> list[str]:
    parts = []
    for advanced in (False, True):
        settings = [s for s in _base_settings(found) if s.advanced == advanced]
        if len(settings) < 2:
            continue
        ginis = [R.mean(found["claims"][s], "landlord rules", "gini_book") for s in settings]
        hhi = [R.mean(found["claims"][s], "landlord rules", "land_hhi") for s in settings]
        rising = all(b >= a for a, b in zip(ginis, ginis[1:]))
        trend = "rises at every step" if rising else "does not rise at every step"
        rules = "advanced" if advanced else "ordinary"
        parts.append(f"Under the {rules} rules the Gini at book value {trend} of length "
                     f"({', '.join(T.num(g) for g in ginis)} from {settings[0].length} to "
                     f"{settings[-1].length}) and land concentration (HHI) goes from "
                     f"{T.num(hhi[0])} to {T.num(hhi[-1])}.")
    return [" ".join(parts), ""] if parts else []


def claim_monarch(found, headline, lines: list[str]) -> None:
    text, section = QUOTES["monarch"]
    lines += ["## 2. The land monopolist is monarch of the world; the remedy is the single tax", ""]
    lines += T.quote(text, section)
    lines += ["Scenario LG-M1: the first player named is given all 22 lots, everyone starts "
              "with $100 and the landlord never receives wages; played under the landlord "
              "rules and, the remedy, under the single tax from the start, the same seeds. "
              "\"Monarch\" is read as: the landlord ends the richest player.", ""]
    rows = []
    for setting in _base_settings(found):
        cells = [setting.length, _rules(setting)]
        for valuation in VALUATIONS:
            cells.append(T.test_cell(_find(headline, setting=setting.label, claim="monarch",
                                           measure="monarch richest", valuation=valuation), "pct"))
        for valuation in VALUATIONS:
            cells.append(T.test_cell(_find(headline, setting=setting.label, claim="monarch",
                                           measure="richest", valuation=valuation), "points"))
        for valuation in ("book", "market"):
            cells.append(T.test_cell(_find(headline, setting=setting.label, claim="monarch",
                                           measure="gini", valuation=valuation), "signed"))
        cells.append(T.test_cell(_find(headline, setting=setting.label, claim="monarch",
                                       measure="mad", valuation="market"), "signed_money"))
        rows.append(cells)
    lines += T.table(["length", "rules", "monarch richest (book)", "(score)", "(market)",
                      "the remedy: change in his chance (book)", "(score)", "(market)",
                      "the remedy: Gini (book)", "Gini (market)", "gap between two players (market)"],
                     rows)
    lines += ["", f"Shares with their exact interval, changes paired by seed ({T.LEGEND}).", ""]


MEASURE_WORDS = {"gini": "Gini", "mad": "gap between two players", "everyone_prospers":
                 "everyone prospers", "below_start": "players poorer than they began"}
KINDS = {"gini": "signed", "mad": "signed_money", "everyone_prospers": "points",
         "below_start": "signed", "wages_paid": "signed_money", "public_spending": "signed_money"}


def claim_single_tax(found, headline, lines: list[str]) -> None:
    text, section = QUOTES["single tax"]
    lines += ["## 3. The single tax benefits everyone, by equalising opportunity and raising wages", ""]
    lines += T.quote(text, section)
    lines += [f"Where the rule book says it holds: {WHERE['single tax']}. Each condition is "
              "compared with the landlord rules on the same seeds, game by game. At a fixed "
              "length both end at the same round; Magie's own end (LG-19) comes at a different "
              "round under each (rounds below), so it is reported beside the fixed lengths, not "
              "in their place. \"Equalising opportunity\" is not measured directly: the Gini "
              "(relative) and the gap between two players in dollars (absolute) measure how "
              "equal the outcomes are.", ""]
    for condition in ("single tax", "single tax from turn 10"):
        lines += [f"### {condition[0].upper()}{condition[1:]} against the landlord rules", ""]
        for group, measures in (("How equal", ("gini", "mad")),
                                ("Who prospers", ("everyone_prospers", "below_start"))):
            header = ["length", "rules"]
            for measure in measures:
                header += [f"{MEASURE_WORDS[measure]} ({VALUATION_HEAD[v]})" for v in VALUATIONS]
            rows = []
            for setting in _base_settings(found):
                cells = [setting.length, _rules(setting)]
                for measure in measures:
                    for valuation in VALUATIONS:
                        cells.append(T.test_cell(_find(headline, setting=setting.label,
                                                       claim="single tax", condition=condition,
                                                       measure=measure, valuation=valuation),
                                                 KINDS[measure]))
                rows.append(cells)
            lines += [f"**{group}** (difference, condition minus landlord rules):", ""]
            lines += T.table(header, rows)
            lines.append("")
        lines += _money_table(found, headline, condition)
    lines += [f"Marks: {T.LEGEND}. A lower Gini or gap, a higher share of games in which "
              "everyone prospers and fewer players poorer than they began are what the claim "
              "expects.", ""]
    lines += _effects_table(found, headline)


def _effects_table(found, headline) -> list[str]:
    """Effect sizes: each difference over the pooled standard deviation of the two conditions."""
    rows = []
    for setting in _base_settings(found):
        cells = [setting.length, _rules(setting)]
        for condition in ("single tax", "single tax from turn 10"):
            for measure in ("gini", "mad"):
                sizes = []
                for valuation in VALUATIONS:
                    test = _find(headline, setting=setting.label, claim="single tax", condition=condition,
                                 measure=measure, valuation=valuation)
                    sizes.append(T.signed(test.effect, 2) if test else "–")
                cells.append(" / ".join(sizes))
        rows.append(cells)
    return (["**Effect sizes** (the difference over the pooled standard deviation of the two "
             "conditions, book / score / market; about 0.2 is small, 0.8 large):", ""]
            + T.table(["length", "rules", "single tax: Gini", "single tax: gap",
                       "from turn 10: Gini", "from turn 10: gap"], rows) + [""])


def _money_table(found, headline, condition) -> list[str]:
    rows = []
    for setting in _base_settings(found):
        results = found["claims"][setting]
        cells = [setting.length, _rules(setting)]
        for column in ("wages_paid", "public_spending"):
            cells.append(T.test_cell(_find(headline, setting=setting.label, claim="single tax",
                                           condition=condition, measure=column), "signed_money"))
        for column in ("money_issued", "money_created", "total_book"):
            a, b = R.paired(results, condition, "landlord rules", column)
            cells.append(T.signed_money(float((a - b).mean())))
        levy_score, levy_market = (R.mean(results, condition, c) for c in ("levy_score", "levy_market"))
        cells.append(f"{T.money(levy_score)} / {T.money(levy_market)}" if T.finite(levy_score) else "–")
        cells.append(f"{T.num(R.mean(results, 'landlord rules', 'rounds'), 1)} / "
                     f"{T.num(R.mean(results, condition, 'rounds'), 1)}")
        rows.append(cells)
    return (["**Money** (difference per game; wages and public spending follow from the rules by "
             "construction, ⊨, and are kept out of the tally):", ""]
            + T.table(["length", "rules", "wages paid", "public spending",
                       "money the bank paid out", "net new money", "total wealth (book)",
                       "levy at the switch (score / market)", "rounds (landlord / this)"], rows)
            + [""])


__all__ = ["claim_monarch", "claim_one", "claim_single_tax"]
