#!/usr/bin/env bash
# Installs Debian's Chromium (the browser the browser tests drive) and the Noto fonts when
# either is missing. No browser download is possible here, so playwright-core uses this one.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
# The browser tests read which CJK or Arabic face drew a heading (e2e/cjk-fonts.e2e.test.ts;
# fonts-noto-core has Noto Sans Arabic, which base.css names first for Arabic).
fonts_ok() { ! command -v dpkg >/dev/null || dpkg -s fonts-noto-core fonts-noto-cjk >/dev/null 2>&1; }
[ -x "$CHROMIUM" ] && fonts_ok && exit 0
echo "Chromium (at $CHROMIUM) or the Noto fonts missing: installing Debian's chromium, fonts-noto-core and fonts-noto-cjk" >&2
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
