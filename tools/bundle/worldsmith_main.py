"""The bundle's program: the ``worldsmith`` command, as the installed script runs it."""

import multiprocessing
import sys

if __name__ == "__main__":
    # `worldsmith balance` plays in worker processes started by "spawn": in a frozen program
    # each worker is this executable again, and this call turns it into a worker instead of
    # a second `worldsmith`.
    multiprocessing.freeze_support()
    from editor.cli.main import main

    sys.exit(main())
