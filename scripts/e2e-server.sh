#!/usr/bin/env bash
# The built app on a fresh seeded SQLite database, for the browser journeys.
set -euo pipefail
cd "$(dirname "$0")/.."
port=${1:-3210}
dir=${E2E_DB_DIR:-.tmp/e2e-db}
rm -rf "$dir"
mkdir -p "$dir"
export DATABASE_URL="sqlite:$dir/shop.db"
export NODE_ENV=production
# The demo shop of `npm start`: simulated card payments, SMS codes in the server log, the demo
# accounts; absolute URLs from SITE_URL, as a production server needs.
export DEMO_MODE=true
export SITE_URL="http://127.0.0.1:$port"
# The journeys change data and look at it at once as visitors: every page is rendered, none
# kept for its 30 s (the page cache is tested in __tests__/server/page-cache.test.ts).
export PAGE_CACHE=off
# The site's e-mail, as files the journeys read (the outbox's worker runs inside the server).
export MAIL_DIR="$dir/mail"
node scripts/native.mjs
npx tsx scripts/db.ts seed
# The server's output also goes to a file: the journeys read SMS codes from its [sms] lines,
# as a visitor of `npm start` reads them in the terminal (docs/DECISIONS.md).
exec > >(tee "$dir/server.log")
# Started without NODE_ENV, as `npm run serve` from a plain shell: the server sets it itself
# (a React development build under Next's production runtime answered every page 500).
HOST=127.0.0.1 PORT="$port" exec env -u NODE_ENV npx tsx scripts/serve.ts
