#!/usr/bin/env bash
# Every test of the project, as CI runs it (npm test; .ci/run):
#   1. lint and typecheck, side by side
#   2. next build (the demo shop, as `npm start` builds it)
#   3. the first-load JS budget of every route, then the browser journeys (Playwright in
#      Debian's Chromium headless shell), both against one server on a fresh seeded database
#   and beside them all: better-sqlite3's native build (scripts/native.mjs), then, at a lower
#   priority, jest (unit, component and API tests) on SQLite, then the database-backed jest tests
#   again on a throwaway PostgreSQL cluster
# Installs the system packages it needs (PostgreSQL, chromium-headless-shell, fonts-noto-cjk) with
# apt-get when they are missing, while the first step runs. Ends with the time each step
# took and one line "tests: N passed, N failed".
# Ports and places, for several runs side by side (set them in the
# environment): TEST_PG_PORT (PostgreSQL, default 54331), E2E_PORT (the e2e
# server, default 3210; playwright.config.ts reads it), E2E_DB_DIR (its database,
# default .tmp/e2e-db; scripts/e2e-server.sh and e2e/helpers.ts read it),
# JS_BUDGET_PORT (default 3211; the bare Next page the JS budget compares with is served on the
# port after it), CHROME_PATH.
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
e2e_port=${E2E_PORT:-3210}
export E2E_PORT=$e2e_port
chrome=${CHROME_PATH:-/usr/bin/chromium-headless-shell}
server_pid=
jest_pid=

cleanup() {
  [ -n "$server_pid" ] && kill -- -"$server_pid" 2>/dev/null || true
  [ -n "$jest_pid" ] && kill -- -"$jest_pid" 2>/dev/null || true
  bash scripts/pg-cluster.sh stop "$pg_dir" >/dev/null 2>&1 || true
}
trap cleanup EXIT

# Step times, printed at the end.
times=()
started_at=$(date +%s)
step_start=0
step_name=
step() {
  step_end
  step_name=$*
  step_start=$(date +%s)
  printf '\n== %s\n' "$*"
}
step_end() {
  if [ -n "$step_name" ]; then
    times+=("$(printf '%5ds  %s' $(($(date +%s) - step_start)) "$step_name")")
    step_name=
  fi
}

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

# The system packages the steps need, installed in the background while lint and typecheck run.
missing_packages() {
  local missing=()
  ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1 || missing+=(postgresql)
  [ -x "$chrome" ] || missing+=(chromium-headless-shell)
  fc-list 2>/dev/null | grep -qi "Noto Sans CJK" || missing+=(fonts-noto-cjk)
  echo "${missing[@]}"
}
packages=$(missing_packages)
apt_pid=
if [ -n "$packages" ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "missing system packages ($packages): run as root or install them with apt-get" >&2
    exit 1
  fi
  echo "installing $packages with apt-get (in the background)"
  (
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq && apt-get install -y -qq --no-install-recommends $packages
    echo $? >"$tmp/apt.status"
  ) >"$tmp/apt.log" 2>&1 &
  apt_pid=$!
fi
wait_for_packages() {
  [ -n "$apt_pid" ] || return 0
  if ! wait "$apt_pid"; then
    cat "$tmp/apt.log" >&2
    echo "apt-get could not install $packages" >&2
    exit 1
  fi
  apt_pid=
}

# Beside every step from here: better-sqlite3's native module (npm install runs no install
# script, .npmrc; one core for about a minute), then jest on SQLite, then the database-backed jest
# tests again on PostgreSQL, both at a lower priority (nice) than lint, typecheck, the build, the
# JS budget and the browser journeys: a journey waits on pages, the server and axe, and the jest
# workers fill those waits. What is left of them when the journeys end runs alone.
mapfile -t pg_tests < <(grep -rlE 'withApi\(|openTestDb\(|TEST_DB' __tests__ --include='*.test.ts' --include='*.test.tsx' | sort)
# (Started with job control on, so the chain is a process group that cleanup can stop whole.)
set -m
(
  set +e
  date +%s >"$tmp/native.start"
  node scripts/native.mjs >"$tmp/native.log" 2>&1
  echo $? >"$tmp/native.status"
  [ "$(cat "$tmp/native.status")" = 0 ] || exit 1
  nice -n 10 npx jest --ci --maxWorkers=2 --json --outputFile="$tmp/jest-sqlite.json" >"$tmp/jest-sqlite.log" 2>&1
  echo $? >"$tmp/jest-sqlite.status"
  # Every test file that opens a database (withApi, openTestDb; __tests__/helpers) runs again on
  # PostgreSQL: the routes, the pages' loaders, the server, the operator's script. The others run
  # no SQL and would only repeat themselves. The fuzz test sends 1,000 hostile payloads here,
  # drawn from another seed than the 10,000 of the SQLite run (a PostgreSQL request with its
  # snapshot costs three times a SQLite one).
  if [ -n "$packages" ]; then
    until [ -f "$tmp/apt.status" ]; do sleep 1; done
  fi
  pg_url=$(bash scripts/pg-cluster.sh start "$pg_dir" "${TEST_PG_PORT:-54331}") || { echo 1 >"$tmp/jest-postgres.status"; exit 1; }
  TEST_DB=postgres TEST_PG_URL="$pg_url" FUZZ_TOTAL=1000 FUZZ_SEED=20261127 nice -n 10 \
    npx jest --ci --maxWorkers=2 --json --outputFile="$tmp/jest-postgres.json" "${pg_tests[@]}" >"$tmp/jest-postgres.log" 2>&1
  echo $? >"$tmp/jest-postgres.status"
  bash scripts/pg-cluster.sh stop "$pg_dir"
) &
jest_pid=$!
set +m

step "lint and typecheck"
# Below the native build beside them (nice): the journeys' server waits for that build, and when
# the three shared the two cores alike, it ended a minute after the build with the machine half idle.
nice -n 5 npx eslint . --max-warnings=0 >"$tmp/lint.log" 2>&1 &
lint_pid=$!
nice -n 5 npx tsc --noEmit >"$tmp/tsc.log" 2>&1 &
tsc_pid=$!
wait "$lint_pid" || { status=1; echo "lint failed:"; }
cat "$tmp/lint.log"
wait "$tsc_pid" || { status=1; echo "typecheck failed:"; }
cat "$tmp/tsc.log"

step "next build"
# As `npm start` builds the demo shop the journeys run against (scripts/e2e-server.sh): the
# prerendered 404 page carries the demo notice too. Types were checked above.
DEMO_MODE=true NEXT_BUILD_SKIP_TYPECHECK=1 npx next build

step "first-load JS budget"
wait_for_packages
# One server for the budget and the journeys: the budget only reads, so it goes first. The server
# starts once the SQLite binding is built (beside the steps before); the budget builds its bare
# Next page meanwhile.
setsid bash -c 'until [ -f "$1" ]; do sleep 1; done; [ "$(cat "$1")" = 0 ] && exec bash scripts/e2e-server.sh "$2"' \
  _ "$tmp/native.status" "$e2e_port" >"$tmp/e2e-server.log" 2>&1 &
server_pid=$!
node scripts/js-budget.mjs --app "http://127.0.0.1:$e2e_port" --port "${JS_BUDGET_PORT:-3211}" || status=1
if [ "$(cat "$tmp/native.status" 2>/dev/null)" != 0 ]; then
  cat "$tmp/native.log"
  echo "better-sqlite3's native module could not be built" >&2
  exit 1
fi
native_seconds=$(($(stat -c %Y "$tmp/native.status") - $(cat "$tmp/native.start")))

step "browser journeys (Playwright, Chromium)"
export CHROME_PATH=$chrome
PLAYWRIGHT_JSON_OUTPUT_NAME="$tmp/e2e.json" E2E_REUSE_SERVER=1 npx playwright test --reporter=list,json || status=1
read -r p f < <(node -e "
  let s={expected:0,unexpected:0,flaky:0};
  try{s=require('$tmp/e2e.json').stats}catch{s.unexpected=1}
  console.log((s.expected+s.flaky)+' '+s.unexpected)")
passed=$((passed + p))
failed=$((failed + f))

step "jest (started with lint): what was left after the journeys"
wait "$jest_pid" || true
jest_pid=
# Each jest run's own time, from its start to its last test file's end, since it ran beside other steps.
jest_seconds() {
  node -e "
    try{const r=require('$1');
    console.log(Math.round((Math.max(...r.testResults.map((t)=>t.endTime))-r.startTime)/1000))}catch{console.log('?')}"
}
for db in sqlite postgres; do
  printf '\n== jest on %s\n' "$db"
  cat "$tmp/jest-$db.log"
  count_jest "$tmp/jest-$db.json"
  [ "$(cat "$tmp/jest-$db.status" 2>/dev/null)" = 0 ] || { status=1; echo "jest on $db failed"; }
done
step_end
times+=("$(printf '%5ss  %s' "$native_seconds" "better-sqlite3's native build, beside lint and typecheck")")
times+=("$(printf '%5ss  %s' "$(jest_seconds "$tmp/jest-sqlite.json")" 'jest on SQLite (unit, components, API), after it, beside the steps')")
times+=("$(printf '%5ss  %s' "$(jest_seconds "$tmp/jest-postgres.json")" 'jest on PostgreSQL (database-backed tests), after it, beside the same steps')")

printf '\nstep times:\n'
printf '%s\n' "${times[@]}"
printf '%5ds  in all\n' $(($(date +%s) - started_at))
if [ "$failed" -gt 0 ]; then
  # The names last, where a log's tail shows them: the journeys' and jest's own output is long.
  printf '\nfailed:\n'
  node -e "
    const read=(f)=>{try{return require(f)}catch{return null}};
    const e2e=read('$tmp/e2e.json');
    const walk=(s,t)=>{for(const c of s.suites??[])walk(c,[...t,c.title]);
      for(const sp of s.specs??[])for(const x of sp.tests??[])
        if(x.status==='unexpected')console.log('  journey: '+[...t,sp.title].filter(Boolean).join(' > '))};
    if(e2e)walk(e2e,[]);
    for(const db of ['sqlite','postgres']){const r=read('$tmp/jest-'+db+'.json');if(!r)continue;
      for(const f of r.testResults){
        if(f.status==='failed'&&!f.assertionResults.some((a)=>a.status==='failed'))
          console.log('  jest '+db+': '+f.name.replace('$root/','')+' (did not run: '+(f.message||'').split('\\n')[0].slice(0,200)+')');
        for(const a of f.assertionResults)if(a.status==='failed')
          console.log('  jest '+db+': '+f.name.replace('$root/','')+' > '+a.fullName)}}"
fi
printf '\ntests: %d passed, %d failed\n' "$passed" "$failed"
[ "$failed" -eq 0 ] || status=1
exit $status
