"""Sections 4 to 6: where the single tax's effect comes from, luck alone calibrated, Monopoly."""

from __future__ import annotations

from landlords.experiments import stats

from . import plan as P
from . import readings as R
from . import text as T

#: The steps of the decomposition: (what it isolates, from condition, to condition).
STEPS = (
    ("spending the landlord rules' idle Treasury (dividends)",
     "landlord rules (the Treasury keeps its money)", "landlord rules, the Treasury pays dividends"),
    ("capturing land rent (single tax, dividends, no new money)",
     "landlord rules, the Treasury pays dividends", "single tax, the Treasury pays dividends"),
    ("Magie's works and raised wages instead of dividends",
     "single tax, the Treasury pays dividends", "single tax (Magie's: works and raised wages)"),
    ("the whole of Magie's single tax",
     "landlord rules (the Treasury keeps its money)", "single tax (Magie's: works and raised wages)"),
)
DECOMPOSED = (("gini_book", "Gini (book)", "signed"), ("gini_market", "Gini (market)", "signed"),
              ("mad_book", "gap (book)", "signed_money"), ("mad_market", "gap (market)", "signed_money"),
              ("total_book", "total wealth (book)", "signed_money"),
              ("total_market", "total wealth (market)", "signed_money"),
              ("money_issued", "money the bank paid out", "signed_money"))


def decomposition(found, lines: list[str]) -> dict:
    """Section 4; returns ``{length: {step: {column: (difference, low, high)}}}``."""
    lines += ["## 4. Where the single tax's effect comes from (our extension LG-X2)", "",
              "Magie's single tax does three things at once: it takes land rent for the public "
              "(ST-2), it spends a Treasury that the landlord rules leave idle, and, once the "
              "lines are public and the colleges built, it raises wages that Miscellaneous pays "
              "out of nothing (ST-6(d)): new money. Option `treasury` (LG-X2, ours, not Magie's) "
              "lets the Treasury pay all it holds back to the players as equal dividends, under "
              "either rules, or spend it on ST-6's works under either rules. Taking the steps "
              "one at a time, on the same seeds, tells the three apart: each step below is a "
              "paired difference with its 95% interval.", ""]
    out = {}
    for setting, results in found["decomposition"].items():
        lines += [f"### {setting.length}", ""]
        rows = []
        for condition in results.conditions:
            rows.append([condition] + [T.num(R.mean(results, condition, c)) if kind == "signed"
                                       else T.money(R.mean(results, condition, c))
                                       for c, _, kind in DECOMPOSED]
                        + [T.num(R.mean(results, condition, "rounds"), 1)])
        lines += T.table(["condition"] + [label for _, label, _ in DECOMPOSED] + ["rounds"], rows)
        lines.append("")
        steps = {}
        rows = []
        for label, start, end in STEPS:
            cells = [label]
            steps[label] = {}
            for column, _, kind in DECOMPOSED:
                a, b = R.paired(results, end, start, column)
                diff = stats.paired_difference(a, b)
                steps[label][column] = diff
                cells.append(T.interval(*diff, kind))
            rows.append(cells)
        lines += T.table(["step"] + [label for _, label, _ in DECOMPOSED], rows)
        lines += ["", _shares_sentence(steps), ""]
        out[setting.length] = steps
    return out


def _shares_sentence(steps: dict) -> str:
    whole = steps[STEPS[-1][0]]
    parts = []
    for column, words in (("gini_book", "the Gini at book value"), ("total_book", "total wealth at book value")):
        total = whole[column][0]
        if not total:
            continue
        pieces = [f"{T.pct(steps[label][column][0] / total)} from {label.split(' (')[0]}"
                  for label, _, _ in STEPS[:-1]]
        parts.append(f"Of the change in {words} ({T.show(total, 'signed' if 'gini' in column else 'signed_money')}), "
                     + T.join(pieces) + ".")
    return " ".join(parts) + (" (Shares of a sum of paired means; a share above 100% or below 0 "
                              "means the steps pull in opposite directions.)" if parts else "")


# ---------------------------------------------------------------------- luck alone
def luck(found, lines: list[str]) -> dict:
    """Section 5; returns what the choices section quotes."""
    from landlords.analysis import exchange_gini_by_round, exchange_stationary_gini

    luck = found["luck"]
    cal = luck["calibration"]
    cash, stake = cal["starting_cash"], cal["stake"]
    head = luck["headline_calibration"]
    lines += ["## 5. Luck alone, calibrated to the board game's money", "",
              "`random-exchange` is the no-land baseline (Dragulescu and Yakovenko 2000): each "
              "turn chance picks a payer and a payee and the stake passes between them. Its "
              "inequality is a free parameter: it depends on the starting cash in units of the "
              "stake and on the length. So both are set from the board game's own money, not "
              f"chosen: each player starts with the Landlord's Game's cash (${cash:,}) and the "
              f"stake is the mean a player pays the other players per round under the landlord "
              f"rules (rents, fares, prices, loans) at Magie's end: "
              f"${cal['per_player_round']:.2f}, rounded to **${stake}** (at "
              f"{found['plan'].headline}: ${head['per_player_round']:.2f}). Magie's games are "
              f"compared with luck at the same number of rounds (for Magie's end, its median "
              f"length, {cal['median_rounds']} rounds). The exact columns come from the Markov "
              "chain of the exchange (`landlords.analysis`): the expected Gini at that length "
              "where the chain is small enough to evolve, and the stationary law's, which the "
              "game tends to in the long run.", ""]
    rows, verdicts = [], {}
    for length, rounds in luck["lengths"].items():
        setting = P.Setting(length)
        magie = found["claims"].get(setting)
        runs = luck["runs"][length]
        name = f"stake ${stake}"
        luck_gini = R.by_seed(runs, name, "gini_book").to_numpy()
        exact = _exact(exchange_gini_by_round, 4, cash, stake, rounds)
        stationary = exchange_stationary_gini(P.BASE_PLAYERS, cash, stake)
        cells = [f"{length} ({rounds} rounds)" if length == "Magie's end" else length]
        if magie is not None:
            for column in ("gini_book", "gini_score", "gini_market"):
                cells.append(T.num(R.mean(magie, "landlord rules", column)))
            diff = stats.independent_difference(R.by_seed(magie, "landlord rules", "gini_book").to_numpy(),
                                                luck_gini)
        else:
            cells += ["–"] * 3
            diff = (float("nan"),) * 3
        mean, low, high = stats.mean_interval(luck_gini)
        cells += [T.interval(mean, low, high), T.num(exact), T.num(stationary), T.interval(*diff, "signed")]
        verdicts[length] = diff
        rows.append(cells)
    lines += T.table(["length", "Magie, landlord rules: Gini (book)", "(score)", "(market)",
                      f"luck, ${cash} and ${stake}: Gini (simulated)", "exact at that length",
                      "stationary (exact)", "Magie minus luck (book)"], rows)
    lines += ["", "A positive last column: Magie's game ends *more* unequal than luck alone at that "
              "length; negative: less. (Luck alone has only cash, so its three valuations are "
              "one; the difference is unpaired: two rule sets do not share their dice.)", ""]
    table, sides = _stake_table(found, luck, cash)
    lines += table
    return {"verdicts": verdicts, "stake": stake, "cash": cash, "sides": sides}


def _exact(function, players, cash, stake, rounds):
    try:
        return function(players, cash, stake, rounds=rounds)[-1]
    except ValueError:
        return float("nan")                           # the chain is too large to evolve


def _stake_table(found, luck, cash) -> list[str]:
    from landlords.analysis import exchange_gini_by_round, exchange_stationary_gini

    length = "Magie's end"
    rounds = luck["lengths"][length]
    runs = luck["runs"][length]
    magie = found["claims"][P.Setting(length)]
    magie_gini = R.by_seed(magie, "landlord rules", "gini_book").to_numpy()
    rows, sides = [], {}
    for condition in runs.conditions:
        values = R.by_seed(runs, condition, "gini_book").to_numpy()
        spec = found["luck"]["runs"][length].conditions[condition]
        c, k = spec["starting_cash"], spec["stake"]
        exact = _exact(exchange_gini_by_round, P.BASE_PLAYERS, c, k, rounds)
        diff = stats.independent_difference(magie_gini, values)
        side = "more unequal" if diff[1] > 0 else "less unequal" if diff[2] < 0 else "neither"
        sides[condition] = side
        rows.append([f"${c} each, ${k} stake", T.interval(*stats.mean_interval(values)), T.num(exact),
                     T.num(exchange_stationary_gini(P.BASE_PLAYERS, c, k)), T.interval(*diff, "signed"),
                     side])
    return ([f"**How the baseline depends on its stake** ({rounds} rounds, Magie's median length; "
             f"Magie's game at book value: {T.num(float(magie_gini.mean()))}):", ""]
            + T.table(["luck alone", "Gini (simulated)", "exact at that length", "stationary (exact)",
                       "Magie minus luck", "Magie's game is"], rows)
            + ["", "The verdict \"Magie's game ends less unequal than luck alone\" is a statement "
               "about the stake and the cash as much as about the game: read down the last "
               "column.", ""], sides)


# ---------------------------------------------------------------------- Monopoly
def monopoly(found, lines: list[str]) -> None:
    results = found["monopoly"]["bases"]
    lines += ["## 6. Monopoly, with and without a land value tax", "",
              "Classic Monopoly played to its end (the last player left, or MO-18's time limit of "
              "300 rounds), beside two taxes of ours (MO-V3 at share 1): the **land value tax**, "
              "which takes the site rent of a street (its unimproved rent, doubled for a whole "
              "colour group) and leaves house and hotel rent, fares and utility charges to the "
              "owner; and, for contrast, **a tax on all rent**, improvements included (the "
              "package's rule before rules version 3), which neither George nor Magie proposed. "
              "The treasury pays what it takes back as equal dividends. Wages (Go salaries) are "
              "also given per round, as games that last longer pay more of them.", ""]
    rows = []
    for condition in results.conditions:
        ends = R.part(results.games, condition)["termination"].value_counts().sort_index()
        rows.append([condition]
                    + [T.num(R.mean(results, condition, f"gini_{v}")) for v in ("book", "score", "market")]
                    + [T.interval(*stats.rate_interval(int(R.by_seed(results, condition, "one_winner").sum()),
                                                       len(R.by_seed(results, condition, "one_winner"))), "pct"),
                       T.pct(R.mean(results, condition, "everyone_prospers")),
                       T.num(R.mean(results, condition, "rounds"), 1),
                       T.money(R.per_round(results, condition, "wages_paid")),
                       ", ".join(f"{k} {v}" for k, v in ends.items())])
    lines += T.table(["condition", "Gini (book)", "(score)", "(market)", "one winner",
                      "everyone prospers", "rounds", "wages per round", "how games ended"], rows)
    lines.append("")


__all__ = ["decomposition", "luck", "monopoly"]
