# Spillway: `make run` and `make test` set everything up on a fresh machine.
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PIP := $(PY) -m pip
STAMP := $(VENV)/.spillway-installed

# A CUDA build only where a driver answers and nvcc can compile; otherwise the CPU build.
HAVE_GPU := $(shell nvidia-smi -L >/dev/null 2>&1 && command -v nvcc >/dev/null 2>&1 && echo 1)
ifeq ($(HAVE_GPU),1)
  LLAMA_ENV := CMAKE_ARGS="-DGGML_CUDA=on" FORCE_CMAKE=1
  LLAMA_FLAGS := --no-cache-dir
  GPU_EXTRAS := nvidia-cublas-cu12 nvidia-cudnn-cu12
endif

.PHONY: run test lint typecheck unit bench gpu-check drill-models clean setup qt-libs test-tools \
	install uninstall icons i18n package package-test peer

setup: $(STAMP) qt-libs

$(STAMP): pyproject.toml resources/model-wheels.txt resources/models.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PIP) install --quiet --upgrade pip
	$(LLAMA_ENV) $(PIP) install $(LLAMA_FLAGS) --quiet "llama-cpp-python==0.3.36"
	$(PIP) install --quiet -e '.[dev]' $(GPU_EXTRAS)
	# Default models: wheels pinned by SHA-256, files inside verified against the manifest.
	$(PIP) install --quiet --no-deps --require-hashes -r resources/model-wheels.txt
	$(PY) -m app models verify
	$(VENV)/bin/pyside6-lrelease -silent resources/i18n/spillway_*.ts
	touch $@

# The system libraries Qt's window needs (libxcb-cursor0, libxcb-icccm4, ...), as the loader
# reports them missing: installed where allowed (root, or sudo -n), else the command is printed
# and the app starts its terminal chat instead.
qt-libs: $(STAMP)
	@pkgs="$$($(PY) -m app.qt_preflight)"; \
	if [ -n "$$pkgs" ]; then packaging/apt-ensure.sh $$pkgs || true; fi

# The validators and the session bus the tests run (desktop entry, AppStream, notifications).
TEST_TOOLS := desktop-file-validate:desktop-file-utils appstreamcli:appstream dbus-daemon:dbus
test-tools:
	@need=""; for tool in $(TEST_TOOLS); do \
	  command -v $${tool%%:*} >/dev/null || need="$$need $${tool#*:}"; done; \
	[ -z "$$need" ] || packaging/apt-ensure.sh $$need

run: $(STAMP) qt-libs
	$(VENV)/bin/spillway

# Into the user's XDG folders (no root): launcher, menu entry, icons, AppStream metainfo.
install: $(STAMP)
	$(PY) -m app.install

uninstall:
	$(PY) -m app.install --uninstall

# The PNG sizes of resources/icons/spillway.svg (committed; run after editing the SVG).
icons: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) packaging/render_icons.py

# A self-contained folder, dist/spillway/, with PyInstaller (kept out of the app's venv, in
# build/pyinstaller): Python, Qt, llama.cpp, CTranslate2 and the default models.
PYINSTALLER := build/pyinstaller
PYINSTALLER_PINS := pyinstaller==6.22.3 pyinstaller-hooks-contrib==2026.9
$(PYINSTALLER)/.installed:
	$(PIP) install --quiet --target $(PYINSTALLER) $(PYINSTALLER_PINS)
	touch $@

# The interface's languages, compiled (an edited .ts again): the bundle carries the .qm files.
QM := $(patsubst %.ts,%.qm,$(wildcard resources/i18n/spillway_*.ts))
resources/i18n/%.qm: resources/i18n/%.ts | $(STAMP)
	$(VENV)/bin/pyside6-lrelease -silent $< -qm $@

i18n: $(QM)

package: $(STAMP) $(PYINSTALLER)/.installed $(QM)
	PYTHONPATH=$(PYINSTALLER):$(CURDIR) $(PY) -m PyInstaller --noconfirm --log-level WARN \
	  --distpath dist --workpath build/pyinstaller-work packaging/spillway.spec
	@du -sh dist/spillway

# The bundle alone: env -i, a clean PATH, another HOME; status, a chat answer, a transcript.
package-test:
	packaging/bundle_smoke.sh dist/spillway/spillway

# The import contracts of pyproject.toml: the facade, a headless engine and CLI, no cycles.
lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/lint-imports --no-logo --no-cache

typecheck: $(STAMP)
	$(VENV)/bin/mypy

test: lint typecheck qt-libs test-tools peer
	QT_QPA_PLATFORM=offscreen $(VENV)/bin/pytest

unit: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(VENV)/bin/pytest -m "not models and not slow"

bench: $(STAMP)
	$(PY) tests/bench/bench_workers.py

# On a machine with an NVIDIA GPU: NVML, the CUDA build, the CUDA context, a real hog and OOM.
gpu-check: $(STAMP)
	$(PY) tests/bench/gpu_check.py

# The peer: upstream llama-server, from the llama.cpp source inside the llama-cpp-python sdist
# (fetched from the package index like any other package). Only the server and llama.cpp's
# common/ are compiled, against the libllama/libggml the wheel installed (packaging/peer).
PEER_VERSION := 0.3.36
PEER_DIR := build/peer
PEER_SDIST := $(PEER_DIR)/llama_cpp_python-$(PEER_VERSION).tar.gz
PEER_SRC := $(PEER_DIR)/llama_cpp_python-$(PEER_VERSION)/vendor/llama.cpp
PEER_BIN := $(PEER_DIR)/bin/llama-server
PEER_LIB = $(shell $(PY) -c 'import llama_cpp, pathlib; print(pathlib.Path(llama_cpp.__file__).parent / "lib")')

peer: $(PEER_BIN)

$(PEER_SDIST): | $(STAMP)
	mkdir -p $(PEER_DIR)
	$(PIP) download --quiet --no-deps --no-binary :all: --dest $(PEER_DIR) "llama-cpp-python==$(PEER_VERSION)"

# Built once (the venv's reinstall keeps the same libraries); `rm -r build/peer` to rebuild.
$(PEER_BIN): $(PEER_SDIST) packaging/peer/CMakeLists.txt | $(STAMP)
	tar -xzf $(PEER_SDIST) -C $(PEER_DIR) llama_cpp_python-$(PEER_VERSION)/vendor/llama.cpp
	command -v cmake >/dev/null || packaging/apt-ensure.sh cmake
	cmake -S packaging/peer -B $(PEER_DIR)/cmake -DLLAMA_SRC=$(CURDIR)/$(PEER_SRC) -DLLAMA_LIB=$(PEER_LIB)
	cmake --build $(PEER_DIR)/cmake -j $$(nproc)
	mkdir -p $(PEER_DIR)/bin
	cp $(PEER_DIR)/cmake/bin/llama-server $@
	$@ --version

clean:
	rm -rf $(VENV) .mypy_cache .ruff_cache .pytest_cache
