"""The load test, bounded: simulated students in their own processes play whole games on
one store (SQLite, and PostgreSQL when installed) while a teacher polls; no move is lost
or duplicated and every table replays from the store to its digest.  The full-size run
(30 students at 6 tables) is ``benchmarks/classroom_load.py``."""

from __future__ import annotations

import pytest
from classroom_support import running_cluster

from landlords.classroom.simulate import run_class


@pytest.fixture(params=["sqlite", "postgresql"])
def where(request, tmp_path):
    if request.param == "sqlite":
        yield str(tmp_path / "class.sqlite")
        return
    with running_cluster("its load test is skipped") as cluster:
        yield cluster.new_database()


def test_eight_students_at_three_tables_lose_nothing(where):
    figures = run_class(where, "landlords-1906", students=8, tables=3, options={"max_rounds": 6},
                        switch_turn=4, timeout=240)
    assert figures["over"] == 8, figures
    assert (figures["lost"], figures["duplicated"], figures["gaps"], figures["mismatched"]) == (0, 0, 0, [])
    assert figures["tables"] == 3 and figures["moves"] > 0
    assert figures["median"] is not None and figures["p95"] >= figures["median"]
