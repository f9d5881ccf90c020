"""``landlords serve`` shuts down the kernels of closed pages: the settings it passes to Voila,
and the ``--cull-after`` option that reaches them (the browser test sees them work)."""

from __future__ import annotations

import pytest

from landlords import cli
from landlords.ui import serve


def flags(command) -> dict:
    prefix = "--MappingKernelManager."
    return dict(part[len(prefix):].split("=", 1) for part in command if part.startswith(prefix))


def test_the_default_culls_idle_unconnected_kernels_after_five_minutes(tmp_path):
    settings = flags(serve.voila_command(tmp_path, 8899))
    assert settings == {"cull_idle_timeout": str(serve.CULL_AFTER), "cull_interval": "60",
                        "cull_connected": "False", "cull_busy": "False"}
    assert serve.CULL_AFTER == 300


def test_a_short_cull_time_is_checked_often_and_zero_turns_culling_off(tmp_path):
    assert flags(serve.voila_command(tmp_path, 8899, cull_after=8))["cull_interval"] == "2"
    assert flags(serve.voila_command(tmp_path, 8899, cull_after=0)) == {"cull_idle_timeout": "0"}
    with pytest.raises(serve.ServeError, match="0 or more"):
        serve.cull_settings(-1)


@pytest.mark.parametrize("argv, expected", [([], serve.CULL_AFTER), (["--cull-after", "45"], 45),
                                            (["--cull-after", "0"], 0)])
def test_cull_after_reaches_the_server(monkeypatch, argv, expected):
    seen = {}

    def fake_serve_main(app, **kwargs):
        seen.update(kwargs)
        return 0

    monkeypatch.setattr(serve, "serve_main", fake_serve_main)
    assert cli.main(["serve", "--no-browser", *argv]) == 0
    assert seen["cull_after"] == expected


def test_a_negative_cull_time_is_a_usage_error(capsys):
    assert cli.main(["serve", "--cull-after", "-5"]) == 2
    assert "at least 0" in capsys.readouterr().err


def test_binder_culls_with_the_same_settings_as_serve():
    import json
    import pathlib
    import re

    post_build = (pathlib.Path(__file__).resolve().parent.parent / "binder" / "postBuild").read_text()
    written = re.search(r'jupyter_server_config\.json" <<\'JSON\'\n(.*?)\nJSON', post_build, re.DOTALL)
    assert written, "binder/postBuild writes the kernel-culling settings"
    binder = json.loads(written.group(1))["MappingKernelManager"]
    assert binder == serve.cull_settings(serve.CULL_AFTER)
