"""What an experiment found: tidy frames, paired comparisons, summaries and the tipping point.

``Results.games`` has one row per (condition, seed), ``Results.players`` one per player
and game, ``Results.turns`` (when turns were measured) one per player and turn.  Every
summary carries a bootstrap 95% interval (:mod:`.stats`); comparisons are paired by seed.
Columns are described in docs/evidence.md.
"""

from __future__ import annotations

import os
from statistics import NormalDist

from ..metrics import OUTCOME_CLASSES
from . import stats
from .valuation import VALUATION_WORDS, VALUATIONS

#: Measures taken at each valuation (:data:`~.valuation.VALUATIONS`): ``{measure: what it
#: is}``; the column of a measure at a valuation is :func:`valued` (``gini_market``...).
VALUED_MEASURES = {
    "gini": "Gini of wealth",
    "mad": "mean gap in wealth between two players ($)",
    "top_share": "share of all wealth held by the richest player",
    "total": "total wealth of the players ($)",
    "one_winner": "share of games with one winner and everyone else poorer",
    "everyone_prospers": "share of games in which every player ends richer than he began",
    "below_start": "players who end poorer than they began (per game)",
}
#: Measures whose book-value column has no suffix (the names they had before there were
#: three valuations: ``one_winner`` is ``one_winner`` at book value).
_PLAIN_AT_BOOK = frozenset({"one_winner", "everyone_prospers", "below_start", "outcome_class"})
#: The rates among them: one 0/1 outcome per game.
RATES = frozenset({"one_winner", "everyone_prospers"})


def valued(measure: str, valuation: str) -> str:
    """The column of ``measure`` (a key of :data:`VALUED_MEASURES`, or ``outcome_class``)
    at ``valuation``: ``valued("gini", "market") == "gini_market"``,
    ``valued("one_winner", "book") == "one_winner"``."""
    if valuation == "book" and measure in _PLAIN_AT_BOOK:
        return measure
    return f"{measure}_{valuation}"


def is_rate(column: str) -> bool:
    """Whether a column holds a rate (0/1 per game) of :data:`RATES` at some valuation."""
    return column in RATES or any(column == f"{rate}_{v}" for rate in RATES for v in VALUATIONS)


#: The measures :meth:`Results.compare` and :meth:`Results.summary` report by default:
#: ``{column: what it is}``; ``one_winner...`` and ``everyone_prospers...`` are rates.
MEASURES = {
    **{valued(measure, valuation): f"{words}, {VALUATION_WORDS[valuation]}"
       for measure, words in VALUED_MEASURES.items() for valuation in VALUATIONS},
    "land_hhi": "concentration of land holding (Herfindahl index of lots held)",
    "top_land_share": "share of the board's lots held by the biggest landholder",
    "bankruptcies": "bankruptcies per game",
    "poverty_visits": "visits to the place of poverty per game",
    "wages_paid": "wages paid per game ($)",
    "public_spending": "public spending per game ($)",
    "dividends_paid": "dividends paid per game ($)",
    "money_issued": "money the bank paid out after the starting cash, per game ($)",
    "money_created": "net new money: paid out by the bank less paid into it, per game ($)",
    "rounds": "rounds played",
}


#: The columns of :meth:`Results.compare`.
COMPARE_COLUMNS = ["condition", "measure", "baseline_mean", "condition_mean", "difference", "low",
                   "high", "pairs", "p_value", "effect", "correlation"]


def derived_rate_columns() -> list[str]:
    """The rate columns :attr:`Results.games` adds to the stored rows (from outcome classes)."""
    return [valued(rate, valuation) for rate in ("one_winner", "everyone_prospers")
            for valuation in VALUATIONS]


class Results:
    """The rows of an experiment and what can be read from them.

    Attributes:
        conditions: ``{name: condition}`` in the experiment's order (the first is the
            baseline by default).
        rules: the experiment's rule set.
        seeds: the seeds every condition was to play.
        sweep: ``(option, values)`` when the experiment was a sweep, else None.
        cancelled: True when the run stopped before every game was played.
    """

    def __init__(self, stored, *, conditions: dict, rules: str, seeds: list[int],
                 sweep=None, cancelled: bool = False) -> None:
        self._stored = stored
        self.conditions = dict(conditions)
        self.rules = rules
        self.seeds = list(seeds)
        self.sweep = sweep
        self.cancelled = cancelled
        self._games = None
        self._players = None
        self._turns = None

    def __repr__(self) -> str:
        state = ", cancelled" if self.cancelled else ""
        return (f"<Results {self.rules}: {len(self.games)} games in {len(self.conditions)} "
                f"conditions{state}>")

    # ------------------------------------------------------------------ frames
    @property
    def games(self):
        """One row per (condition, seed), in the experiment's condition order, then seed."""
        if self._games is None:
            frame = self._stored.games()
            frame = self._ordered(frame)
            for valuation in VALUATIONS:
                if valued("outcome_class", valuation) not in frame:
                    continue                              # rows saved before the valuations
                classes = frame[valued("outcome_class", valuation)]
                frame[valued("one_winner", valuation)] = (classes == "one winner").astype(float)
                frame[valued("everyone_prospers", valuation)] = (
                    classes == "everyone prospers").astype(float)
            self._games = frame
        return self._games

    @property
    def players(self):
        """One row per player and game: book value at the start and end, score, lots, rank."""
        if self._players is None:
            self._players = self._ordered(self._stored.players(), "seat")
        return self._players

    @property
    def turns(self):
        """One row per player and turn (long format); empty unless turns were measured."""
        if self._turns is None:
            self._turns = self._ordered(self._stored.turns(), "turn", "seat")
        return self._turns

    def _ordered(self, frame, *more):
        import pandas as pd
        order = list(self.conditions)                 # the frame is freshly read: no copy
        frame["condition"] = pd.Categorical(frame["condition"], categories=order, ordered=True)
        return frame.sort_values(["condition", "seed", *more], kind="stable", ignore_index=True)

    # ------------------------------------------------------------------ paired comparisons
    def _complete_pairs(self, baseline: str, other: str, measure: str):
        games = self.games
        a = games[games["condition"] == other].set_index("seed")[measure]
        b = games[games["condition"] == baseline].set_index("seed")[measure]
        both = a.index.intersection(b.index)
        a, b = a.loc[both].astype(float), b.loc[both].astype(float)
        keep = a.notna() & b.notna()
        return a[keep], b[keep]

    def compare(self, baseline: str | None = None, measures=None, confidence: float = 0.95,
                resamples: int = stats.RESAMPLES):
        """Each condition against ``baseline`` (default: the first), measure by measure.

        A tidy DataFrame: ``condition, measure, baseline_mean, condition_mean, difference,
        low, high, pairs`` — the mean of the paired differences (condition minus baseline,
        same seed) with its bootstrap interval — then ``p_value`` (two-sided: a paired
        t-test, or exact McNemar for a rate; not adjusted for multiplicity:
        :func:`~.stats.holm` does that for a family), ``effect`` (the difference over the
        pooled standard deviation) and ``correlation`` (of the paired values, seed by
        seed: how much luck pairing removed).  Measures missing from a rule set (NaN)
        are left out.

        Raises:
            KeyError: ``baseline`` is not a condition.
        """
        import pandas as pd
        baseline = baseline or next(iter(self.conditions))
        if baseline not in self.conditions:
            raise KeyError(f"no condition {baseline!r}; conditions: {', '.join(self.conditions)}")
        measures = list(measures or MEASURES)
        rows = []
        for other in self.conditions:
            if other == baseline:
                continue
            for measure in measures:
                if measure not in self.games:
                    continue
                a, b = self._complete_pairs(baseline, other, measure)
                if len(a) == 0:
                    continue
                treated, base = a.to_numpy(), b.to_numpy()
                diff, low, high = stats.paired_difference(treated, base, confidence, resamples)
                rows.append({"condition": other, "measure": measure,
                             "baseline_mean": float(b.mean()), "condition_mean": float(a.mean()),
                             "difference": diff, "low": low, "high": high, "pairs": len(a),
                             "p_value": stats.paired_p_value(treated, base),
                             "effect": stats.standardised_difference(treated, base),
                             "correlation": stats.pair_correlation(treated, base)})
        return pd.DataFrame(rows, columns=COMPARE_COLUMNS)

    def summary(self, measures=None, confidence: float = 0.95, resamples: int = stats.RESAMPLES):
        """Per condition and measure: ``mean, low, high, games``: a bootstrap interval for a
        mean, the exact (Clopper-Pearson) interval for a rate (:func:`is_rate`)."""
        import pandas as pd
        measures = list(measures or MEASURES)
        rows = []
        games = self.games
        for condition in self.conditions:
            part = games[games["condition"] == condition]
            for measure in measures:
                if measure not in part:
                    continue
                values = part[measure].astype(float).dropna().to_numpy()
                if len(values) == 0:
                    continue
                if is_rate(measure):
                    mean, low, high = stats.rate_interval(int(values.sum()), len(values), confidence)
                else:
                    mean, low, high = stats.mean_interval(values, confidence, resamples)
                rows.append({"condition": condition, "measure": measure, "mean": mean,
                             "low": low, "high": high, "games": len(values)})
        return pd.DataFrame(rows, columns=["condition", "measure", "mean", "low", "high", "games"])

    def outcome_classes(self, valuation: str = "book"):
        """Share of each outcome class per condition, the classes taken at ``valuation``
        (rows: conditions; columns: classes)."""
        games = self.games
        table = (games.groupby("condition", observed=False)[self._class_column(valuation)]
                 .value_counts(normalize=True).unstack(fill_value=0.0))
        return table.reindex(columns=list(OUTCOME_CLASSES), fill_value=0.0)

    def by_turn(self, measure: str = "gini_book", confidence: float = 0.95):
        """The mean of a per-turn measure (``gini_book``, ``gini_score``, ``gini_market``,
        or a player's ``book``, ``cash``, ``score``, ``market``) by condition and turn, with
        a normal-approximation interval (``mean ± z·sd/√n`` over games: bootstrapping every
        turn would be slow), over the games still running at that turn (``games`` says how
        many)."""
        turns = self.turns
        if turns.empty:
            raise ValueError("turns were not measured: run the experiment with per_turn=True")
        z = NormalDist().inv_cdf(1 - (1 - confidence) / 2)
        if measure in ("book", "cash", "score", "market"):
            per_game = turns.groupby(["condition", "seed", "turn"], observed=True)[measure].mean()
        else:
            per_game = turns.groupby(["condition", "seed", "turn"], observed=True)[measure].first()
        grouped = per_game.astype(float).groupby(level=["condition", "turn"], observed=True)
        table = grouped.agg(["mean", "std", "count"]).reset_index()
        half = z * table["std"].fillna(0.0) / table["count"].clip(lower=1) ** 0.5
        table["low"], table["high"] = table["mean"] - half, table["mean"] + half
        return table.rename(columns={"count": "games"})[["condition", "turn", "mean", "low",
                                                         "high", "games"]]

    def lorenz(self, valuation: str = "book"):
        """Mean Lorenz curve of final wealth at ``valuation`` (``book``, ``score`` or
        ``market``) per condition: for each rank from the poorest, the mean share of all
        wealth held by the poorest that many players.  Columns ``condition,
        population_share, wealth_share``.

        Raises:
            ValueError: an unknown valuation.
        """
        if valuation not in VALUATIONS:
            raise ValueError(f"valuation is one of {', '.join(VALUATIONS)}, not {valuation!r}")
        column = f"final_{valuation}"
        import pandas as pd

        from ..metrics import lorenz
        rows = []
        players = self.players
        for condition in self.conditions:
            part = players[players["condition"] == condition]
            curves = [lorenz(group[column].astype(float).tolist())
                      for _, group in part.groupby("seed")]
            if not curves:
                continue
            points = min(len(c[0]) for c in curves)
            for k in range(points):
                rows.append({"condition": condition, "population_share": curves[0][0][k],
                             "wealth_share": sum(c[1][k] for c in curves) / len(curves)})
        return pd.DataFrame(rows, columns=["condition", "population_share", "wealth_share"])

    @staticmethod
    def _class_column(valuation: str) -> str:
        if valuation not in VALUATIONS:
            raise ValueError(f"valuation is one of {', '.join(VALUATIONS)}, not {valuation!r}")
        return valued("outcome_class", valuation)

    def tipping_point(self, level: float = 0.5, outcome: str = "one winner",
                      confidence: float = 0.95, resamples: int = stats.RESAMPLES,
                      valuation: str = "book") -> dict:
        """For a sweep: the smallest swept value at which the share of games of class
        ``outcome`` (taken at ``valuation``) falls below ``level``, with its bootstrap
        interval (seeds resampled together across the sweep).

        Returns ``{"option", "level", "outcome", "point", "low", "high", "rates"}``;
        ``point`` is None when the share never falls below ``level`` in the sweep.

        Raises:
            ValueError: the experiment was not a sweep, or ``outcome`` is not a class.
        """
        if self.sweep is None:
            raise ValueError("the tipping point needs a sweep (Experiment.sweep_of)")
        if outcome not in OUTCOME_CLASSES:
            raise ValueError(f"outcome is one of {', '.join(OUTCOME_CLASSES)}, not {outcome!r}")
        option, values = self.sweep
        column = self._class_column(valuation)
        games = self.games
        seeds = sorted(set(games["seed"]))
        hits = {}
        for value in values:
            part = games[games["condition"] == f"{option}={value}"].set_index("seed")
            part = part.reindex(seeds)
            if part[column].isna().any():
                continue                                  # a cancelled run: value incomplete
            hits[value] = (part[column] == outcome).astype(float).to_numpy()
        point, low, high, rates = stats.tipping_point(hits, level, confidence, resamples)
        return {"option": option, "level": level, "outcome": outcome, "point": point,
                "low": low, "high": high, "rates": rates}

    # ------------------------------------------------------------------ files
    def save(self, path) -> None:
        """Write the game rows to ``path`` (.csv or .parquet) and the player and turn rows
        beside it (``NAME.players.EXT``, ``NAME.turns.EXT``)."""
        from .store import check_writable, companion, output_format, parquet_available, write_frame
        fmt = output_format(path)
        if fmt == "parquet":
            parquet_available()
        check_writable(path)
        parts = [(os.fspath(path), self.games.drop(columns=derived_rate_columns())),
                 (companion(path, "players"), self.players)]
        if not self.turns.empty:
            parts.append((companion(path, "turns"), self.turns))
        for target, frame in parts:
            write_frame(frame.assign(condition=frame["condition"].astype(str)), target)

    @classmethod
    def load(cls, path, *, sweep=None) -> Results:
        """Results from files written by :meth:`save` or by a run with ``out=``."""
        from .store import PLAYER_TYPES, TURN_TYPES, companion, read

        class _Files:
            def games(self):
                return read(path)

            def players(self):
                return read(companion(path, "players"), PLAYER_TYPES)

            def turns(self):
                turns = companion(path, "turns")
                if os.path.exists(turns):
                    return read(turns, TURN_TYPES)
                from .store import to_frame
                return to_frame([], TURN_TYPES)

        games = read(path)
        conditions = {name: {} for name in dict.fromkeys(games["condition"].astype(str))}
        rules = str(games["rules"].iloc[0]) if len(games) else ""
        seeds = sorted(int(s) for s in set(games["seed"]))
        return cls(_Files(), conditions=conditions, rules=rules, seeds=seeds, sweep=sweep)
