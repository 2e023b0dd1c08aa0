#!/usr/bin/env bash
# Installs Debian's Chromium (the browser the browser tests drive) when it is missing.
# No browser download is possible here, so playwright-core uses this one.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$CHROMIUM" ] && exit 0
echo "Chromium not found at $CHROMIUM: installing Debian's chromium package" >&2
SUDO=""
if [ "$(id -u)" != 0 ]; then
  if command -v sudo >/dev/null; then SUDO="sudo -n"; else
    echo "Run as root, or install it yourself: apt-get update && apt-get install -y chromium" >&2; exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# The Noto fonts give screenshots real Arabic, CJK and Thai glyphs.
$SUDO apt-get install -y -qq --no-install-recommends chromium fonts-noto-core fonts-noto-cjk >/dev/null
"$CHROMIUM" --version
