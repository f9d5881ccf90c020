"""What the lessons read from one game: its bots' play, where its money went, its wealth
at a valuation, the same game switched to the reform, and one board's rents."""

from __future__ import annotations

import landlords

from ..experiments.valuation import VALUATION_WORDS, discount_rate, landing_rates, values_of
from ..metrics import gini
from .settings import BESIDE, PLAYERS, VALUATION
from .words import payments_words


class LessonError(ValueError):
    """A lesson asked for something the rule set cannot give (no reform, no such turn)."""


def reform_of(rules: str) -> str:
    """The regime the rule set's reform puts in force (its single tax:
    :attr:`RuleSet.reform`).

    Raises:
        LessonError: the rule set has no reform.
    """
    from ..engine.registry import find_rules
    reform = find_rules(rules).reform
    if reform is None:
        raise LessonError(f"{rules} has no reform to switch to")
    return reform


def bot_game(rules: str, seed: int, options: dict | None = None, players: int = PLAYERS):
    """A game of ``players`` bots (the rule set's line-up) played to its end."""
    game = landlords.new_game(rules, players=players, seed=seed, options=dict(options or {}))
    game.play()
    return game


def money_flows(game):
    """Where the money went: one row per reason of the ledger, in the game's own words.

    Columns ``reason, dollars, transfers, from, to``: the total moved for that reason,
    how many transfers, and the accounts it came from and went to (the most frequent
    first).  Starting cash is left out: it is given, not earned.
    """
    import pandas as pd
    words = game.rules.words
    ledger = game.ledger()
    ledger = ledger[ledger["reason"] != "starting_cash"]
    players = set(game.players)

    def named(account: str) -> str:
        return account if account in players else words.labels.get(account, account)

    rows = []
    for reason, part in ledger.groupby("reason", sort=False):
        rows.append({"reason": words.reasons.get(reason, reason.replace("_", " ")),
                     "dollars": int(part["amount"].sum()), "transfers": len(part),
                     "from": ", ".join(named(a) for a in part["src"].value_counts().index[:3]),
                     "to": ", ".join(named(a) for a in part["dst"].value_counts().index[:3])})
    table = pd.DataFrame(rows, columns=["reason", "dollars", "transfers", "from", "to"])
    return table.sort_values("dollars", ascending=False, kind="stable", ignore_index=True)


def book_gini(game) -> float:
    """The Gini of the players' wealth at book value (one valuation for every regime)."""
    return gini(list(game.book_values().values()))


def wealth_of(game, valuation: str = VALUATION) -> dict[str, float]:
    """``{player: wealth}`` of one game now, at ``valuation`` (``"market"``, ``"score"`` or
    ``"book"``); market value at the stated discount rate of the experiments
    (:func:`landlords.experiments.valuation.discount_rate`), as their rows count it."""
    rules = game.rules.name
    landing = landing_rates(rules) if valuation == "market" else None
    discount = discount_rate(rules, len(game.players)) if valuation == "market" else None
    values = values_of(game, valuation, landing, discount)
    return {player: float(value) for player, value in zip(game.players, values, strict=True)}


def gini_of(game, valuation: str = VALUATION) -> float:
    """The Gini of the players' wealth in one game now, at ``valuation``."""
    return gini(list(wealth_of(game, valuation).values()))


def lorenz_of_game(game, valuation: str = VALUATION):
    """The Lorenz curve of one game's wealth at ``valuation``, shaped like
    ``Results.lorenz`` (columns ``condition, population_share, wealth_share``; the
    condition is ``"this game"``), for :func:`landlords.charts.lorenz_figure`."""
    import pandas as pd

    from ..metrics import lorenz
    population, wealth = lorenz(list(wealth_of(game, valuation).values()))
    return pd.DataFrame({"condition": "this game", "population_share": population, "wealth_share": wealth})


def branch_at_turn(rules: str, seed: int, turn: int, options: dict | None = None, players: int = PLAYERS):
    """One game of bots, and the same game switched to the reform at the start of ``turn``.

    Returns ``(kept, switched)``, both played to their end: ``kept`` under the rules it
    began with, ``switched`` branched from it at that step, with the same dice and cards
    wherever it asks for the same draw.

    Raises:
        LessonError: the game ended before ``turn``.
    """
    from ..engine.branching import Timeline, branch, continue_like_parent
    kept = bot_game(rules, seed, options, players)
    if kept.turn < turn:
        raise LessonError(f"the game of seed {seed} ended at turn {kept.turn}, before turn {turn}")
    timeline = Timeline(kept)
    switched = branch(timeline, timeline.step_of_turn(turn), switch_rules=reform_of(rules))
    continue_like_parent(switched, timeline)
    return kept, switched


def play_future(rules: str, seed: int, switch_at: int | None = None, players: int = PLAYERS,
                options: dict | None = None) -> dict:
    """One game of bots played turn by turn, switched to the reform at the start of turn
    ``switch_at`` if given (as an experiment's ``switch_at`` does: the same game as
    :func:`branch_at_turn`'s copy), valued at the end of every turn.

    Returns ``{"game", "valued", "levy"}``: ``valued`` has a row per turn and player
    (``turn, player, market, score, book``: the wealth at the end of that turn, turns
    numbered as in ``game.history()``); ``levy`` is ``{"turn", "market", "score",
    "book"}``, each valuation's ``{player: wealth just before the switch minus just
    after}`` (what the switch took off each player's count), or None without a switch.

    Raises:
        LessonError: the game ended before ``switch_at``.
    """
    import pandas as pd
    game = landlords.new_game(rules, players=players, seed=seed, options=dict(options or {}))
    valuations = ("market", "score", "book")
    rows, levy = [], None
    while game.outcome is None:
        turn = game.turn
        if switch_at is not None and levy is None and turn >= switch_at:
            before = {v: wealth_of(game, v) for v in valuations}
            game.switch_rules(reform_of(rules))
            after = {v: wealth_of(game, v) for v in valuations}
            levy = {"turn": turn, **{v: {p: before[v][p] - after[v][p] for p in game.players}
                                     for v in valuations}}
        if game.play(until_turn=turn + 1) is None and game.turn == turn:
            raise LessonError(f"the game of seed {seed} stopped at a person's decision")
        now = {v: wealth_of(game, v) for v in valuations}
        rows += [(turn, p, now["market"][p], now["score"][p], now["book"][p]) for p in game.players]
    if switch_at is not None and levy is None:
        raise LessonError(f"the game of seed {seed} ended at turn {game.turn}, before turn {switch_at}")
    valued = pd.DataFrame(rows, columns=["turn", "player", "market", "score", "book"])
    return {"game": game, "valued": valued, "levy": levy}


def futures_flows(runs: dict, top: int = 4):
    """The money each future moved for the reasons that matter: the union of each
    future's ``top`` largest reasons (land rent always among them), with every future's
    true total and count of payments for each, even where it is not among its own
    largest.  Columns ``reason, future, dollars, payments`` (the game's own words for the
    reason; starting cash left out)."""
    import pandas as pd
    flows = {label: money_flows(game).set_index("reason") for label, game in runs.items()}
    first = next(iter(runs.values()))
    chosen = [first.rules.words.reasons.get("land_rent", "land rent")]
    for table in flows.values():
        chosen += [reason for reason in table.index[:top] if reason not in chosen]
    biggest = {reason: max(int(t.loc[reason, "dollars"]) if reason in t.index else 0 for t in flows.values())
               for reason in chosen}
    chosen.sort(key=lambda reason: -biggest[reason])
    rows = [{"reason": reason, "future": label,
             "dollars": int(table.loc[reason, "dollars"]) if reason in table.index else 0,
             "payments": int(table.loc[reason, "transfers"]) if reason in table.index else 0}
            for reason in chosen for label, table in flows.items()]
    return pd.DataFrame(rows, columns=["reason", "future", "dollars", "payments"])


def land_rent_receivers(game) -> dict[str, tuple[int, int]]:
    """Who received the land rent of ``game``: ``{"the lots' holders": (dollars,
    payments), "<the Treasury's name>": (dollars, payments)}`` from its ledger."""
    ledger = game.ledger()
    rent = ledger[ledger["reason"] == "land_rent"]
    to_players = rent[rent["dst"].isin(set(game.players))]
    to_public = rent[~rent["dst"].isin(set(game.players))]
    treasury = game.rules.words.labels.get("treasury", "the public")
    return {"the lots' holders": (int(to_players["amount"].sum()), len(to_players)),
            treasury: (int(to_public["amount"].sum()), len(to_public))}


def futures_table(runs: dict, valuation: str = VALUATION, beside: str = BESIDE):
    """``{label: game}`` side by side, one column per game: each player's wealth at the
    end at ``valuation`` and by ``beside``, the Gini at both, the rounds played, who
    received the land rent, and the money moved for the reasons that matter
    (:func:`futures_flows`: every reason shown with its true total in every game)."""
    import pandas as pd
    flows = futures_flows(runs)
    columns = {}
    for label, game in runs.items():
        wealth, other = wealth_of(game, valuation), wealth_of(game, beside)
        column = {}
        for player in game.players:
            column[f"{player}'s wealth {VALUATION_WORDS[valuation]}"] = f"${round(wealth[player]):,}"
            column[f"{player}'s wealth {VALUATION_WORDS[beside]}"] = f"${round(other[player]):,}"
        column[f"Gini of wealth {VALUATION_WORDS[valuation]}"] = f"{gini_of(game, valuation):.3f}"
        column[f"Gini of wealth {VALUATION_WORDS[beside]}"] = f"{gini_of(game, beside):.3f}"
        column["rounds played"] = str(game.outcome.rounds)
        for receiver, (dollars, payments) in land_rent_receivers(game).items():
            column[f"land rent received by {receiver}"] = payments_words(dollars, payments)
        for row in flows[flows["future"] == label].itertuples(index=False):
            column[f"money moved: {row.reason}"] = payments_words(row.dollars, row.payments)
        columns[label] = column
    return pd.DataFrame(columns).astype(object)


def one_house_rents(rules: str):
    """Each lot with its cheapest building on it: what it earns per opponent turn.

    Columns ``name, price, buildings, rent, probability, rent_per_turn``, the best
    earner first, then ``land_rent`` and ``land_rent_per_turn`` (what the bare lot asks
    of one landing and earns per opponent turn: its land rent), ``house_rent_per_turn`` (what the building adds) and
    ``over_margin`` (the lot's land rent per opponent turn above that of the lot whose
    land earns least: its differential rent, in Ricardo's sense, over the game's margin).
    Every lot carries the same kind of building at its own price, so the differences
    come from where it lies (how often tokens stop there) and what its land is worth.
    """
    from .. import analysis
    rents = analysis.rent_of_location(rules)
    lots = rents[rents["lot"].astype(bool)]
    bare = lots[lots["buildings"] == 0].drop_duplicates("space").set_index("space")
    built = lots[lots["buildings"] > 0]
    cheapest = built.loc[built.groupby("space", sort=False)["buildings"].idxmin()]
    table = cheapest[["space", "name", "price", "buildings", "rent", "probability", "rent_per_turn"]].copy()
    table["land_rent"] = table["space"].map(bare["rent"]).fillna(0.0).astype(float)
    table["land_rent_per_turn"] = table["space"].map(bare["rent_per_turn"]).fillna(0.0).astype(float)
    table["house_rent_per_turn"] = table["rent_per_turn"] - table["land_rent_per_turn"]
    table["over_margin"] = table["land_rent_per_turn"] - table["land_rent_per_turn"].min()
    table = table.drop(columns="space")
    return table.sort_values("rent_per_turn", ascending=False, kind="stable", ignore_index=True)


def margin_lot(rents) -> dict:
    """The lot whose bare land earns least per opponent turn (``one_house_rents``): the
    game's margin, ``{"name", "land_rent_per_turn"}``."""
    row = rents.loc[rents["land_rent_per_turn"].idxmin()]
    return {"name": str(row["name"]), "land_rent_per_turn": float(row["land_rent_per_turn"])}

