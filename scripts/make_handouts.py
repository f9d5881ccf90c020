"""Write one printable handout per lesson: its goals, plan and questions, no code.

Run:  python scripts/make_handouts.py [--out lessons/handouts]

Each handout is the lesson notebook's text cells (the code cells and their outputs are left
out, and the teacher's notes), converted to HTML by nbconvert and set for print: a page or
two of A4 or Letter.  On paper it adds what a student writes on: a line for the name and
the date, the lesson's vocabulary (the entries of ``lessons/GLOSSARY.md`` the lesson
uses, each with its first sentence), lines for the prediction and its reason under
"Predict", and space to answer under each question.  It holds no code: an inline code
name of the lesson's text is written in words (:data:`IN_WORDS`; an unknown one stops the
script), and sentences that only make sense on screen (press, click, scroll, cells) are
left out.  The handouts hold no numbers from the games (those appear when the lesson runs).
"""

from __future__ import annotations

import argparse
import os
import re
from pathlib import Path

import nbformat
from nbconvert import HTMLExporter

ROOT = Path(__file__).resolve().parent.parent
LESSONS = ROOT / "lessons"
#: A text cell whose heading starts so is where the student writes a prediction.
PREDICT = re.compile(r"^## (1\. )?Predict\b", re.M)
#: The teacher's notes: a handout leaves them out (they run to the end of their cell).
TEACHER = re.compile(r"^## For the teacher.*", re.M | re.S)
#: The heading of the questions' cell.
QUESTIONS = re.compile(r"^## Questions\s*$", re.M)
GLOSSARY = LESSONS / "GLOSSARY.md"
#: Inline code names a lesson's text may use, and how a handout writes them.
IN_WORDS = {
    "TURN": "the turn of the switch", "SEED": "the game's seed", "land_tax_share": "the land tax share",
    "tax_base": "the tax base", "stake": "the stake", "regime": "the rules in force",
    "end_rounds": "the number of rounds", "treasury": "the Treasury's use",
}
#: Words of a sentence that only makes sense on a screen.
SCREEN_ONLY = re.compile(r"\b(press|pressing|click|scroll|the cells?|run the|widget|button|lock in|locks? it in|"
                         r"the results? (appears?|shows?)|on the page|on screen|read what each)\b", re.I)

PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{title}</title>
<style>
  @page {{ size: auto; margin: 16mm 15mm; }}
  body {{ font-family: Georgia, 'Times New Roman', serif; font-size: 11pt; line-height: 1.4;
         color: #222; max-width: 46em; margin: 1.5em auto; padding: 0 1em; }}
  h1 {{ font-size: 18pt; margin: 0 0 .3em; }}
  h2 {{ font-size: 13pt; margin: 1em 0 .3em; border-bottom: 1px solid #bbb; }}
  h3 {{ font-size: 11.5pt; margin: .8em 0 .2em; }}
  table {{ border-collapse: collapse; margin: .4em 0; }}
  th, td {{ border: 1px solid #bbb; padding: 2px 8px; text-align: left; vertical-align: top; }}
  code {{ font-size: 10pt; }}
  .write-here {{ border-bottom: 1px dotted #555; height: 2.2em; margin: .2em 0 .6em; }}
  .answer {{ border-bottom: 1px dotted #555; height: 1.9em; }}
  .answer:last-child {{ margin-bottom: .8em; }}
  .name-line {{ display: flex; gap: 2em; margin: 0 0 1em; }}
  .name-line span {{ flex: 1; border-bottom: 1px solid #555; padding-bottom: .2em; }}
  .vocabulary dt {{ font-weight: bold; }}
  .vocabulary dd {{ margin: 0 0 .3em 1.2em; }}
  .footer {{ margin-top: 1.5em; font-size: 9pt; color: #666; }}
  a {{ color: inherit; }}
</style>
</head>
<body>
{body}
<p class="footer">Handout of {title}. The numbers are computed when the lesson runs on the screen.</p>
</body>
</html>
"""

WRITE_HERE = '<div class="write-here"><b>My prediction:</b></div><div class="write-here"><b>Why:</b></div>'
NAME_LINE = '<div class="name-line"><span>Name:</span><span>Date:</span></div>'
ANSWER_SPACE = '<div class="answer"></div>' * 3


def glossary() -> dict[str, str]:
    """``{term: first sentence}`` of ``lessons/GLOSSARY.md`` (empty when there is none)."""
    if not GLOSSARY.exists():
        return {}
    entries = {}
    for block in re.split(r"^## ", GLOSSARY.read_text(encoding="utf-8"), flags=re.M)[1:]:
        term, _, body = block.partition("\n")
        paragraph = body.strip().split("\n\n")[0].replace("\n", " ")
        sentence = re.split(r"(?<=[.!?])\s", paragraph, maxsplit=1)[0]
        entries[term.strip()] = re.sub(r"\*\*([^*]+)\*\*", r"<b>\1</b>", sentence)
    return entries


def vocabulary(text: str) -> str:
    """The glossary's entries whose term the lesson's text uses, as a list to read."""
    used = [(term, sentence) for term, sentence in glossary().items()
            if re.search(rf"\b{re.escape(term.split(' (')[0])}\b", text, re.I)]
    if not used:
        return ""
    items = "".join(f"<dt>{term}</dt><dd>{sentence}</dd>" for term, sentence in used)
    return f'<h2>Vocabulary</h2><dl class="vocabulary">{items}</dl>'


def on_paper(source: str) -> str:
    """A text cell as a handout writes it: code names in words, screen-only sentences out.

    Raises:
        SystemExit: an inline code name the handouts cannot write in words.
    """
    def words(match):
        name = match.group(1)
        if name not in IN_WORDS:
            raise SystemExit(f"make_handouts: no words for the code name `{name}`: add it to IN_WORDS")
        return IN_WORDS[name]

    source = re.sub(r"`([^`]+)`", words, source)
    kept = []
    for line in source.split("\n"):
        if line.startswith(("|", "#")):
            kept.append(line)
            continue
        sentences = re.split(r"(?<=[.!?])\s+", line)
        kept.append(" ".join(s for s in sentences if not SCREEN_ONLY.search(s)))
    return "\n".join(kept)


def question_cells(source: str) -> list:
    """The questions' cell as one cell per question, each followed by space to answer."""
    head, _, body = source.partition("\n")
    cells = [nbformat.v4.new_markdown_cell(head)]
    questions = re.split(r"^(?=\d+\. )", body.strip(), flags=re.M)
    for question in questions:
        if not question.strip():
            continue
        if not re.match(r"\d+\. ", question):                   # a line before the questions
            cells.append(nbformat.v4.new_markdown_cell(question.strip()))
            continue
        number, _, text = question.partition(". ")
        cells.append(nbformat.v4.new_markdown_cell(f"**{number}.** " + " ".join(text.split())))
        cells.append(nbformat.v4.new_markdown_cell(ANSWER_SPACE))
    return cells


def handout_notebook(path: Path):
    """The lesson's text cells alone, without the teacher's notes, and a place to write
    the prediction after "Predict"."""
    notebook = nbformat.read(str(path), as_version=4)
    cells = []
    text = "\n".join(cell.source for cell in notebook.cells if cell.cell_type == "markdown")
    for cell in notebook.cells:
        if cell.cell_type != "markdown":
            continue
        cell.source = on_paper(TEACHER.sub("", cell.source).rstrip()).rstrip()
        if not cell.source:
            continue
        found = QUESTIONS.search(cell.source)
        if found:
            before = cell.source[:found.start()].strip()
            if before:
                cells.append(nbformat.v4.new_markdown_cell(before))
            cells.extend(question_cells(cell.source[found.start():]))
            continue
        if not cells:                              # the title, then the name line and the words
            title, _, rest = cell.source.partition("\n")
            cells.append(nbformat.v4.new_markdown_cell(title))
            cells.append(nbformat.v4.new_markdown_cell(NAME_LINE + vocabulary(text)))
            cell.source = rest.strip()
        cells.append(cell)
        if PREDICT.search(cell.source):
            cells.append(nbformat.v4.new_markdown_cell(WRITE_HERE))
    for number, cell in enumerate(cells):
        cell.id = f"handout-{number}"
    notebook.cells = cells
    return notebook


def handout_html(path: Path) -> str:
    """The printable page of one lesson."""
    exporter = HTMLExporter(template_name="basic")
    exporter.exclude_input_prompt = True
    exporter.exclude_output_prompt = True
    body, _ = exporter.from_notebook_node(handout_notebook(path))
    body = re.sub(r'<a class="anchor-link" href="#[^"]*">¶</a>', "", body)
    title = nbformat.read(str(path), as_version=4).metadata.get("title", path.stem)
    return PAGE.format(title=title, body=body, name=path.name)


def write_handouts(out: Path) -> list[Path]:
    """One HTML handout per lesson notebook into ``out``; returns the files written."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for path in sorted(LESSONS.glob("[0-9][0-9]-*.ipynb")):
        target = out / f"{path.stem}.html"
        target.write_text(handout_html(path), encoding="utf-8")
        written.append(target)
    return written


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(LESSONS / "handouts"))
    args = parser.parse_args()
    for path in write_handouts(Path(args.out)):
        print(f"wrote {os.path.relpath(path)} ({path.stat().st_size // 1024} kB)")


if __name__ == "__main__":
    main()
