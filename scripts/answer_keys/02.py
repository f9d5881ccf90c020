"""Lesson 2's answer key: run in the lesson's kernel after every prediction is revealed
(``scripts/make_answer_key.py``); reads the lesson's own runs."""


def answer_key():
    results = monarch()
    taxed = {v: lessons.first_seat_richest_count(results, "reform", v) for v in VALUATIONS}
    mean = {v: lessons.first_seat_mean_wealth(results, "reform", v) for v in VALUATIONS}
    kept = {v: lessons.first_seat_mean_wealth(results, "landlord rules", v) for v in VALUATIONS}
    return [
        {"answer": f"The landlord holds every lot, so every landing pays rent to the landlord: under the landlord "
                   f"rules the landlord ended richest {landlord_richest_words()} at market value.",
         "expect": "That the landlord was lucky with the dice: the rent comes whatever the dice do."},
        {"answer": "Mostly rent: the tenants' wages come in each round and go out again as rent to the landlord.",
         "expect": "That wages made the tenants richer over time."},
        {"answer": "To the Public Treasury, which spends it on public works and higher wages for everyone "
                   "(Magie's single-tax rules); the tenants gain most, the landlord loses the rent.",
         "expect": "That the single tax gives the land to the tenants: the deeds stay with the landlord."},
        {"answer": f"It depends on the yardstick. Under the single tax the landlord was worth ${mean['market']:,.0f} "
                   f"on average at market value (${kept['market']:,.0f} under the landlord rules) and ended "
                   f"richest {lessons.rate_words(*taxed['market'])}; by the rules' score "
                   f"${mean['score']:,.0f}, richest {lessons.rate_words(*taxed['score'])}. At book value, which "
                   f"still counts every deed at its printed price, ${mean['book']:,.0f}, richest "
                   f"{lessons.rate_words(*taxed['book'])}. Counted at what the deeds earn, the single tax takes "
                   "the landlord's advantage away; counted at printed prices, it only narrows the gap.",
         "expect": "One answer without saying how wealth was counted: the yardstick decides."},
        {"answer": "It is an extreme case Magie herself described (one player holding all the land), useful to "
                   "see the mechanism; it is not a test of ordinary games, where land is bought during play. "
                   "Lessons 5 and 8 test ordinary games.",
         "expect": "Treating the scenario as evidence about every game."},
    ]
