"""The record schema (``landlords/data/record.schema.json``), checked by ``fastjsonschema``.

:func:`validate` checks a parsed record against the schema and raises
:class:`~landlords.engine.errors.RecordError` naming the first place that breaks it, in
the record's own terms: ``at log/3/0: True is not of type 'integer' or 'string'``.

The schema is written in JSON Schema 2020-12.  ``fastjsonschema`` (which compiles a
schema to Python once, fast enough for a log of a million entries) reads drafts 4 to 7,
so the schema is compiled under draft 4, whose types are JSON's: an ``integer`` is a
whole number, never ``7.0`` nor ``true``.  Its two 2020-12 keywords are given to draft 4
in its words (``const`` as a one-value ``enum``, ``prefixItems`` and ``items`` as
``items`` and ``additionalItems``); the schema may use no keyword outside
:data:`KEYWORDS`, checked when it is compiled, so none is ever silently ignored.
"""

from __future__ import annotations

import json
import re
from functools import cache
from typing import Any

from .errors import RecordError, shown

#: The keywords the schema may use: those compiled as draft 4 reads them, and the two
#: 2020-12 keywords given to it in its words (``const``, ``prefixItems``).
KEYWORDS = frozenset({"$schema", "title", "description", "type", "const", "enum", "required",
                      "properties", "patternProperties", "additionalProperties", "items",
                      "prefixItems", "minItems", "maxItems", "minimum", "maximum",
                      "minLength", "maxLength", "pattern"})

_DRAFT4 = "http://json-schema.org/draft-04/schema#"


def _draft4(schema: dict) -> dict:
    """``schema`` in draft 4's words (a new dict); raises TypeError on an unknown keyword."""
    unknown = set(schema) - KEYWORDS
    if unknown:
        raise TypeError(f"record.schema.json uses unsupported keywords {sorted(unknown)}")
    out = {key: value for key, value in schema.items()
           if key not in ("$schema", "const", "prefixItems", "items")}
    if "$schema" in schema:
        out["$schema"] = _DRAFT4
    if "const" in schema:
        out["enum"] = [schema["const"]]
    for key in ("properties", "patternProperties"):
        if key in schema:
            out[key] = {name: _draft4(sub) for name, sub in schema[key].items()}
    if isinstance(schema.get("additionalProperties"), dict):
        out["additionalProperties"] = _draft4(schema["additionalProperties"])
    rest = schema.get("items")
    if "prefixItems" in schema:
        out["items"] = [_draft4(sub) for sub in schema["prefixItems"]]
        if rest is not None:
            out["additionalItems"] = _draft4(rest)
    elif rest is not None:
        out["items"] = _draft4(rest)
    return out


@cache
def schema() -> dict:
    """The record schema as written (JSON Schema 2020-12)."""
    from importlib import resources
    text = resources.files("landlords.data").joinpath("record.schema.json").read_text("utf-8")
    return json.loads(text)


@cache
def _validator():
    import fastjsonschema  # loaded with the first record read

    return fastjsonschema.compile(_draft4(schema()), use_default=False, use_formats=False)


def validate(data: Any) -> None:
    """Check ``data`` against the record schema; raise RecordError naming where it fails."""
    from fastjsonschema import JsonSchemaValueException
    try:
        _validator()(data)
    except JsonSchemaValueException as error:
        where = "/".join(shown(part, 40) if len(part) > 40 else part
                         for part in error.path[1:]) or "the top level"
        raise RecordError(f"not a valid game record: at {where}: {_message(error)}") from None


def _message(error) -> str:
    """What is wrong with the value, in the words of a JSON Schema checker."""
    rule, value, definition = error.rule, error.value, error.definition or {}
    if rule == "type":
        kinds = definition["type"]
        kinds = [kinds] if isinstance(kinds, str) else kinds
        return f"{shown(value)} is not of type {' or '.join(map(repr, kinds))}"
    if rule == "enum" and len(definition["enum"]) == 1:
        return f"{definition['enum'][0]!r} was expected, not {shown(value)}"
    if rule == "enum":
        return f"{shown(value)} is not one of {shown(definition['enum'])}"
    if rule == "required":
        missing = next((name for name in definition["required"] if name not in value), "?")
        return f"{shown(missing, 80)} is a required property"
    if rule == "additionalProperties":
        known = definition.get("properties", {})
        patterns = [re.compile(p) for p in definition.get("patternProperties", {})]
        extra = next((name for name in value
                      if name not in known and not any(p.search(name) for p in patterns)), "?")
        return f"additional properties are not allowed ({shown(extra, 80)} was unexpected)"
    if rule == "minItems":
        return f"{shown(value)} should have at least {definition['minItems']} items"
    if rule == "maxItems":
        return f"{shown(value)} should have at most {definition['maxItems']} items"
    if rule == "minimum":
        return f"{shown(value)} is less than the minimum of {definition['minimum']}"
    if rule == "maximum":
        return f"{shown(value)} is more than the maximum of {definition['maximum']}"
    if rule == "minLength":
        return f"{shown(value)} should be at least {definition['minLength']} characters long"
    if rule == "maxLength":
        return f"{shown(value)} should be at most {definition['maxLength']} characters long"
    if rule == "pattern":
        return f"{shown(value)} does not match {definition['pattern']!r}"
    return f"{shown(value)} breaks the rule {rule!r} of the schema"


__all__ = ["KEYWORDS", "schema", "validate"]
