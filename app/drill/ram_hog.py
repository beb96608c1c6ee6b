"""A process that really takes host RAM: ``python -m app.drill.ram_hog BYTES``.

It allocates ``BYTES``, writes every page (so the kernel must back them), prints ``ready``
and holds the memory until its input closes. The drill's RAM scenario runs it to bring
the machine's free RAM down to just above the guard's reserve, as another program would.
"""

from __future__ import annotations

import sys

PAGE = 4096


def hold(n_bytes: int) -> bytearray:
    """``n_bytes`` of memory with every page written."""
    block = bytearray(n_bytes)
    for offset in range(0, n_bytes, PAGE):
        block[offset] = 1
    return block


def main(argv: list[str] | None = None) -> int:
    """Take the memory, say so, wait for the input to close."""
    args = argv if argv is not None else sys.argv[1:]
    block = hold(int(args[0]))
    print("ready", flush=True)
    sys.stdin.read()
    return 0 if block else 1


if __name__ == "__main__":
    sys.exit(main())
