"""Lesson 3's answer key: run in the lesson's kernel after every prediction is revealed
(``scripts/make_answer_key.py``); reads the lesson's own runs."""


def signed(dollars):
    sign = "+" if dollars >= 0 else "\u2212"
    return f"{sign}${abs(dollars):,.0f}"


def answer_key():
    kept, switched = games().values()
    chosen, effects = example(), branches()
    shares = lessons.more_equal_count(effects, lessons.VALUATION)
    before, after = lessons.wealth_of(kept), lessons.wealth_of(switched)
    change = {player: after[player] - before[player] for player in before}
    most, least = max(change, key=change.get), min(change, key=change.get)
    kept_reasons = set(lessons.money_flows(kept)["reason"])
    switched_reasons = set(lessons.money_flows(switched)["reason"])
    only_switched = ", ".join(f"\u201c{r}\u201d" for r in sorted(switched_reasons - kept_reasons)) or "none"
    only_kept = ", ".join(f"\u201c{r}\u201d" for r in sorted(kept_reasons - switched_reasons)) or "none"
    return [
        {"answer": f"Only in the single-tax future: {only_switched}; only in the landlord future: {only_kept}. "
                   "Under the single tax the Treasury receives the land rent and spends it (public works, "
                   "higher wages), so new kinds of payment appear.",
         "expect": "That land rent disappears under the single tax: it is still paid, to the Treasury."},
        {"answer": f"At market value {most} (the {kept.bot_names[most]}) gained most ({signed(change[most])}) "
                   f"and {least} (the {kept.bot_names[least]}) came off worst ({signed(change[least])}); they "
                   "are bots with fixed characters (the lesson's list of bots says what each does).",
         "expect": "Answers from the boards' wealth column, which is the rules' score, not market value."},
        {"answer": "The same dice wherever both futures ask for the same throw: the difference between them comes "
                   "from the rules, not from different luck.",
         "expect": "That the two futures are identical apart from the tax: once the players move differently "
                   "the dice fall on different situations."},
        {"answer": f"Many games, each switched and kept: here the switch made the game more equal at market value "
                   f"{lessons.rate_words(*shares)} (seeds 1 to {lessons.GAMES}); the game shown is the middle one "
                   f"(seed {chosen['seed']}).",
         "expect": "That one pair of futures shows what the single tax does in general."},
        {"answer": "Possibly: later there is more land owned and more built, so the switch changes more. To find "
                   "out, branch many games at several turns and compare the effects (the Replay app branches at "
                   "any turn).",
         "expect": "Guessing without a way to test it."},
    ]
