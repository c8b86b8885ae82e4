#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation

/// Headless Chromium for the tests that check what a person would see in pushsim's SVG and HTML
/// (issue 32): that a page loads without errors, that nothing overflows its card, what a
/// truncated text shows. `make test` installs Chromium and the Inter font (Makefile,
/// `browser-deps`); PUSHSIM_CHROMIUM names another binary. The browser never reaches the
/// network: every host name fails to resolve and every request, to an IP address or to this
/// machine too, goes to a proxy on a loopback port where nothing listens.
struct HeadlessBrowser: Sendable {
    /// Why a page could not be loaded or checked, or why there is no browser.
    struct Failure: Error, CustomStringConvertible { var description: String }

    let executable: String
    /// The longest a browser call may take before the browser is killed and the call fails.
    var timeout: TimeInterval = 60

    /// PUSHSIM_SKIP_BROWSER=1: the browser tests are skipped (a machine where Chromium cannot
    /// be installed). Without it, a missing browser fails them: `make test` installs it.
    static var isSkipped: Bool { ProcessInfo.processInfo.environment["PUSHSIM_SKIP_BROWSER"] == "1" }

    /// PUSHSIM_CHROMIUM, else the first of `chromium`, `chromium-browser`, `google-chrome` on
    /// PATH, else the macOS apps.
    init() throws {
        guard let executable = Self.locate() else {
            throw Failure(
                description: "no headless Chromium found (PUSHSIM_CHROMIUM, chromium, chromium-browser or "
                    + "google-chrome on PATH, or a Chromium or Google Chrome app): run `make test`, which "
                    + "installs it, or set PUSHSIM_SKIP_BROWSER=1 to skip the browser tests")
        }
        // Only a path PUSHSIM_CHROMIUM gives can be missing.
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw Failure(description: "PUSHSIM_CHROMIUM names \(executable), which is no executable file")
        }
        self.executable = executable
    }

    init(executable: String) { self.executable = executable }

    static let macOSApplications = [
        "/Applications/Chromium.app/Contents/MacOS/Chromium",
        "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
        NSHomeDirectory() + "/Applications/Chromium.app/Contents/MacOS/Chromium",
        NSHomeDirectory() + "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
    ]

    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let manager = FileManager.default
        if let named = environment["PUSHSIM_CHROMIUM"], !named.isEmpty {
            return named.contains("/") ? named : onPath(named, environment: environment)
        }
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            if let path = onPath(name, environment: environment) { return path }
        }
        return macOSApplications.first { manager.isExecutableFile(atPath: $0) }
    }

    private static func onPath(_ name: String, environment: [String: String]) -> String? {
        let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return directories.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// "Chromium 156.0.8078.108 built on Debian GNU/Linux 12 (bookworm)".
    func version() throws -> String {
        let run = try BrowserProcess.run(executable, ["--version"], timeout: timeout)
        return run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Loads an SVG or HTML page and returns what `script` produced after the page loaded.
    ///
    /// `script` is the body of an async JavaScript function, run after the page's load event
    /// once its fonts are ready, with one argument `pushsim`: `pushsim.errors`, what went wrong
    /// while the page loaded (uncaught errors, unhandled rejections, `console.error`, elements
    /// whose resource failed to load), and `pushsim.requests`, the URL of every resource the
    /// page asked for (neither `data:` nor `blob:`; none load, a self-contained page asks for
    /// none). What it returns is the result: a string as it is, anything else as JSON.
    ///
    /// The page is loaded from a copy in a temporary directory, with the harness's scripts
    /// added (HeadlessBrowserPage.swift), so a reference relative to the page fails to load.
    func inspect(page: URL, script: String) throws -> String {
        let copy = try InstrumentedPage(of: page, check: script)
        defer { copy.remove() }
        let profile = try BrowserProfile()
        defer { profile.remove() }
        // Virtual time runs the page's timers at once and dumps the DOM when the page is idle:
        // the check's awaits need no waiting in real time.
        let arguments = Self.isolation(profile: profile) + ["--virtual-time-budget=10000", "--dump-dom", copy.url.absoluteString]
        let run = try BrowserProcess.run(executable, arguments, timeout: timeout, describing: page.path)
        return try copy.result(inDumpedDOM: run.stdout, stderr: run.stderr)
    }

    func inspect(page path: String, script: String) throws -> String {
        try inspect(page: URL(fileURLWithPath: path), script: script)
    }

    /// A PNG of the page as a window of `width` × `height` CSS pixels shows it, at `scale`
    /// device pixels a CSS pixel (the PNG is `width * scale` × `height * scale`), without
    /// scroll bars. The page is loaded as it is, where it is. Written to `destination`, else
    /// to a new temporary directory, which the caller may delete.
    func screenshot(page: URL, width: Int, height: Int, scale: Int = 1, to destination: URL? = nil) throws -> URL {
        let output = try destination ?? URL(fileURLWithPath: scratchDirectory("screenshot") + "/screenshot.png")
        let profile = try BrowserProfile()
        defer { profile.remove() }
        try? FileManager.default.removeItem(at: output)
        let arguments = Self.isolation(profile: profile) + [
            "--screenshot=\(output.path)", "--window-size=\(width),\(height)", "--hide-scrollbars",
            "--force-device-scale-factor=\(scale)", page.absoluteString,
        ]
        let run = try BrowserProcess.run(executable, arguments, timeout: timeout, describing: page.path)
        guard FileManager.default.fileExists(atPath: output.path) else {
            throw Failure(description: "Chromium wrote no screenshot of \(page.path) (exit \(run.status)):\n\(run.stderr)")
        }
        return output
    }

    func screenshot(page path: String, width: Int, height: Int, scale: Int = 1, to destination: URL? = nil) throws -> URL {
        try screenshot(page: URL(fileURLWithPath: path), width: width, height: height, scale: scale, to: destination)
    }

    /// Runs `layoutCheck` (LayoutCheck.swift) on the page.
    func layout(of page: URL) throws -> LayoutReport {
        let json = try inspect(page: page, script: Self.layoutCheck)
        do {
            return try JSONDecoder().decode(LayoutReport.self, from: Data(json.utf8))
        } catch {
            throw Failure(description: "the layout check of \(page.path) returned what it should not (\(error)):\n\(json)")
        }
    }

    func layout(of path: String) throws -> LayoutReport { try layout(of: URL(fileURLWithPath: path)) }

    /// The flags of every call: headless, a throw-away profile, and no way out to a network.
    /// `--no-sandbox` because Chromium refuses to start its sandbox as root, which CI
    /// containers are; `--disable-dev-shm-usage` because Docker's 64 MB /dev/shm crashes it.
    static func isolation(profile: BrowserProfile) -> [String] {
        [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
            "--user-data-dir=\(profile.path)", "--allow-file-access-from-files",
            // No name resolves, and every request, even to an IP address or to loopback (which
            // a proxy skips by default), goes to a proxy on the discard port, where nothing listens.
            "--host-resolver-rules=MAP * ~NOTFOUND", "--proxy-server=127.0.0.1:9", "--proxy-bypass-list=<-loopback>",
            "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
            // Nothing of the browser's own on the network either (updates, sync, metrics).
            "--disable-background-networking", "--disable-component-update", "--disable-sync",
            "--disable-extensions", "--disable-default-apps", "--no-first-run", "--no-default-browser-check",
            "--disable-breakpad", "--metrics-recording-only", "--no-pings",
            "--password-store=basic", "--use-mock-keychain", "--mute-audio", "--lang=en-US",
        ]
    }
}

/// A browser profile of its own for one call, deleted after it.
struct BrowserProfile {
    let path: String

    init() throws { path = try scratchDirectory("chromium-profile") }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}
