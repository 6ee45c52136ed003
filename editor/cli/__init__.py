"""The ``worldsmith`` command: main.py reads the arguments and runs each subcommand; the
subcommands that need no window live beside it, one module each (balance, campaign, import and
export, packs). Nothing in the application imports this package: the command line stands on
top of it."""
