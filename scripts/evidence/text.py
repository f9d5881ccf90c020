"""How the document writes numbers, intervals, verdicts and tables (Markdown)."""

from __future__ import annotations

import math

#: The marks a verdict gets in a dense table (the legend is printed under each).
MARKS = {"borne out": "✓", "contradicted": "✗", "not shown either way": "·", "no events": "∅",
         "by construction": "⊨", "not measured": "?"}
LEGEND = ("✓ borne out, ✗ contradicted, · not shown either way (after the correction), "
          "∅ no events (0% against 0%), ⊨ by construction")


def num(value: float, digits: int = 3) -> str:
    if value is None or value != value:
        return "–"
    text = f"{value:.{digits}f}"
    return text[1:] if text.startswith("-") and float(text) == 0 else text     # never "-0.000"


def signed(value: float, digits: int = 3) -> str:
    text = num(value, digits)
    return text if text.startswith("-") or text == "–" or float(text) == 0 else "+" + text


def pct(value: float, digits: int = 0) -> str:
    if value is None or value != value:
        return "–"
    text = f"{100 * value:.{digits}f}"
    if float(text) == 0:
        text = text.lstrip("-")
    return text + "%"


def money(value: float) -> str:
    if value is None or value != value:
        return "–"
    rounded = int(round(value))
    return f"-${-rounded:,}" if rounded < 0 else f"${rounded:,}"


def signed_money(value: float) -> str:
    text = money(value)
    return text if text.startswith("-") or text in ("–", "$0") else "+" + text


def show(value: float, kind: str = "num") -> str:
    """``kind``: ``num`` (3 decimals), ``pct``, ``money``, ``rounds``, ``points`` (a
    difference of rates, in percentage points), ``signed`` (3 decimals with a sign),
    ``signed_money``."""
    if kind == "pct":
        return pct(value)
    if kind == "points":
        return "–" if value != value else f"{signed(100 * value, 0)} pts"
    if kind == "money":
        return money(value)
    if kind == "signed_money":
        return signed_money(value)
    if kind == "rounds":
        return num(value, 1)
    if kind == "signed":
        return signed(value)
    return num(value)


def interval(mean, low, high, kind: str = "num") -> str:
    inner = {"points": "signed_points", "signed": "signed", "signed_money": "signed_money"}.get(kind, kind)
    if inner == "signed_points":
        return (f"{show(mean, 'points')} [{signed(100 * low, 0)}, {signed(100 * high, 0)}]"
                if mean == mean else "–")
    return f"{show(mean, kind)} [{show(low, inner)}, {show(high, inner)}]"


def test_cell(test, kind: str) -> str:
    """A test's estimate, interval and verdict mark."""
    if test is None:
        return "–"
    return f"{interval(test.estimate, test.low, test.high, kind)} {MARKS.get(test.verdict, '?')}"


def table(header: list[str], rows: list[list[str]]) -> list[str]:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return lines


def quote(text: str, section: str) -> list[str]:
    return [f"> {text}", ">", f"> — Magie, 1906 rules, *{section}* (our translation)", ""]


def p_value(p: float) -> str:
    if p != p:
        return "–"
    if p < 0.0001:
        return "< 0.0001"
    return f"{p:.4f}"


def plural(count: int, word: str, many: str | None = None) -> str:
    return f"{count:,} {word if count == 1 else (many or word + 's')}"


def join(words: list[str]) -> str:
    words = [w for w in words if w]
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def finite(value) -> bool:
    return value is not None and isinstance(value, (int, float)) and math.isfinite(value)
