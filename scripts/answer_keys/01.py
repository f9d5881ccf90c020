"""Lesson 1's answer key: run in the lesson's kernel after every prediction is revealed
(``scripts/make_answer_key.py``); reads the lesson's own runs."""


def answer_key():
    market, score = richest(), richest(lessons.BESIDE)
    best, second = market.iloc[0], market.iloc[1]
    apart = best["low"] > second["high"]
    example = lessons.bot_game(RULES, seed=lessons.PLAY_SEED)
    flows = lessons.money_flows(example)
    top = ", ".join(f"{row.reason} (${int(row.dollars):,})" for row in flows.head(4).itertuples())
    return [
        {"answer": f"Paid for doing: wages (every pass of the start), and in this game's ledger the other payments "
                   f"for work. Paid for owning: land rent, house rent, fares and fees to whoever holds the deed. "
                   f"The bots' game of seed {lessons.PLAY_SEED} moved most money as {top}.",
         "expect": "Counting rent as pay for the owner's work: the owner need do nothing for the rent to arrive."},
        {"answer": "Land rent goes to the lot's holder (the rent of a lot nobody holds goes to the Public "
                   "Treasury); the price of a lot bought for the first time goes to the bank (Miscellaneous), "
                   "not to another player.",
         "expect": "That buying a lot pays the previous owner: on first sale there is none."},
        {"answer": f"Over {lessons.GAMES} games the {best['character']} ended richest "
                   f"{lessons.rate_words(int(best['richest']), int(best['games']))} at market value. One game can "
                   "end otherwise because the dice decide who lands where; the many games say how often, not "
                   "what happens in one.",
         "expect": "\"My game proves the bots wrong\": one game is one draw of the dice."},
        {"answer": f"The {best['character']}: {best['low']:.0%} to {best['high']:.0%}; the {second['character']}: "
                   f"{second['low']:.0%} to {second['high']:.0%}. "
                   + ("They do not overlap: clearly apart." if apart else
                      "They overlap, so from the intervals alone we cannot say the first is ahead; the test of "
                      "a difference is the interval of the difference (lesson 5).")
                   + f" By the rules' score the {score.iloc[0]['character']} comes first.",
         "expect": "Reading the first row as the winner without looking at the intervals."},
        {"answer": "Because the wages pay for work on the land (Mother Earth: the land is not made by anyone), "
                   "as opposed to rent, which is paid for owning it; the name puts labour and land side by side, "
                   "as Henry George did.",
         "expect": "That Mother Earth is a player or a space on the board."},
    ]
