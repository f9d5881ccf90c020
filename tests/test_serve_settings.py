"""What ``landlords serve`` asks of its server (issue 26), without starting one: only the
app asked for is preheated; the page limits reach the server and bad ones are refused;
a busy port is refused in one line; a kernel finds a server served on a class network;
the log folder is private and every log line is scrubbed of teacher keys; the class verb
refuses an empty ``--store``."""

from __future__ import annotations

import logging
import re
import socket
import stat

import pytest

from landlords import cli
from landlords.ui import serve, server_log


def flags(command, prefix: str) -> list[str]:
    return [part[len(prefix):] for part in command if part.startswith(prefix)]


def test_only_the_app_asked_for_is_preheated(tmp_path):
    folder = serve.write_apps(tmp_path)
    denied = flags(serve.voila_command(folder, 8999, preheat=["play"]), "--VoilaKernelManager.preheat_denylist=")
    names = [path.name for path in sorted(folder.glob("*.ipynb"))]
    kept = [name for name in names if not any(re.match(pattern, str(folder / name)) for pattern in denied)]
    assert kept == ["play.ipynb"]
    denied = flags(serve.voila_command(folder, 8999, preheat=["replay"]), "--VoilaKernelManager.preheat_denylist=")
    assert not any(re.match(pattern, str(folder / "replay.ipynb")) for pattern in denied)
    assert any(re.match(pattern, str(folder / "play.ipynb")) for pattern in denied)
    assert flags(serve.voila_command(folder, 8999), "--VoilaKernelManager.preheat_denylist=") == []


def test_the_page_limits_reach_the_server_and_bad_ones_are_refused(tmp_path, monkeypatch):
    command = serve.voila_command(tmp_path, 8999, pages=serve.page_settings(7, 2, 30))
    assert "--VoilaConfiguration.multi_kernel_manager_class=landlords.ui.page_limits.PageKernelManager" in command
    assert flags(command, "--PageKernelManager.") == ["max_pages=7", "pages_per_address=2", "connect_within=30.0"]
    for bad in ((0, 2, 30), (5, 0, 30), (5, 2, -1), (True, 2, 30)):
        with pytest.raises(serve.ServeError) as caught:
            serve.page_settings(*bad)
        assert caught.value.code == 2
    seen = {}
    monkeypatch.setattr(serve, "serve_main", lambda app, **kwargs: seen.update(kwargs) or 0)
    assert cli.main(["serve", "--no-browser", "--max-pages", "12", "--pages-per-address", "3"]) == 0
    assert seen["pages"] == serve.page_settings(12, 3)
    assert cli.main(["serve", "--max-pages", "0"]) == 2


def test_a_busy_port_is_refused_in_one_line_before_anything_starts():
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        with pytest.raises(serve.ServeError, match="in use") as caught:
            serve.check_port_free("127.0.0.1", port)
        assert "\n" not in str(caught.value) and caught.value.code == 1
    serve.check_port_free("127.0.0.1", port)                           # free again


@pytest.mark.parametrize("host, reach", [("127.0.0.1", None), ("localhost", None), ("0.0.0.0", None),
                                         ("192.168.1.20", "192.168.1.20"), ("::", "[::1]"),
                                         ("fd00::2", "[fd00::2]")])
def test_a_kernel_reaches_its_server_where_it_listens(host, reach):
    assert serve.kernel_server_address(host) == reach


def test_each_log_is_a_new_private_file():
    first, second = server_log.new_log_file(8999), server_log.new_log_file(8999)
    assert first != second and first.read_text() == ""
    for path in (first, second):
        assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700 and stat.S_IMODE(path.stat().st_mode) == 0o600


def test_every_log_record_is_scrubbed_of_teacher_keys(caplog):
    key = "nFNsVq8zxXFLYZexFRzLfGKQcbrPEib_2T2Esg2wvj0"
    assert server_log.scrub(f"GET /voila/render/t.ipynb?key={key}&x=1 ok") == \
        "GET /voila/render/t.ipynb?key=[secret]&x=1 ok"
    before = logging.getLogRecordFactory()
    try:
        server_log.scrub_every_record()
        server_log.scrub_every_record()                                 # once is enough
        logger = logging.getLogger("landlords.tests.scrubbed")        # any logger: the factory is global
        logger.disabled, logger.propagate = False, True               # (another test may have quietened tornado's)
        with caplog.at_level(logging.WARNING, logger=logger.name):
            logger.warning("404 GET %s (127.0.0.1)", f"/x?key={key}")
        assert key not in caplog.text and "key=[secret]" in caplog.text
    finally:
        logging.setLogRecordFactory(before)


def test_serve_classroom_refuses_an_empty_store_in_one_line(capsys):
    assert cli.main(["serve", "classroom", "--no-browser", "--store", ""]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--store names no store" in err
    assert cli.main(["serve", "classroom", "--no-browser", "--store", "  "]) == 2
