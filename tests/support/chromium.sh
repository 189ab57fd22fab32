#!/usr/bin/env bash
# Makes sure Debian's chromium is at /usr/bin/chromium for the browser tests: Playwright's own
# browser download cannot reach its servers here. Does nothing when it is already installed.
set -euo pipefail

[ -x /usr/bin/chromium ] && exit 0

echo "Installing chromium (Debian package) for the browser tests..."
export DEBIAN_FRONTEND=noninteractive
sudo_cmd=()
[ "$(id -u)" = 0 ] || sudo_cmd=(sudo)
"${sudo_cmd[@]}" apt-get update -qq >/dev/null
"${sudo_cmd[@]}" apt-get install -y -qq chromium >/dev/null
[ -x /usr/bin/chromium ] || { echo "chromium did not install at /usr/bin/chromium" >&2; exit 1; }
