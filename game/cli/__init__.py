"""The subcommands of main.py: the engine without a window (score, simulate, replay, demo)."""
