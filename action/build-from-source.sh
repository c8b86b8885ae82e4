#!/usr/bin/env bash
# action.yml, step 3 (only when no release asset fits the runner): build pushsim from the
# action's own checkout and put it on GITHUB_PATH. `make install` installs libjansson through
# apt (or brew) when it is missing; the Swift toolchain must be there already: GitHub's Ubuntu
# and macOS images have one, or run the job in the `swift:6.3` container (docs/ci.md).
set -euo pipefail

action_path=${GITHUB_ACTION_PATH:?the runner sets GITHUB_ACTION_PATH}
command -v swift >/dev/null 2>&1 || {
  echo "::error title=pushsim action::no release asset fits this runner and there is no Swift toolchain to build one: run the job in container: swift:6.3, or use a released version"
  exit 1
}
prefix="${RUNNER_TEMP:-${TMPDIR:-/tmp}}/pushsim-build"
make -C "$action_path" install PREFIX="$prefix"
echo "pushsim action: built $("$prefix/bin/pushsim" --version) into $prefix/bin" >&2
echo "$prefix/bin" >> "${GITHUB_PATH:?the runner sets GITHUB_PATH}"
