"""Lesson 8's answer key: run in the lesson's kernel after every prediction is revealed
(``scripts/make_answer_key.py``); reads the lesson's own verdicts."""


def answer_key():
    tests = family()
    market = lessons.tally(tests, AT)
    by_length = lessons.flips(tests, "length")
    by_valuation = lessons.flips(tests, "valuation")
    one = [t for t in tests.select(claim="one owner") if t.counted]
    one_words = "; ".join(f"{t.setting}: {t.verdict}" for t in one[:6])
    apart = [t for t in tests.tests if not t.counted]
    return [
        {"answer": f"At market value, of {sum(market.values())} tested verdicts: {market['borne out']} borne out, "
                   f"{market['contradicted']} contradicted, {market['not shown either way']} not shown either way "
                   f"(Holm over the page). The length flips {len(by_length)} verdicts and the valuation "
                   f"{len(by_valuation)}: the answer depends on both, so a verdict is stated with its setting.",
         "expect": "A single yes or no for \"was Magie right\"."},
        {"answer": "Because that is where the rule book makes it: the end under the ordinary rules would take two "
                   "or three sessions, and the advanced rules reach it sooner. Tested at one session only, the "
                   f"claim is tested where she did not make it. Here: {one_words}.",
         "expect": "Testing a claim where it is easiest to check rather than where it was made."},
        {"answer": f"They follow from the rules: the single tax's rules raise the wages the bank pays and the "
                   f"landlord rules have no public spending, so they cannot come out otherwise ({len(apart)} such "
                   "comparisons are listed apart). Counting them would add votes that no game could have "
                   "changed.",
         "expect": "That a result which always comes out is strong evidence: it is evidence of nothing."},
        {"answer": "Any measure of chances rather than outcomes: e.g. how often the poorest player at mid-game "
                   "ends above the median, or how far a player's final rank depends on the starting seat "
                   "(mobility between ranks).",
         "expect": "Measures of the end alone (the Gini) for a claim about opportunity."},
        {"answer": "They use more games and a grid of lengths, line-ups and player counts; where the intervals "
                   "here are wide a verdict may be \"not shown\" here and settled there, and section 8 shows "
                   "which verdicts change with the setting.",
         "expect": "Expecting every verdict to match exactly despite different sizes."},
    ]
