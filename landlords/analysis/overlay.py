"""The "Where tokens land" overlay: each space's landing probability and rent now.

:func:`landing_overlay` is what an app calls to shade a drawn board by where tokens land
and to put the probability and the expected rent in each space's tooltip.  It reads only
the game's rule set (its landing model, under the policy its bots play) and the table the
game draws (``game.table()``: who holds what, the buildings standing), and the game's
options (the advanced rules change a lot's rent).
"""

from __future__ import annotations

from .solved import landings_by_space, solution


def landing_overlay(game) -> dict[int, tuple[float, float]]:
    """``{space index: (probability, expected rent per opponent turn)}`` for every space
    of ``game``'s board.

    The probability is the long-run share of a token's moves ending on the space; the
    expected rent is what the space earns per turn of one opponent at its development
    now (its buildings, and for Monopoly whether its holder has the whole group and how
    many railroads or utilities he holds); 0 for a space that earns nothing now.

    Raises:
        NoBoardError: the game's rule set has no board (Monopoly Deal, random exchange).
    """
    solved = solution(game.rules)
    model = solved.chain.model
    table = game.table()
    moves = solved.by_space()
    total = moves.sum()
    by_space = landings_by_space(solved)
    overlay = {}
    for s in range(len(model.names)):
        rent = model.rent_now(table, game.options, s)
        earned = 0.0
        if rent is not None:
            earned = sum(rate * rent(basis) for basis, rate in by_space.get(s, ()))
        overlay[s] = (float(moves[s] / total), float(earned))
    return overlay


__all__ = ["landing_overlay"]
