"""Game records: a JSON document from which any game replays exactly.

A record is a header (format version, package version, rule set with its version and
options, players and their bots, seed, scripted dice) and the log: every decision
``[seat, kind, args...]``, every chance outcome ``["~", outcome]`` and every switch of
rules ``["!", regime]``, in order.  Replay is a fold of the engine over the log; each
chance outcome in the log is checked against the seed, and the state reached at the end
is checked against the record's digest, so a tampered record is refused with
:class:`RecordError` rather than replayed into a different game.  The bots' reasons are
kept as templates and their values (format version 2, :mod:`landlords.engine.reasons`);
records of format version 1, which kept them as sentences, are read as before.  What the record shows
a learner besides the game itself (the bots' reasons, the package that made it, where a
branch left its parent) is covered by its seal (``final.seal``): a record whose reasons
were edited is refused too.

**What load_record accepts** (one documented rule, so text is never taken for a path):
a :class:`GameRecord`; a dict (a parsed document); a path given as ``pathlib.Path`` or
any ``os.PathLike`` (always a path); ``bytes`` (always JSON text, UTF-8); a ``str`` that
starts, after white space, with ``{`` or ``[`` (JSON text); any other ``str`` is a path
if it could be one (no NUL or line break, at most 4,096 characters), else refused.

**Limits**, checked before anything is parsed: a record is at most
:data:`MAX_RECORD_BYTES` (the apps' uploads have the same limit); a path must name a
regular file (a FIFO or a device is refused, never read); JSON nesting is at most
:data:`MAX_DEPTH` deep and whole numbers at most :data:`MAX_DIGITS` digits long.  Each
breach is a :class:`RecordError` whose message quotes at most a line of the bad value.
"""

from __future__ import annotations

import copy
import hashlib
import json
import os
import stat
from dataclasses import dataclass, field
from typing import Any

from ..version import __version__
from .errors import LandlordsError, RecordError, shown
from .gcpause import gc_paused
from .log import LOG_CHANCE, LOG_SWITCH
from .players import name_problem
from .reasons import decode as decode_reasons
from .reasons import encode as encode_reasons
from .registry import find_rules
from .schema import validate
from .setup import start_game

FORMAT = "landlords-record"
FORMAT_VERSION = 2
#: The format versions read: 1 kept the bots' reasons as sentences by step, 2 as templates.
READ_VERSIONS = (1, 2)

#: The largest record read, in bytes (20 MiB, the apps' upload limit too): a game of
#: about 1.4 million log steps.
MAX_RECORD_BYTES = 20 * 2 ** 20
#: How deep JSON may nest in a record (a record nests 4 deep; chance outcomes a little more).
MAX_DEPTH = 32
#: How many digits a whole number in a record may have (seeds are 64-bit: 20 digits).
MAX_DIGITS = 40
#: The longest text taken for a file name.
MAX_PATH = 4096


#: Check a parsed document against the record schema (:mod:`landlords.engine.schema`).
_validate = validate


def _outcome(value: Any, index: int) -> Any:
    """A chance outcome from JSON (lists become tuples); only words and whole numbers.

    ``true`` would compare equal to ``1`` in Python, so a record with ``[true, 2]`` for the
    throw ``[1, 2]`` is refused here rather than accepted as the same throw.
    """
    if isinstance(value, list):
        return tuple(_outcome(v, index) for v in value)
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise RecordError(f"not a valid game record: at log/{index}: chance outcomes are whole "
                          f"numbers, words and lists of them, not {shown(value)}")
    return value


@dataclass
class GameRecord:
    """Everything needed to replay a game.

    Attributes:
        rules: rule set name.
        rules_version: the rule set's version when the game was played.
        options: the options in force (complete, with defaults).
        players: ``[{"name": ..., "bot": strategy or None}, ...]`` in seat order.
        seed: the chance seed.
        dice: the scripted dice, or ``None``.
        log: the log entries (decisions, chance outcomes, switches) as tuples.
        reasons: the bots' reasons by log step (1-based), each a sentence or a
            ``(template, *values)`` tuple (:func:`~landlords.engine.game.reason_text`
            makes it a sentence).
        final: ``{"steps", "digest", "outcome"}`` at the moment the record was made.
        package: the package version that made the record.
        branch_of: for a branch of another game, where it left it: ``{"step", "digest",
            "change", "parent"}`` (see :func:`landlords.branching.branch`); else None.
            The log is complete either way: a branch replays without its parent.
    """

    rules: str
    rules_version: int
    options: dict
    players: list
    seed: int
    log: list
    dice: list | None = None
    reasons: dict = field(default_factory=dict)
    final: dict | None = None
    package: str = ""
    branch_of: dict | None = None

    @classmethod
    def from_game(cls, game, reasons: bool = True) -> GameRecord:
        return cls(
            rules=game.rules.name,
            rules_version=game.rules.version,
            options=dict(game.options),
            players=[{"name": name, "bot": game.bot_names.get(name)} for name in game.players],
            seed=game.seed,
            dice=[list(throw) for throw in game._dice_script] if game._dice_script else None,
            log=list(game._log),
            reasons=dict(game._reasons) if reasons else {},
            final={"steps": game.step_count, "digest": game.digest(),
                   "outcome": game.outcome.to_dict() if game.outcome else None},
            package=__version__,
            branch_of=copy.deepcopy(game.branch_of) if game.branch_of else None,
        ).sealed()

    def seal(self) -> str | None:
        """The fingerprint of what the record shows besides the game: the final digest,
        the bots' reasons, the package and ``branch_of`` (None without a final digest)."""
        if not self.final or not self.final.get("digest"):
            return None
        text = json.dumps([self.final["digest"], sorted(self.reasons.items()), self.package,
                           self.branch_of], sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode()).hexdigest()[:24]

    def sealed(self) -> GameRecord:
        """This record with its seal set (after a change of reasons the caller made)."""
        if self.final and self.final.get("digest"):
            self.final = dict(self.final, seal=self.seal())
        return self

    @property
    def is_sealed(self) -> bool:
        """Whether the record carries a seal (records made before seals existed do not:
        they replay, but their reasons and package field were never covered)."""
        return bool(self.final and self.final.get("seal"))

    def to_dict(self) -> dict:
        return {
            "format": FORMAT,
            "version": FORMAT_VERSION,
            "package": self.package,
            "rules": {"name": self.rules, "version": self.rules_version, "options": self.options},
            "players": self.players,
            "seed": self.seed,
            "dice": self.dice,
            "log": [list(_plain(entry)) for entry in self.log],
            "reasons": encode_reasons(self.reasons),
            "final": self.final,
            **({"branch_of": self.branch_of} if self.branch_of else {}),
        }

    def to_json(self, indent: int | None = None) -> str:
        """The record as JSON text (one log entry per line when ``indent`` is given)."""
        if indent is None:
            return json.dumps(self.to_dict(), separators=(",", ":"))
        data = self.to_dict()
        log = data.pop("log")
        reasons = data.pop("reasons")                  # one line: a number per step
        data["reasons"] = None
        head = json.dumps(data, indent=indent).replace(
            '"reasons": null', '"reasons": ' + json.dumps(reasons, separators=(",", ":")), 1)
        lines = ",\n".join("  " + json.dumps(entry, separators=(",", ":")) for entry in log)
        return head[:-2] + ',\n "log": [\n' + lines + "\n ]\n}"

    def save(self, path) -> None:
        """Write the record to ``path`` as JSON."""
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(self.to_json(indent=1))
            handle.write("\n")

    def __len__(self) -> int:
        return len(self.log)

    @classmethod
    def from_dict(cls, data: Any) -> GameRecord:
        """Validate a parsed JSON document and build the record; raises RecordError."""
        _validate(data)
        if data["version"] not in READ_VERSIONS:
            raise RecordError(f"record format version {data['version']} is not supported "
                              f"(this package reads versions {', '.join(map(str, READ_VERSIONS))})")
        log = []
        for index, entry in enumerate(data["log"]):
            if entry[0] in (LOG_CHANCE, LOG_SWITCH) and len(entry) != 2:
                raise RecordError(f"not a valid game record: at log/{index}: {shown(entry)} should be "
                                  f"[{shown(entry[0], 40)}, {'outcome' if entry[0] == LOG_CHANCE else 'rules'}]")
            if entry[0] == LOG_CHANCE:
                log.append((LOG_CHANCE, _outcome(entry[1], index)))
            else:
                log.append(tuple(entry))
        branch_of = data.get("branch_of")
        if branch_of and branch_of["step"] > len(log):
            raise RecordError(f"not a valid game record: at branch_of/step: the branch left its "
                              f"parent at step {branch_of['step']}, after the end of its log "
                              f"({len(log)} steps)")
        reasons = data.get("reasons") or {}
        if data["version"] == 1:
            if not all(isinstance(v, str) and k.isdigit() for k, v in reasons.items()):
                raise RecordError("not a valid game record: at reasons: a version 1 record keeps "
                                  "its reasons as sentences by step number")
            reasons = {int(k): v for k, v in reasons.items()}
        else:
            reasons = decode_reasons(reasons)
        record = cls(
            rules=data["rules"]["name"], rules_version=data["rules"]["version"],
            options=dict(data["rules"]["options"]), players=list(data["players"]),
            seed=data["seed"], dice=data.get("dice"), log=log,
            reasons=reasons,
            final=data.get("final"), package=data.get("package", ""),
            branch_of=branch_of)
        for player in record.players:
            problem = name_problem(player["name"])
            if problem:
                raise RecordError(f"not a valid game record: at players: {problem}")
        claimed = (record.final or {}).get("seal")
        if claimed is not None and claimed != record.seal():
            raise RecordError("the record's seal does not match its final digest, bots' reasons, "
                              "package or branch point: the record was altered")
        return record


def _listed(value: Any) -> Any:
    """Tuples as lists, at every depth (what JSON gives back)."""
    if isinstance(value, (tuple, list)):
        return [_listed(v) for v in value]
    return value


def _plain(entry: tuple) -> tuple:
    if entry and entry[0] == LOG_CHANCE:
        return (LOG_CHANCE, _listed(entry[1]))
    return entry


def load_record(source) -> GameRecord:
    """Read and validate a record from a path, JSON text, a dict or a GameRecord.

    What is taken for a path and what for text is documented at the top of this module.

    Raises:
        RecordError: the file is missing, unreadable, not a regular file or too big; the
            text is not JSON, too big, too deeply nested or holds too long a number; or
            the document is not a valid record.
    """
    if isinstance(source, GameRecord):
        return source
    if isinstance(source, dict):
        _check_depth(source)
        return GameRecord.from_dict(source)
    if isinstance(source, (bytes, bytearray)):
        text = _decoded(bytes(source), "the record")
    elif isinstance(source, os.PathLike):
        text = _read(source)
    elif isinstance(source, str):
        if source.lstrip().startswith(("{", "[")):
            text = source
        elif "\x00" in source or "\n" in source or len(source) > MAX_PATH or not source.strip():
            raise RecordError(f"a record is JSON text (starting with '{{') or a file name; "
                              f"{shown(source, 80)} is neither")
        else:
            text = _read(source)
    else:
        raise RecordError(f"a record is a path, JSON text or dict, not {type(source).__name__}")
    return GameRecord.from_dict(parse_json(text))


def parse_json(text: str) -> Any:
    """Parse a record's JSON text within the limits (size, depth, digits); raises RecordError."""
    if len(text) > MAX_RECORD_BYTES:
        raise RecordError(f"the record is {len(text):,} characters long; the limit is "
                          f"{MAX_RECORD_BYTES:,}")
    try:
        data = json.loads(text, parse_int=_whole_number)
    except json.JSONDecodeError as error:
        raise RecordError(f"record is not valid JSON: {error.msg} (line {error.lineno})") from None
    except RecursionError:
        raise RecordError(f"the record nests deeper than {MAX_DEPTH} levels") from None
    _check_depth(data)
    return data


def _whole_number(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise RecordError(f"the record holds a number of {len(digits):,} digits; the limit "
                          f"is {MAX_DIGITS}")
    return int(digits)


def _check_depth(data: Any) -> None:
    """Refuse documents nested deeper than MAX_DEPTH (checked without recursion)."""
    stack = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise RecordError(f"the record nests deeper than {MAX_DEPTH} levels")
        if isinstance(value, dict):
            for key, item in value.items():
                if isinstance(key, int) and len(str(abs(key))) > MAX_DIGITS:
                    raise RecordError(f"the record holds a number of more than {MAX_DIGITS} digits")
                stack.append((item, depth + 1))
        elif isinstance(value, (list, tuple)):
            for item in value:
                kind = type(item)
                if kind is str or kind is float or kind is bool or item is None:
                    continue                           # a scalar: nothing nested
                if kind is int:
                    if item.bit_length() > MAX_DIGITS * 4:
                        raise RecordError(f"the record holds a number of more than {MAX_DIGITS} digits")
                    continue
                stack.append((item, depth + 1))
        elif isinstance(value, int) and not isinstance(value, bool) and (
                value.bit_length() > MAX_DIGITS * 4):
            raise RecordError(f"the record holds a number of more than {MAX_DIGITS} digits")


def _read(path) -> str:
    """The text of the record file at ``path`` (a regular file within the size limit)."""
    name = shown(os.fspath(path), 200)
    try:
        info = os.stat(path)
    except (OSError, ValueError) as error:
        raise RecordError(f"cannot read record {name}: "
                          f"{getattr(error, 'strerror', None) or error}") from None
    if not stat.S_ISREG(info.st_mode):
        raise RecordError(f"cannot read record {name}: not a regular file (a FIFO, a device or "
                          f"a folder is never read)")
    if info.st_size > MAX_RECORD_BYTES:
        raise RecordError(f"record {name} is {info.st_size:,} bytes; the limit is "
                          f"{MAX_RECORD_BYTES:,}")
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_RECORD_BYTES + 1)
    except OSError as error:
        raise RecordError(f"cannot read record {name}: {error.strerror}") from None
    if len(data) > MAX_RECORD_BYTES:
        raise RecordError(f"record {name} is more than {MAX_RECORD_BYTES:,} bytes")
    return _decoded(data, f"record {name}")


def _decoded(data: bytes, what: str) -> str:
    if len(data) > MAX_RECORD_BYTES:
        raise RecordError(f"{what} is {len(data):,} bytes; the limit is {MAX_RECORD_BYTES:,}")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordError(f"{what} is not UTF-8 text") from None


def replay(record, upto: int | None = None, record_events: bool = True):
    """Rebuild the game of ``record`` after ``upto`` log steps (all of them by default).

    Every decision is checked against the rules, every chance outcome against the seed,
    and a complete replay against the record's digest.  Each call replays from the first
    step and keeps nothing; to visit many steps of one record, use
    :class:`landlords.branching.Timeline`, which keeps checkpoints.

    Raises:
        RecordError: the record is invalid, was tampered with, or ``upto`` is out of range.
    """
    record = load_record(record)
    steps = len(record.log)
    if upto is None:
        upto = steps
    if isinstance(upto, bool) or not isinstance(upto, int) or not 0 <= upto <= steps:
        raise RecordError(f"replay step must be a whole number from 0 to {steps}, not {str(upto)[:40]}")
    game = start_of(record, record_events)
    _replay_steps(game, record, 0, upto)
    return game


def start_of(record: GameRecord, record_events: bool = True):
    """The game of ``record`` before its first log step (its header checked)."""
    names = [p["name"] for p in record.players]
    bots = {p["name"]: p["bot"] for p in record.players if p.get("bot")}
    try:
        rules = find_rules(record.rules)
        if rules.version != record.rules_version:
            raise RecordError(f"record was made with {record.rules} version {record.rules_version}; "
                              f"this package has version {rules.version}")
        return start_game(rules, players=names, bots=bots, seed=record.seed,
                          options=record.options, dice=record.dice, record_events=record_events)
    except RecordError:
        raise
    except LandlordsError as error:
        raise RecordError(f"record header is invalid: {error}") from None


def _replay_steps(game, record: GameRecord, start: int, upto: int) -> None:
    """Apply log steps ``start`` to ``upto`` to ``game``; check the end against the digest."""
    steps = len(record.log)
    game.branch_of = None                               # set below, once past the branch point
    log, reasons = record.log, record.reasons
    apply = game.apply_entry
    with gc_paused():                                   # no cyclic garbage is made: see gcpause
        for index in range(start, upto):
            apply(log[index], reasons.get(index + 1), index + 1)
    branch_of = record.branch_of
    if branch_of and upto >= branch_of["step"]:
        game.branch_of = copy.deepcopy(branch_of)
    if upto == steps and record.final:
        if record.final.get("steps") != game.step_count or record.final.get("digest") != game.digest():
            raise RecordError("the replayed game does not match the record's final digest; "
                              "the record was altered")
        if "outcome" in record.final:
            outcome = game.outcome.to_dict() if game.outcome else None
            if json.loads(json.dumps(outcome)) != record.final["outcome"]:
                raise RecordError(f"the record says the game ended {shown(record.final['outcome'], 160)}, "
                                  f"but it replays to {shown(outcome, 160)}; the record was altered")


def apply_entry(game, entry: tuple, reason, number: int) -> None:
    """Apply one log entry to ``game`` (raising RecordError with the step number).

    Kept for old callers: the replay of an entry is the game's own,
    :meth:`landlords.engine.game.Game.apply_entry`.
    """
    game.apply_entry(entry, reason, number)
