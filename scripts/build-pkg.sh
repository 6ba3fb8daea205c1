#!/usr/bin/env bash
# Builds the npm packages with wasm-pack: pkg/web (ES module + init()),
# pkg/bundler (Vite, webpack) and pkg/node (CommonJS). Usage: build-pkg.sh [web|bundler|nodejs ...]
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"   # npm binaryen's wasm-opt first
# Without wasm-opt on PATH wasm-pack only warns and skips it (a wasm ~15% larger, measured 508 KB against 466 KB):
# fail instead (run scripts/setup.sh, or link node_modules in a worktree).
command -v wasm-opt > /dev/null || { echo "build-pkg: wasm-opt not found (npm binaryen in node_modules/.bin): run scripts/setup.sh" >&2; exit 1; }
# Cargo.toml's [profile.wasm] is opt-level "z" (the smallest code) with the inlining of "s": LLVM's
# inline threshold 50 instead of "z"'s 5 keeps castOptions within 10% of "s" for 33 KB less gzipped
# (plain "z" was about 45% slower). Only the wasm target's crates get it (RUSTFLAGS with --target).
export RUSTFLAGS="${RUSTFLAGS:+$RUSTFLAGS }-C llvm-args=-inline-threshold=50"
targets=("$@"); [ ${#targets[@]} -eq 0 ] && targets=(web bundler nodejs)
for target in "${targets[@]}"; do
  out="pkg/${target/nodejs/node}"
  echo "build-pkg: $target -> $out"
  # --mode no-install: fail at once if wasm-bindgen-cli does not match the crate (never download).
  # --profile wasm: Cargo.toml's [profile.wasm] (opt-level "s") and its wasm-opt -O3 pass.
  wasm-pack --log-level warn build --mode no-install --profile wasm --target "$target" --out-dir "$out" --out-name mtg_rules
  rm -f "$out/.gitignore"
done
# The umbrella manifest needs all three builds.
if [ -f pkg/web/mtg_rules.js ] && [ -f pkg/bundler/mtg_rules.js ] && [ -f pkg/node/mtg_rules.js ]; then
  node scripts/pkg-manifest.mjs
fi
