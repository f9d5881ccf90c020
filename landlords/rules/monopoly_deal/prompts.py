"""stub"""

def prompt(game):
    raise NotImplementedError
