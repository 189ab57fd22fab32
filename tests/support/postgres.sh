#!/usr/bin/env bash
# Starts or stops a throwaway PostgreSQL server on loopback for the API tests.
#   tests/support/postgres.sh install          installs Debian's postgresql if missing
#   tests/support/postgres.sh start DIR PORT   installs it if missing, starts a server in DIR
#   tests/support/postgres.sh restart DIR      restarts it (fast shutdown: ends every connection), for the fault tests
#   tests/support/postgres.sh stop DIR         stops it and removes DIR
# The server refuses to run as root, so it runs as the postgres user, with trust auth on loopback.
set -euo pipefail

find_bin() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    [ -x "$dir/pg_ctl" ] && { echo "$dir"; return 0; }
  done
  return 1
}

as_postgres() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

install() {
  find_bin >/dev/null && return 0
  echo "Installing PostgreSQL (Debian package postgresql)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq postgresql >/dev/null
  find_bin >/dev/null
}

case "${1:-}" in
  install)
    install
    ;;
  start)
    dir=$2 port=$3
    install
    bin=$(find_bin)
    rm -rf "$dir"
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
    chmod 700 "$dir"
    as_postgres "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
    as_postgres "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" -w start >/dev/null
    echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
    ;;
  restart)
    dir=$2
    bin=$(find_bin)
    as_postgres "$bin/pg_ctl" -D "$dir/data" -m fast -w restart >/dev/null
    ;;
  stop)
    dir=$2
    if bin=$(find_bin) && [ -d "$dir/data" ]; then
      as_postgres "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true
    fi
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 install | start DIR PORT | restart DIR | stop DIR" >&2
    exit 2
    ;;
esac
