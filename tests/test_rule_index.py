"""Every rule ID documented in docs/rules has a test whose name contains it, and back."""

import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parent.parent
DOC_ID = re.compile(r"^\| ((?:LG|ST|MO|MD)-[A-Z0-9]+) \|", re.MULTILINE)
TEST_NAME = re.compile(r"^\s*def (test_\w+)", re.MULTILINE)


def documented_ids() -> set[str]:
    ids = set()
    for doc in (ROOT / "docs" / "rules").glob("*.md"):
        ids |= set(DOC_ID.findall(doc.read_text("utf-8")))
    return ids


def collected_test_names() -> list[str]:
    names = []
    for path in (ROOT / "tests").glob("test_*.py"):
        names += TEST_NAME.findall(path.read_text("utf-8"))
    return names


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
    named = set()
    for name in collected_test_names():
        named |= set(re.findall(r"(?:^|_)((?:LG|ST|MO|MD)[A-Z]?[0-9]+)(?=_|$)", name))
    assert named <= ids, f"tests name rule IDs that are not documented: {sorted(named - ids)}"


def test_the_landlords_doc_lists_all_42_rules_of_the_brief():
    ids = {i for i in documented_ids() if i.startswith(("LG", "ST"))}
    expected = ({f"LG-S{i}" for i in range(1, 6)} | {"LG-O1", "LG-M1"}
                | {f"LG-{i}" for i in range(1, 20)} | {f"LG-A{i}" for i in range(1, 4)}
                | {f"ST-{i}" for i in range(1, 9)} | {"ST-O1"})
    assert ids == expected
