"""A class in real browsers: ``landlords serve classroom`` serves both apps; a teacher and
two students in three Chromium contexts join, play a few decisions, the teacher switches
every table, the projected results change, and the export downloads as a zip."""

from __future__ import annotations

import io
import re
import signal
import subprocess
import sys
import time
import zipfile

import pytest
from browser_support import ARGS, ARTIFACTS, BROWSER_MARKS, CHROMIUM, wait_until_preheated

pytestmark = BROWSER_MARKS


@pytest.fixture(scope="module")
def classroom(tmp_path_factory):
    """The addresses printed by ``landlords serve classroom`` (a server on a free port)."""
    pytest.importorskip("playwright.sync_api")
    pytest.importorskip("voila")
    from landlords.ui.serve import free_port

    folder = tmp_path_factory.mktemp("classroom")
    output = folder / "serve.txt"
    with open(output, "w") as handle:
        process = subprocess.Popen(
            [sys.executable, "-m", "landlords", "serve", "classroom", "--no-browser",
             "--port", str(free_port()), "--store", str(folder / "class.sqlite")],
            stdout=handle, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        deadline = time.monotonic() + 120
        text = ""
        while time.monotonic() < deadline and "server log" not in text:
            assert process.poll() is None, output.read_text()
            time.sleep(0.25)
            text = output.read_text()
        log_path = re.search(r"server log: (\S+)\)", text).group(1)
        wait_until_preheated(process, __import__("pathlib").Path(log_path))
        yield {"student": re.search(r"Students open \(project this\): (\S+)", text).group(1),
               "teacher": re.search(r"Teacher \(keep this address to yourself\): (\S+)", text).group(1)}
    finally:
        process.send_signal(signal.SIGTERM)       # the verb stops its Voila server
        try:
            process.wait(timeout=40)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def test_a_teacher_and_two_students_play_switch_and_export(classroom):
    from playwright.sync_api import sync_playwright

    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            teacher = browser.new_context(viewport={"width": 1400, "height": 1000},
                                          accept_downloads=True).new_page()
            teacher.set_default_timeout(90_000)
            teacher.goto(classroom["teacher"].split("?")[0])
            teacher.get_by_text("needs the teacher key").wait_for()
            assert teacher.get_by_role("button", name="Create the session").count() == 0

            teacher.goto(classroom["teacher"])
            tables = teacher.locator(".widget-inline-hbox", has_text="Tables").locator("input")
            tables.fill("1")
            tables.press("Enter")
            teacher.get_by_role("button", name="Create the session").click()
            teacher.locator(".ll-join-code").wait_for()
            code = teacher.locator(".ll-join-code").inner_text().strip()

            students = []
            for name in ("Ann", "Bob"):
                page = browser.new_context(viewport={"width": 1400, "height": 1100}).new_page()
                page.set_default_timeout(90_000)
                page.goto(classroom["student"])
                page.locator(".widget-text", has_text="Join code").locator("input").fill(code.lower())
                page.locator(".widget-text", has_text="Your name").locator("input").fill(name)
                page.get_by_role("button", name="Join").click()
                page.get_by_text("You are seated at table 1").wait_for()
                students.append(page)
            teacher.wait_for_function("() => (document.querySelector('.ll-lobby') || {innerText: ''})"
                                      ".innerText.includes('Bob')")
            teacher.screenshot(path=str(ARTIFACTS / "classroom-lobby.png"), full_page=True)

            teacher.get_by_role("button", name="Start").click()
            made, deadline = 0, time.monotonic() + 150
            while made < 6 and time.monotonic() < deadline:
                for page in students:
                    button = page.locator(".ll-decision .jupyter-button").first
                    if button.count() and button.is_visible():
                        button.click()
                        made += 1
                time.sleep(1.0)
            assert made >= 6
            students[0].screenshot(path=str(ARTIFACTS / "classroom-student.png"), full_page=True)
            students[1].get_by_role("tab", name="The charts").click()
            students[1].locator(".ll-charts .js-plotly-plot").wait_for()
            students[1].get_by_role("tab", name="The table").click()

            teacher.get_by_role("tab", name="Results").click()
            teacher.wait_for_function("() => document.querySelector('.ll-results tr[data-table=\"1\"]')")
            before = teacher.locator(".ll-results").inner_text()
            teacher.get_by_role("button", name="Switch now").click()
            teacher.wait_for_function("() => document.querySelector('.ll-results').innerText"
                                      ".includes('after the switch')")
            assert teacher.locator(".ll-results").inner_text() != before
            teacher.screenshot(path=str(ARTIFACTS / "classroom-results.png"), full_page=True)
            for page in students:                      # every table switched: the students see it
                page.locator(".ll-class-status", has_text=re.compile("single tax in force", re.I)).wait_for()

            teacher.get_by_role("button", name=re.compile("Export everything")).click()
            link = teacher.locator("a.ll-download")
            link.wait_for()
            with teacher.expect_download() as download:
                link.click()
            names = zipfile.ZipFile(io.BytesIO(open(download.value.path(), "rb").read())).namelist()
            assert {"table-1.record.json", "table-1.ledger.parquet", "results.csv", "predictions.csv"} <= set(names)
        finally:
            browser.close()
