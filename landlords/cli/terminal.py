"""A person plays in the terminal: the game's prompts as numbered choices, answers typed.

``play_in_terminal(game, people, input=..., output=...)`` runs a game to its end:
bots and chance play their turns, everything that happens is told as it happens (the
events' own sentences), and at each decision of one of ``people`` the question is
asked in the game's words (``game.prompt()``: its title, its sentence, a numbered line
per choice; the decision's main action, such as the throw of the dice, also on the key
``t``: "t = Throw the dice").  An amount (a bid, a price, a loan) is typed as a number within the
prompt's range and steps.  A bad entry is asked again, with a one-line reason.  Nothing
here knows a rule set: it reads the prompt and the events, the rule set's interface.

Ctrl-C (or the end of the input) stops the game: the record is saved if a path was
given, and :class:`PlayStopped` says so in one line (``landlords play`` exits non-zero).
"""

from __future__ import annotations

from pathlib import Path
from typing import TextIO

from ..engine.errors import IllegalActionError
from ..engine.prompt import Amount, Prompt

#: The key that takes a decision's main action (``Choice.primary``), whatever its number.
MAIN_KEY = "t"


class PlayStopped(Exception):
    """The person stopped the game (Ctrl-C or end of input); the message is one line."""


class _Reask(Exception):
    """An entry that answers nothing: the message is the one-line reason."""


def play_in_terminal(game, people, *, input: TextIO, output: TextIO,
                     record_path: str | Path | None = None):
    """Play ``game`` to its end, asking ``people`` (names of players) through the streams.

    Returns the outcome.  Raises :class:`PlayStopped` on Ctrl-C or the end of ``input``,
    after saving the game's record to ``record_path`` (when given).
    """
    people = set(people)
    say = _Speaker(output)
    try:
        while not game.is_over:
            mover = game.to_move
            if mover in people and not game.is_chance:
                events = _decide(game, input, output)
            else:
                events = game.step()
            for event in events:
                say(event.text)
        return game.outcome
    except (KeyboardInterrupt, EOFError) as stop:
        where = f"turn {game.turn}, step {game.step_count}"
        how = "interrupted" if isinstance(stop, KeyboardInterrupt) else "the input ended"
        if record_path is not None:
            game.record().save(str(record_path))
            raise PlayStopped(f"{how} at {where}; record saved to {record_path} "
                              f"(check it with: landlords replay {record_path})") from None
        raise PlayStopped(f"{how} at {where}; the game was not saved "
                          f"(give --record FILE to keep it)") from None


def _decide(game, input: TextIO, output: TextIO) -> list:
    """Ask the person to move until the rules accept the answer; apply it; the new events."""
    while True:
        action = ask(game.prompt(), input, output, money=game.money)
        try:
            return game.apply(action)
        except IllegalActionError as refusal:            # the prompt allowed it, the rules not
            _Speaker(output)(f"  {' '.join(str(refusal).split())}")


class _Speaker:
    """Writes lines to the output, flushing each (a person reads them as they come)."""

    def __init__(self, output: TextIO) -> None:
        self.output = output

    def __call__(self, line: str = "") -> None:
        self.output.write(line + "\n")
        self.output.flush()


def ask(prompt: Prompt, input: TextIO, output: TextIO, money=str) -> tuple:
    """Show ``prompt`` and read answers until one is one of its answers; return the action.

    ``money`` words an amount (``game.money``: "$100"); amounts are typed as numbers.
    """
    say = _Speaker(output)
    say()
    if prompt.title:
        say(prompt.title)
    say(prompt.text)
    choices = list(prompt.choices)
    for number, choice in enumerate(choices, 1):
        say(f"  {number}. {choice.label}")
    amount = prompt.amount
    if amount is not None and choices:
        say(f"  {len(choices) + 1}. {_amount_line(amount, money)}")
    main = prompt.primary
    if main is not None:
        say(f"  {MAIN_KEY} = {main.label}")
    count = len(choices) + (amount is not None)
    question = (f"Your choice (1 to {count}, or {MAIN_KEY}): " if main is not None
                else f"Your choice (1 to {count}): ")
    while True:
        if choices:
            number = _until_answered(lambda: read_number(question, count, input, output,
                                                         main=main is not None), say)
            if number == MAIN_KEY:
                return main.action
            if number <= len(choices):
                return choices[number - 1].action
        value = _until_answered(lambda: read_amount(amount, input, output, money,
                                                    can_go_back=bool(choices)), say)
        if value is not None:
            return amount.action(value)


def _until_answered(read, say):
    """Call ``read`` until it returns an answer, telling the reason of each bad entry."""
    while True:
        try:
            return read()
        except _Reask as reason:
            say(f"  {reason}")


def _amount_line(amount: Amount, money) -> str:
    verb = amount.verb or amount.label or "An amount"
    return f"{verb}: an amount from {money(amount.minimum)} to {money(amount.maximum)}"


def _read(question: str, input: TextIO, output: TextIO) -> str:
    output.write(question)
    output.flush()
    line = input.readline()
    if line == "":
        raise EOFError
    if not getattr(input, "isatty", lambda: False)():   # piped or scripted: show the answer
        output.write(line.rstrip("\n") + "\n")
    return line.strip()


def read_number(question: str, count: int, input: TextIO, output: TextIO,
                main: bool = False) -> int | str:
    """Read a choice's number from 1 to ``count`` (or, when ``main``, the main action's
    key :data:`MAIN_KEY`, returned as it is); a bad one raises :class:`_Reask`."""
    text = _read(question, input, output)
    if main and text.lower() == MAIN_KEY:
        return MAIN_KEY
    also = f" (or {MAIN_KEY} for the main action)" if main else ""
    try:
        number = int(text)
    except ValueError:
        raise _Reask(f"{text!r} is not a choice: type its number, from 1 to {count}{also}.") from None
    if not 1 <= number <= count:
        raise _Reask(f"there is no choice {number}: type a number from 1 to {count}{also}.")
    return number


def read_amount(amount: Amount, input: TextIO, output: TextIO, money=str,
                can_go_back: bool = False) -> int | None:
    """Read an amount the prompt allows; a bad one raises :class:`_Reask`.

    Enter takes the prompt's default; without one, Enter answers ``None`` (back to the
    choices) when ``can_go_back``.
    """
    steps = f", in steps of {money(amount.step)}" if amount.step != 1 else ""
    low, high = money(amount.minimum), money(amount.maximum)
    default = amount.default if amount.default is not None and amount.allows(amount.default) else None
    hint = (f" [Enter: {money(default)}]" if default is not None
            else " [Enter: back to the choices]" if can_go_back else "")
    label = amount.label or "Amount"
    text = _read(f"{label}, a number ({low} to {high}{steps}){hint}: ", input, output)
    text = text.replace("$", "").replace(",", "").strip()
    if not text and default is not None:
        return default
    if not text and can_go_back:
        return None
    try:
        value = int(text)
    except ValueError:
        raise _Reask(f"{text!r} is not a whole number: type one from {low} to {high}{steps}.") from None
    if value < amount.minimum or value > amount.maximum:
        raise _Reask(f"{money(value)} is out of range: type one from {low} to {high}{steps}.")
    if (value - amount.minimum) % amount.step:
        raise _Reask(f"{money(value)} is not in steps of {money(amount.step)} from {low}.")
    if value in amount.excluded:
        raise _Reask(f"{money(value)} is not accepted here: type another amount.")
    return value


__all__ = ["MAIN_KEY", "PlayStopped", "ask", "play_in_terminal", "read_amount", "read_number"]
