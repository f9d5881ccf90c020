"""Write one printable handout per lesson: its goals, plan and questions, no code.

Run:  python scripts/make_handouts.py [--out lessons/handouts]

Each handout is the lesson notebook's text cells (the code cells and their outputs are left
out), with a line to write the student's prediction under "Predict", converted to HTML by
nbconvert and set for print: a page or two of A4 or Letter.  The handouts hold no numbers
from the games (those appear when the lesson runs).
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
  .footer {{ margin-top: 1.5em; font-size: 9pt; color: #666; }}
  a {{ color: inherit; }}
</style>
</head>
<body>
{body}
<p class="footer">Handout made from <code>lessons/{name}</code> by <code>scripts/make_handouts.py</code>.
The numbers are computed when the lesson runs.</p>
</body>
</html>
"""

WRITE_HERE = '<div class="write-here"><b>My prediction:</b></div><div class="write-here"><b>Why:</b></div>'


def handout_notebook(path: Path):
    """The lesson's text cells alone, without the teacher's notes, and a place to write
    the prediction after "Predict"."""
    notebook = nbformat.read(str(path), as_version=4)
    cells = []
    for cell in notebook.cells:
        if cell.cell_type != "markdown":
            continue
        cell.source = TEACHER.sub("", cell.source).rstrip()
        if not cell.source:
            continue
        cells.append(cell)
        if PREDICT.search(cell.source):
            cells.append(nbformat.v4.new_markdown_cell(WRITE_HERE, id=f"{cell.id}-write"))
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
