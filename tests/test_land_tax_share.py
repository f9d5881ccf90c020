"""LG-X1 and MO-X1: the land-tax share, a lever between the landlord rules and the single tax.

Option ``land_tax_share`` (0 to 1) of ``landlords-1906`` and ``monopoly``: the share of
land rent paid into the public treasury instead of to the owner.  0 *is* the landlord
game and 1 *is* the single-tax game (same digests, same records); between them the
rules of ``docs/rules/landlords-1906.md`` (LG-X1) and ``docs/rules/monopoly.md`` (MO-X1).
The conformance kit's checks hold under shares (quick games here, the rest marked slow).
"""

from __future__ import annotations

import math

import helpers as h
import pytest

import landlords
from landlords import OptionError
from landlords.engine.chance import BotRandom
from landlords.rules.landlords1906.frames import PUBLIC
from landlords.rules.landlords1906.land_tax_share import canonical_options, exact_share, public_part
from landlords.rules.monopoly.game import MonopolyGame
from landlords.rules.monopoly.land_tax import canonical_share
from landlords.testing import random_play

MONOPOLY = MonopolyGame.DATA


def _played(rules, seed, players=4, options=None):
    game = landlords.new_game(rules, players=players, seed=seed, options=options or {})
    game.play()
    return game


# ---------------------------------------------------------------------- the two ends
@pytest.mark.parametrize("seed", range(6))
def test_LGX1_share_0_is_the_landlord_game_and_1_the_single_tax_game(seed):
    players = 2 + seed % 5
    plain = _played("landlords-1906", seed, players)
    single_tax = _played("landlords-1906", seed, players, {"regime": "single-tax"})
    for share, same in ((0, plain), (0.0, plain), (1, single_tax), (1.0, single_tax)):
        game = _played("landlords-1906", seed, players, {"land_tax_share": share})
        assert game.digest() == same.digest()
        assert game.record().to_dict() == same.record().to_dict()
        assert "land_tax_share" not in game.options
    assert plain.digest() != single_tax.digest()


def test_LGX1_share_1_is_the_single_tax_whatever_regime_is_named_with_it():
    single_tax = _played("landlords-1906", 3, options={"regime": "single-tax", "vote": True})
    named = _played("landlords-1906", 3, options={"land_tax_share": 1, "regime": "landlord",
                                                  "vote": True})
    assert named.digest() == single_tax.digest()


@pytest.mark.parametrize("seed", range(4))
def test_MOX1_share_0_is_classic_1_the_land_value_tax_and_a_whole_percent_land_value_tax(seed):
    players = 2 + seed % 4
    classic = _played("monopoly", seed, players)
    taxed = _played("monopoly", seed, players, {"regime": "single-tax"})
    half = _played("monopoly", seed, players, {"land_value_tax": 50})
    for share, same in ((0, classic), (1, taxed), (0.5, half), (0.49999999999999994, half)):
        game = _played("monopoly", seed, players, {"land_tax_share": share})
        assert game.digest() == same.digest()
        assert game.record().to_dict() == same.record().to_dict()
        assert "land_tax_share" not in game.options


# ---------------------------------------------------------------------- reading the option
@pytest.mark.parametrize("rules", ["landlords-1906", "monopoly"])
@pytest.mark.parametrize("bad", [-0.1, 1.01, "half", math.nan, math.inf, True, None])
def test_LGX1_MOX1_a_share_outside_0_to_1_is_refused(rules, bad):
    with pytest.raises(OptionError, match="land_tax_share"):
        landlords.new_game(rules, players=2, seed=1, options={"land_tax_share": bad})


def test_LGX1_a_share_is_read_as_an_exact_fraction_so_float_noise_makes_the_same_game():
    assert exact_share(0.30000000000000004) == exact_share(0.3) == exact_share(3 / 10)
    assert exact_share(1 / 3).denominator == 3 and exact_share(0.125).denominator == 8
    noisy = _played("landlords-1906", 5, options={"land_tax_share": 0.1 + 0.2})
    clean = _played("landlords-1906", 5, options={"land_tax_share": 0.3})
    assert noisy.options["land_tax_share"] == 0.3 and noisy.digest() == clean.digest()
    typed = landlords.new_game("landlords-1906", players=2, seed=1,
                               options={"land_tax_share": "0.25"})   # as the command line gives it
    assert typed.options["land_tax_share"] == 0.25 and typed.land_tax_share == exact_share(0.25)


def test_LGX1_canonical_options_keep_a_share_between_0_and_1_and_resolve_the_ends():
    options = {"regime": "landlord", "land_tax_share": 0.0}
    assert canonical_options(options) == 0 and options == {"regime": "landlord"}
    options = {"regime": "landlord", "land_tax_share": 1.0}
    assert canonical_options(options) == 0 and options == {"regime": "single-tax"}
    options = {"regime": "landlord", "land_tax_share": 0.6000000000000001}
    assert canonical_options(options) == exact_share(0.6) and options["land_tax_share"] == 0.6


def test_MOX1_canonical_options_turn_a_whole_percent_into_land_value_tax():
    options = {"regime": None, "land_value_tax": 0, "land_tax_share": 0.25}
    assert canonical_share(options) == 0
    assert options == {"regime": None, "land_value_tax": 25}
    options = {"regime": "landlord", "land_value_tax": 0, "land_tax_share": 1.0}
    assert canonical_share(options) == 0 and options == {"regime": "landlord", "land_value_tax": 0}
    options = {"regime": None, "land_value_tax": 0, "land_tax_share": 0.125}
    assert canonical_share(options) == exact_share(0.125) and options["land_tax_share"] == 0.125


def test_MOX1_land_tax_share_and_land_value_tax_cannot_both_be_given():
    with pytest.raises(OptionError, match="not both"):
        landlords.new_game("monopoly", players=2, seed=1,
                           options={"land_tax_share": 0.5, "land_value_tax": 50})


# ---------------------------------------------------------------------- LG-X1: the rent
def test_LGX1_the_public_part_is_the_nearest_dollar_with_half_a_dollar_to_the_owner():
    cases = {(18, 0.25): 4, (6, 0.25): 1, (14, 0.25): 3, (14, 0.3): 4, (10, 0.25): 2, (2, 0.25): 0, (5, 0.5): 2,
             (6, 0.1): 1, (5, 0.1): 0, (15, 0.1): 1, (22, 0.5): 11, (100, 1 / 3): 33,
             (100, 0.005): 0, (100, 0.0051): 1, (7, 1.0): 7, (7, 0.0): 0}
    for (amount, share), public in cases.items():
        exact = exact_share(share)
        assert public_part(amount, exact.numerator, exact.denominator) == public, (amount, share)
    for amount in range(0, 200):                      # never more than the rent, never below 0
        for share in (0.01, 0.25, 0.5, 0.75, 0.99):
            exact = exact_share(share)
            part = public_part(amount, exact.numerator, exact.denominator)
            assert 0 <= part <= amount and abs(part - amount * share) <= 0.5


def test_LGX1_a_tenant_pays_the_public_part_to_the_treasury_and_the_rest_to_the_owner():
    game = h.start(dice=[(5, 4)], options={"land_tax_share": 0.25})
    h.give(game, "Bob", h.BOWERY)                      # land rent $18
    h.put(game, "Ann", h.CENTRAL_PARK)
    before = h.total_money(game), game.balance("Ann"), game.balance("Bob"), game.treasury
    events = h.throw(game, "Ann")                      # 20 + 9 = The Bowery
    assert h.payments(events) == [("Ann", "treasury", 4, "land_tax"), ("Ann", "Bob", 14, "land_rent")]
    assert game.balance("Ann") == before[1] - 18 and game.balance("Bob") == before[2] + 14
    assert game.treasury == before[3] + 4 and h.total_money(game) == before[0] == 0
    assert game.fund == 4                              # waiting for public works (ST-6)
    assert "land tax" in next(e.text for e in events if e.kind == "paid")


def test_LGX1_the_holder_stopping_on_his_own_lot_pays_the_public_part():
    game = h.start(dice=[(5, 4)], options={"land_tax_share": 0.5})
    h.give(game, "Ann", h.BOWERY)
    h.put(game, "Ann", h.CENTRAL_PARK)
    events = h.throw(game, "Ann")
    assert h.payments(events) == [("Ann", "treasury", 9, "land_tax")]


def test_LGX1_the_rent_of_a_lot_nobody_holds_goes_to_the_treasury_and_its_share_to_public_works():
    game = h.start(dice=[(5, 4)], options={"land_tax_share": 0.25})
    h.put(game, "Ann", h.CENTRAL_PARK)
    h.throw(game, "Ann")                               # The Bowery, in the pack: auctioned
    h.act(game, "Bob", ("pass",))
    events = h.act(game, "Ann", ("decline",))
    assert h.payments(events) == [("Ann", "treasury", 18, "land_rent")]   # LG-7 as it stands
    assert game.fund == 4                              # 18 x 0.25 = 4.5: half a dollar kept


# ---------------------------------------------------------------------- LG-X1: public works
def test_LGX1_the_treasury_spends_the_share_on_st6_works_and_keeps_its_other_receipts():
    game = h.start(dice=[(1, 1), (1, 1)], options={"land_tax_share": 0.5})
    ann = h.seat(game, "Ann")
    h.set_cash(game, "Ann", 500)
    game.pay(ann, game.TREAS, 120, "tax", None)        # a receipt the landlord rules keep
    game.pay(ann, game.TREAS, 60, "land_tax", h.BOWERY)   # the public's share of a rent
    treasury = game.treasury
    h.throw(game, "Ann")                               # to Fuel ($10 tax, kept); ST-6 spends $50
    assert game.owner[h.SOAKUM] == PUBLIC              # (a) first
    assert game.fund == 10 and game.treasury == treasury + 10 - 50
    assert game.tallies()["public_spending"] == 50
    game.pay(ann, game.TREAS, 45, "land_tax", h.BOWERY)
    h.throw(game, "Bob")
    assert game.owner[h.SLAMBANG] == PUBLIC and game.fund == 5   # (b) next, in ST-6's order


def test_LGX1_public_works_raise_the_wages_paid_and_colleges_educate_under_a_share():
    game = h.start(options={"land_tax_share": 0.5})
    game.wage_raises, game.colleges = 2, 1
    assert game.wage_level() == game.data.wages + 2 * game.data.wage_raise
    game._trespass(h.seat(game, "Ann"), h.BLUEBLOOD)
    assert game.edu[h.seat(game, "Ann")] == 1 and not game.jailed[h.seat(game, "Ann")]
    plain = h.start()
    plain.wage_raises = 2
    assert plain.wage_level() == plain.data.wages     # the landlord rules: printed wages


def test_LGX1_the_rest_of_the_landlord_rules_stay_in_force_under_a_share():
    game = h.start(options={"land_tax_share": 0.75})
    assert game.regime == "landlord"
    assert game._dues(h.seat(game, "Ann"), h.FOOD)[0].reason == "tax"   # LG-4, not ST-1
    assert all(action[0] != "build" for action in game.legal_actions())  # only on his own lots


# ---------------------------------------------------------------------- LG-X1: the score
@pytest.mark.parametrize("share, worth", [(0, 100), (0.25, 75), (1 / 3, 67), (0.5, 50), (0.995, 1), (0.999, 0)])
def test_LGX1_a_deed_counts_its_worth_less_the_public_part_in_the_rules_own_score(share, worth):
    game = h.start(options={"land_tax_share": share})
    assert game.deed_worth() == worth
    h.give(game, "Ann", h.BOWERY, h.ROYAL_RUSHER)
    ann = h.seat(game, "Ann")
    assert game.wealth("Ann") == game.balances[ann] + worth + 100   # the railroad counts $100
    game.switch_rules("single-tax")
    assert game.deed_worth() == 0 and game.wealth("Ann") == game.balances[ann] + 100   # ST-O1


# ---------------------------------------------------------------------- LG-X1: switching
def test_LGX1_a_switch_puts_the_whole_single_tax_in_force_and_back_the_share():
    game = h.start(dice=[(5, 4), (1, 1), (5, 4)], options={"land_tax_share": 0.5})
    h.give(game, "Bob", h.BOWERY)
    h.put(game, "Ann", h.CENTRAL_PARK)
    game.pay(h.seat(game, "Ann"), game.TREAS, 30, "land_tax", h.BOWERY)
    game.switch_rules("single-tax")
    assert game.treasury == 0 and game.fund == 0       # ST-2: the Treasury starts empty
    events = h.throw(game, "Ann")
    assert ("Ann", "treasury", 18, "land_rent") in h.payments(events)    # ST-2: all of it
    h.act(game, "Ann", ("done",))                      # ST-4: no house on it
    game.switch_rules("landlord")
    assert game.fund == 0 and game.land_tax_share == exact_share(0.5)
    h.throw(game, "Bob")
    h.put(game, "Ann", h.CENTRAL_PARK)
    events = h.throw(game, "Ann")
    assert h.payments(events)[:2] == [("Ann", "treasury", 9, "land_tax"), ("Ann", "Bob", 9, "land_rent")]


def test_MOX1_a_switch_puts_the_land_value_tax_in_force_at_the_share_and_back_the_classic_rules():
    game = landlords.new_game("monopoly", players=["Ann", "Bob"], seed=1,
                              options={"first_player": "Ann", "land_tax_share": 0.125,
                                       "regime": "landlord"})
    assert game.public_share() == 0
    game.switch_rules("single-tax")
    assert game.public_share() == 12.5
    assert "12.5% of the site rent" in game.events[-1].text
    game.switch_rules("landlord")
    assert game.public_share() == 0


def test_MOX1_the_public_part_of_a_rent_is_rounded_down_and_money_is_conserved():
    game = landlords.new_game("monopoly", players=["Ann", "Bob"], seed=1,
                              options={"first_player": "Ann", "land_tax_share": 0.125},
                              dice=[(1, 2)])
    while game.is_chance:
        game.play(max_steps=1)
    park = MONOPOLY.index_of("Park Place")
    game.owner[park] = game.seat_of("Bob")
    game.pos[game.seat_of("Ann")] = park - 3
    assert MONOPOLY.rents[park][0] == 35
    seen = game.transfer_count
    game.apply(("throw",))
    game.play(max_steps=1)
    paid = [(t.src, t.dst, t.amount, t.reason) for t in game.transfers(seen)]
    # 35 x 0.125 = 4.375: the public's part rounded down (as MO-V3), the rest to the owner,
    # and the treasury's $4 back at once as dividends of $2 each (MO-V3).
    assert paid == [("Ann", "Bob", 31, "rent"), ("Ann", "treasury", 4, "land_rent"),
                    ("treasury", "Ann", 2, "dividend"), ("treasury", "Bob", 2, "dividend")]
    assert sum(game.balances) == 0


# ---------------------------------------------------------------------- bots
def test_LGX1_bots_value_a_lot_by_the_owners_part_of_its_rent_and_deed():
    values = {}
    for share in (0, 0.5):
        game = landlords.new_game("landlords-1906", players=4, seed=2,
                                  options={"land_tax_share": share})
        bot = game.bot("Bob")
        visits = bot.visits(game)
        rent = game.data.land_rent[h.BOWERY]
        values[share] = bot.worth(game, h.BOWERY)
        assert values[share] == int(game.deed_worth() + game.owners_part(rent) * visits)
        assert bot.worth(game, h.ROYAL_RUSHER) > 0
    assert values[0.5] < values[0]


def test_LGX1_bots_still_buy_land_and_finish_their_games_under_a_share():
    for share in (0.25, 0.5, 0.75):
        lots = []
        for seed in range(8):
            game = _played("landlords-1906", seed, options={"land_tax_share": share})
            assert not game.outcome.capped
            lots.append(sum(game.land_held()))
        assert sum(lots) > 0, share


# ---------------------------------------------------------------------- conformance
SHARES = (0.25, 0.5, 0.75, 1 / 3)
STRATEGIES_1906 = ("cautious", "speculator", "improver", "trader", "random")
STRATEGIES_MONOPOLY = ("cautious", "speculator", "improver", "trader", "random")
NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Flo")
#: Games per share in each chunk; the first chunk of each share is the quick loop's.
#: 1906: 12 chunks a share (288 games), Monopoly: 6 (144 games, each longer).
CHUNK, CHUNKS = 6, 12


def _config(rules: str, seed: int) -> tuple:
    """Game ``seed``'s players, bots (some seats left to random play), options, switching."""
    rng = BotRandom(7_000_003 * seed + len(rules))
    count = 2 + seed % 5
    names = list(NAMES[:count])
    strategies = STRATEGIES_1906 if rules == "landlords-1906" else STRATEGIES_MONOPOLY
    bots = {name: strategies[rng.randrange(len(strategies))] for name in names
            if rng.random() < 0.8}
    options = {}
    if rules == "landlords-1906":
        if rng.random() < 0.4:
            options["advanced"] = True
        if rng.random() < 0.3:
            options["vote"] = True
        if rng.random() < 0.2:
            options["regime"] = "single-tax"
        if rng.random() < 0.2:
            options["max_rounds"] = 2 + rng.randrange(6)
    else:
        if rng.random() < 0.3:
            options["regime"] = "landlord"
        options["max_rounds"] = 400 if len(bots) == count and seed % 3 == 0 else 8 + rng.randrange(10)
    switch_prob = (0.0, 0.0, 0.01, 0.03)[rng.randrange(4)]
    return names, bots, options, switch_prob


def _chunks():
    for rules, chunks in (("landlords-1906", CHUNKS), ("monopoly", CHUNKS // 2)):
        for share in SHARES:
            for chunk in range(chunks):
                yield pytest.param(rules, share, chunk, marks=() if chunk == 0 else pytest.mark.slow)


@pytest.mark.parametrize("rules, share, chunk", list(_chunks()))
def test_LGX1_MOX1_the_conformance_checks_hold_under_a_share(rules, share, chunk):
    switched = 0
    for seed in range(chunk * CHUNK, (chunk + 1) * CHUNK):
        names, bots, options, switch_prob = _config(rules, seed)
        options["land_tax_share"] = share
        game = landlords.new_game(rules, players=names, bots=bots, seed=seed, options=options)
        stats = random_play(game, rng_seed=seed, switch_prob=switch_prob)
        assert game.is_over and stats.replays >= 1 and stats.checks > stats.steps > 0
        switched += sum(stats.switches.values())
        if rules == "landlords-1906":
            assert game.options["land_tax_share"] == float(exact_share(share))
            assert game.fund <= max(game.treasury, 0)
    assert switched > 0                                # each chunk switches rules
