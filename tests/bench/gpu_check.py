"""The real-GPU check: run once on a machine with an NVIDIA GPU, in a few minutes.

    make gpu-check                                   # or
    .venv/bin/python tests/bench/gpu_check.py [OUT_DIR]
    .venv/bin/spillway drill --gpu real [--report OUT_DIR]

The steps and their figures are in ``app/drill/real_gpu.py`` (one script for both
commands): NVML against nvidia-smi, the runtimes' build, the CUDA context's price,
admission under a real hog, a real out-of-memory and its classification, greedy GPU vs CPU
tokens and the verified-replay rate, speech on the card, and the batching gain (4 chats
answered together by one replica loaded with ``parallel`` 4, over one chat alone, as a ratio).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from app.drill.real_gpu import run_check  # noqa: E402

if __name__ == "__main__":
    sys.exit(run_check(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(".")))
