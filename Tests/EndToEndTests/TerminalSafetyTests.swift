#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import PushSimCore
import TestSupport
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing

/// Text from payloads, app models and URLs must not reach the terminal as control sequences;
/// JSON and JUnit must escape everything they carry.
@Suite("Terminal safety and escaping")
struct TerminalSafetyTests {
    static let hostile = #"\u001b]0;owned\u0007\u001b[2J\u001b]8;;http://evil\u001b\\click\u001b]8;;\u001b\\\u009b31m\u202e"#

    private func write(_ text: String) throws -> String {
        let path = NSTemporaryDirectory() + "pushsim-hostile-\(UUID().uuidString).json"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func expectInert(_ output: String, _ context: String) {
        for forbidden in ["\u{1B}", "\u{07}", "\u{9B}", "\u{202E}"] {
            #expect(!output.contains(forbidden), "\(context) let \(forbidden.unicodeScalars.first!.value) through")
        }
    }

    @Test func toastTextIsNeutralized() throws {
        let path = try write(#"{"aps":{"alert":{"title":"\#(Self.hostile)","body":"b"}},"event_type":"\#(Self.hostile)"}"#)
        for state in ["active", "background"] {
            let run = try Binary.run(["deliver", path, "--state", state, "--trace"])
            expectInert(run.stdout + run.stderr, "deliver --state \(state)")
            #expect(run.stdout.contains(#"\e]0;owned\u{7}\e[2J"#))
        }
    }

    @Test func urlsAndTokensAreNeutralized() throws {
        let url = "genius://conversations/\u{1B}[2J42"
        for arguments in [
            ["open", url, "--app", "fixtures/apps/genius/pushsim.json", "--trace"],
            ["route", url, "--app", "fixtures/apps/genius/pushsim.json"],
            ["register", "ab\u{1B}[2Jcd"],
        ] {
            let run = try Binary.run(arguments)
            expectInert(run.stdout + run.stderr, arguments[0])
        }
    }

    @Test func appModelTextIsNeutralized() throws {
        let model = try write(
            #"{"schemaVersion":1,"app":{"name":"\#(Self.hostile)"},"screens":{"Home":{}},"strings":{"K":"\#(Self.hostile) %@"},"bogus\u001b[2J":1}"#)
        let payload = try write(#"{"aps":{"alert":{"loc-key":"K","loc-args":["\#(Self.hostile)"]}}}"#)
        let run = try Binary.run(["deliver", payload, "--app", model, "--state", "active", "--trace"])
        expectInert(run.stdout + run.stderr, "deliver with a hostile app model")
        #expect(run.status == 0)
    }

    /// "the app model X cannot be used" names a model whose path came from outside: a
    /// scenario's `"app"`, a directory of a replayed tree. Every format writes that line.
    @Test func anUnusableAppModelIsNamedSafely() throws {
        let root = try scratchDirectory("hostile-model")
        let scenario = root + "/app.scenario.json"
        try writeText(#"{"schemaVersion":1,"app":"\#(Self.hostile).json","steps":[{"state":"active"}]}"#, to: scenario)
        let directory = root + "/tree/ev\u{1B}]0;owned\u{7}\u{9B}31m\u{202E}il"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try writeText(#"{"schemaVersion":1,"app":{"name":1}}"#, to: directory + "/pushsim.json")
        try writeText(#"{"aps":{"alert":"hi"}}"#, to: directory + "/p.json")
        for format in ["text", "json", "github", "sarif"] {
            let scenarioRun = try Binary.run(["scenario", scenario, "--format", format])
            expectInert(scenarioRun.stdout + scenarioRun.stderr, "scenario --format \(format)")
            let rejection = scenarioRun.stderr.split(separator: "\n").first { $0.hasPrefix("pushsim: the app model ") }
            #expect(rejection?.contains(#"/\e]0;owned\u{7}\e[2J"#) == true, "\(format): \(scenarioRun.stderr)")
            let replay = try Binary.run(["replay", root + "/tree", "--format", format])
            expectInert(replay.stdout + replay.stderr, "replay --format \(format)")
            #expect(replay.stderr.contains(#"/tree/ev\e]0;owned\u{7}\u{9B}31m\u{202E}il/pushsim.json cannot be used"#), "\(format)")
        }
    }

    @Test func jsonOutputEscapesAndRoundTrips() throws {
        let title = "q\"uote <tag> & ]]> \u{1}\u{1F} \u{7F} \u{2028} é 🎉"
        let escapedTitle = JSONWriter.string(.string(title))
        let path = try write(#"{"aps":{"alert":{"title":\#(escapedTitle),"body":"b"}}}"#)
        let run = try Binary.run(["deliver", path, "--state", "active", "--format", "json"])
        let line = try #require(run.stdoutLines.first)
        #expect(!line.contains("\u{1}") && !line.contains("\u{2028}"))
        let record = try record(line)
        #expect(record["presentation"]?.objectValue?["title"]?.stringValue == title)
    }

    @Test func junitEscapesEverythingItCarries() throws {
        let root = NSTemporaryDirectory() + "pushsim-junit-hostile-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let name = "a&b<c>\"d\"'e'.json"
        try Data(#"{"aps":{"alert":"]]> & <x> \u001b[2J \u0001"},"event_type":"t"}"#.utf8).write(to: URL(fileURLWithPath: root + "/" + name))
        try Data(#"{"schemaVersion":1,"cases":{"\#(name.replacingOccurrences(of: "\"", with: "\\\""))":{"state":"active","outcome":"routed"}}}"#.utf8)
            .write(to: URL(fileURLWithPath: root + "/pushsim.expect.json"))
        let report = root + "/report.xml"
        let run = try Binary.run(["replay", root, "--junit", report])
        #expect(run.status == 4)
        let xml = try Data(contentsOf: URL(fileURLWithPath: report))
        let text = String(decoding: xml, as: UTF8.self)
        #expect(!text.contains("\u{1B}") && !text.contains("\u{1}"))
        #expect(text.contains("name=\"a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;.json\""))
        #expect(text.contains("]]&gt; &amp; &lt;x&gt;"))
        let counter = TestcaseCounter()
        let parser = XMLParser(data: xml)
        parser.delegate = counter
        #expect(parser.parse())
        #expect(counter.failures == 1)
    }
}
