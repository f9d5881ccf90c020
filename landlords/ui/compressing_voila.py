"""The Voila of ``landlords serve``: ``python -m landlords.ui.compressing_voila`` takes
Voila's command line, and differs from it in two things.

* Its HTTP responses are compressed.  Voila hands its ``tornado_settings`` to the web
  application after creating it, which is too late for ``compress_response`` (tornado
  decides at creation whether to gzip), so that one setting is passed at creation.
* It serves plotly's widget bundle (about 5 MB of JavaScript) as a static file, at
  :data:`BUNDLE_PATH` under the server's address, and tells its kernels so
  (:data:`BUNDLE_ENV`): the apps' charts then load it from there (compressed, and cached
  by the browser from one visit to the next) instead of receiving it over the
  websocket with every page (see :func:`landlords.ui.common.new_chart`).

Everything else is Voila's own.  (Under ``jupyter lab``/``jupyter server``, as on Binder,
``ServerApp.tornado_settings`` already works, and the charts carry their bundle.)
"""

from __future__ import annotations

import os
from pathlib import Path

from voila.app import Voila

from .serve import BUNDLE_ENV, BUNDLE_PATH


def plotly_bundle() -> Path | None:
    """Plotly's widget bundle on this machine (what a FigureWidget carries), or None."""
    try:
        import plotly
    except ImportError:
        return None
    path = Path(plotly.__file__).parent / "package_data" / "widgetbundle.js"
    return path if path.is_file() else None


class CompressingVoila(Voila):
    """Voila that compresses its HTTP responses and serves plotly's widget bundle."""

    def init_settings(self) -> dict:
        settings = super().init_settings()
        if "compress_response" in self.tornado_settings:
            settings["compress_response"] = bool(self.tornado_settings["compress_response"])
        return settings

    def setup_template_dirs(self) -> None:
        super().setup_template_dirs()
        bundle = plotly_bundle()
        if bundle is not None:
            self.static_paths.append(str(bundle.parent))
            os.environ[BUNDLE_ENV] = BUNDLE_PATH          # the kernels started from now on see it


main = CompressingVoila.launch_instance

if __name__ == "__main__":
    main()
