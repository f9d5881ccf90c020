"""A class in real browsers: ``landlords serve classroom`` serves both apps; a teacher and
two students in three Chromium contexts join (each shown a resume code), a stranger who
types a student's name gets no seat, a student's page opened again in his browser takes
the seat back with the code the browser kept, they play a few decisions, the teacher switches every table,
the projected results change, and the export downloads as a zip."""

from __future__ import annotations

import io
import re
import time
import zipfile

import pytest
from browser_support import ARGS, ARTIFACTS, BROWSER_MARKS, CHROMIUM
from classroom_support import join_page, running_classroom

pytestmark = BROWSER_MARKS


@pytest.fixture(scope="module")
def classroom(tmp_path_factory):
    """The addresses printed by ``landlords serve classroom`` (a server on a free port)."""
    pytest.importorskip("playwright.sync_api")
    pytest.importorskip("voila")
    with running_classroom(tmp_path_factory.mktemp("classroom")) as said:
        yield said


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
                join_page(page, classroom["student"], code.lower(), name)
                page.get_by_text("You are seated at table 1").wait_for()
                students.append(page)
            teacher.wait_for_function("() => (document.querySelector('.ll-lobby') || {innerText: ''})"
                                      ".innerText.includes('Bob')")
            teacher.screenshot(path=str(ARTIFACTS / "classroom-lobby.png"), full_page=True)
            for page in students:
                page.get_by_text(re.compile(r"Your resume code is [A-Z0-9]{4}-[A-Z0-9]{4}")).wait_for()

            stranger = browser.new_context().new_page()            # another browser types Bob's name
            stranger.set_default_timeout(90_000)
            join_page(stranger, classroom["student"], code, "Bob")
            stranger.get_by_text("If the seat is yours").wait_for()
            assert stranger.get_by_text("You are seated").count() == 0

            join_page(students[0], classroom["student"], code, "Ann")   # Ann's tab, opened again
            students[0].get_by_text("Welcome back, Ann").wait_for()

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
