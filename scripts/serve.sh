#!/usr/bin/env bash
# The one command that sets up a machine, builds the web package and serves the previewer.
# PORT=8080 by default (the next free port if taken); the URL is printed.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build-pkg.sh web
exec node scripts/static-server.mjs "${PORT:-8080}"
