"""Lesson 5's answer key: run in the lesson's kernel after every prediction is revealed
(``scripts/make_answer_key.py``); reads the lesson's own runs."""


def answer_key():
    land, luck, median_rounds = runs()
    cal = money()
    same = lessons.unpaired_difference(land, "land, own end", luck, "luck alone, same length", GINI)
    longer = lessons.unpaired_difference(land, "land, long", luck, "luck alone, long", GINI)
    land_longer = land.compare("land, own end", [GINI]).iloc[0]
    luck_longer = luck.compare("luck alone, same length", [GINI]).iloc[0]
    prospers = lessons.interval(luck, "luck alone, same length", "everyone_prospers")
    return [
        {"answer": f"Over {median_rounds} rounds (Magie's median end), with four players starting with "
                   f"${cal['starting_cash']:,} and luck passing a ${cal['stake']} stake, Magie's game minus luck "
                   f"alone is {between(*same, signed=True)} in the Gini at market value: "
                   f"{lessons.verdict_words(*same[1:])}. Over {lessons.LONG_ROUNDS} rounds: "
                   f"{between(*longer, signed=True)}.",
         "expect": "An answer from one game, or from whether two intervals overlap."},
        {"answer": f"Both grow more unequal when longer: Magie's game by "
                   f"{between(land_longer['difference'], land_longer['low'], land_longer['high'], signed=True)}, "
                   f"luck alone by {between(luck_longer['difference'], luck_longer['low'], luck_longer['high'], signed=True)}. "
                   "It is paired because the longer and the shorter games of one rule set use the same seeds, "
                   "so the same dice start each pair.",
         "expect": "That only land makes inequality grow with time: luck alone spreads wealth too."},
        {"answer": f"Luck alone only moves money between players: no one is paid from outside, so for one to gain "
                   f"another must lose (everyone prospers in {prospers[0]:.0%} of its games). In Magie's game "
                   "wages come from the bank, new money every round.",
         "expect": "\"Bad luck\": it is arithmetic, not luck: total wealth is constant."},
        {"answer": "Inequality grows with time in both games, and more players or other cash change the scale of "
                   "the transfers, so any difference of length, players or cash would be counted as a difference "
                   "between land and luck.",
         "expect": "That a longer game is simply \"more data\"."},
        {"answer": "No. Two intervals can overlap while the difference is clear: the interval of the difference "
                   "is narrower than the two half-widths added (the lesson shows both). Look at the interval of "
                   "the difference, paired where the same seeds are used.",
         "expect": "The overlap rule (\"they overlap, so no difference\"): it is too strict."},
        {"answer": f"The lesson's choice: the stake a player actually pays the others per round in Magie's game "
                   f"(${cal['per_player_round']:.2f}, rounded to ${cal['stake']}), at her starting cash. The stake "
                   "table shows the verdict turning at larger stakes, so whichever stake is chosen must be said "
                   "and argued.",
         "expect": "Choosing the stake that gives the answer one likes: the choice must be made before looking."},
        {"answer": "Any well-argued answer: results that hold at every stake and valuation shown (e.g. that both "
                   "games grow more unequal with time) are safer than those that turn with a setting. Bots follow "
                   "fixed rules; people bargain, learn and cooperate.",
         "expect": "Trusting the most striking number."},
    ]
