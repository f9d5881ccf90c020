"""What the apps' server sends, and how (issue 15, item 2): compressed over HTTP and over
the websocket, the same on Binder, and plotly's widget bundle served as a file by
``landlords serve`` (the charts load it from there) rather than sent with every page."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from landlords.ui import common, serve

ROOT = Path(__file__).resolve().parent.parent


def test_the_served_folder_asks_for_compression(tmp_path):
    serve.host_check_config(tmp_path, "127.0.0.1")
    settings = json.loads((tmp_path / "voila.json").read_text())["Voila"]["tornado_settings"]
    assert settings["compress_response"] is True
    assert settings["websocket_compression_options"] == serve.COMPRESSION["websocket_compression_options"]
    assert settings["allow_remote_access"] is False                      # the host check stays


def test_serve_runs_the_voila_that_compresses_and_serves_the_bundle(tmp_path):
    command = serve.voila_command(tmp_path, 8999)
    assert command[1:3] == ["-m", "landlords.ui.compressing_voila"]


def test_binder_compresses_as_serve_does():
    post_build = (ROOT / "binder" / "postBuild").read_text()
    written = re.search(r'jupyter_server_config\.json" <<\'JSON\'\n(.*?)\nJSON', post_build, re.DOTALL)
    server = json.loads(written.group(1))["ServerApp"]
    assert server["tornado_settings"]["compress_response"] is True
    assert server["websocket_compression_options"] == serve.COMPRESSION["websocket_compression_options"]


@pytest.mark.parametrize("base", ["/", "/user/ann/"])
def test_charts_load_the_served_bundle_only_in_a_kernel_of_serve(monkeypatch, base):
    common.chart_class.cache_clear()
    monkeypatch.delenv(serve.BUNDLE_ENV, raising=False)
    try:
        import plotly.graph_objects as go
        assert common.chart_class() is go.FigureWidget                   # a notebook, Binder: plotly's own
        common.chart_class.cache_clear()
        monkeypatch.setenv(serve.BUNDLE_ENV, serve.BUNDLE_PATH)
        monkeypatch.setenv("VOILA_BASE_URL", base)
        served = common.chart_class()
        assert issubclass(served, go.FigureWidget) and served is not go.FigureWidget
        chart = common.new_chart({"data": [{"type": "scatter", "x": [1], "y": [2]}], "layout": {}})
        assert len(chart._esm) < 1000 and json.dumps(base + serve.BUNDLE_PATH) in chart._esm
    finally:
        common.chart_class.cache_clear()
