"""The adapter ``throughput.py --peer`` loads to measure a peer simulator beside the bare loop.

The peer is the Monopoly simulator of github.com/gamescomputersplay/monopoly (pure Python;
no auctions, no record, no reasons), cloned locally; its code is not part of this project
and nothing of it is copied here.  Set ``PEER_ROOT`` to the clone, then run::

    PEER_ROOT=/path/to/monopoly python benchmarks/throughput.py --peer benchmarks/peer_gamescomputersplay.py

Its game log is turned off (as this package's events off) and its bankruptcy log is not
written to disk.  A game's rounds are the turns it played: the simulator checks its end
conditions at the start of each turn, and the turn at which the check ends the game is
not played.
"""

from __future__ import annotations

import os
import random
import sys

ROOT = os.environ.get("PEER_ROOT")
if not ROOT or not os.path.isdir(os.path.join(ROOT, "monopoly")):
    raise SystemExit("peer_gamescomputersplay.py: set PEER_ROOT to a clone of gamescomputersplay/monopoly")
sys.path.insert(0, ROOT)

from monopoly.core import game as peer_game  # noqa: E402  (the peer, found through PEER_ROOT)
from monopoly.log import Log  # noqa: E402
from monopoly.log_settings import LogSettings  # noqa: E402
from settings import SimulationSettings  # noqa: E402

LogSettings.KEEP_GAME_LOG = False
Log.save = lambda self: None
_checked_at = [0]
_end_check = peer_game._check_end_conditions


def _noting_the_turn(players, log, game_number, turn):
    _checked_at[0] = turn
    return _end_check(players, log, game_number, turn)


peer_game._check_end_conditions = _noting_the_turn


def play_games(games: int, seed: int) -> int:
    """Play ``games`` games (four players, the peer's default settings) and return the rounds played."""
    seeds = random.Random(seed)
    rounds = 0
    for number in range(games):
        _checked_at[0] = 0
        peer_game.monopoly_game((number + 1, seeds.getrandbits(32)))
        last = _checked_at[0]
        rounds += last if last >= SimulationSettings.n_moves else last - 1
    return rounds
