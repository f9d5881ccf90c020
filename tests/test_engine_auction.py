"""The open-auction helper shared by the rule sets: the circle, the bidder's actions, who
is asked next, and taking a bid or a pass.
"""

from __future__ import annotations

import pytest

from landlords.engine.auction import (
    NO_BIDDER,
    OpenAuctionMixin,
    bidder_actions,
    circle_after,
    is_bidder_action,
    next_bidder,
)


def anyone(seat):
    return True


# ====================================================================== circle_after
@pytest.mark.parametrize("seat, circle", [(0, (1, 2, 3, 0)), (2, (3, 0, 1, 2)), (3, (0, 1, 2, 3))])
def test_circle_starts_after_the_seat_and_ends_with_it(seat, circle):
    assert circle_after(seat, (0, 1, 2, 3)) == circle


def test_circle_follows_the_given_order_not_seat_numbers():
    assert circle_after(0, (2, 0, 3, 1)) == (3, 1, 2, 0)


# ====================================================================== bidder_actions
def test_bidder_actions_step_from_low_to_high_then_pass():
    assert bidder_actions(50, 65, 5) == [("bid", 50), ("bid", 55), ("bid", 60), ("bid", 65),
                                         ("pass",)]


def test_bidder_actions_include_high_when_on_a_step():
    assert bidder_actions(3, 5, 1) == [("bid", 3), ("bid", 4), ("bid", 5), ("pass",)]


def test_bidder_who_cannot_reach_low_may_only_pass():
    assert bidder_actions(60, 55, 5) == [("pass",)]


# ====================================================================== is_bidder_action
@pytest.mark.parametrize("action, legal", [
    (("pass",), True), (("bid", 50), True), (("bid", 100), True), (("bid", 75), True),
    (("bid", 45), False), (("bid", 105), False), (("bid", 52), False),
    (("bid", 50.0), False), (("bid", "50"), False), (("bid",), False), (("bid", 50, 1), False),
    (("take", 50), False), (("pass", 50), False),
])
def test_is_bidder_action(action, legal):
    assert is_bidder_action(action, 50, 100, 5) is legal


def test_a_bool_is_not_a_bid():
    assert is_bidder_action(("bid", True), 0, 10, 1) is False
    assert is_bidder_action(("bid", False), 0, 10, 1) is False


def test_pass_is_legal_even_when_no_bid_is():
    assert is_bidder_action(("pass",), 60, 55, 5) is True


# ====================================================================== next_bidder
def test_after_a_bid_the_next_round_the_circle_is_asked():
    assert next_bidder((1, 2, 3), 1, (1, 2, 3), 1, anyone) == (2, (1, 2, 3))


def test_asking_wraps_round_the_circle():
    assert next_bidder((1, 2, 3), 3, (1, 2, 3), 3, anyone) == (1, (1, 2, 3))


def test_the_highest_bidder_is_skipped():
    assert next_bidder((1, 2, 3), 3, (1, 2, 3), 1, anyone) == (2, (1, 2, 3))


def test_a_player_who_passed_is_out():
    assert next_bidder((1, 2, 3), 2, (1, 3), 1, anyone) == (3, (1, 3))


def test_a_player_who_cannot_outbid_drops_out_but_the_highest_bidder_stays():
    assert next_bidder((1, 2, 3), 1, (1, 2, 3), 1, lambda o: o != 2) == (3, (1, 3))
    assert next_bidder((1, 2, 3), 1, (1, 2, 3), 1, lambda o: False) == (NO_BIDDER, (1,))


def test_bidding_is_over_when_only_the_highest_bidder_is_left():
    assert next_bidder((1, 2), 2, (1,), 1, anyone) == (NO_BIDDER, (1,))


def test_bidding_is_over_when_everyone_passed():
    assert next_bidder((1,), 1, (), NO_BIDDER, anyone) == (NO_BIDDER, ())


def test_without_a_bid_everyone_still_in_is_asked_in_turn():
    assert next_bidder((1, 2, 3), 1, (2, 3), NO_BIDDER, anyone) == (2, (2, 3))


def test_can_outbid_is_asked_only_about_players_who_have_not_passed_and_are_not_highest():
    asked = []
    next_bidder((1, 2, 3, 0), 2, (1, 3, 0), 1, lambda o: asked.append(o) or True)
    assert asked == [3, 0]


# ====================================================================== _take_bid
class Table(OpenAuctionMixin):
    def __init__(self):
        self.players = ("Ann", "Bob", "Cy")
        self.events = []

    def emit(self, kind, *values):
        self.events.append((kind,) + values)


def test_take_a_bid_raises_the_high_bid_and_keeps_everyone_in():
    table = Table()
    assert table._take_bid(1, 7, ("bid", 60), 50, 0, (0, 1, 2)) == (60, 1, (0, 1, 2))
    assert table.events == [("bid", "Bob", 7, 60)]


def test_take_a_pass_keeps_the_high_bid_and_puts_the_passer_out():
    table = Table()
    assert table._take_bid(1, 7, ("pass",), 50, 0, (0, 1, 2)) == (50, 0, (0, 2))
    assert table.events == [("passed", "Bob", 7)]


def test_a_plain_python_game_takes_the_mixins_beside_the_engines_game():
    # Compiled (issue 28), Game is a native class: the mixins must stay Python classes,
    # or a plain-Python rule set taking them besides Game fails with a layout conflict.
    from landlords.engine.game import Game
    from landlords.engine.order import OrderThrowMixin

    class PluggedIn(OrderThrowMixin, OpenAuctionMixin, Game):
        pass

    assert PluggedIn._take_bid is OpenAuctionMixin._take_bid
    assert PluggedIn._start_order_throws is OrderThrowMixin._start_order_throws
