"""From the user's settings to the engine's parts: policies, lane limits, breaker settings."""

from __future__ import annotations

from engine.admission import AdmissionPolicy
from engine.admission.model import headroom
from engine.admission.reasons import Reason
from engine.breaker import BreakerSettings
from engine.domain import Lane
from engine.scheduling.lanes import LaneLimits
from engine.settings import Settings

MIB = 1024 * 1024


def admission_policy(
    settings: Settings,
    breaker_allows_gpu: bool = True,
    breaker_reason: str = "",
    gpu_queue_full: bool = False,
    gpu_block: Reason | None = None,
) -> AdmissionPolicy:
    """The admission thresholds, with the live facts (breaker, GPU queue full).

    ``gpu_block``: why the GPU is closed to this request, when the caller knows it more
    precisely than ``breaker_reason`` says (paused by the user, failed there already).
    """
    return AdmissionPolicy(
        headroom_percent=settings.get_float("gpu.headroom_percent"),
        headroom_mib=settings.get_int("gpu.headroom_mib"),
        pressure_threshold=settings.get_float("gpu.pressure_threshold"),
        estimate_margin=settings.get_float("gpu.estimate_margin_percent") / 100,
        observed_margin=settings.get_int("gpu.observed_margin_mib") * MIB,
        under_pressure=settings.get_list("policy.under_pressure"),
        gpu_max_ctx=settings.get_int("gpu_lane.max_ctx"),
        gpu_queue_full=gpu_queue_full,
        breaker_allows_gpu=breaker_allows_gpu,
        breaker_reason=breaker_reason,
        gpu_block=gpu_block,
    )


def lane_limits(settings: Settings, lane: Lane) -> LaneLimits:
    """Queue length, age and context cap of the GPU, CPU or remote lane."""
    if lane == Lane.REMOTE:  # another machine's business, one answer at a time from here
        return LaneLimits(
            max_queue=settings.get_int("remote.max_queue"),
            max_age_s=settings.get_float("gpu_lane.max_age_s"),
            max_ctx=settings.get_int("gpu_lane.max_ctx"),
            concurrency=1,
        )
    return LaneLimits(
        max_queue=settings.get_int(f"{lane}_lane.max_queue"),
        max_age_s=settings.get_float(f"{lane}_lane.max_age_s"),
        max_ctx=settings.get_int(f"{lane}_lane.max_ctx"),
        concurrency=settings.get_int(f"{lane}_lane.concurrency"),
        parallel=settings.get_int(f"{lane}_lane.parallel"),
    )


def breaker_settings(settings: Settings) -> BreakerSettings:
    """The circuit breaker's limits."""
    return BreakerSettings(
        failure_threshold=settings.get_int("breaker.failure_threshold"),
        window_s=settings.get_float("breaker.window_s"),
        open_s=settings.get_float("breaker.open_s"),
        backoff=settings.get_float("breaker.backoff"),
        max_open_s=settings.get_float("breaker.max_open_s"),
    )


def ram_reserve(settings: Settings, ram_total: int) -> int:
    """The host-RAM guard's reserve: the larger of its MiB and percent settings."""
    by_percent = round(ram_total * settings.get_float("host.ram_reserve_percent") / 100)
    return max(settings.get_int("host.ram_reserve_mib") * MIB, by_percent)


def gpu_headroom(settings: Settings, total: int) -> int:
    """Bytes kept free on a card of ``total`` bytes by the settings."""
    return headroom(total, admission_policy(settings))
