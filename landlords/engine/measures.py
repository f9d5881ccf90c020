"""What a game answers about its players' wealth and its measures: wealth as the rules
count it, at the book valuation and at market value, the money created and moved, the
land held, the standard tallies and the rule set's result columns.

:class:`GameMeasures` is a base class of :class:`~landlords.engine.game.Game`: the
defaults fit a game with nothing to hold but money; rule sets with land override them.
"""

# mypyc: compiled

from __future__ import annotations

from typing import Any

from .native import mypyc_attr
from .reading import GameReading


@mypyc_attr(allow_interpreted_subclasses=True)
class GameMeasures(GameReading):
    """The measures of a game (a base class of ``Game``; see the module's docstring)."""

    def wealth(self, player: Any) -> int:
        """The player's wealth as the rules count it (what the final standings score)."""
        return self._wealths()[self._seat_of(player)]

    def wealths(self) -> dict[str, int]:
        """Every player's wealth as the rules count it, by name."""
        return dict(zip(self.players, self._wealths()))

    def book_values(self) -> dict[str, int]:
        """Every player's wealth at the *book valuation*, by name: cash, each deed or
        property card at its printed price, each building at its cost, plus money owed
        to the player and less money he owes.

        Rules score wealth differently (under the single tax a deed counts 0, ST-O1), so
        comparing regimes by the rules' own score compares two yardsticks.  The book
        valuation is the one yardstick used wherever regimes or rule sets are compared.
        The default fits a game with nothing but money; rule sets with land override
        :meth:`_book_values`.
        """
        return dict(zip(self.players, self._book_values()))

    def _book_values(self) -> list[int]:
        """Every seat's wealth at the book valuation (see :meth:`book_values`)."""
        return self._wealths()

    def market_parts(self, landing) -> list[tuple[float, float]]:
        """Every seat's wealth at *market value*, in two parts: ``(fixed, income)``.

        A holding is worth to its holder the rent it will draw for him under the rules in
        force now.  ``income`` is what his holdings are expected to draw in one round (one
        turn of every player), from where tokens land: ``landing[s]`` is the expected
        number of times one player's turn ends a move on space ``s`` (the exact long-run
        rates of :func:`landlords.analysis.landing_probabilities`, column ``per_turn``).
        ``fixed`` is everything counted at a fixed sum: cash, loans at what is owed, and
        holdings that draw nothing (or that the rules price, such as a line the public will
        buy).  The market value at a discount rate ``r`` per round is ``fixed + income / r``
        (:meth:`market_values`); keeping the two parts lets a reader change ``r`` after the
        game.  The default fits a game with nothing to hold but money: the book values and
        no income.  Rule sets with land override it and document what each holding counts.
        """
        return [(float(value), 0.0) for value in self._book_values()]

    def market_values(self, landing, discount: float) -> dict[str, float]:
        """Every player's wealth at market value at ``discount`` per round, by name (see
        :meth:`market_parts`).

        Raises:
            ValueError: ``discount`` is not a positive number.
        """
        if not isinstance(discount, (int, float)) or isinstance(discount, bool) or not discount > 0:
            raise ValueError(f"the discount rate is a positive number per round, not {discount!r}")
        return {name: fixed + income / discount
                for name, (fixed, income) in zip(self.players, self.market_parts(landing))}

    def money_flows(self) -> dict[str, int]:
        """Money the game has created and moved so far, read from the ledger.

        ``issued``: dollars the issuing account (:attr:`ISSUER`) paid out after the
        starting cash (wages, salaries, winnings, the public's purchases paid to it
        excluded: those go *into* it); ``returned``: dollars paid into it (prices of
        houses and luxuries, antes, public works it receives); ``created``: ``issued -
        returned``, the net new money in the hands of the players and the public;
        ``between_players``: dollars one player paid another (rents, fares, prices, loans).
        """
        n = len(self.players)
        issuer = self._ledger.index.get(self.ISSUER, -1) if self.ISSUER else -1
        issued = returned = between = 0
        for _, _, src, dst, amount, reason, _ in self._ledger.transfers:
            if src == issuer:
                if reason != "starting_cash":
                    issued += amount
            elif dst == issuer:
                returned += amount
            elif src < n and dst < n:
                between += amount
        return {"issued": issued, "returned": returned, "created": issued - returned,
                "between_players": between}

    def land_held(self) -> list[int] | None:
        """How many lots (land deeds or property cards) each seat holds, or ``None`` for
        a game with no land (for the concentration of land holding)."""
        return None

    def land_count(self) -> int | None:
        """How many lots the board has (held or not), or ``None`` for a game with no land:
        the share of all land the biggest landholder holds is ``max(land_held()) /
        land_count()``."""
        return None

    def tallies(self) -> dict[str, int]:
        """This game's counts of the standard measures its rule set reports
        (``rules.measures``; names from ``engine.ruleset.MEASURES``), so far."""
        return {}

    def results(self) -> dict:
        """The rule set's result columns (``rules.result_columns``) for this game."""
        return {}


__all__ = ["GameMeasures"]
