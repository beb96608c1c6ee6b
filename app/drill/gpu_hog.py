"""A memory hog on a real NVIDIA GPU: another program holding device memory.

    python -m app.drill.gpu_hog LEAVE_MIB

It allocates device memory through the CUDA runtime (``cudaMalloc``, via ctypes) until
only LEAVE_MIB are free, prints ``held N`` (MiB) and keeps it until stdin closes.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import glob
import importlib.util
import os
import sys

MIB = 1 << 20


def load_cudart() -> ctypes.CDLL:
    """The CUDA runtime: from NVIDIA's wheels, the CUDA toolkit, or the loader's path."""
    candidates: list[str] = []
    spec = importlib.util.find_spec("nvidia")
    roots = list(spec.submodule_search_locations or []) if spec is not None else []
    for root in roots:
        candidates += glob.glob(os.path.join(root, "cuda_runtime", "lib", "libcudart.so*"))
    candidates += glob.glob("/usr/local/cuda*/lib64/libcudart.so*")
    found = ctypes.util.find_library("cudart")
    candidates += [found] if found else []
    for path in candidates:
        try:
            return ctypes.CDLL(path)
        except OSError:
            continue
    raise OSError("no CUDA runtime (libcudart) found")


def free_bytes(cudart: ctypes.CDLL) -> int:
    """Free device memory now, as the runtime sees it."""
    free, total = ctypes.c_size_t(), ctypes.c_size_t()
    if cudart.cudaMemGetInfo(ctypes.byref(free), ctypes.byref(total)) != 0:
        raise OSError("cudaMemGetInfo failed")
    return free.value


def hog(leave: int) -> int:
    """Allocate until ``leave`` bytes are free; returns the bytes held."""
    cudart = load_cudart()
    held, chunk = 0, 1 << 30
    pointers = []
    while chunk >= 16 * MIB:
        room = free_bytes(cudart) - leave
        if room < chunk:
            chunk //= 2
            continue
        pointer = ctypes.c_void_p()
        if cudart.cudaMalloc(ctypes.byref(pointer), ctypes.c_size_t(chunk)) != 0:
            chunk //= 2
            continue
        pointers.append(pointer)
        held += chunk
    hog.pointers = pointers  # type: ignore[attr-defined]  # keep them alive
    return held


def main() -> None:
    """Entry point."""
    held = hog(int(sys.argv[1]) * MIB)
    print(f"held {held // MIB}", flush=True)
    sys.stdin.read()  # until the parent closes the pipe


if __name__ == "__main__":
    main()
