#!/usr/bin/env bash
# Every test of the project, as CI runs it (npm test; .ci/run):
#   1. lint and typecheck
#   2. jest: unit, component and API tests on SQLite
#   3. the database-backed jest tests again on a throwaway PostgreSQL cluster
#   4. next build, then the browser journeys (Playwright in Debian's Chromium) against it
#   5. the first-load JS budget of every route
# Installs the system packages it needs (PostgreSQL, Chromium, fonts-noto-cjk) with
# apt-get when they are missing. Prints one closing line "tests: N passed, N failed".
# Ports and places, for several runs side by side (set them in the
# environment): TEST_PG_PORT (PostgreSQL, default 54331), E2E_PORT (the e2e
# server, default 3210; playwright.config.ts reads it), E2E_DB_DIR (its database,
# default .tmp/e2e-db; scripts/e2e-server.sh and e2e/helpers.ts read it),
# JS_BUDGET_PORT (the server the JS budget measures, default 3211), CHROME_PATH.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
root=$(pwd)
tmp="$root/.tmp/test-run"
rm -rf "$tmp"
mkdir -p "$tmp"

passed=0
failed=0
status=0
pg_dir="$tmp/pg"

cleanup() {
  bash scripts/pg-cluster.sh stop "$pg_dir" >/dev/null 2>&1 || true
}
trap cleanup EXIT

step() { printf '\n== %s\n' "$*"; }

# Adds a jest JSON report's counts to the totals.
count_jest() {
  local report=$1
  [ -f "$report" ] || return 0
  local p f
  p=$(node -e "const r=require('$report');console.log(r.numPassedTests)")
  f=$(node -e "const r=require('$report');console.log(r.numFailedTests + r.numRuntimeErrorTestSuites)")
  passed=$((passed + p))
  failed=$((failed + f))
}

apt_install() {
  if [ "$(id -u)" != 0 ]; then
    echo "missing system packages ($*): run as root or install them with apt-get" >&2
    return 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "$@"
}

step "lint"
npx eslint . --max-warnings=0 || status=1

step "typecheck"
npx tsc --noEmit || status=1

step "jest on SQLite (unit, components, API)"
npx jest --ci --json --outputFile="$tmp/jest-sqlite.json" || status=1
count_jest "$tmp/jest-sqlite.json"

step "jest on PostgreSQL (database-backed tests)"
pg_url=$(bash scripts/pg-cluster.sh start "$pg_dir" "${TEST_PG_PORT:-54331}")
TEST_DB=postgres TEST_PG_URL="$pg_url" npx jest --ci --json --outputFile="$tmp/jest-postgres.json" \
  __tests__/api __tests__/server __tests__/pages || status=1
count_jest "$tmp/jest-postgres.json"
bash scripts/pg-cluster.sh stop "$pg_dir"

step "next build"
# As `npm start` builds the demo shop the journeys run against (scripts/e2e-server.sh): the
# prerendered 404 page carries the demo notice too.
DEMO_MODE=true npx next build

if [ -d e2e ]; then
  step "browser journeys (Playwright, Chromium)"
  chrome=${CHROME_PATH:-/usr/bin/chromium}
  if [ ! -x "$chrome" ] || ! fc-list 2>/dev/null | grep -qi "Noto Sans CJK"; then
    apt_install chromium fonts-noto-cjk
  fi
  export CHROME_PATH=$chrome
  PLAYWRIGHT_JSON_OUTPUT_NAME="$tmp/e2e.json" npx playwright test --reporter=list,json || status=1
  read -r p f < <(node -e "
    let s={expected:0,unexpected:0,flaky:0};
    try{s=require('$tmp/e2e.json').stats}catch{s.unexpected=1}
    console.log((s.expected+s.flaky)+' '+s.unexpected)")
  passed=$((passed + p))
  failed=$((failed + f))
fi

if [ -f scripts/js-budget.mjs ]; then
  step "first-load JS budget"
  # Its own port: on a port another run's server holds it would measure that server.
  node scripts/js-budget.mjs --port "${JS_BUDGET_PORT:-3211}" || status=1
fi

printf '\ntests: %d passed, %d failed\n' "$passed" "$failed"
[ "$failed" -eq 0 ] || status=1
exit $status
