"""A GPU machine with a CPU-only build says so: a fake NVML, the real llama-cpp-python build."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.api import Engine, Settings
from engine.devices.build import NO_CUDA_BUILD, RuntimeBuild, probe_build, worker_environment
from engine.devices.gpu import open_gpu
from engine.devices.monitor import DeviceMonitor
from tests.fake_nvml import FakeNvml
from tests.integration.engine_helpers import make_engine

pytestmark = pytest.mark.models


def _engine_on(tmp: Path, build: RuntimeBuild, nvml: FakeNvml) -> Engine:
    gpu = open_gpu(tmp, build=build, monitor=DeviceMonitor(0.05, nvml=nvml))
    engine = make_engine(tmp, gpu_size=None)
    return Engine(Settings({}), engine.registry, gpu, tmp / "data")


def test_the_installed_build_is_asked_what_it_can_do() -> None:
    build = probe_build()
    import ctranslate2
    import llama_cpp

    assert build.llama_gpu == llama_cpp.llama_supports_gpu_offload()
    assert build.whisper_cuda_devices == ctranslate2.get_cuda_device_count()


def test_a_gpu_machine_with_a_cpu_only_build_says_cpu_only(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    build = probe_build()  # this machine's real build
    nvml = FakeNvml()
    engine = _engine_on(tmp_path, build, nvml)
    status = engine.status()
    if build.llama_gpu:  # a CUDA build: the card is used, and named
        assert engine.gpu.worker_device == "cuda" and status.mode == "gpu"
        assert status.gpu_description == nvml.name
        return
    assert engine.gpu.worker_device is None  # no GPU lane: no CPU work labelled GPU
    assert status.mode == "cpu-only"
    assert status.reason.startswith(NO_CUDA_BUILD)
    assert status.gpu_description.startswith(f"{nvml.name}: {NO_CUDA_BUILD}")
    assert status.gpu is None and not status.gpu_simulated
    # What the CLI's `status`, the tray and the status view print comes from this status.
    from app.status_cmd import _print
    from ui.tray import mode_message, summary

    assert NO_CUDA_BUILD in summary(status) and NO_CUDA_BUILD in mode_message(status)
    _print(status, [], 2048)
    printed = capsys.readouterr().out
    assert f"Mode: cpu-only ({NO_CUDA_BUILD}" in printed and nvml.name in printed
    assert nvml.inits == nvml.shutdowns == 1  # opened once, closed when the card is unusable


def test_a_cuda_build_uses_the_card_and_names_it(tmp_path: Path) -> None:
    nvml = FakeNvml(total=24 * 2**30)
    engine = _engine_on(tmp_path, RuntimeBuild(llama_gpu=True, whisper_cuda_devices=1), nvml)
    status = engine.status()
    assert (status.mode, status.gpu_description) == ("gpu", nvml.name)
    assert status.gpu is not None and status.gpu.total == 24 * 2**30
    assert engine.gpu.monitor is not None
    engine.gpu.monitor.stop()
    assert nvml.inits == nvml.shutdowns == 1


def test_gpu_speech_workers_get_the_pip_cuda_libraries(tmp_path: Path) -> None:
    assert worker_environment("llm", "cuda") is None
    assert worker_environment("whisper", "cpu") is None
    env = worker_environment("whisper", "cuda")
    from engine.devices.build import cuda_library_dirs

    dirs = cuda_library_dirs()
    if not dirs:  # no nvidia-* wheels installed here: nothing to add, the env is inherited
        assert env is None
        return
    assert env is not None
    assert env["LD_LIBRARY_PATH"].split(":")[: len(dirs)] == [str(d) for d in dirs]
