"""``python -m app`` is the ``spillway`` command."""

import sys

from app.cli import main

sys.exit(main())
