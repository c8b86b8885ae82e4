#!/usr/bin/env bash
# action.yml, step 4: `pushsim replay` with the action's inputs (PUSHSIM_PATH, PUSHSIM_JUNIT,
# PUSHSIM_SHARD, PUSHSIM_ARGS), on the pushsim the earlier steps put on PATH. Its exit status is
# replay's (docs/exit-codes.md), so a failed expectation fails the job.
set -euo pipefail

command=(pushsim replay "${PUSHSIM_PATH:-.}")
if [ -n "${PUSHSIM_JUNIT:-}" ]; then command+=(--junit "$PUSHSIM_JUNIT"); fi
if [ -n "${PUSHSIM_SHARD:-}" ]; then command+=(--shard "$PUSHSIM_SHARD"); fi
# Each failure shows on the pull request at its file and line (docs/ci-formats.md); the log
# still reads as replay's text.
command+=(--format github)
if [ -n "${PUSHSIM_ARGS:-}" ]; then
  read -r -a extra <<< "$PUSHSIM_ARGS"   # split at spaces and tabs; no globbing, no quoting
  command+=("${extra[@]}")
fi
echo "+ ${command[*]}" >&2
exec "${command[@]}"
