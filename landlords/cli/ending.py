"""How a game stands or ended, in lines for the terminal: the ending, the winner, the
standings and the money on the table (``play`` and ``replay`` print them)."""

from __future__ import annotations


def _standings(game, outcome) -> list[str]:
    width = max(len(name) for name in game.players)
    lines = []
    for place, (name, score) in enumerate(outcome.standings, 1):
        bot = game.bot_names.get(name) or "human"
        lines.append(f"  {place}. {name:<{width}}  {bot:<10}  {game.money(score):>9}")
    return lines


def _public_line(game) -> str | None:
    """The money on the table that is no player's, and the rules in force, in one line."""
    table = game.table()
    parts = [f"{purse.label} {purse.text or game.money(purse.amount)}" for purse in table.purses]
    if game.regime is not None:
        parts.append(f"rules in force: {game.rules.words.regimes.get(game.regime, game.regime)}")
    return "; ".join(parts) or None


def _ending(game, outcome) -> str:
    """How the game ended, in the rule set's words, and after how many rounds."""
    value = outcome.termination.value
    try:
        how = game.rules.termination(value).doc or value
    except KeyError:
        how = value
    rounds = f"{outcome.rounds} round{'s' if outcome.rounds != 1 else ''}"
    return f"ended: {how} ({rounds})"


def _winner(game, outcome) -> str:
    if outcome.winner is None:
        return "winner: none (a tie for first place)"
    bot = game.bot_names.get(outcome.winner)
    return f"winner: {outcome.winner}" + (f" ({bot})" if bot else "")
