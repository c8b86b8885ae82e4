#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import PushSimCore
import Testing
import TestSupport

/// An object id from a payload, printed in a stack, can neither pass for more screens nor
/// stop the stack being read back: every stack pushsim prints — text, JSON, manifests and
/// scenarios written by `--update` — reads back through `--stack`, manifests and scenario steps
/// as the layout it shows (docs/app-model.md, "Hierarchies and stacks").
@Suite("Object ids in stacks, end to end")
struct StackIdQuotingEndToEndTests {
    static let model = repositoryRoot + "/fixtures/apps/taskrabbit/pushsim.json"
    /// The issue's spoof, the syntax's characters, a quote, a backslash, a placeholder's colon,
    /// spaces that would be trimmed, and controls the sanitizer escapes.
    static let ids = [
        "x) > Profile(y", "a>b", "a^b", "a|b", "a(b", #"q"z"#, #"back\slash"#, ":id", " padded ", "\u{1B}[2J", "r\u{202E}l", "ok-42",
    ]

    /// TaskRabbit's chat message, for the chat whose id is `id`.
    static func payload(_ id: String, in directory: String, named name: String) throws -> String {
        let path = directory + "/" + name
        try writeText(
            #"{"aps":{"alert":{"title":"Jordan","body":"I'm outside"},"category":"CHAT"},"event_type":"new_message","object_id":"#
                + JSONWriter.string(.string(id)) + #","task_id":"42"}"#, to: path)
        return path
    }

    static func record(_ line: String?) throws -> [String: Any] {
        let line = try #require(line)
        return try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    @Test func theSpoofIsOneQuotedId() throws {
        let path = try Self.payload("x) > Profile(y", in: try scratchDirectory("stack-spoof"), named: "spoof.json")
        let run = try Binary.run(["deliver", path, "--app", Self.model, "--state", "background"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdoutLines == [#"\#(path): routed TaskList > TaskDetail(42) > Chat("x) > Profile(y")"#])
    }

    /// What `deliver` prints, in text and JSON, is the same stack, and `--stack` reads it back
    /// as the layout the app had.
    @Test func everyPrintedStackReadsBackThroughStack() throws {
        let directory = try scratchDirectory("stack-ids")
        for (index, id) in Self.ids.enumerated() {
            let path = try Self.payload(id, in: directory, named: "p\(index).json")
            let json = try Binary.run(["deliver", path, "--app", Self.model, "--state", "background", "--format", "json"])
            let stack = try #require(try Self.record(json.stdoutLines.first)["stackAfter"] as? String)
            #expect(stack.hasPrefix("TaskList > TaskDetail(42) > Chat("), "\(id.debugDescription): \(stack)")
            let text = try Binary.run(["deliver", path, "--app", Self.model, "--state", "background"])
            #expect(text.stdoutLines == ["\(path): routed \(stack)"], "\(id.debugDescription)")
            // Given back as the stack the app shows, it is that stack again: the chat with that id.
            let again = try Binary.run(["deliver", path, "--app", Self.model, "--state", "active", "--stack", stack, "--format", "json"])
            #expect(again.status == 0, "\(id.debugDescription): \(again.stderr)")
            let record = try Self.record(again.stdoutLines.first)
            #expect(record["stackBefore"] as? String == stack, "\(id.debugDescription)")
            // The chat on screen is that chat: it handles its own message.
            #expect(record["outcome"] as? String != "routed", "\(id.debugDescription): \(record["outcome"] ?? "")")
        }
    }

    @Test func replayUpdateRecordsEveryIdAndThenPasses() throws {
        let directory = try scratchDirectory("stack-ids-replay")
        for (index, id) in Self.ids.enumerated() { _ = try Self.payload(id, in: directory, named: "p\(index).json") }
        try FileManager.default.copyItem(atPath: Self.model, toPath: directory + "/pushsim.json")
        try writeText(#"{"schemaVersion": 1, "defaults": {"state": "background"}, "cases": {}}"#, to: directory + "/pushsim.expect.json")
        let update = try Binary.run(["replay", directory, "--update"])
        #expect(update.status == 0, "\(update.stdout)\(update.stderr)")
        #expect(update.stdoutLines.count == Self.ids.count && update.stdoutLines.allSatisfy { $0.hasPrefix("UPDATED ") }, "\(update.stdout)")
        let replay = try Binary.run(["replay", directory])
        #expect(replay.status == 0, "\(replay.stdout)")
        #expect(replay.stdoutLines.allSatisfy { $0.hasPrefix("PASS ") }, "\(replay.stdout)")
        // Each recorded stack is a layout a case can start from, and it shows that chat.
        let manifestText = try readText(directory + "/pushsim.expect.json")
        let manifest = try #require(JSONSerialization.jsonObject(with: Data(manifestText.utf8)) as? [String: Any])
        let cases = try #require(manifest["cases"] as? [String: [String: Any]])
        for (index, id) in Self.ids.enumerated() {
            let stack = try #require(cases["p\(index).json"]?["stackAfter"] as? String, "\(id.debugDescription)")
            let again = try Binary.run([
                "deliver", directory + "/p\(index).json", "--app", Self.model, "--state", "active", "--stack", stack, "--format", "json",
            ])
            #expect(try Self.record(again.stdoutLines.first)["stackBefore"] as? String == stack, "\(id.debugDescription)")
        }
    }

    /// A case starts on such a chat (`stack`) and expects it by name (`suppressedBy`).
    @Test func aManifestCaseReadsQuotedIds() throws {
        let directory = try scratchDirectory("stack-ids-case")
        try FileManager.default.copyItem(atPath: Self.model, toPath: directory + "/pushsim.json")
        var cases: [String] = []
        for (index, id) in Self.ids.enumerated() {
            _ = try Self.payload(id, in: directory, named: "p\(index).json")
            let chat = ScreenReference(name: "Chat", argument: id).description
            let stack = JSONWriter.string(.string("TaskList > TaskDetail(42) > \(chat)"))
            cases.append(#""p\#(index).json": {"stack": \#(stack), "suppressedBy": \#(JSONWriter.string(.string(chat)))}"#)
        }
        try writeText(
            #"{"schemaVersion": 1, "defaults": {"state": "active", "outcome": "suppressed"}, "cases": {\#(cases.joined(separator: ", "))}}"#,
            to: directory + "/pushsim.expect.json")
        let replay = try Binary.run(["replay", directory])
        #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
        #expect(replay.stdoutLines.count == Self.ids.count && replay.stdoutLines.allSatisfy { $0.hasPrefix("PASS ") }, "\(replay.stdout)")
    }

    /// A scenario names such a chat in its start stack, a `navigate` step and an expectation;
    /// `--update` records the stack the id led to, and the scenario then passes.
    @Test func scenarioStepsAndUpdatesReadQuotedIds() throws {
        let directory = try scratchDirectory("stack-ids-scenario")
        var steps: [String] = []
        for (index, id) in Self.ids.enumerated() {
            let payload = try Self.payload(id, in: directory, named: "p\(index).json")
            let chat = JSONWriter.string(.string(ScreenReference(name: "Chat", argument: id).description))
            steps.append(#"{"navigate": {"stack": "TaskList"}}"#)
            steps.append(#"{"state": "background"}"#)
            steps.append(#"{"push": \#(JSONWriter.string(.string(payload))), "tap": "default", "expect": {}}"#)
            steps.append(#"{"navigate": {"push": \#(chat)}, "expect": {"visible": \#(chat)}}"#)
        }
        let start = JSONWriter.string(.string(#"TaskList > Chat("a > b")"#))
        let path = directory + "/ids.scenario.json"
        try writeText(
            """
            {
              "schemaVersion": 1,
              "app": \(JSONWriter.string(.string(Self.model))),
              "start": {"state": "active", "stack": \(start)},
              "steps": [
                \(steps.joined(separator: ",\n    "))
              ]
            }

            """, to: path)
        let update = try Binary.run(["scenario", path, "--update"])
        #expect(update.status == 0, "\(update.stdout)\(update.stderr)")
        #expect(!update.stdout.contains("not recorded"), "\(update.stdout)")
        let run = try Binary.run(["scenario", path])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdoutLines.last == "PASS \(path): \(steps.count) steps")
        let written = try readText(path)
        #expect(written.contains(#""stack": "TaskList > TaskDetail(42) > Chat(\"x) > Profile(y\")""#), "\(written)")
        #expect(written.contains(#""stack": "TaskList > TaskDetail(42) > Chat(\"a|b\")""#), "\(written)")
    }
}
