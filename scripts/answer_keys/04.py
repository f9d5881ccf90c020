"""Lesson 4's answer key: run in the lesson's kernel after every prediction is revealed
(``scripts/make_answer_key.py``); reads the lesson's own tables."""


def answer_key():
    table = rents()
    shares = landing()
    lots = shares[shares["kind"] == "lot"]
    busiest = lots.loc[lots["probability"].idxmax()]
    most = shares.loc[shares["probability"].idxmax()]
    top, bottom = table.iloc[0], table.iloc[-1]
    chosen = table[table["name"].isin(FOUR_LOTS)].iloc[0]
    margin = lessons.margin_lot(table)
    distance = (int(busiest["space"]) - int(most["space"])) % len(shares)
    return [
        {"answer": f"{busiest['name']} is the most landed-on lot ({busiest['probability']:.1%} of moves, against "
                   f"{1 / len(shares):.1%} if every space were equally likely). The busiest space of all is "
                   f"{most['name']} ({most['probability']:.1%}), where the board and the cards send tokens; "
                   f"{busiest['name']} lies {distance} spaces after it"
                   + (", within the commonest throws of two dice (6 to 8), so tokens leaving it stop there often."
                      if 6 <= distance <= 8 else "."),
         "expect": "Students say the expensive lots are landed on most. Price and landing are separate: the "
                   "printed price does not send tokens anywhere."},
        {"answer": f"Nothing. With the same house, {top['name']} earns ${top['rent_per_turn']:.2f} per opponent turn "
                   f"and {bottom['name']} ${bottom['rent_per_turn']:.2f}: the difference comes from where the lots "
                   "lie (how often tokens stop there) and the land rent printed for the place, not from either "
                   "owner's work.",
         "expect": "\"The owner chose a better lot\": choosing is not producing; the rent would be the same "
                   "whoever held the deed."},
        {"answer": f"A builder keeps what the building earns. Of {top['name']}'s ${top['rent_per_turn']:.2f} per "
                   f"opponent turn, ${top['land_rent_per_turn']:.2f} is land rent (taken by the single tax) and "
                   f"${top['house_rent_per_turn']:.2f} comes from the house (kept), so the tax does not fall on "
                   "building; a tax on houses would.",
         "expect": "That the single tax takes all rent. It takes land rent only."},
        {"answer": f"Of the four lots, {chosen['name']} earns most (${chosen['rent_per_turn']:.2f} per opponent "
                   "turn). A good reason names both how often tokens stop there and the rent paid there.",
         "expect": "Choosing by price alone, or by the street's name."},
        {"answer": "Any example where the rent rose because of what others did: a new station, school, road or "
                   "shops nearby, a growing town. The owner's part is the building and its upkeep.",
         "expect": "Examples of improvements the owner made (a new kitchen): those are returns to the building, "
                   "not land rent."},
        {"answer": "The amount of land is fixed: the tax cannot make owners offer less of it, and tenants pay "
                   "what the place is worth to them whoever owns it, so the owner bears the tax (the incidence "
                   "of a tax on a perfectly inelastic supply). A tax on houses is different: fewer houses get "
                   "built, so part of it is passed on in higher rents.",
         "expect": "\"The landlord just raises the rent\": the landlord already charges what the place will "
                   "bear; the tax does not change what a tenant will pay."},
        {"answer": "The game has a fixed board, bots that follow fixed rules, no choice of how much to work, no "
                   f"building decisions that respond to taxes beyond the bots' rules and fixed prices "
                   f"(the margin, {margin['name']}, earns ${margin['land_rent_per_turn']:.2f} of land rent per "
                   "opponent turn whatever happens), so it cannot measure what a tax discourages. It shows who "
                   "receives rent and how it moves.",
         "expect": "That the single-tax games \"prove\" George right about efficiency: they show distribution, "
                   "not incentives."},
    ]
