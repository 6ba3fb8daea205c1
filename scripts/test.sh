#!/usr/bin/env bash
# The one command that sets up a machine and runs every test (CI calls it too).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export PATH="$PWD/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
export CARGO_TERM_COLOR=never
# A fresh clone gains nothing from incremental state (3.3 GB of target/debug/incremental): off unless asked for.
export CARGO_INCREMENTAL="${CARGO_INCREMENTAL:-0}"

step() { printf '\n==> %s\n' "$*"; }

step "cargo fmt --check"
cargo fmt --check

step "cargo clippy --all-targets -- -D warnings"
cargo clippy --all-targets -- -D warnings

step "the core has no wasm imports"
bash scripts/check-facade.sh

step "native tests (unit, integration, doc)"
cargo test

# The test executables just run are not needed again: the template-log build below makes its own (disk).
find target/debug/deps -maxdepth 1 -type f -executable ! -name '*.*' -delete

step "oracle-text coverage of the sample cards, the full-text pool (162 real cards), the lands-and-mana pool and the decklist pool (tests/data/POOLS.md), each by card kind, with the honest figure (every ability template executed by a test, ARCHITECTURE.md)"
rm -rf target/template-log
MTG_TEMPLATE_LOG="$PWD/target/template-log" cargo test --quiet --features template-log --tests
cargo run --quiet --release --example coverage
cargo run --quiet --release --example coverage tests/data/pool-full-text.json 10
cargo run --quiet --release --example coverage tests/data/pool-lands-mana.json 10
cargo run --quiet --release --example coverage tests/data/pool-decks.json 20

step "10,000 random games in release mode: the invariant checker after every action, listings and JSON round-trips"
cargo test --release --test game_random -- --ignored

step "rustdoc with warnings as errors"
RUSTDOCFLAGS="-D warnings" cargo doc --no-deps --quiet

step "wasm tests in Node (wasm-bindgen-test)"
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner
# --quiet is rejected by the wasm test runner (TOOLCHAIN.md trap 5).
cargo test --target wasm32-unknown-unknown --test wasm_node

step "wasm tests in headless Chromium (wasm-bindgen-test)"
CHROMEDRIVER=/usr/bin/chromedriver cargo test --target wasm32-unknown-unknown --test wasm_browser

step "npm packages for web, bundler and nodejs (wasm-pack)"
bash scripts/build-pkg.sh

step "TypeScript: tsc --noEmit --strict on a consumer of the generated .d.ts"
tsc -p types/tsconfig.json
echo "tsc: ok"

step "example apps: Node (require) and Vite (bundler build as a dependency)"
bash scripts/examples.sh

step "end-to-end tests of www/ and the Vite app in headless Chromium (playwright-core); screenshots in test-output/"
node --test e2e/

step "wasm size"
for target in web bundler node; do
  wasm="pkg/$target/mtg_rules_bg.wasm"
  printf '%-8s %s: %d bytes raw, %d bytes gzipped\n' "$target" "$wasm" "$(wc -c < "$wasm")" "$(gzip -9 -c "$wasm" | wc -c)"
done
# The target: pkg/web's wasm at most 400,000 bytes gzipped (gzip -9). It has been over since 2026-11-23
# (README, "Benchmarks"). Until it is under again this step fails above `ceiling`, so the wasm cannot grow
# unnoticed: the measured size plus a margin for the vocabulary in flight, lowered as the size comes down (at
# 400,000 it is the target itself). Each change of `ceiling` says in its commit what was measured, where and
# with which cards (`git log -L` on this line gives the history). 533,460 measured at 39bd0de (514,643 at
# 3ac0102, then the cards of 27 Nov late night: modal triggers, ninjutsu, plot, piles, connive, embalm, ...);
# 577,427 measured at 19df996 (28 Nov morning: layer 2 and 7d, Animate Dead, Jegantha, Yorion, disturb, craft, the
# initiative and Undercity, over 560,366 at a27eedb); 598,815 measured at cb7f4c4 (2 Dec: day and night, daybound,
# mutate and merged permanents, infect, persist, saddle, crew, Fable whole, Klothys, Murktide Regent, over 577,628 at
# 11196f4); 614,765 measured at be198c6 (2 Dec, second session: exert, Role tokens, 613.8 dependencies for land
# types, copies of merged permanents, the monarch's delayed trigger, reflexive spells, compleated, loyalty -X, Questing
# Druid, Slogurk, Rona, Unlicensed Hearse, Jace, Nahiri, Grist, Ill-Timed Explosion, Winds of Abandon, Forth
# Eorlingas!, Not Dead After All, \u escapes in the streamed import): that plus 1,000. 609,954 measured at ab5b416
# (2 Dec, size work: core's Unicode lowercase table gone, src/case.rs, -6,820; collect evidence +2,009); 615,580
# measured at 675731d (layer 6 grants, Reckoner Bankbuster, protection from a player or a creature type, X targets,
# +5,626 over ab5b416); 618,122 measured at f019dfb (emblems, Jace Vryn's Prodigy, +2,542 over 675731d), plus
# 1,278 (1,000 and Deadly Cover-Up's last sentence, built after that measurement); 618,999 measured at d8ba449
# (2 Dec, afternoon: miracle and Terminus, hexproof from a quality and Veil of Summer, +899 over 96cb7ac) plus 4,001
# for the vocabulary landing after it the same afternoon; that was too little: 625,418 measured at 15d28fa by the
# fresh-clone test command (Urza's Saga, Niv-Mizzet's jump-start, Krenko's Buzzcrusher, the import's first-word
# guards and byte searches: +6,419 over d8ba449), plus 982; 640,128 measured at ec2819b (2 Dec, evening: suspend and
# Living End, foretell, incubate, Gix's Command, a color chosen on resolution, prevention by color, the Tabernacle's
# granted upkeep tax, Carpet of Flowers, damage records, cycling with X, Hive's quoted trigger, Kellan; talc as the wasm
# allocator -1,939), plus 1,072; 663,208 measured at a626ee9 (2 Dec, night: phasing and Kaito, shadow and
# Dauthi's void counters, dredge, March's exile-any-number cost, divided counters, Orvar, Bring to Light, Doppelgang,
# Inti, Reidane // Valkmira, Gix, Tinybones, Aclazotz, Shigeki, Bonny Pall, Invasion of Ikoria, suspend's haste:
# +23,080), plus 992; 667,104 measured at c7caafb (3 Dec: oracle text read at first use, src/card/reading.rs, and its
# import guard: +3,846 over b22dc6f's 663,258), plus 996; 669,401 measured on 3 Dec, afternoon (heapStats(): the
# allocator wrapped in stats_alloc's counters +1,173, the function +404, over 667,824 at bf0f771), plus 699; 670,316 measured on 3 Dec, night (a game read back from its JSON
# pushes its cards in the last table's order and shares it, +256 over cf68d66's 670,060), plus 784; 671,098
# measured at 8b38df2 (the analysis fuzz target's findings: decklist totals saturate, tallies checked for
# consistency, addTally's bound: +782), plus 1,002; 672,908 measured at b56d0d0 (4 Dec: an animation kept with its
# card after a copy effect, land types kept in each effect's own characteristics, a loop of mandatory triggers a draw:
# +1,816 over 671,092), plus 992.
target_gz=400000
ceiling_gz=673900
web_gz=$(gzip -9 -c pkg/web/mtg_rules_bg.wasm | wc -c)
if [ "$web_gz" -gt "$ceiling_gz" ]; then
  echo "FAIL: pkg/web/mtg_rules_bg.wasm is $web_gz bytes gzipped, over the ceiling of $ceiling_gz (target $target_gz)" >&2
  exit 1
elif [ "$web_gz" -gt "$target_gz" ]; then
  echo "OVER TARGET: pkg/web/mtg_rules_bg.wasm is $web_gz bytes gzipped, $((web_gz - target_gz)) over the $target_gz target (the test fails above $ceiling_gz)"
else
  echo "pkg/web/mtg_rules_bg.wasm: $web_gz bytes gzipped, within the $target_gz target"
fi

step "all tests passed"
