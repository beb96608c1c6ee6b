"""What a GGUF model would cost here: the four placement profiles, against the room now.

Pure functions of the model's metadata, the load shape and the room on this machine; the
same figures ``spillway estimate --compare``, ``spillway models scan`` and the model picker
show.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from engine.devices.snapshot import GpuSnapshot, HostSnapshot
from engine.estimate.llm import LlmShape, estimate_llm
from engine.models.gguf_meta import GgufMetadata
from engine.policies import gpu_headroom, ram_reserve
from engine.settings import Settings


@dataclass(frozen=True)
class Room:
    """Bytes free for a model now: on the GPU past its headroom (None: no usable GPU), and
    in host RAM past the guard's reserve."""

    gpu: int | None
    host: int


def room_now(settings: Settings, gpu: GpuSnapshot | None, host: HostSnapshot) -> Room:
    """The room the settings leave on a card and in host RAM, from their snapshots."""
    gpu_room = None
    if gpu is not None and not gpu.error:
        gpu_room = gpu.free - gpu_headroom(settings, gpu.total)
    return Room(gpu_room, host.ram_available - ram_reserve(settings, host.ram_total))


@dataclass(frozen=True)
class ProfileCost:
    """One placement's memory, and whether it fits the room (None: it needs a GPU and
    there is none to ask)."""

    profile: str
    device_bytes: int
    host_bytes: int
    fits: bool | None


def placement_profiles(meta: GgufMetadata, shape: LlmShape) -> list[tuple[str, LlmShape]]:
    """The placements an LLM can be served with (R8), named, at ``shape``'s context.

    The planned split keeps ``shape``'s GPU layers when it names a partial split, else half
    of the model's layers.
    """
    layers = shape.n_gpu_layers
    split = layers if 0 < layers < meta.n_layer else meta.n_layer // 2
    return [
        ("all on the GPU", dataclasses.replace(shape, n_gpu_layers=-1, kv_on_host=False)),
        ("KV cache in host RAM", dataclasses.replace(shape, n_gpu_layers=-1, kv_on_host=True)),
        (
            f"planned split ({split} of {meta.n_layer} layers)",
            dataclasses.replace(shape, n_gpu_layers=split, kv_on_host=False),
        ),
        ("CPU replica", dataclasses.replace(shape, n_gpu_layers=0, kv_on_host=False)),
    ]


def profile_costs(meta: GgufMetadata, shape: LlmShape, room: Room) -> list[ProfileCost]:
    """Each placement profile's GPU and host bytes, and whether it fits ``room``."""
    costs = []
    for name, profile in placement_profiles(meta, shape):
        est = estimate_llm(meta, profile)
        fits: bool | None = est.host_total <= room.host
        if est.device_total:
            fits = None if room.gpu is None else fits and est.device_total <= room.gpu
        costs.append(ProfileCost(name, est.device_total, est.host_total, fits))
    return costs


def best_fit(costs: list[ProfileCost]) -> ProfileCost | None:
    """The first profile (in the order of preference above) that fits now, if any."""
    return next((cost for cost in costs if cost.fits), None)
