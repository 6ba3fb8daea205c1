#!/usr/bin/env bash
# Installs and builds the example apps against the freshly built pkg/:
# examples/node-app (require('mtg-rules') in Node) and examples/vite-app (a Vite app
# importing the bundler build; tsc --strict, then vite build). Needs scripts/build-pkg.sh first.
set -euo pipefail
cd "$(dirname "$0")/.."
for app in examples/node-app examples/vite-app; do
  if [ ! -d "$app/node_modules" ] || ! cmp -s "$app/package-lock.json" "$app/node_modules/.package-lock.json.setup"; then
    echo "examples: npm install in $app (from its package-lock.json)"
    # Not `npm ci`: npm drops other platforms' optional packages (rollup's) from the
    # lockfile it writes, and `npm ci` then refuses it as out of sync.
    (cd "$app" && npm install --no-audit --no-fund --loglevel=error && cp package-lock.json node_modules/.package-lock.json.setup)
  fi
done
echo "examples: node examples/node-app/index.cjs"
node examples/node-app/index.cjs
echo "examples: building examples/vite-app (tsc --noEmit --strict, vite build)"
(cd examples/vite-app && npm run --silent build)
