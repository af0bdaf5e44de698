#!/usr/bin/env bash
# Builds every deployable, one at a time (2 cores; each webpack build peaks at ~1.2 GB).
set -euo pipefail
cd "$(dirname "$0")/.."
echo "› building gateway"
pnpm --filter gateway build
for app in host remote-orders remote-finance remote-service remote-account; do
  echo "› building $app"
  (cd "$app" && npx webpack --mode production >/tmp/build-$app.log 2>&1) || { cat /tmp/build-$app.log; exit 1; }
  grep -E "compiled (successfully|with)" /tmp/build-$app.log | tail -1
done
