"""The game a command line asks for: its options (``--option``) and its line-up
(``--players`` and ``--bots``), checked against the rule set."""

from __future__ import annotations

from ..engine.errors import OptionError, PlayersError


def _options(pairs) -> dict:
    options = {}
    for name, value in pairs:
        if name in options:
            raise OptionError(f"option {name!r} is given twice")
        options[name] = value
    return options


def _lineup(rules: str, players, bots_text: str | None):
    """``(players, bots)`` for new_game: ``--bots a,b,c`` mapped onto the players' names."""
    from ..engine.registry import find_rules
    from ..engine.setup import default_names

    rule_set = find_rules(rules)
    count = players if isinstance(players, int) else len(players)
    if not rule_set.min_players <= count <= rule_set.max_players:
        raise PlayersError(f"{rule_set.name} is played by {rule_set.min_players} to "
                           f"{rule_set.max_players} players, not {count}")
    if bots_text is None:
        return players, None
    strategies = [s.strip() for s in bots_text.split(",")]
    if not all(strategies):
        raise OptionError(f"--bots takes strategy names separated by commas, not {bots_text!r}")
    if len(strategies) == 1:
        strategies = strategies * count
    if len(strategies) != count:
        raise PlayersError(f"--bots names {len(strategies)} strategies for {count} players; "
                           f"give one per player or one for all")
    names = default_names(count) if isinstance(players, int) else list(players)
    return names, dict(zip(names, strategies))
