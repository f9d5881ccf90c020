"""The many-game runs each lesson makes: conditions on the same seeds, through the stored
runs of :func:`landlords.lessons.runs.run`."""

from __future__ import annotations

from ..experiments import Experiment
from ..experiments.stats import rate_interval
from . import runs
from .games import reform_of
from .settings import (
    BRANCH_TURN,
    GAMES,
    LONG_ROUNDS,
    LUCK_STAKES,
    OLD_LUCK,
    PLAYERS,
    SEED,
    SWEEP_GAMES,
    SWEEP_SHARES,
    VALUATION,
)
from .tables import _rank_column, luck_calibration
from .words import stake_name


def richest_by_character(rules: str, games: int = GAMES, seed: int = SEED, players: int = PLAYERS,
                         valuation: str = VALUATION):
    """How often each bot character ends richest at ``valuation`` (default market value),
    over ``games`` games, with the exact 95% interval of that share.

    Columns ``character, richest, share, low, high, games`` (``richest``: in how many
    games), the most successful first.
    """
    import pandas as pd
    results = runs.run(Experiment(rules, {"as it is": {}}, games=games, seed=seed, players=players))
    table = results.players
    rank = _rank_column(valuation)
    rows = []
    for bot, part in table.groupby("bot", sort=True):
        count = int((part[rank] == 1).sum())
        share, low, high = rate_interval(count, len(part))
        rows.append({"character": bot, "richest": count, "share": share, "low": low, "high": high,
                     "games": len(part)})
    frame = pd.DataFrame(rows, columns=["character", "richest", "share", "low", "high", "games"])
    return frame.sort_values(["richest", "character"], ascending=[False, True], kind="stable",
                             ignore_index=True)


def scenario_run(rules: str, scenario: dict, games: int = GAMES, seed: int = SEED, players: int = PLAYERS):
    """A scenario's options under the rule set's default rules and under its reform, the
    same seeds: ``Results`` with conditions ``"landlord rules"`` and ``"reform"``."""
    reform = reform_of(rules)
    conditions = {"landlord rules": dict(scenario), "reform": {**scenario, "regime": reform}}
    return runs.run(Experiment(rules, conditions, games=games, seed=seed, players=players))


def branch_run(rules: str, turn: int = BRANCH_TURN, games: int = GAMES, seed: int = SEED,
               players: int = PLAYERS):
    """Every seed's game twice, the same dice: as it is (``"landlord rules"``) and switched
    to the reform at the start of ``turn`` (``"reform from turn N"``): ``Results``."""
    conditions = {"landlord rules": {}, f"reform from turn {turn}": {"switch_at": turn}}
    return runs.run(Experiment(rules, conditions, games=games, seed=seed, players=players))


def reform_run(rules: str, games: int = GAMES, seed: int = SEED, players: int = PLAYERS,
               options: dict | None = None, reform_options: dict | None = None,
               names: tuple[str, str] = ("landlord rules", "reform")):
    """The rule set as it is, and under its reform from the start, the same seeds:
    ``Results`` with two conditions, named ``names`` (default ``"landlord rules"`` and
    ``"reform"``).

    ``reform_options`` replaces the reform's own (default ``{"regime": reform}``; a rule
    set whose reform is a tax rate can be given ``{"land_tax_share": 1}``).
    """
    options = dict(options or {})
    reform = dict(reform_options) if reform_options is not None else {"regime": reform_of(rules)}
    baseline, reformed = names
    conditions = {baseline: options, reformed: {**options, **reform}}
    return runs.run(Experiment(rules, conditions, games=games, seed=seed, players=players))


def conditions_run(rules: str, conditions: dict, games: int = GAMES, seed: int = SEED,
                   players: int = PLAYERS):
    """Several conditions (``{name: options}``) on the same seeds: ``Results``."""
    return runs.run(Experiment(rules, dict(conditions), games=games, seed=seed, players=players))


def land_run(rules: str, games: int = GAMES, seed: int = SEED, players: int = PLAYERS,
             long_rounds: int = LONG_ROUNDS):
    """The landlord rules at the rule set's own end and over ``long_rounds`` rounds, the
    same seeds: ``Results`` with conditions ``"land, own end"`` and ``"land, long"``."""
    conditions = {"land, own end": {}, "land, long": {"end": "rounds", "end_rounds": long_rounds}}
    return runs.run(Experiment(rules, conditions, games=games, seed=seed, players=players))


def luck_or_land(rules: str, no_land: str, games: int = GAMES, seed: int = SEED, players: int = PLAYERS,
                 long_rounds: int = LONG_ROUNDS, baseline: dict | None = None):
    """The landlord rules, at the rule set's own end and over ``long_rounds`` rounds,
    beside luck alone (``no_land``: a rule set with no land) for the same lengths.

    Returns ``(land, luck, median_rounds)``: ``land`` has conditions ``"land, own end"``
    and ``"land, long"`` (:func:`land_run`); ``luck`` has ``"luck alone, same length"``
    (the median length of the landlord games, so the two are compared over equal time)
    and ``"luck alone, long"``, the same players, each starting with the board game's
    cash and passing the stake :func:`luck_calibration` sets from its money (or
    ``baseline``: ``{"starting_cash", "stake"}``).
    """
    land = land_run(rules, games, seed, players, long_rounds)
    calibrated = luck_calibration(land)
    money = dict(baseline or {"starting_cash": calibrated["starting_cash"], "stake": calibrated["stake"]})
    median_rounds = calibrated["median_rounds"]
    luck = runs.run(Experiment(no_land, {"luck alone, same length": {**money, "rounds": median_rounds},
                                                "luck alone, long": {**money, "rounds": long_rounds}},
                                      games=games, seed=seed, players=players))
    return land, luck, median_rounds


def luck_stakes(no_land: str, land, games: int = GAMES, seed: int = SEED, players: int = PLAYERS,
                stakes=LUCK_STAKES, old=OLD_LUCK):
    """Luck alone over the median length of the landlord games at the board game's
    starting cash, one condition per stake (``stakes`` and the calibrated one), and the
    ``old`` baseline: ``Results`` whose conditions are named by :func:`stake_name`."""
    calibrated = luck_calibration(land)
    cash, rounds = calibrated["starting_cash"], calibrated["median_rounds"]
    conditions = {stake_name(cash, stake): {"starting_cash": cash, "stake": stake, "rounds": rounds}
                  for stake in sorted(set(stakes) | {calibrated["stake"]})}
    conditions.setdefault(stake_name(old["starting_cash"], old["stake"]), {**old, "rounds": rounds})
    return runs.run(Experiment(no_land, conditions, games=games, seed=seed, players=players))


def land_tax_sweep(rules: str, games: int = SWEEP_GAMES, seed: int = SEED, players: int = PLAYERS,
                   shares=SWEEP_SHARES, base: dict | None = None):
    """The land tax share swept from none to all of the rent (``Results`` of a sweep)."""
    return runs.run(Experiment.sweep_of(rules, "land_tax_share", list(shares), base=base, games=games,
                               seed=seed, players=players))

