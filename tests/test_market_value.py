"""Market value (``Game.market_parts``), money flows, the stated discount rate, the levy of a
switch, and LG-X2 (our extension: the Treasury's dividends, or its works under any rules),
all on scripted games so that every figure is exact."""

from __future__ import annotations

import math

import pytest
from helpers import (
    BOOMTOWN,
    DATA,
    PDQ,
    SOAKUM,
    SPECULATION,
    act,
    fund_treasury,
    give,
    payments,
    put,
    seat,
    start,
    throw,
    total_money,
)

import landlords
from landlords.experiments.conditions import prepare
from landlords.experiments.measure import play_measured
from landlords.experiments.valuation import discount_rate, landing_rates, values_of

ST = {"regime": "single-tax"}


def only(space: int, rate: float = 0.1) -> list[float]:
    """Landing rates with every move of a turn ending on ``space`` at ``rate``, nowhere else."""
    rates = [0.0] * DATA.size
    rates[space] = rate
    return rates


def parts(game, name: str, landing) -> tuple[float, float]:
    return game.market_parts(landing)[seat(game, name)]


# ---------------------------------------------------------------------- market value, 1906
def test_a_lot_is_worth_the_land_rent_it_draws_from_the_other_players():
    game = start(["Ann", "Bob", "Cy"])
    give(game, "Bob", BOOMTOWN)                            # land rent $6 (LG-7)
    fixed, income = parts(game, "Bob", only(BOOMTOWN))
    assert fixed == 500                                    # his cash: the deed is not counted at a price
    assert income == pytest.approx(0.1 * 6 * 2)            # Ann's and Cy's landings, not his own
    assert game.market_values(only(BOOMTOWN), 0.02)["Bob"] == pytest.approx(500 + 1.2 / 0.02)


def test_ST2_under_the_single_tax_a_deed_draws_nothing_and_a_house_its_rent():
    game = start(["Ann", "Bob"], dice=[(5, 6)], options=ST)
    give(game, "Bob", BOOMTOWN)
    throw(game, "Ann")                                     # Ann stops on Boomtown: rent to the Treasury
    act(game, "Ann", ("build", BOOMTOWN))                  # ST-4: she builds on it
    assert parts(game, "Bob", only(BOOMTOWN)) == (600.0, 0.0)
    fixed, income = parts(game, "Ann", only(BOOMTOWN))
    assert fixed == game.balance("Ann")                    # the house is valued by its rent
    assert income == pytest.approx(0.1 * DATA.house_rent)  # Bob's landings pay her $10


def test_LGX1_the_holder_draws_his_part_of_the_rent():
    game = start(["Ann", "Bob"], options={"land_tax_share": 0.5})
    give(game, "Bob", BOOMTOWN)                            # $6: $3 to the Treasury, $3 to Bob
    assert parts(game, "Bob", only(BOOMTOWN))[1] == pytest.approx(0.1 * 3)


def test_a_line_draws_its_fares_and_is_worth_the_publics_price_where_works_are_funded():
    game = start(["Ann", "Bob"])
    give(game, "Ann", PDQ)
    assert parts(game, "Ann", only(PDQ)) == (600.0, pytest.approx(0.1 * DATA.franchise_fare))
    st = start(["Ann", "Bob"], options=ST)
    give(st, "Ann", PDQ)
    assert parts(st, "Ann", only(PDQ)) == (600.0 + DATA.public_step, 0.0)   # ST-6 will buy it


def test_the_licence_luxuries_and_loans_count_at_fixed_sums():
    game = start(["Ann", "Bob"])
    give(game, "Ann", SPECULATION)
    game.lux[seat(game, "Ann")] = 1
    assert parts(game, "Ann", [0.1] * DATA.size) == (600.0 + DATA.price[SPECULATION]
                                                     + DATA.luxury_price, 0.0)


def test_market_values_refuse_a_discount_rate_that_is_not_positive():
    game = start(["Ann", "Bob"])
    with pytest.raises(ValueError, match="positive"):
        game.market_values(only(BOOMTOWN), 0)


def test_a_game_with_nothing_but_money_is_worth_its_cash():
    game = landlords.new_game("random-exchange", players=3, seed=4)
    game.play()
    assert game.market_parts([]) == [(float(c), 0.0) for c in game.balances[:3]]


# ---------------------------------------------------------------------- the stated discount rate
def test_the_stated_rate_prices_the_lots_at_their_printed_prices_in_total():
    rates = landing_rates("landlords-1906")
    for players in (2, 4, 6):
        rent = sum(DATA.land_rent[s] * rates[s] for s in DATA.lots) * (players - 1)
        price = sum(DATA.price[s] for s in DATA.lots)
        assert discount_rate("landlords-1906", players) == pytest.approx(rent / price)
    assert discount_rate("random-exchange", 4) is None


def test_the_levy_of_a_switch_is_what_the_landholder_loses_by_score_and_at_market():
    """LG-M1 and a switch to the single tax before anything is played: the monarch's 22
    deeds count $100 each by the rules' score (ST-O1 takes them off) and, at the stated
    rate, their capitalised rent adds up to their printed prices ($1,375)."""
    spec = prepare("m", {"scenario": "monarch", "switch_at": 0}, "landlords-1906", 4)
    row, players, _ = play_measured(spec, 5)
    assert row["switched_at"] == 0
    assert players[0][-2:] == (22 * DATA.card_worth, pytest.approx(sum(DATA.price[s] for s in DATA.lots)))
    assert all(p[-2:] == (0, 0.0) for p in players[1:])
    assert row["levy_score"] == 2200 and row["levy_market"] == pytest.approx(1375)


def test_values_of_reads_each_valuation():
    game = start(["Ann", "Bob"], options=ST)
    give(game, "Bob", BOOMTOWN)
    assert values_of(game, "book") == [600, 600 + DATA.price[BOOMTOWN]]
    assert values_of(game, "score") == [600, 600]                    # ST-O1
    assert values_of(game, "market", only(BOOMTOWN), 0.02) == [600.0, 600.0]
    with pytest.raises(ValueError):
        values_of(game, "price")


# ---------------------------------------------------------------------- money flows
def test_money_flows_count_what_the_bank_issues_takes_back_and_players_pay_each_other():
    game = start(["Ann", "Bob"], dice=[(1, 2), (1, 1), (5, 6)])
    assert game.money_flows() == {"issued": 0, "returned": 0, "created": 0, "between_players": 0}
    give(game, "Bob", BOOMTOWN)
    put(game, "Ann", 37)
    throw(game, "Ann")                                     # 3 from 37: Mother Earth, wages (LG-3)
    throw(game, "Bob")                                     # Fuel: $10 tax to the Treasury
    events = throw(game, "Ann")                            # 11: Boomtown, $6 land rent to Bob
    assert ("Ann", "Bob", 6, "land_rent") in payments(events)
    assert game.money_flows() == {"issued": DATA.wages, "returned": 0, "created": DATA.wages,
                                  "between_players": 6}
    assert total_money(game) == 0


# ---------------------------------------------------------------------- LG-X2
def test_LGX2_dividends_pay_the_treasury_back_in_equal_shares_and_conserve_money():
    game = start(["Ann", "Bob"], dice=[(5, 6)], options={**ST, "treasury": "dividends"})
    give(game, "Bob", BOOMTOWN)
    events = throw(game, "Ann")                            # $6 land rent to the Treasury (ST-2)
    assert payments(events)[:3] == [("Ann", "treasury", 6, "land_rent"),
                                    ("treasury", "Ann", 3, "dividend"),
                                    ("treasury", "Bob", 3, "dividend")]
    assert game.treasury == 0 and total_money(game) == 0
    assert game.tallies()["dividends_paid"] == 6


def test_LGX2_a_remainder_waits_and_nothing_is_bought_or_raised():
    game = start(["Ann", "Bob", "Cy"], options={**ST, "treasury": "dividends"})
    fund_treasury(game, 152)
    game._after_step()
    assert game.treasury == 152 % 3
    assert [game.balance(name) for name in ("Ann", "Bob", "Cy")] == [500 + 152 // 3] * 3
    assert game.owner_of(SOAKUM) is None and game.wage_level() == DATA.wages   # no ST-6
    assert game.tallies()["public_spending"] == 0


def test_LGX2_dividends_empty_the_landlord_rules_treasury():
    game = start(["Ann", "Bob"], dice=[(1, 1)], options={"treasury": "dividends"})
    events = throw(game, "Ann")                            # Fuel: $10 tax (LG-4)
    assert ("treasury", "Ann", 5, "dividend") in payments(events)
    assert ("treasury", "Bob", 5, "dividend") in payments(events)
    assert game.treasury == 0


def test_LGX2_works_spend_the_treasury_under_the_landlord_rules():
    game = start(["Ann", "Bob"], options={"treasury": "works"})
    assert game.regime == "landlord"
    fund_treasury(game, DATA.public_step)
    game._after_step()
    assert game.owner_of(SOAKUM) == "public"               # ST-6(a), under the landlord rules
    fund_treasury(game, DATA.public_step * 7)               # five lines, two colleges
    game._after_step()
    assert game.colleges == 2 and game.wage_level() == DATA.wages
    fund_treasury(game, DATA.public_step)
    game._after_step()
    assert game.wage_level() == DATA.wages + DATA.wage_raise   # ST-6(d), paid at Mother Earth


def test_LGX2_by_default_the_landlord_rules_treasury_keeps_its_money():
    game = start(["Ann", "Bob"])
    fund_treasury(game, 120)
    game._after_step()
    assert game.treasury == 120 and game.owner_of(SOAKUM) is None


def test_LGX2_refuses_an_unknown_use():
    with pytest.raises(landlords.OptionError):
        start(["Ann", "Bob"], options={"treasury": "spend"})


def test_gini_and_gap_stay_consistent_in_the_rows():
    spec = prepare("a", {}, "landlords-1906", 4)
    row, players, _ = play_measured(spec, 3)
    finals = [p[6] for p in players]                       # final_book
    n = len(finals)
    gap = sum(abs(a - b) for a in finals for b in finals) / (n * (n - 1))
    assert row["mad_book"] == pytest.approx(gap)
    assert row["total_book"] == sum(finals)
    assert row["mad_book"] == pytest.approx(2 * row["gini_book"] * row["total_book"] / (n - 1))
    assert math.isclose(row["discount"], discount_rate("landlords-1906", 4))
