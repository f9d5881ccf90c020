"""Lesson 7's answer key: run in the lesson's kernel after every prediction is revealed
(``scripts/make_answer_key.py``); reads the lesson's own runs."""


def answer_key():
    games = lessons.GAMES
    classic = lessons.interval(monopoly(), "classic rules", "one_winner_score")
    magie_one = lessons.interval(magie(), "landlord rules", "one_winner_score")
    lvt = lessons.interval(monopoly(), "land value tax", "one_winner_score")
    everything = lessons.interval(monopoly(), "tax on all rent", "one_winner_score")
    rounds = {name: lessons.interval(monopoly(), name, "rounds")[0] for name in TAXES}
    ended = lessons.endings(monopoly(), "classic rules").get("last_standing", 0)
    return [
        {"answer": f"Monopoly's goal is to bankrupt everyone else and it ends when one player is left: {ended} of "
                   f"{games} classic games ended so, one winner {lessons.share_words(*classic, games)} by the rules' "
                   f"count (by construction of that ending). Magie's game ends when the money runs low and has "
                   f"one winner {lessons.share_words(*magie_one, games)}.",
         "expect": "That Monopoly's board is harsher: the ending rule does most of it."},
        {"answer": f"The land value tax (site rent only) leaves one winner {lessons.share_words(*lvt, games)}; the "
                   f"tax on all rent (houses and hotels too) {lessons.share_words(*everything, games)}. George's "
                   "tax is the first: a tax on land's rent, not on buildings. The difference shows that in this "
                   "game what stops the bankruptcies is taxing house and hotel rent, which is not the single tax.",
         "expect": "Reading the tax on all rent as Magie's single tax."},
        {"answer": "Kept: the board of lots around the edge, buying and renting lots, railroads and utilities, "
                   "jail, the salary for passing Go (Magie's wages for work on Mother Earth). Dropped: the single "
                   "tax and its rules, the Public Treasury's spending on public works and wages, the taxes on "
                   "necessities, land held out of use, and players' loans.",
         "expect": "That Go's salary is new: it is Magie's wage under another name."},
        {"answer": "Mean rounds per game: " + ", ".join(f"{name} {r:.0f}" for name, r in rounds.items())
                   + ". A game that lasts longer pays more wages in all only because it lasts longer; per round "
                   "compares like with like. A game stopped by the time limit is labelled so.",
         "expect": "Comparing totals and crediting the tax with wages that come from length."},
        {"answer": "In the rules: both boards have a similar spread of rent of location (the chart), yet the "
                   "outcomes differ with the ending rule and the tax base.",
         "expect": "That the board's streets decide the outcome."},
        {"answer": "Any reasoned answer: a game that ends with one winner is decisive and fits a competitive "
                   "story; the single-tax rules carried a political message and slowed the end. (A matter of "
                   "history, not of the model.)",
         "expect": "Stating a guess as a fact of history."},
    ]
