"""Helpers for the app tests (the fixture that re-raises widget callback errors is in
``conftest.py``).

* ``buttons(widget, label)`` / ``click(widget, label)``: find buttons the way a user does,
  by their text, among the widgets actually displayed.
* ``reach(kind)``: a game in which a person must take a decision of ``kind``.
"""

from __future__ import annotations

import random

import ipywidgets

import landlords

RULES = "landlords-1906"


def walk(widget):
    """Every widget displayed under ``widget`` (depth first), skipping hidden ones."""
    layout = getattr(widget, "layout", None)
    if isinstance(layout, ipywidgets.Layout) and layout.display == "none":
        return
    yield widget
    for child in getattr(widget, "children", ()):
        yield from walk(child)


def buttons(widget, label: str | None = None, startswith: bool = False) -> list:
    """Buttons (and toggle buttons) under ``widget`` whose text is ``label``."""
    found = []
    for w in walk(widget):
        if isinstance(w, (ipywidgets.Button, ipywidgets.ToggleButton)):
            text = w.description
            if label is None or text == label or (startswith and text.startswith(label)):
                found.append(w)
    return found


def click(widget, label: str, startswith: bool = False) -> None:
    """Click the one button labelled ``label``."""
    found = [b for b in buttons(widget, label, startswith) if isinstance(b, ipywidgets.Button)]
    assert len(found) == 1, f"expected one button {label!r}, found {[b.description for b in found]}"
    found[0].click()


def of_type(widget, kind) -> list:
    return [w for w in walk(widget) if isinstance(w, kind)]


def reach(kind: str, seed: int = 0, regime: str = "landlord", max_tries: int = 60):
    """A game of three people in which a person must now take a decision of ``kind``.

    People choose at random (seeded), throwing the dice most of the time, until a
    decision of ``kind`` comes up.
    """
    for attempt in range(max_tries):
        s = seed + attempt
        rng = random.Random(s)
        game = landlords.new_game(RULES, players=["Ann", "Bob", "Cy"], seed=s,
                                  options={"vote": True, "regime": regime, "max_rounds": 40})
        for _ in range(4000):
            if game.to_move is None:
                break
            if game.to_move == landlords.CHANCE:
                game.step()
                continue
            if game.decision == kind:
                return game
            actions = game.legal_actions()
            if game.decision == "turn" and rng.random() < 0.7:
                game.apply(("throw",))
            else:
                game.apply(rng.choice(actions))
    raise AssertionError(f"no game reached a {kind!r} decision")


def all_bots(seed: int = 7, players: int = 4, **options):
    return landlords.new_game(RULES, players=players, seed=seed, options=options or None)
