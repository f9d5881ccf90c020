"""The browser's memory of a student's seats: an invisible widget that keeps, in the
browser's local storage, the resume code of each class the student joined from it, and
says every few seconds that the page is there (a kernel outlives its closed page by
minutes: the teacher's count of a seat's live pages counts the pages that say so).

A seat belongs to its student, and the resume code is its secret: the student app gives
it to this widget when the seat is taken, and a page opened again in the same browser
finds it here, so "Join" with the same code and name takes the seat back without the
student typing more than the code and his name again.  What the browser sends back (``kept``) is the visitor's own
input: it is read as untrusted text and only ever offered as a resume code to the store,
which counts a wrong one at the door.
"""

from __future__ import annotations

import time
from typing import NamedTuple

import anywidget
import traitlets

#: The most classes a browser remembers (the newest).
REMEMBERED = 10
#: The longest text taken from the browser for a code or a name.
LONGEST = 80
#: Seconds between two "here" of a page.
BEAT_SECONDS = 10


class KeptSeat(NamedTuple):
    """A seat the browser keeps: the class's join code, the name, the resume code, when."""

    code: str
    name: str
    resume: str
    at: float


class SeatKeeper(anywidget.AnyWidget):
    """Keeps ``{join code: {"name", "resume", "at"}}`` in the browser's local storage.

    ``kept`` is what the browser holds (sent when the page draws the widget); set
    :meth:`keep` to add a seat.
    """

    kept = traitlets.Dict().tag(sync=True)
    seat = traitlets.Dict().tag(sync=True)
    remembered = traitlets.Int(REMEMBERED).tag(sync=True)
    beat = traitlets.Int(BEAT_SECONDS).tag(sync=True)

    _esm = """
    const KEY = "landlords-classroom-seats";
    function read() {
      try { return JSON.parse(window.localStorage.getItem(KEY) || "{}") || {}; } catch (e) { return {}; }
    }
    export default {
      render({ model, el }) {
        el.style.display = "none";
        model.set("kept", read());
        model.save_changes();
        const keep = () => {
          const seat = model.get("seat");
          if (!seat || !seat.code) { return; }
          const all = read();
          all[seat.code] = { name: seat.name, resume: seat.resume, at: Date.now() };
          const old = Object.keys(all).sort((a, b) => all[b].at - all[a].at).slice(model.get("remembered"));
          old.forEach((code) => { delete all[code]; });
          try { window.localStorage.setItem(KEY, JSON.stringify(all)); } catch (e) { }
          model.set("kept", all);
          model.save_changes();
        };
        model.on("change:seat", keep);
        keep();
        model.send({ event: "here" });
        const beating = setInterval(() => model.send({ event: "here" }), model.get("beat") * 1000);
        return () => clearInterval(beating);
      }
    };
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._heard: float | None = None
        self.on_msg(self._on_message)

    def _on_message(self, _widget, content, _buffers) -> None:
        if isinstance(content, dict) and content.get("event") == "here":
            self._heard = time.monotonic()

    def heard_within(self, seconds: float) -> bool:
        """Whether the page said it is there in the last ``seconds``."""
        return self._heard is not None and time.monotonic() - self._heard <= seconds

    def keep(self, code: str, name: str, resume: str) -> None:
        """Have the browser remember the resume code of ``name``'s seat in class ``code``."""
        self.seat = {"code": code, "name": name, "resume": resume}

    def _entries(self) -> list[KeptSeat]:
        """What the browser holds, newest first (what is not text of a sane length is left out)."""
        seats = []
        for code, value in (self.kept or {}).items():
            if not isinstance(value, dict):
                continue
            name, resume, at = value.get("name"), value.get("resume"), value.get("at", 0)
            if all(isinstance(text, str) and 0 < len(text) <= LONGEST for text in (code, name, resume)):
                seats.append(KeptSeat(code, name, resume, at if isinstance(at, (int, float)) else 0))
        return sorted(seats, key=lambda seat: -seat.at)

    def resume_for(self, code: str | None, name: str) -> str | None:
        """The resume code the browser holds for ``name`` in class ``code``, or None."""
        for seat in self._entries():
            if seat.code == code and seat.name.casefold() == str(name).strip().casefold():
                return seat.resume
        return None


__all__ = ["KeptSeat", "SeatKeeper"]
