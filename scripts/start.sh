#!/usr/bin/env bash
# `npm start`: installs pnpm and dependencies when missing, builds everything, then starts the
# gateway (which migrates and seeds its embedded PGlite database) and serves the host and remotes.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/with-pnpm.sh
if [[ "${SKIP_BUILD:-0}" != "1" ]]; then bash scripts/build-all.sh; fi
exec node scripts/run-portal.mjs
