#!/usr/bin/env bash
# Coverage-guided fuzzing with libFuzzer (cargo-fuzz): `bash scripts/fuzz.sh [target] [seconds]`.
#
#   bash scripts/fuzz.sh                   # every target in turn, 600 s each
#   bash scripts/fuzz.sh mana_cost 3600    # one target for an hour
#   bash scripts/fuzz.sh list              # the targets
#   bash scripts/fuzz.sh cmin game_json    # minimize a target's committed corpus in place
#
# Not part of the test command: `tests/fuzz_corpora.rs` replays the committed corpora on the
# stable toolchain instead. Installs cargo-fuzz from crates.io if absent. The project's
# toolchain is stable Rust (rust-toolchain.toml); libFuzzer's instrumentation needs `-Z` flags,
# which stable accepts with RUSTC_BOOTSTRAP=1 (no nightly can be downloaded on these machines).
# Runs under `nice -n 19` with one job: the machine is shared.
#
# The working corpus grows in fuzz/work/<target>/ (git-ignored), seeded from
# fuzz/corpus/<target>/; crashes land in fuzz/artifacts/<target>/. The log of each run is
# fuzz/work/<target>.log (its last lines carry libFuzzer's `cov:`, `ft:` and `exec/s`).
set -euo pipefail
cd "$(dirname "$0")/.."

CARGO_FUZZ_VERSION=0.13.2
CARGO_BIN="${CARGO_HOME:-$HOME/.cargo}/bin"
export PATH="$CARGO_BIN:$PATH"
TARGETS=(mana_cost type_line decklist oracle_line oracle_template scryfall_import scryfall_card scryfall_stream game_setup game_json game_actions analysis)

say() { printf '\033[1mfuzz:\033[0m %s\n' "$*"; }

if [ "${1:-}" = list ]; then
  printf '%s\n' "${TARGETS[@]}"
  exit 0
fi

if [ "$(cargo fuzz --version 2>/dev/null | awk '{print $2}')" != "$CARGO_FUZZ_VERSION" ]; then
  say "installing cargo-fuzz $CARGO_FUZZ_VERSION (a few minutes)"
  cargo install cargo-fuzz --version "$CARGO_FUZZ_VERSION" --locked --force
fi

export RUSTC_BOOTSTRAP=1
# Release code with overflow checks (an overflow is a finding) but without debug assertions:
# `-a` (`-C debug-assertions`) also turns on the standard library's precondition checks, which made
# the game targets several times slower (README, "Fuzzing"); cargo-fuzz appends RUSTFLAGS to its own.
# No sanitizer: the crate has no `unsafe` code, so AddressSanitizer would only halve the speed;
# a panic is what the targets look for, and libFuzzer reports it.
export RUSTFLAGS="${RUSTFLAGS:+$RUSTFLAGS }-C overflow-checks=on"
BUILD_FLAGS=(--fuzz-dir fuzz -O -s none)
# A target's own build flags. `game_actions` is built without comparison tracing
# (`-C llvm-args=-sanitizer-coverage-trace-compares`): its input is a sequence of choices read by
# `arbitrary` (which listed action, which field to change, which value), not text the fuzzer must
# match byte by byte, and the tracing took half of its time (3.2-3.5 ms an input with it,
# 1.4-1.7 ms without, the same 1,000 inputs replayed; README, "Fuzzing"). Edge coverage is kept.
target_flags() {
  case "$1" in
    game_actions) echo --no-trace-compares ;;
  esac
}
# libFuzzer's options: one process (what -jobs=1 means, without the fuzz-N.log files -jobs
# writes into the current directory); -rss_limit_mb guards against runaway memory, -timeout
# against hangs.
FUZZ_FLAGS=(-rss_limit_mb=2048 -timeout=10 -print_final_stats=1)

if [ "${1:-}" = cmin ]; then
  target="${2:?which target?}"
  nice -n 19 cargo fuzz cmin "${BUILD_FLAGS[@]}" $(target_flags "$target") "$target" "fuzz/corpus/$target" -- -rss_limit_mb=2048
  exit 0
fi

run() {
  local target="$1" seconds="$2"
  mkdir -p "fuzz/work/$target" "fuzz/artifacts/$target"
  say "$target for $seconds s (log: fuzz/work/$target.log)"
  nice -n 19 cargo fuzz build "${BUILD_FLAGS[@]}" $(target_flags "$target") "$target"
  # The working corpus first (libFuzzer writes new inputs there), the committed seeds second.
  nice -n 19 cargo fuzz run "${BUILD_FLAGS[@]}" $(target_flags "$target") "$target" "fuzz/work/$target" "fuzz/corpus/$target" -- \
    "${FUZZ_FLAGS[@]}" -max_total_time="$seconds" -artifact_prefix="fuzz/artifacts/$target/" \
    > "fuzz/work/$target.log" 2>&1 || {
    say "$target: libFuzzer stopped with a finding; see fuzz/work/$target.log and fuzz/artifacts/$target/"
    tail -n 40 "fuzz/work/$target.log"
    return 1
  }
  grep -E '^#[0-9]+' "fuzz/work/$target.log" | tail -n 1
  grep -E '^stat::number_of_executed_units' "fuzz/work/$target.log" || true
}

if [ $# -ge 1 ]; then
  run "$1" "${2:-600}"
else
  status=0
  for target in "${TARGETS[@]}"; do
    run "$target" 600 || status=1
  done
  exit $status
fi
