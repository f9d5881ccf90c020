"""Monopoly Deal's data files: the deck (``monopoly-deal-deck.json``) and the rule numbers
and colours the deck file gives only in words (``monopoly-deal-rules.json``)."""
