"""Rule sets are plugins: a package installed beside landlords adds one with no edit here.

The fixture installs the small packages of ``tests/plugins/`` with pip into temporary
directories, the way a user installs a rule set someone else wrote; a fresh Python
process whose path includes such a directory then finds the rule set by its entry point
(group ``landlords.rule_sets``): in ``landlords.rule_sets()``, in ``landlords rules``,
in ``landlords simulate``, and in the conformance kit.  Entry points that fail to load,
give something that is not a rule set, or give one under another name are refused with
an :class:`UnknownRulesError` that says which and why.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap

import pytest

from landlords.engine.registry import GROUP

PLUGINS = os.path.join(os.path.dirname(__file__), "plugins")


def _install(package: str, tmp_path_factory) -> str:
    """pip-install ``tests/plugins/<package>`` into a new directory and return it.

    pip builds it as it builds any package (in an isolated environment with the build
    backend its pyproject.toml names, from the package index pip is configured with).
    """
    source = tmp_path_factory.mktemp(f"{package}-source") / package
    shutil.copytree(os.path.join(PLUGINS, package), source)   # builds leave no trace here
    target = tmp_path_factory.mktemp(f"{package}-site")
    command = [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps",
               "--disable-pip-version-check", "--target", str(target), str(source)]
    done = subprocess.run(command, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, f"pip could not install {package}: {done.stderr[-2000:]}"
    return str(target)


@pytest.fixture(scope="module")
def toy_site(tmp_path_factory) -> str:
    return _install("toy_rules", tmp_path_factory)


@pytest.fixture(scope="module")
def broken_site(tmp_path_factory) -> str:
    return _install("broken_rules", tmp_path_factory)


def _run(site: str, *args: str) -> subprocess.CompletedProcess:
    """Run ``python *args`` with ``site`` on its path (and nothing else changed)."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [site, env.get("PYTHONPATH")]))
    return subprocess.run([sys.executable, *args], capture_output=True, text=True, env=env,
                          timeout=300)


def _python(site: str, code: str) -> dict:
    """Run ``code`` (which prints one JSON document last) with ``site`` on the path."""
    done = _run(site, "-c", textwrap.dedent(code))
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_installed_package_declares_the_entry_point(toy_site):
    found = _python(toy_site, f"""
        import json
        from importlib.metadata import entry_points
        print(json.dumps({{ep.name: ep.value for ep in entry_points(group={GROUP!r})}}))
    """)
    assert found["toy-gift"] == "toy_rules:RULES"
    assert found["random-exchange"] == "landlords.rules.random_exchange:RULES"


def test_a_plugin_appears_in_rule_sets_plays_and_passes_the_conformance_kit(toy_site):
    found = _python(toy_site, """
        import json
        import landlords
        from landlords.testing import random_play

        names = landlords.rule_sets()
        stats = []
        for seed in range(6):
            bots = {"Ann": "random"} if seed % 2 else {}
            game = landlords.new_game("toy-gift", players=["Ann", "Bob", "Cy"], bots=bots,
                                      seed=seed, options={"rounds": 6})
            played = random_play(game, rng_seed=seed)
            stats.append([game.outcome.termination.value, played.replays, played.human_decisions])
        again = landlords.replay(game.record().to_json())
        print(json.dumps({"names": names, "stats": stats, "replayed": again.digest() == game.digest(),
                          "sentence": game.events[-1].text}))
    """)
    assert "toy-gift" in found["names"] and "random-exchange" in found["names"]
    assert all(termination == "rounds" and replays >= 1 for termination, replays, _ in found["stats"])
    assert sum(humans for *_, humans in found["stats"]) > 0
    assert found["replayed"] and found["sentence"].startswith("The game is over: the agreed rounds")


def test_a_plugin_is_listed_by_landlords_rules(toy_site):
    listed = _run(toy_site, "-m", "landlords", "rules")
    assert listed.returncode == 0, listed.stderr
    assert "toy-gift: Toy gift (a plugin from another package) (version 1, 2 to 4 players)" in listed.stdout
    assert "rounds=5" in listed.stdout and "random-exchange:" in listed.stdout


def test_a_plugin_plays_in_landlords_simulate(toy_site):
    done = _run(toy_site, "-m", "landlords", "simulate", "toy-gift", "--games", "12",
                "--players", "3", "--option", "rounds=4")
    assert done.returncode == 0, done.stderr
    assert "12 games of toy-gift, 3 players" in done.stdout
    assert "ended: rounds 12" in done.stdout


def test_without_the_package_the_plugin_is_unknown():
    done = _run("", "-c", "import landlords; landlords.new_game('toy-gift')")
    assert done.returncode != 0
    assert "UnknownRulesError: unknown rule set 'toy-gift'; known rule sets:" in done.stderr


def test_broken_or_misnamed_plugins_are_refused_with_a_clear_error(broken_site):
    found = _python(broken_site, """
        import json
        import landlords
        from landlords.engine.registry import find_rules

        errors = {}
        for name in ("toy-explodes", "toy-missing", "toy-not-rules", "toy-misnamed"):
            try:
                find_rules(name)
            except landlords.UnknownRulesError as error:
                errors[name] = str(error)
            try:
                landlords.new_game(name)
            except landlords.UnknownRulesError as error:
                assert str(error) == errors[name], (error, errors[name])
        game = landlords.new_game("random-exchange", players=2, seed=1)
        print(json.dumps({"names": landlords.rule_sets(), "errors": errors, "ok": game.turn}))
    """)
    assert {"toy-explodes", "toy-missing", "toy-not-rules", "toy-misnamed"} <= set(found["names"])
    errors = found["errors"]
    assert errors["toy-explodes"] == ("rule set 'toy-explodes' could not be loaded from "
                                      "broken_rules.explodes:RULES: RuntimeError: this plugin is "
                                      "broken on purpose")
    assert errors["toy-missing"].startswith("rule set 'toy-missing' could not be loaded from "
                                            "broken_rules.nowhere:RULES: ModuleNotFoundError")
    assert errors["toy-not-rules"] == ("the entry point 'toy-not-rules' (broken_rules:NOT_RULES) "
                                       "does not give the rule set 'toy-not-rules'")
    assert errors["toy-misnamed"] == ("the entry point 'toy-misnamed' (broken_rules:MISNAMED) "
                                      "does not give the rule set 'toy-misnamed'")
    assert found["ok"] == 1                          # the other rule sets still play
