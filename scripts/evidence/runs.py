"""Running the plan: every experiment of the evidence document, with the same seeds.

Every condition of every experiment plays seeds 1 to ``games`` (common random numbers).
Where the games run (``workers`` local processes, or a Dask ``scheduler``) changes nothing
in the rows.  :func:`run_all` returns a dict of :class:`~landlords.experiments.Results`
that the readings and sections use; nothing here computes a figure of the document.
"""

from __future__ import annotations

import sys

from landlords.experiments import Experiment, Results

from . import plan as P
from .combined import combined
from .readings import by_seed, gini_curve


class Runner:
    """Runs experiments with the plan's workers or scheduler."""

    def __init__(self, workers: int = 2, scheduler=None, progress: bool | None = None) -> None:
        self.workers = workers
        self.scheduler = scheduler
        self.progress = sys.stderr.isatty() if progress is None else progress
        self.games_played = 0

    def run(self, rules: str, conditions: dict, games: int, players: int = P.BASE_PLAYERS,
            bots: dict | None = None) -> Results:
        results = Experiment(rules, conditions, games=games, seed=1, players=players, bots=bots,
                             workers=self.workers, scheduler=self.scheduler).run(progress=self.progress)
        self.games_played += len(results.games)
        return results

    def sweep(self, rules: str, option: str, values, games: int, base: dict | None = None) -> Results:
        results = Experiment.sweep_of(rules, option, values, base=base, games=games, seed=1,
                                      players=P.BASE_PLAYERS, workers=self.workers,
                                      scheduler=self.scheduler).run(progress=self.progress)
        self.games_played += len(results.games)
        return results


def _with(options: dict, conditions: dict) -> dict:
    return {name: {**options, **condition} for name, condition in conditions.items()}


def run_all(plan: P.Plan, workers: int = 2, scheduler=None, progress: bool | None = None) -> dict:
    """Every experiment of the plan: ``{"plan", "claims", "monarch", "decomposition",
    "luck", "sweep", "monopoly", "games_played"}``."""
    runner = Runner(workers, scheduler, progress)
    found: dict = {"plan": plan, "claims": {}, "monarch": {}, "decomposition": {}}
    for setting in plan.settings():
        games, options, bots = plan.games_for(setting), setting.options(), setting.bots()
        found["claims"][setting] = runner.run(P.MAGIE, _with(options, P.CLAIM_CONDITIONS), games,
                                              setting.players, bots)
        found["monarch"][setting] = runner.run(P.MAGIE, _with(options, P.MONARCH_CONDITIONS), games,
                                               setting.players, bots)
    for length in plan.decomposition_lengths:
        setting = P.Setting(length)
        found["decomposition"][setting] = runner.run(P.MAGIE, _with(setting.options(), P.DECOMPOSITION),
                                                     plan.games)
    found["luck"] = _luck(runner, plan, found)
    found["sweep"] = _sweep(runner, plan)
    found["monopoly"] = _monopoly(runner, plan)
    found["games_played"] = runner.games_played
    return found


# ---------------------------------------------------------------------- the luck baseline
def calibration(results: Results, condition: str = "landlord rules") -> dict:
    """The board game's own money: the starting cash of a player, and the mean dollars a
    player pays the other players per round (rents, fares, prices, loans), rounded to a
    whole dollar (at least 1): the luck baseline's cash and stake."""
    games = results.games[results.games["condition"] == condition]
    players = results.players[results.players["condition"] == condition]
    cash = int(round(float(players["start_book"].mean())))
    per = games["paid_between_players"].astype(float) / (games["players"] * games["rounds"].clip(lower=1))
    return {"starting_cash": cash, "stake": max(1, int(round(float(per.mean())))),
            "per_player_round": float(per.mean()), "median_rounds": int(games["rounds"].median())}


def _luck(runner: Runner, plan: P.Plan, found: dict) -> dict:
    base = found["claims"][P.Setting("Magie's end")]
    calibrated = calibration(base)
    stakes = sorted(set(plan.luck_stakes) | {calibrated["stake"]})
    lengths = {"Magie's end": calibrated["median_rounds"]}
    lengths.update({length: int(length.split()[0]) for length in plan.lengths if length != "Magie's end"})
    cash = calibrated["starting_cash"]
    runs = {}
    for length, rounds in lengths.items():
        conditions = {f"stake ${stake}": {"starting_cash": cash, "stake": stake, "rounds": rounds}
                      for stake in stakes}
        conditions["the old baseline ($20 each, $1 stake)"] = {**P.OLD_LUCK, "rounds": rounds}
        runs[length] = runner.run(P.LUCK, conditions, plan.games)
    return {"calibration": calibrated, "stakes": stakes, "lengths": lengths, "runs": runs,
            "headline_calibration": calibration(found["claims"][P.Setting(plan.headline)])}


# ---------------------------------------------------------------------- sweeps
def _sweep(runner: Runner, plan: P.Plan) -> Results:
    """The land-tax share at the headline length, then finer where the Gini jumps."""
    base = P.Setting(plan.headline).options()
    coarse = runner.sweep(P.MAGIE, "land_tax_share", plan.sweep, plan.games, base)
    values, means = gini_curve(coarse, "land_tax_share")
    from landlords.experiments.curve import between, jumps
    widest = sorted(jumps(values, means, P.JUMP), key=lambda pair: -abs(
        means[values.index(pair[1])] - means[values.index(pair[0])]))[:P.MOST_JUMPS]
    extra = sorted({v for low, high in widest for v in between(low, high, P.FINER_POINTS)} - set(values))
    if not extra:
        return coarse
    finer = runner.sweep(P.MAGIE, "land_tax_share", extra, plan.games, base)
    return combined(coarse, finer, "land_tax_share")


def _monopoly(runner: Runner, plan: P.Plan) -> dict:
    sweep = runner.sweep(P.MONOPOLY, "land_tax_share", plan.monopoly_sweep, plan.games)
    bases = runner.run(P.MONOPOLY, {"classic rules": {},
                                    "land value tax (site rent)": {"land_tax_share": 1},
                                    "a tax on all rent": {"land_tax_share": 1, "tax_base": "all rent"}},
                       plan.games)
    return {"sweep": sweep, "bases": bases}


__all__ = ["Runner", "by_seed", "calibration", "run_all"]
