#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import TestSupport

/// Runs one page's examples in page order in one bash session, so a `cd` or a file written by
/// an earlier example carries over to the later ones, as for a reader typing them in turn.
///
/// The session starts in a fresh scratch directory holding copies of what the examples read
/// (`copiedPaths`), never the repository itself: `init`, `export` and `replay --update` write.
/// That directory plays the part of `/tmp`: the path `/tmp` in a command or setup is rewritten to it,
/// and its path in what is printed is rewritten back to `/tmp`. `pushsim` on `PATH` is the
/// built binary (`PUSHSIM_BIN`); stdin is empty; stdout and stderr go to one file, so they are
/// merged in the order pushsim wrote them.
struct DocSession {
    /// What the examples of every page read, relative to the repository root.
    static let copiedPaths = ["fixtures", "provider-messages", "Tests/EndToEndTests/Data"]

    struct ExampleRun {
        var example: DocExample
        /// nil when the session ended before reaching the example (a shell syntax error).
        var printed: [String]?
    }

    struct SetupFailure {
        var line: Int
        var status: String
        var printed: String
    }

    var runs: [ExampleRun] = []
    var setupFailures: [SetupFailure] = []
    /// What bash itself printed outside any example (syntax errors).
    var shellOutput: String = ""

    init(_ page: DocExamples) throws {
        let world = try Self.realPath(scratchDirectory("docs-world"))
        let runner = try scratchDirectory("docs-runner")
        defer {
            try? FileManager.default.removeItem(atPath: world)
            try? FileManager.default.removeItem(atPath: runner)
        }
        for relative in Self.copiedPaths {
            let target = world + "/" + relative
            try FileManager.default.createDirectory(
                atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: repositoryRoot + "/" + relative, toPath: target)
        }
        try FileManager.default.createDirectory(atPath: runner + "/bin", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: runner + "/out", withIntermediateDirectories: true)
        let binary = Binary.path.hasPrefix("/") ? Binary.path : FileManager.default.currentDirectoryPath + "/" + Binary.path
        try FileManager.default.createSymbolicLink(atPath: runner + "/bin/pushsim", withDestinationPath: binary)

        var script = "cd \(Self.quoted(world)) || exit 99\n"
        for (index, step) in page.steps.enumerated() {
            let text: String
            switch step {
            case .setup(_, let setup): text = setup
            case .example(let example): text = example.command
            }
            // The newline before `}` keeps a trailing `# comment` from swallowing it; braces,
            // not a subshell, so a `cd` lasts.
            script += "{\n\(Self.inWorld(text, world))\n} </dev/null >\(Self.quoted("\(runner)/out/\(index)")) 2>&1\n"
            // Keep `$?` for the next example (`$ echo $?` on a line of its own).
            script += "docs_status=$?; echo $docs_status >\(Self.quoted("\(runner)/out/\(index).status")); (exit $docs_status)\n"
        }
        try writeText(script, to: runner + "/session.sh")

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["--noprofile", "--norc", runner + "/session.sh"]
        process.currentDirectoryURL = URL(fileURLWithPath: world)
        var environment = ProcessInfo.processInfo.environment
        for name in ["PUSHSIM_APP", "NO_COLOR", "CLICOLOR_FORCE", "BASH_ENV", "ENV", "CDPATH"] { environment[name] = nil }
        environment["PATH"] = runner + "/bin:" + (environment["PATH"] ?? "/usr/bin:/bin")
        // `git diff` in an example: the same output whatever the user's git configuration.
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        process.environment = environment
        _ = FileManager.default.createFile(atPath: runner + "/shell.log", contents: nil)
        guard let log = FileHandle(forWritingAtPath: runner + "/shell.log") else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: runner + "/shell.log"])
        }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = log
        process.standardError = log
        try process.run()
        process.waitUntilExit()
        try log.close()
        shellOutput = try readText(runner + "/shell.log")

        for (index, step) in page.steps.enumerated() {
            let printed = try? readText("\(runner)/out/\(index)").replacing(world, with: "/tmp")
            switch step {
            case .setup(let line, _):
                let status = (try? readText("\(runner)/out/\(index).status"))?.trimmedOfBlanks.replacing("\n", with: "") ?? "not run"
                if status != "0" { setupFailures.append(SetupFailure(line: line, status: status, printed: printed ?? "")) }
            case .example(let example):
                runs.append(ExampleRun(example: example, printed: printed.map(Self.lines)))
            }
        }
    }

    /// `text` with each path `/tmp` or `/tmp/…` moved into `world`.
    static func inWorld(_ text: String, _ world: String) -> String {
        text.replacing(#/\/tmp(?=[\/\s'"`;&|)]|$)/#, with: world)
    }

    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    static func quoted(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }

    /// The path with every symbolic link resolved, as `getcwd` reports it to pushsim.
    private static func realPath(_ path: String) throws -> String {
        guard let resolved = realpath(path, nil) else { throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path]) }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
