#!/usr/bin/env bash
# `make bench`: time `pushsim replay` against the C floor (bench/floor.c) on a deterministic
# corpus of 10k and 100k payloads, interleaved, and print medians, ratios and peak RSS against
# the targets; then `pushsim deliver` start-up against a C process that loads one payload.
# Figures and how to read them: docs/performance.md.
#
#   bash bench/run.sh                       # uses .build/release/pushsim (make build)
#   PUSHSIM=/path/to/pushsim bash bench/run.sh
#   PUSHSIM_STATIC=.build-static/release/pushsim bash bench/run.sh   # also the static binary's start-up
#   BENCH_ROUNDS=3 BENCH_STARTUP_RUNS=20 BENCH_SIZES=10k bash bench/run.sh   # quicker, noisier
#   PUSHSIM_BASELINE=/path/to/old/pushsim bash bench/run.sh   # A/B: the old binary in the same rounds
#
# Needs python3 (standard library only), a C compiler and jansson's headers (pkg-config
# jansson; `make deps` installs them). Writes bench/.build/{floor,measure}, bench/corpus/ (about 130 MB,
# regenerated only when bench/generate_corpus.py changes) and bench/results/latest.{txt,json}.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

PUSHSIM=${PUSHSIM:-.build/release/pushsim}
CC=${CC:-cc}
BUILD=bench/.build
FLOOR=$BUILD/floor
MEASURE=$BUILD/measure

if [ ! -x "$PUSHSIM" ]; then
  echo "bench: $PUSHSIM not found: run \`make build\` first, or set PUSHSIM=path" >&2
  exit 1
fi
command -v python3 >/dev/null || { echo "bench: python3 is needed" >&2; exit 1; }
if ! pkg-config --exists jansson 2>/dev/null; then
  echo "bench: jansson not found through pkg-config: run \`make deps\`" >&2
  exit 1
fi

mkdir -p "$BUILD"
if [ ! -x "$FLOOR" ] || [ bench/floor.c -nt "$FLOOR" ]; then
  # shellcheck disable=SC2046  # pkg-config's flags are meant to split
  "$CC" -O2 -o "$FLOOR" bench/floor.c $(pkg-config --cflags --libs jansson)
fi
if [ ! -x "$MEASURE" ] || [ bench/measure.c -nt "$MEASURE" ]; then
  "$CC" -O2 -o "$MEASURE" bench/measure.c
fi

SIZES=${BENCH_SIZES:-10k,100k}
python3 bench/generate_corpus.py --sizes "$SIZES"
STATIC_ARGS=()
if [ -n "${PUSHSIM_STATIC:-}" ]; then
  [ -x "$PUSHSIM_STATIC" ] || { echo "bench: $PUSHSIM_STATIC not found: run \`make static\` first" >&2; exit 1; }
  STATIC_ARGS=(--static-pushsim "$PUSHSIM_STATIC")
fi
BASELINE_ARGS=()
if [ -n "${PUSHSIM_BASELINE:-}" ]; then
  [ -x "$PUSHSIM_BASELINE" ] || { echo "bench: $PUSHSIM_BASELINE not found" >&2; exit 1; }
  BASELINE_ARGS=(--baseline-pushsim "$PUSHSIM_BASELINE")
fi
python3 bench/bench.py --pushsim "$PUSHSIM" --floor "$FLOOR" --measure "$MEASURE" --sizes "$SIZES" "${STATIC_ARGS[@]}" "${BASELINE_ARGS[@]}"
