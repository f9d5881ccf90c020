"""Options of a rule set: a name, a type, a default, the accepted values, one sentence.

``Option.coerce`` checks one value a user gave (from Python, or as text from the command
line) and returns it as the option's type, or raises :class:`OptionError` with a sentence
naming the option and what it accepts.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .errors import OptionError


@dataclass(frozen=True)
class Option:
    """One option of a rule set.

    Attributes:
        name: the option's name as users write it.
        default: the value when the user gives none.
        kind: ``bool``, ``int``, ``float`` or ``str``.
        choices: for ``str`` options, the accepted values.
        low, high: for numbers, the accepted range (inclusive; ``None`` = unbounded).
        doc: one sentence for help texts, naming the rule it belongs to.
        allow_none: whether ``None`` (no value) is accepted.
    """

    name: str
    default: Any
    kind: type
    doc: str
    choices: tuple = ()
    low: float | None = None
    high: float | None = None
    allow_none: bool = False

    def coerce(self, value: Any) -> Any:
        """Return ``value`` as this option's type, or raise :class:`OptionError`."""
        if value is None and self.allow_none:
            return None
        if (isinstance(value, str) and self.allow_none
                and value.strip().lower() in ("none", "null")):
            return None                                # as the command line writes "no value"
        if isinstance(value, str) and self.kind is not str:
            value = _parse_text(self, value)
        if self.kind is bool:
            if not isinstance(value, bool):
                raise OptionError(f"option {self.name!r} takes true or false, not {value!r}")
        elif self.kind is int:
            if isinstance(value, bool) or not isinstance(value, int):
                raise OptionError(f"option {self.name!r} takes a whole number, not {value!r}")
        elif self.kind is float:
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise OptionError(f"option {self.name!r} takes a number, not {value!r}")
            value = float(value)
        elif self.kind is str:
            if not isinstance(value, str):
                raise OptionError(f"option {self.name!r} takes a word, not {value!r}")
        if self.choices and value not in self.choices:
            raise OptionError(
                f"option {self.name!r} takes one of {', '.join(map(str, self.choices))}, not {value!r}")
        if self.low is not None and value < self.low:
            raise OptionError(f"option {self.name!r} must be at least {self.low}, not {value!r}")
        if self.high is not None and value > self.high:
            raise OptionError(f"option {self.name!r} must be at most {self.high}, not {value!r}")
        return value


def _parse_text(option: Option, text: str) -> Any:
    raw = text.strip()
    if option.allow_none and raw.lower() in ("none", "null", ""):
        return None
    if option.kind is bool:
        low = raw.lower()
        if low in ("true", "yes", "on", "1"):
            return True
        if low in ("false", "no", "off", "0"):
            return False
        raise OptionError(f"option {option.name!r} takes true or false, not {text!r}")
    try:
        return int(raw) if option.kind is int else float(raw)
    except ValueError:
        kind = "a whole number" if option.kind is int else "a number"
        raise OptionError(f"option {option.name!r} takes {kind}, not {text!r}") from None
