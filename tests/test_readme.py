"""The README's tour of the Python API runs as written, and says what it shows."""

import code
import contextlib
import io
import pathlib
import re

import landlords

README = pathlib.Path(__file__).resolve().parent.parent / "README.md"


def python_blocks() -> list[str]:
    return re.findall(r"```python\n(.*?)```", README.read_text("utf-8"), re.DOTALL)


class PastedSession(code.InteractiveConsole):
    """A Python prompt that the tour is pasted into, line by line; it keeps every error shown."""

    def __init__(self) -> None:
        super().__init__(locals={"__name__": "__console__"})
        self.errors: list[str] = []
        self.shown = io.StringIO()

    def write(self, data: str) -> None:          # tracebacks and syntax errors come here
        self.errors.append(data)

    def paste(self, text: str) -> None:
        with contextlib.redirect_stdout(self.shown):
            for line in text.splitlines():
                self.push(line)
            self.push("")                          # the Enter after the paste ends a block


def test_readme_tour_runs_pasted_into_a_python_prompt(tmp_path, monkeypatch):
    """Issue 15: pasted into ``python``, a block needs a blank line after it, and every line
    of the tour must run (``replay(..., upto=10)`` included)."""
    monkeypatch.chdir(tmp_path)
    blocks = python_blocks()
    assert blocks, "the README has a Python tour"
    session = PastedSession()
    for block in blocks:
        session.paste(block)
    assert session.errors == [], "".join(session.errors)
    namespace = session.locals
    assert (tmp_path / "game.json").exists()
    assert namespace["again"].step_count == 10
    what_if = namespace["what_if"]
    assert what_if.is_over and what_if.record().branch_of["change"] == {"switch_rules": "single-tax"}
    assert namespace["timeline"].turn_at(what_if.branch_of["step"]) == 30
    shown = session.shown.getvalue()
    assert "Ann threw 3 and 4" in shown and "0.2666" in shown


def test_a_block_without_its_blank_line_is_caught():
    """The pasted session sees the fault the issue reported (the test can fail)."""
    session = PastedSession()
    session.paste("total = 0\nfor n in range(3):\n    total += n\ntotal += 10\n")
    assert any("SyntaxError" in error for error in session.errors)


def test_readme_comments_match_the_game():
    game = landlords.new_game("landlords-1906", players=["Ann", "Bob", "Cy"],
                              bots={"Bob": "speculator", "Cy": "cautious"}, seed=7,
                              options={"advanced": True, "first_player": "Ann"},
                              dice=[(3, 4), (6, 6)])
    assert game.to_move == landlords.CHANCE
    game.step()
    assert (game.to_move, game.decision) == ("Ann", "initial")
    legal = game.legal_actions()
    assert legal[:2] == [("buy", 16), ("buy", 19)] and legal[-1] == ("done",)
    game.apply(("buy", 31))
    game.apply(("done",))
    while game.to_move != "Ann":
        game.step()
    game.apply(("throw",))
    texts = [e.text for e in game.step()]
    assert texts[:2] == ["Ann threw 3 and 4", "Ann moved from Mother Earth to The Farm"]
    assert round(landlords.metrics.gini([400, 400, 1200]), 4) == 0.2667
