"""What the installed runtimes can do on a GPU, and where their CUDA libraries are.

NVML finding a card says nothing about the build: without ``nvcc`` llama-cpp-python is
compiled for the CPU, and every "GPU" token would be computed on the CPU. The engine asks
the runtimes themselves (``llama_supports_gpu_offload()``,
``ctranslate2.get_cuda_device_count()``) and says plainly when the card cannot be used.
"""

from __future__ import annotations

import importlib.util
import logging
import os
from dataclasses import dataclass
from pathlib import Path

log = logging.getLogger(__name__)
NO_CUDA_BUILD = "GPU found, this build has no CUDA: CPU only"


@dataclass(frozen=True)
class RuntimeBuild:
    """GPU support of the installed runtimes.

    Attributes:
        llama_gpu: llama-cpp-python was built with a GPU backend.
        whisper_cuda_devices: CUDA devices CTranslate2 sees (0: none, or a CPU-only build).
    """

    llama_gpu: bool
    whisper_cuda_devices: int

    def problem(self) -> str | None:
        """What keeps the card from being used, in words; None when the chat model can use it."""
        if not self.llama_gpu:
            return f"{NO_CUDA_BUILD} (llama-cpp-python was built without a GPU backend)"
        return None

    def whisper_note(self) -> str:
        """A note for the status when speech cannot use the card."""
        if self.whisper_cuda_devices == 0:
            return "speech runs on the CPU: CTranslate2 sees no CUDA device"
        return ""


def probe_build() -> RuntimeBuild:
    """Ask the installed runtimes what they can do (imports them: call once, at start)."""
    return RuntimeBuild(_llama_gpu(), _ctranslate2_devices())


def _llama_gpu() -> bool:
    try:
        import llama_cpp
    except Exception as exc:  # a broken install: no GPU from it, said in the log
        log.warning("llama-cpp-python cannot be imported: %s", exc)
        return False
    return bool(llama_cpp.llama_supports_gpu_offload())


def _ctranslate2_devices() -> int:
    try:
        import ctranslate2

        return int(ctranslate2.get_cuda_device_count())
    except Exception as exc:  # no CUDA runtime or driver: CTranslate2 sees no device
        log.info("CTranslate2 sees no CUDA device: %s", exc)
        return 0


def cuda_library_dirs() -> list[Path]:
    """The ``lib`` folders of the pip CUDA wheels (nvidia-cublas-cu12, nvidia-cudnn-cu12...)."""
    spec = importlib.util.find_spec("nvidia")
    if spec is None or not spec.submodule_search_locations:
        return []
    found = []
    for root in spec.submodule_search_locations:
        found += sorted(p for p in Path(root).glob("*/lib") if p.is_dir())
    return found


def worker_environment(kind: str, device: str) -> dict[str, str] | None:
    """The environment of a worker process; None to inherit ours unchanged.

    CTranslate2 loads cuBLAS and cuDNN lazily with ``dlopen``, which only searches the
    loader's path as it was when the process started: a GPU speech worker gets the pip
    wheels' folders on ``LD_LIBRARY_PATH``.
    """
    if kind != "whisper" or device != "cuda":
        return None
    dirs = [str(d) for d in cuda_library_dirs()]
    if not dirs:
        return None
    env = dict(os.environ)
    env["LD_LIBRARY_PATH"] = os.pathsep.join([*dirs, *filter(None, [env.get("LD_LIBRARY_PATH")])])
    return env
