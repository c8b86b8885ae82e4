#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import Testing
import TestSupport

/// The largest inputs of their shape run to the end, with what they must say (docs/guarantees.md,
/// "Scaling"). The counts that prove the growth is linear are in the core's scaling tests; these
/// run the binary on the reproductions of issue 26.
@Suite("Scaling, end to end")
struct ScalingEndToEndTests {
    /// A version 2 model whose parameter `p0` defaults to `p1`, … `p(count-1)` reads the
    /// payload's `last` (or, with `loopsTo`, defaults back to that link).
    static func chainModel(_ count: Int, loopsTo: Int? = nil) -> String {
        var parameters: [String] = []
        parameters.reserveCapacity(count)
        for index in 0..<count {
            let next = index + 1 < count ? index + 1 : loopsTo
            let key = index + 1 < count ? "k\(index)" : "last"
            parameters.append(#""p\#(index)": {"key": "\#(key)""# + (next.map { #", "default": {"parameter": "p\#($0)"}}"# } ?? "}"))
        }
        return #"""
            {"schemaVersion": 2, "app": {"name": "Chain", "bundleId": "com.example.chain"},
             "payload": {"eventTypeKey": "type", "objectIdKey": "id"},
             "events": {"message": {"hierarchy": "Inbox > Thread(:p0)"}},
             "screens": {"Inbox": {}, "Thread": {}},
             "parameters": {
            \#(parameters.joined(separator: ",\n"))
            }}

            """#
    }

    @Test func aChainOfFiftyThousandDefaultsLoadsAndResolves() throws {
        let directory = try scratchDirectory("chain")
        try writeText(Self.chainModel(50_000), to: directory + "/pushsim.json")
        try writeText(#"{"aps": {"alert": "hi"}, "type": "message", "id": "7", "last": "L"}"#, to: directory + "/message.json")
        let deliver = try Binary.run(["deliver", "message.json", "--state", "background", "--tap", "default"], directory: directory)
        #expect(deliver.status == 0, "\(deliver.stderr.suffix(1_000))")
        #expect(deliver.stdout == "message.json: routed Inbox > Thread(L)\n")
        let validate = try Binary.run(["validate", "--app", "pushsim.json", "message.json"], directory: directory)
        #expect(validate.status == 0, "\(validate.stderr.suffix(1_000))")
        #expect(validate.stdout.hasPrefix("message.json: valid "))
    }

    @Test func aCycleAtTheEndOfALongChainIsNamedWhereItCloses() throws {
        let directory = try scratchDirectory("chain-cycle")
        try writeText(Self.chainModel(50_000, loopsTo: 49_990), to: directory + "/pushsim.json")
        try writeText(#"{"aps": {"alert": "hi"}, "type": "message", "id": "7"}"#, to: directory + "/message.json")
        let run = try Binary.run(["deliver", "message.json", "--state", "background"], directory: directory)
        #expect(run.status == 5, "\(run.stderr.suffix(1_000))")
        let cycle = (49_990..<50_000).map { "p\($0)" }.joined(separator: " → ") + " → p49990"
        // The cycle's first link is on line 49,996 of the file (five lines come before p0).
        #expect(run.stderr.hasPrefix(
            directory + "/pushsim.json:49996:\(#""p49990": {"key": "k49990", "default": "#.utf8.count + 1): error: the defaults go round in a cycle (\(cycle)): one of them needs a value of its own [/parameters/p49990/default]\n"),
            "\(run.stderr.prefix(1_000))")
    }

    /// A version 2 model whose screen C suppresses, handles and observes a `message` for its
    /// own object, and a stack of `modals` C(1) presented over Inbox.
    static let modalsModel = #"""
        {"schemaVersion": 2, "app": {"name": "Modals", "bundleId": "com.example.modals"},
         "payload": {"eventTypeKey": "type", "objectIdKey": "id"},
         "events": {"message": {"hierarchy": "Inbox > C(:id)"}},
         "screens": {"Inbox": {}, "C": {"suppresses": [{"event": "message", "when": "sameObject"}], "responds": [{"event": "message", "when": "sameObject"}], "observes": ["message"]}}}

        """#

    static func modals(_ count: Int) -> String { "Inbox" + String(repeating: " ^ C(1)", count: count) }

    /// `--stack` on the command line: 15,000 modals are as many as one argument holds (128 KiB).
    @Test func aPushOverFifteenThousandModalsIsAnsweredByEachOfThem() throws {
        let directory = try scratchDirectory("modals-deliver")
        try writeText(Self.modalsModel, to: directory + "/pushsim.json")
        try writeText(#"{"aps": {"alert": "hi"}, "type": "message", "id": "7"}"#, to: directory + "/other.json")
        try writeText(#"{"aps": {"alert": "hi"}, "type": "message", "id": "1"}"#, to: directory + "/own.json")
        let run = try Binary.run(
            ["deliver", "other.json", "own.json", "--state", "active", "--stack", Self.modals(15_000), "--format", "json"], directory: directory)
        #expect(run.status == 0, "\(run.stderr.suffix(1_000))")
        let records = run.stdoutLines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(records.map { $0["outcome"] as? String } == ["toast", "suppressed"])
        #expect((records.first?["observers"] as? [Any])?.count == 15_000)
        #expect(records.last?["suppressedBy"] as? String == "C(1)")
    }

    /// Inside `replay`, the case with 40,000 modals is one case among others: every result, the
    /// summary and the JUnit report are there.
    @Test func aReplayCaseWithFortyThousandModalsIsOneCaseAmongOthers() throws {
        let root = try scratchDirectory("modals-replay")
        for name in ["a-deep", "b-plain"] {
            try FileManager.default.createDirectory(atPath: root + "/" + name, withIntermediateDirectories: true)
            try writeText(Self.modalsModel, to: root + "/\(name)/pushsim.json")
            try writeText(#"{"aps": {"alert": "hi"}, "type": "message", "id": "7"}"#, to: root + "/\(name)/message.json")
        }
        try writeText(
            #"{"schemaVersion": 1, "cases": {"message.json": {"state": "active", "stack": "\#(Self.modals(40_000))", "outcome": "toast"}}}"#,
            to: root + "/a-deep/pushsim.expect.json")
        try writeText(
            #"{"schemaVersion": 1, "cases": {"message.json": {"state": "active", "stack": "Inbox ^ C(7)", "outcome": "suppressed"}}}"#,
            to: root + "/b-plain/pushsim.expect.json")
        let run = try Binary.run(["replay", root, "--junit", root + "/report.xml"])
        #expect(run.status == 0, "\(run.stderr.suffix(1_000))")
        #expect(run.stdoutLines == ["PASS \(root)/a-deep/message.json: toast \"hi\"", "PASS \(root)/b-plain/message.json: suppressed by C(7)"])
        #expect(run.stderr.contains("replayed 2 files: 2 passed, 0 failed"), "\(run.stderr.suffix(1_000))")
        #expect(try readText(root + "/report.xml").contains(#"tests="2""#))
    }
}
