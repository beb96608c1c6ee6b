#!/usr/bin/env bash
# The bundle's smoke test (make package-test): run dist/spillway/spillway with the project's
# venv out of reach: env -i, a clean PATH, another HOME, another working folder. It must
# report its status as JSON, answer one chat and transcribe one recording.
set -euo pipefail
bundle="$(realpath "${1:-dist/spillway/spillway}")"
speech="$(realpath tests/data/speech.wav)"
[ -x "$bundle" ] || { echo "no bundle at $bundle: run make package" >&2; exit 1; }
home="$(mktemp -d)"
trap 'rm -rf "$home"' EXIT
cp "$speech" "$home/speech.wav"  # the recording too, away from the repository
# A fresh worker's first heartbeat comes ~2 s after its start, just at the default patience
# (2 beats of 1 s) on a loaded machine: this test checks what the bundle holds, not timing.
mkdir -p "$home/.config/spillway"
printf '[worker]\nheartbeat_s = 2.5\n' > "$home/.config/spillway/settings.toml"
run() { (cd "$home" && env -i PATH=/usr/bin:/bin HOME="$home" LANG=C.UTF-8 "$bundle" "$@"); }
check() {  # check NAME PYTHON-EXPRESSION-ON-text: the outer python only reads the output
  python3 -c "import json, sys; text = open(sys.argv[1]).read(); assert $2, text[-2000:]" "$home/$1"
  echo "ok: $1"
}

start=$SECONDS
run status --json > "$home/status.out"
check status.out 'json.loads(text)["mode"] in ("gpu", "degraded", "cpu-only", "down")'
check status.out '"llm" in json.dumps(json.loads(text))'

run chat "What is a GPU? Answer in one sentence." --max-tokens 32 --json > "$home/chat.out"
check chat.out 'json.loads(text.splitlines()[-1])["ok"] and json.loads(text.splitlines()[-1])["text"].strip()'

run transcribe "$home/speech.wav" --format txt > "$home/transcript.out"
check transcript.out '"memory" in text.lower()'

# Everything it wrote is under the other HOME, its workers included.
cp "$home/.local/share/spillway/spillway.log" "$home/log.out"
check log.out '"started worker llm@cpu" in text and "started worker whisper@cpu" in text'
echo "bundle smoke test passed in $((SECONDS - start)) s ($(du -sh "$(dirname "$bundle")" | cut -f1))"
