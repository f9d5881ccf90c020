"""One seam: outside its own package, nothing names a rule set, tests which one it has, or
reads a game's records by position; and the apps' bugs of issue 10 stay fixed.

The grep test reads the code of every module under ``landlords/`` (docstrings and comments
aside: documentation may show an example game) and the code cells of the ``widgets/``
notebooks, and for every installed rule set looks for its name, its package, its game
class, and tests of which rule set a game has (``rules.name ==``, ``is_magie``...).

The positional count looks, outside ``landlords/engine/`` and ``landlords/rules/``, for an
integer subscript that reads a field of a game's record: an event, a frame, a log entry,
a transfer, a loan, an offer, a standing or a history row (``event.values[1]``,
``frame[5]``, ``entry[0]``, ``standings[0][1]``).  Actions are not counted: an action is
``(kind, *parts)`` by the engine's protocol.
"""

from __future__ import annotations

import ast
import io
import json
import re
import tokenize
from pathlib import Path

import pytest

import landlords
from landlords.engine.registry import _entry_points, find_rules

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "landlords"

#: Names under which code holds one record of a game (an event, a frame, a log entry...).
RECORD_NAMES = {"event", "ev", "e", "frame", "f", "entry", "transfer", "t", "loan", "offer", "standing",
                "row", "r", "values", "fields", "throw", "due", "debt", "pair"}
#: Names under which code holds a list of such records (so ``events[0][1]`` reads a field).
RECORD_LISTS = {"events", "frames", "log", "entries", "transfers", "loans", "offers", "standings", "rows",
                "history", "dues", "debts", "switches"}
#: Tests of which rule set a game has.
PROBES = re.compile(r"rules\.name\s*(==|!=|\bin\b|\bis\b)|\bis_magie\b|\bis_monopoly\b|\.name\s*==\s*['\"]")


def rule_set_packages() -> dict[str, str]:
    """``{rule set name: its package's dotted path}``, from the entry points."""
    return {name: point.value.partition(":")[0] for name, point in _entry_points().items()}


def own_package_dir(dotted: str) -> Path:
    """The folder of a rule set's package inside this repository."""
    return ROOT.joinpath(*dotted.split("."))


def docstring_lines(source: str) -> set[int]:
    """The line numbers of every docstring of a module."""
    lines: set[int] = set()
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                    and isinstance(body[0].value.value, str):
                lines.update(range(body[0].lineno, body[0].end_lineno + 1))
    return lines


def code_tokens(source: str) -> list[tuple[int, str, str]]:
    """``(line, token type, text)`` of every token that is code: no comment, no docstring."""
    skip = docstring_lines(source)
    found = []
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        kind = tokenize.tok_name[token.type]
        if kind in ("COMMENT", "NL", "NEWLINE", "INDENT", "DEDENT", "ENDMARKER"):
            continue
        if kind == "STRING" and token.start[0] in skip:
            continue
        found.append((token.start[0], kind, token.string))
    return found


def sources() -> list[tuple[str, str]]:
    """``(where, code)``: every module under ``landlords/`` and every notebook code cell."""
    found = [(str(path.relative_to(ROOT)), path.read_text("utf-8")) for path in sorted(PACKAGE.rglob("*.py"))]
    for notebook in sorted((ROOT / "widgets").glob("*.ipynb")):
        cells = json.loads(notebook.read_text("utf-8"))["cells"]
        for k, cell in enumerate(cells):
            if cell["cell_type"] == "code":
                found.append((f"{notebook.relative_to(ROOT)}[cell {k}]", "".join(cell["source"])))
    return found


def mentions(rules_name: str, package: str, class_name: str, source: str) -> list[str]:
    """Where ``source``'s code names the rule set, its package or its game class."""
    short = package.rpartition(".")[2]
    name_word = re.compile(rf"(?<![\w-]){re.escape(rules_name)}(?![\w-])")
    path_word = re.compile(rf"{re.escape(package)}(?!\w)|(?<![\w.-]){re.escape(short)}(?![\w-])")
    found = []
    for line, kind, text in code_tokens(source):
        if kind in ("STRING", "FSTRING_MIDDLE") and (name_word.search(text) or path_word.search(text)):
            found.append(f"line {line}: {text[:80]}")
        elif kind == "NAME" and text in (short, class_name):
            found.append(f"line {line}: {text}")
    return found


def test_every_installed_rule_set_is_checked():
    packages = rule_set_packages()
    assert {"landlords-1906", "monopoly", "monopoly-deal", "random-exchange"} <= set(packages)
    assert set(packages) == set(landlords.rule_sets())


@pytest.mark.parametrize("rules_name", sorted(rule_set_packages()))
def test_no_rule_set_is_named_outside_its_package(rules_name):
    package = rule_set_packages()[rules_name]
    home = own_package_dir(package)
    class_name = find_rules(rules_name).game_class.__name__
    offenders = {}
    for where, source in sources():
        path = ROOT / where.partition("[")[0]
        if home in path.parents:
            continue
        found = mentions(rules_name, package, class_name, source)
        if found:
            offenders[where] = found
    print(f"\n[seam] {rules_name} ({package}, {class_name}): named in {len(offenders)} files outside "
          f"its package")
    assert not offenders, f"{rules_name} is named outside its package: {offenders}"


def test_no_code_tests_which_rule_set_it_has():
    offenders = {}
    for where, source in sources():
        if where.startswith("landlords/rules/"):
            continue
        code = "\n".join(text for _, kind, text in code_tokens(source) if kind != "STRING")
        lines = [text for _, kind, text in code_tokens(source)]
        joined = " ".join(lines)
        found = PROBES.findall(code) or PROBES.findall(joined)
        if found:
            offenders[where] = found
    assert not offenders, offenders


def positional_reads(source: str) -> list[str]:
    """Integer subscripts of ``source`` that read a field of one of a game's records."""
    found = []

    def last_name(node) -> str | None:
        if isinstance(node, ast.Name):
            return node.id
        if isinstance(node, ast.Attribute):
            return node.attr
        if isinstance(node, ast.Call):
            return last_name(node.func)
        return None

    def is_int(node) -> bool:
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            node = node.operand
        return isinstance(node, ast.Constant) and isinstance(node.value, int) and not isinstance(node.value, bool)

    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Subscript) or not is_int(node.slice):
            continue
        target = node.value
        if last_name(target) in RECORD_NAMES:
            found.append(f"line {node.lineno}: {ast.unparse(node)}")
        elif isinstance(target, ast.Subscript) and is_int(target.slice) and last_name(target.value) in RECORD_LISTS:
            found.append(f"line {node.lineno}: {ast.unparse(node)}")
    return found


def test_positional_reads_outside_the_engine_are_none():
    counted = {}
    for where, source in sources():
        if where.startswith(("landlords/engine/", "landlords/rules/")):
            continue
        reads = positional_reads(source)
        if reads:
            counted[where] = reads
    total = sum(len(reads) for reads in counted.values())
    print(f"\n[seam] positional reads of events, frames, log entries and rows outside the engine "
          f"and the rule sets: {total}")
    assert total == 0, counted


def test_the_positional_count_finds_what_it_should():
    sample = ("x = event.values[1]\ny = frame[5]\nz = outcome.standings[0][1]\n"
              "kind = entry[0]\nfine = choices[0]\nalso_fine = self._runs[1]\n")
    assert [read.split(": ")[1] for read in positional_reads(sample)] == [
        "event.values[1]", "frame[5]", "outcome.standings[0][1]", "entry[0]"]


def test_the_grep_finds_what_it_should():
    source = ('"""A docstring may say landlords-1906."""\n'
              'import landlords  # and a comment: monopoly\n'
              'game = landlords.new_game("monopoly", players=3)\n'
              'deal = "monopoly-deal"\n'
              'from landlords.rules.monopoly.board import X\n'
              'if game.rules.name == "monopoly-deal":\n    pass\n')
    found = mentions("monopoly", "landlords.rules.monopoly", "MonopolyGame", source)
    assert [f.split(":")[0] for f in found] == ["line 3", "line 5"], found
    assert PROBES.search(source)


# ---------------------------------------------------------------------------- the bugs of issue 10
ipywidgets = pytest.importorskip("ipywidgets")
pytest.importorskip("plotly")
pytest.importorskip("anywidget")

from ui_fixtures import buttons, click  # noqa: E402

from landlords.ui import PlayApp, ReplayApp  # noqa: E402


def monopoly_auction(seed: int = 0):
    """A Monopoly game in which Ann, a person, must bid in an auction (she declines to buy)."""
    game = landlords.new_game("monopoly", players=["Ann", "Bob", "Cy"],
                              bots={"Bob": "cautious", "Cy": "trader"}, seed=seed)
    for _ in range(5000):
        if game.to_move == "Ann":
            if game.decision == "bid":
                return game
            actions = game.legal_actions()
            wanted = [a for a in actions if a[0] in ("decline", "throw")]
            game.apply(wanted[0] if wanted else actions[0])
        else:
            game.step()
    raise AssertionError("Ann never had to bid")


def test_monopoly_with_a_person_bids_37_dollars_in_an_auction():
    game = monopoly_auction()
    app = PlayApp(game, lazy_charts=False)
    amount = game.prompt().amount
    assert amount.step == 1 and amount.minimum <= 37 <= amount.maximum
    assert buttons(app, "One move")[0].disabled and app._amount is not None    # Ann's decision waits
    step = game.step_count
    app._amount.value = "37"
    click(app._decision, amount.verb)
    assert game.step_count > step
    bids = [e for e in game.events if e.kind == "bid" and e.player == "Ann"]
    assert bids and bids[-1].amount == 37
    assert "ll-error" not in app._message.value and "ll-warning" not in app._message.value
    assert not any(b.disabled for b in buttons(app._decision))   # the next decision can be taken


def test_monopoly_speaks_its_own_words_in_the_app():
    game = monopoly_auction()
    app = PlayApp(game, lazy_charts=False)
    header, board = app._header.value, app._board.value
    words = game.rules.words
    assert words.title in header and "Landlord" not in header
    assert "MONOPOLY" in board and "LANDLORD" not in board and "Landlord" not in board
    switch = buttons(app, words.switch_label, startswith=True)
    assert switch and switch[0].description == "Land value tax: off"
    assert not buttons(app, "Single tax", startswith=True)
    switch[0].value = True
    assert game.regime == words.reform and "LAND VALUE TAX" in app._board.value
    for _ in range(400):                                          # a person's prompts, in its words
        if game.is_over:
            break
        if game.to_move == "Ann":
            text = app._decision.children[0].value
            assert "Poor House" not in text and "Landlord" not in text, text
            game.apply(game.legal_actions()[0])
        else:
            game.step()
        app._render()


def test_branch_here_works_on_a_monopoly_deal_game():
    game = landlords.new_game("monopoly-deal", players=3, seed=4, options={"max_turns": 40})
    game.play()
    app = ReplayApp(game.record(), lazy_charts=False)
    step = next(s for s in range(10, len(app.timeline))
                if app.timeline.at(s).to_move in game.players and len(app.timeline.at(s).legal_actions()) > 1)
    app.show_step(step)
    kinds = [kind for _, (kind, _) in app._change.options]
    assert kinds[0] == "action" and "switch" not in kinds             # no rules to switch in Deal
    click(app, "Branch here")
    assert app.comparing and app.branch_game is not None
    titles = " ".join(t.value for t in app._titles)
    assert "treasury" not in titles.lower() and "Gini" in titles
    assert "treasury" not in app._boards[1].value.lower()
    assert 'class="ll-board ll-cards"' in app._boards[1].value
    assert [t.name for t in app.charts.data][:1] == ["Gini at market value (original)"]


def test_random_exchange_is_drawn_as_its_table_and_branches():
    game = landlords.new_game("random-exchange", players=5, seed=2, options={"rounds": 8})
    app = PlayApp(game, lazy_charts=False)
    assert "No drawn board" not in app._board.value and 'class="ll-board ll-plain"' in app._board.value
    assert app._switch.layout.display == "none"
    click(app, "Play to end")
    assert game.is_over and "Game over" in app._board.value
    assert [t.name for t in app.charts.data] == ["Gini at market value", *game.players]
    replay = ReplayApp(game.record(), lazy_charts=False)
    replay.show_step(10)
    assert [value for _, value in replay._change.options] == [("again", None)]   # nothing else to change
    click(replay, "Branch here")
    assert replay.comparing and replay.branch_game.digest() == replay._runs[0]["end"].digest()
    assert 'class="ll-board ll-plain"' in replay._boards[1].value
