#!/usr/bin/env bash
# Builds every deployable, one at a time (2 cores; each webpack build peaks at ~1.2 GB).
set -euo pipefail
cd "$(dirname "$0")/.."
echo "› building gateway"
pnpm --filter gateway build
# The workspace build (npm start, npm test, the e2e specs) carries the widget gallery (/demo); the
# host image's own build (`pnpm --filter host build`) does not. PORTAL_GALLERY=0 builds it without.
export PORTAL_GALLERY="${PORTAL_GALLERY:-1}"
for app in host remote-orders remote-finance remote-service remote-account; do
  echo "› building $app"
  (cd "$app" && npx webpack --mode production >/tmp/build-$app.log 2>&1) || { cat /tmp/build-$app.log; exit 1; }
  grep -E "compiled (successfully|with)" /tmp/build-$app.log | tail -1
done
