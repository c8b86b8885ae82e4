#!/usr/bin/env bash
# action.yml, step 1: install the static pushsim of a release, after checking its SHA-256.
#
# Reads PUSHSIM_VERSION (empty: the version of the action's own checkout),
# PUSHSIM_ACTION_REPOSITORY and PUSHSIM_SERVER_URL (where the releases are), and
# PUSHSIM_RELEASES_URL (a mirror of the releases' downloads, if set: BASE/vVERSION/ASSET).
# Writes to GITHUB_OUTPUT: version, ref and package-hash (the SwiftPM cache key), and
# installed=true once pushsim is on GITHUB_PATH, or installed=false when that release has no
# asset for this runner and the next steps build it from the action's checkout instead.
# A checksum that does not match, or a download that fails for another reason, stops the job.
set -euo pipefail

action_path=${GITHUB_ACTION_PATH:?the runner sets GITHUB_ACTION_PATH}
say() { echo "pushsim action: $*" >&2; }
die() { echo "::error title=pushsim action::$*"; exit 1; }
output() { echo "$1=$2" >> "${GITHUB_OUTPUT:?the runner sets GITHUB_OUTPUT}"; }
sha256() { if command -v sha256sum >/dev/null 2>&1; then sha256sum "$1"; else shasum -a 256 "$1"; fi | cut -d' ' -f1; }

own_version=$(sed -n 's/.*current = "\(.*\)".*/\1/p' "$action_path/Sources/PushSimCore/Run/PushSimVersion.swift")
[ -n "$own_version" ] || die "cannot read pushsim's version in $action_path"
version=${PUSHSIM_VERSION:-}
version=${version#v}
version=${version:-$own_version}
case "$version" in *[!0-9A-Za-z.+-]*) die "version '$version' is not a pushsim version (e.g. 0.2.0)" ;; esac

# github.action_repository is not promised inside composite actions; the runner unpacks an
# action into _actions/OWNER/NAME/REF, which says the same (and the ref, for the cache key).
repository=${PUSHSIM_ACTION_REPOSITORY:-}
ref=
case "$action_path" in
  */_actions/*/*/*)
    rest=${action_path#*/_actions/}
    owner=${rest%%/*}; rest=${rest#*/}
    name=${rest%%/*}; ref=${rest#*/}
    repository=${repository:-$owner/$name} ;;
esac
repository=${repository:-${GITHUB_REPOSITORY:-}}
ref=${ref:-v$version}
output version "$version"
output ref "${ref//\//-}"
output package-hash "$(sha256 "$action_path/Package.swift" | cut -c1-16)"

case "$(uname -s)" in
  Linux) os=linux ;;
  *) say "releases carry Linux binaries only: building pushsim $version on $(uname -s)"
     output installed false; exit 0 ;;
esac
arch=$(uname -m)
asset="pushsim-$version-$os-$arch.tar.gz"
base=${PUSHSIM_RELEASES_URL:-${PUSHSIM_SERVER_URL:-https://github.com}/$repository/releases/download}
url="$base/v$version/$asset"
work="${RUNNER_TEMP:-${TMPDIR:-/tmp}}/pushsim-$version"
rm -rf "$work" && mkdir -p "$work"

# 0 fetched, 2 not there (HTTP 404, or a missing file:// path), 1 any other failure.
fetch() {
  local code status=0
  code=$(curl -sSL --retry 3 --retry-connrefused -o "$2" -w '%{http_code}' "$1") || status=$?
  if [ "$status" -eq 0 ] && { [ "$code" = 200 ] || [ "$code" = 000 ]; }; then return 0; fi
  if [ "$code" = 404 ] || [ "$status" -eq 37 ]; then return 2; fi
  say "$1: download failed (curl exit $status, HTTP $code)"
  return 1
}

status=0
fetch "$url" "$work/$asset" || status=$?
if [ "$status" -eq 2 ]; then
  if [ "$version" != "$own_version" ]; then
    die "no release asset $url, and the action's checkout is pushsim $own_version, not $version: use the action at that version's tag"
  fi
  say "no release asset $url: building pushsim $version from the action's checkout"
  output installed false
  exit 0
fi
[ "$status" -eq 0 ] || die "cannot download $url"
fetch "$url.sha256" "$work/$asset.sha256" || die "$url.sha256: cannot download the checksum of $asset"

expected=$(cut -d' ' -f1 "$work/$asset.sha256")
actual=$(sha256 "$work/$asset")
case "$expected" in
  *[!0-9a-f]*|"") die "$url.sha256 holds no SHA-256" ;;
esac
[ "${#expected}" -eq 64 ] || die "$url.sha256 holds no SHA-256"
[ "$expected" = "$actual" ] || die "$asset: SHA-256 $actual does not match $expected from $asset.sha256: not installed"
say "$asset: SHA-256 $actual matches"

tar -xzf "$work/$asset" -C "$work"
bin="$work/${asset%.tar.gz}/bin"
[ -x "$bin/pushsim" ] || die "$asset has no bin/pushsim"
say "installed $("$bin/pushsim" --version) into $bin"
echo "$bin" >> "${GITHUB_PATH:?the runner sets GITHUB_PATH}"
output installed true
