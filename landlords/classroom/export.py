"""One zip of a whole class session, for the teacher's records and the students' analysis.

For every table: its game's record (JSON, replayable with ``landlords.replay``), its
ledger and its history; for the session: the seats, the projected results and every
answer to a prompt.  Tables are written as CSV, and as Parquet where pyarrow is installed
(the ``classroom`` extra); without it the zip says so in ``PARQUET.txt``.  pandas and pyarrow
are imported here only, never on the path of a move.
"""

from __future__ import annotations

import importlib.util
import io
import zipfile

NO_PARQUET = ("The tables of this export are CSV only: Parquet needs pyarrow, which the server's "
              "Python does not have (install the classroom extra: pip install \"landlords[classroom]\").\n")


def writes_parquet() -> bool:
    """Whether the export can write Parquet (pyarrow is installed)."""
    return importlib.util.find_spec("pyarrow") is not None


def _add_frame(archive: zipfile.ZipFile, name: str, frame) -> None:
    archive.writestr(f"{name}.csv", frame.to_csv(index=False))
    if not writes_parquet():
        return
    buffer = io.BytesIO()
    frame.to_parquet(buffer, index=False)
    archive.writestr(f"{name}.parquet", buffer.getvalue())


def _plain(frame):
    """Columns of mixed Python values (board spaces, card ids) as text for Parquet."""
    for column in frame.columns:
        if frame[column].dtype == object:
            frame[column] = frame[column].map(lambda value: None if value is None else str(value))
    return frame


def export_zip(teacher) -> bytes:
    """The zip (as bytes) of ``teacher``'s session (its tables as last polled)."""
    import pandas as pd

    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for number, table in sorted(teacher.tables.items()):
            game = table.game
            stem = f"table-{number}"
            archive.writestr(f"{stem}.record.json", game.record().to_json(indent=1))
            _add_frame(archive, f"{stem}.ledger", _plain(game.ledger()))
            _add_frame(archive, f"{stem}.history", _plain(game.history()))
        _add_frame(archive, "seats", _plain(pd.DataFrame(teacher.lobby())))
        _add_frame(archive, "results", _plain(pd.DataFrame(teacher.results())))
        answers = teacher.predictions()
        frame = pd.DataFrame(answers, columns=["table", "name", "prompt", "answer", "at"])
        _add_frame(archive, "predictions", _plain(frame))
        if not writes_parquet():
            archive.writestr("PARQUET.txt", NO_PARQUET)
    return buffer.getvalue()


__all__ = ["export_zip", "writes_parquet"]
