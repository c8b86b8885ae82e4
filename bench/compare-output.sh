#!/usr/bin/env bash
# Compares what two pushsim binaries print, byte for byte (stdout, stderr, exit status), over
# every fixture: replay of fixtures/ in text and JSON at --jobs 1, 2 and 4, validate and deliver
# --trace of every payload in every state under the app model of its fixture tree, every
# scenario, and, when present, the bench's 10k corpus and 1,000-step scenario. A performance
# change must leave all of it identical (docs/performance.md).
#   bash bench/compare-output.sh OLD_BINARY NEW_BINARY
set -uo pipefail
cd "$(dirname "$0")/.."
old=${1:?usage: compare-output.sh OLD_BINARY NEW_BINARY}
new=${2:?usage: compare-output.sh OLD_BINARY NEW_BINARY}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cases=0 differ=0

# run NAME ARGS…: runs both binaries with ARGS, in the repository, and compares.
run() {
  local name=$1; shift
  cases=$((cases + 1))
  for side in old new; do
    local binary=$old; [ "$side" = new ] && binary=$new
    NO_COLOR=1 "$binary" "$@" >"$work/$side.out" 2>"$work/$side.err" </dev/null
    echo "$?" >"$work/$side.status"
  done
  if ! cmp -s "$work/old.out" "$work/new.out" || ! cmp -s "$work/old.err" "$work/new.err" ||
     ! cmp -s "$work/old.status" "$work/new.status"; then
    differ=$((differ + 1))
    echo "DIFFERS: $name ($*)"
    diff <(cat "$work/old.status" "$work/old.out" "$work/old.err") \
         <(cat "$work/new.status" "$work/new.out" "$work/new.err") | head -10
  fi
}

# The app model a payload belongs to: pushsim.json in its folder or a parent within fixtures/.
model_for() {
  local dir
  dir=$(dirname "$1")
  while [ "$dir" != . ] && [ "$dir" != / ]; do
    [ -f "$dir/pushsim.json" ] && { echo "$dir/pushsim.json"; return; }
    dir=$(dirname "$dir")
  done
}

for jobs in 1 2 4; do
  run "replay text --jobs $jobs" replay fixtures/ --jobs "$jobs"
  run "replay json --jobs $jobs" replay fixtures/ --jobs "$jobs" --format json
done
run "scenario text" scenario fixtures/
run "scenario json" scenario fixtures/ --format json

while IFS= read -r payload; do
  model=$(model_for "$payload")
  app=(); [ -n "$model" ] && app=(--app "$model")
  run "validate $payload" validate "$payload" "${app[@]}" --format json
  for state in active inactive background not-running force-quit; do
    run "deliver $payload $state" deliver "$payload" "${app[@]}" --state "$state" --trace
  done
done < <(find fixtures -type f \( -name '*.json' -o -name '*.apns' \) ! -name 'pushsim.json' \
           ! -name 'pushsim.expect.json' ! -name '*.scenario.json' ! -name 'sources.jsonl' | LC_ALL=C sort)

corpus=${PUSHSIM_CORPUS:-bench/corpus/10k}  # another clone's corpus: PUSHSIM_CORPUS=/path/10k
if [ -d "$corpus" ]; then
  for jobs in 1 2; do
    run "10k corpus json --jobs $jobs" replay "$corpus" --jobs "$jobs" --format json --state background
  done
fi
python3 -c 'import sys; sys.path.insert(0, "bench"); import os, bench; bench.REPO = os.getcwd(); print(bench.write_scenario(sys.argv[1], 1000))' "$work" >/dev/null 2>&1 &&
  run "1000-step scenario" scenario "$work/1000-steps.scenario.json" --format json

echo "compare-output: $cases cases, $differ differ"
[ "$differ" -eq 0 ]
