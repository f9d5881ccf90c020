"""Where an experiment's rows go: kept in memory, or streamed to Parquet or CSV files.

An experiment makes three kinds of rows (:mod:`.measure`): one per game, one per player
and game, and (when asked) one per player and turn.  :class:`RowSink` receives them a
chunk at a time.  Without a path it keeps them; with ``out="runs.parquet"`` (or
``.csv``) it appends each chunk to files as it comes and keeps nothing, so a run of any
length holds one chunk at a time:

- ``runs.parquet`` — the game rows;
- ``runs.players.parquet`` — the player rows;
- ``runs.turns.parquet`` — the turn rows (only when turns are measured).

Every column has a declared type (the rule set's own result columns take the type of
their value at the start of a game), so every chunk of a Parquet file has one schema and
a column that is empty in one chunk is still typed.  :func:`frames` and :func:`read`
give pandas DataFrames with the same dtypes (nullable integers where a value may be
missing).
"""

from __future__ import annotations

import os

from ..engine.errors import LandlordsError
from .measure import GAME_COLUMNS, PLAYER_COLUMNS, TURN_COLUMNS

FORMATS = {".csv": "csv", ".parquet": "parquet", ".pq": "parquet"}

_INT, _FLOAT, _STR, _BOOL = "int", "float", "str", "bool"

GAME_TYPES = {
    "condition": _STR, "seed": _INT, "rules": _STR, "options": _STR, "players": _INT,
    "bots": _STR, "rounds": _INT, "turns": _INT, "steps": _INT, "termination": _STR,
    "capped": _BOOL, "stalled": _BOOL, "outcome_class": _STR, "outcome_class_score": _STR,
    "outcome_class_market": _STR, "winner": _STR, "winner_bot": _STR,
    **{f"{measure}_{valuation}": _FLOAT for measure in ("gini", "mad", "top_share", "total")
       for valuation in ("book", "score", "market")},
    "below_start": _INT, "below_start_score": _INT, "below_start_market": _INT,
    "land_hhi": _FLOAT, "top_land_share": _FLOAT, "majority_turn": _INT, "bankruptcies": _INT,
    "poverty_visits": _INT, "wages_paid": _INT, "public_spending": _INT,
    "land_tax_paid": _INT, "dividends_paid": _INT, "money_issued": _INT, "money_created": _INT,
    "paid_between_players": _INT, "discount": _FLOAT, "switched_at": _INT,
    "levy_score": _FLOAT, "levy_market": _FLOAT,
}
PLAYER_TYPES = {"condition": _STR, "seed": _INT, "seat": _INT, "player": _STR, "bot": _STR,
                "start_book": _INT, "final_book": _INT, "start_score": _INT, "final_score": _INT,
                "start_market": _FLOAT, "final_market": _FLOAT, "market_fixed": _FLOAT,
                "market_income": _FLOAT, "lots": _INT, "rank": _INT, "rank_score": _INT,
                "rank_market": _INT, "levy_score": _FLOAT, "levy_market": _FLOAT}
TURN_TYPES = {"condition": _STR, "seed": _INT, "turn": _INT, "seat": _INT, "player": _STR,
              "book": _INT, "cash": _INT, "score": _INT, "market": _FLOAT, "gini_book": _FLOAT,
              "gini_score": _FLOAT, "gini_market": _FLOAT, "top_share_book": _FLOAT,
              "land_hhi": _FLOAT, "wages_paid": _INT, "public_spending": _INT}
GAME_TYPES = {column: GAME_TYPES[column] for column in GAME_COLUMNS}     # in the rows' order
assert tuple(GAME_TYPES) == GAME_COLUMNS and tuple(PLAYER_TYPES) == PLAYER_COLUMNS
assert tuple(TURN_TYPES) == TURN_COLUMNS

_PY_TYPES = {"int": _INT, "float": _FLOAT, "str": _STR, "bool": _BOOL}


class OutputError(LandlordsError):
    """A path that cannot be written, or a format that cannot be made here."""


def output_format(path) -> str:
    """``"csv"`` or ``"parquet"`` from the file name; raises :class:`OutputError`."""
    ext = os.path.splitext(os.fspath(path))[1].lower()
    try:
        return FORMATS[ext]
    except KeyError:
        raise OutputError(f"cannot tell the format of {os.fspath(path)!r}: "
                          f"name it .csv or .parquet") from None


def companion(path, kind: str) -> str:
    """The file beside ``path`` holding the ``kind`` rows (``"players"``, ``"turns"``)."""
    stem, ext = os.path.splitext(os.fspath(path))
    return f"{stem}.{kind}{ext}"


def game_types(specs) -> dict[str, str]:
    """Column types of the game rows of ``specs``: the fixed ones, then each rule set's
    own result columns (typed by their value at the start of a game; text if unknown)."""
    types = dict(GAME_TYPES)
    for spec in specs:
        for column in spec["result_columns"]:
            if column not in types:
                types[column] = _PY_TYPES.get(spec["result_types"].get(column), _STR)
    return types


def _pandas_dtype(kind: str) -> str:
    return {"int": "Int64", "float": "float64", "str": "object", "bool": "boolean"}[kind]


def to_frame(rows, types: dict[str, str]):
    """Rows (dicts or tuples in the order of ``types``) as a typed pandas DataFrame."""
    import pandas as pd
    columns = list(types)
    if rows and isinstance(rows[0], dict):
        frame = pd.DataFrame.from_records([[row.get(c) for c in columns] for row in rows],
                                          columns=columns)
    else:
        frame = pd.DataFrame.from_records(list(rows), columns=columns)
    return frame.astype({c: _pandas_dtype(k) for c, k in types.items()})


def _arrow_schema(types: dict[str, str]):
    import pyarrow as pa
    arrow = {"int": pa.int64(), "float": pa.float64(), "str": pa.string(), "bool": pa.bool_()}
    return pa.schema([(name, arrow[kind]) for name, kind in types.items()])


def parquet_available() -> None:
    """Raise :class:`OutputError` unless pyarrow can write Parquet here."""
    try:
        import pyarrow  # noqa: F401
        import pyarrow.parquet  # noqa: F401
    except ImportError:
        raise OutputError("writing .parquet needs pyarrow (pip install 'landlords[experiments]'); "
                          "or write .csv instead") from None


def check_writable(path) -> None:
    """Raise :class:`OutputError` unless a file can be written at ``path`` (nothing is left behind)."""
    path = os.fspath(path)
    existed = os.path.exists(path)
    try:
        with open(path, "ab"):
            pass
    except OSError as error:
        raise OutputError(f"cannot write {path!r}: {error.strerror}") from None
    if not existed:
        os.remove(path)


def write_frame(frame, path) -> None:
    """Write a whole DataFrame to ``path`` (.csv or .parquet); raises :class:`OutputError`."""
    path = os.fspath(path)
    try:
        if output_format(path) == "csv":
            frame.to_csv(path, index=False)
        else:
            parquet_available()
            frame.to_parquet(path, index=False)
    except OSError as error:
        raise OutputError(f"cannot write {path!r}: {error.strerror}") from None


class _Writer:
    """Appends typed rows to one Parquet or CSV file, a chunk at a time."""

    def __init__(self, path: str, types: dict[str, str]) -> None:
        self.path, self.types = path, types
        self.format = output_format(path)
        self._parquet = None
        self._started = False
        if self.format == "parquet":
            parquet_available()
        check_writable(path)
        if os.path.exists(path):
            os.remove(path)

    def write(self, rows) -> None:
        if not rows:
            return
        frame = to_frame(rows, self.types)
        try:
            if self.format == "csv":
                frame.to_csv(self.path, mode="a", header=not self._started, index=False)
            else:
                import pyarrow as pa
                import pyarrow.parquet as pq
                schema = _arrow_schema(self.types)
                if self._parquet is None:
                    self._parquet = pq.ParquetWriter(self.path, schema)
                self._parquet.write_table(pa.Table.from_pandas(frame, schema=schema,
                                                               preserve_index=False))
        except OSError as error:
            raise OutputError(f"cannot write {self.path!r}: {error.strerror}") from None
        self._started = True

    def close(self) -> None:
        if self._parquet is not None:
            self._parquet.close()
        elif not self._started:                         # an empty run still leaves a file
            frame = to_frame([], self.types)
            if self.format == "csv":
                frame.to_csv(self.path, index=False)
            else:
                frame.to_parquet(self.path, index=False)


def read(path, types: dict[str, str] | None = None):
    """Rows written by a :class:`RowSink` back as a DataFrame."""
    import pandas as pd
    path = os.fspath(path)
    if output_format(path) == "csv":
        frame = pd.read_csv(path, keep_default_na=True)
    else:
        frame = pd.read_parquet(path)
    if types:
        frame = frame.astype({c: _pandas_dtype(k) for c, k in types.items() if c in frame})
    return frame


class Stored:
    """Where a run's rows ended up: in memory (``games``, ``players``, ``turns`` lists) or
    in files (``path`` and its companions)."""

    def __init__(self, types, path=None, games=None, players=None, turns=None, per_turn=False):
        self.types, self.path, self.per_turn = types, path, per_turn
        self._games, self._players, self._turns = games, players, turns

    def games(self):
        if self.path is None:
            return to_frame(self._games, self.types)
        return read(self.path, self.types)

    def players(self):
        if self.path is None:
            return to_frame(self._players, PLAYER_TYPES)
        return read(companion(self.path, "players"), PLAYER_TYPES)

    def turns(self):
        if not self.per_turn:
            return to_frame([], TURN_TYPES)
        if self.path is None:
            return to_frame(self._turns, TURN_TYPES)
        return read(companion(self.path, "turns"), TURN_TYPES)


class RowSink:
    """Receives an experiment's rows a chunk at a time (see the module docstring)."""

    def __init__(self, out, specs, per_turn: bool = False) -> None:
        self.types = game_types(specs)
        self.per_turn = per_turn
        self.path = None if out is None else os.fspath(out)
        if self.path is None:
            self._games, self._players, self._turns = [], [], []
            return
        self._writers = [_Writer(self.path, self.types),
                         _Writer(companion(self.path, "players"), PLAYER_TYPES)]
        if per_turn:
            self._writers.append(_Writer(companion(self.path, "turns"), TURN_TYPES))

    def add(self, games, players, turns) -> None:
        if self.path is None:
            self._games.extend(games)
            self._players.extend(players)
            self._turns.extend(turns)
            return
        for writer, rows in zip(self._writers, (games, players, turns)):
            writer.write(rows)

    def close(self) -> Stored:
        if self.path is None:
            return Stored(self.types, games=self._games, players=self._players,
                          turns=self._turns, per_turn=self.per_turn)
        for writer in self._writers:
            writer.close()
        return Stored(self.types, path=self.path, per_turn=self.per_turn)
