#!/usr/bin/env bash
# Starts the built app on the real server for Playwright: a fresh SQLite database seeded with the
# demo business at a fixed date, mail written to the data folder, "now" pinned.
set -euo pipefail
cd "$(dirname "$0")/../.."
# E2E_PORT, E2E_DATA_DIR and DIST_DIR let several runs share a machine (see e2e-env.ts).
export DATA_DIR="${E2E_DATA_DIR:-$PWD/test-results/e2e-data}"
export DIST_DIR="${DIST_DIR:-$PWD/dist}"
export PORT="${E2E_PORT:?E2E_PORT is set by playwright.config.ts}" HOST=127.0.0.1 LOG_LEVEL=warn
export FIXED_NOW=2026-11-23T09:00:00Z PUBLIC_URL="http://127.0.0.1:${PORT}"
# Specs sign in as the demo owner many times from one address.
export RATE_LIMIT=off
rm -rf "$DATA_DIR"
# The specs read the demo in the spec's dollars and 12-hour clock; `npm run demo` alone seeds the
# Oslo salon's kroner and 24-hour clock (server/demo/demo-locale.ts).
node --import tsx server/demo/seed-demo.ts --today 2026-11-23 --locale en-US > /dev/null
exec node --import tsx server/main.ts
