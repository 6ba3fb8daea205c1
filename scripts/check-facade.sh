#!/usr/bin/env bash
# Invariant: the rules core never imports wasm-bindgen, js-sys or serde-wasm-bindgen;
# only the façade (src/wasm/) does. Comment lines are ignored.
set -euo pipefail
cd "$(dirname "$0")/.."
hits=$(grep -rnE '\b(wasm_bindgen|js_sys|serde_wasm_bindgen)\b' src --include='*.rs' \
  | grep -v '^src/wasm/' | grep -vE '^[^:]+:[0-9]+:\s*//' || true)
if [ -n "$hits" ]; then
  echo "check-facade: wasm imports outside src/wasm/:" >&2
  echo "$hits" >&2
  exit 1
fi
echo "check-facade: the core has no wasm imports (only src/wasm/ has)"
