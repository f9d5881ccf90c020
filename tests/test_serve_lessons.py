"""``landlords serve lessons`` (issue 24, item 4): the lessons of a checkout, each page sent
at once and filled in as its cells run (Voila's progressive rendering, which excludes
preheated kernels), plotly's lab extension denied (the lessons' charts bring their own
plotly.js); without a checkout, one line and exit status 1."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import urllib.request

import pytest

from landlords import cli
from landlords.ui import serve

PROGRESSIVE = "--VoilaConfiguration.progressive_rendering=True"


def test_the_lessons_are_served_progressively_without_preheated_kernels_or_plotlys_extension():
    folder = serve.checkout_lessons()
    assert folder is not None and (folder / "01-play-the-landlords-game.ipynb").is_file()
    command = serve.voila_command(folder, 8999, progressive=True)
    assert PROGRESSIVE in command
    assert not [part for part in command if part.startswith(("--preheat_kernel", "--pool_size",
                                                               "--VoilaKernelManager.preheat_denylist"))]
    assert "--VoilaConfiguration.extension_denylist=jupyterlab-plotly" in command
    assert "--VoilaConfiguration.multi_kernel_manager_class=landlords.ui.page_limits.PageKernelManager" in command
    apps = serve.voila_command(serve.checkout_apps(), 8999)
    assert PROGRESSIVE not in apps and "--preheat_kernel=True" in apps              # the apps keep theirs


@pytest.mark.parametrize("name, own", [("01-play-the-landlords-game", True), ("play", True),
                                       ("classroom_student", True), ("my-notebook", False), ("1-x", False)])
def test_which_notebooks_need_no_plotly_extension(name, own):
    assert serve.shows_own_charts(name) is own


def test_without_a_checkout_the_lessons_are_refused_in_one_line(monkeypatch, capsys):
    pytest.importorskip("voila")
    monkeypatch.setattr(serve, "checkout_lessons", lambda: None)
    assert cli.main(["serve", "lessons", "--no-browser"]) == 1
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "lessons/ folder" in err and "Binder" in err


def test_landlords_serve_lessons_lists_them_and_sends_a_lesson_page_at_once(tmp_path):
    pytest.importorskip("voila")
    port = serve.free_port()
    env = dict(os.environ, JUPYTER_RUNTIME_DIR=str(tmp_path), XDG_STATE_HOME=str(tmp_path))
    process = subprocess.Popen([sys.executable, "-m", "landlords", "serve", "lessons", "--no-browser",
                                f"--port={port}"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               text=True, env=env, start_new_session=True)
    try:
        line = ""
        deadline = time.monotonic() + 120
        while "Open " not in line and time.monotonic() < deadline and process.poll() is None:
            line = process.stdout.readline()
        assert f"Open http://127.0.0.1:{port}/ " in line, line
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/voila/api/contents/", timeout=30) as response:
            listed = {item["name"] for item in json.loads(response.read())["content"]}    # what the list page shows
        assert {path.name for path in serve.checkout_lessons().glob("[0-9][0-9]-*.ipynb")} <= listed
        started = time.monotonic()
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/voila/render/03-magies-remedy.ipynb",
                                    timeout=60) as response:
            page = response.read().decode()
        sent = time.monotonic() - started
        assert '"progressiveRendering": true' in page
        assert "Lesson 3" in page                          # the lesson's text comes with the page
        print(f"\n[serve lessons] a lesson's page sent in {sent:.2f} s")
    finally:
        os.killpg(process.pid, signal.SIGINT)
        process.wait(timeout=60)
