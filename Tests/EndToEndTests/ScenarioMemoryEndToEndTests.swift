#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import PushSimCore
import Testing
import TestSupport

/// A scenario's memory grows with what the app holds, not with its steps times what it holds
/// (docs/guarantees.md, "Scaling"): each step's snapshot shares Notification Center's list, the
/// registration requests and the app's state values with the steps before it. Run under a real
/// limit of the address space (`ulimit -v`), never timed.
@Suite("pushsim scenario, memory")
struct ScenarioMemoryEndToEndTests {
    /// Half a gigabyte of address space: the 8,000-push scenario needed 8 GB when every step kept
    /// its own copy of the delivered list, the 16,000 launches 2.7 GB, the 5,000 values set
    /// 5,000 times 1 GB.
    static let addressSpaceKiB = 512 * 1024

    /// `scenario FILE` under `ulimit -v`, in text.
    private func runLimited(_ file: String) throws -> Binary.Run {
        try Binary.run(
            ["-c", #"ulimit -v "$2"; exec "$0" scenario "$1""#, Binary.path, file, String(Self.addressSpaceKiB)], executable: "/bin/sh")
    }

    /// `count` pushes to an app in the background, each a new notification in one of seven
    /// threads; the last expects the whole list and its groups, newest first.
    static func pushes(_ count: Int) -> String {
        let app = JSONWriter.string(.string(repositoryRoot + "/fixtures/apps/genius/pushsim.json"))
        func text(_ index: Int) -> String { "t\(index % 7): message number \(index)" }
        let newestFirst = (1...count).reversed()
        let delivered = newestFirst.map { JSONWriter.string(.string(text($0))) }
        let threads = (0..<7).sorted { ((count - $0) % 7) < ((count - $1) % 7) }
        let groups = threads.map { thread in "[" + newestFirst.filter { $0 % 7 == thread }.map { JSONWriter.string(.string(text($0))) }.joined(separator: ",") + "]" }
        let expect = #"{"delivered": [\#(delivered.joined(separator: ","))], "groups": [\#(groups.joined(separator: ","))]}"#
        let steps = (1...count).map { index in
            #"{"push": {"aps": {"alert": "message number \#(index)", "thread-id": "t\#(index % 7)"}, "event_type": "song_annotated", "song_id": \#(index)}"#
                + (index == count ? #", "expect": \#(expect)}"# : "}")
        }
        return #"{"schemaVersion": 1, "app": \#(app), "start": {"state": "background"}, "steps": [\#n\#(steps.joined(separator: ",\n"))]}"# + "\n"
    }

    /// The app launched `count` times with a device token: each launch registers again, and the
    /// last step expects every request.
    static func launches(_ count: Int) -> String {
        let app = JSONWriter.string(.string(repositoryRoot + "/fixtures/apps/genius/pushsim.json"))
        let token = "7c1e9a0b5d3f00112233445566778899aabbccddeeff00112233445566778899"
        let request = #"POST /account/devices {"device":{"token":"\#(token)","type":"ios"},"app":"genius"}"#
        var steps = [String](repeating: #"{"state": "active"}, {"state": "not-running"}"#, count: count - 1)
        let every = [String](repeating: JSONWriter.string(.string(request)), count: count).joined(separator: ",")
        steps.append(#"{"state": "active", "expect": {"registered": [\#(every)]}}"#)
        return #"{"schemaVersion": 1, "app": \#(app), "start": {"state": "not-running", "deviceToken": "\#(token)"}, "steps": [\#n\#(steps.joined(separator: ",\n"))]}"#
            + "\n"
    }

    /// A model of `count` state values and a scenario of `count` steps each setting one; the
    /// last expects the first and the last value.
    static func values(_ count: Int) -> (model: String, scenario: String) {
        let state = (0..<count).map { #""s\#($0)": \#($0)"# }.joined(separator: ", ")
        let model = #"""
            {"schemaVersion": 2, "app": {"name": "State", "bundleId": "com.example.state"},
             "payload": {"eventTypeKey": "type"}, "events": {"message": {"hierarchy": "Inbox"}}, "screens": {"Inbox": {}},
             "state": {\#(state)}}

            """#
        var steps = (0..<count - 1).map { #"{"set": {"s\#($0)": \#($0 + count)}}"# }
        steps.append(#"{"set": {"s\#(count - 1)": \#(2 * count - 1)}, "expect": {"values": {"s0": \#(count), "s\#(count - 1)": \#(2 * count - 1)}}}"#)
        let scenario = #"{"schemaVersion": 1, "app": "pushsim.json", "start": {"state": "background"}, "steps": [\#n\#(steps.joined(separator: ",\n"))]}"# + "\n"
        return (model, scenario)
    }

    @Test func fiveThousandSetStepsToFiveThousandValuesRunInHalfAGigabyte() throws {
        let directory = try scratchDirectory("scenario-values")
        let (model, scenario) = Self.values(5_000)
        try writeText(model, to: directory + "/pushsim.json")
        try writeText(scenario, to: directory + "/values.scenario.json")
        let run = try runLimited(directory + "/values.scenario.json")
        #expect(run.status == 0, "\(run.stderr.suffix(2_000))")
        #expect(run.stdoutLines.dropFirst().first == "  1. set s0=5000: s0 = 5000")
        #expect(run.stdoutLines.last == "PASS \(directory)/values.scenario.json: 5000 steps")
    }

    @Test func eightThousandPushesRunInHalfAGigabyte() throws {
        let file = try scratchDirectory("scenario-pushes") + "/pushes.scenario.json"
        try writeText(Self.pushes(8_000), to: file)
        let run = try runLimited(file)
        #expect(run.status == 0, "\(run.stderr.suffix(2_000))")
        #expect(run.stdoutLines.count == 8_002)
        #expect(run.stdoutLines.dropFirst().first == #"  1. push (inline payload): banner "message number 1", not tapped"#)
        #expect(run.stdoutLines.last == "PASS \(file): 8000 steps")
    }

    @Test func sixteenThousandLaunchesRunInHalfAGigabyte() throws {
        let file = try scratchDirectory("scenario-launches") + "/launches.scenario.json"
        try writeText(Self.launches(16_000), to: file)
        let run = try runLimited(file)
        #expect(run.status == 0, "\(run.stderr.suffix(2_000))")
        #expect(run.stdoutLines.last == "PASS \(file): 31999 steps")
    }

    /// The generators make what they say: small ones pass as they are, and fail when their
    /// last expectation is changed.
    @Test func theGeneratedScenariosPassAtSmallSizes() throws {
        let directory = try scratchDirectory("scenario-small")
        try writeText(Self.pushes(10), to: directory + "/pushes.scenario.json")
        try writeText(Self.launches(3), to: directory + "/launches.scenario.json")
        try FileManager.default.createDirectory(atPath: directory + "/values", withIntermediateDirectories: true)
        let (model, values) = Self.values(4)
        try writeText(model, to: directory + "/values/pushsim.json")
        try writeText(values, to: directory + "/values/values.scenario.json")
        let run = try Binary.run(["scenario", directory])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("PASS \(directory)/pushes.scenario.json: 10 steps"))
        #expect(run.stdout.contains("PASS \(directory)/launches.scenario.json: 5 steps"))
        #expect(run.stdout.contains("PASS \(directory)/values/values.scenario.json: 4 steps"))
        try writeText(Self.pushes(10).replacingOccurrences(of: #"["t3: message number 10""#, with: #"["t3: message number 9""#), to: directory + "/pushes.scenario.json")
        let broken = try Binary.run(["scenario", directory + "/pushes.scenario.json"])
        #expect(broken.status == 4)
        #expect(broken.stdout.contains(": delivered: expected ["), "\(broken.stdout)")
    }
}
