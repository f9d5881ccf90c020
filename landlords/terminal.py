"""Moved to landlords.cli.terminal; this path is kept for one release."""

from .cli.terminal import MAIN_KEY, PlayStopped, ask, play_in_terminal, read_amount, read_number

__all__ = ["MAIN_KEY", "PlayStopped", "ask", "play_in_terminal", "read_amount", "read_number"]
