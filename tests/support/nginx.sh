#!/usr/bin/env bash
# Installs Debian's nginx for the several-processes test and the faults (tests/support/balancer.ts
# runs it in the foreground with a configuration of its own). The package's own service is kept
# from starting: nothing of ours listens on port 80.
#   tests/support/nginx.sh install
set -euo pipefail

[ "${1:-}" = install ] || { echo "usage: $0 install" >&2; exit 2; }
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] && exit 0
echo "Installing nginx (Debian package nginx-light)..."
export DEBIAN_FRONTEND=noninteractive
policy=/usr/sbin/policy-rc.d
made_policy=
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy" && made_policy=1
fi
trap '[ -n "$made_policy" ] && rm -f "$policy"' EXIT
apt-get update -qq >/dev/null
apt-get install -y -qq nginx-light >/dev/null
[ -x /usr/sbin/nginx ]
