#!/usr/bin/env bash
# Benchmarks: native (criterion) and through the JS façade in Node.
# Usage: scripts/bench.sh [filter]   e.g. scripts/bench.sh parse_mana_cost
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh >/dev/null
export PATH="$PWD/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
filter="${1:-}"
echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores, $(free -g | awk '/Mem:/{print $2}') GiB; $(rustc --version); node $(node --version)"
echo
echo "== native (criterion; full reports in target/criterion/) =="
cargo bench --benches -- --noplot ${filter:+"$filter"} 2>&1 | grep -E '^[a-z_/ ]+$|time:|thrpt:' || true
echo
echo "== card import, 30,000-card synthetic pool: native (release), then wasm in Node =="
mkdir -p target
WRITE_POOL=target/pool-30000.json cargo run -q --release --example import_pool 30000 3
bash scripts/build-pkg.sh nodejs >/dev/null
node bench/import.mjs target/pool-30000.json objects
node bench/import.mjs target/pool-30000.json text
echo
echo "== card import, a real-size bulk file (30,000 cards of real decks, every Scryfall field; e2e/user-cards' file): native streamed, then wasm in Node =="
node bench/bulk-file.mjs target/bulk-30000.json
STREAM=1 POOL=target/bulk-30000.json cargo run -q --release --example import_pool 30000 3
node bench/import.mjs target/bulk-30000.json bytes
node bench/import.mjs target/bulk-30000.json objects
echo
echo "== wasm through the JS façade, Node =="
node bench/facade.mjs ${filter:+"$filter"}
echo
echo "== wasm through the JS façade, headless Chromium =="
bash scripts/build-pkg.sh web >/dev/null
node bench/browser.mjs ${filter:+"$filter"}
