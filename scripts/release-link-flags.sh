#!/usr/bin/env bash
# Prints the link flags of pushsim's Linux release build (the Makefile's `build`): a static
# position-independent executable (docs/performance.md, "The static release binary") when
# jansson's archive and lld are there. Otherwise it prints nothing and says on stderr that the
# build will be dynamic, and start slower. Run by make when it builds, not when it reads the
# Makefile, because `make deps` may install jansson first.
#   bash scripts/release-link-flags.sh [SWIFT]
set -u
swift=${1:-swift}
archive="$(pkg-config --variable=libdir jansson 2>/dev/null)/libjansson.a"
swift_dir=$(dirname "$(command -v "$swift" 2>/dev/null || echo "$swift")")
# gold, the default linker, cannot link a static PIE; Swift's Linux toolchains ship lld.
if [ -f "$archive" ] && { [ -x "$swift_dir/ld.lld" ] || command -v ld.lld >/dev/null 2>&1; }; then
  # --disable-local-rpath: glibc's static-PIE start-up asserts the binary has no RUNPATH, and
  # SwiftPM gives every executable $ORIGIN.
  flags="--disable-local-rpath -Xswiftc -static-executable -Xswiftc -use-ld=lld -Xswiftc -Xclang-linker -Xswiftc -static-pie"
  # Packed relative relocations (DT_RELR) make the binary's relocation of itself at start-up
  # cheaper, but only the start-up code of glibc 2.36 or later, linked in, applies them: an
  # older glibc's would ignore them and the binary would crash.
  version=$(getconf GNU_LIBC_VERSION 2>/dev/null | sed -n 's/^glibc \([0-9]*\)\.\([0-9]*\).*/\1 \2/p')
  if [ -n "$version" ] && set -- $version && { [ "$1" -gt 2 ] || { [ "$1" -eq 2 ] && [ "$2" -ge 36 ]; }; }; then
    flags="$flags -Xlinker -z -Xlinker pack-relative-relocs"
  fi
  echo "$flags"
else
  echo "pushsim: no $archive or no ld.lld: building a dynamically linked pushsim, which starts slower (docs/performance.md)" >&2
fi
