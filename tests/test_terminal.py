"""A person plays in the terminal (``landlords play RULES --human NAME``; issue 15, item 8).

The person is scripted: a reader of the screen who types what a bot would choose (the
number of its line, or the amount), after a few bad entries that must be asked again
with a one-line reason.  Ctrl-C is an input that raises ``KeyboardInterrupt``.
"""

from __future__ import annotations

import io

import pytest

import landlords
from landlords import cli
from landlords.engine.bots import make_bot
from landlords.engine.prompt import Amount, Choice, Prompt
from landlords.engine.record import load_record, replay
from landlords.terminal import PlayStopped, ask, play_in_terminal

BAD_CHOICES = ["", "buy", "0", "99"]
BAD_AMOUNTS = ["lots", "-5", "1000000"]


class ScriptedPerson(io.StringIO):
    """The keyboard of a person who reads the question on screen and answers as a bot would.

    The first questions get a bad answer each first (``BAD_CHOICES``, ``BAD_AMOUNTS``);
    after ``stop_after`` answers it presses Ctrl-C.
    """

    def __init__(self, game, person: str, screen: io.StringIO, stop_after: int | None = None) -> None:
        super().__init__()
        self.game = game
        self.screen = screen
        self.bot = make_bot(game.rules, "random", game.seed, game.seat_of(person))
        self.bad_choices = list(BAD_CHOICES)
        self.bad_amounts = list(BAD_AMOUNTS)
        self.answers: list[str] = []
        self.stop_after = stop_after
        self.reasks = 0

    def readline(self, size: int = -1) -> str:
        if self.stop_after is not None and len(self.answers) >= self.stop_after:
            raise KeyboardInterrupt
        answer = self._answer()
        self.answers.append(answer)
        return answer + "\n"

    def _answer(self) -> str:
        question = self.screen.getvalue().rsplit("\n", 1)[-1]
        prompt = self.game.prompt()
        action = self.bot.decide(self.game, self.game.top_frame)[0]
        if question.startswith("Your choice"):
            if self.bad_choices:
                self.reasks += 1
                return self.bad_choices.pop(0)
            actions = [choice.action for choice in prompt.choices]
            if action in actions:
                return str(actions.index(action) + 1)
            assert prompt.amount is not None and action[0] == prompt.amount.kind, (question, action)
            return str(len(actions) + 1)                  # the amount's line
        assert ", a number (" in question, question
        if self.bad_amounts:
            self.reasks += 1
            return self.bad_amounts.pop(0)
        return str(action[1])


#: Small games: options that end them soon, and the two bots that play Bob and Cy.
SMALL = {"landlords-1906": ({"end": "rounds", "end_rounds": 4}, ("speculator", "improver")),
         "monopoly-deal": ({"max_turns": 30}, ("banker", "collector"))}


def small_game(rules="landlords-1906"):
    options, (bob, cy) = SMALL[rules]
    return landlords.new_game(rules, players=["Ann", "Bob", "Cy"], bots={"Bob": bob, "Cy": cy},
                              seed=11, options=options)


@pytest.mark.parametrize("rules", ["landlords-1906", "monopoly-deal"])
def test_a_person_plays_a_whole_game_in_the_terminal(rules):
    game = small_game(rules)
    screen = io.StringIO()
    person = ScriptedPerson(game, "Ann", screen)
    outcome = play_in_terminal(game, ["Ann"], input=person, output=screen)
    text = screen.getvalue()
    assert outcome is not None and game.is_over
    assert len(person.answers) > 5 and person.reasks >= len(BAD_CHOICES)
    assert "is not a choice: type its number, from 1 to" in text
    assert "there is no choice 0" in text and "there is no choice 99" in text
    # the legal actions listed in the game's words, and what happened told as it happened
    first_choice = text.index("  1. ")
    assert text.index("Ann, ") < first_choice
    told = [event.text for event in game.events if event.step > 0]      # all but the setup
    assert told and all(line in text for line in told)
    assert "Ann: " in text                                    # her own decisions, narrated
    assert all(name not in text for name in ("initial", "build_here", "(throw", "('buy'"))
    again = replay(game.record())
    assert again.is_over and again.outcome == outcome


def test_an_amount_is_asked_again_until_it_fits_the_prompt():
    prompt = Prompt("Ann", "bid", "Auction of Broadway: Ann, your bid?", title="Auction",
                    choices=(Choice(("pass",), "Pass"),),
                    amount=Amount("bid", "Your bid", 10, 200, step=10, verb="Bid"))
    screen = io.StringIO()
    typed = io.StringIO("3\n2\nten\n5\n205\n15\n$40\n")
    action = ask(prompt, typed, screen, money=lambda n: f"${n}")
    lines = screen.getvalue().splitlines()
    assert action == ("bid", 40)
    assert "  1. Pass" in lines and "  2. Bid: an amount from $10 to $200" in lines
    reasons = [line.strip() for line in lines if line.startswith("  ") and not line[2].isdigit()]
    assert reasons == ["there is no choice 3: type a number from 1 to 2.",
                       "'ten' is not a whole number: type one from $10 to $200, in steps of $10.",
                       "$5 is out of range: type one from $10 to $200, in steps of $10.",
                       "$205 is out of range: type one from $10 to $200, in steps of $10.",
                       "$15 is not in steps of $10 from $10."]
    assert ask(prompt, io.StringIO("1\n"), io.StringIO()) == ("pass",)


class CtrlC(io.StringIO):
    """A keyboard that answers ``1`` a few times, then Ctrl-C."""

    def __init__(self, answers: int) -> None:
        super().__init__()
        self.left = answers

    def readline(self, size: int = -1) -> str:
        if self.left == 0:
            raise KeyboardInterrupt
        self.left -= 1
        return "1\n"


def test_ctrl_c_saves_the_record_and_exits_non_zero_with_one_line(tmp_path, monkeypatch, capsys):
    path = tmp_path / "stopped.json"
    monkeypatch.setattr("sys.stdin", CtrlC(3))
    code = cli.main(["play", "landlords-1906", "--players", "3", "--seed", "4", "--human", "Ann",
                     "--record", str(path)])
    out, err = capsys.readouterr()
    assert code == 130
    assert err.count("\n") == 1 and "interrupted at turn" in err and f"record saved to {path}" in err
    assert "Your choice (1 to" in out
    record = load_record(str(path))
    assert [(seat["name"], seat["bot"]) for seat in record.players] == [
        ("Ann", None), ("Bob", "speculator"), ("Cy", "improver")]
    game = replay(record)
    assert not game.is_over and game.to_move == "Ann" and game.step_count == len(record.log) > 0


def test_ctrl_c_without_record_says_nothing_was_saved():
    game = small_game()
    with pytest.raises(PlayStopped, match="not saved"):
        play_in_terminal(game, ["Ann"], input=CtrlC(0), output=io.StringIO())


def test_a_human_who_is_not_a_player_is_a_one_line_error(capsys):
    assert cli.main(["play", "monopoly", "--players", "3", "--human", "Zed"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "'Zed' is not one of the players (Ann, Bob, Cy)" in err


def test_cli_plays_a_game_to_its_end_with_a_person(monkeypatch, capsys, tmp_path):
    game = small_game("monopoly-deal")                 # the mirror the scripted person reads
    screen = io.StringIO()
    mirror_person = ScriptedPerson(game, "Ann", screen)
    mirror_person.bad_choices = mirror_person.bad_amounts = []
    play_in_terminal(game, ["Ann"], input=mirror_person, output=screen)
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(a + "\n" for a in mirror_person.answers)))
    path = tmp_path / "played.json"
    code = cli.main(["play", "monopoly-deal", "--players", "Ann,Bob,Cy", "--bots", "random,banker,collector",
                     "--seed", "11", "--option", "max_turns=30", "--human", "Ann", "--record", str(path)])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "Ann played here" in out and "winner:" in out and f"record saved to {path}" in out
    assert replay(load_record(str(path))).is_over
