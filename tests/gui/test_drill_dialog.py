"""The drill's dialog with a real process: a short program that behaves like the drill.

The real drill is tested end to end in tests/drill; here the program stands in for it so
that each ending (passed, failed, stopped) can be produced on demand.
"""

from __future__ import annotations

import sys
import textwrap
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from ui.drill_dialog import DrillDialog, DrillLauncher

pytestmark = pytest.mark.gui

STAND_IN = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    args = sys.argv[1:]
    report = Path(args[args.index("--report") + 1])
    profile = args[args.index("--profile") + 1]
    print(f"profile {profile}", flush=True)
    print("ok    short-prompts: 2/2 ok", flush=True)
    if args[0] == "slow":
        time.sleep(60)
    report.mkdir(parents=True)
    (report / "drill.html").write_text("<html></html>")
    print("Drill PASSED" if args[0] == "pass" else "Drill FAILED", flush=True)
    sys.exit(0 if args[0] == "pass" else 1)
    """
)


def dialog(qtbot: QtBot, tmp_path: Path, behaviour: str) -> DrillDialog:
    launcher = DrillLauncher(sys.executable, ("-c", STAND_IN, behaviour), tmp_path / "drills")
    widget = DrillDialog(launcher)
    qtbot.addWidget(widget)
    return widget


def test_a_passing_drill_streams_its_lines_and_offers_the_report(
    qtbot: QtBot, tmp_path: Path
) -> None:
    widget = dialog(qtbot, tmp_path, "pass")
    widget.profile.setCurrentIndex(1)  # full
    widget.start()
    assert widget.running and not widget.start_button.isEnabled()
    qtbot.waitUntil(lambda: not widget.running, timeout=20000)
    text = widget.output.toPlainText()
    assert "profile full" in text and "short-prompts" in text and "Drill PASSED" in text
    assert widget.verdict.text().startswith("Passed")
    assert widget.open_button.isEnabled() and widget.start_button.isEnabled()
    assert widget.report_dir is not None and widget.report_dir.parent == tmp_path / "drills"


def test_a_failing_drill_says_so(qtbot: QtBot, tmp_path: Path) -> None:
    widget = dialog(qtbot, tmp_path, "fail")
    widget.start()
    qtbot.waitUntil(lambda: not widget.running, timeout=20000)
    assert widget.verdict.text().startswith("Failed")
    assert widget.open_button.isEnabled()  # the report says which criterion failed


def test_stop_ends_a_running_drill_and_says_it_was_stopped(qtbot: QtBot, tmp_path: Path) -> None:
    widget = dialog(qtbot, tmp_path, "slow")
    widget.start()
    qtbot.waitUntil(lambda: "short-prompts" in widget.output.toPlainText(), timeout=20000)
    widget.stop()
    qtbot.waitUntil(lambda: not widget.running, timeout=10000)
    assert widget.verdict.text() == "The drill was stopped before it ended."
    assert not widget.open_button.isEnabled()  # it never wrote a report


def test_closing_the_dialog_stops_the_drill(qtbot: QtBot, tmp_path: Path) -> None:
    widget = dialog(qtbot, tmp_path, "slow")
    widget.start()
    qtbot.waitUntil(lambda: "short-prompts" in widget.output.toPlainText(), timeout=20000)
    widget.close()
    assert not widget.running
