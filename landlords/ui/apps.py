"""The app registry: the one place an app is registered.

Each :class:`App` names an app (its notebook's name and address), its title, the UI class
that builds it (its factory, under :mod:`landlords.ui`), whether it needs plotly's
JupyterLab extension, and what ``landlords serve`` does with it.  Everything else follows
from here: the thin notebooks of ``widgets/`` (one code cell, :attr:`App.code`), the
notebooks ``landlords serve`` writes when there is no checkout, its list of apps
(``landlords.serve.server.APPS``) and a class session's (``landlords.serve.classroom``),
the names :mod:`landlords.ui` imports when first asked for, and which apps are served
without plotly's extension.  A new app is one entry in :data:`APPS` and its notebook in
``widgets/`` (``tests/test_app_registry.py`` checks that they match).

    >>> from landlords.ui.apps import app_named
    >>> print(app_named("play").code)
    from landlords.ui import PlayApp
    <BLANKLINE>
    app = PlayApp()
    app

This module imports no widget library: the server reads it before any app is built.
"""

from __future__ import annotations

from dataclasses import dataclass

#: What ``landlords serve`` does with a class session's apps: ``landlords serve classroom``
#: serves them together (each of the other apps is served by its own name).
CLASSROOM = "classroom"


@dataclass(frozen=True)
class App:
    """One app, as it is served.

    Attributes:
        name: the notebook's name (``widgets/<name>.ipynb``, served at
            ``/voila/render/<name>.ipynb``).
        title: the notebook's title (Voila's page title and list of notebooks).
        factory: the UI class that builds the app, as ``module.Class`` under
            :mod:`landlords.ui` (``"play.PlayApp"`` is ``landlords.ui.play.PlayApp``).
        exported: :mod:`landlords.ui` names the class itself (``landlords.ui.PlayApp``),
            and the notebook imports it from there; otherwise from its module.
        served_by: the ``landlords serve`` argument that serves it: its own name (the
            server preheats a kernel for it), or :data:`CLASSROOM` for a class session's apps.
        needs_plotly_extension: it shows charts with ``fig.show()``, which need plotly's
            JupyterLab extension; the apps show FigureWidgets, or charts that bring their
            own plotly.js, and the server denies the extension (~5 MB less per page).
    """

    name: str
    title: str
    factory: str
    exported: bool = True
    served_by: str = ""
    needs_plotly_extension: bool = False

    def __post_init__(self) -> None:
        if not self.served_by:
            object.__setattr__(self, "served_by", self.name)

    @property
    def notebook(self) -> str:
        """The notebook's file name, ``<name>.ipynb``."""
        return f"{self.name}.ipynb"

    @property
    def module(self) -> str:
        """The factory's module under :mod:`landlords.ui` (``"play"``)."""
        return self.factory.rpartition(".")[0]

    @property
    def class_name(self) -> str:
        """The factory's class name (``"PlayApp"``)."""
        return self.factory.rpartition(".")[2]

    @property
    def code(self) -> str:
        """The code of the app's thin notebook (its one cell): import, build, display."""
        where = "landlords.ui" if self.exported else f"landlords.ui.{self.module}"
        return f"from {where} import {self.class_name}\n\napp = {self.class_name}()\napp"

    def load(self):
        """The factory class itself, imported now (an app opens another by its name here,
        so no app module imports another)."""
        import importlib
        return getattr(importlib.import_module(f"landlords.ui.{self.module}"), self.class_name)

    @property
    def served_alone(self) -> bool:
        """``landlords serve <name>`` serves it (not only as part of a class session)."""
        return self.served_by == self.name


#: The apps, in the order ``landlords serve`` writes and lists them.
APPS: tuple[App, ...] = (
    App("play", "Play The Landlord's Game", "play.PlayApp"),
    App("replay", "Replay and branch a game", "replay.ReplayApp"),
    App("experiments", "Experiments: many games under several conditions", "experiments.ExperimentsApp"),
    App("classroom_teacher", "Class session: the teacher", "classroom_teacher.TeacherApp",
        exported=False, served_by=CLASSROOM),
    App("classroom_student", "Class session: join and play", "classroom_student.StudentApp",
        exported=False, served_by=CLASSROOM),
    App("classroom_projector", "Class session: the projector", "classroom_projector.ProjectorApp",
        exported=False, served_by=CLASSROOM),
)


def app_named(name: str) -> App:
    """The app registered as ``name`` (KeyError if none is)."""
    for each in APPS:
        if each.name == name:
            return each
    raise KeyError(name)


def apps_served_by(argument: str | None = None) -> list[App]:
    """The apps ``landlords serve <argument>`` serves: :data:`CLASSROOM` for a class
    session's, None for those served by their own names."""
    if argument is None:
        return [each for each in APPS if each.served_alone]
    return [each for each in APPS if each.served_by == argument]


def exported_factories() -> dict[str, str]:
    """The classes :mod:`landlords.ui` names itself: class name -> its module (``".play"``)."""
    return {each.class_name: f".{each.module}" for each in APPS if each.exported}


def without_plotly_extension() -> frozenset[str]:
    """The names of the apps that need no plotly JupyterLab extension."""
    return frozenset(each.name for each in APPS if not each.needs_plotly_extension)


__all__ = ["APPS", "CLASSROOM", "App", "app_named", "apps_served_by", "exported_factories", "without_plotly_extension"]
