#!/usr/bin/env bash
# `npm test`: every test, in the order that fails fastest. Installs and starts what the tests
# need (a PostgreSQL server, Debian's chromium) and stops what it started. Times every stage and
# ends with the stage table, the slowest files of each runner and one line
# "tests: N passed, N failed" summing every runner; types, lint and format count as failed
# stages (named after it) rather than as tests.
set -uo pipefail
cd "$(dirname "$0")/.."

out=.tmp/test-run
rm -rf "$out" && mkdir -p "$out"
failed_stages=()
started=$EPOCHREALTIME

record() { [ "$1" -eq 0 ] || failed_stages+=("$2"); }
# The seconds since $1 (an $EPOCHREALTIME), with one decimal.
since() { awk -v a="$1" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }'; }
# A stage: its heading, its command, its time in the table. `stage NAME FAILURE COMMAND...`
stage() {
  local name=$1 failure=$2 from=$EPOCHREALTIME
  shift 2
  printf '\n=== %s\n' "$name"
  "$@"
  local status=$?
  record $status "$failure"
  printf '%s\t%s\n' "$name" "$(since "$from")" >>"$out/stages.tsv"
  printf '=== %s: %s s\n' "$name" "$(since "$from")"
  return $status
}
# Runs a command in the background into a log of its own, writing its status and time when it ends.
background() {
  local name=$1
  shift
  (
    from=$EPOCHREALTIME
    "$@"
    status=$?
    printf '%s %s\n' "$status" "$(since "$from")" >"$out/$name.done"
  ) >"$out/$name.log" 2>&1 &
}
# Waits for a background command, prints its log and records it as a stage.
collect() {
  local pid=$1 name=$2 file=$3 failure=$4
  wait "$pid"
  printf '\n=== %s\n' "$name"
  cat "$out/$file.log"
  read -r status seconds <"$out/$file.done"
  record "$status" "$failure"
  printf '%s\t%s\n' "$name" "$seconds" >>"$out/stages.tsv"
  printf '=== %s: %s s\n' "$name" "$seconds"
  return "$status"
}
vitest() { FILE_TIMES="$out/$1-files.json" npx vitest run "${@:2}" --reporter=default --reporter=json --reporter=./tests/support/file-times.ts --outputFile.json="$out/$1.json"; }

# Installing PostgreSQL, chromium and nginx (when missing) waits on the network, so it runs beside the
# checks; the three checks each keep one core busy at most, so they run side by side too.
install() { tests/support/postgres.sh install && tests/support/chromium.sh && tests/support/nginx.sh install; }
background install install
install_pid=$!
background types npx tsc --noEmit -p tsconfig.json
types_pid=$!
background lint npx eslint .
lint_pid=$!
background format npm run -s format:check
format_pid=$!
collect $types_pid "Types" types "types"
collect $lint_pid "Lint (ESLint)" lint "lint"
collect $format_pid "Format (Prettier)" format "format"

# The several-processes test (project api-processes) needs the PostgreSQL server: it runs in that stage.
stage "Unit and API tests on PGlite" "unit and API tests on PGlite" vitest vitest-pglite --project unit --project api --project api-isolated

collect $install_pid "Install check (PostgreSQL, chromium, nginx)" install "installing PostgreSQL, chromium or nginx"
installed=$?

pg_dir=$(mktemp -d /tmp/mygwm-pg.XXXXXX)
pg_port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
trap 'tests/support/postgres.sh stop "$pg_dir"' EXIT
if tests/support/postgres.sh start "$pg_dir" "$pg_port"; then
  TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$pg_port/postgres" \
    stage "API tests on a PostgreSQL server" "API tests on PostgreSQL" vitest vitest-postgres --project 'api*'
else
  record 1 "starting PostgreSQL"
fi
tests/support/postgres.sh stop "$pg_dir"
trap - EXIT

if stage "Build" "build" npm run -s build && [ "$installed" -eq 0 ]; then
  PLAYWRIGHT_JSON_OUTPUT_NAME="$out/playwright.json" stage "Browser tests (chromium)" "browser tests" npx playwright test --reporter=list,json
fi

printf 'Whole run\t%s\n' "$(since "$started")" >>"$out/stages.tsv"
node tests/support/summary.mjs "$out"
if [ ${#failed_stages[@]} -gt 0 ]; then
  printf 'Failed: %s\n' "${failed_stages[@]}"
  exit 1
fi
