"""Who may play: the policy for players' names and the number of players.

The same policy holds in ``new_game``, in records and in the apps: a name is text of 1 to
:data:`MAX_NAME` characters, no white space at either end, every character printable; no
player takes a reserved name (:data:`RESERVED_NAMES`, the game's accounts, the rule set's
own) or another player's name.
"""

from __future__ import annotations

from .errors import PlayersError, shown

#: Names no player may take in any rule set (a rule set adds its accounts and its own).
RESERVED_NAMES = frozenset({"chance", "none", "nobody"})

#: The longest name a player may take.
MAX_NAME = 40


def name_problem(name) -> str | None:
    """Why ``name`` cannot be a player's name, or None when it can.

    A name is text of 1 to :data:`MAX_NAME` characters, with no white space at either
    end, every character printable (no control characters, no line breaks, no lone
    surrogates).
    """
    if not isinstance(name, str) or not name.strip() or name != name.strip():
        return f"player names must be non-empty words, not {shown(name, 80)}"
    if len(name) > MAX_NAME:
        return f"player names are at most {MAX_NAME} characters, not {len(name):,} ({shown(name, 60)})"
    if not name.isprintable():
        return (f"player names may hold only printable characters (no control characters, "
                f"line breaks or lone surrogates): {shown(name, 80)}")
    return None


def check_players(rules, names: list[str], accounts=()) -> None:
    """Raise :class:`PlayersError` unless ``names`` is a valid list of players of
    ``rules`` (a game with the extra ``accounts``)."""
    if not rules.min_players <= len(names) <= rules.max_players:
        raise PlayersError(
            f"{rules.name} is played by {rules.min_players} to {rules.max_players} "
            f"players, not {len(names)}")
    reserved = RESERVED_NAMES | set(accounts) | rules.reserved_names
    for name in names:
        problem = name_problem(name)
        if problem:
            raise PlayersError(problem)
        if name.lower() in reserved:
            raise PlayersError(f"{shown(name, 80)} is reserved (an account name); choose another name")
    if len(set(names)) != len(names):
        raise PlayersError(f"player names must differ: {shown(names)}")


__all__ = ["MAX_NAME", "RESERVED_NAMES", "check_players", "name_problem"]
