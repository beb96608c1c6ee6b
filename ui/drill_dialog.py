"""The failover drill, from the window: run it, watch it, open its report.

The drill runs as its own process (``spillway drill``) with its own engine on a
simulated GPU, so the app's engine, its requests and its journal are never touched. The
dialog only starts that process, shows its lines as they come and opens the report.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QProcess, QTimer, QUrl
from PySide6.QtGui import QCloseEvent, QDesktopServices, QFontDatabase
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ui.i18n import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for
PROFILES = (
    ("quick", QT_TRANSLATE_NOOP("DrillDialog", "Quick (about 1 minute)")),
    ("full", QT_TRANSLATE_NOOP("DrillDialog", "Full (about 2 minutes)")),
)
_PROFILE_NAMES = {
    "quick": QT_TRANSLATE_NOOP("DrillDialog", "quick"),
    "full": QT_TRANSLATE_NOOP("DrillDialog", "full"),
}
STOP_GRACE_MS = 3000


@dataclass(frozen=True)
class DrillLauncher:
    """How to start ``spillway drill``: the program, its arguments up to ``drill``, and
    the folder each run's report goes under."""

    program: str
    arguments: tuple[str, ...]
    reports_root: Path


class DrillDialog(QDialog):
    """Start the drill, follow its output, say how it ended, open the HTML report."""

    def __init__(self, launcher: DrillLauncher, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.launcher = launcher
        self.report_dir: Path | None = None
        self.setWindowTitle(self.tr("Failover drill"))
        self.resize(820, 520)
        self.process = QProcess(self)
        self.process.setProcessChannelMode(QProcess.ProcessChannelMode.MergedChannels)
        self.process.readyReadStandardOutput.connect(self._read)
        self.process.finished.connect(self._finished)
        self._build()

    def _build(self) -> None:
        intro = QLabel(
            self.tr(
                "The drill runs chats, transcriptions and an agent tool through a separate "
                "engine on a simulated GPU, injects memory pressure and faults, and checks "
                "that nothing accepted is lost or done twice. Your own chats keep working "
                "meanwhile, only slower."
            ),
            self,
        )
        intro.setWordWrap(True)
        self.profile = QComboBox(self)
        for key, text in PROFILES:
            self.profile.addItem(self.tr(text), key)
        self.start_button = QPushButton(self.tr("&Start"), self)
        self.stop_button = QPushButton(self.tr("S&top"), self)
        self.open_button = QPushButton(self.tr("&Open report"), self)
        self.stop_button.setEnabled(False)
        self.open_button.setEnabled(False)
        self.start_button.clicked.connect(self.start)
        self.stop_button.clicked.connect(self.stop)
        self.open_button.clicked.connect(self.open_report)
        self.verdict = QLabel(self.tr("Not run yet."), self)
        self.output = QPlainTextEdit(self)
        self.output.setReadOnly(True)
        self.output.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        buttons = QHBoxLayout()
        for widget in (self.profile, self.start_button, self.stop_button):
            buttons.addWidget(widget)
        buttons.addStretch(1)
        buttons.addWidget(self.open_button)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(buttons)
        layout.addWidget(self.verdict)
        layout.addWidget(self.output, 1)

    @property
    def running(self) -> bool:
        """True while the drill's process runs."""
        return self.process.state() != QProcess.ProcessState.NotRunning

    def start(self) -> None:
        """Start a drill with the chosen profile, into a new report folder."""
        if self.running:
            return
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        self.report_dir = self.launcher.reports_root / stamp
        profile = str(self.profile.currentData())
        arguments = [*self.launcher.arguments, "--profile", profile]
        arguments += ["--report", str(self.report_dir)]
        self.output.clear()
        name = self.tr(_PROFILE_NAMES.get(profile, profile))
        self.verdict.setText(self.tr("Running the {profile} drill…").format(profile=name))
        self.open_button.setEnabled(False)
        self._set_running(True)
        self.process.start(self.launcher.program, arguments)

    def stop(self) -> None:
        """Stop the drill: politely, then for good."""
        if not self.running:
            return
        self.verdict.setText(self.tr("Stopping…"))
        self.process.terminate()
        QTimer.singleShot(STOP_GRACE_MS, self._kill_if_running)

    def open_report(self) -> None:
        """Open the HTML report in the browser."""
        page = self._page()
        if page is not None:
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(page)))

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt's name)
        """Closing the dialog stops a running drill first."""
        if self.running:
            self.process.kill()
            self.process.waitForFinished(STOP_GRACE_MS)
        super().closeEvent(event)

    def _kill_if_running(self) -> None:
        if self.running:
            self.process.kill()

    def _read(self) -> None:
        text = bytes(self.process.readAllStandardOutput().data()).decode(errors="replace")
        self.output.appendPlainText(text.rstrip("\n"))

    def _finished(self, code: int, status: QProcess.ExitStatus) -> None:
        self._set_running(False)
        if status is QProcess.ExitStatus.CrashExit or code not in (0, 1):
            self.verdict.setText(self.tr("The drill was stopped before it ended."))
        elif code == 0:
            self.verdict.setText(
                self.tr("Passed: every criterion held. The report has the details.")
            )
        else:
            self.verdict.setText(
                self.tr("Failed: at least one criterion did not hold. See the report.")
            )
        self.open_button.setEnabled(self._page() is not None)

    def _page(self) -> Path | None:
        if self.report_dir is None:
            return None
        page = self.report_dir / "drill.html"
        return page if page.exists() else None

    def _set_running(self, running: bool) -> None:
        self.start_button.setEnabled(not running)
        self.profile.setEnabled(not running)
        self.stop_button.setEnabled(running)
