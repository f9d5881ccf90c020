"""Rule sets: named, versioned, immutable bundles of rules and options, found by name.

A rule set is registered once (at import of its module) with the options it accepts.
``find_rules("landlords-1906")`` returns it; ``RuleSet.resolve(options)`` checks a
user's options and fills in the defaults, raising :class:`OptionError` with a sentence
naming the bad option and what would be accepted.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Callable

from .errors import OptionError, UnknownRulesError


@dataclass(frozen=True)
class Option:
    """One option of a rule set.

    Attributes:
        name: the option's name as users write it.
        default: the value when the user gives none.
        kind: ``bool``, ``int``, ``float`` or ``str``.
        choices: for ``str`` options, the accepted values.
        low, high: for numbers, the accepted range (inclusive; ``None`` = unbounded).
        doc: one sentence for help texts, naming the rule it belongs to.
        allow_none: whether ``None`` (no value) is accepted.
    """

    name: str
    default: Any
    kind: type
    doc: str
    choices: tuple = ()
    low: float | None = None
    high: float | None = None
    allow_none: bool = False

    def coerce(self, value: Any) -> Any:
        """Return ``value`` as this option's type, or raise :class:`OptionError`."""
        if value is None and self.allow_none:
            return None
        if (isinstance(value, str) and self.allow_none
                and value.strip().lower() in ("none", "null")):
            return None                                # as the command line writes "no value"
        if isinstance(value, str) and self.kind is not str:
            value = _parse_text(self, value)
        if self.kind is bool:
            if not isinstance(value, bool):
                raise OptionError(f"option {self.name!r} takes true or false, not {value!r}")
        elif self.kind is int:
            if isinstance(value, bool) or not isinstance(value, int):
                raise OptionError(f"option {self.name!r} takes a whole number, not {value!r}")
        elif self.kind is float:
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise OptionError(f"option {self.name!r} takes a number, not {value!r}")
            value = float(value)
        elif self.kind is str:
            if not isinstance(value, str):
                raise OptionError(f"option {self.name!r} takes a word, not {value!r}")
        if self.choices and value not in self.choices:
            raise OptionError(
                f"option {self.name!r} takes one of {', '.join(map(str, self.choices))}, not {value!r}")
        if self.low is not None and value < self.low:
            raise OptionError(f"option {self.name!r} must be at least {self.low}, not {value!r}")
        if self.high is not None and value > self.high:
            raise OptionError(f"option {self.name!r} must be at most {self.high}, not {value!r}")
        return value


def _parse_text(option: Option, text: str) -> Any:
    raw = text.strip()
    if option.allow_none and raw.lower() in ("none", "null", ""):
        return None
    if option.kind is bool:
        low = raw.lower()
        if low in ("true", "yes", "on", "1"):
            return True
        if low in ("false", "no", "off", "0"):
            return False
        raise OptionError(f"option {option.name!r} takes true or false, not {text!r}")
    try:
        return int(raw) if option.kind is int else float(raw)
    except ValueError:
        kind = "a whole number" if option.kind is int else "a number"
        raise OptionError(f"option {option.name!r} takes {kind}, not {text!r}") from None


@dataclass(frozen=True)
class RuleSet:
    """A named, versioned rule set with its options and its game class.

    Attributes:
        name: e.g. ``"landlords-1906"``.
        version: bumped whenever a rule changes behaviour, so old records are refused
            rather than replayed wrongly.
        title: a human title.
        min_players, max_players: the accepted number of players.
        options: the accepted options by name.
        game_class: the class of one playthrough (a subclass of ``engine.game.Game``).
        regimes: the regimes a game may switch between (first = default), or ``()``.
    """

    name: str
    version: int
    title: str
    min_players: int
    max_players: int
    options: Any
    game_class: Callable
    regimes: tuple[str, ...] = ()
    doc: str = ""
    _frozen: dict = field(default_factory=dict, repr=False, compare=False)

    def resolve(self, options: dict | None) -> dict:
        """Check ``options`` and return them complete with defaults (a new dict)."""
        if options is not None and not isinstance(options, Mapping):
            raise OptionError(f"options are a dict such as {{'advanced': True}}, "
                              f"not {options!r}")
        given = dict(options or {})
        resolved = {}
        for name, option in self.options.items():
            resolved[name] = option.coerce(given.pop(name)) if name in given else option.default
        if given:
            bad = sorted(given)[0]
            raise OptionError(
                f"{self.name} has no option {bad!r}; its options are {', '.join(sorted(self.options))}")
        return resolved


_REGISTRY: dict[str, RuleSet] = {}


def register(rules: RuleSet) -> RuleSet:
    """Register a rule set under its name (and return it)."""
    object.__setattr__(rules, "options", MappingProxyType({o.name: o for o in rules.options}))
    _REGISTRY[rules.name] = rules
    return rules


def find_rules(name: str) -> RuleSet:
    """The registered rule set called ``name``; raises :class:`UnknownRulesError`."""
    _load_builtin()
    try:
        return _REGISTRY[name]
    except (KeyError, TypeError):
        raise UnknownRulesError(
            f"unknown rule set {name!r}; known rule sets: {', '.join(sorted(_REGISTRY))}") from None


def rule_set_names() -> list[str]:
    """Names of all registered rule sets, sorted."""
    _load_builtin()
    return sorted(_REGISTRY)


def _load_builtin() -> None:
    if not _REGISTRY:
        import landlords.rules  # noqa: F401  (registers the built-in rule sets)
