"""Conditions: what differs between the arms of an experiment, checked before any game runs.

A condition is a name and a dict.  Its keys are the rule set's options
(``{"land_tax_share": 0.5}``, ``{"end": "rounds", "end_rounds": 100}``) and three words
of the experiment's own:

``switch_at``
    put the other regime in force at the first decision of this turn (a turn number);
``rules``
    play another installed rule set in this arm (e.g. the no-land baseline,
    ``{"rules": <a rule set without land>}``), with its default line-up;
``bots``
    ``{player: strategy}`` overriding the line-up.

:func:`prepare` checks a condition by building its first game, and returns the plain,
picklable *spec* that workers play.  :func:`parse_condition` and :func:`parse_sweep`
read the command line's ``--condition`` and ``--sweep``.
"""

from __future__ import annotations

from ..engine.errors import OptionError

#: The keys of a condition that are not options of its rule set.
OWN_KEYS = ("switch_at", "rules", "bots")

#: Longest sweep the command line accepts (a typo such as 0:1:0.0001 is refused).
MAX_SWEEP_VALUES = 201


def prepare(name: str, condition: dict, rules: str, players, bots=None, discount=None) -> dict:
    """Check one condition and return its spec for :func:`~.measure.play_measured`.

    Args:
        name: the condition's name (a row's ``condition``).
        condition: the condition (see the module docstring).
        rules: the experiment's rule set (``condition["rules"]`` overrides it).
        players: a number of players or a list of names (all bots).
        bots: ``{player: strategy}`` for every condition of ``rules`` (a condition's own
            ``bots`` win; a condition that plays another rule set takes its own line-up).
        discount: the discount rate of market values (see :func:`_market_terms`); None:
            the stated rate of :func:`~.valuation.discount_rate`.

    Raises:
        OptionError, UnknownRulesError, UnknownBotError, PlayersError: the condition
        cannot be played, with the condition's name in the message.
    """
    from ..api import new_game
    from ..engine.errors import LandlordsError
    from ..engine.registry import find_rules

    if not isinstance(name, str) or not name.strip():
        raise OptionError(f"a condition needs a name (a non-empty string), not {name!r}")
    if not isinstance(condition, dict):
        raise OptionError(f"condition {name!r} is a dict of options, not {condition!r}")
    given = dict(condition)
    rule_name = given.pop("rules", rules)
    switch_at = given.pop("switch_at", None)
    own_bots = given.pop("bots", None)
    try:
        rule_set = find_rules(rule_name)
        if switch_at is not None:
            if isinstance(switch_at, bool) or not isinstance(switch_at, int) or switch_at < 0:
                raise OptionError(f"switch_at must be a turn number (0 or more), not {switch_at!r}")
            if len(rule_set.regimes) < 2:
                raise OptionError(f"{rule_set.title} has no rules to switch; drop switch_at")
        shared = bots if rule_set.name == rules else None   # another rule set: its own bots
        lineup_bots = dict(shared or {}) | dict(own_bots or {})
        if isinstance(players, (list, tuple)):
            lineup = rule_set.default_lineup
            lineup_bots = ({player: lineup[i % len(lineup)] for i, player in enumerate(players)}
                           | lineup_bots)
        game = new_game(rule_set.name, players=players, bots=lineup_bots or None, seed=0,
                        options=given, record_events=False)
        coerced = rule_set.resolve(given)
    except LandlordsError as error:
        raise type(error)(f"condition {name!r}: {error}") from None
    if len(game.bot_names) != len(game.players):
        raise OptionError(f"condition {name!r}: every player must be a bot")
    start = game.results()
    landing, discount = _market_terms(rule_set.name, len(game.players), discount)
    return {
        "condition": name,
        "rules": rule_set.name,
        "names": list(game.players),
        "bots": dict(game.bot_names),
        "options": {option: coerced[option] for option in given},
        "switch_at": switch_at,
        "result_columns": tuple(rule_set.result_columns),
        "result_types": {column: type(start.get(column)).__name__
                         for column in rule_set.result_columns},
        "landing": landing,
        "discount": discount,
    }


def _market_terms(rules: str, players: int, discount) -> tuple:
    """The landing rates and the discount rate a spec's market values use (see
    :mod:`.valuation`): the stated rate unless ``discount`` gives one per round."""
    from .valuation import discount_rate, landing_rates
    landing = landing_rates(rules)
    if landing is None:
        return None, None
    if discount is None:
        return landing, discount_rate(rules, players)
    if isinstance(discount, bool) or not isinstance(discount, (int, float)) or not discount > 0:
        raise OptionError(f"the discount rate is a positive number per round, not {discount!r}")
    return landing, float(discount)


def _value(text: str):
    """A command-line value as a number when it reads as one (options coerce the rest)."""
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


def parse_condition(text: str) -> tuple[str, dict]:
    """``"half tax:land_tax_share=0.5,end=rounds"`` → ``("half tax", {...})``.

    ``NAME`` alone is a condition with no change (the rule set as it is).

    Raises:
        OptionError: a part is not ``key=value``.
    """
    name, _, body = text.partition(":")
    name = name.strip()
    if not name:
        raise OptionError(f"a condition is NAME or NAME:key=value,..., not {text!r}")
    condition: dict = {}
    for part in filter(None, (p.strip() for p in body.split(","))):
        key, sep, value = part.partition("=")
        if not sep or not key.strip():
            raise OptionError(f"condition {name!r}: {part!r} is not key=value")
        condition[key.strip()] = _value(value.strip())
    return name, condition


def parse_sweep(text: str) -> tuple[str, list]:
    """``"land_tax_share=0:1:0.25"`` → ``("land_tax_share", [0.0, 0.25, 0.5, 0.75, 1.0])``;
    ``"key=a,b,c"`` lists the values.

    Raises:
        OptionError: not ``key=start:stop:step`` or ``key=a,b,...``, a step that is not
            positive, or more than :data:`MAX_SWEEP_VALUES` values.
    """
    key, sep, body = text.partition("=")
    key = key.strip()
    if not sep or not key or not body.strip():
        raise OptionError(f"a sweep is key=start:stop:step or key=a,b,c, not {text!r}")
    if ":" in body:
        parts = body.split(":")
        try:
            start, stop, step = (float(p) for p in parts)
        except ValueError:
            raise OptionError(f"a sweep is key=start:stop:step with three numbers, not {text!r}") from None
        if not step > 0 or stop < start:
            raise OptionError(f"sweep {key}: the step must be positive and stop at least start")
        count = int(round((stop - start) / step)) + 1
        if count > MAX_SWEEP_VALUES:
            raise OptionError(f"sweep {key}: {count} values; at most {MAX_SWEEP_VALUES}")
        values = [round(start + i * step, 10) for i in range(count)]
        values = [v for v in values if v <= stop + 1e-9]
        if all(float(v).is_integer() for v in (start, stop, step)):
            values = [int(v) for v in values]
        return key, values
    values = [_value(v.strip()) for v in body.split(",") if v.strip()]
    if len(values) > MAX_SWEEP_VALUES:
        raise OptionError(f"sweep {key}: {len(values)} values; at most {MAX_SWEEP_VALUES}")
    return key, values


def sweep_conditions(option: str, values, base: dict | None = None) -> dict[str, dict]:
    """One condition per value of ``option`` (named ``option=value``), on top of ``base``."""
    return {f"{option}={value}": dict(base or {}) | {option: value} for value in values}
