"""Two sweeps of one option (a coarse grid and a finer one between its jumps) as one."""

from __future__ import annotations

from landlords.experiments import Results


class _Frames:
    """Stored rows for :class:`Results`: frames kept in memory, handed out as copies."""

    def __init__(self, games, players, turns) -> None:
        self._frames = (games, players, turns)

    def games(self):
        return self._frames[0].copy()

    def players(self):
        return self._frames[1].copy()

    def turns(self):
        return self._frames[2].copy()


def combined(first: Results, second: Results, option: str) -> Results:
    """The rows of two sweeps of ``option`` (the same seeds) as one sweep over all values."""
    import pandas as pd

    def joined(name):
        parts = [getattr(r, name).assign(condition=lambda f: f["condition"].astype(str))
                 for r in (first, second)]
        return pd.concat(parts, ignore_index=True)

    values = sorted(set(first.sweep[1]) | set(second.sweep[1]))
    conditions = {f"{option}={value}": {option: value} for value in values}
    stored = _Frames(joined("games"), joined("players"), joined("turns"))
    return Results(stored, conditions=conditions, rules=first.rules, seeds=first.seeds,
                   sweep=(option, values), cancelled=first.cancelled or second.cancelled)
