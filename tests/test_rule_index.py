"""Every rule ID documented in docs/rules has a test whose name contains it, and back.

The rule sets are read through their interface: each names its rule-ID prefixes
(``RuleSet.rule_prefixes``) and the file documenting them (``RuleSet.rules_doc``), so a
new rule set or a new prefix is checked as soon as it is registered, and a documented ID
whose prefix no rule set declares fails instead of being ignored.
"""

import pathlib
import re

import landlords
from landlords.engine.registry import find_rules

ROOT = pathlib.Path(__file__).resolve().parent.parent
RULES_DOCS = ROOT / "docs" / "rules"
TEST_NAME = re.compile(r"^\s*def (test_\w+)", re.MULTILINE)
#: A table row that documents a rule: ``| XX-12 |``, ``| XX-S1 |`` (any prefix).
ANY_DOC_ID = re.compile(r"^\| ([A-Z]{2,}-[A-Z0-9]+) \|", re.MULTILINE)


def shipped_rule_sets() -> list:
    """The rule sets of this repository (plugins from other packages document elsewhere)."""
    rule_sets = [find_rules(name) for name in landlords.rule_sets()]
    return [rules for rules in rule_sets if rules.game_class.__module__.startswith("landlords.rules.")]


def declared_prefixes() -> set[str]:
    return {prefix for rules in shipped_rule_sets() for prefix in rules.rule_prefixes}


def _id_pattern(prefixes) -> str:
    return "|".join(sorted(map(re.escape, prefixes)))


def ids_of(rules) -> set[str]:
    """The IDs documented in ``rules``' own doc under its own prefixes."""
    row = re.compile(rf"^\| ((?:{_id_pattern(rules.rule_prefixes)})-[A-Z0-9]+) \|", re.MULTILINE)
    return set(row.findall((RULES_DOCS / rules.rules_doc).read_text("utf-8")))


def documented_ids() -> set[str]:
    ids = set()
    for rules in shipped_rule_sets():
        ids |= ids_of(rules)
    return ids


def collected_test_names() -> list[str]:
    names = []
    for path in (ROOT / "tests").glob("test_*.py"):
        names += TEST_NAME.findall(path.read_text("utf-8"))
    return names


def test_every_rule_set_declares_prefixes_and_a_rules_doc_that_uses_them():
    rule_sets = shipped_rule_sets()
    assert {"landlords-1906", "monopoly", "monopoly-deal", "random-exchange"} <= {
        rules.name for rules in rule_sets}
    for rules in rule_sets:
        assert rules.rule_prefixes, f"{rules.name} declares no rule-ID prefix"
        assert (RULES_DOCS / rules.rules_doc).is_file(), f"{rules.name}: no docs/rules/{rules.rules_doc}"
        found = {rule_id.split("-")[0] for rule_id in ids_of(rules)}
        assert found == set(rules.rule_prefixes), (
            f"{rules.name} declares the prefixes {rules.rule_prefixes} but its doc uses {sorted(found)}")


def test_no_documented_rule_id_has_a_prefix_no_rule_set_declares():
    prefixes = declared_prefixes()
    stray = {}
    for doc in RULES_DOCS.glob("*.md"):
        for rule_id in ANY_DOC_ID.findall(doc.read_text("utf-8")):
            if rule_id.split("-")[0] not in prefixes:
                stray.setdefault(doc.name, []).append(rule_id)
    assert not stray, f"rule IDs under prefixes no rule set declares (they would be ignored): {stray}"


def test_every_documented_rule_has_a_test_naming_it():
    names = collected_test_names()
    missing = []
    for rule_id in sorted(documented_ids()):
        key = rule_id.replace("-", "")
        pattern = re.compile(rf"(^|_){key}($|_)", re.IGNORECASE)
        if not any(pattern.search(name) for name in names):
            missing.append(rule_id)
    assert not missing, f"rule IDs without a test naming them: {missing}"


def test_every_rule_id_named_by_a_test_is_documented():
    ids = {i.replace("-", "") for i in documented_ids()}
    named_id = re.compile(rf"(?:^|_)((?:{_id_pattern(declared_prefixes())})[A-Z]?[0-9]+)(?=_|$)")
    named = set()
    for name in collected_test_names():
        named |= set(named_id.findall(name))
    assert named <= ids, f"tests name rule IDs that are not documented: {sorted(named - ids)}"


def test_the_landlords_doc_lists_all_42_rules_of_the_brief_and_the_package_extension():
    ids = ids_of(find_rules("landlords-1906"))
    expected = ({f"LG-S{i}" for i in range(1, 6)} | {"LG-O1", "LG-M1"}
                | {f"LG-{i}" for i in range(1, 20)} | {f"LG-A{i}" for i in range(1, 4)}
                | {f"ST-{i}" for i in range(1, 9)} | {"ST-O1"})
    assert ids == expected | {"LG-X1", "LG-X2"}  # ours: the land-tax share, the Treasury's use


def test_the_random_exchange_doc_lists_its_rules():
    assert ids_of(find_rules("random-exchange")) == {"RX-S1", "RX-1", "RX-2", "RX-3", "RX-4", "RX-5"}
