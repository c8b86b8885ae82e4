#ifndef PUSHSIM_BUILD_INFO_H
#define PUSHSIM_BUILD_INFO_H

/* The commit a binary was built from, for `pushsim --version` (docs/releasing.md).
 * `make build`, `make static` and `make release` define PUSHSIM_COMMIT from git
 * (`-Xcc -DPUSHSIM_COMMIT='"…"'`): SwiftPM cannot hand a string from the build command to
 * Swift code without a build plugin, and a C macro is the one channel every toolchain has.
 * Builds without it (plain `swift build`, the test builds) have no commit. */
static inline const char *pushsim_build_commit(void) {
#ifdef PUSHSIM_COMMIT
    return PUSHSIM_COMMIT;
#else
    return 0;
#endif
}

#endif
