"""Voila whose HTTP responses are compressed: ``python -m landlords.ui.compressing_voila``
takes Voila's command line.

Voila hands its ``tornado_settings`` to the web application after creating it, which is
too late for ``compress_response`` (tornado decides at creation whether to gzip), so
``landlords serve`` would send the widget bundles (megabytes of JavaScript) uncompressed.
This Voila passes that one setting at creation; everything else is Voila's own.  (Under
``jupyter lab``/``jupyter server``, as on Binder, ``ServerApp.tornado_settings`` already
works.)
"""

from __future__ import annotations

from voila.app import Voila


class CompressingVoila(Voila):
    """Voila that applies ``tornado_settings["compress_response"]`` when it builds its app."""

    def init_settings(self) -> dict:
        settings = super().init_settings()
        if "compress_response" in self.tornado_settings:
            settings["compress_response"] = bool(self.tornado_settings["compress_response"])
        return settings


main = CompressingVoila.launch_instance

if __name__ == "__main__":
    main()
