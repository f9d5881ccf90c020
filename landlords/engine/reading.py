"""What a game lets one read of its past: its events, its ledger's transfers and its
history (one row per turn and player), as plain values, and as pandas tables on request.

:class:`GameReading` is a base class of :class:`~landlords.engine.game.Game`: these
methods are a game's, kept here as one concern (nothing here changes a game).
"""

# mypyc: compiled

from __future__ import annotations

from typing import Any, NamedTuple

from .errors import IllegalActionError, shown
from .events import Event
from .hooks import RuleHooks
from .native import mypyc_attr
from .reasons import reason_text


class Transfer(NamedTuple):
    """One transfer of the ledger, with account names (see :meth:`Game.transfers`)."""

    step: int
    turn: int
    src: str
    dst: str
    amount: int
    reason: str
    space: Any


@mypyc_attr(allow_interpreted_subclasses=True)
class GameReading(RuleHooks):
    """The read-only views of a game's past (a base class of ``Game``)."""

    def _events_since(self, mark: int) -> list[Event]:
        if not self.recording:
            return []
        self._sync_events()
        return self._event_cache[mark:]

    @property
    def events(self) -> list[Event]:
        """Every event so far, oldest first (empty when events are not recorded)."""
        self._sync_events()
        return list(self._event_cache)

    def last_events(self, count: int) -> list[Event]:
        """The last ``count`` events, oldest first, without building the earlier ones (a
        feed of a long game shows a few dozen of its hundreds of thousands)."""
        raw = self._raw_events
        cache = self._event_cache
        if count <= 0 or not raw:
            return []
        first = max(0, len(raw) - count)
        if len(cache) == len(raw):
            return cache[first:]
        catalogue, context = self._CATALOGUE, self._event_context()
        return [self._event(r, catalogue, context) for r in raw[first:]]

    def events_of(self, kind: Any) -> list[Event]:
        """Every event of ``kind``, oldest first, building no other event."""
        catalogue, context = self._CATALOGUE, self._event_context()
        return [self._event(r, catalogue, context) for r in self._raw_events if r[2] == kind]

    def last_event(self, kind: Any) -> Event | None:
        """The newest event of ``kind``, or None, building no other event."""
        raw = self._raw_events
        for k in range(len(raw) - 1, -1, -1):          # (mypyc compiles no reversed() of a list[Any])
            r = raw[k]
            if r[2] == kind:
                return self._event(r, self._CATALOGUE, self._event_context())
        return None

    def event_steps(self) -> dict[str, list[int]]:
        """``{kind: log steps with an event of that kind}`` (each step once, in order),
        read from the raw events without building them."""
        steps: dict[str, list[int]] = {}
        for step, _, kind, _ in self._raw_events:
            found = steps.get(kind)
            if found is None:
                steps[kind] = [step]
            elif found[-1] != step:
                found.append(step)
        return steps

    @staticmethod
    def _event(r: tuple, catalogue, context) -> Event:
        if r[2] == "decided" and r[3][2] is not None and not isinstance(r[3][2], str):
            # A bot's reason is kept as (template, *args) until read; an event shows it as
            # the sentence the record keeps, so a replayed game has equal events.
            r = (r[0], r[1], r[2], (r[3][0], r[3][1], reason_text(r[3][2])))
        return Event(r, catalogue, context)

    def _sync_events(self) -> None:
        """Build the Event objects of raw events not yet seen (events are built lazily)."""
        cache = self._event_cache
        raw = self._raw_events
        if len(cache) < len(raw):
            catalogue, context, event = self._CATALOGUE, self._event_context(), self._event
            cache.extend(event(r, catalogue, context) for r in raw[len(cache):])

    def _event_context(self):
        return self

    def balance(self, account: Any) -> int:
        """Cash held by a player or an account (``"treasury"``, ``"miscellaneous"``...)."""
        try:
            return self._ledger.balance(account)
        except KeyError:
            raise IllegalActionError(
                f"no account {shown(account, 80)}; accounts: {', '.join(self._ledger.names)}") from None

    def transfers(self, since: int = 0) -> list[Transfer]:
        """Every transfer so far (from the ``since``-th on) as :class:`Transfer` named
        tuples with account names (no pandas)."""
        names = self._ledger.names
        return [Transfer(step, turn, names[src], names[dst], amount, reason, space)
                for step, turn, src, dst, amount, reason, space in self._ledger.transfers[since:]]

    @property
    def transfer_count(self) -> int:
        """How many transfers the ledger holds."""
        return len(self._ledger.transfers)

    def total_paid(self, account: Any, reasons) -> int:
        """Dollars paid out of ``account`` so far for any of ``reasons``."""
        index = self._ledger.index[account]
        return sum(t[4] for t in self._ledger.transfers if t[2] == index and t[5] in reasons)

    def history_rows(self) -> list[tuple]:
        """The history as plain rows: ``(turn, *HISTORY_TURN values, player,
        *HISTORY_PLAYER values)``, one per (turn, player); empty without recording."""
        rows = []
        players = self.players
        for turn, values, seats in self._history:
            for name, row in zip(players, seats):
                rows.append((turn,) + values + (name,) + row)
        return rows

    def history_table(self) -> dict[str, list]:
        """The history by column (``{column: values}``, in :meth:`history_columns` order),
        built straight from the kept rows: for long games a column-wise table is a small
        fraction of the memory of one tuple per row."""
        columns = self.history_columns()
        table: dict[str, list] = {name: [] for name in columns}
        turn_columns = [table[name] for name in ("turn", *self.HISTORY_TURN)]
        player_column = table["player"]
        seat_columns = [table[name] for name in self.HISTORY_PLAYER]
        players = self.players
        count = len(players)
        for turn, values, seats in self._history:
            turn_columns[0].extend((turn,) * count)
            for column, value in zip(turn_columns[1:], values):
                column.extend((value,) * count)
            player_column.extend(players)
            for row in seats:
                for column, value in zip(seat_columns, row):
                    column.append(value)
        return table

    @classmethod
    def history_columns(cls) -> list[str]:
        """The columns of :meth:`history_rows` and :meth:`history`."""
        return ["turn", *cls.HISTORY_TURN, "player", *cls.HISTORY_PLAYER]

    def ledger(self):
        """Every transfer as a pandas DataFrame (columns in DESIGN's ledger schema)."""
        from .dataframes import ledger_frame
        return ledger_frame(self)

    def history(self):
        """One row per (turn, player), taken at each turn's end (:meth:`history_columns`)."""
        from .dataframes import history_frame
        return history_frame(self)


__all__ = ["GameReading", "Transfer"]
