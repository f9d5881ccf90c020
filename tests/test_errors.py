"""Bad input of every kind: a typed error (a ValueError) with a clear message, and no change.

Every error a caller can trigger is a subclass of ``landlords.LandlordsError`` (itself a
``ValueError``); the message names the input and the situation; and a game that refused
an input is exactly as it was (same ``state_key()``, same events, same log).
"""

from __future__ import annotations

import contextlib

import pytest

import landlords
from landlords import (
    CHANCE,
    GameOverError,
    IllegalActionError,
    InvalidActionError,
    LandlordsError,
    OptionError,
    PlayersError,
    RecordError,
    UnknownBotError,
    UnknownRulesError,
)
from landlords.engine.chance import BotRandom

RULES = "landlords-1906"


def fingerprint(game) -> tuple:
    """What must not change: the state, the events, the log, the transfers, who is to move."""
    return (game.state_key(), len(game.events), game.step_count, len(game._log),
            len(game._ledger.transfers), game.to_move, tuple(game.legal_actions()))


@contextlib.contextmanager
def unchanged(game):
    """The block must leave ``game`` exactly as it was."""
    before = fingerprint(game)
    yield
    assert fingerprint(game) == before, "a refused input changed the game"


def refused(game, error, call, *args, match=None):
    """``call(*args)`` raises ``error`` (a LandlordsError and ValueError) and changes nothing."""
    with unchanged(game), pytest.raises(error, match=match) as info:
        call(*args)
    assert isinstance(info.value, LandlordsError) and isinstance(info.value, ValueError)
    assert str(info.value)
    return info.value


def test_a_refused_input_leaves_digest_and_record_alone():
    game = human_game()
    game.play(max_steps=3)
    digest, record = game.digest(), game.record().to_json()
    refused(game, InvalidActionError, game.apply, ("fly",))
    refused(game, IllegalActionError, game.apply, ("bid", 5))
    refused(game, IllegalActionError, game.switch_rules, "landlord")
    assert game.digest() == digest and game.record().to_json() == record


def human_game(seed: int = 1, **options):
    """Ann is human; Bob and Cy are bots; Ann plays first."""
    return landlords.new_game(RULES, players=["Ann", "Bob", "Cy"],
                              bots={"Bob": "trader", "Cy": "cautious"}, seed=seed,
                              options={"first_player": "Ann", **options})


def to_decision(game, kind: str, limit: int = 5000):
    """Play on (Ann taking her first legal action) until Ann must make a ``kind`` decision."""
    for _ in range(limit):
        if game.to_move == "Ann" and game.decision == kind:
            return game
        if game.is_over:
            break
        if game.to_move == "Ann":
            actions = game.legal_actions()
            game.apply(actions[-1] if game.decision == "initial" else actions[0])
        else:
            game.play(max_steps=1)
    pytest.skip(f"no {kind} decision for Ann in this game")


# ---------------------------------------------------------------------- making a game
@pytest.mark.parametrize("rules", ["chess", "Landlords-1906", "", None, 42, ["landlords-1906"]])
def test_unknown_rule_set(rules):
    with pytest.raises(UnknownRulesError, match="unknown rule set .*known rule sets: .*landlords-1906"):
        landlords.new_game(rules, players=3, seed=1)


@pytest.mark.parametrize("strategy", ["gambler", "", "Random", 3, ["cautious"]])
def test_unknown_bot(strategy):
    with pytest.raises(UnknownBotError, match=r"unknown bot .* choose one of cautious, improver, "
                                              r"random, speculator, trader"):
        landlords.new_game(RULES, players=["Ann", "Bob"], bots={"Bob": strategy}, seed=1)
    with pytest.raises(UnknownBotError):
        landlords.new_game(RULES, players=3, bots={"Ann": strategy}, seed=1)


def test_bots_not_a_dict():
    with pytest.raises((PlayersError, UnknownBotError)):
        landlords.new_game(RULES, players=3, bots=["Ann"], seed=1)


@pytest.mark.parametrize("options, match", [
    ({"advance": True}, r"landlords-1906 has no option 'advance'; its options are advanced, "),
    ({"Advanced": True}, "has no option 'Advanced'"),
    ({"advanced": "maybe"}, "option 'advanced' takes true or false, not 'maybe'"),
    ({"advanced": 1}, "option 'advanced' takes true or false, not 1"),
    ({"vote": None}, "option 'vote' takes true or false, not None"),
    ({"scenario": "king"}, "option 'scenario' takes one of standard, monarch, not 'king'"),
    ({"regime": "socialism"}, "option 'regime' takes one of landlord, single-tax"),
    ({"end": "never"}, "option 'end' takes one of wages, rounds, double, not 'never'"),
    ({"end_rounds": 0}, "option 'end_rounds' must be at least 1, not 0"),
    ({"end_rounds": "ten"}, "option 'end_rounds' takes a whole number, not 'ten'"),
    ({"end_rounds": 2.5}, "option 'end_rounds' takes a whole number, not 2.5"),
    ({"max_rounds": True}, "option 'max_rounds' takes a whole number, not True"),
    ({"max_rounds": -3}, "option 'max_rounds' must be at least 1"),
    ({"max_offers": 21}, "option 'max_offers' must be at most 20, not 21"),
    ({"first_player": "Zed"}, r"first_player 'Zed' is not one of the players \(Ann, Bob, Cy\)"),
    ({"first_player": 3}, "option 'first_player' takes a word, not 3"),
    ({"beginners_opening": True}, "beginners_opening \\(LG-S5\\) is for exactly 4 players, not 3"),
    (["advanced"], "options are a dict"),
    ("advanced=true", "options are a dict"),
])
def test_bad_option(options, match):
    with pytest.raises(OptionError, match=match):
        landlords.new_game(RULES, players=["Ann", "Bob", "Cy"], seed=1, options=options)


def test_bad_option_combination():
    with pytest.raises(OptionError, match="beginners_opening and scenario=monarch cannot be combined"):
        landlords.new_game(RULES, players=4, seed=1,
                           options={"beginners_opening": True, "scenario": "monarch"})


def test_options_given_as_text_are_parsed():
    game = landlords.new_game(RULES, players=3, seed=1,
                              options={"advanced": "yes", "end_rounds": "12", "max_offers": " 0 ",
                                       "first_player": "none"})
    assert game.options["advanced"] is True and game.options["end_rounds"] == 12
    assert game.options["max_offers"] == 0 and game.options["first_player"] is None


@pytest.mark.parametrize("players, match", [
    (1, "played by 2 to 6 players, not 1"),
    (7, "played by 2 to 6 players, not 7"),
    (0, "not 0"),
    (-2, "not -2"),
    (["Ann"], "played by 2 to 6 players, not 1"),
    ([], "not 0"),
    (["A", "B", "C", "D", "E", "F", "G"], "not 7"),
    (["Ann", "Ann"], "player names must differ"),
    (["Ann", "Bob", "Ann"], "player names must differ"),
    (["Ann", "Bank"], "'Bank' is reserved"),
    (["Ann", "chance"], "'chance' is reserved"),
    (["Treasury", "Bob"], "'Treasury' is reserved"),
    (["Ann", "miscellaneous"], "reserved"),
    (["Ann", "pot"], "reserved"),
    (["Ann", ""], "player names must be non-empty words"),
    (["Ann", "  "], "non-empty words"),
    (["Ann", " Bob"], "non-empty words"),
    (["Ann", 3], "non-empty words, not 3"),
    (["Ann", None], "non-empty words, not None"),
    ("Ann", "players must be a number or a list of names, not 'Ann'"),
    (True, "players must be a number or a list of names, not True"),
    (3.0, "not 3.0"),
    (None, "not None"),
])
def test_bad_players(players, match):
    with pytest.raises(PlayersError, match=match):
        landlords.new_game(RULES, players=players, seed=1)


def test_bot_for_a_player_not_in_the_game():
    with pytest.raises(PlayersError, match="bots named for players not in the game: Zed"):
        landlords.new_game(RULES, players=["Ann", "Bob"], bots={"Zed": "cautious"}, seed=1)


@pytest.mark.parametrize("seed", ["7", 7.5, True, [7], b"7"])
def test_bad_seed(seed):
    with pytest.raises(OptionError, match="seed must be a whole number"):
        landlords.new_game(RULES, players=3, seed=seed)


@pytest.mark.parametrize("seed", [0, -1, 2 ** 64 + 5])
def test_odd_but_valid_seeds_replay(seed):
    game = landlords.new_game(RULES, players=3, seed=seed)
    game.play(max_steps=60)
    assert landlords.replay(game.record().to_json()).state_key() == game.state_key()


@pytest.mark.parametrize("dice, match", [
    ([(0, 1)], r"a die shows 1 to 6, not 0 in \(0, 1\)"),
    ([(3, 7)], "a die shows 1 to 6, not 7"),
    ([(3, 4), (1,)], r"scripted dice are pairs such as \(3, 4\), not \(1,\)"),
    ([(1, 2, 3)], "pairs"),
    ([1, 2], "pairs such as (.*), not 1"),
    ([(True, 2)], "a die shows 1 to 6, not True"),
    ([(1.0, 2)], "a die shows 1 to 6, not 1.0"),
    ([("3", "4")], "a die shows 1 to 6, not '3'"),
    ([None], "not None"),
    ("34", r"scripted dice are a list of pairs such as \[\(3, 4\), \(6, 6\)\], not .34."),
])
def test_bad_scripted_dice(dice, match):
    with pytest.raises(OptionError, match=match):
        landlords.new_game(RULES, players=3, seed=1, dice=dice)


def test_dice_not_a_list():
    with pytest.raises(OptionError):
        landlords.new_game(RULES, players=3, seed=1, dice=5)


# ---------------------------------------------------------------------- actions
def test_illegal_action_names_the_action_and_the_player():
    game = to_decision(human_game(), "turn")
    error = refused(game, IllegalActionError, game.apply, ("bid", 5))
    message = str(error)
    assert "'bid 5'" in message and "Ann" in message and "deciding turn" in message
    assert "; legal: " in message
    refused(game, IllegalActionError, game.apply, "bid 5", match="'bid 5' is not legal for Ann")
    refused(game, IllegalActionError, game.apply, ("buy", 99), match="'buy 99' is not legal for Ann")
    refused(game, IllegalActionError, game.apply, ("throw", 2), match="'throw 2' is not legal")
    refused(game, IllegalActionError, game.apply, ["move", "forward", 3], match="not legal for Ann")
    refused(game, IllegalActionError, game.apply, ("vote", "yes"), match="'vote yes'")
    assert not game.is_legal(("bid", 5))


def test_illegal_bids():
    game = to_decision(human_game(seed=2), "bid")
    low = min(a[1] for a in game.legal_actions() if a[0] == "bid")
    high = max(a[1] for a in game.legal_actions() if a[0] == "bid")
    for bid in (low - 5, low + 1, high + 5, -5, 0, 10 ** 9):
        refused(game, IllegalActionError, game.apply, ("bid", bid),
                match=f"'bid {bid}' is not legal for Ann now .*deciding bid")
    refused(game, IllegalActionError, game.apply, ("bid",), match="'bid' is not legal")
    refused(game, IllegalActionError, game.apply, ("bid", "high"), match="'bid high' is not legal")
    refused(game, IllegalActionError, game.apply, ("bid", low, 5), match="is not legal")


@pytest.mark.parametrize("action, match", [
    (5, "an action is a tuple such as"),
    (None, "not None"),
    (3.5, "not 3.5"),
    ({"kind": "throw"}, "an action is a tuple"),
    (b"throw", "an action is a tuple"),
    (object(), "an action is a tuple"),
    ((), r"\(\) is not an action of landlords-1906"),
    ([], "is not an action of landlords-1906"),
    ("", "is not an action of landlords-1906"),
    ("fly away", "'fly away' is not an action of landlords-1906"),
    (("fly",), r"\('fly',\) is not an action of landlords-1906"),
    (("THROW",), "is not an action"),
    ((5, "bid"), "is not an action"),
    ((None,), "is not an action"),
    ((("throw",),), "is not an action"),
    (("bid", True), "action parts are words and whole numbers"),
    (("bid", False), "action parts are words and whole numbers"),
    (("bid", 5.0), "action parts are words and whole numbers"),
    (("bid", None), "action parts are words and whole numbers"),
    (("bid", (5,)), "action parts are words and whole numbers"),
    (("bid", [5]), "action parts are words and whole numbers"),
    (("move", "forward", 3.0), "action parts"),
])
def test_malformed_action(action, match):
    game = to_decision(human_game(), "turn")
    refused(game, InvalidActionError, game.apply, action, match=match)
    assert game.is_legal(action) is False


def test_apply_at_a_chance_node():
    game = human_game()
    assert game.to_move == CHANCE
    for action in (("throw",), "throw", ("buy", 3), ("done",)):
        refused(game, IllegalActionError, game.apply, action,
                match=r"chance must act now \(\w+\); call game.step\(\) before '")
    refused(game, InvalidActionError, game.apply, ("fly",))


def test_apply_after_the_game_is_over():
    game = landlords.new_game(RULES, players=2, seed=3)
    game.play()
    assert game.is_over
    for action in (("throw",), "throw", ("done",), ["bid", 5]):
        refused(game, GameOverError, game.apply, action,
                match=r"the game is over \(\w+\); '.*' cannot be applied")
    refused(game, GameOverError, game.switch_rules, "single-tax",
            match="the game is over .* no rules can be switched")
    refused(game, InvalidActionError, game.apply, 5)
    with unchanged(game):
        assert game.step() == [] and game.play() is game.outcome


@pytest.mark.parametrize("regime", ["communism", "Single-Tax", "", None, 3, "single tax"])
def test_switch_to_an_unknown_regime(regime):
    game = landlords.new_game(RULES, players=3, seed=4)
    game.play(max_steps=30)
    refused(game, IllegalActionError, game.switch_rules, regime,
            match=r"unknown rules .* for landlords-1906; choose one of landlord, single-tax")


def test_switch_to_the_regime_in_force():
    game = landlords.new_game(RULES, players=3, seed=4)
    refused(game, IllegalActionError, game.switch_rules, "landlord",
            match="the landlord rules are already in force")
    game.play(max_steps=40)
    game.switch_rules("single-tax")
    refused(game, IllegalActionError, game.switch_rules, "single-tax",
            match="the single-tax rules are already in force")
    game.switch_rules("landlord")
    refused(game, IllegalActionError, game.switch_rules, "landlord", match="already in force")


def test_unknown_player_or_account():
    game = landlords.new_game(RULES, players=3, seed=4)
    refused(game, IllegalActionError, game.balance, "Zed", match="no account 'Zed'; accounts: Ann")
    refused(game, IllegalActionError, game.wealth, "Zed", match="no player called 'Zed'")
    refused(game, IllegalActionError, game.is_bot, None, match="no player called None")


@pytest.mark.parametrize("upto", [-1, -100, "3", 3.0, True, 2.5, 10 ** 6])
def test_replay_upto_out_of_range(upto):
    game = landlords.new_game(RULES, players=3, seed=5)
    game.play(max_steps=50)
    record = game.record()
    before = record.to_dict()
    with pytest.raises(RecordError, match=r"replay step must be a whole number from 0 to 50, not "):
        landlords.replay(record, upto=upto)
    with pytest.raises(RecordError, match="from 0 to 50"):
        landlords.replay(record.to_json(), upto=51)
    assert record.to_dict() == before
    assert landlords.replay(record, upto=50).state_key() == game.state_key()


# ---------------------------------------------------------------------- every state
@pytest.mark.parametrize("seed", range(8))
def test_bad_input_in_every_state_changes_nothing(seed):
    """Throughout games with a human seat and rule switches, every bad input is refused and
    changes nothing; and any well-formed action missing from legal_actions() is refused."""
    rng = BotRandom(seed)
    game = landlords.new_game(RULES, players=["Ann", "Bob", "Cy", "Dee"],
                              bots={"Bob": "random", "Cy": "improver"}, seed=seed,
                              options={"vote": seed % 2 == 1, "advanced": seed % 2 == 0})
    seen = set()
    malformed = (5, None, (), ("fly",), ("bid", True), ("bid", 2.5), ("bid", None), "fly away")
    checked = 0
    while not game.is_over and game.step_count < 2500:
        actions = game.legal_actions()
        seen.update(actions)
        if game.step_count % 3 == 0:
            candidates = [a for a in sorted(seen) if a not in actions]
            for action in [candidates[rng.randrange(len(candidates))] for _ in range(4)] if candidates else []:
                error = IllegalActionError
                refused(game, error, game.apply, action)
                assert game.is_legal(action) is False
            for action in malformed:
                refused(game, InvalidActionError, game.apply, action)
            current = game.regime
            refused(game, IllegalActionError, game.switch_rules, current)
            refused(game, IllegalActionError, game.switch_rules, "anarchy")
            checked += 1
        if rng.random() < 0.01:
            game.switch_rules("single-tax" if game.regime == "landlord" else "landlord")
        elif game.to_move not in (CHANCE, None) and not game.is_bot(game.to_move):
            game.apply(actions[rng.randrange(len(actions))])
        else:
            game.play(max_steps=1)
    assert checked > 50
