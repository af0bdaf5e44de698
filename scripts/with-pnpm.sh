#!/usr/bin/env bash
# Runs a root task with pnpm, installing pnpm first when the machine lacks it.
# corepack cannot verify signatures against this registry (see SETUP-NOTES), so pnpm comes from npm.
set -euo pipefail
cd "$(dirname "$0")/.."
PNPM_VERSION=10.34.9
if ! command -v pnpm >/dev/null 2>&1 || [[ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]]; then
  echo "› installing pnpm $PNPM_VERSION with npm"
  npm install -g --silent "pnpm@$PNPM_VERSION" >/dev/null
fi
if [[ ! -d node_modules/.pnpm ]] || [[ pnpm-lock.yaml -nt node_modules/.modules.yaml ]]; then
  if [[ -f pnpm-lock.yaml ]]; then pnpm install --frozen-lockfile; else pnpm install; fi
fi
task="${1:-}"; shift || true
case "$task" in
  "") ;;
  build-all) bash scripts/build-all.sh "$@" ;;
  lint) npx prettier --check . --log-level warn && npx eslint . --max-warnings=0 ;;
  bench) node bench/run.mjs "$@" ;;
  *) echo "unknown task $task" >&2; exit 2 ;;
esac
