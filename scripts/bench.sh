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
echo "== wasm through the JS façade, Node =="
bash scripts/build-pkg.sh nodejs >/dev/null
node bench/facade.mjs ${filter:+"$filter"}
