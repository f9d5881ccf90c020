"""Finding rule sets by name: plugins in the entry-point group ``landlords.rule_sets``.

A rule set is registered the way pytest and Jupyter find their plugins: a package names
it in its metadata, under the group ``landlords.rule_sets``, with the rule set's name as
the entry point's name and its :class:`~landlords.engine.ruleset.RuleSet` value as the
object::

    [project.entry-points."landlords.rule_sets"]
    my-rules = "my_package.rules:RULES"

Nothing is imported until a rule set is asked for, so listing the names is cheap and a
game of one rule set loads no other.  :func:`register` adds a rule set made in the
current process (a variant tried in a notebook, a rule set under test).
"""

from __future__ import annotations

from contextlib import contextmanager

from .errors import UnknownRulesError, shown
from .ruleset import RuleSet

#: The entry-point group rule sets register under.
GROUP = "landlords.rule_sets"

_LOADED: dict[str, RuleSet] = {}


def _entry_points() -> dict:
    from importlib.metadata import entry_points  # imported when first needed (~25 ms)
    return {ep.name: ep for ep in entry_points(group=GROUP)}


def register(rules: RuleSet) -> RuleSet:
    """Make ``rules`` findable by its name in this process (and return it)."""
    if not isinstance(rules, RuleSet):
        raise TypeError(f"register() takes a RuleSet, not {rules!r}")
    _LOADED[rules.name] = rules
    return rules


def unregister(name: str) -> None:
    """Forget a rule set registered in this process (an installed one is found again)."""
    _LOADED.pop(name, None)


@contextmanager
def registered(rules: RuleSet):
    """Make ``rules`` findable inside a ``with`` block only (tests, a notebook's trial)::

        with registered(MY_VARIANT):
            game = landlords.new_game(MY_VARIANT.name, players=3)
    """
    before = _LOADED.get(rules.name)
    register(rules)
    try:
        yield rules
    finally:
        if before is None:
            _LOADED.pop(rules.name, None)
        else:
            _LOADED[rules.name] = before


def rule_set_names() -> list[str]:
    """The names of every rule set installed or registered, sorted."""
    return sorted(set(_entry_points()) | set(_LOADED))


def find_rules(name: str) -> RuleSet:
    """The rule set called ``name``.

    Raises:
        UnknownRulesError: no installed or registered rule set has that name, or its
            entry point does not give a rule set of that name.
    """
    if isinstance(name, RuleSet):
        return name
    if not isinstance(name, str):
        raise UnknownRulesError(f"unknown rule set {shown(name, 80)}; known rule sets: "
                                f"{', '.join(rule_set_names()) or 'none'}")
    found = _LOADED.get(name)
    if found is not None:
        return found
    point = _entry_points().get(name)
    if point is None:
        known = ", ".join(rule_set_names()) or "none"
        raise UnknownRulesError(f"unknown rule set {shown(name, 80)}; known rule sets: {known}")
    try:
        rules = point.load()
    except Exception as error:                         # a broken plugin: say which
        raise UnknownRulesError(f"rule set {name!r} could not be loaded from {point.value}: "
                                f"{type(error).__name__}: {error}") from error
    if not isinstance(rules, RuleSet) or rules.name != name:
        raise UnknownRulesError(f"the entry point {name!r} ({point.value}) does not give the "
                                f"rule set {name!r}")
    _LOADED[name] = rules
    return rules


__all__ = ["GROUP", "find_rules", "register", "registered", "rule_set_names", "unregister"]
