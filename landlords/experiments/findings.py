"""What the Experiments app reads of a run before it shows it: the frames of each
valuation (:func:`read_findings`, :func:`findings_at`, :func:`read_sweep`), the columns of
its tables (:func:`summary_columns`, :func:`measures_at`), the discount rate of market
value per condition and the conditions whose market value is their book value.  Numbers
and frames only: the words are in :mod:`landlords.experiments.report`."""

from __future__ import annotations

from . import stats
from .results import MEASURES, VALUED_MEASURES, valued
from .valuation import VALUATIONS

#: Bootstrap resamples hold resamples x values numbers at once: at most this many.
BOOTSTRAP_CELLS = 20_000_000
#: The group of the summary's columns that count wealth (its heading names the valuation).
WEALTH, MONEY = "wealth", "money"
#: The headings of the summary's groups (``{words}``: the valuation's words).
GROUP_WORDS = {WEALTH: "wealth counted {words}", MONEY: "the bank's money"}
#: The columns of measures taken at each valuation.
_VALUED = {valued(measure, v) for measure in VALUED_MEASURES for v in VALUATIONS}


def summary_columns(valuation: str = "book") -> tuple[tuple[str, str, str | None], ...]:
    """The measures of the summary table at ``valuation``: ``(column of Results.summary,
    heading, group)``; the group's heading stands over its columns (``WEALTH``: wealth
    counted at the valuation; ``MONEY``: the bank's money, the same at every valuation)."""
    return ((valued("gini", valuation), "Gini", WEALTH),
            (valued("mad", valuation), "mean gap between two players", WEALTH),
            (valued("total", valuation), "total wealth", WEALTH),
            (valued("one_winner", valuation), "one winner", WEALTH),
            (valued("everyone_prospers", valuation), "everyone prospers", WEALTH),
            ("money_issued", "paid out by the bank", MONEY),
            ("money_created", "net new money", MONEY),
            ("rounds", "rounds", None))


#: The summary's measures at book value.
SUMMARY_COLUMNS = summary_columns("book")


def measures_at(valuation: str) -> list[str]:
    """The measures of ``Results.compare`` shown at ``valuation``: those taken at it, and
    those taken once for every valuation (land, bankruptcies, money, rounds...)."""
    return [measure for measure in MEASURES
            if measure not in _VALUED or any(measure == valued(m, valuation) for m in VALUED_MEASURES)]


def resamples_for(values: int) -> int:
    """Bootstrap resamples for intervals over ``values`` numbers: 2,000, fewer for very large runs."""
    return max(200, min(stats.RESAMPLES, BOOTSTRAP_CELLS // max(1, values)))


def discount_rates(games) -> dict:
    """``{condition: the discount rate per round its market value used}``; None for a
    condition whose rules have no board (its market value is its book value)."""
    rates = games.groupby(games["condition"].astype(str), sort=False)["discount"].first()
    return {name: (None if rate != rate or rate is None else float(rate)) for name, rate in rates.items()}


def market_as_book(players) -> list[str]:
    """The conditions whose every player ends with his market value equal to his book
    value (rules that value no holding by the rent it will draw, or no board)."""
    same = (players["final_market"].astype(float) - players["final_book"].astype(float)).abs() < 1e-9
    found = same.groupby(players["condition"].astype(str), sort=False).all()
    return [name for name, equal in found.items() if equal]


def read_findings(results, *, per_turn: bool) -> dict:
    """The frames the app shows of a run of conditions: ``summary`` and ``compared`` (None
    with one condition) hold every measure at every valuation; ``by_turn`` (None when turns
    were not measured), ``lorenz`` and ``outcomes`` are at book value, and
    ``valuations[v]`` holds the three at each valuation ``v``; ``discount`` the rate of
    market value per condition (:func:`discount_rates`) and ``as_book`` the conditions
    whose market value is their book value (:func:`market_as_book`)."""
    games = results.games
    resamples = resamples_for(max(1, len(games) // max(1, len(results.conditions))))
    played = [c for c in results.conditions if (games["condition"] == c).any()]
    measured = per_turn and not results.turns.empty
    valuations = {}
    for valuation in VALUATIONS:
        column = valued("gini", valuation)
        valuations[valuation] = {
            "by_turn": results.by_turn(column) if measured and column in results.turns else None,
            "lorenz": results.lorenz(valuation),
            "outcomes": results.outcome_classes(valuation).loc[played],
        }
    return {
        "summary": results.summary(resamples=resamples),
        "compared": results.compare(resamples=resamples) if len(played) > 1 and played[0] == next(
            iter(results.conditions)) else None,
        **valuations["book"],
        "valuations": valuations,
        "discount": discount_rates(games) if played else {},
        "as_book": market_as_book(results.players) if played else [],
    }


def findings_at(findings: dict, valuation: str) -> dict:
    """The frames of :func:`read_findings` at ``valuation``: ``summary``, ``compared``,
    ``by_turn``, ``lorenz``, ``outcomes`` and ``discount``."""
    return {**findings, **findings["valuations"][valuation]}


def read_sweep(results, level: float, outcome: str) -> dict:
    """The tipping point of a sweep at book value (``tipping``: ``Results.tipping_point``)
    and at every valuation (``tippings``), and its summary."""
    resamples = resamples_for(len(results.games))
    measures = [valued(measure, v) for measure in ("gini", "mad", "total") for v in VALUATIONS]
    tippings = {valuation: results.tipping_point(level=level, outcome=outcome, resamples=resamples,
                                                 valuation=valuation)
                for valuation in VALUATIONS}
    return {"tipping": tippings["book"], "tippings": tippings,
            "summary": results.summary([*measures, "money_issued", "money_created"], resamples=resamples)}
