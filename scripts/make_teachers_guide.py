"""Write lessons/TEACHERS.md: the sequence, timings, materials, Binder links, and the
answers to common student questions, computed from the runs the lessons make.

Run:  python scripts/make_teachers_guide.py [--repo OWNER/NAME] [--out lessons/TEACHERS.md]

The answers come from the functions the lesson notebooks call (``landlords.lessons``),
with the same sizes and seeds, so they are the numbers a class sees; running the script
again writes the same file.  The timings and goals are read from the notebooks
themselves (their "Plan" tables and "Learning goals" lists).  ``--games`` makes a
smaller (test) run: the file then says so.
"""

from __future__ import annotations

import argparse
import os
import re
from pathlib import Path

import nbformat

from landlords import lessons
from landlords.experiments.claims import VERDICTS

ROOT = Path(__file__).resolve().parent.parent
LESSONS = ROOT / "lessons"
#: The rule sets the lessons play (named here and in the notebooks, nowhere in the package).
MAGIE = "landlords-1906"
MONOPOLY = "monopoly"
NO_LAND = "random-exchange"
#: The repository's address as the README writes it: replace it with your copy's.
REPOSITORY = "<owner>/<repository>"
#: The lots of lesson 4's prediction.
FOUR_LOTS = ["Lonely Lane", "Market Place", "Broadway", "Fifth Avenue"]


# ---------------------------------------------------------------------- the notebooks
def notebooks() -> list[Path]:
    """The lesson notebooks, in order."""
    return sorted(LESSONS.glob("[0-9][0-9]-*.ipynb"))


def _markdown(path: Path) -> list[str]:
    return [cell.source for cell in nbformat.read(str(path), as_version=4).cells if cell.cell_type == "markdown"]


def title_of(path: Path) -> str:
    first = _markdown(path)[0].splitlines()[0]
    return first.lstrip("# ").strip()


def plan_of(path: Path) -> list[tuple[int, str]]:
    """``[(minutes, what), ...]``: the rows of the notebook's plan table."""
    rows = []
    for source in _markdown(path):
        if not re.search(r"^## (Plan|How to read it)", source, re.M):
            continue
        for line in source.splitlines():
            match = re.match(r"\|\s*(\d+)\s*\|\s*(.+?)\s*\|\s*$", line)
            if match:
                rows.append((int(match.group(1)), match.group(2)))
    return rows


def goals_of(path: Path) -> list[str]:
    """The bullet points under the notebook's first "Learning goals" (or "What you will see")."""
    for source in _markdown(path):
        match = re.search(r"^## (Learning goals|What you will see)\n(.*?)(?:\n## |\Z)", source, re.M | re.S)
        if match:
            goals: list[str] = []
            for line in match.group(2).splitlines():
                if line.startswith("- "):
                    goals.append(line[2:].strip())
                elif line.startswith("  ") and goals:            # a bullet continued
                    goals[-1] += " " + line.strip()
            return goals
    return []


# ---------------------------------------------------------------------- the runs
def run_all(games: int = lessons.GAMES, sweep_games: int = lessons.SWEEP_GAMES) -> dict:
    """Every run the lessons make, at their sizes (smaller when asked)."""
    long_end = {"end": "rounds", "end_rounds": lessons.LONG_ROUNDS}
    found = {"games": games, "sweep_games": sweep_games}
    found["richest"] = lessons.richest_by_character(MAGIE, games=games)
    found["monarch"] = lessons.scenario_run(MAGIE, lessons.MONARCH, games=games)
    found["branch"] = lessons.branch_at_turn(MAGIE, lessons.BRANCH_SEED, lessons.BRANCH_TURN)
    found["rents"] = lessons.one_house_rents(MAGIE)
    found["land"], found["luck"], found["median_rounds"] = lessons.luck_or_land(MAGIE, NO_LAND, games=games)
    sweep = lessons.land_tax_sweep(MAGIE, games=sweep_games, base=long_end)
    found["tipping"] = sweep.tipping_point(level=lessons.TIPPING_LEVEL, outcome=lessons.TIPPING_OUTCOME)
    taxes = ("classic rules", "land value tax")
    found["monopoly"] = lessons.reform_run(MONOPOLY, games=games, reform_options={"land_tax_share": 1},
                                           names=taxes)
    found["short"] = lessons.reform_run(MAGIE, games=games)
    found["long"] = lessons.reform_run(MAGIE, games=games, options=long_end)
    return found


def _pct(value: float) -> str:
    return f"{round(100 * value)}%"


def _between(mean, low, high, show=_pct) -> str:
    return f"{show(mean)} (95% interval {show(low)} to {show(high)})"


def _three(value: float) -> str:
    text = f"{value:.3f}"
    return text[1:] if text.startswith("-") and float(text) == 0 else text


def answers(found: dict) -> list[tuple[int, str, str]]:
    """``[(lesson, question, answer), ...]``: what students ask, answered from the runs."""
    games = found["games"]
    qa = []
    best = found["richest"].iloc[0]
    qa.append((1, "Which character gets richest?",
               f"Over {games} games of the four bots, the {best['character']} ended richest most often: "
               f"{_between(best['share'], best['low'], best['high'])}; an even split would give each "
               f"about {_pct(1 / lessons.PLAYERS)}. One game can end otherwise: the dice favour anyone."))
    share = lessons.first_seat_richest(found["monarch"], "landlord rules")
    taxed = lessons.first_seat_richest(found["monarch"], "reform")
    gini = lessons.difference(found["monarch"], "gini_book")
    qa.append((2, "Does the landlord always win the monarch game? Does the single tax stop him?",
               f"Under the landlord rules he ended richest in {_between(*share)} of {games} games; under the "
               f"single tax in {_between(*taxed)}. The single tax does not make him poor: it narrows the gap "
               f"(the Gini changed by {_three(gini[0])}, interval {_three(gini[1])} to {_three(gini[2])})."))
    kept, switched = found["branch"]
    before, after = lessons.book_gini(kept), lessons.book_gini(switched)
    qa.append((3, "Did the switch make that game more equal?",
               f"In lesson 3's game (seed {lessons.BRANCH_SEED}, switched at turn {lessons.BRANCH_TURN}) the Gini at "
               f"book value ended at {_three(before)} under the landlord rules and {_three(after)} with the single "
               f"tax: {'more' if after < before else 'less'} equal. One game is one story; lessons 5 and 8 count "
               f"how often."))
    rents = found["rents"]
    top, bottom = rents.iloc[0], rents.iloc[-1]
    four = rents[rents["name"].isin(FOUR_LOTS)].iloc[0]
    qa.append((4, "Why does the same house earn more on one street?",
               f"Because of where the street is. With the same ${int(top['buildings'])} house, {top['name']} earns "
               f"${top['rent_per_turn']:.2f} per opponent turn and {bottom['name']} ${bottom['rent_per_turn']:.2f} "
               f"({top['rent_per_turn'] / bottom['rent_per_turn']:.1f} times as much). Of the prediction's four "
               f"lots, {four['name']} earns most."))
    land = lessons.interval(found["land"], "land, own end", "gini_book")
    luck = lessons.interval(found["luck"], "luck alone, same length", "gini_book")
    land_long = lessons.interval(found["land"], "land, long", "gini_book")
    luck_long = lessons.interval(found["luck"], "luck alone, long", "gini_book")
    show = _three
    if land[2] < luck[1]:
        reading = "Over the same time, Magie's game ended less unequal than luck alone."
    elif land[1] > luck[2]:
        reading = "Over the same time, Magie's game ended more unequal than luck alone."
    else:
        reading = "Over the same time, these games cannot tell the two apart."
    qa.append((5, "Isn't it all luck?",
               f"Over the same {found['median_rounds']} rounds the Gini was {_between(*land, show=show)} with land "
               f"and {_between(*luck, show=show)} with luck alone; over {lessons.LONG_ROUNDS} rounds "
               f"{_between(*land_long, show=show)} and {_between(*luck_long, show=show)}. {reading} Where the "
               f"intervals do not overlap the difference is real for these bots and this model."))
    tipping = found["tipping"]
    point = tipping["point"]
    where = ("no share swept brings them below that level" if point is None else
             f"the tipping point is a share of {point} (95% interval {tipping['low']} to "
             f"{'beyond 1' if tipping['high'] is None else tipping['high']})")
    qa.append((6, "How much land tax is enough?",
               f"With the definition fixed before the games (mixed games, where someone ends poorer, below "
               f"{_pct(tipping['level'])} of games), over {found['sweep_games']} games per share, {where}. "
               f"Inequality does not fall steadily along the lever: look at the sweep table together."))
    classic = lessons.interval(found["monopoly"], "classic rules", "one_winner")
    lvt = lessons.interval(found["monopoly"], "land value tax", "one_winner")
    qa.append((7, "Does Monopoly always end with one winner?",
               f"Its goal is to bankrupt everyone else. One winner and everyone else poorer in "
               f"{_between(*classic)} of {games} classic games, and {_between(*lvt)} with the land value tax, "
               f"which pays the site rent of every street to the public and shares it out (house "
               f"and hotel rent stay with the owner)."))
    counts = {verdict: 0 for verdict in VERDICTS}
    for key in ("monarch", "short", "long"):
        for verdict in lessons.claim_table(found[key])["verdict"]:
            counts[verdict] += 1
    tally = ", ".join(f"{n} {verdict}" for verdict, n in counts.items() if n)
    qa.append((8, "So was Magie right?",
               f"For these bots, of the paired comparisons lesson 8 makes ({games} games each): {tally}. "
               f"The verdict rule is fixed in advance; docs/evidence.md repeats it with more games."))
    return qa


# ---------------------------------------------------------------------- the document
def binder(repo: str, urlpath: str) -> str:
    return f"https://mybinder.org/v2/gh/{repo}/HEAD?urlpath={urlpath}"


def guide(found: dict, repo: str = REPOSITORY) -> str:
    books = notebooks()
    lines = ["# Teacher's guide: eight lessons on The Landlord's Game", "",
             "<!-- generated by scripts/make_teachers_guide.py; edit the script or the notebooks, "
             "not this file -->", ""]
    if found["games"] != lessons.GAMES or found["sweep_games"] != lessons.SWEEP_GAMES:
        lines += [f"*A small run ({found['games']} games per condition): not the lessons' sizes.*", ""]
    lines += ["Seven class periods of 45 minutes and one reading for the curious. Each lesson is a "
              "notebook in `lessons/`: learning goals, a plan that fits the period, a prediction the "
              "student locks in before the games are run, a game or many, questions, and notes for the "
              "teacher. Every number a student sees is computed when the notebook runs (fixed seeds, "
              "so the same numbers every time); the answers below come from the same runs.", "",
              "## The sequence", "",
              "| lesson | title | minutes | the period, in order | open it |", "|---|---|---|---|---|"]
    for path in books:
        plan = plan_of(path)
        name = path.name
        links = (f"[Voila]({binder(repo, 'voila/render/lessons/' + name)}) · "
                 f"[JupyterLab]({binder(repo, 'lab/tree/lessons/' + name)})")
        lines.append(f"| {name[:2]} | {title_of(path).split(': ', 1)[-1]} | {sum(m for m, _ in plan)} | "
                     f"{'; '.join(f'{m} {what}' for m, what in plan)} | {links} |")
    lines += ["", "Lessons 1 to 4 need no statistics; 5 and 6 introduce intervals; 7 can follow 3 "
              "directly; 8 is for readers (a teacher preparing, a student going further).", "",
              "## Learning goals", ""]
    for path in books:
        lines.append(f"**{title_of(path)}**")
        lines += [f"- {goal}" for goal in goals_of(path)]
        lines.append("")
    lines += ["## Materials", "",
              "- A device per pair with a browser (nothing to install), or one projector for the class.",
              "- The printed handout of the lesson (`lessons/handouts/`, made by "
              "`python scripts/make_handouts.py`): goals, plan and questions, one or two pages.",
              "- Lesson 5's warm-up: a coin per pair. Lesson 7's: a Monopoly set, if you have one.", "",
              "## Running a lesson with no installation", "",
              f"Binder opens the repository in a browser. Replace `{REPOSITORY}` with the address of your copy "
              "on GitHub, as in the README's Binder section:", "",
              f"- every lesson in JupyterLab (students run and change the cells): `{binder(repo, 'lab/tree/lessons')}`",
              f"- one lesson as an app (no code shown): `{binder(repo, 'voila/render/lessons/01-play-the-landlords-game.ipynb')}`"
              " (change the notebook's name for the others)",
              f"- the Play app: `{binder(repo, 'voila/render/widgets/play.ipynb')}`", "",
              "Binder starts in a minute or two and serves about 100 people per repository at once: for "
              "a large class, start it a few minutes early, or run `landlords serve` on one machine on "
              "the school network (README, *Serving safely*). Installed locally, "
              "`jupyter lab lessons/` or `voila lessons/` open the same notebooks.", "",
              "## Common student questions, and the answers", "",
              "Computed from the lessons' runs (the same functions, sizes and seeds the notebooks use):", ""]
    for lesson, question, answer in answers(found):
        lines += [f"**Lesson {lesson}: \"{question}\"**", "", answer, ""]
    lines += ["## Numbers and honesty", "",
              f"The lessons play {lessons.GAMES} games per condition ({lessons.SWEEP_GAMES} per share in the sweep), "
              f"seeds 1 to N, so each notebook runs in under a minute; docs/evidence.md plays more. Every "
              "difference carries a 95% interval: say \"for these bots and this model\", and let the class "
              "find where the model does not bear Magie out. Nothing in the rules or the bots was tuned "
              "toward or away from her conclusions.", ""]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repo", default=REPOSITORY, help="your copy's OWNER/NAME on GitHub (for the Binder links)")
    parser.add_argument("--games", type=int, default=lessons.GAMES, help="games per condition (the lessons' size)")
    parser.add_argument("--sweep-games", type=int, default=lessons.SWEEP_GAMES)
    parser.add_argument("--out", default=str(LESSONS / "TEACHERS.md"))
    args = parser.parse_args()
    text = guide(run_all(args.games, args.sweep_games), args.repo)
    with open(args.out, "w", encoding="utf-8") as handle:
        handle.write(text)
    print(f"wrote {os.path.relpath(args.out)}")


if __name__ == "__main__":
    main()
