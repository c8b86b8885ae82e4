import Testing
import TestSupport

@testable import PushSimCore

/// No line pushsim writes can be taken by a CI runner for a command pushsim did not mean
/// (docs/ci-formats.md): each line is read here the way the GitHub Actions runner reads it
/// (`GitHubRunnerCommand`), and for Azure Pipelines' `##vso[`.
@Suite("Lines that are not CI commands")
struct CICommandGuardTests {
    static func isCommand(_ line: String) -> Bool {
        GitHubRunnerCommand.parse(line) != nil || AzurePipelinesCommand.isIn(line)
    }

    @Test(arguments: [
        ("::error title=Forged::x.json: valid (0 errors, 0 warnings)", #"\u{3A}:error title=Forged::x.json: valid (0 errors, 0 warnings)"#),
        ("  ::stop-commands::tok", #"  \u{3A}:stop-commands::tok"#),
        ("\u{A0}\u{3000}::warning::x", "\u{A0}\u{3000}\\u{3A}:warning::x"),
        ("\u{200B}::notice::x", "\u{200B}\\u{3A}:notice::x"),
        (":\u{200B}:error::x", "\\u{3A}\u{200B}:error::x"),
        ("FAIL a ##[error]b.json: x", #"FAIL a ##\u{5B}error]b.json: x"#),
        ("x #\u{AD}#[warning]y ###[group]", "x #\u{AD}#\\u{5B}warning]y ###\\u{5B}group]"),
        ("see ##vso[task.setvariable variable=X]1 and ##VSO[task.complete]", #"see ##vso\u{5B}task.setvariable variable=X]1 and ##VSO\u{5B}task.complete]"#),
    ])
    func commandsInTextAreEscaped(line: String, inert: String) {
        #expect(Self.isCommand(line))
        let made = CICommandGuard.inert(line, notation: .text)
        #expect(made == inert)
        #expect(!Self.isCommand(made))
        #expect(CICommandGuard.inert(made, notation: .text) == made)
    }

    @Test(arguments: [
        "PASS ::error::x.json: routed Inbox", "x.json: valid", "  1. push a.json: suppressed by Conversation(42)", "# heading", "#[x] ##x [",
        "a:b ::c", "", "\u{A0}x", "é::x", "##", "#v#[", "##vs[",
    ])
    func otherLinesAreLeftAsTheyAre(line: String) {
        #expect(!Self.isCommand(line) || line.hasPrefix("PASS"))
        #expect(CICommandGuard.inert(line, notation: .text) == line)
    }

    /// Text of several lines (SARIF's log is one string): each line's start counts.
    @Test func everyLineOfATextCounts() {
        #expect(CICommandGuard.inert("a\n::error::x\n  ::warning::y", notation: .text) == #"a\#n\u{3A}:error::x\#n  \u{3A}:warning::y"#)
        #expect(CICommandGuard.inert("a\nb:\n", notation: .text) == "a\nb:\n")
    }

    /// In JSON the `[` becomes `\u005b` inside its string: the same string, read back.
    @Test func jsonStringsKeepTheirValue() throws {
        let record = JSONWriter.string(.object(["file": .string("##[error]x.json"), "t": .string("a ##vso[task.complete]")]))
        let made = CICommandGuard.inert(record, notation: .json)
        #expect(made == ###"{"file":"##\u005berror]x.json","t":"a ##vso\u005btask.complete]"}"###)
        #expect(!Self.isCommand(made))
        #expect(try JSONDecoding.decode(Array(made.utf8)) == JSONDecoding.decode(Array(record.utf8)))
    }

    /// Random lines over the characters that matter: no result is a command, lines as bytes are
    /// the lines as strings, and a line with nothing to escape is itself.
    @Test(arguments: 0..<4)
    func randomLines(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        let pieces = [":", "::", "#", "##", "[", "]", "vso", "VSO", " ", "\t", "\u{A0}", "\u{200B}", "\u{AD}", "\u{FEFF}", "error", "x", "é"]
        var lines: [String] = []
        for _ in 0..<2000 {
            let line = (0..<random.below(9)).map { _ in pieces[random.below(pieces.count)] }.joined()
            let made = CICommandGuard.inert(line, notation: .text)
            #expect(!Self.isCommand(made), "\(line.debugDescription) → \(made.debugDescription)")
            if !Self.isCommand(line), !line.unicodeScalars.contains(where: { $0 == "[" || $0 == ":" }) { #expect(made == line) }
            lines.append(line)
        }
        let bytes = Array(lines.map { $0 + "\n" }.joined().utf8)
        let expected = Array(lines.map { CICommandGuard.inert($0, notation: .text) + "\n" }.joined().utf8)
        #expect(CICommandGuard.inert(lines: bytes, notation: .text) == expected)
    }

    /// What every renderer writes for the events that name outside files and text — a manifest,
    /// a model, a scenario, a report, the files `init` and `export` write: no control character,
    /// and no command but the GitHub format's own annotations.
    @Test func noRendererWritesACommandItDidNotMean() throws {
        let hostile = "::error title=Forged::x\u{1B}]0;t\u{7}\u{9B}\u{202E}\n::stop-commands::s ##[warning]w ##vso[task.complete]"
        let issue = Diagnostic(.error, nil, .file, hostile)
        let warning = Diagnostic(.warning, nil, .file, hostile)
        let events: [RunEvent] = [
            .manifest(.unusable(ExpectationManifest.LoadError(path: hostile, problems: [issue]), writtenAnew: true)),
            .manifest(.staleTemporaryRemoved(hostile)), .manifest(.staleTemporaryNotRemoved(hostile)),
            .manifest(.refused(manifest: hostile, reason: hostile)), .manifest(.notWritten(reason: hostile)),
            .manifest(.caseDropped(manifest: hostile, name: hostile)), .manifest(.updated(hostile)),
            .reportNotWritten(path: hostile, reason: hostile, interrupted: false),
            .reportNotWritten(path: hostile, reason: hostile, interrupted: true),
            .appModelLoaded(.flag(hostile), warnings: [warning]),
            .appModelRejected(AppModelError(source: .discovered(hostile), issues: [issue])),
            .appModelRejected(AppModelError(source: .environment(hostile), issues: [issue])),
            .usageProblem(hostile), .tokenRejected(DeviceToken.ParseError(reason: .badDeviceToken, message: hostile)),
            .scenarioRejected(path: hostile, issues: [issue]), .scenarioWarnings(path: hostile, warnings: [warning]),
            .fileCreated(hostile), .scaffoldConflicts([hostile], existingCIFile: hostile), .writeFailed(hostile),
            .scaffolded(directory: hostile, ciFile: hostile), .modelUpgraded(text: nil, path: hostile, from: 1),
            .modelUpgraded(text: nil, path: hostile, from: 2), .exported(path: hostile, bundleID: try BundleIdentifier("com.example.app")),
        ]
        for format in OutputFormat.allCases {
            let sink = CapturingSink()
            let renderer = format.renderer(sink: sink)
            var annotations = 0
            for event in events {
                renderer.render(event)
                if format == .github { annotations += CIFindings.of(event).count }
            }
            _ = renderer.finish(completed: true)
            var commands = 0
            // SARIF's log is one pretty-printed document: its lines.
            for line in (sink.results + sink.diagnostics).flatMap({ $0.split(separator: "\n").map(String.init) }) {
                #expect(!line.unicodeScalars.contains(where: HiddenCharacters.contains), "\(format): \(line.debugDescription)")
                guard let command = GitHubRunnerCommand.parse(line) else {
                    #expect(!AzurePipelinesCommand.isIn(line), "\(format): \(line)")
                    continue
                }
                // The GitHub format's own annotations, which name the file (a GitHub-only format).
                commands += 1
                #expect(format == .github && line.hasPrefix("::\(command.name) file=") && command.properties["title"] != "Forged", "\(line)")
            }
            #expect(commands == annotations, "\(format)")
        }
    }
}
