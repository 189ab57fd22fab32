#!/usr/bin/env bash
# `npm test`: every test, in the order that fails fastest. Installs and starts what the tests
# need (a PostgreSQL server, Debian's chromium) and stops what it started. Ends with one line
# "tests: N passed, N failed" summing every runner; types, lint and format count as failed
# stages (named after it) rather than as tests.
set -uo pipefail
cd "$(dirname "$0")/.."

out=.tmp/test-run
rm -rf "$out" && mkdir -p "$out"
failed_stages=()

stage() { printf '\n=== %s\n' "$1"; }
record() { [ "$1" -eq 0 ] || failed_stages+=("$2"); }

stage "Types"
npx tsc --noEmit -p tsconfig.json
record $? "types"

stage "Lint (ESLint)"
npx eslint .
record $? "lint"

stage "Format (Prettier)"
npm run -s format:check
record $? "format"

stage "Unit and API tests on PGlite"
npx vitest run --reporter=default --reporter=json --outputFile.json="$out/vitest-pglite.json"
record $? "unit and API tests on PGlite"

stage "API tests on a PostgreSQL server"
pg_dir=$(mktemp -d /tmp/mygwm-pg.XXXXXX)
pg_port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
trap 'tests/support/postgres.sh stop "$pg_dir"' EXIT
if tests/support/postgres.sh start "$pg_dir" "$pg_port"; then
  TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$pg_port/postgres" \
    npx vitest run --project api --reporter=default --reporter=json --outputFile.json="$out/vitest-postgres.json"
  record $? "API tests on PostgreSQL"
else
  record 1 "starting PostgreSQL"
fi
tests/support/postgres.sh stop "$pg_dir"
trap - EXIT

stage "Browser tests (chromium)"
if tests/support/chromium.sh && npm run -s build; then
  PLAYWRIGHT_JSON_OUTPUT_NAME="$out/playwright.json" npx playwright test --reporter=list,json
  record $? "browser tests"
else
  record 1 "build or chromium install"
fi

node tests/support/summary.mjs "$out"
if [ ${#failed_stages[@]} -gt 0 ]; then
  printf 'Failed: %s\n' "${failed_stages[@]}"
  exit 1
fi
