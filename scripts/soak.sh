#!/usr/bin/env bash
# The native soak in runs that survive a cut (not in the test command: hours).
#
#   bash scripts/soak.sh FIRST LAST [GAMES_PER_RUN] [JOBS] [LOG_DIR]
#
# plays the games of seeds FIRST..LAST-1 (`examples/soak.rs`: random games of the real decks with the
# invariant checker after every action, the full checks every 500th) in runs of GAMES_PER_RUN games
# (10,000) on JOBS threads (2) under `nice -n 19`, one log per run in LOG_DIR (target/soak-logs). A run
# whose log ends with its totals is skipped, so the same command resumes a soak cut short. Then prints
# the totals of every finished run (an unfinished one is left out) in LOG_DIR between FIRST and LAST, the failed games' lines, and the
# RSS at each run's first tenth and end (no growth: the first and last alike); exits nonzero if a game failed.
set -euo pipefail
cd "$(dirname "$0")/.."
first=${1:?first seed}
last=${2:?last seed, exclusive}
per_run=${3:-10000}
jobs=${4:-2}
logs=${5:-target/soak-logs}
[ "$per_run" -gt 0 ] && [ "$last" -gt "$first" ] || { echo "soak.sh: need FIRST < LAST and GAMES_PER_RUN > 0" >&2; exit 2; }

cargo build --profile soak --example soak
bin=${CARGO_TARGET_DIR:-target}/soak/examples/soak
commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
mkdir -p "$logs"
for ((s = first; s < last; s += per_run)); do
  n=$((last - s < per_run ? last - s : per_run))
  log=$logs/seeds-$s.log
  if [ -f "$log" ] && grep -q '^done:' "$log"; then continue; fi
  echo "commit $commit seeds $s..$((s + n - 1)) start $(date -u +%FT%TZ)" >"$log"
  # A failed game makes the exit status 1; its seed is in the log, and the soak goes on.
  nice -n 19 "$bin" --games "$n" --first-seed "$s" --jobs "$jobs" --full-every 500 >>"$log" 2>&1 || true
done

for log in "$logs"/seeds-*.log; do
  s=${log##*/seeds-}; s=${s%.log}
  if [ "$s" -ge "$first" ] && [ "$s" -lt "$last" ]; then echo "$log"; fi
done | xargs awk '
  /^done:/ { done[FILENAME] = 1; runs++; games += $2; sub(/\(/, "", $4); ended += $4; failed += $6; actions += $8; time += $11
             if ($(NF-1) + 0 > maxpeak) maxpeak = $(NF-1) + 0 }
  /RSS [0-9]+ kB, peak/ { for (i = 1; i < NF; i++) if ($i == "RSS") rss = $(i+1)
                           if (!(FILENAME in firstrss)) firstrss[FILENAME] = rss; lastrss[FILENAME] = rss }
  /^FAILED:/ { print }
  END {
    lo = hi = ""; for (f in done) { if (lo == "" || firstrss[f] + 0 < lo) lo = firstrss[f] + 0; if (hi == "" || firstrss[f] + 0 > hi) hi = firstrss[f] + 0 }
    llo = lhi = ""; for (f in done) { if (llo == "" || lastrss[f] + 0 < llo) llo = lastrss[f] + 0; if (lhi == "" || lastrss[f] + 0 > lhi) lhi = lastrss[f] + 0 }
    printf "%d runs: %d games, %d ended, %d failed, %d actions in %.0f s (%.0f actions/s); peak RSS at most %d kB; RSS at the first tenth %s-%s kB, at the end %s-%s kB\n",
      runs, games, ended, failed, actions, time, time ? actions / time : 0, maxpeak, lo, hi, llo, lhi
    exit failed > 0
  }'
