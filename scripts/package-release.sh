#!/usr/bin/env bash
# The release assets `make release` hands out and the GitHub Action downloads (docs/ci.md):
#
#   OUT/pushsim                                   the binary, as given
#   OUT/pushsim-VERSION-OS-ARCH.tar.gz            the installed layout under one folder:
#       bin/pushsim, share/man/man1/pushsim.1, the bash, zsh and fish completions (written by
#       the binary itself), share/pushsim/schema/*.schema.json, README.md (and LICENSE if any)
#   OUT/pushsim-VERSION-OS-ARCH.tar.gz.sha256     its SHA-256, in `sha256sum -c` format
#
#   bash scripts/package-release.sh --binary PATH --version VERSION --out DIR [--os OS] [--arch ARCH]
#
# Nothing is left half-written: everything is assembled in a temporary folder inside OUT and
# renamed into place, the checksum last, so a checksum file means its tarball is whole.
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

die() { echo "package-release: $*" >&2; exit 1; }

binary= version= out= os=$(uname -s | tr '[:upper:]' '[:lower:]') arch=$(uname -m)
while [ $# -gt 0 ]; do
  case "$1" in
    --binary) binary=${2:?}; shift 2 ;;
    --version) version=${2:?}; shift 2 ;;
    --out) out=${2:?}; shift 2 ;;
    --os) os=${2:?}; shift 2 ;;
    --arch) arch=${2:?}; shift 2 ;;
    *) die "unknown argument '$1' (usage: --binary PATH --version VERSION --out DIR [--os OS] [--arch ARCH])" ;;
  esac
done
[ -n "$binary" ] && [ -n "$version" ] && [ -n "$out" ] || die "--binary, --version and --out are required"
[ -x "$binary" ] || die "$binary: not an executable file"
case "$version" in *[!0-9A-Za-z.+-]*|"") die "version '$version' has characters a file name should not" ;; esac

name="pushsim-$version-$os-$arch"
mkdir -p "$out"
staging=$(mktemp -d "$out/.package-XXXXXX")
trap 'rm -rf "$staging"' EXIT
root="$staging/$name"

# The same layout as `make install PREFIX=…`, so the tarball unpacks onto a prefix.
install -d "$root/bin" "$root/share/man/man1" "$root/share/bash-completion/completions" \
  "$root/share/zsh/site-functions" "$root/share/fish/vendor_completions.d" "$root/share/pushsim/schema"
install -m 755 "$binary" "$root/bin/pushsim"
install -m 644 "$repo/docs/man/pushsim.1" "$root/share/man/man1/pushsim.1"
for shell in bash zsh fish; do
  case "$shell" in
    bash) target="$root/share/bash-completion/completions/pushsim" ;;
    zsh) target="$root/share/zsh/site-functions/_pushsim" ;;
    fish) target="$root/share/fish/vendor_completions.d/pushsim.fish" ;;
  esac
  "$binary" --generate-completion-script "$shell" > "$target" || die "$binary could not write the $shell completions"
  [ -s "$target" ] || die "$binary wrote empty $shell completions"
  chmod 644 "$target"
done
schemas=("$repo"/docs/schema/*.schema.json)
[ -e "${schemas[0]}" ] || die "no schemas in docs/schema/"
install -m 644 "${schemas[@]}" "$root/share/pushsim/schema/"
for doc in README.md LICENSE LICENSE.md LICENSE.txt; do
  if [ -f "$repo/$doc" ]; then install -m 644 "$repo/$doc" "$root/$doc"; fi
done

# Byte-identical tarballs for the same inputs where GNU tar can sort and fix the metadata.
tarball="$name.tar.gz"
if tar --version 2>/dev/null | grep -q 'GNU tar'; then
  stamp=${SOURCE_DATE_EPOCH:-$(git -C "$repo" log -1 --format=%ct 2>/dev/null || echo 0)}
  tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$stamp" -C "$staging" -cf - "$name" \
    | gzip -n -9 > "$staging/$tarball"
else
  tar -C "$staging" -czf "$staging/$tarball" "$name"
fi
if command -v sha256sum >/dev/null 2>&1; then
  (cd "$staging" && sha256sum "$tarball" > "$tarball.sha256")
else
  (cd "$staging" && shasum -a 256 "$tarball" > "$tarball.sha256")
fi
install -m 755 "$binary" "$staging/pushsim"

rm -f "$out/$tarball.sha256"
mv -f "$staging/pushsim" "$out/pushsim"
mv -f "$staging/$tarball" "$out/$tarball"
mv -f "$staging/$tarball.sha256" "$out/$tarball.sha256"
echo "$out/pushsim"
echo "$out/$tarball"
echo "$out/$tarball.sha256"
