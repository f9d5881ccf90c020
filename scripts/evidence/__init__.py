"""The evidence document's parts: what is run (``plan``), running it (``runs``), reading
the rows (``readings``), the verdicts (``tests``), and writing Markdown (``text``,
``sections``).  ``scripts/make_evidence.py`` puts them together.

Only ``plan`` names rule sets and their options: the rest reads what the plan hands it.
"""
