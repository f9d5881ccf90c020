"""The app registry is the one place an app is registered (issue 27, item 3): every app
of ``landlords.ui.apps`` has its thin notebook in ``widgets/``, exactly as the registry
writes it; every notebook there is registered; each factory is a class of
``landlords.ui``; and the server's lists, ``landlords.ui``'s names and the apps served
without plotly's extension are the registry's."""

from __future__ import annotations

import importlib
import json
from pathlib import Path

import pytest

from landlords.serve import classroom, server
from landlords.ui import apps as registry

ROOT = Path(__file__).resolve().parent.parent
WIDGETS = ROOT / "widgets"
REGENERATE = ("write them from the registry: python -c \"from landlords.serve.server import write_apps; "
              "from landlords.ui.apps import APPS; write_apps('widgets', [a.name for a in APPS])\"")


def code_cells(path: Path) -> list[str]:
    notebook = json.loads(path.read_text(encoding="utf-8"))
    return ["".join(cell["source"]) for cell in notebook["cells"] if cell["cell_type"] == "code"]


def test_the_names_are_unique_and_each_app_is_served_by_a_verb_argument():
    names = [app.name for app in registry.APPS]
    assert len(names) == len(set(names)) and names
    for app in registry.APPS:
        assert app.notebook == f"{app.name}.ipynb"
        assert app.served_by in (app.name, registry.CLASSROOM)
        assert registry.app_named(app.name) is app
    with pytest.raises(KeyError):
        registry.app_named("chess")


@pytest.mark.parametrize("app", registry.APPS, ids=lambda app: app.name)
def test_every_registered_app_has_its_notebook_in_widgets_with_the_registrys_code(app):
    path = WIDGETS / app.notebook
    assert path.is_file(), f"widgets/{app.notebook} is missing: {REGENERATE}"
    assert code_cells(path) == [app.code], f"widgets/{app.notebook} differs from the registry: {REGENERATE}"
    assert json.loads(path.read_text(encoding="utf-8"))["metadata"]["title"] == f"landlords: {app.title}"


def test_the_notebooks_of_widgets_are_what_the_registry_writes(tmp_path):
    pytest.importorskip("nbformat")
    written = server.write_apps(tmp_path, [app.name for app in registry.APPS])
    for app in registry.APPS:
        assert (WIDGETS / app.notebook).read_text(encoding="utf-8") == \
            (written / app.notebook).read_text(encoding="utf-8"), REGENERATE


def test_every_notebook_of_widgets_is_registered():
    registered = {app.notebook for app in registry.APPS}
    assert {path.name for path in WIDGETS.glob("*.ipynb")} == registered


@pytest.mark.parametrize("app", registry.APPS, ids=lambda app: app.name)
def test_each_factory_is_a_class_of_landlords_ui(app):
    pytest.importorskip("ipywidgets")
    module = importlib.import_module(f"landlords.ui.{app.module}")
    factory = getattr(module, app.class_name)
    assert isinstance(factory, type) and factory.__name__ == app.class_name
    ui = importlib.import_module("landlords.ui")
    if app.exported:
        assert getattr(ui, app.class_name) is factory and app.class_name in ui.__all__
    else:
        assert app.class_name not in ui.__all__


def test_the_servers_lists_are_the_registrys():
    assert server.APPS == {app.name: (app.title, app.code) for app in registry.APPS if app.served_alone}
    assert classroom.CLASSROOM_APPS == {app.name: (app.title, app.code) for app in registry.APPS
                                        if app.served_by == registry.CLASSROOM}
    assert set(server.APPS) | set(classroom.CLASSROOM_APPS) == {app.name for app in registry.APPS}
    assert list(server.APPS) == ["play", "replay", "experiments"]            # the order it writes them
    for app in registry.APPS:
        assert server.shows_own_charts(app.name) is not app.needs_plotly_extension


def test_the_old_paths_hold_the_same_lists():
    from landlords.ui import classroom_serve
    from landlords.ui import serve as old_serve
    assert old_serve.APPS is server.APPS and classroom_serve.CLASSROOM_APPS is classroom.CLASSROOM_APPS


def test_the_lessons_need_no_plotly_extension_by_the_mark_in_their_metadata(tmp_path):
    lessons = sorted((ROOT / "lessons").glob("[0-9][0-9]-*.ipynb"))
    assert lessons
    for path in lessons:
        assert json.loads(path.read_text(encoding="utf-8"))["metadata"]["landlords"] == {"draws_own_charts": True}
        assert server.shows_own_charts(path) and server.shows_own_charts(path.stem)
    marked = json.loads(lessons[0].read_text(encoding="utf-8"))
    (tmp_path / "my-lesson.ipynb").write_text(json.dumps(marked), encoding="utf-8")
    assert server.shows_own_charts(tmp_path / "my-lesson.ipynb")              # the mark, not the name
    del marked["metadata"]["landlords"]
    (tmp_path / "99-unmarked.ipynb").write_text(json.dumps(marked), encoding="utf-8")
    assert not server.shows_own_charts(tmp_path / "99-unmarked.ipynb")
    assert "--VoilaConfiguration.extension_denylist=jupyterlab-plotly" not in server.voila_command(tmp_path, 8999)
