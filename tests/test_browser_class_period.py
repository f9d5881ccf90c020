"""A class period in real browsers (issue 25): ``landlords serve classroom``; a teacher, the
projector at 1920x1080 and four students, one on a phone (390x844), in Chromium.

The teacher creates two tables of two seats with short games, gives every other table
the other rules (table 1 the rule set's own rules, table 2 the reform from the start),
starts, and turns a prompt on while every table waits on a student: each student's page
shows it within 2 s.  The students answer; the teacher lets the bots finish every table
and shows the answers on the projector, which then holds both tables' charts, the two
arms compared and the class's answers; the export holds every answer.  Screenshots of
the projector before, during and after the class, and of the phone, go to
``test-artifacts/class-period-*.png``.
"""

from __future__ import annotations

import csv
import io
import re
import time
import zipfile
from pathlib import Path

import pytest
from browser_support import ARGS, ARTIFACTS, BROWSER_MARKS, CHROMIUM
from classroom_support import join_page, running_classroom

pytestmark = BROWSER_MARKS

PROMPT = "Will wealth be more equal at the table under the other rules?"
ANSWERS = {"Ann": "yes", "Bob": "no", "Cy": "yes", "Dee": "not sure"}
PHONE = {"width": 390, "height": 844}


@pytest.fixture(scope="module")
def classroom(tmp_path_factory):
    pytest.importorskip("playwright.sync_api")
    pytest.importorskip("voila")
    with running_classroom(tmp_path_factory.mktemp("class-period")) as said:
        yield said


def _set_number(page, label: str, value: int) -> None:
    box = page.locator(f".widget-inline-hbox:has(label:text-is('{label}')) input").first
    box.fill(str(value))
    box.press("Enter")


def _choose(page, label: str, option: str) -> None:
    page.locator(f".widget-dropdown:has(label:text-is('{label}')) select").first.select_option(label=option)


def _join(page, address: str, code: str, name: str) -> int:
    """Join as ``name``; the number of the table the student is seated at."""
    join_page(page, address, code, name)
    said = page.get_by_text(re.compile(r"You are seated at table \d"))
    said.wait_for()
    return int(re.search(r"table (\d)", said.inner_text()).group(1))


def _charts(page) -> list[list[str]]:
    """The trace names of every chart drawn on the page."""
    return page.evaluate("() => [...document.querySelectorAll('.js-plotly-plot')]"
                         ".map(chart => (chart.data || []).map(trace => trace.name || ''))")


def test_a_class_period_with_a_projector_two_treatments_a_prompt_and_bots_to_finish(classroom):
    from playwright.sync_api import sync_playwright

    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            teacher = browser.new_context(viewport={"width": 1400, "height": 1000},
                                          accept_downloads=True).new_page()
            teacher.set_default_timeout(90_000)
            teacher.goto(classroom["teacher"])
            teacher.get_by_role("button", name="Create the session").wait_for()
            seats = teacher.locator(".widget-slider:has(label:text-is('Seats per table')) .noUi-handle").first
            seats.focus()
            for _ in range(2):                             # 4 seats by default: 2
                seats.press("ArrowLeft")
            _set_number(teacher, "Tables", 2)
            teacher.get_by_text("Rules and length").click()
            _choose(teacher, "end", "rounds")
            _set_number(teacher, "end rounds", 6)
            teacher.get_by_role("button", name="Create the session").click()
            teacher.locator(".ll-join-code").wait_for()
            code = teacher.locator(".ll-join-code").inner_text().strip()
            assert code in teacher.locator(".ll-projector").inner_text()      # the projector's address, with it

            projector = browser.new_context(viewport={"width": 1920, "height": 1080}).new_page()
            projector.set_default_timeout(90_000)
            projector.goto(f"{classroom['projector']}?code={code}")
            projector.locator(".ll-pj-code").wait_for()
            assert projector.locator(".ll-pj-code").inner_text().replace(" ", "") == code.replace("-", "")

            students, tables = {}, {}
            for name in ANSWERS:
                viewport = PHONE if name == "Dee" else {"width": 1366, "height": 900}
                page = browser.new_context(viewport=viewport).new_page()
                page.set_default_timeout(90_000)
                tables[name] = _join(page, classroom["student"], code.lower(), name)
                students[name] = page
            assert sorted(tables.values()) == [1, 1, 2, 2]
            projector.locator(".ll-pj-big[data-seated='4']").wait_for()
            projector.screenshot(path=str(ARTIFACTS / "class-period-projector-before.png"))

            teacher.get_by_role("button", name="Give every other table the other rules").click()
            teacher.get_by_role("button", name="Start").click()
            deciding, deadline = set(), time.monotonic() + 90      # every table waits on a student's decision
            while deciding != {1, 2} and time.monotonic() < deadline:
                deciding = {tables[name] for name, page in students.items()
                            if page.locator(".ll-decision .jupyter-button").count()}
                time.sleep(0.25)
            assert deciding == {1, 2}

            teacher.locator("textarea").first.fill(PROMPT)
            teacher.get_by_role("button", name="Turn on these prompts").click()
            asked = time.monotonic()
            seen, deadline = {}, asked + 10
            while len(seen) < len(students) and time.monotonic() < deadline:
                for name, page in students.items():
                    if name not in seen and page.get_by_text(PROMPT).count():
                        seen[name] = time.monotonic() - asked
                time.sleep(0.05)
            print(f"\n[class period] the prompt seen after {', '.join(f'{n} {t:.2f} s' for n, t in seen.items())}")
            assert set(seen) == set(students) and max(seen.values()) <= 2.0, seen

            for name, page in students.items():
                page.get_by_placeholder("your answer").fill(ANSWERS[name])
                page.get_by_role("button", name="Send my answer").click()
                page.get_by_text("Your answer is kept").wait_for()
            phone = students["Dee"]
            phone.screenshot(path=str(ARTIFACTS / "class-period-phone-390x844.png"), full_page=True)
            assert phone.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"]

            made, deadline = 0, time.monotonic() + 120         # a few moves: each main action, pressed
            while made < 8 and time.monotonic() < deadline:
                for page in students.values():
                    button = page.locator(".ll-decision .jupyter-button").first
                    if button.count() and button.is_visible():
                        button.click()
                        made += 1
                time.sleep(0.5)
            projector.screenshot(path=str(ARTIFACTS / "class-period-projector-during.png"))
            projector.wait_for_function("() => document.querySelectorAll('.js-plotly-plot').length > 0")

            teacher.get_by_role("button", name="Finish every table with bots now").click()
            finish = teacher.get_by_role("button", name="Finish every table with bots now")
            teacher.wait_for_function("(b) => b.disabled", arg=finish.element_handle(), timeout=240_000)
            for page in students.values():                 # the students saw their games end
                page.get_by_text(re.compile("Game over")).first.wait_for()

            teacher.get_by_role("button", name="Show answers on the projector").first.click()
            projector.locator(".ll-pj-chart-answers.js-plotly-plot, .ll-pj-chart-answers .js-plotly-plot") \
                .first.wait_for()
            projector.wait_for_function("() => document.querySelectorAll('.ll-pj-arms tr').length === 3 && "
                                        "[...document.querySelectorAll('.ll-pj-arms tr')].slice(1)"
                                        ".every(row => row.cells[1].innerText.trim() === '1')")   # one game each, over
            names = [name for chart in _charts(projector) for name in chart]
            assert "table 1" in names and "table 2" in names
            arms = projector.locator(".ll-pj-arms").inner_text()
            assert projector.locator(".ll-pj-verdict").count() >= 1
            answers = projector.locator(".ll-pj-chart-answers").first
            assert answers.is_visible()
            measured = projector.locator(".ll-pj-measured").first.inner_text()
            assert "began under" in measured and "no table has switched" not in measured     # the arms, not one mean
            for part in (".ll-pj-chart-gini", ".ll-pj-arms", ".ll-pj-chart-answers"):
                target = projector.locator(part).first
                if target.count():
                    target.scroll_into_view_if_needed()
                    projector.screenshot(path=str(ARTIFACTS / f"class-period-projector-after-{part[7:]}.png"))
            print(f"[class period] arms on the projector: {' / '.join(arms.splitlines())}")

            teacher.get_by_role("button", name=re.compile("Export everything")).click()
            link = teacher.locator("a.ll-download")
            link.wait_for()
            with teacher.expect_download() as download:
                link.click()
            archive = zipfile.ZipFile(io.BytesIO(Path(download.value.path()).read_bytes()))
            rows = list(csv.DictReader(io.StringIO(archive.read("predictions.csv").decode("utf-8"))))
            assert {(row["name"], row["answer"]) for row in rows} == set(ANSWERS.items())
            assert {"table-1.record.json", "table-2.record.json"} <= set(archive.namelist())
        finally:
            browser.close()
