#!/usr/bin/env bash
# Sets up a fresh machine for mtg-rules. Idempotent: each step is skipped when
# what it installs is already there at the right version.
#
# Installs: the wasm32 target (via rust-toolchain.toml), wasm-bindgen-cli at
# exactly the version Cargo.toml pins, wasm-pack, Debian's chromium and
# chromium-driver, and the node dev dependencies from package-lock.json.
set -euo pipefail
cd "$(dirname "$0")/.."

WASM_BINDGEN_VERSION=0.2.130
WASM_PACK_VERSION=0.15.1
CARGO_BIN="${CARGO_HOME:-$HOME/.cargo}/bin"
export PATH="$CARGO_BIN:$PATH"

say() { printf '\033[1msetup:\033[0m %s\n' "$*"; }

# 1. Rust toolchain and the wasm32 target (rust-toolchain.toml names both).
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
else
  say "wasm32-unknown-unknown target: present"
fi

# 2. wasm-bindgen-cli, exactly the crate's version (TOOLCHAIN.md trap 1).
#    No --locked: its lockfile pins a crate crates.io no longer serves (trap 2).
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$WASM_BINDGEN_VERSION" ]; then
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (a few minutes)"
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
else
  say "wasm-bindgen-cli $WASM_BINDGEN_VERSION: present"
fi

# 3. wasm-pack.
if [ "$(wasm-pack --version 2>/dev/null | awk '{print $2}')" != "$WASM_PACK_VERSION" ]; then
  say "installing wasm-pack $WASM_PACK_VERSION (a few minutes)"
  cargo install wasm-pack --version "$WASM_PACK_VERSION" --locked --force
else
  say "wasm-pack $WASM_PACK_VERSION: present"
fi

# 4. Chromium and chromedriver from Debian (for wasm-bindgen-test and Playwright).
if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  say "installing chromium and chromium-driver from Debian"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends chromium chromium-driver
else
  say "chromium and chromedriver: present"
fi

# 5. Node dev dependencies (binaryen for wasm-opt, playwright-core, typescript),
#    exactly as package-lock.json records them.
if [ ! -d node_modules ] || ! cmp -s package-lock.json node_modules/.package-lock.json.setup 2>/dev/null; then
  say "installing node dev dependencies (npm ci)"
  npm ci --no-audit --no-fund --loglevel=error
  cp package-lock.json node_modules/.package-lock.json.setup
else
  say "node_modules: up to date with package-lock.json"
fi

say "done"
