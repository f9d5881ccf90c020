"""A student's page of a class stays small: importing and building the student app,
joining, and playing on the table tab load neither pandas nor plotly (each ~40-80 MB in
every one of a class's thirty kernels); the charts' tab loads them when it opens.  And
no student kernel loads the server's own libraries (jupyter_server, Voila's helpers:
~50 MB), even to learn the page's request.

Each check runs in a fresh interpreter, since this test process has both loaded already.
"""

from __future__ import annotations

import json
import subprocess
import sys

HEAVY = ("pandas", "plotly", "landlords.charts")
SERVER = ("jupyter_server", "jupyterlab_server", "voila")

SCRIPT = """
import json, sys
from landlords.classroom import Store, Teacher
from landlords.ui.classroom_student import StudentApp

heavy = {heavy!r}
loaded = lambda: sorted(name for name in heavy if name in sys.modules)
seen = {{"imported": loaded()}}
server = lambda: sorted(name for name in {server!r} if name in sys.modules)
store = Store(sys.argv[1])
teacher = Teacher.create(store, "landlords-1906", seats_per_table=2, tables=1)
app = StudentApp(store, look_every=0)
app.join(teacher.code, "Ann")
teacher.start()
for _ in range(40):                          # play the seat on the table tab
    app.look()
    if app.choices():
        app.decide(app.choices()[0])
seen["played"] = loaded()
seen["steps"] = app.game.step_count
seen["board"] = "ll-board" in app._board.value
app._tabs.selected_index = 1                 # the student opens the charts
seen["charts"] = loaded()
seen["chart"] = app._chart is not None
seen["server"] = server()
print(json.dumps(seen))
"""


def run(tmp_path) -> dict:
    script = SCRIPT.format(heavy=HEAVY, server=SERVER)
    done = subprocess.run([sys.executable, "-c", script, str(tmp_path / "class.sqlite")],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_a_student_page_loads_the_charts_libraries_only_with_its_charts(tmp_path):
    seen = run(tmp_path)
    assert seen["imported"] == [], f"importing the student app loaded {seen['imported']}"
    assert seen["steps"] > 0 and seen["board"]
    assert seen["played"] == [], f"joining and playing loaded {seen['played']}"
    assert seen["chart"] and seen["charts"] == sorted(HEAVY)       # the check sees them when loaded
    assert seen["server"] == [], f"a student kernel loaded {seen['server']}"
