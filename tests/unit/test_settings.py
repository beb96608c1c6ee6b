"""The settings schema, validation, immutable snapshots and the TOML file."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.settings import (
    SCHEMA,
    SCHEMA_BY_KEY,
    Setting,
    Settings,
    SettingsError,
    load_settings,
    save_settings,
    validate,
)

GROUPS = {
    "GPU headroom and pressure",
    "Circuit breaker",
    "CPU lane and RAM guard",
    "Context caps",
    "Models",
    "Local API",
    "Remote server",
    "Desktop",
}


def _problem(key: str, value: object) -> str:
    with pytest.raises(SettingsError) as info:
        validate(key, value)
    [(where, reason)] = info.value.problems
    assert where == key
    assert key in str(info.value)
    return reason


# --- the schema itself -------------------------------------------------------------------


def test_defaults_validate_against_their_own_schema() -> None:
    for spec in SCHEMA:
        assert validate(spec.key, spec.default) == spec.default, spec.key
        assert type(spec.default) is spec.type, spec.key


def test_keys_unique_sectioned_and_grouped() -> None:
    keys = [s.key for s in SCHEMA]
    assert len(keys) == len(set(keys)) == len(SCHEMA_BY_KEY)
    for spec in SCHEMA:
        assert spec.section and spec.name and "." not in spec.name, spec.key
        assert spec.group in GROUPS, spec.key
        assert spec.description.endswith("."), spec.key
        assert spec.type in (int, float, bool, str), spec.key
        if spec.type in (int, float):
            assert spec.minimum is not None and spec.maximum is not None, spec.key
            assert spec.minimum <= spec.maximum, spec.key
        if spec.multiple:
            assert spec.type is str and spec.choices, spec.key
    assert {s.group for s in SCHEMA} == GROUPS


def test_the_mission_thresholds_are_all_in_the_schema() -> None:
    for key in (
        "gpu.headroom_percent",
        "gpu.headroom_mib",
        "gpu.pressure_threshold",
        "policy.under_pressure",
        "breaker.failure_threshold",
        "cpu_lane.max_queue",
        "cpu_lane.max_ctx",
        "cpu_lane.readiness",
        "host.ram_reserve_mib",
        "models.fallback_llm",
        "whisper.compute_type",
    ):
        assert key in SCHEMA_BY_KEY


# --- validation ----------------------------------------------------------------------------


def test_bounds_errors_name_the_limit_and_unit() -> None:
    assert _problem("gpu.headroom_mib", 70000) == "70000 is above the maximum 65536 MiB"
    assert _problem("gpu.headroom_mib", -1) == "-1 is below the minimum 0 MiB"
    assert _problem("gpu.headroom_percent", 50.5) == "50.5 is above the maximum 50%"
    assert _problem("gpu.pressure_threshold", 0.4) == "0.4 is below the minimum 0.5"
    assert validate("gpu.headroom_mib", 65536) == 65536
    assert validate("breaker.open_s", 0.1) == 0.1


def test_type_errors() -> None:
    assert "whole number" in _problem("gpu.headroom_mib", 256.0)
    assert "must be a number" in _problem("gpu.headroom_mib", "256")
    assert "must be a number" in _problem("gpu.headroom_percent", True)
    assert "must be a number" in _problem("gpu.headroom_mib", False)
    assert "finite" in _problem("gpu.headroom_percent", float("nan"))
    assert "finite" in _problem("gpu.headroom_percent", float("-inf"))
    assert "above the maximum" in _problem("gpu.headroom_percent", 10**400)
    assert "must be text" in _problem("models.llm", 3)
    assert "printable" in _problem("models.llm", "a\nb")


def test_int_for_float_is_coerced() -> None:
    value = validate("breaker.window_s", 60)
    assert value == 60.0 and type(value) is float


def test_choices() -> None:
    assert validate("cpu_lane.readiness", "on-demand") == "on-demand"
    reason = _problem("cpu_lane.readiness", "lukewarm")
    assert reason == "'lukewarm' is not one of warm, on-demand, none"
    assert "int8_float16" in _problem("whisper.compute_type", "int4")


def test_unknown_key() -> None:
    assert _problem("gpu.headroom_gib", 1) == "unknown setting"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("delay", "delay"),
        ("cpu, delay", "cpu,delay"),
        ("offload,shrink,fallback,cpu,delay", "offload,shrink,fallback,cpu,delay"),
    ],
)
def test_policy_list_valid(text: str, expected: str) -> None:
    assert validate("policy.under_pressure", text) == expected


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("", "needs at least one of delay, shrink, offload, cpu, fallback"),
        ("cpu,cpu", "'cpu' is listed twice"),
        ("cpu,teleport", "unknown item 'teleport'"),
        ("cpu,,delay", "unknown item ''"),
        ("cpu,refuse", "'refuse' is always the last resort"),
    ],
)
def test_policy_list_invalid(text: str, fragment: str) -> None:
    assert fragment in _problem("policy.under_pressure", text)


def test_policy_as_list() -> None:
    assert Settings().get_list("policy.under_pressure") == ("shrink", "cpu", "fallback", "delay")
    with pytest.raises(TypeError):
        Settings().get_list("models.llm")


# --- snapshots -----------------------------------------------------------------------------


def test_typed_getters() -> None:
    s = Settings.defaults()
    assert s.get_int("gpu.headroom_mib") == 256
    assert s.get_float("gpu.pressure_threshold") == 0.90
    assert s.get_str("cpu_lane.readiness") == "warm"
    assert s["breaker.window_s"] == 60.0
    with pytest.raises(TypeError, match=r"gpu.headroom_percent is a float setting"):
        s.get_int("gpu.headroom_percent")
    with pytest.raises(TypeError):
        s.get_bool("gpu.headroom_mib")
    with pytest.raises(KeyError, match="unknown setting"):
        s["gpu.nope"]


def test_replace_returns_a_new_validated_snapshot() -> None:
    base = Settings.defaults()
    new = base.replace({"gpu.headroom_mib": 512, "breaker.window_s": 30})
    assert new is not base
    assert base.get_int("gpu.headroom_mib") == 256
    assert new.get_int("gpu.headroom_mib") == 512
    assert new.get_float("breaker.window_s") == 30.0
    assert new.changed_keys(base) == ["gpu.headroom_mib", "breaker.window_s"]
    assert base.changed_keys(base) == []
    assert new != base and new == base.replace({"gpu.headroom_mib": 512, "breaker.window_s": 30})
    assert hash(new) == hash(Settings({"gpu.headroom_mib": 512, "breaker.window_s": 30.0}))
    assert "gpu.headroom_mib=512" in repr(new)


def test_replace_lists_every_invalid_key() -> None:
    with pytest.raises(SettingsError) as info:
        Settings().replace({"gpu.headroom_mib": -5, "gpu.nope": 1, "cpu_lane.concurrency": 2})
    assert [key for key, _ in info.value.problems] == ["gpu.headroom_mib", "gpu.nope"]


def test_snapshot_is_immutable() -> None:
    s = Settings()
    with pytest.raises(AttributeError):
        s.x = 1  # type: ignore[attr-defined]
    with pytest.raises(TypeError):
        s._values["gpu.headroom_mib"] = 1  # type: ignore[index]
    d = s.as_dict()
    d["gpu.headroom_mib"] = 1
    assert s.get_int("gpu.headroom_mib") == 256


# --- TOML ----------------------------------------------------------------------------------


def test_to_toml_parses_and_documents_every_setting() -> None:
    text = Settings().to_toml()
    data = tomllib.loads(text)
    for spec in SCHEMA:
        assert data[spec.section][spec.name] == spec.default, spec.key
        assert f"# {spec.description}" in text, spec.key
    assert "(0 to 65536 MiB)" in text
    assert "(one of: warm, on-demand, none)" in text


def test_to_toml_escapes_strings() -> None:
    s = Settings({"models.llm": 'a "quoted" \\ name', "models.fallback_llm": "ünï ✓"})
    data = tomllib.loads(s.to_toml())
    assert data["models"]["llm"] == 'a "quoted" \\ name'
    assert data["models"]["fallback_llm"] == "ünï ✓"


def test_load_missing_file_gives_defaults(tmp_path: Path) -> None:
    assert load_settings(tmp_path / "none.toml") == (Settings(), [])


def test_load_valid_file(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text('[gpu]\nheadroom_mib = 512\n[cpu_lane]\nreadiness = "none"\n')
    loaded, problems = load_settings(path)
    assert problems == []
    assert loaded == Settings({"gpu.headroom_mib": 512, "cpu_lane.readiness": "none"})


def test_load_partially_invalid_keeps_good_keys(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    text = '[gpu]\nheadroom_mib = -3\nheadroom_percent = 7\n[breaker]\nnope = 1\n[x]\ny = "z"\n'
    path.write_text(text)
    loaded, problems = load_settings(path)
    assert loaded.get_int("gpu.headroom_mib") == 256
    assert loaded.get_float("gpu.headroom_percent") == 7.0
    assert len(problems) == 3
    assert all(str(path) in p for p in problems)
    assert "gpu.headroom_mib: -3 is below the minimum 0 MiB; using the default 256" in problems[0]
    assert problems[1].endswith("unknown setting breaker.nope, ignored")
    assert problems[2].endswith("unknown setting x.y, ignored")
    assert path.read_text() == text


def test_load_top_level_and_wrongly_typed_sections(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text('stray = 1\ngpu = "oops"\n[llm.deeper]\nx = 1\n')
    loaded, problems = load_settings(path)
    assert loaded == Settings()
    assert [p.split(": ", 1)[1] for p in problems] == [
        "unknown setting stray, ignored",
        "unknown setting gpu, ignored",
        "unknown setting llm.deeper, ignored",
    ]


@pytest.mark.parametrize(
    "content", [b"[gpu\nheadroom_mib = ", b"\xff\xfe not utf-8", b"just words"]
)
def test_load_malformed_file_is_left_untouched(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "settings.toml"
    path.write_bytes(content)
    loaded, problems = load_settings(path)
    assert loaded == Settings()
    [problem] = problems
    assert str(path) in problem and "using defaults" in problem
    assert path.read_bytes() == content
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.toml"]


def test_load_a_folder_is_a_problem_not_a_crash(tmp_path: Path) -> None:
    loaded, problems = load_settings(tmp_path)
    assert loaded == Settings() and len(problems) == 1


def test_save_load_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "er" / "settings.toml"
    original = Settings().replace(
        {"gpu.headroom_percent": 12.5, "policy.under_pressure": "cpu,delay", "models.llm": "m"}
    )
    save_settings(original, path)
    assert load_settings(path) == (original, [])
    assert sorted(p.name for p in path.parent.iterdir()) == ["settings.toml"]
    save_settings(Settings(), path)  # replaces the existing file
    assert load_settings(path) == (Settings(), [])


def _strategy(spec: Setting) -> st.SearchStrategy[object]:
    if spec.multiple:
        items = st.lists(st.sampled_from(spec.choices), min_size=1, unique=True)
        return items.map(",".join)
    if spec.choices:
        return st.sampled_from(spec.choices)
    if spec.type is bool:
        return st.booleans()
    if spec.type is int:
        return st.integers(int(spec.minimum or 0), int(spec.maximum or 0))
    if spec.type is float:
        return st.floats(spec.minimum, spec.maximum, allow_nan=False)
    printable = st.characters(codec="utf-8").filter(str.isprintable)
    if spec.key.endswith(".url"):
        host = st.from_regex(r"[a-z0-9.-]{1,20}", fullmatch=True)
        return st.one_of(st.just(""), host.map(lambda h: f"http://{h}:8080/v1"))
    return st.text(printable, max_size=40)


_ANY_SETTINGS = st.fixed_dictionaries({s.key: _strategy(s) for s in SCHEMA})


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(values=_ANY_SETTINGS)
def test_any_valid_values_round_trip(tmp_path: Path, values: dict[str, object]) -> None:
    original = Settings(values)
    path = tmp_path / "settings.toml"
    save_settings(original, path)
    loaded, problems = load_settings(path)
    assert problems == []
    assert loaded == original
    assert loaded.changed_keys(original) == []


def test_a_remote_server_address_must_be_http() -> None:
    assert validate("remote.url", "http://192.168.1.20:11434/v1") == "http://192.168.1.20:11434/v1"
    assert validate("remote.url", "") == ""  # no remote server
    assert "http://" in _problem("remote.url", "192.168.1.20:11434")
    assert "http://" in _problem("remote.url", "ftp://nas/v1")


def test_every_setting_has_its_own_name_for_people() -> None:
    labels = [spec.label for spec in SCHEMA]
    assert all(label != spec.key for label, spec in zip(labels, SCHEMA, strict=True))
    assert len(set(labels)) == len(labels)
