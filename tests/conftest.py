"""Shared test setup: Qt runs offscreen, hypothesis is deterministic enough for CI."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from hypothesis import HealthCheck, settings  # noqa: E402

settings.register_profile(
    "worldsmith",
    deadline=None,  # CI machines are slow and noisy; we test behaviour, not speed
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile("worldsmith")
