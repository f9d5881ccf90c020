"""Monopoly Deal through the rule-set interface: its table, its prompts, its words, its data.

The table (``game.table(viewer)``) and the prompt (``game.prompt()``) are checked in
exact situations arranged card by card (as in ``test_rules_monopoly_deal.py``), and the
prompts and labels of every decision met in random games: every legal action is one
choice, no two choices of a decision read alike, no internal word shows.  A variant with
other numbers (a subclass with another ``DATA``) plays by them.
"""

from __future__ import annotations

import dataclasses
import re

import pytest
from test_rules_monopoly_deal import (
    BALTIC,
    BLUE,
    BOARDWALK,
    BROWN,
    DEBT,
    HOUSE,
    JSN,
    KENTUCKY,
    M1,
    M2,
    M3,
    M4,
    M5,
    M10,
    PARK_PLACE,
    RED_YELLOW,
    RENT_ANY,
    RENT_BROWN,
    SLY,
    D,
    act,
    arrange,
    card,
    new,
)

import landlords
from landlords import IllegalActionError
from landlords.engine.table import CardTable
from landlords.rules.monopoly_deal import RULES
from landlords.rules.monopoly_deal.game import MonopolyDealGame
from landlords.testing import BotRandom

PASS_GO = D.named("pass_go")


def labels(cards):
    return [c.label for c in cards]


def area(table, name):
    return next(a for a in table.areas if a.name == name)


def seat(table, name):
    return next(s for s in table.seats if s.name == name)


def check_prompt(game):
    """The prompt of the decision waiting: every legal action once, distinct plain labels."""
    prompt = game.prompt()
    legal = game.legal_actions()
    assert prompt.player == game.to_move and prompt.decision == game.decision
    assert prompt.title and prompt.text and prompt.amount is None
    assert sorted(c.action for c in prompt.choices) == legal
    shown = [c.label for c in prompt.choices]
    assert len(set(shown)) == len(shown), shown
    described = [game.describe_action(a) for a in legal]
    assert len(set(described)) == len(described), described
    for text in [prompt.title, prompt.text] + shown:
        assert "_" not in text and "(-1)" not in text, text
    return prompt


# ---------------------------------------------------------------------- the labels
def test_every_card_has_a_label_no_other_card_has():
    assert len(set(D.label)) == D.n_cards == 106
    assert D.label[BOARDWALK] == "Boardwalk"                       # unique: its name
    assert [D.label[c] for c in PASS_GO] == [f"Pass Go ({k})" for k in range(1, 11)]
    assert D.label[card("red/yellow wildcard", 1)] == "red/yellow wildcard (2)"
    assert D.label[M10] == "10M" and D.label[M1] == "1M (1)"


# ---------------------------------------------------------------------- the table
def test_table_a_complete_set_with_a_house_a_wildcard_and_the_bank():
    game = new()
    arrange(game, hands={"Ann": [M3, SLY], "Bob": [M4]},
            banks={"Ann": [M5, M2], "Bob": [M1]},
            tables={"Ann": BLUE + [(HOUSE, "dark_blue"), (RED_YELLOW, "red")]},
            pile=[M10], discard=[BALTIC])
    table = game.table()
    assert isinstance(table, CardTable) and table.kind == "cards"
    assert table.title == "Monopoly Deal" and table.turn == 1 and table.round == 1
    assert table.draw_count == 1 and labels(table.discard) == ["Baltic Avenue"]
    ann = area(table, "Ann")
    assert labels(ann.bank) == ["5M (1)", "2M (1)"] and ann.bank_value == 7
    red, blue = ann.sets                                       # in the deck's colour order
    assert (blue.group, blue.label, blue.needed, blue.complete) == ("dark_blue", "dark blue", 2, True)
    assert labels(blue.cards) == ["Park Place", "Boardwalk", "House (1)"]
    assert blue.color == D.colour_css["dark_blue"] == blue.cards[0].color
    assert (red.group, red.needed, red.complete) == ("red", 3, False)
    wild, = red.cards
    assert (wild.id, wild.kind, wild.value, wild.color) == (RED_YELLOW, "wild", 3, D.colour_css["red"])
    assert ann.hand_count == 2 and ann.hand is None
    ann_seat = seat(table, "Ann")
    assert (ann_seat.cash, ann_seat.wealth) == (7, 7 + 4 + 4 + 3 + 3)
    assert ann_seat.where == "2 cards in hand, 1 complete set"
    assert ann_seat.to_move and ann_seat.tags == ("turn",) and ann_seat.bot is None
    assert table.purses == () and table.regime is None and table.ending == ""


def test_table_shows_the_viewers_hand_face_up_and_hides_the_others():
    game = new()
    arrange(game, hands={"Ann": [M3, SLY], "Bob": [M4, BOARDWALK, PASS_GO[2]]}, pile=[M10])
    mine = game.table(viewer="Bob")
    assert area(mine, "Ann").hand is None and area(mine, "Ann").hand_count == 2
    bob = area(mine, "Bob")
    assert labels(bob.hand) == ["4M (1)", "Boardwalk", "Pass Go (3)"] and bob.hand_count == 3
    assert [c.kind for c in bob.hand] == ["money", "property", "action"]
    assert bob.hand[0].color == D.card_css["money"]
    assert all(a.hand is None for a in game.table().areas)
    with pytest.raises(IllegalActionError, match="Zed"):
        game.table(viewer="Zed")


def test_table_at_the_end_names_the_winner():
    game = new()
    arrange(game, hands={"Ann": [card("Water Works")]},
            tables={"Ann": BROWN + BLUE + [(card("Electric Company"), "utility")]}, pile=[M1, M2])
    act(game, "property", card("Water Works"), "utility")
    table = game.table()
    assert table.ending == "Ann wins with 3 complete sets of different colours"
    assert seat(table, "Ann").tags == ("winner",) and table.to_move is None
    assert [s.complete for s in area(table, "Ann").sets] == [True, True, True]


# ---------------------------------------------------------------------- the prompts
def test_prompt_of_the_play_decision_names_what_can_be_done():
    game = new()
    arrange(game, hands={"Ann": [M1, BOARDWALK, RENT_BROWN, PASS_GO[0], PASS_GO[1]]},
            tables={"Ann": BROWN + [(RED_YELLOW, "red")]}, pile=[M2, M3])
    prompt = check_prompt(game)
    assert prompt.title == "Your turn"
    assert prompt.text.startswith("Ann, you may play 3 more cards this turn (0 of 3 played)")
    assert "turn a wildcard" in prompt.text and "play an action card" in prompt.text
    by_label = {c.label: c.action for c in prompt.choices}
    assert by_label["play Pass Go (1): draw 2 cards"] == ("pass_go", PASS_GO[0])
    assert by_label["play Pass Go (2): draw 2 cards"] == ("pass_go", PASS_GO[1])
    assert by_label["play brown/light blue rent (1): brown rent from everyone (2M each)"] == (
        "rent", RENT_BROWN, "brown", "all", -1)
    assert by_label["turn red/yellow wildcard (1) to yellow"] == ("flip", RED_YELLOW, "yellow")
    assert prompt.choices[-1].label == "end the turn"


def test_prompt_of_a_debt_paid_card_by_card():
    game = new(("Ann", "Bob", "Cy"))
    arrange(game, hands={"Ann": [DEBT]}, banks={"Bob": [M10, M1]},
            tables={"Bob": [(KENTUCKY, "red")]}, pile=[M2, M3])
    act(game, "debt", DEBT, "Bob")
    prompt = check_prompt(game)
    assert (prompt.player, prompt.decision, prompt.title) == ("Bob", "pay", "Pay Ann")
    assert prompt.text.startswith("Bob, you owe Ann 5M for a Debt Collector.")
    assert [c.label for c in prompt.choices] == [
        "pay with 10M, from your bank", "pay with 1M (1), from your bank",
        "pay with Kentucky Avenue, worth 3M, from your table"]


def test_prompt_of_just_say_no_for_the_target_and_for_the_actor():
    game = new()
    arrange(game, hands={"Ann": [SLY, JSN[1]], "Bob": [JSN[0]]},
            tables={"Bob": [(BALTIC, "brown")]}, pile=[M1, M2])
    act(game, "sly", SLY, BALTIC)
    prompt = check_prompt(game)
    assert prompt.title == "Just Say No?" and prompt.spaces == (BALTIC,)
    assert prompt.text.startswith("Ann plays Sly Deal to take your Baltic Avenue.")
    assert [c.label for c in prompt.choices] == ["accept: let it happen",
                                                 "play Just Say No! (1)"]
    act(game, "say_no", JSN[0])
    prompt = check_prompt(game)
    assert prompt.player == "Ann"
    assert prompt.text.startswith("Bob said Just Say No! to your action.")
    assert prompt.choices[0].label == "accept: your action is cancelled"


def test_prompt_of_a_received_wildcard_and_of_the_hand_limit():
    game = new()
    arrange(game, hands={"Ann": [DEBT]}, banks={"Bob": [M2]},
            tables={"Bob": [(RED_YELLOW, "red"), (BALTIC, "brown")]}, pile=[M1, M3])
    act(game, "debt", DEBT, "Bob")
    act(game, "pay_with", RED_YELLOW)
    prompt = check_prompt(game)
    assert (prompt.decision, prompt.title, prompt.spaces) == ("place", "Place the wildcard",
                                                              (RED_YELLOW,))
    assert prompt.text == ("Ann, you received red/yellow wildcard (1): choose the colour it "
                           "counts as in your collection.")
    assert [c.label for c in prompt.choices] == ["place it as red", "place it as yellow"]
    game = new()
    arrange(game, hands={"Ann": [M1, M2, M3, M4, M5, M10, BOARDWALK, PARK_PLACE, BALTIC]},
            pile=[M1 + 1, M2 + 1])
    act(game, "end")
    prompt = check_prompt(game)
    assert prompt.title == "Over the hand limit"
    assert prompt.text.startswith("Ann, you hold 9 cards, and at the end of a turn you may hold 7: "
                                  "discard 2 cards")


def test_prompts_of_chance_and_of_the_end():
    game = landlords.new_game("monopoly-deal", players=["Ann", "Bob"], bots={}, seed=1)
    prompt = game.prompt()
    assert (prompt.player, prompt.decision, prompt.choices) == (None, "shuffle", ())
    assert prompt.text == "The 106 cards are about to be shuffled and dealt, 5 to each player."
    game = new()
    arrange(game, hands={"Ann": [M1], "Bob": [M2]}, pile=[M3], discard=[M4, M5, M10])
    game.apply(("end",))
    assert game.prompt().text.startswith("The draw pile has run out: the 3 discarded cards")
    game = landlords.new_game("monopoly-deal", players=2, seed=5, options={"max_turns": 4})
    game.play()
    prompt = game.prompt()
    assert prompt.player is None and prompt.text.startswith(
        "The game is over: stopped by the turn cap after turn 4;")


@pytest.mark.parametrize("seed", range(12))
def test_every_decision_met_in_play_has_a_full_prompt_with_distinct_labels(seed):
    names = ["Ann", "Bob", "Cy", "Di", "Ed"][:2 + seed % 4]
    bots = {name: "collector" for name in names[1 + seed % 2:]}     # Ann (and Bob) people
    game = landlords.new_game("monopoly-deal", players=names, bots=bots, seed=seed,
                              options={"max_turns": 80})
    rng = BotRandom(seed)
    seen = set()
    while not game.is_over:
        game.step()
        if game.is_over or game.is_chance or game.is_bot(game.to_move):
            continue
        seen.add(check_prompt(game).decision)
        table = game.table(viewer=game.to_move)
        assert area(table, game.to_move).hand is not None
        shown = [c.label for a in table.areas for c in (a.hand or ()) + a.bank
                 + tuple(c for s in a.sets for c in s.cards)] + labels(table.discard)
        assert len(set(shown)) == len(shown)
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    assert "play" in seen and game.prompt().player is None


# ---------------------------------------------------------------------- words, history, results
def test_sentences_speak_in_millions_and_name_cards():
    game = new()
    arrange(game, hands={"Ann": [M5, SLY, BOARDWALK]}, pile=[M1, M2])
    act(game, "bank", M5)
    act(game, "property", BOARDWALK, "dark_blue")
    texts = [e.text for e in game.events[-4:]]
    assert "Ann banked 5M" in texts and "Ann put 5M in the bank" in texts
    assert "Ann laid down Boardwalk as dark blue" in texts
    assert "Ann: lay down Boardwalk" in texts
    assert game.money(3) == "3M" and game.space_name(PASS_GO[3]) == "Pass Go (4)"
    assert game.status("Bob") == "0 cards in hand"


def test_history_columns_and_results():
    assert MonopolyDealGame.history_columns() == [
        "turn", "round", "player", "cash", "wealth", "sets", "properties", "buildings"]
    game = new()
    arrange(game, hands={"Ann": [M5]}, banks={"Ann": [M1]},
            tables={"Ann": BLUE + [(HOUSE, "dark_blue"), (BALTIC, "brown")]}, pile=[M2, M3])
    act(game, "end")
    ann = [row for row in game.history_rows() if row[2] == "Ann"][-1]
    assert dict(zip(game.history_columns(), ann)) == {
        "turn": 1, "round": 0, "player": "Ann", "cash": 1, "wealth": 1 + 4 + 4 + 3 + 1,
        "sets": 1, "properties": 3, "buildings": 1}
    results = game.results()
    assert tuple(results) == RULES.result_columns
    assert results == {"sets_completed": 1, "banked": 1, "reshuffles": 0}


def test_the_rule_set_declares_its_words_and_vocabulary():
    assert RULES.words.amount(12) == "12M" and RULES.words.title == "Monopoly Deal"
    assert set(RULES.reasons) == {"bank", "rent", "debt", "birthday"}
    assert {t.value for t in RULES.terminations} == {"sets", "stalemate"}
    with pytest.raises(landlords.PlayersError, match="reserved"):
        landlords.new_game("monopoly-deal", players=["Ann", "all"])


# ---------------------------------------------------------------------- numbers in the data
def test_a_variant_with_other_numbers_plays_by_them():
    class QuickDeal(MonopolyDealGame):
        DATA = dataclasses.replace(MonopolyDealGame.DATA, hand_start=7, hand_limit=9,
                                   sets_to_win=2, debt_amount=8)

    rules = dataclasses.replace(RULES, name="quick-deal", game_class=QuickDeal)
    game = landlords.new_game(rules, players=["Ann", "Bob"], bots={}, seed=3)
    game.play()
    assert len(game.hand_of(0)) == 7 + 2 and len(game.hand_of(1)) == 7
    arrange(game, hands={"Ann": [DEBT, M1, M2, M3, M4, M5, M1 + 1, M2 + 1, M3 + 1, M4 + 2],
                         "Bob": [M2 + 2]},
            banks={"Bob": [M10]}, tables={"Ann": BROWN + [(PARK_PLACE, "dark_blue")]},
            pile=[M4 + 1, M5 + 1, BOARDWALK, M3 + 2])
    act(game, "debt", DEBT, "Bob")
    assert game.decision == "pay"
    assert "you owe Ann 8M" in game.prompt().text
    act(game, "pay_with", M10)
    act(game, "end")                                        # 9 cards: within this hand limit
    assert game.to_move == "Bob" and game.decision == "play"
    act(game, "end")
    act(game, "property", BOARDWALK, "dark_blue")           # brown and dark blue: 2 sets win
    assert game.is_over and game.outcome.winner == "Ann"
    assert game.table().ending == "Ann wins with 2 complete sets of different colours"


def test_the_data_is_immutable_and_shared_by_clones():
    game = new()
    assert game.data is MonopolyDealGame.DATA
    with pytest.raises(dataclasses.FrozenInstanceError):
        game.data.hand_limit = 9
    with pytest.raises(TypeError):
        game.data.set_size["brown"] = 1
    other = game.clone()
    other.zone[M1], other.pile[:] = 4, []
    assert game.zone[M1] != 4 or game.pile
    assert not game.undeclared_state()


def test_no_rule_number_is_a_module_global_of_the_package():
    import landlords.rules.monopoly_deal as package
    from landlords.rules.monopoly_deal import deck, game
    for module in (package, deck, game):
        numbers = [name for name, value in vars(module).items()
                   if re.fullmatch(r"[A-Z_]+", name) and isinstance(value, int) and not name.startswith("K_")
                   and name not in {"PILE", "HAND", "BANK", "TABLE", "DISCARD", "NOBODY",
                                    "NO_CARD"}]
        assert numbers == [], module.__name__
    assert RENT_ANY in D.named("any-colour rent") and JSN == list(D.action_ids["just_say_no"])
