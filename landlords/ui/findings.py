"""Moved: the tables' HTML to :mod:`landlords.render.findings`, what the Experiments app
reads of a run and its sentences to :mod:`landlords.experiments.report`; this path is
kept for one release."""

from landlords.experiments.report import (
    BOOTSTRAP_CELLS,
    MONEY,
    SUMMARY_COLUMNS,
    WEALTH,
    discount_rates,
    discount_words,
    findings_at,
    market_as_book,
    measures_at,
    percent,
    read_findings,
    read_sweep,
    resamples_for,
    summary_columns,
)
from landlords.render.findings import comparison_html, summary_html, sweep_html

__all__ = ["BOOTSTRAP_CELLS", "MONEY", "SUMMARY_COLUMNS", "WEALTH", "comparison_html", "discount_rates",
           "discount_words", "findings_at", "market_as_book", "measures_at", "percent", "read_findings",
           "read_sweep", "resamples_for", "summary_columns", "summary_html", "sweep_html"]
