"""stub"""

def card_table(game, viewer):
    raise NotImplementedError
