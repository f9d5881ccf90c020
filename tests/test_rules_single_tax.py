"""One exact test (or more) per rule ID of Magie's single tax (ST-1..ST-8, ST-O1), and the
switch between the landlord rules and the single tax, in both directions.
"""

from __future__ import annotations

import pytest
from helpers import (
    BLUEBLOOD,
    BOOMTOWN,
    CHANCE_2,
    CLOTHING,
    EASY_STREET,
    FOOD,
    FUEL,
    GEE_WHIZ,
    GOAT_ALLEY,
    HOGG,
    JAIL,
    PDQ,
    ROYAL_RUSHER,
    SHOOTING_STAR,
    SLAMBANG,
    SOAKUM,
    SPECULATION,
    act,
    build,
    card_seed,
    fields,
    fund_treasury,
    give,
    kinds,
    payments,
    put,
    seat,
    set_cash,
    start,
    throw,
    total_money,
)

import landlords
from landlords import IllegalActionError
from landlords.rules.landlords1906.checks import check_public_works
from landlords.rules.landlords1906.frames import PUBLIC
from landlords.rules.landlords1906.game import RULE_END

ST = {"regime": "single-tax"}
PUBLIC_ORDER = [SOAKUM, SLAMBANG, PDQ, GEE_WHIZ, SHOOTING_STAR, ROYAL_RUSHER]


# ====================================================================== ST-1
@pytest.mark.parametrize("space, origin, dice", [(FUEL, 0, (1, 1)), (JAIL, 0, (6, 4)),
                                                (FOOD, 10, (3, 4)), (CLOTHING, 21, (5, 6))])
def test_ST1_no_taxes_on_necessities(space, origin, dice):
    game = start(["Ann", "Bob"], dice=[dice], options=ST)
    put(game, "Ann", origin)
    events = throw(game, "Ann")
    assert game.position("Ann") == space
    assert fields(events, "untaxed") == [{"player": "Ann", "space": space}]
    assert payments(events) == [] and game.balance("Ann") == 600


def test_ST1_taxes_return_with_the_landlord_rules():
    game = start(["Ann", "Bob"], dice=[(1, 1), (1, 1)], options=ST)
    events = throw(game, "Ann")
    assert payments(events) == []
    game.switch_rules("landlord")
    events = throw(game, "Bob")
    assert payments(events) == [("Bob", "treasury", 10, "tax")]


# ====================================================================== ST-2
def test_ST2_all_land_rent_goes_to_the_treasury():
    game = start(["Ann", "Bob"], dice=[(5, 6), (5, 6)], options=ST)
    give(game, "Bob", BOOMTOWN)
    events = throw(game, "Ann")
    assert payments(events) == [("Ann", "treasury", 6, "land_rent")]
    act(game, "Ann", ("done",))                         # she does not build (ST-4)
    events = throw(game, "Bob")                         # the deed holder pays too
    assert payments(events) == [("Bob", "treasury", 6, "land_rent")]
    assert game.balance("treasury") == 12 and game.balance("Bob") == 594


def test_ST2_treasury_starts_empty_when_the_single_tax_begins():
    game = start(["Ann", "Bob"], dice=[(6, 4), (1, 1)])
    throw(game, "Ann")                                  # Shelter: $10
    throw(game, "Bob")                                  # Fuel: $10
    assert game.balance("treasury") == 20
    misc = game.balance("miscellaneous")
    events = game.switch_rules("single-tax")
    assert fields(events, "rules_switched") == [{"regime": "single-tax", "how": "switch"}]
    assert fields(events, "treasury_reset") == [{"amount": 20}]
    assert payments(events) == [("treasury", "miscellaneous", 20, "reset")]
    assert game.balance("treasury") == 0 and game.balance("miscellaneous") == misc + 20
    ledger = game.ledger()
    assert list(ledger[ledger.reason == "reset"].amount) == [20]


def test_ST2_switching_both_ways_several_times():
    dice = [(5, 6)] * 4 + [(6, 4)]
    game = start(["Ann", "Bob", "Cy", "Dee"], dice=dice)
    throw(game, "Ann")                                  # Boomtown, for sale
    for name in ("Bob", "Cy", "Dee"):
        act(game, name, ("pass",))
    act(game, "Ann", ("take", 50))
    assert game.balance("treasury") == 50
    events = throw(game, "Bob")                         # landlord rules: rent to the owner
    assert payments(events) == [("Bob", "Ann", 6, "land_rent")]

    game.switch_rules("single-tax")
    assert game.balance("treasury") == 0                # reset: nothing left to spend
    events = throw(game, "Cy")                          # single tax: rent to the Treasury
    assert payments(events) == [("Cy", "treasury", 6, "land_rent")]
    act(game, "Cy", ("done",))

    game.switch_rules("landlord")
    assert game.balance("treasury") == 6                # no reset going back
    events = throw(game, "Dee")                         # back to the owner
    assert payments(events) == [("Dee", "Ann", 6, "land_rent")]

    events = game.switch_rules("single-tax")
    assert fields(events, "treasury_reset") == [{"amount": 6}]
    events = throw(game, "Ann")                         # Easy Street: to the Treasury
    assert payments(events) == [("Ann", "treasury", 12, "land_rent")]
    act(game, "Ann", ("done",))

    switches = fields(game.events, "rules_switched")
    assert [s["regime"] for s in switches] == ["single-tax", "landlord", "single-tax"]
    log = game.record().log
    assert [entry[1] for entry in log if entry[0] == "!"] == ["single-tax", "landlord", "single-tax"]
    assert game.balance("Ann") == 400 - 50 + 6 + 6 - 12
    assert total_money(game) == 0
    replayed = landlords.replay(game.record())
    assert replayed.state_key() == game.state_key()


def test_ST2_switching_to_the_rules_in_force_is_refused():
    game = start(["Ann", "Bob"])
    with pytest.raises(IllegalActionError):
        game.switch_rules("landlord")
    game.switch_rules("single-tax")
    with pytest.raises(IllegalActionError):
        game.switch_rules("single-tax")


def test_ST2_a_vote_of_two_players_puts_the_single_tax_in_force():
    game = start(["Ann", "Bob", "Cy"], dice=[(5, 6)], options={"vote": True})
    give(game, "Bob", BOOMTOWN)
    events = act(game, "Ann", ("propose", "single-tax"))
    assert fields(events, "proposed") == [{"player": "Ann", "regime": "single-tax"}]
    act(game, "Bob", ("vote", "no"))
    events = act(game, "Cy", ("vote", "yes"))
    assert fields(events, "rules_switched") == [{"regime": "single-tax", "how": "vote"}]
    assert game.regime == "single-tax"
    assert ("propose", "landlord") not in game.legal_actions()   # one proposal a turn
    events = throw(game, "Ann")
    assert payments(events) == [("Ann", "treasury", 6, "land_rent")]


def test_ST2_a_vote_without_a_second_fails():
    game = start(["Ann", "Bob", "Cy"], options={"vote": True})
    act(game, "Ann", ("propose", "single-tax"))
    act(game, "Bob", ("vote", "no"))
    events = act(game, "Cy", ("vote", "no"))
    assert fields(events, "vote_failed") == [{"player": "Ann", "regime": "single-tax"}]
    assert game.regime == "landlord"


def _round_trip(game, player):
    """``player`` throws from space 17 to Central Park (nothing to pay, nothing to decide)."""
    put(game, player, 17)
    throw(game, player)


def test_ST2_the_table_votes_at_most_once_in_vote_rounds_rounds():
    """Decision: after a vote, carried or not, no proposal until ``vote_rounds`` rounds later."""
    game = start(["Ann", "Bob"], dice=[(1, 2)] * 6, options={"vote": True, "vote_rounds": 2})
    assert game.round == 1 and ("propose", "single-tax") in game.legal_actions()
    act(game, "Ann", ("propose", "single-tax"))
    act(game, "Bob", ("vote", "no"))                   # failed: still a vote held in round 1
    _round_trip(game, "Ann")
    assert game.to_move == "Bob" and ("propose", "single-tax") not in game.legal_actions()
    assert not game.is_legal(("propose", "single-tax"))
    with pytest.raises(IllegalActionError):
        game.apply(("propose", "single-tax"))
    _round_trip(game, "Bob")
    assert game.round == 2 and not game.is_legal(("propose", "single-tax"))
    assert "The next vote on the rules may be proposed from round 3" in game.prompt().text
    _round_trip(game, "Ann")
    _round_trip(game, "Bob")
    assert game.round == 3 and ("propose", "single-tax") in game.legal_actions()
    act(game, "Ann", ("propose", "single-tax"))
    events = act(game, "Bob", ("vote", "yes"))
    assert fields(events, "rules_switched") == [{"regime": "single-tax", "how": "vote"}]
    assert game.next_vote_round == 5


def test_ST2_after_a_switch_of_rules_the_next_proposal_waits_too():
    game = start(["Ann", "Bob"], dice=[(1, 2)] * 4, options={"vote": True, "vote_rounds": 2})
    game.switch_rules("single-tax")
    assert ("propose", "landlord") not in game.legal_actions()
    for player in ("Ann", "Bob", "Ann", "Bob"):
        _round_trip(game, player)
    assert game.round == 3 and ("propose", "landlord") in game.legal_actions()


@pytest.mark.parametrize("seed", range(1, 7))
def test_ST2_voting_bots_in_six_player_games_switch_a_handful_of_times(seed):
    """Issue 11: bots under ``vote`` switched the rules about 112 times in a six-player game.
    Each proposal now comes at least ``vote_rounds`` rounds after the one before."""
    game = landlords.new_game("landlords-1906", players=6, seed=seed, options={"vote": True})
    game.play()
    every = game.options["vote_rounds"]
    rounds = [(e.turn - 1) // 6 + 1 for e in game.events if e.kind == "proposed"]
    assert rounds and all(later - earlier >= every for earlier, later in zip(rounds, rounds[1:]))
    switched = sum(1 for e in game.events if e.kind == "rules_switched")
    assert 1 <= switched <= game.outcome.rounds // every + 1


# ====================================================================== ST-3
def test_ST3_fares_go_to_the_owners_until_the_public_takes_them_over():
    game = start(["Ann", "Bob"], dice=[(4, 1), (4, 1)], options=ST)
    give(game, "Bob", ROYAL_RUSHER, SLAMBANG)
    events = throw(game, "Ann")
    assert payments(events) == [("Ann", "Bob", 5, "fare")]
    fund_treasury(game, 200)                            # Soakum, Slambang, P.D.Q., Gee Whiz
    put(game, "Bob", 22)
    events = throw(game, "Bob")                         # the step that spends; Bob to Slambang
    assert game.owner_of(SLAMBANG) == "public"
    assert ("treasury", "Bob", 50, "public_purchase") in payments(events)
    assert game.position("Bob") == SLAMBANG
    assert ("Bob", "Bob", 5, "fare") not in payments(events)


def test_ST3_a_public_franchise_is_free():
    game = start(["Ann", "Bob"], dice=[(1, 2), (6, 1)], options=ST)
    give(game, "Bob", SOAKUM)
    fund_treasury(game, 50)
    events = throw(game, "Ann")                         # the Treasury buys Soakum from Bob
    assert fields(events, "made_public") == [{"space": SOAKUM, "holder": "Bob"}]
    act(game, "Ann", ("done",))
    put(game, "Ann", 6)
    put(game, "Bob", 6)
    events = throw(game, "Bob")                         # 6 + 7 -> Soakum: free for all
    assert game.position("Bob") == SOAKUM and payments(events) == []


# ====================================================================== ST-4
def test_ST4_visitor_pays_rent_to_the_treasury_then_may_build():
    game = start(["Ann", "Bob"], dice=[(5, 6), (5, 6)], options=ST)
    give(game, "Bob", BOOMTOWN)                         # Bob's deed is worth nothing now
    events = throw(game, "Ann")
    assert payments(events) == [("Ann", "treasury", 6, "land_rent")]
    assert game.decision == "build_here" and game.legal_actions() == [("build", BOOMTOWN), ("done",)]
    events = act(game, "Ann", ("build", BOOMTOWN))
    assert payments(events) == [("Ann", "miscellaneous", 100, "house")]
    assert game.houses_on(BOOMTOWN) == (1, "Ann")
    events = throw(game, "Bob")                         # the deed holder: rent + Ann's house
    assert payments(events) == [("Bob", "treasury", 6, "land_rent"), ("Bob", "Ann", 10, "house_rent")]
    assert game.decision != "build_here"                # the lot is improved now


def test_ST4_no_offer_to_build_without_100():
    game = start(["Ann", "Bob"], dice=[(5, 6)], options=ST)
    set_cash(game, "Ann", 99)
    throw(game, "Ann")
    assert game.to_move == "Bob" and game.balance("Ann") == 93


def test_ST4_build_anywhere_unless_another_bids_for_the_privilege():
    game = start(["Ann", "Bob"], options=ST)
    put(game, "Ann", 30)
    assert ("build", GOAT_ALLEY) in game.legal_actions()    # wherever her checker is
    events = act(game, "Ann", ("build", GOAT_ALLEY))
    assert fields(events, "auction") == [{"player": "Ann", "space": GOAT_ALLEY, "floor": 5,
                                          "purpose": "privilege"}]
    act(game, "Bob", ("bid", 20))
    assert game.to_move == "Ann" and game.legal_actions() == [("decline",), ("take", 20)]
    events = act(game, "Ann", ("take", 20))
    assert payments(events) == [("Ann", "treasury", 20, "privilege"),
                                ("Ann", "miscellaneous", 100, "house")]
    assert game.houses_on(GOAT_ALLEY) == (1, "Ann")
    assert game.decision == "turn" and game.to_move == "Ann"


def test_ST4_the_highest_bidder_builds_if_the_starter_declines():
    game = start(["Ann", "Bob"], options=ST)
    act(game, "Ann", ("build", GOAT_ALLEY))
    act(game, "Bob", ("bid", 30))
    events = act(game, "Ann", ("decline",))
    assert payments(events) == [("Bob", "treasury", 30, "privilege"),
                                ("Bob", "miscellaneous", 100, "house")]
    assert game.houses_on(GOAT_ALLEY) == (1, "Bob")


def test_ST4_nobody_bids_he_simply_builds():
    game = start(["Ann", "Bob"], options=ST)
    act(game, "Ann", ("build", GOAT_ALLEY))
    events = act(game, "Bob", ("pass",))
    assert payments(events) == [("Ann", "miscellaneous", 100, "house")]
    assert game.houses_on(GOAT_ALLEY) == (1, "Ann")
    assert game.balance("treasury") == 0


def test_ST4_a_house_built_under_the_single_tax_belongs_to_its_builder():
    game = start(["Ann", "Bob", "Cy"], dice=[(5, 6), (5, 6)], options=ST)
    give(game, "Cy", BOOMTOWN)
    set_cash(game, "Bob", 50)                           # neither can bid (no $105)
    set_cash(game, "Cy", 100)
    build(game, "Ann", BOOMTOWN)                        # on Cy's deed
    assert game.houses_on(BOOMTOWN) == (1, "Ann")
    assert game.wealth("Ann") == 500 and game.wealth("Cy") == 100   # ST-O1: the deed counts 0
    game.switch_rules("landlord")
    throw(game, "Ann")                                  # Ann's own house: land rent to Cy only
    events = throw(game, "Bob")
    assert payments(events) == [("Bob", "Cy", 6, "land_rent"), ("Bob", "Ann", 10, "house_rent")]
    assert ("build", BOOMTOWN) not in game.legal_actions()


def test_ST4_back_under_the_landlord_rules_the_buyer_of_the_lot_pays_the_builder_house_rent():
    game = start(["Ann", "Bob"], dice=[(6, 4), (5, 6)], options=ST)
    set_cash(game, "Bob", 100)                          # Bob cannot bid for the privilege
    build(game, "Ann", BOOMTOWN)                        # the deed is still in the pack
    game.switch_rules("landlord")
    throw(game, "Ann")
    throw(game, "Bob")                                  # Boomtown is for sale
    act(game, "Ann", ("pass",))
    events = act(game, "Bob", ("take", 50))
    assert game.owner_of(BOOMTOWN) == "Bob"
    assert payments(events) == [("Bob", "treasury", 50, "purchase"),
                                ("Bob", "Ann", 10, "house_rent")]


# ====================================================================== ST-5
def test_ST5_reservations_are_trespass_until_a_college_stands():
    game = start(["Ann", "Bob"], dice=[(5, 6), (1, 3)], options=ST)
    put(game, "Ann", 19)
    events = throw(game, "Ann")
    assert fields(events, "jailed") == [{"player": "Ann", "why": "trespass", "space": BLUEBLOOD}]
    fund_treasury(game, 350)                            # six utilities, then Blueblood's college
    events = throw(game, "Bob")                         # Hogg's: no college there yet
    assert fields(events, "college_built") == [{"space": BLUEBLOOD}]
    assert fields(events, "jailed") == [{"player": "Bob", "why": "trespass", "space": HOGG}]


def test_ST5_no_trespass_on_a_college():
    game = start(["Ann", "Bob"], dice=[(5, 6), (1, 3)], options=ST)
    fund_treasury(game, 400)
    put(game, "Ann", 19)
    events = throw(game, "Ann")
    assert [f["space"] for f in fields(events, "college_built")] == [BLUEBLOOD, HOGG]
    assert "jailed" not in kinds(events) and game.position("Ann") == BLUEBLOOD
    events = throw(game, "Bob")
    assert "jailed" not in kinds(events) and game.position("Bob") == HOGG


# ====================================================================== ST-6
def test_ST6_exact_spending_order():
    game = start(["Ann", "Bob", "Cy"], dice=[(1, 2), (1, 2)], options=ST)
    give(game, "Bob", SLAMBANG, GEE_WHIZ)
    give(game, "Cy", PDQ)
    misc = game.balance("miscellaneous")
    fund_treasury(game, 540)                            # ten portions of $50, $40 left
    events = throw(game, "Ann")
    made = fields(events, "made_public")
    assert [(m["space"], m["holder"]) for m in made] == [
        (SOAKUM, None), (SLAMBANG, "Bob"), (PDQ, "Cy"), (GEE_WHIZ, "Bob"),
        (SHOOTING_STAR, None), (ROYAL_RUSHER, None)]
    assert [f["space"] for f in fields(events, "college_built")] == [BLUEBLOOD, HOGG]
    assert [f["level"] for f in fields(events, "wages_raised")] == [110, 120]
    spent = [(p[1], p[2], p[3]) for p in payments(events) if p[0] == "treasury"]
    assert spent == [("miscellaneous", 50, "public_purchase"), ("Bob", 50, "public_purchase"),
                     ("Cy", 50, "public_purchase"), ("Bob", 50, "public_purchase"),
                     ("miscellaneous", 50, "public_purchase"),
                     ("miscellaneous", 50, "public_purchase"),
                     ("miscellaneous", 50, "college"), ("miscellaneous", 50, "college"),
                     ("miscellaneous", 50, "public_wages"), ("miscellaneous", 50, "public_wages")]
    # The order is the events' order too: all six utilities before the first college.
    order = [e.kind for e in events if e.kind in ("made_public", "college_built", "wages_raised")]
    assert order == ["made_public"] * 6 + ["college_built"] * 2 + ["wages_raised"] * 2
    assert game.balance("Bob") == 600 and game.balance("Cy") == 550
    assert game.balance("miscellaneous") == misc - 540 + 350
    assert all(game.owner_of(s) == "public" for s in PUBLIC_ORDER)
    assert game.ncards[seat(game, "Bob")] == 0
    act(game, "Ann", ("done",))                         # Lonely Lane: rent $2 -> Treasury $42
    assert game.balance("treasury") == 42
    assert game.wage_level() == 120
    put(game, "Bob", CHANCE_2)
    events = throw(game, "Bob")                         # 37 + 3 -> Mother Earth
    assert payments(events) == [("miscellaneous", "Bob", 120, "wages")]


def test_ST6_buying_a_railroad_for_the_public_dissolves_a_trust():
    game = start(["Ann", "Bob", "Cy"], dice=[(4, 1)], options=ST)
    give(game, "Ann", ROYAL_RUSHER, SHOOTING_STAR)
    give(game, "Bob", GEE_WHIZ, PDQ)
    act(game, "Ann", ("offer_trust", "Bob"))
    act(game, "Bob", ("accept",))
    assert game.trust == (0, 1)
    fund_treasury(game, 150)                            # Soakum, Slambang, then P.D.Q. from Bob
    events = throw(game, "Ann")
    assert fields(events, "trust_dissolved") == [{"player": "Ann", "partner": "Bob"}]
    assert game.owner_of(PDQ) == "public" and game.trust is None
    assert ("treasury", "Bob", 50, "public_purchase") in payments(events)


def test_ST6_each_time_the_treasury_reaches_50():
    game = start(["Ann", "Bob"], dice=[(5, 6), (5, 6)], options=ST)
    fund_treasury(game, 40)
    events = throw(game, "Ann")                         # Boomtown: $6 -> $46
    assert "made_public" not in kinds(events) and game.balance("treasury") == 46
    act(game, "Ann", ("done",))
    events = throw(game, "Bob")                         # $6 more -> $52: Soakum, $2 left
    assert fields(events, "made_public") == [{"space": SOAKUM, "holder": None}]
    assert game.balance("treasury") == 2
    assert game.owner_of(SOAKUM) == "public" and game.owner_of(SLAMBANG) is None


def test_ST6_what_the_public_bought_stays_public_after_switching_back():
    game = start(["Ann", "Bob"], dice=[(1, 2), (6, 1), (5, 6), (1, 2)], options=ST)
    fund_treasury(game, 450)                            # everything public, both colleges, +$10
    throw(game, "Ann")
    act(game, "Ann", ("done",))
    assert game.wage_level() == 110
    game.switch_rules("landlord")
    assert game.wage_level() == 100                     # raised wages only under the single tax
    put(game, "Bob", 6)
    events = throw(game, "Bob")                         # Soakum: still free, not for sale
    assert game.position("Bob") == SOAKUM
    assert payments(events) == [] and "auction" not in kinds(events)
    put(game, "Ann", 19)
    events = throw(game, "Ann")                         # the college still stands
    assert "visited_college" in kinds(events) and game.status("Ann") == "free"
    put(game, "Bob", CHANCE_2)
    events = throw(game, "Bob")
    assert payments(events) == [("miscellaneous", "Bob", 100, "wages")]
    game.switch_rules("single-tax")
    assert game.wage_level() == 110


# ---------------------------------------------------------------------- ST-6: a card under sale
def assert_each_line_bought_once(game) -> None:
    """No card bought for the public twice, and none bought by a player once public (ST-6)."""
    made = [e.fields["space"] for e in game.events if e.kind == "made_public"]
    assert len(made) == len(set(made)), f"made public twice: {made}"
    public_since = {}
    for event in game.events:
        if event.kind == "made_public":
            public_since[event.fields["space"]] = event.step
        elif event.kind == "bought":
            assert event.fields["space"] not in public_since, f"bought while public: {event}"
    paid = game.total_paid("treasury", ("public_purchase",))
    assert paid == 50 * sum(1 for holder in game.owner if holder == PUBLIC)


def test_ST6_the_treasury_waits_for_a_card_still_in_a_dealt_hand():
    """Issue 11: two players, seed 10, under the single tax.  Bob's $50 for Speculation
    fills the Treasury while Soakum is still in his dealt hand: it waits; Bob buys Soakum,
    and the Treasury then buys it from him, once, and Slambang after it."""
    game = landlords.new_game("landlords-1906", players=2, seed=10, options=ST)
    game.play(max_steps=5)
    assert game.step_count == 5 and game.decision == "initial"
    assert game.balance("treasury") == 50 and game.owner_of(SOAKUM) is None
    game.play(max_steps=1)
    step6 = [e for e in game.events if e.step == 6]
    assert [(f["player"], f["space"]) for f in fields(step6, "bought")] == [("Bob", SOAKUM)]
    assert [p for p in payments(step6) if p[0] == "treasury"] == [
        ("treasury", "Bob", 50, "public_purchase"), ("treasury", "miscellaneous", 50, "public_purchase")]
    assert [f["space"] for f in fields(step6, "made_public")] == [SOAKUM, SLAMBANG]
    game.play()
    assert_each_line_bought_once(game)


def test_ST6_a_card_under_auction_is_made_public_only_after_the_sale_closes():
    """The fine of a third failed throw fills the Treasury as Ann reaches Shooting Star, so
    its auction opens with $50 waiting: the Treasury buys the line once the auction closes,
    from Bob who won it for $95 (and to whom Ann paid the fare), and never twice."""
    game = start(["Ann", "Bob"], dice=[(3, 2)], options=ST)
    fund_treasury(game, 200)                            # Soakum, Slambang, P.D.Q., Gee Whiz
    ann = seat(game, "Ann")
    game.jailed[ann], game.jail_fails[ann] = 1, 2
    put(game, "Ann", JAIL)
    act(game, "Ann", ("throw",))                        # 3 + 2, the third failure: $50 fine
    assert [game.owner_of(s) for s in PUBLIC_ORDER] == ["public"] * 4 + [None, None]
    assert game.position("Ann") == SHOOTING_STAR and game.decision == "bid"
    assert game.balance("treasury") == 50               # waiting: the card is under auction
    act(game, "Bob", ("bid", 95))
    events = act(game, "Ann", ("decline",))
    assert payments(events) == [
        ("Bob", "treasury", 95, "purchase"), ("Ann", "Bob", 5, "fare"),
        ("treasury", "Bob", 50, "public_purchase"),
        ("treasury", "miscellaneous", 50, "public_purchase")]
    assert [f["space"] for f in fields(events, "made_public")] == [SHOOTING_STAR, ROYAL_RUSHER]
    assert game.balance("treasury") == 45 and game.balance("Bob") == 600 - 95 + 5 + 50
    assert_each_line_bought_once(game)


@pytest.mark.parametrize("players, switch", [(4, {"turn": 1}), (3, {"step": 38})])
def test_ST6_games_switched_to_the_single_tax_buy_each_line_once(players, switch):
    """Issue 11: four players, seed 46, switched to the single tax at turn 1; and three
    players, seed 46, switched at step 38, whose Shooting Star auction opened as a fine
    filled the Treasury (the Treasury made it public mid-auction, then bought it again)."""
    game = landlords.new_game("landlords-1906", players=players, seed=46)
    game.play(until_turn=switch.get("turn"), max_steps=switch.get("step"))
    game.switch_rules("single-tax")
    while not game.is_over:
        game.play(max_steps=1)
        check_public_works(game)
    assert_each_line_bought_once(game)
    assert sum(1 for e in game.events if e.kind == "made_public") >= 4


# ====================================================================== ST-7
def test_ST7_four_education_cards_make_a_professor():
    game = start(["Ann", "Bob"], dice=[(5, 6)] * 3, options=ST)
    fund_treasury(game, 350)                            # the first college: Blueblood's
    put(game, "Ann", 19)
    events = throw(game, "Ann")
    assert fields(events, "education") == [{"player": "Ann", "space": BLUEBLOOD, "count": 1}]
    game.edu[seat(game, "Ann")] = 3
    put(game, "Bob", 19)
    throw(game, "Bob")
    put(game, "Ann", 19)
    events = throw(game, "Ann")
    assert fields(events, "professor") == [{"player": "Ann"}]
    assert game.edu[seat(game, "Ann")] == 0 and game.prof[seat(game, "Ann")] == 1
    assert game.wealth("Ann") == game.balance("Ann") + 100


def test_ST7_no_education_card_before_a_college_stands():
    game = start(["Ann", "Bob"], dice=[(5, 6)], options=ST)
    fund_treasury(game, 300)                            # the six utilities only
    put(game, "Ann", 19)
    events = throw(game, "Ann")
    assert "education" not in kinds(events)
    assert game.status("Ann") == "jail" and game.edu[seat(game, "Ann")] == 0


# ====================================================================== ST-8
def test_ST8_who_cannot_afford_the_move_works_a_natural_opportunity():
    game = start(["Ann", "Bob"], dice=[(5, 6), (1, 1), (4, 6)], options=ST)
    set_cash(game, "Ann", 3)
    events = throw(game, "Ann")                         # Boomtown would cost $6
    assert fields(events, "cannot_afford") == [{"player": "Ann", "count": 11}]
    assert game.position("Ann") == 0 and payments(events) == []
    assert game.decision == "opportunity"
    assert game.legal_actions() == [("place", "Coal Mines"), ("place", "Farmlands"),
                                    ("place", "Oil Fields"), ("place", "Timberland")]
    act(game, "Ann", ("place", "Coal Mines"))
    assert game.status("Ann") == "natural opportunity" and game.position("Ann") == 42
    events = throw(game, "Bob")                         # Bob: Fuel, untaxed; Ann's turn starts
    assert game.to_move == "Ann"
    assert fields(events, "opportunity_worked") == [
        {"player": "Ann", "name": "Coal Mines", "wages": 80, "rent": 50}]
    assert game.balance("Ann") == 3 + 80 - 50
    events = throw(game, "Ann")                         # from the corner beside it (20): 10 -> Jail
    assert fields(events, "moved")[0]["from_space"] == 42
    assert game.position("Ann") == JAIL and game.status("Ann") == "jail"   # even into Jail
    assert game.balance("treasury") == 0                # the $50 rent bought Soakum at once
    assert game.owner_of(SOAKUM) == "public"


def test_ST8_leaving_a_natural_opportunity_counts_from_the_corner_beside_it():
    game = start(["Ann", "Bob"], dice=[(5, 6), (1, 1), (3, 4)], options=ST)
    set_cash(game, "Ann", 3)
    throw(game, "Ann")
    act(game, "Ann", ("place", "Farmlands"))            # beside the Jail corner (10)
    throw(game, "Bob")
    assert game.balance("Ann") == 3 + 60 - 25
    events = throw(game, "Ann")
    assert game.position("Ann") == FOOD                 # 10 + 7, untaxed
    assert "untaxed" in kinds(events)


def test_ST8_he_must_make_the_move_even_onto_speculation():
    game = start(["Ann", "Bob"], dice=[(5, 6), (1, 1), (5, 3), (3, 4)], options=ST)
    set_cash(game, "Ann", 3)
    throw(game, "Ann")
    act(game, "Ann", ("place", "Timberland"))           # beside Mother Earth
    throw(game, "Bob")
    assert game.balance("Ann") == 3 + 40 - 10
    events = throw(game, "Ann")                         # 0 + 8: Speculation, no refusing
    assert "stayed" not in kinds(events)
    assert game.position("Ann") == SPECULATION
    assert game.decision == "bid"                       # the licence is for sale (LG-8)


def test_ST8_a_debt_he_cannot_pay_sends_him_to_a_natural_opportunity_not_the_poor_house():
    game = start(["Ann", "Bob"], dice=[(3, 4)], options=ST, seed=card_seed("R13"))
    set_cash(game, "Ann", 10)
    set_cash(game, "Bob", 20)                           # no lender, nothing to sell
    put(game, "Ann", 15)
    events = throw(game, "Ann")                         # Chance: pay $50 to the Treasury
    assert fields(events, "debt_forgiven") == [{"player": "Ann", "owed": 50, "paid": 10}]
    assert "poor_house" not in kinds(events)
    assert game.decision == "opportunity" and game.to_move == "Ann"
    act(game, "Ann", ("place", "Timberland"))
    assert game.status("Ann") == "natural opportunity"


# ====================================================================== ST-O1
def test_STO1_title_deeds_to_lots_count_zero_at_the_end():
    game = start(["Ann", "Bob"], dice=[(1, 2)], options=ST)
    give(game, "Bob", BOOMTOWN, GOAT_ALLEY, SPECULATION, SHOOTING_STAR)
    game.lux[seat(game, "Bob")] = 1
    game.prof[seat(game, "Bob")] = 1
    build(game, "Ann", EASY_STREET)                     # Bob has $600: he may bid
    act(game, "Bob", ("pass",))
    assert game.wealth("Ann") == 500 + 100
    # Bob: 600 cash + licence + railroad + luxury + professor; the two deeds count 0.
    assert game.wealth("Bob") == 600 + 400
    game.switch_rules("landlord")
    assert game.wealth("Bob") == 600 + 600              # the deeds count again
    game.switch_rules("single-tax")
    game.wages_got[seat(game, "Ann")] = 4
    put(game, "Ann", CHANCE_2)
    throw(game, "Ann")
    assert game.outcome.termination is RULE_END
    assert game.outcome.standings == (("Bob", 1000), ("Ann", 700))


# ---------------------------------------------------------------------- the Monarch under both rules
def test_LGM1_ST2_monarch_under_the_single_tax_from_the_start():
    """The Monarch of the World holds every lot, but under the single tax the land rent
    goes to the Treasury, not to him; he still draws no wages."""
    game = start(["Ann", "Bob"], first="Bob", dice=[(5, 6), (1, 2)],
                 options={"scenario": "monarch", "regime": "single-tax"})
    events = throw(game, "Bob")                         # Boomtown (11), Ann's deed
    assert ("Bob", "treasury", 6, "land_rent") in payments(events)
    assert game.balance("Ann") == 100
    assert game.wealth("Ann") == 100                    # ST-O1: his 22 deeds count nothing


def test_LGM1_ST2_monarch_switched_to_the_single_tax_and_back():
    """Switched mid-game the Monarch's rents go to the Treasury; switched back, to him again."""
    game = start(["Ann", "Bob"], first="Bob", dice=[(5, 6), (1, 1), (3, 4), (2, 2), (1, 2)],
                 options={"scenario": "monarch"})
    assert payments(throw(game, "Bob")) == [("Bob", "Ann", 6, "land_rent")]     # Boomtown
    game.switch_rules("single-tax")
    assert payments(throw(game, "Ann")) == []                   # Fuel: no tax on necessities
    assert payments(throw(game, "Bob")) == [("Bob", "treasury", 10, "land_rent")]  # Market Place
    game.switch_rules("landlord")
    assert payments(throw(game, "Ann")) == []                   # The Pike, her own lot
    assert payments(throw(game, "Bob")) == [("Bob", "Ann", 12, "land_rent")]    # Easy Street
    assert game.wealth("Ann") == game.balance("Ann") + 100 * 22  # deeds count again
    assert game.wages_got[seat(game, "Ann")] == 0
