#!/usr/bin/env bash
# `npm test`: every gate a change must pass, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/with-pnpm.sh
step() { printf '\n━━ %s\n' "$*"; }

step "dependency security floors"
node scripts/check-versions.mjs
step "shared singleton ranges"
node scripts/webpack/check-shared-ranges.mjs
step "format (prettier)"
npx prettier --check . --log-level warn
step "lint (eslint)"
npx eslint . --max-warnings=0
step "typecheck"
for pkg in shared host remote-orders remote-finance remote-service remote-account gateway e2e; do
  npx tsc -p "$pkg/tsconfig.json" --noEmit
  echo "  ✓ $pkg"
done
step "unit and gateway tests (jest; gateway on PGlite${DATABASE_URL:+ and PostgreSQL})"
npx jest --ci
step "build"
bash scripts/build-all.sh
step "end to end (Playwright, Chromium at ${CHROMIUM_PATH:-/usr/bin/chromium})"
(cd e2e && npx playwright test)
