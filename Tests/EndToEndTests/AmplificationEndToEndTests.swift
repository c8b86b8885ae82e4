#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import Testing
import TestSupport

/// Small inputs that asked pushsim for gigabytes (issue 26, items 5 and 9), each run by the
/// real binary under a 1 GB address-space limit (`ulimit -v`): each must end at once with an
/// error naming the model file, the `line:column` responsible and the limit — never an abort —
/// and a replay must keep every other file's result, its summary and its JUnit report
/// (docs/guarantees.md, "Amplification").
@Suite("Amplification: bounded memory whatever the model computes")
struct AmplificationEndToEndTests {
    /// 1 GB of address space: the runs that aborted asked for 4 GiB or more.
    static let addressSpaceKB = 1_000_000

    /// `pushsim ARGS` under `ulimit -v`, in `directory`.
    private func limited(_ arguments: [String], in directory: String) throws -> Binary.Run {
        try Binary.run(
            ["-c", "ulimit -v \(Self.addressSpaceKB); exec \"$0\" \"$@\"", Binary.path] + arguments, directory: directory,
            executable: "/bin/sh")
    }

    /// A 6.8 KB model whose receive handler doubles a text 40 times: `s = cat(s, s)`, which
    /// wanted 2^40 bytes.
    static let doublingModel: String = {
        let action = #"{"setState": {"s": {"cat": [{"var": "state.s"}, {"var": "state.s"}]}}}"#
        return """
            {
              "schemaVersion": 2,
              "app": {"name": "Doubling"},
              "state": {"s": "ab"},
              "handlers": {
                "receive": [
            \(Array(repeating: "      " + action, count: 40).joined(separator: ",\n"))
                ]
              },
              "events": {"message": {"hierarchy": "Home"}},
              "screens": {"Home": {}},
              "launch": {"stack": "Home"}
            }

            """
    }()

    static let message = #"{"aps": {"alert": "hi"}, "event_type": "message"}"#

    /// The line of the 17th action (index 16), the first whose stored text passes 1 MiB with
    /// what the delivery made before it, and the column of its value.
    static let stoppedAt = "pushsim.json:23:26: error: setState \"s\" would bring what this delivery computes to 1048602 bytes, past the limit of 1048576 bytes"

    @Test func aModelDoublingATextStopsTheDeliveryWithAnErrorAtItsPlace() throws {
        let root = try scratchDirectory("doubling")
        try writeText(Self.doublingModel, to: root + "/pushsim.json")
        #expect(Self.doublingModel.utf8.count < 7_000)
        try writeText(Self.message, to: root + "/message.json")
        let run = try limited(["deliver", "message.json", "--state", "active", "--app", "pushsim.json"], in: root)
        #expect(run.status == 5, "\(run.stderr)")
        #expect(run.stderr.contains(Self.stoppedAt), "\(run.stderr)")
        #expect(run.stderr.contains("[/handlers/receive/16/setState/s]"))
        #expect(!run.stderr.contains("Fatal error"))
        #expect(run.stdout.hasPrefix("message.json: limit-exceeded: pushsim.json:23:26: setState \"s\""))
        // What the delivery made before it stopped is all it prints: about the limit, not 2^40 bytes.
        #expect(run.stdout.utf8.count < 2 << 20)
    }

    @Test func aReplayKeepsEveryOtherFileItsSummaryAndItsReport() throws {
        let root = try scratchDirectory("doubling-replay")
        for directory in ["a-doubling", "b-plain"] {
            try FileManager.default.createDirectory(atPath: root + "/tree/" + directory, withIntermediateDirectories: true)
        }
        try writeText(Self.doublingModel, to: root + "/tree/a-doubling/pushsim.json")
        try writeText(Self.message, to: root + "/tree/a-doubling/1.json")
        try writeText(Self.message, to: root + "/tree/a-doubling/2.json")
        try writeText(Self.message, to: root + "/tree/b-plain/3.json")
        for jobs in ["1", "2"] {
            let report = root + "/report-\(jobs).xml"
            let run = try limited(["replay", "tree", "--state", "active", "--jobs", jobs, "--junit", report], in: root)
            #expect(run.status == 5, "\(run.stderr)")
            try #require(run.stdoutLines.count == 3, "\(run.stderr)")
            #expect(run.stdoutLines[0].hasPrefix("FAIL tree/a-doubling/1.json: limit-exceeded: tree/a-doubling/pushsim.json:23:26: setState \"s\""))
            #expect(run.stdoutLines[1].hasPrefix("FAIL tree/a-doubling/2.json: limit-exceeded:"))
            #expect(run.stdoutLines[2].hasPrefix("UNCHECKED tree/b-plain/3.json: toast \"hi\""))
            #expect(run.stderr.contains("replayed 3 files: 0 passed, 2 failed, 0 invalid, 0 unreadable, 1 without expectations (outcomes: limit-exceeded 2, toast 1)"))
            let xml = try readText(report)
            #expect(xml.contains(#"<failure type="LimitExceeded""#))
            #expect(xml.contains(#"tests="3" failures="2""#))
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: root)
        #expect(!left.contains { $0.contains(".tmp") }, "\(left)")
    }

    /// A strings entry of 262,144 `%1$@` (1 MB) filled with a 3.6 KB argument: a 944 MB line.
    @Test func aStringsEntryThatWouldFillGigabytesIsRefusedAtItsPlace() throws {
        let root = try scratchDirectory("strings")
        let format = String(repeating: "%1$@", count: 262_144)
        let model = """
            {"schemaVersion": 2, "app": {"name": "Strings"},
            "strings": {"SHORT": "%@ says hi", "HUGE": "\(format)"},
            "events": {"message": {"hierarchy": "Home"}}, "screens": {"Home": {}}, "launch": {"stack": "Home"}}
            """
        try writeText(model, to: root + "/pushsim.json")
        let argument = String(repeating: "y", count: 3_600)
        try writeText(#"{"aps": {"alert": {"loc-key": "HUGE", "loc-args": ["\#(argument)"]}}, "event_type": "message"}"#, to: root + "/huge.json")
        try writeText(#"{"aps": {"alert": {"loc-key": "SHORT", "loc-args": ["Ann"]}}, "event_type": "message"}"#, to: root + "/short.json")
        let run = try limited(["deliver", "short.json", "huge.json", "--state", "background", "--app", "pushsim.json"], in: root)
        // The model is over 1 MiB: its own size is the limit.
        let limit = model.utf8.count
        #expect(run.status == 5, "\(run.stderr)")
        let error = #"pushsim.json:2:44: error: the strings entry "HUGE" would bring what this delivery computes past the limit of \#(limit) bytes (the larger of 1 MiB and the app model's size); the delivery is stopped [/strings/HUGE]"#
        #expect(run.stderr.contains(error + "\n"), "\(run.stderr)")
        #expect(run.stdoutLines == ["short.json: routed Home", "huge.json: limit-exceeded: " + error.replacingOccurrences(of: " error:", with: "")])
        let json = try limited(["deliver", "huge.json", "--state", "background", "--app", "pushsim.json", "--format", "json"], in: root)
        #expect(json.status == 5)
        #expect(json.stdout.contains(#""outcome":"limit-exceeded""#))
        #expect(json.stdout.contains(#""limitExceeded":{"file":"pushsim.json","pointer":"/strings/HUGE","line":2,"column":44,"size":null,"limit":\#(model.utf8.count),"#))
        #expect(json.stdout.utf8.count < 100_000)
    }

    /// A model whose one variant's condition is `{"and": [0, 0, …]}`, `bytes` long: each
    /// operand is two bytes of the file.
    static func conditionModel(bytes: Int) -> String {
        let head = #"{"schemaVersion": 2, "app": {"name": "Big"}, "events": {"message": {"hierarchy": "Home", "variants": [{"name": "v", "when": {"and": ["#
        let tail = #"0]}}]}}, "screens": {"Home": {}}, "launch": {"stack": "Home"}}"# + "\n"
        return head + String(repeating: "0,", count: (bytes - head.utf8.count - tail.utf8.count) / 2) + tail
    }

    /// A 16 MB condition took 2.6 GB to load (a pointer and a box per operand); it now loads in
    /// about as much as any 16 MB JSON document of the same shape.
    @Test func aSixteenMegabyteConditionLoadsWithinTheLimit() throws {
        let root = try scratchDirectory("condition")
        try writeText(Self.conditionModel(bytes: 16_000_000), to: root + "/pushsim.json")
        try writeText(Self.message, to: root + "/message.json")
        let run = try limited(["deliver", "message.json", "--state", "background", "--app", "pushsim.json"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "message.json: routed Home\n")
    }

    /// A replay keeps a directory's model only while the walk is in the directory: six models
    /// of 4 MB each took 1.2 GB together, and now the replay stays far below.
    @Test func aReplayLetsGoOfEachDirectorysModel() throws {
        let root = try scratchDirectory("models")
        let model = Self.conditionModel(bytes: 4_000_000)
        for index in 1...6 {
            let directory = root + "/tree/d\(index)"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try writeText(model, to: directory + "/pushsim.json")
            try writeText(Self.message, to: directory + "/message.json")
        }
        let run = try Binary.run(
            ["-c", "ulimit -v 600000; exec \"$0\" \"$@\"", Binary.path, "replay", "tree", "--state", "background", "--jobs", "1"],
            directory: root, executable: "/bin/sh")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdoutLines == (1...6).map { "UNCHECKED tree/d\($0)/message.json: routed Home" })
        #expect(run.stderr.contains("replayed 6 files: 0 passed, 0 failed, 0 invalid, 0 unreadable, 6 without expectations (outcomes: routed 6)"))
        // With two jobs the same results, byte for byte.
        let parallel = try Binary.run(["replay", "tree", "--state", "background", "--jobs", "2"], directory: root)
        #expect(parallel.stdout == run.stdout)
    }
}
