#!/usr/bin/env bash
# `npm test`: every gate a change must pass, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/with-pnpm.sh
started=$SECONDS
step() { printf '\n━━ %s  (at %ss)\n' "$*" "$((SECONDS - started))"; }

step "dependency security floors"
node scripts/check-versions.mjs
step "shared singleton ranges"
node scripts/webpack/check-shared-ranges.mjs
step "docker-compose.yml as a deployment (docker-compose config with .env.example; deploy/compose.test.mjs)"
# needs Debian's docker-compose, no Docker engine (.ci/run installs it); fails when it is missing
node --test --test-reporter=spec deploy/compose.test.mjs
step "format (prettier)"
npx prettier --check . --log-level warn
step "lint (eslint)"
npx eslint . --max-warnings=0
step "OpenAPI document (redocly lint, gateway/redocly.yaml; gateway/src/openapi/document.test.ts also fails on warnings)"
(cd gateway && REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true npx redocly lint openapi.json --format=summary)
step "OpenAPI document (spectral lint: spectral:oas and the OWASP API ruleset, gateway/.spectral.yaml)"
(cd gateway && npx spectral lint openapi.json --ruleset .spectral.yaml --fail-severity=error --display-only-failures)
step "typecheck"
for pkg in shared host remote-orders remote-finance remote-service remote-account gateway e2e; do
  npx tsc -p "$pkg/tsconfig.json" --noEmit
  echo "  ✓ $pkg"
done
step "unit and gateway tests (jest; gateway on PGlite)"
# jest's default is one worker per core minus one: a single worker on a 2-core CI machine. Its parent
# process only hands out files, so two workers keep both cores busy. The last CI run spent 17 of its 30 minutes in jest on one worker.
# The import kill test (real gateway processes, a 50,000-row insert) runs once: on PostgreSQL when
# there is one, in the pass below, otherwise here on PGlite.
if [[ -n "${DATABASE_URL:-}" ]]; then
  echo "  (import.kill.test.ts runs in the PostgreSQL pass)"
  npx jest --ci --maxWorkers=2 --testPathIgnorePatterns 'import\.kill\.test\.ts$'
  # Only the files tagged `// @postgres: <why>` on their first line run again: several processes or
  # connections, races, locks, queues, COPY, the planner, migrations and the security matrices
  # (scripts/jest/postgres-suites.mjs). PGlite is PostgreSQL itself; what it cannot show is the rest.
  step "tagged gateway tests again on PostgreSQL (a database per test file, cloned from a seeded template)"
  mapfile -t postgres_suites < <(node scripts/jest/postgres-suites.mjs)
  GATEWAY_TEST_DATABASE_URL="$DATABASE_URL" npx jest --ci --maxWorkers=2 --selectProjects gateway \
    --runTestsByPath "${postgres_suites[@]}"
else
  npx jest --ci --maxWorkers=2
fi
step "build"
bash scripts/build-all.sh
step "version skew: each remote's built mf-manifest.json against the host's (scripts/webpack/check-manifest-skew.mjs)"
node scripts/webpack/check-manifest-skew.mjs
step "nginx serving the built dists with the images' config (deploy/nginx/nginx.test.mjs)"
# Debian's nginx, unprivileged, temp prefix, free loopback ports, a stub gateway (.ci/run installs nginx)
node --test --test-reporter=spec deploy/nginx/nginx.test.mjs
step "end to end (Playwright, Chromium at ${CHROMIUM_PATH:-/usr/bin/chromium})"
(cd e2e && npx playwright test)
step "done"
