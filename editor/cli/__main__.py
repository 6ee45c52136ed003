"""``python -m editor.cli``: the ``worldsmith`` command without its installed script."""

import sys

from editor.cli.main import main

# Guarded: the balance report's worker processes import this module again (multiprocessing's
# spawn re-imports the main module), and must not start the command once more.
if __name__ == "__main__":
    sys.exit(main())
