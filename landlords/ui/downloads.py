"""A button that downloads a file made in the kernel when it is clicked (e.g. a frame as CSV).

The file is made only on the click (a turn-by-turn frame can be tens of megabytes, too much
to put in the page in advance) and handed to the browser as a download.

    >>> import pandas as pd
    >>> from landlords.ui.downloads import DownloadButton
    >>> frame = pd.DataFrame({"seed": [1, 2]})
    >>> button = DownloadButton("Games (CSV)", "games.csv", lambda: frame.to_csv(index=False).encode())
    >>> button.content()
    b'seed\\n1\\n2\\n'
"""

from __future__ import annotations

from collections.abc import Callable

import anywidget
import traitlets


class DownloadButton(anywidget.AnyWidget):
    """A button labelled ``label``; a click downloads ``filename`` with the bytes ``make()`` returns.

    Args:
        label: the button's text.
        filename: the name the browser saves the file under.
        make: makes the file's content (bytes), when the button is clicked.
        mime: the file's type.
    """

    _esm = """
    export default {
      render({ model, el }) {
        const button = document.createElement("button");
        button.className = "jupyter-button widget-button ll-download-button";
        const label = () => {
          button.textContent = model.get("label");
          button.title = `Download ${model.get("filename")}`;
        };
        label();
        model.on("change:label", label);
        button.addEventListener("click", () => {
          button.disabled = true;
          model.send({ event: "download" });
        });
        model.on("msg:custom", (content, buffers) => {
          if (!content || content.event !== "file") return;
          button.disabled = false;
          const blob = new Blob([buffers[0]], { type: content.mime });
          const url = URL.createObjectURL(blob);
          const link = document.createElement("a");
          link.href = url;
          link.download = content.name;
          document.body.appendChild(link);
          link.click();
          link.remove();
          setTimeout(() => URL.revokeObjectURL(url), 30000);
        });
        el.appendChild(button);
      }
    };
    """
    _css = """
    .ll-download-button { margin: 2px 6px 2px 0; padding: 0 12px; }
    """
    label = traitlets.Unicode("Download").tag(sync=True)
    filename = traitlets.Unicode("file").tag(sync=True)

    def __init__(self, label: str, filename: str, make: Callable[[], bytes], mime: str = "text/csv",
                 **kwargs) -> None:
        super().__init__(label=label, filename=filename, **kwargs)
        self._make = make
        self._mime = mime
        self.on_msg(self._on_message)

    def content(self) -> bytes:
        """The file's content, made now."""
        return self._make()

    def _on_message(self, _widget, content, _buffers) -> None:
        if isinstance(content, dict) and content.get("event") == "download":
            self.send({"event": "file", "name": self.filename, "mime": self._mime}, [self.content()])


__all__ = ["DownloadButton"]
