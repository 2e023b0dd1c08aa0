#!/usr/bin/env bash
# Installs Debian's Firefox ESR, WebKitGTK's WebDriver (webkit2gtk-driver: WebKitWebDriver and
# the MiniBrowser it drives) and Xvfb (WebKitGTK needs a display) when any is missing: the
# engines' journeys (e2e/engines/) run the purchase in Firefox and in Safari's engine. The
# Arabic and CJK fonts come with Chromium's script (ensure-chromium.sh).
set -euo pipefail
FIREFOX="${FIREFOX_PATH:-/usr/bin/firefox-esr}"
WEBKIT_DRIVER="${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver}"
[ -x "$FIREFOX" ] && [ -x "$WEBKIT_DRIVER" ] && command -v Xvfb >/dev/null && exit 0
echo "Firefox (at $FIREFOX), WebKitWebDriver (at $WEBKIT_DRIVER) or Xvfb missing: installing Debian's firefox-esr, webkit2gtk-driver and xvfb" >&2
SUDO=""
if [ "$(id -u)" != 0 ]; then
  if command -v sudo >/dev/null; then SUDO="sudo -n"; else
    echo "Run as root, or install them yourself: apt-get update && apt-get install -y firefox-esr webkit2gtk-driver xvfb" >&2; exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends firefox-esr webkit2gtk-driver xvfb xauth >/dev/null
"$FIREFOX" --version
