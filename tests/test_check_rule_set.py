"""``landlords.testing.check_rule_set``: every installed rule set declares what its code uses,
and a rule set that does not is refused with a sentence naming what is missing.

The broken rule sets are random exchange with one thing wrong each: a game attribute no
declaration names, an event or a ledger reason it does not declare, a declaration of the
wrong shape, and a decision with neither its own words nor a bot handler.
"""

import dataclasses

import pytest

import landlords
from landlords.engine.bots import Bot
from landlords.engine.frames import frame_type
from landlords.engine.registry import find_rules
from landlords.rules.random_exchange import RULES as EXCHANGE
from landlords.rules.random_exchange.game import RandomExchangeGame
from landlords.testing import ConformanceError, check_rule_set


@pytest.mark.parametrize("name", landlords.rule_sets())
def test_every_installed_rule_set_declares_what_it_uses(name):
    rules = find_rules(name)
    report = check_rule_set(rules, games=3)
    assert report.games == 3 and report.steps > 0
    kinds = set(rules.game_class._DECIDE)
    assert kinds <= set(report.decisions) | report.prompted     # every decision worded
    assert report.sources                                       # its source was read


def broken(game_class, **changes):
    """Random exchange with another game class (and other fields), under another name."""
    return dataclasses.replace(EXCHANGE, name=f"broken-{game_class.__name__.lower()}",
                               game_class=game_class, **changes)


def refused(rules) -> str:
    with pytest.raises(ConformanceError) as error:
        check_rule_set(rules, games=2)
    text = str(error.value)
    assert text.startswith(f"rule set {rules.name!r}: ")
    return text


class HiddenState(RandomExchangeGame):
    """Keeps a list it never declares: a clone would share it."""

    def _setup(self) -> None:
        super()._setup()
        self.secret_notes = []


class SurpriseEvent(RandomExchangeGame):
    """Emits an event its catalogue does not hold."""

    def _chance_exchange(self, frame, pair) -> None:
        super()._chance_exchange(frame, pair)
        self.emit("surprise", self.players[pair[0]])


class GiftReason(RandomExchangeGame):
    """Pays with a ledger reason the rule set does not declare."""

    def _setup(self) -> None:
        super()._setup()
        self.pay(self.account("bank"), 0, 1, "gift")


class WrongShape(RandomExchangeGame):
    """Declares a list among the values never changed in place."""

    KEEP = RandomExchangeGame.KEEP + ("seen",)

    def _setup(self) -> None:
        super()._setup()
        self.seen = []


class ShortHistory(RandomExchangeGame):
    """Declares a column of the player history its rows do not give."""

    HISTORY_PLAYER = ("cash", "wealth", "mood")


Guess = frame_type("guess")


class Guessing(RandomExchangeGame):
    """After each exchange the payer guesses a number: a decision worded by nobody."""

    ACTION_KINDS = frozenset({"guess"})

    def _chance_exchange(self, frame, pair) -> None:
        super()._chance_exchange(frame, pair)
        self.push(Guess(pair[0]))

    def _legal_guess(self, frame):
        return [("guess", 0), ("guess", 1)]

    def _do_guess(self, frame, action) -> None:
        pass


class Mute(Bot):
    """A bot with no handler for the guess."""

    strategy = "mute"


def test_a_clean_variant_passes():
    check_rule_set(broken(RandomExchangeGame), games=2)


def test_undeclared_state_is_named():
    text = refused(broken(HiddenState))
    assert "'secret_notes'" in text and "neither the engine's nor declared state" in text


def test_an_undeclared_event_is_named_from_the_source_and_from_play():
    text = refused(broken(SurpriseEvent))
    assert "emits the event 'surprise', which SurpriseEvent.EVENTS does not declare" in text
    assert "test_check_rule_set.py:" in text                      # where the source emits it
    assert "the event 'surprise' is emitted but not declared" in text


def test_an_undeclared_ledger_reason_is_named():
    text = refused(broken(GiftReason))
    assert "pays with the ledger reason 'gift'" in text
    assert "a transfer carries the ledger reason 'gift'" in text


def test_a_declaration_of_the_wrong_shape_is_named():
    text = refused(broken(WrongShape))
    assert "WrongShape.seen is a list, which KEEP does not hold" in text


def test_a_history_row_that_misses_a_declared_column_is_named():
    text = refused(broken(ShortHistory))
    assert "ShortHistory._history_row gives 2 values per player" in text
    assert "HISTORY_PLAYER declares 3 ('cash', 'wealth', 'mood')" in text


def test_a_decision_without_words_or_a_bot_handler_is_named():
    text = refused(broken(Guessing, bots={"mute": Mute}))
    assert "the bot 'mute' (Mute) has no handler for the decision kinds ['guess']" in text
    assert "the decision 'guess' is not worded: prompt() gives the engine's words" in text
    assert "the bot 'mute' fails at the decision 'guess'" in text
    assert "problems:\n  - " in text                               # one line a problem


def test_a_decision_with_no_bots_at_all_is_named():
    text = refused(broken(Guessing))
    assert "it has decision kinds ['guess'] but no bots of its own" in text
