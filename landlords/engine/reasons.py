"""How a record keeps the bots' reasons: a table of templates, and per log step a number.

A bot gives each decision a reason: a sentence, or a ``(template, *values)`` tuple that
becomes a sentence only when read (:func:`reason_text`).  A record
of format version 2 keeps them as the bot gave them, without writing out a sentence per
step (the sentences were two thirds of a record's bytes)::

    "reasons": {"templates": ["nothing to do before moving", "{} at ${} leaves me my reserve"],
                "steps": [0, 1, 0, [2, "Baltic Avenue", 60], ...]}

``steps[k]`` is the reason of log step ``k + 1``: ``0`` for none, ``n`` for the sentence
``templates[n - 1]``, ``[n, value, ...]`` for the tuple ``(templates[n - 1], value, ...)``;
the list stops at the last step with a reason.  Values are words and numbers (a reason
with any other value is kept as its sentence).  A record of format version 1 kept
``{"<step>": sentence}``; both read into the same ``GameRecord.reasons``, ``{step: reason}``.
"""

from __future__ import annotations

from typing import Any

from .errors import RecordError, shown

#: The values a template's tuple may carry in a record (JSON gives each back exactly).
_VALUES = (str, int, float)


def reason_text(reason: Any) -> str:
    """A bot's reason as a sentence: reasons are strings or ``(template, *args)``."""
    if reason is None:
        return ""
    if isinstance(reason, str):
        return reason
    return reason[0].format(*reason[1:])


def encode(reasons: dict[int, Any]) -> dict:
    """``{"templates", "steps"}`` for ``{step: reason}`` (steps from 1)."""
    templates: dict[str, int] = {}
    steps: list = [0] * (max(reasons) if reasons else 0)
    for step, reason in reasons.items():
        if isinstance(reason, tuple) and not all(type(v) in _VALUES for v in reason[1:]):
            reason = reason_text(reason)               # an unusual value: kept as the sentence
        if isinstance(reason, str):
            number = templates.setdefault(reason, len(templates) + 1)
            steps[step - 1] = number
        else:
            number = templates.setdefault(reason[0], len(templates) + 1)
            steps[step - 1] = [number, *reason[1:]]
    return {"templates": list(templates), "steps": steps}


def decode(data: dict) -> dict[int, Any]:
    """``{step: reason}`` from the ``reasons`` of a version 2 record; raises RecordError."""
    def bad(where: str, why: str) -> RecordError:
        return RecordError(f"not a valid game record: at reasons/{where}: {why}")

    unknown = set(data) - {"templates", "steps"}
    if unknown:
        raise bad(shown(min(unknown), 40), "a version 2 record keeps its reasons as "
                  "'templates' and 'steps'")
    templates = data.get("templates", [])
    steps = data.get("steps", [])
    reasons: dict[int, Any] = {}
    count = len(templates)
    for index, entry in enumerate(steps):
        if type(entry) is int:
            if entry == 0:
                continue
            number, values = entry, None
        elif type(entry) is list and entry and type(entry[0]) is int:
            number, values = entry[0], entry[1:]
            for value in values:
                if type(value) not in _VALUES:
                    raise bad(f"steps/{index}", f"a reason's values are words and numbers, "
                              f"not {shown(value)}")
        else:
            raise bad(f"steps/{index}", f"{shown(entry)} is neither 0, a template's number nor "
                      f"[number, values...]")
        if not 1 <= number <= count:
            raise bad(f"steps/{index}", f"there is no template {number} (the record has {count})")
        template = templates[number - 1]
        reasons[index + 1] = template if values is None else (template, *values)
    return reasons
