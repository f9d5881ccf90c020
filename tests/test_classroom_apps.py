"""The class apps without a browser (the buttons' own handlers, as a person clicks) and
the ``landlords serve classroom`` verb's bad input."""

from __future__ import annotations

import io
import zipfile

import pytest
from ui_fixtures import buttons, click

from landlords.cli import main
from landlords.ui.classroom_student import StudentApp
from landlords.ui.classroom_teacher import KEY_VARIABLE, TeacherApp

KEY = "a-teacher-key-for-the-tests-only"


@pytest.fixture
def where(tmp_path, monkeypatch):
    monkeypatch.delenv(KEY_VARIABLE, raising=False)
    return str(tmp_path / "class.sqlite")


def test_the_teacher_page_controls_nothing_without_the_servers_key(where, monkeypatch):
    from landlords.classroom.codes import key_digest
    monkeypatch.setenv(KEY_VARIABLE, key_digest(KEY))
    for wrong in ("", "not-the-key"):
        app = TeacherApp(where, key=wrong, look_every=0)
        assert app.teacher is None and "teacher key" in app._message.value
        assert not buttons(app, "Create the session")
    assert buttons(TeacherApp(where, key=KEY, look_every=0), "Create the session")


def test_a_page_opened_without_a_store_says_how_to_open_it(monkeypatch):
    monkeypatch.delenv("LANDLORDS_CLASSROOM_STORE", raising=False)
    assert "landlords serve classroom" in StudentApp(look_every=0)._message.value


def test_a_class_plays_through_the_apps(where):
    teacher = TeacherApp(where, key=KEY, look_every=0)
    teacher._tables.value = 1
    teacher._seats.value = 3
    click(teacher, "Create the session")
    code = teacher.teacher.code
    ann, again, bob = (StudentApp(where, look_every=0) for _ in range(3))
    ann.join(code.lower(), "Ann")
    again._code.value, again._name.value = code, "ann"
    click(again, "Join")
    assert again.client is None and buttons(again, "Resume my seat")
    again._resume_code.value = ann.client.resume_code
    click(again, "Resume my seat")
    assert again.client.seat == ann.client.seat
    bob.join(code, "Bob")
    assert TeacherApp(where, key=KEY, look_every=0).teacher.code == code      # the page reopens it
    teacher._prompt_text.value = "Will wealth be more equal under the single tax?"
    click(teacher, "Turn on these prompts")
    click(teacher, "Start")
    ann.look()
    ann._answers["prompt-1"].value = "yes"
    click(ann, "Send my answer")
    teacher._switch_turn.value = 3
    click(teacher, "Switch at that turn")
    for _ in range(400):
        for student in (ann, bob):
            student.look()
            if student.choices():
                student.decide(student.choices()[0])
        teacher.look()
        if ann.game.turn >= 5:
            break
    assert ann.game.regime == teacher.teacher.rules.words.reform
    assert "after the switch" in teacher._results.value and "yes" in teacher._answers.value
    teacher._hand_name.value = "Bob"
    click(teacher, "Hand to a bot")
    bob.look()
    assert "A bot plays your seat" in bob._decision.children[0].value
    click(teacher, "Export everything (CSV + Parquet)")
    assert "class-" in teacher._export_link.value
    click(teacher, "Pause")
    assert "paused" in teacher._lobby.value


def test_serve_classroom_refuses_a_bad_store_and_store_without_classroom_in_one_line(tmp_path, capsys):
    assert main(["serve", "classroom", "--no-browser", "--store", str(tmp_path / "no" / "such" / "x.sqlite")]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "landlords serve classroom" in err
    assert main(["serve", "play", "--no-browser", "--store", "x.sqlite"]) == 2
    assert "--store" in capsys.readouterr().err


def test_the_export_of_the_app_is_a_zip(where):
    teacher = TeacherApp(where, key=KEY, look_every=0)
    teacher.create("landlords-1906", seats_per_table=2, tables=1, options={"max_rounds": 3})
    click(teacher, "Start")
    teacher.look()
    click(teacher, "Export everything (CSV + Parquet)")
    import base64
    data = base64.b64decode(teacher._export_link.value.split("base64,")[1].split('"')[0])
    assert "table-1.record.json" in zipfile.ZipFile(io.BytesIO(data)).namelist()


def test_the_class_apps_are_served_without_plotlys_lab_extension(tmp_path):
    """Both class apps show FigureWidgets or no chart at all: the server denies plotly's
    JupyterLab extension (~5 MB less per page) for them, as for the other apps."""
    import shutil

    from landlords.ui.classroom_serve import write_classroom_apps
    from landlords.ui.serve import checkout_apps, voila_command

    slim = "--VoilaConfiguration.extension_denylist=jupyterlab-plotly"
    served = write_classroom_apps(tmp_path / "class")
    assert slim in voila_command(served, 8999)
    checkout = checkout_apps()
    if checkout is not None:                         # the checkout's widgets/ holds both class notebooks
        assert {"classroom_student", "classroom_teacher"} <= {p.stem for p in checkout.glob("*.ipynb")}
        assert slim in voila_command(checkout, 8999)
    shutil.copy(served / "classroom_student.ipynb", served / "someone_elses.ipynb")
    assert slim not in voila_command(served, 8999)   # an unknown notebook keeps the extension
