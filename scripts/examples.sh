#!/usr/bin/env bash
# Installs and builds the example apps against the freshly built pkg/:
# examples/node-app (require('mtg-rules') in Node) and examples/vite-app (a Vite app
# importing the bundler build; tsc --strict, then vite build), each with the `npm pack` tarball of pkg/
# installed. Needs scripts/build-pkg.sh first.
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
# The package as npm users get it: `npm pack` of pkg/ (only what its `files` and `exports` publish), installed
# into each app in place of the `file:../../pkg` link its package.json names for development. `--no-save`
# leaves package.json and the lockfile alone (a tarball's integrity changes with every build).
echo "examples: npm pack pkg/ and install the tarball into each app"
rm -rf target/npm-pack && mkdir -p target/npm-pack
tarball="$(npm pack ./pkg --pack-destination target/npm-pack --silent | tail -1)"
for app in examples/node-app examples/vite-app; do
  (cd "$app" && npm install --no-save --no-audit --no-fund --loglevel=error "../../target/npm-pack/$tarball")
  if [ -L "$app/node_modules/mtg-rules" ]; then
    echo "examples: $app/node_modules/mtg-rules is still a link to pkg/, not the packed tarball" >&2
    exit 1
  fi
done
echo "examples: node examples/node-app/index.cjs"
node examples/node-app/index.cjs
echo "examples: building examples/vite-app (tsc --noEmit --strict, vite build)"
(cd examples/vite-app && npm run --silent build)
