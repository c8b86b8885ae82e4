#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import Testing
import TestSupport

@testable import PushSimCore

/// Replays fixtures/real-world/ (fixtures/real-world/README.md): every payload published by
/// Apple, an APNs library or an issue, with the headers its source states, must get the verdict
/// its source reports. Where the source is judged wrong, `disagreement` says why and the entry
/// states pushsim's reading instead.
@Suite struct RealWorldCorpusTests {
    static let directory = "fixtures/real-world"

    struct Entry: CustomTestStringConvertible {
        let file: String
        let object: JSONObject
        var testDescription: String { file }

        func string(_ path: String...) -> String? {
            var value: JSONValue? = .object(object)
            for key in path { value = value?.objectValue?[key] }
            return value?.stringValue
        }

        func strings(_ path: String...) -> [String] {
            var value: JSONValue? = .object(object)
            for key in path { value = value?.objectValue?[key] }
            return (value?.arrayValue ?? []).compactMap(\.stringValue)
        }

        var headers: RequestHeaders {
            let given = object["headers"]?.objectValue ?? [:]
            func header(_ key: String) -> String? { given[key]?.stringValue }
            return RequestHeaders(
                pushType: header("pushType"), priority: header("priority"), expiration: header("expiration"),
                collapseID: header("collapseId"), topic: header("topic"), deviceToken: header("deviceToken"),
                apnsID: header("apnsId"))
        }
    }

    static func entries() throws -> [Entry] {
        try readRepositoryFile("\(directory)/sources.jsonl").split(separator: "\n").map { line in
            let object = try JSONDecoding.decode(Array(line.utf8)).objectValue ?? [:]
            return Entry(file: object["file"]?.stringValue ?? "", object: object)
        }
    }

    static func replayCases() throws -> JSONObject {
        let manifest = try JSONDecoding.decode(Array(readRepositoryFile("\(directory)/pushsim.expect.json").utf8))
        return manifest.objectValue?["cases"]?.objectValue ?? [:]
    }

    @Test func everyPayloadHasOneSourceAndOneReplayCase() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: "\(repositoryRoot)/\(Self.directory)")
            .filter { $0.hasSuffix(".json") && $0 != "pushsim.expect.json" }.sorted()
        let described = try Self.entries().map(\.file)
        #expect(files.count >= 60)
        #expect(described.sorted() == files)
        #expect(Set(described).count == described.count)
        #expect(try Self.replayCases().keys.sorted() == files)
    }

    @Test(arguments: try entries())
    func pushsimAgreesWithTheSource(_ entry: Entry) throws {
        let bytes = Array(try readRepositoryFile("\(Self.directory)/\(entry.file)").utf8)
        let result = PayloadChecker(headers: entry.headers).check(bytes: bytes, source: .path(entry.file))

        // What pushsim is expected to say, exactly.
        #expect(result.verdict.rawValue == entry.string("pushsim", "verdict"))
        #expect(result.errors == entry.strings("pushsim", "errors"))
        #expect(result.warnings == entry.strings("pushsim", "warnings"))
        if let kind = entry.string("pushsim", "kind") { #expect(result.payload?.kind.rawValue == kind) }
        if let pushType = entry.string("pushsim", "pushType") { #expect(result.headers?.pushType.rawValue == pushType) }

        // And that it is what the source says, unless the entry says why the source is wrong.
        let outcome = entry.string("sourceSays", "apns")
        let reason = entry.string("sourceSays", "reason")
        let agrees =
            switch outcome {
            case "accepted": result.verdict == .valid
            case "rejected": result.diagnostics.contains { $0.severity == .error && $0.reasonName == reason }
            default: false
            }
        if let disagreement = entry.string("disagreement") {
            #expect(!disagreement.isEmpty)
            #expect(!agrees, "\(entry.file): pushsim now agrees with the source; drop the disagreement")
        } else {
            #expect(agrees, "\(entry.file): the source says \(outcome ?? "?") \(reason ?? ""), pushsim says \(result.summary)")
            if entry.string("sourceSays", "device") != nil && result.headers?.pushType == .alert {
                #expect(result.payload?.kind != .empty, "\(entry.file): the source says the device shows something")
            }
        }
    }

    /// `pushsim replay fixtures/real-world` checks the same verdicts with the same headers.
    @Test(arguments: try entries())
    func theReplayCaseStatesTheSameHeadersAndVerdict(_ entry: Entry) throws {
        let replayCase = try #require(try Self.replayCases()[entry.file]?.objectValue)
        #expect((replayCase["headers"]?.objectValue ?? [:]) == (entry.object["headers"]?.objectValue ?? [:]))
        #expect((replayCase["verdict"]?.stringValue ?? "valid") == entry.string("pushsim", "verdict"))
        #expect((replayCase["errors"]?.arrayValue ?? []).compactMap(\.stringValue) == entry.strings("pushsim", "errors"))
    }
}
