#!/usr/bin/env bash
# `npm test`: every test tier. Integration runs on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
reports=test-results/reports
rm -rf "$reports" && mkdir -p "$reports"

step() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; }

step "chromium"
bash scripts/ensure-chromium.sh

step "typecheck and lint"
npm run typecheck
npm run lint

step "unit tests"
npx vitest run --project unit --project unit-web --reporter=default --reporter=json --outputFile.json="$reports/unit.json"

step "integration tests on PGlite"
TEST_DATABASE_URL= npx vitest run --project integration --reporter=default --reporter=json --outputFile.json="$reports/integration-pglite.json"

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "integration tests on PostgreSQL ($TEST_DATABASE_URL)"
  npx vitest run --project integration --reporter=default --reporter=json --outputFile.json="$reports/integration-postgres.json"
else
  echo "TEST_DATABASE_URL is not set: the PostgreSQL run is skipped."
fi

step "build"
npm run build

step "production bundle smoke test"
node scripts/smoke-dist.mjs

step "front-end budget (JavaScript per public page, bench/frontend-budgets.json)"
node scripts/frontend-budget.mjs --check --out "$reports/frontend.json"

step "browser journeys (Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/$reports/e2e.json" npm run test:e2e

node scripts/summarize-tests.mjs "$reports"
