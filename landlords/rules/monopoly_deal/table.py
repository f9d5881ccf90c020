"""Monopoly Deal's table for drawing (``game.table(viewer)``): a :class:`CardTable`.

Each player's area shows his bank (cards and value), his property sets by colour (the
property cards by id, then the buildings standing on the colour; how many cards complete
it; whether it is complete), and the number of cards in his hand; the hand itself only
when the table is drawn for him (``viewer``).  Every card carries its distinct label
(``data``) and a CSS colour: its set's colour for a property and for a wildcard or
building on the table, else the colour of its kind (money, action, rent, wildcard in
hand).  The seats give the bank value as cash, the wealth as the rules count it, where he
stands in words and the tags ``turn`` (whose turn it is, while another answers) and
``winner``.  The discard pile is given in card order: the rules keep no order in it.
Deal has no purses, no regimes and no amounts outside the players' banks.
"""

from __future__ import annotations

from landlords.engine.table import Card, CardArea, CardSet, CardTable, Seat

from .data import PROPERTY, WILD
from .prompts import ending
from .state import NOBODY, TABLE
from .words import colour_words, plural, status


def card_view(game, card: int) -> Card:
    """One card as the table shows it."""
    data = game.data
    kind = data.kind[card]
    placed = game.colour[card] if game.zone[card] == TABLE else ""
    if kind == PROPERTY:
        colour, = data.card_colours[card]
        color = data.colour_css[colour]
    elif placed:
        color = data.colour_css[placed]
    else:
        color = data.card_css.get(kind)
    return Card(card, data.name[card], data.label[card], data.value[card], color, kind)


def _sets(game, seat: int) -> tuple[CardSet, ...]:
    data = game.data
    groups = game.groups(seat)
    built: dict = {}
    for card in game.laid_down(seat):
        if data.kind[card] not in (PROPERTY, WILD):
            built.setdefault(game.colour[card], []).append(card)
    sets = []
    for colour in data.colours:
        cards = groups.get(colour, []) + built.get(colour, [])
        if not cards:
            continue
        needed = data.set_size[colour]
        sets.append(CardSet(colour, colour_words(game, colour), data.colour_css[colour],
                            tuple(card_view(game, c) for c in cards), needed,
                            len(groups.get(colour, ())) >= needed))
    return tuple(sets)


def _area(game, seat: int, viewer_seat: int) -> CardArea:
    hand = game.hand_of(seat)
    bank = game.bank_of(seat)
    shown = tuple(card_view(game, c) for c in hand) if seat == viewer_seat else None
    return CardArea(game.players[seat], tuple(card_view(game, c) for c in bank),
                    game.balances[seat], _sets(game, seat), len(hand), shown)


def _notes(game) -> tuple[str, ...]:
    data = game.data
    notes = [f"{plural(data.sets_to_win, 'complete set')} of different colours win."]
    if game.current != NOBODY and not game.is_over:
        notes.append(f"{game.players[game.current]} has made {game.plays} of their "
                     f"{plural(data.plays, 'play')} this turn.")
    return tuple(notes)


def card_table(game, viewer: str | None = None) -> CardTable:
    """The table of ``game`` drawn for ``viewer`` (a player's name: his hand face up)."""
    viewer_seat = game.seat_of(viewer) if viewer is not None else NOBODY
    mover = game.to_move
    wealth = game.wealths()
    outcome = game.outcome
    seats = []
    for seat, name in enumerate(game.players):
        tags = []
        if seat == game.current and not game.is_over:
            tags.append("turn")
        if outcome is not None and outcome.winner == name:
            tags.append("winner")
        seats.append(Seat(name, game.balances[seat], wealth[name], game.bot_names.get(name),
                          status(game, seat), name == mover, tuple(tags)))
    words = game.rules.words
    turns = max(game.turn + game.n - 1, 0) // game.n            # the round being played
    return CardTable(
        title=words.title, subtitle=words.subtitle, turn=game.turn, round=turns,
        to_move=mover, ending=ending(game), seats=tuple(seats), notes=_notes(game),
        areas=tuple(_area(game, seat, viewer_seat) for seat in range(game.n)),
        draw_count=len(game.pile),
        discard=tuple(card_view(game, c) for c in game.discard_pile()))
