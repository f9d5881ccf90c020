"""Lesson 6's answer key: run in the lesson's kernel after every prediction is revealed
(``scripts/make_answer_key.py``); reads the lesson's own sweep."""


def answer_key():
    found = reading()
    lever = lessons.lever_reading(sweep(), "gini_market")
    turn = lever["reversal"]
    table = lever_table()
    wages = ", ".join(f"{row['share taxed']}: {row['wages paid']}" for _, row in table.iterrows())
    if turn is None:
        steady = "The Gini at market value does not rise anywhere along the lever."
    else:
        steady = (f"No: the Gini at market value falls to {lever['turn_from'][1]:.3f} at share "
                  f"{lever['turn_from'][0]:g} and rises to {lever['turn_to'][1]:.3f} at share "
                  f"{lever['turn_to'][0]:g} ({turn['difference']:+.3f}, 95% interval {turn['low']:+.3f} to "
                  f"{turn['high']:+.3f}). " + lever_words().split(". ")[-1])
    def crossing_words(found, words):
        first, last = found["crossings"]["first"], found["crossings"]["last"]
        if first is None:
            return f"{words}, no share swept brings the mixed games below one in ten"
        if first == last:
            return f"{words}, the mixed games fall below one in ten at share {first:g} and stay below"
        stays = f"stay below only from share {last:g}" if last is not None else "do not stay below at any share"
        return f"{words}, they first fall below one in ten at share {first:g} but come back above it and {stays}"

    back = (crossing_words(found, "At market value") + "; "
            + crossing_words(reading(BESIDE), "by the rules' score") + ".")
    return [
        {"answer": steady,
         "expect": "\"More tax, more equal\": the curve is not a straight line; look at who holds the land at "
                   "each share."},
        {"answer": "So that the answer cannot be chosen after seeing the games: with many possible definitions "
                   "(one winner, mixed, the Gini, a level of 5% or 10%) one of them will show a tipping point "
                   "by chance. The definition here (mixed games below one in ten) was fixed in the code before "
                   "any game was played.",
         "expect": "That fixing it first is a formality."},
        {"answer": back + " A first dip followed by a return above the line is not a tipping point: the "
                   "legislator should hear where the curve stays below, and how sure that is.",
         "expect": "Reporting the first share below the line as the tipping point."},
        {"answer": f"Mean wages paid per game by share: {wages}. The more land rent goes to the Treasury, the "
                   "more it spends, and under Magie's rules part of what it spends raises the wages the bank "
                   "pays: new money from the bank, not a transfer from landowners alone (by construction of "
                   "the rules).",
         "expect": "That the wages come out of the landowners' pockets one for one."},
        {"answer": "Any share argued from the table with its intervals: where the Gini is lowest, where mixed "
                   "games stay rare, and what is uncertain (neighbouring shares often overlap; the bots are not "
                   "people).",
         "expect": "A single share stated without its uncertainty."},
        {"answer": "More games (narrower intervals), more shares near where the curve crosses or turns (the "
                   "lesson suggests where), and other lengths and line-ups of players, since the length and the "
                   "line-up can change the verdict (docs/evidence.md, section 8).",
         "expect": "Only \"more games\": more games do not tell what happens between the shares swept."},
    ]
