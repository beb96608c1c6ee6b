#!/usr/bin/env bash
# Install the Debian packages named as arguments where this user may: as root with apt-get,
# otherwise with `sudo -n` (no password prompt). Where neither works, print the exact command
# and exit 1. SPILLWAY_NO_APT=1 never installs (only prints), to rehearse that path.
set -u
[ $# -gt 0 ] || exit 0
command="apt-get install -y --no-install-recommends $*"
as=()
if [ "${SPILLWAY_NO_APT:-}" = 1 ] || ! command -v apt-get >/dev/null 2>&1; then
  as=(none)
elif [ "$(id -u)" != 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then as=(sudo -n); else as=(none); fi
fi
if [ "${as[*]}" = none ]; then
  sudo_word=sudo; [ "$(id -u)" = 0 ] && sudo_word=
  echo "Spillway needs these Debian packages: $*" >&2
  echo "Install them with:  ${sudo_word:+$sudo_word }$command" >&2
  exit 1
fi
echo "Installing Debian packages: $*" >&2
apt() { "${as[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -q -o DPkg::Lock::Timeout=120 "$@"; }
# The package lists may be missing (fresh containers) or stale: update once and retry.
apt install -y --no-install-recommends "$@" >/dev/null ||
  { apt update -qq >/dev/null && apt install -y --no-install-recommends "$@" >/dev/null; }
