#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import PushSimCore
import Testing
import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a scenario says when it asks for something the app cannot do or cannot read
/// (docs/scenarios.md): layouts checked by one rule, a start that does not fit the app refused
/// as an unusable file, a payload that cannot be pushed explained where it is.
@Suite("Scenario checks end to end")
struct ScenarioChecksEndToEndTests {
    static let tabsApp = "\(repositoryRoot)/Tests/EndToEndTests/Data/tabs-app.json"
    static let geniusApp = "\(repositoryRoot)/fixtures/apps/genius/pushsim.json"

    /// The scenario, `start` on line 4 and the steps one a line from line 6.
    static func scenario(app: String, start: String = #"{"state": "active"}"#, steps: [String]) -> String {
        """
        {
          "schemaVersion": 1,
          "app": "\(app)",
          "start": \(start),
          "steps": [
            \(steps.joined(separator: ",\n    "))
          ]
        }

        """
    }

    // MARK: - Layouts: one rule (issue 26, item 15)

    /// What `deliver --stack` says of a layout, without its "pushsim: --stack: ".
    private func stackProblem(_ layout: String, app: String) throws -> String {
        let run = try Binary.run([
            "deliver", "fixtures/apps/genius/payloads/new-message-42.json", "--app", app, "--state", "active", "--stack", layout,
        ])
        #expect(run.status == 64)
        let prefix = "pushsim: --stack: "
        let line = try #require(run.stderr.split(separator: "\n").first { $0.hasPrefix(prefix) })
        return String(line.dropFirst(prefix.count))
    }

    @Test func presentingATabRootIsRefusedAsTheStackOptionRefusesIt() throws {
        let scratch = TemporaryDirectory()
        scratch.file(
            "s.scenario.json",
            Self.scenario(
                app: Self.tabsApp,
                steps: [#"{"navigate": {"present": "Inbox"}}"#, #"{"navigate": {"present": "Compose"}, "expect": {"stack": "Inbox ^ Compose"}}"#]))
        let run = try Binary.run(["scenario", "s.scenario.json"], directory: scratch.path)
        #expect(run.status == 4, "\(run.stdout)")
        let refused = try stackProblem("Inbox ^ Inbox", app: Self.tabsApp)
        #expect(refused == "Inbox is the root of a tab; it cannot be pushed or presented anywhere else")
        #expect(
            run.stdoutLines == [
                "s.scenario.json (app Chatter)",
                "  1. navigate present Inbox: not done",
                "     ✗ s.scenario.json:6:5: \(refused)",
                "  2. navigate present Compose: shows Inbox ^ Compose",
                "FAIL s.scenario.json: 1 of 2 steps failed",
            ], "\(run.stdout)")
    }

    @Test func aVersionOneModelPresentsNoModalsAnywhere() throws {
        let scratch = TemporaryDirectory()
        scratch.file("s.scenario.json", Self.scenario(app: Self.geniusApp, steps: [#"{"navigate": {"present": "Inbox"}, "expect": {"stack": "Inbox"}}"#]))
        let run = try Binary.run(["scenario", "s.scenario.json"], directory: scratch.path)
        #expect(run.status == 4, "\(run.stdout)")
        let refused = try stackProblem("Inbox ^ Inbox", app: Self.geniusApp)
        #expect(refused == "modals ('^') need an app model of schemaVersion 2")
        #expect(
            run.stdoutLines == [
                "s.scenario.json (app Genius)",
                "  1. navigate present Inbox: not done",
                "     ✗ s.scenario.json:6:5: \(refused)",
                "FAIL s.scenario.json: 1 of 1 step failed",
            ], "\(run.stdout)")
    }

    // MARK: - A start that does not fit the app: exit 5, at its place (item 16)

    @Test(arguments: [
        (
            #"{"state": "active", "stack": "Search > Nope"}"#, "4:41",
            #"start.stack: screen "Nope" is not one of Chatter's screens (Inbox, Search, Profile, Followers, Conversation, Compose, Call) [/start/stack]"#
        ),
        (
            #"{"state": "active", "stack": "Conversation(1)"}"#, "4:41",
            #"start.stack: "Conversation(1)": Conversation is not the root of a tab; Chatter's tabs start at Inbox, Search, Profile [/start/stack]"#
        ),
        (
            #"{"state": "not-running", "stack": "Inbox"}"#, "4:46",
            #"start.stack: the app is not running, so it shows nothing; give a state, or drop the stack [/start/stack]"#
        ),
        (
            #"{"state": "active", "set": {"nope": 1}}"#, "4:48",
            #"start.set: the app's state has no "nope" (it has none) [/start/set/nope]"#
        ),
    ])
    func aStartThatDoesNotFitTheAppMakesTheScenarioUnusable(start: String, place: String, message: String) throws {
        let scratch = TemporaryDirectory()
        scratch.file("s.scenario.json", Self.scenario(app: Self.tabsApp, start: start, steps: [#"{"expect": {"stack": "Inbox"}}"#]))
        let run = try Binary.run(["scenario", "s.scenario.json"], directory: scratch.path)
        #expect(run.status == 5, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.isEmpty, "\(run.stdout)")
        #expect(run.stderr.contains("s.scenario.json:\(place): error: \(message)\n"), "\(run.stderr)")
        #expect(run.stderr.contains("pushsim: the scenario s.scenario.json cannot be used (1 error)\n"), "\(run.stderr)")
    }

    // MARK: - A payload that cannot be pushed says where and why (item 17)

    @Test func aPayloadThatCannotBePushedIsExplainedAsValidateExplainsIt() throws {
        let scratch = TemporaryDirectory()
        scratch.file("payloads/bad.json", #"{"aps": {"alert": "x",}}"#)
        scratch.file("payloads/badge.json", #"{"aps": {"badge": "3"}}"#)
        scratch.file(
            "scenarios/s.scenario.json",
            Self.scenario(
                app: Self.tabsApp,
                steps: [#"{"push": "../payloads/missing.json"}"#, #"{"push": "../payloads/bad.json"}"#, #"{"push": "../payloads/badge.json"}"#]))
        let run = try Binary.run(["scenario", "scenarios/s.scenario.json"], directory: scratch.path)
        let validate = try Binary.run(
            ["validate", "scenarios/../payloads/missing.json", "scenarios/../payloads/bad.json", "scenarios/../payloads/badge.json"],
            directory: scratch.path)
        let explained = validate.stdoutLines.filter { $0.contains(": error: ") }
        #expect(explained.count == 3)
        #expect(
            run.stdoutLines == [
                "scenarios/s.scenario.json (app Chatter)",
                "  1. push ../payloads/missing.json: unreadable (not delivered): Unreadable",
                "     scenarios/../payloads/missing.json: error: Unreadable: no such file",
                "  2. push ../payloads/bad.json: invalid (not delivered): MalformedJSON",
                "     scenarios/../payloads/bad.json:1:23: error: MalformedJSON: string or '}' expected near '}'",
                "  3. push ../payloads/badge.json: invalid (not delivered): BadgeNotInteger at /aps/badge",
                #"     scenarios/../payloads/badge.json:1:19: error: BadgeNotInteger: badge must be an integer, not a string ("3") [/aps/badge]"#,
                "PASS scenarios/s.scenario.json: 3 steps",
            ], "\(run.stdout)")
        // Word for word what validate says, indented under the step.
        #expect(explained.map { "     " + $0 } == run.stdoutLines.filter { $0.contains(": error: ") })
    }

    // MARK: - --update of a file changed meanwhile says "not updated" once (item 19)

    @Test func aFileChangedWhileItRanIsNotUpdatedSaidOnce() throws {
        let scratch = TemporaryDirectory()
        // The payload comes through a FIFO the test holds open: pushsim, having read the
        // scenario, waits at the push step while the test edits the file under it.
        scratch.fifo("slow.json")
        let text = Self.scenario(app: Self.tabsApp, steps: [#"{"push": "slow.json", "expect": {"outcome": "routed"}}"#])
        let path = scratch.file("s.scenario.json", text)
        let fifo = scratch.path + "/slow.json"
        let writer = open(fifo, O_RDWR)
        #expect(writer >= 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Binary.path)
        process.arguments = ["scenario", "s.scenario.json", "--update"]
        process.currentDirectoryURL = URL(fileURLWithPath: scratch.path)
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline, !Self.hasOpen(fifo, process: process.processIdentifier) { usleep(10_000) }
        let edited = text.replacing("routed", with: "toast")
        scratch.file("s.scenario.json", edited)
        let payload = Array(#"{"aps": {"alert": "hi"}, "type": "message", "id": "1"}"#.utf8)
        #expect(write(writer, payload, payload.count) == payload.count)
        close(writer)
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 73, "\(stdout)\(stderr)")
        #expect(try readText(path) == edited)
        let closing = try #require(stdout.split(separator: "\n").last.map(String.init))
        #expect(
            closing == "FAIL s.scenario.json: 1 of 1 step failed; not updated: s.scenario.json: it changed while the scenario ran; run --update again",
            "\(stdout)")
        #expect(stderr.contains("pushsim: s.scenario.json: it changed while the scenario ran; run --update again\n"), "\(stderr)")
    }

    /// Whether `process` has `path` open (Linux's /proc).
    private static func hasOpen(_ path: String, process: Int32) -> Bool {
        let directory = "/proc/\(process)/fd"
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return descriptors.contains { (try? FileManager.default.destinationOfSymbolicLink(atPath: directory + "/" + $0)) == path }
    }
}
