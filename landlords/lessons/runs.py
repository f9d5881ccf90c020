"""The lessons' many-game runs, made once by a script and shipped with the package.

A lesson that compares hundreds of games must not make thirty students each wait for
them (nor wait itself: a page shows something within seconds).  :func:`run` is the one
door a lesson's experiment goes through:

- when the package holds the run's rows (``landlords/data/lesson_runs/KEY.csv.gz`` and
  ``KEY.players.csv.gz``, written by ``python scripts/make_lesson_runs.py``), it reads
  them back (a few hundred milliseconds);
- otherwise it plays the games there and then, with a progress bar, and keeps the
  results in memory for the rest of the kernel's life.

``KEY`` is a digest of what decides every row: the rule set and its version, each
condition's options, players and bots, the seeds, and the package's version.  A run
asked for with any other size, seed or option is simply played.  Stored rows are facts
about the code as it was when they were made; ``tests/test_lesson_runs.py`` plays a
sample of each stored run again and requires the same rows, so a change that alters a
game cannot leave a lesson quoting the old one.

    >>> from landlords.experiments import Experiment
    >>> from landlords.lessons import runs
    >>> results = runs.run(Experiment(rules, {"as it is": {}}, games=2))  # doctest: +SKIP
"""

from __future__ import annotations

import hashlib
import json
import os
from importlib import resources

#: Where the stored runs live inside the package.
STORE = "lesson_runs"

#: Set to a folder to write every run played into it (what the script does).
RECORD_ENV = "LANDLORDS_RECORD_LESSON_RUNS"

_MEMORY: dict[str, object] = {}


def key(experiment) -> str:
    """The digest naming an experiment's stored rows (16 hex digits)."""
    import landlords

    from ..engine.registry import find_rules
    plan = {
        "package": landlords.__version__,
        "rules": experiment.rules,
        "rules_version": find_rules(experiment.rules).version,
        "seeds": [experiment.seed, experiment.games],
        "per_turn": experiment.per_turn,
        "conditions": [{name: spec[name] for name in ("condition", "names", "bots", "options", "switch_at")}
                       for spec in experiment.specs],
        "sweep": list(experiment.sweep) if experiment.sweep else None,
    }
    text = json.dumps(plan, sort_keys=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _folder():
    return resources.files("landlords.data") / STORE


def stored_keys() -> list[str]:
    """The keys of the runs the package holds."""
    folder = _folder()
    if not folder.is_dir():
        return []
    return sorted(entry.name.split(".")[0] for entry in folder.iterdir()
                  if entry.name.endswith(".json"))


def describe(run_key: str) -> dict:
    """What a stored run was made from: ``{"rules", "games", "seed", "names", "bots",
    "conditions", "sweep", "game_types"}``."""
    return json.loads((_folder() / f"{run_key}.json").read_text())


def is_stored(experiment) -> bool:
    """Whether the package holds this experiment's rows."""
    return (_folder() / f"{key(experiment)}.json").is_file()


def load(run_key: str):
    """The stored run ``run_key`` as :class:`~landlords.experiments.results.Results`."""
    from ..experiments.results import Results
    about = describe(run_key)
    frames = _StoredFrames(run_key, about["game_types"])
    return Results(frames, conditions=about["conditions"], rules=about["rules"],
                   seeds=list(range(about["seed"], about["seed"] + about["games"])),
                   sweep=(about["sweep"][0], list(about["sweep"][1])) if about["sweep"] else None)


class _StoredFrames:
    """The rows of a stored run, read from the package's files when first asked for."""

    def __init__(self, run_key: str, types: dict) -> None:
        self.run_key, self.types = run_key, types

    def _read(self, kind: str, types: dict):
        import pandas as pd

        from ..experiments.store import _pandas_dtype
        # The floats were written in Python's shortest repr: read as text and turned into
        # floats by Python's own parser, they come back bit for bit.
        exact = {c: object for c, k in types.items() if k == "float"}
        with resources.as_file(_folder() / f"{self.run_key}{kind}.csv.gz") as path:
            frame = pd.read_csv(path, keep_default_na=True, dtype=exact)
        return frame.astype({c: _pandas_dtype(k) for c, k in types.items() if c in frame})

    def games(self):
        return self._read("", self.types)

    def players(self):
        from ..experiments.store import PLAYER_TYPES
        return self._read(".players", PLAYER_TYPES)

    def turns(self):
        from ..experiments.store import TURN_TYPES, to_frame
        return to_frame([], TURN_TYPES)


def run(experiment, progress: bool = True):
    """The experiment's results: the stored rows where the package holds them, else its
    games played now (a progress bar while they are) and kept for the kernel's life."""
    run_key = key(experiment)
    if run_key in _MEMORY:
        return _MEMORY[run_key]
    if (_folder() / f"{run_key}.json").is_file():
        results = load(run_key)
    else:
        results = experiment.run(progress=progress)
        target = os.environ.get(RECORD_ENV)
        if target and not results.cancelled:
            save(experiment, results, target)
    _MEMORY[run_key] = results
    return results


def save(experiment, results, folder) -> str:
    """Write ``results`` of ``experiment`` into ``folder`` under its key; returns the key."""
    run_key = key(experiment)
    os.makedirs(folder, exist_ok=True)
    if experiment.per_turn:
        raise ValueError("a lesson's stored run keeps game and player rows, not turn rows")
    from ..experiments.results import derived_rate_columns
    from ..experiments.store import game_types
    games = results.games.drop(columns=[c for c in derived_rate_columns() if c in results.games])
    for frame, name in ((games, f"{run_key}.csv.gz"), (results.players, f"{run_key}.players.csv.gz")):
        frame = frame.assign(condition=frame["condition"].astype(str))
        frame.to_csv(os.path.join(folder, name), index=False,
                     compression={"method": "gzip", "mtime": 0})
    about = {"rules": experiment.rules, "games": experiment.games, "seed": experiment.seed,
             "names": list(experiment.specs[0]["names"]), "bots": dict(experiment.specs[0]["bots"]),
             "per_turn": experiment.per_turn,
             "conditions": experiment.conditions, "game_types": game_types(experiment.specs),
             "sweep": [experiment.sweep[0], list(experiment.sweep[1])] if experiment.sweep else None}
    with open(os.path.join(folder, f"{run_key}.json"), "w", encoding="utf-8") as handle:
        json.dump(about, handle, indent=1, sort_keys=True)
        handle.write("\n")
    return run_key


def forget() -> None:
    """Forget the runs kept in memory (the stored ones stay)."""
    _MEMORY.clear()


__all__ = ["RECORD_ENV", "describe", "forget", "is_stored", "key", "load", "run", "save", "stored_keys"]
