"""A prediction a student locks in before seeing what the games measured.

Predict, then look: the widget asks a question, takes a choice (or a number), locks it
in (the input is disabled from then on), and only then shows the measured answer beside
the student's own.  The answer is a callable, computed from the lesson's run when it is
asked for, so nothing shown is typed into the lesson.

    >>> from landlords.ui.prediction import Prediction
    >>> p = Prediction("Who ends richest?", choices=["the saver", "the speculator"],
    ...                answer=lambda: "the speculator", key="doc-richest")
    >>> p.lock("the saver")
    >>> p.reveal()
    'the speculator'
    >>> p.matched
    False

A prediction is kept for its ``key`` while the kernel lives: building the widget again
with the same key (a cell run again, a page re-rendered) shows the same locked answer
and, once revealed, the result.  :func:`forget` clears the kept predictions.

What a lesson measures must not be on the page before the student has locked in a
guess, not even further down.  :class:`Revealed` holds such a part of a lesson: it is
empty until its prediction is revealed, and only then builds what it shows (so the
games behind it are read or played at that moment, never while the page opens):

    >>> shown = Revealed(p, lambda: "<b>the speculator</b>")
    >>> len(shown.children)
    1
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Sequence
from html import escape
from numbers import Real

import ipywidgets as widgets

#: The button labels (the browser tests and the lessons' text name them).
LOCK_LABEL = "Lock in my prediction"
REVEAL_LABEL = "Show the result"

_STYLE = """<style>
.ll-prediction { border: 1px solid #c8b48a; border-left: 6px solid #8b1e2d; background: #fffdf6;
  padding: 8px 12px; margin: 8px 0; max-width: 820px; }
.ll-prediction .ll-question { font-weight: bold; font-size: 15px; margin-bottom: 4px; }
.ll-prediction-result { font-size: 14px; line-height: 1.5; }
.ll-prediction-result .ll-mine { color: #2e4a7a; font-weight: bold; }
.ll-prediction-result .ll-measured { color: #1e7a46; font-weight: bold; }
.ll-prediction-note { color: #6b5d45; font-style: italic; }
</style>"""

#: ``{key: {"prediction": ..., "revealed": bool}}``: what each kept prediction holds.
_KEPT: dict[str, dict] = {}
#: The prediction widgets made in this kernel (for :func:`reveal_everything`).
_MADE: weakref.WeakSet[Prediction] = weakref.WeakSet()


class PredictionError(ValueError):
    """A prediction that cannot be made or locked (bad question, choice or number)."""


def forget(key: str | None = None) -> None:
    """Forget the kept prediction of ``key`` (every kept prediction when None)."""
    if key is None:
        _KEPT.clear()
    else:
        _KEPT.pop(key, None)


class Prediction(widgets.VBox):
    """Ask, lock in the student's answer, then show the measured one beside it.

    Args:
        question: what is asked (plain text).
        answer: called with no arguments when the result is asked for; returns the
            measured answer (one of ``choices``, or a number).
        choices: the answers offered (strings); or
        number: ``(lowest, highest)`` for an answer that is a number.
        explain: called with no arguments after ``answer``; a sentence saying how the
            answer was measured (plain text), or None.
        shown_as: how a number is written (e.g. ``"{:.0%}"``; default ``"{:g}"``).
        key: keeps the prediction under this name while the kernel lives (default: the
            question).

    Raises:
        PredictionError: no question, neither or both of ``choices`` and ``number``,
            fewer than two choices, or a range whose lowest is not below its highest.
    """

    def __init__(self, question: str, answer: Callable[[], object], *,
                 choices: Sequence[str] | None = None, number: tuple[float, float] | None = None,
                 explain: Callable[[], str | None] | None = None, shown_as: str = "{:g}",
                 key: str | None = None) -> None:
        super().__init__()
        if not isinstance(question, str) or not question.strip():
            raise PredictionError("a prediction needs a question (a sentence)")
        if (choices is None) == (number is None):
            raise PredictionError("give either choices (a list of answers) or number=(lowest, highest)")
        if not callable(answer):
            raise PredictionError("answer is a callable that returns the measured answer")
        if choices is not None:
            choices = [str(choice) for choice in choices]
            if len(set(choices)) < 2:
                raise PredictionError("a prediction needs at least two different choices")
        if number is not None:
            low, high = number
            if not (isinstance(low, Real) and isinstance(high, Real) and low < high):
                raise PredictionError(f"number is (lowest, highest) with lowest below highest, not {number!r}")
        self.question = question
        self.choices = choices
        self.number = number
        self.key = key or question
        self._answer = answer
        self._explain = explain
        self._shown_as = shown_as
        self.result = None
        self._on_reveal_callbacks: list[Callable[[], None]] = []
        self._build()
        _MADE.add(self)
        kept = _KEPT.get(self.key)
        if kept is not None:
            self._restore(kept)

    # ------------------------------------------------------------------ public face
    @property
    def prediction(self):
        """The locked prediction (None until locked)."""
        kept = _KEPT.get(self.key)
        return None if kept is None else kept["prediction"]

    @property
    def locked(self) -> bool:
        return self.key in _KEPT

    @property
    def revealed(self) -> bool:
        return self.locked and _KEPT[self.key]["revealed"]

    @property
    def matched(self) -> bool | None:
        """For choices: whether the prediction is the measured answer (None before the result)."""
        if not self.revealed or self.choices is None:
            return None
        return self.prediction == self.result

    def lock(self, value=None) -> None:
        """Lock in ``value`` (default: what the input holds); the input is disabled after.

        Raises:
            PredictionError: nothing chosen, a value not among the choices or out of range,
                or a prediction already locked in (it is kept, not changed).
        """
        if self.locked:
            raise PredictionError(f"the prediction is already locked in: {self._words(self.prediction)}")
        value = self._input.value if value is None else value
        value = self._checked(value)
        _KEPT[self.key] = {"prediction": value, "revealed": False}
        self._restore(_KEPT[self.key])

    def reveal(self):
        """Compute the measured answer, show it beside the prediction, and return it.

        Raises:
            PredictionError: no prediction is locked in yet.
        """
        if not self.locked:
            raise PredictionError("lock in a prediction first, then ask for the result")
        self.result = self._answer()
        _KEPT[self.key]["revealed"] = True
        self._restore(_KEPT[self.key])
        for callback in list(self._on_reveal_callbacks):
            callback()
        return self.result

    def on_reveal(self, callback: Callable[[], None]) -> None:
        """Call ``callback()`` when the result is revealed (at once if it already is)."""
        self._on_reveal_callbacks.append(callback)
        if self.revealed:
            callback()

    # ------------------------------------------------------------------ widgets
    def _build(self) -> None:
        self.add_class("ll-prediction")
        heading = widgets.HTML(f'{_STYLE}<div class="ll-question">{escape(self.question)}</div>')
        if self.choices is not None:
            self._input = widgets.RadioButtons(options=self.choices, value=None,
                                               layout=widgets.Layout(width="auto"))
        else:
            low, high = self.number
            self._input = widgets.BoundedFloatText(value=low, min=low, max=high,
                                                   description="My guess:",
                                                   style={"description_width": "initial"},
                                                   layout=widgets.Layout(width="220px"))
        self._lock_button = widgets.Button(description=LOCK_LABEL, button_style="primary",
                                           layout=widgets.Layout(width="auto"))
        self._reveal_button = widgets.Button(description=REVEAL_LABEL, disabled=True,
                                             button_style="success", layout=widgets.Layout(width="auto"))
        self._note = widgets.HTML('<div class="ll-prediction-note">Choose, then lock it in: '
                                  'the result shows only after that.</div>')
        self._result = widgets.HTML("")
        self._lock_button.on_click(self._on_lock)
        self._reveal_button.on_click(self._on_reveal)
        self.children = [heading, self._input,
                         widgets.HBox([self._lock_button, self._reveal_button]),
                         self._note, self._result]

    def _on_lock(self, _button) -> None:
        try:
            self.lock()
        except PredictionError as error:
            self._note.value = f'<div class="ll-prediction-note">{escape(str(error))}</div>'

    def _on_reveal(self, _button) -> None:
        try:
            self.reveal()
        except NameError as error:                  # the lesson's run is further down the page
            self._note.value = (f'<div class="ll-prediction-note">The result is not ready yet: run the '
                                f'lesson\'s cells below first ({escape(str(error))}).</div>')

    def _restore(self, kept: dict) -> None:
        """Show the kept state: a locked input, and the result once revealed."""
        value = kept["prediction"]
        self._input.value = value
        self._input.disabled = True
        self._lock_button.disabled = True
        self._reveal_button.disabled = kept["revealed"]
        self._note.value = (f'<div class="ll-prediction-note">Locked in: {escape(self._words(value))}.'
                            f'{"" if kept["revealed"] else " Now look at the result."}</div>')
        if kept["revealed"]:
            if self.result is None:
                self.result = self._answer()
            self._result.value = self._result_html(value)

    def _result_html(self, value) -> str:
        mine, measured = self._words(value), self._words(self.result)
        lines = [f'<span class="ll-mine">You predicted: {escape(mine)}</span>',
                 f'<span class="ll-measured">Measured: {escape(measured)}</span>']
        if self.choices is not None:
            lines.append("Your prediction matches the games." if value == self.result
                         else "The games came out differently: why might that be?")
        elif isinstance(self.result, Real) and value == self.result:
            lines.append("Exactly the measured answer.")
        elif isinstance(self.result, Real):
            lines.append(f"You were {escape(self._words(abs(value - self.result)))} "
                         f"{'above' if value > self.result else 'below'}.")
        if self._explain is not None:
            said = self._explain()
            if said:
                lines.append(escape(said))
        return f'<div class="ll-prediction-result {NO_MATH}">' + "<br>".join(lines) + "</div>"

    def _words(self, value) -> str:
        if self.number is not None and isinstance(value, Real):
            return self._shown_as.format(value)
        return str(value)

    def _checked(self, value):
        if self.choices is not None:
            if value not in self.choices:
                raise PredictionError("choose one of the answers first" if value is None
                                      else f"{value!r} is not one of the answers")
            return value
        low, high = self.number
        if isinstance(value, bool) or not isinstance(value, Real) or not low <= value <= high:
            raise PredictionError(f"a prediction here is a number from {low:g} to {high:g}, not {value!r}")
        return float(value)


def reveal_everything() -> int:
    """Lock every prediction made in this kernel that is not locked yet (its first choice,
    or its lowest number) and reveal it, as a student pressing both buttons would: what a
    script making a lesson's answer key, or a test, does after running the lesson.
    Returns how many were revealed."""
    revealed = 0
    for prediction in list(_MADE):
        if not prediction.locked:
            prediction.lock(prediction.choices[0] if prediction.choices is not None else prediction.number[0])
        if not prediction.revealed or prediction.result is None:
            prediction.reveal()
            revealed += 1
    return revealed


class Revealed(widgets.VBox):
    """A part of a lesson shown only once ``prediction`` is revealed.

    ``build`` is called then, with no arguments, and returns what to show: a widget, a
    plotly figure, an HTML string, anything IPython can display, or a list of those.
    Before that the part holds one line saying what will appear here.  If ``build``
    fails, the part says so in a sentence (the lesson's other parts stay usable).
    """

    def __init__(self, prediction: Prediction, build: Callable[[], object],
                 waiting: str = "Lock in your prediction above and press "
                                f"\u201c{REVEAL_LABEL}\u201d: the games' results appear here.") -> None:
        super().__init__()
        self.add_class("ll-revealed")
        self._build_parts = build
        self._built = False
        self._waiting = widgets.HTML(f'<div class="ll-prediction-note">{escape(waiting)}</div>')
        self.children = [self._waiting]
        prediction.on_reveal(self.show)

    @property
    def shown(self) -> bool:
        """Whether the part has been built and shown."""
        return self._built

    def show(self) -> None:
        """Build the part and show it (once)."""
        if self._built:
            return
        self._built = True
        output = widgets.Output()
        self.children = [output]
        with output:
            try:
                parts = self._build_parts()
            except Exception as error:        # noqa: BLE001 - shown on the page, not lost
                self._built = False
                self.children = [self._waiting, widgets.HTML(
                    f'<div class="ll-prediction-note">This part could not be made: '
                    f'{escape(type(error).__name__)}: {escape(str(error))}</div>')]
                return
            _display_all(parts)


#: Classes that keep the page's math typesetter (MathJax) off a part's text: two dollar
#: signs in one sentence ("$400 ... $6.51") would otherwise be set as a formula.
NO_MATH = "tex2jax_ignore mathjax_ignore"


def _display_all(parts) -> None:
    """Show a revealed part's pieces: text kept from MathJax, a plotly figure as a chart
    that needs no plotly extension (:func:`landlords.ui.plots.page_chart`), widgets as they are."""
    from IPython.display import HTML, display
    for part in parts if isinstance(parts, (list, tuple)) else [parts]:
        if part is None:
            continue
        if isinstance(part, HTML):
            part = part.data
        if not isinstance(part, str):
            from .plots import is_figure, page_chart
            if is_figure(part):
                part = page_chart(part)
        display(HTML(f'<div class="{NO_MATH}">{part}</div>') if isinstance(part, str) else part)


__all__ = ["LOCK_LABEL", "REVEAL_LABEL", "Prediction", "PredictionError", "Revealed", "forget", "reveal_everything"]
