"""engine.units: parsing the sizes users type and printing the sizes we measure."""

from __future__ import annotations

import pytest

from engine.units import GIB, KIB, MIB, format_size, mib, parse_size


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("4096", 4096),
        ("0", 0),
        ("17B", 17),
        ("1k", KIB),
        ("2KiB", 2 * KIB),
        ("3kb", 3000),
        ("512MiB", 512 * MIB),
        ("512M", 512 * MIB),
        ("5MB", 5_000_000),
        ("2GiB", 2 * GIB),
        ("2G", 2 * GIB),
        ("2GB", 2_000_000_000),
        ("1TiB", 1024 * GIB),
        ("1TB", 1000**4),
        ("1.5G", 3 * GIB // 2),
        ("1.5GiB", 3 * GIB // 2),
        ("0.5MiB", MIB // 2),
        ("2.25GB", 2_250_000_000),
        ("  2 GiB  ", 2 * GIB),
        ("2gib", 2 * GIB),
        ("2GIB", 2 * GIB),
    ],
)
def test_parse_size_accepts_units_and_decimals(text: str, expected: int) -> None:
    assert parse_size(text) == expected


@pytest.mark.parametrize(
    "text", ["", "   ", "GiB", "-1GiB", "1,5GiB", ".5GiB", "1e3", "two", "1 2"]
)
def test_parse_size_rejects_non_sizes(text: str) -> None:
    with pytest.raises(ValueError, match="not a size"):
        parse_size(text)


@pytest.mark.parametrize("text", ["5XB", "1 parsecs", "2GiBs"])
def test_parse_size_rejects_unknown_units(text: str) -> None:
    with pytest.raises(ValueError, match="unknown size unit"):
        parse_size(text)


@pytest.mark.parametrize(("text", "expected"), [("8.2MB", 8_200_000), ("1.005kb", 1005)])
def test_parse_size_decimal_units_are_exact(text: str, expected: int) -> None:
    assert parse_size(text) == expected


@pytest.mark.parametrize(
    ("n_bytes", "expected"),
    [
        (0, "0 B"),
        (1023, "1023 B"),
        (KIB, "1.0 KiB"),
        (1536, "1.5 KiB"),
        (MIB, "1.00 MiB"),
        (92.1 * MIB, "92.10 MiB"),
        (GIB, "1.00 GiB"),
        (1.5 * GIB, "1.50 GiB"),
        (3 * 1024 * GIB, "3072.00 GiB"),
        (-2 * MIB, "-2.00 MiB"),
    ],
)
def test_format_size(n_bytes: float, expected: str) -> None:
    assert format_size(n_bytes) == expected


def test_format_size_reads_back_with_parse_size() -> None:
    assert parse_size(format_size(512 * MIB).replace(" ", "")) == 512 * MIB
    assert parse_size(format_size(3 * GIB)) == 3 * GIB


def test_mib() -> None:
    assert mib(3 * MIB) == 3.0
    assert mib(MIB // 2) == 0.5
