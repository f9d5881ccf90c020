"""The README's tour of the Python API runs as written, and says what it shows."""

import pathlib
import re

import landlords

README = pathlib.Path(__file__).resolve().parent.parent / "README.md"


def python_blocks() -> list[str]:
    return re.findall(r"```python\n(.*?)```", README.read_text("utf-8"), re.DOTALL)


def test_readme_tour_runs(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    blocks = python_blocks()
    assert blocks, "the README has a Python tour"
    namespace = {}
    for block in blocks:
        exec(compile(block, str(README), "exec"), namespace)
    assert (tmp_path / "game.json").exists()
    assert namespace["again"].step_count == 10
    what_if = namespace["what_if"]
    assert what_if.is_over and what_if.record().branch_of["change"] == {"switch_rules": "single-tax"}
    assert namespace["timeline"].turn_at(what_if.branch_of["step"]) == 30


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
