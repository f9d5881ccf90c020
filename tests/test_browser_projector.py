"""The projector page in a real browser at 1920x1080: ``landlords serve classroom`` prints
its address; opened with a session's code it shows the join code before the class, draws
its charts once the tables play, and shows the Lorenz curves and the revealed answers at
the end, and no visible text on it (the charts' SVG text included) is under 24 px.
The class itself is run from Python on the server's store (as the teacher's and the
students' pages would run it)."""

from __future__ import annotations

import time

import pytest
from browser_support import ARGS, ARTIFACTS, BROWSER_MARKS, CHROMIUM
from classroom_support import running_classroom

import landlords
from landlords.engine.registry import find_rules

pytestmark = BROWSER_MARKS

RULES = next(name for name in landlords.rule_sets() if find_rules(name).words.reform in find_rules(name).regimes)

#: The visible text of the page, smallest type first: ``[px, tag, text]`` for every element
#: holding a text node that is not blank, shown, and with a size on the page.
SMALLEST_TEXT = """() => {
  const found = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || !node.textContent.trim() || el.closest("script, style, noscript, title")) continue;
    const style = getComputedStyle(el);
    if (style.display === "none" || style.visibility === "hidden") continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    let hidden = false;
    for (let up = el; up; up = up.parentElement) {
      const s = getComputedStyle(up);
      if (s.display === "none" || parseFloat(s.opacity) === 0) { hidden = true; break; }
    }
    if (hidden) continue;
    found.push([parseFloat(style.fontSize), el.tagName, node.textContent.trim().slice(0, 40)]);
  }
  found.sort((a, b) => a[0] - b[0]);
  return found;
}"""


@pytest.fixture(scope="module")
def classroom(tmp_path_factory):
    """The addresses ``landlords serve classroom`` printed, the projector's too, and its store."""
    pytest.importorskip("playwright.sync_api")
    pytest.importorskip("voila")
    with running_classroom(tmp_path_factory.mktemp("projector")) as said:
        yield said


def smallest_text(page) -> list:
    """The visible text of ``page``, smallest type first (see :data:`SMALLEST_TEXT`)."""
    found = page.evaluate(SMALLEST_TEXT)
    assert found, "the page shows no text"
    return found


#: The parts of the page shown one screen at a time in the screenshots after the first.
PARTS = (".ll-pj-chart-wealth", ".ll-pj-arms", ".ll-pj-chart-lorenz", ".ll-pj-chart-answers")


def screenshots(page, name: str) -> None:
    """``projector-NAME.png`` of the page's first screen, then one per part shown
    (``projector-NAME-wealth.png``...), each scrolled into view."""
    page.locator(".ll-pj-title").first.scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / f"projector-{name}.png"))
    for part in PARTS:
        found = page.locator(part).first
        if page.locator(part).count() and found.is_visible():
            found.scroll_into_view_if_needed()
            page.screenshot(path=str(ARTIFACTS / f"projector-{name}-{part.rsplit('-', 1)[1]}.png"))
    page.locator(".ll-pj-title").first.scroll_into_view_if_needed()


def assert_legible(page, name: str, charts: bool = True) -> None:
    """No visible text under 24 px (saving screenshots first, to look at); with
    ``charts``, the charts' SVG text is among the text measured."""
    screenshots(page, name)
    smallest = smallest_text(page)
    assert smallest[0][0] >= 24, f"text under 24 px on the projector ({name}): {smallest[:5]}"
    svg = [found for found in smallest if found[1].lower() in ("text", "tspan")]
    assert bool(svg) == charts, f"the charts' text measured ({name}): {svg[:3]}"


def test_the_projector_shows_a_class_from_lobby_to_end_legibly(classroom):
    from playwright.sync_api import sync_playwright

    from landlords.classroom import Store, StudentClient, Teacher
    from landlords.classroom.projector import projector_url, reveal_answers
    from landlords.classroom.simulate import students_choice

    assert "key=" not in classroom["projector"] and classroom["projector"].endswith("classroom_projector.ipynb")
    store = Store(classroom["store"])
    teacher = Teacher.create(store, RULES, key=classroom["key"], seats_per_table=2, tables=3, seeds=[5, 6, 7])
    ann = StudentClient.join(store, teacher.code, "Ann")
    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            page = browser.new_context(viewport={"width": 1920, "height": 1080}).new_page()
            page.set_default_timeout(120_000)
            page.goto(classroom["projector"])                         # no code in the address: asked for
            page.get_by_role("button", name="Show this class").wait_for()
            assert_legible(page, "ask", charts=False)
            typed = page.evaluate("() => parseFloat(getComputedStyle(document.querySelector("
                                  "'.ll-projector input')).fontSize)")
            assert typed >= 24                                         # what is typed is legible too
            page.locator(".ll-projector input").fill(teacher.code.lower())
            page.locator(".ll-projector input").press("Enter")
            page.locator(".ll-pj-code").wait_for()
            page.goto(projector_url(classroom["projector"], teacher.code.lower()))
            page.locator(".ll-pj-code").wait_for()
            assert page.locator(".ll-pj-code").inner_text().strip() == teacher.code
            assert page.locator(".ll-pj-address").inner_text().strip() == classroom["student"]
            page.locator('[data-seated="1"]').wait_for()
            assert page.get_by_role("button").count() == 0            # it controls nothing
            assert_legible(page, "before", charts=False)

            teacher.set_prompts([{"key": "p1", "text": "Will wealth be more equal after the switch?"}])
            ann.predict("p1", "yes")
            teacher.start()
            teacher.switch(turn=4, table=2)
            teacher.poll(limit=150)                                    # the tables under way
            page.locator(".ll-pj-chart-gini .main-svg").first.wait_for()
            page.locator(".ll-pj-chart-wealth .main-svg").first.wait_for()
            page.wait_for_function("() => document.querySelectorAll('.ll-pj-chart-gini .scatterlayer .trace')"
                                   ".length >= 3")
            assert page.locator(".ll-pj-code").count() == 0           # the code in small type now
            assert_legible(page, "during")

            deadline = time.monotonic() + 120
            while not all(table.game.is_over for table in teacher.tables.values()):
                assert time.monotonic() < deadline, "the class did not end"
                ann.refresh()
                if ann.my_turn:
                    ann.move(students_choice(ann.game, ann.name))
                teacher.poll()
            reveal_answers(teacher, "p1")
            page.locator(".ll-pj-chart-lorenz .main-svg").first.wait_for()
            page.locator(".ll-pj-chart-answers .main-svg").first.wait_for()
            page.wait_for_function("() => document.querySelectorAll('.ll-pj-chart-lorenz .scatterlayer .trace')"
                                   ".length === 4")                   # the line of equality and 3 tables
            page.wait_for_timeout(1500)                                # a redraw in place settles
            assert "after the switch" in page.locator(".ll-pj-chart-wealth").inner_text()
            assert_legible(page, "after")
        finally:
            browser.close()
