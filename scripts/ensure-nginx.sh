#!/usr/bin/env bash
# Installs Debian's nginx and its brotli_static module when either is missing: the browser
# test e2e/nginx.e2e.test.ts serves a built brand through them with the configuration the
# build writes (docs/nginx.md), and checks its TLS part with a certificate made by
# openssl, installed too when missing. The test starts its own nginx on loopback; the
# packaged service is not needed (in a container, policy-rc.d usually keeps it from starting).
set -euo pipefail
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
BROTLI_STATIC=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
[ -x "$NGINX" ] && [ -f "$BROTLI_STATIC" ] && command -v openssl >/dev/null && exit 0
echo "nginx, its brotli_static module or openssl not found: installing Debian's nginx, libnginx-mod-http-brotli-static and openssl" >&2
SUDO=""
if [ "$(id -u)" != 0 ]; then
  if command -v sudo >/dev/null; then SUDO="sudo -n"; else
    echo "Run as root, or install them yourself: apt-get update && apt-get install -y nginx libnginx-mod-http-brotli-static openssl" >&2; exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends nginx libnginx-mod-http-brotli-static openssl >/dev/null
"$NGINX" -v
