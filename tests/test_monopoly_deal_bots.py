"""Monopoly Deal's bots (``banker``, ``collector``): the plays that keep a game moving.

Issue 11 found Deal games that never ended: with a deck run down to its Pass Gos, every bot
played Pass Go three times a turn, drew the same Pass Gos back and never played the seven
cards it held (6.4% of five-player games capped, 26% of all-banker games).  These tests
ask a bot for one decision in an arranged state (the arrangement helpers of
``test_rules_monopoly_deal``) and play whole games of seeds that were capped before.
"""

from __future__ import annotations

import pytest
from test_rules_monopoly_deal import (
    BLUE,
    BOARDWALK,
    DEBT,
    ILLINOIS,
    INDIANA,
    KENTUCKY,
    M1,
    M3,
    M5,
    ORIENTAL,
    PASS_GO,
    SLY,
    D,
    arrange,
    card,
    new,
)

import landlords
from landlords.api import DEFAULT_NAMES
from landlords.rules.monopoly_deal.bots import BankerBot, CollectorBot
from landlords.rules.monopoly_deal.state import SETS

BOTS = (BankerBot, CollectorBot)
BLUE_GREEN = card("dark blue/green wildcard")
PACIFIC, CAROLINA = card("Pacific Avenue"), card("North Carolina Avenue")
OTHER_PASS_GO = D.named("pass_go")[1]


def decide(bot_class, game):
    """The bot's action for the decision on top of ``game`` (Ann's seat)."""
    action, reason = bot_class(0, 1).decide(game, game.top_frame)
    assert reason
    return action


@pytest.mark.parametrize("bot_class,other", [(BankerBot, DEBT), (CollectorBot, M1)])
def test_pass_go_is_not_played_when_it_can_only_draw_pass_go_back(bot_class, other):
    game = new()                                         # each bot's next choice after Pass Go
    arrange(game, hands={"Ann": [PASS_GO, other]}, banks={"Bob": [M5]},
            discard=[OTHER_PASS_GO])
    assert decide(bot_class, game)[:2] in (("debt", DEBT), ("bank", M1))
    game = new()
    arrange(game, hands={"Ann": [PASS_GO]}, discard=[OTHER_PASS_GO], pile=[M3])
    assert decide(bot_class, game) == ("pass_go", PASS_GO)      # a new card to draw


@pytest.mark.parametrize("bot_class", BOTS)
def test_debt_collector_is_aimed_at_the_player_who_can_pay(bot_class):
    game = new(("Ann", "Bob", "Cy"))
    arrange(game, hands={"Ann": [DEBT]}, banks={"Cy": [M3]}, pile=[M1])
    assert decide(bot_class, game) == ("debt", DEBT, "Cy")
    game = new(("Ann", "Bob", "Cy"))
    arrange(game, hands={"Ann": [DEBT]}, pile=[M1])      # nobody can pay anything
    assert decide(bot_class, game)[0] != "debt"


@pytest.mark.parametrize("bot_class", BOTS)
def test_a_wildcard_is_laid_towards_a_set_not_on_a_complete_one(bot_class):
    game = new()
    arrange(game, hands={"Ann": [BLUE_GREEN]}, tables={"Ann": BLUE}, pile=[M1])
    assert decide(bot_class, game) == ("property", BLUE_GREEN, "green")


@pytest.mark.parametrize("bot_class", BOTS)
def test_a_received_wildcard_is_placed_as_if_it_were_not_yet_counted(bot_class):
    for ann, best in (([(BOARDWALK, "dark_blue"), (PACIFIC, "green"), (CAROLINA, "green")],
                       "dark_blue"),               # one card short of either: the dearer set
                      (BLUE + [(PACIFIC, "green")], "green")):   # dark blue is complete
        game = new()
        arrange(game, hands={"Ann": [SLY]}, pile=[M1],
                tables={"Ann": ann, "Bob": [(BLUE_GREEN, "dark_blue")]})
        game.apply(("sly", SLY, BLUE_GREEN))
        assert game.decision == "place"
        assert decide(bot_class, game) == ("place", best)


@pytest.mark.parametrize("bot_class", BOTS)
def test_a_spare_wildcard_is_turned_to_complete_a_set_and_then_left_alone(bot_class):
    game = new()
    arrange(game, hands={"Ann": [M1]}, pile=[M3],
            tables={"Ann": BLUE + [(BLUE_GREEN, "dark_blue"), (PACIFIC, "green"),
                                   (CAROLINA, "green")]})
    assert decide(bot_class, game) == ("flip", BLUE_GREEN, "green")
    game.apply(("flip", BLUE_GREEN, "green"))
    assert game.complete_colours(0) == ["dark_blue", "green"]
    assert decide(bot_class, game)[0] != "flip"


def test_the_banker_steals_only_to_complete_a_set():
    game = new()
    arrange(game, hands={"Ann": [SLY]}, pile=[M1],
            tables={"Ann": [(KENTUCKY, "red"), (INDIANA, "red")], "Bob": [(ILLINOIS, "red")]})
    assert decide(BankerBot, game) == ("sly", SLY, ILLINOIS)
    game = new()
    arrange(game, hands={"Ann": [SLY]}, pile=[M1],
            tables={"Ann": [(KENTUCKY, "red"), (INDIANA, "red")], "Bob": [(ORIENTAL, "light_blue")]})
    assert decide(BankerBot, game) == ("bank", SLY)


# Seeds whose games were capped at 1,000 turns before issue 11 (Pass Go cycling, debts
# charged to players with nothing): the default line-up of five, and all-banker tables.
STALLED = [(5, None, 6), (5, None, 8), (3, "banker", 2), (4, "banker", 1), (5, "banker", 2)]


@pytest.mark.parametrize("players,strategy,seed", STALLED)
def test_a_game_that_stalled_before_now_ends_by_a_win(players, strategy, seed):
    names = list(DEFAULT_NAMES[:players])
    bots = {name: strategy for name in names} if strategy else None
    game = landlords.new_game("monopoly-deal", players=names if bots else players, bots=bots,
                              seed=seed, record_events=False)
    outcome = game.play()
    assert outcome.termination is SETS and game.turn < 200
    assert len(game.complete_colours(game.players.index(outcome.winner))) >= 3
