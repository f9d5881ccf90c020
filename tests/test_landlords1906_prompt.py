"""The decision waiting in The Landlord's Game (``game.prompt()``), for every kind of decision.

For each decision the prompt says what is asked in the game's words (no internal name
such as ``build_here`` or ``single-tax``), offers every legal action either as a
labelled choice or through its amount, and gives bids and prices as an amount with the
right least, most and step.
"""

from __future__ import annotations

import re

import pytest
from helpers import BOOMTOWN, JAIL, act, give, put, set_cash, start, throw

import landlords
from landlords.engine.chance import BotRandom
from landlords.engine.prompt import Amount

ST = {"regime": "single-tax"}
#: Every decision the 1906 rules can ask a player.
DECISIONS = {"initial", "turn", "move", "speculate", "luxury", "bid", "option", "raise",
             "compose", "respond", "vote", "opportunity", "build_here"}
#: Words of the code a player must never read.
INTERNAL = re.compile(r"_|\b(single-tax|initial|compose|respond|None)\b")


def check_prompt(game) -> None:
    """The prompt of the decision waiting is in plain words and reaches every legal action."""
    prompt = game.prompt()
    legal = game.legal_actions()
    assert prompt.player == game.to_move and prompt.decision == game.decision
    for words in (prompt.text, prompt.title, *(choice.label for choice in prompt.choices)):
        assert words and not INTERNAL.search(words), f"internal words in {words!r}"
    offered = [choice.action for choice in prompt.choices]
    assert len(set(offered)) == len(offered) and set(offered) <= set(legal)
    amount = prompt.amount
    if amount is not None:
        amounts = {action[1] for action in legal if action[0] == amount.kind}
        assert amounts == set(range(amount.minimum, amount.maximum + 1, amount.step)), prompt
        assert amount.allows(amount.default) and amount.label and amount.verb
    for action in legal:
        assert action in offered or (amount is not None and action[0] == amount.kind
                                     and amount.allows(action[1])), f"{action} unreachable"


def play_checking_prompts(seed: int, seen: set) -> None:
    """A game with every seat a person playing at random, prompts checked at each decision."""
    rng = BotRandom(seed)
    options = {"vote": seed % 2 == 0, "advanced": seed % 3 == 0, "end": "rounds",
               "end_rounds": 12, "regime": "single-tax" if seed % 4 == 1 else "landlord"}
    game = landlords.new_game("landlords-1906", players=["Ann", "Bob", "Cy"], bots={},
                              seed=seed, options=options)
    while not game.is_over:
        if game.to_move == landlords.CHANCE:
            assert game.prompt().player is None and game.prompt().text
            game.step()
            continue
        check_prompt(game)
        seen.add(game.decision)
        legal = game.legal_actions()
        throws = [a for a in legal if a[0] == "throw"]
        pick = throws[0] if throws and rng.random() < 0.7 else legal[rng.randrange(len(legal))]
        game.apply(pick)
        if rng.random() < 0.01 and not game.is_over:
            game.switch_rules("landlord" if game.regime == "single-tax" else "single-tax")
    assert "over" in game.prompt().text and game.prompt().player is None


def test_every_decision_of_random_games_has_a_complete_plain_prompt():
    seen: set = set()
    for seed in range(16):
        play_checking_prompts(seed, seen)
    assert seen == DECISIONS


# ---------------------------------------------------------------------- exact prompts
def test_a_bid_is_an_amount_in_steps_of_5_from_the_floor_to_the_cash():
    game = start(["Ann", "Bob", "Cy"], dice=[(5, 6)])
    set_cash(game, "Bob", 123)
    throw(game, "Ann")                                  # Boomtown ($50) for sale
    prompt = game.prompt()
    assert prompt.amount == Amount("bid", "Your bid", 50, 120, 5, 50, "Bid")
    assert [c.action for c in prompt.choices] == [("pass",)]
    assert prompt.title == "Auction of Boomtown" and prompt.spaces == (BOOMTOWN,)
    assert "Boomtown is for sale (bids from $50)" in prompt.text and "Nobody has bid yet" in prompt.text
    act(game, "Bob", ("bid", 55))
    prompt = game.prompt()                              # Cy: from $60, by Bob's $55
    assert (prompt.amount.minimum, prompt.amount.maximum) == (60, 500)
    assert "Highest bid: $55 by Bob" in prompt.text


def test_a_bidder_who_cannot_outbid_is_not_asked():
    game = start(["Ann", "Bob", "Cy"], dice=[(5, 6)])
    set_cash(game, "Cy", 58)
    throw(game, "Ann")
    act(game, "Bob", ("bid", 55))
    assert game.to_move == "Ann" and game.prompt().decision == "option"


def test_the_first_option_names_the_price():
    game = start(["Ann", "Bob"], dice=[(5, 6)])
    throw(game, "Ann")
    act(game, "Bob", ("bid", 65))
    prompt = game.prompt()
    assert prompt.decision == "option" and prompt.title == "First option on Boomtown"
    assert "take it at $65" in prompt.text
    assert {c.label for c in prompt.choices} == {"Take it at $65", "Decline"}


def test_a_privilege_bid_keeps_the_house_price_in_hand():
    game = start(["Ann", "Bob"], options=ST)
    set_cash(game, "Bob", 140)
    act(game, "Ann", ("build", BOOMTOWN))
    prompt = game.prompt()
    assert prompt.amount == Amount("bid", "Your bid", 5, 40, 5, 5, "Bid")
    assert prompt.title == "Building privilege on Boomtown"
    assert "Ann wants to build on Boomtown" in prompt.text


def test_a_price_is_an_amount_up_to_the_payers_cash():
    game = start(["Ann", "Bob"])
    give(game, "Ann", BOOMTOWN)
    set_cash(game, "Bob", 92)
    act(game, "Ann", ("sell", BOOMTOWN))
    prompt = game.prompt()
    assert prompt.decision == "compose" and prompt.amount is None
    assert [c.action for c in prompt.choices] == [("cancel",), ("to", "Bob")]
    assert "To whom" in prompt.text and prompt.spaces == (BOOMTOWN,)
    act(game, "Ann", ("to", "Bob"))
    prompt = game.prompt()
    assert prompt.amount == Amount("price", "Your price", 5, 90, 5, 50, "Offer")
    assert [c.action for c in prompt.choices] == [("cancel",)]
    act(game, "Ann", ("price", 85))
    prompt = game.prompt()
    assert prompt.player == "Bob" and prompt.title == "An offer from Ann"
    assert "Ann offers you Boomtown for $85" in prompt.text


def test_each_step_of_a_loan_asks_in_words():
    game = start(["Ann", "Bob"])
    give(game, "Ann", BOOMTOWN)
    act(game, "Ann", ("borrow", "Bob"))
    asked = []
    for answer in (("amount", 100), ("interest", 10), ("due", 2), ("pledge", BOOMTOWN)):
        prompt = game.prompt()
        asked.append(prompt.text)
        check_prompt(game)
        act(game, "Ann", answer)
    assert ["How much" in asked[0], "interest" in asked[1], "how many of your turns" in asked[2],
            "pledge" in asked[3]] == [True] * 4
    assert ("Ann asks you for a loan of $100 at 10% interest, to be repaid within 2 of their turns, "
            "pledging Boomtown") in game.prompt().text


def test_a_turn_in_jail_says_how_to_get_out():
    game = start(["Ann", "Bob"])
    game.send_to_jail(0, "card", None)
    prompt = game.prompt()
    assert "You are in Jail" in prompt.text and "$50 fine" in prompt.text
    assert {c.label for c in prompt.choices} >= {"Throw the dice", "Pay the $50 fine"}
    assert game.position("Ann") == JAIL


def test_the_opening_purchase_and_the_chance_and_the_end():
    game = landlords.new_game("landlords-1906", players=["Ann", "Bob"], bots={}, seed=3,
                              options={"first_player": "Ann"})
    prompt = game.prompt()
    assert prompt.player is None and prompt.title == "Chance" and "dealt" in prompt.text
    game.step()
    prompt = game.prompt()
    assert prompt.decision == "initial" and prompt.title == "Your cards from the deal"
    assert "Done: return the other cards to the pack" in {c.label for c in prompt.choices}
    assert prompt.spaces == game.top_frame.cards


@pytest.mark.parametrize("kind, origin, dice", [("speculate", 3, (2, 3)), ("luxury", 28, (5, 6))])
def test_speculation_and_luxury_ask_with_their_amounts(kind, origin, dice):
    game = start(["Ann", "Bob"], dice=[dice])
    put(game, "Ann", origin)
    throw(game, "Ann")
    if game.decision == "move":                         # from between the Chances: forward
        act(game, "Ann", ("move", "forward", 0))
    assert game.decision == kind
    check_prompt(game)
    text = game.prompt().text
    assert ("$10 ante" in text) if kind == "speculate" else ("$75" in text and "$100" in text)
