import Foundation
import PushSimCore
import Testing
import TestSupport

/// The provider-message corpus (provider-messages/README.md): each message taken from a public
/// source, converted by the built binary, against the APNs request(s) derived by hand from the
/// rules of docs/providers.md in its `.expected.json`.
@Suite("Provider messages from public sources, end to end")
struct ProviderCorpusEndToEndTests {
    struct Message: CustomTestStringConvertible, Sendable {
        var path: String
        var testDescription: String { path }
    }

    static let root = "provider-messages"

    static var messages: [Message] {
        let formats = (try? FileManager.default.contentsOfDirectory(atPath: repositoryRoot + "/" + root)) ?? []
        var found: [Message] = []
        for format in formats.sorted() where ProviderFormat(rawValue: format) != nil {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: repositoryRoot + "/\(root)/\(format)")) ?? []
            for name in names.sorted() where name.hasSuffix(".json") && !name.hasSuffix(".expected.json") {
                found.append(Message(path: "\(root)/\(format)/\(name)"))
            }
        }
        return found
    }

    @Test func theCorpusHasAtLeastFortyMessagesInEveryFormat() {
        let messages = Self.messages
        #expect(messages.count >= 40)
        for format in ProviderFormat.allCases where format != .apns {
            #expect(messages.contains { $0.path.contains("/\(format.rawValue)/") }, "no \(format.rawValue) message")
        }
    }

    @Test(arguments: messages)
    func convertsAsItsSourceAndTheRulesSay(_ message: Message) throws {
        let format = try #require(message.path.split(separator: "/").dropFirst().first.map(String.init))
        let expectedPath = String(message.path.dropLast(".json".count)) + ".expected.json"
        let expected = try #require(try JSONDecoding.decode(Array(readRepositoryFile(expectedPath).utf8)).objectValue)
        #expect(expected["source"]?.stringValue?.isEmpty == false, "\(expectedPath) names no source")
        let run = try Binary.run(["convert", "--from", format, "--format", "json", message.path])
        let records = run.stdout.split(separator: "\n").map { try! JSONDecoding.decode(Array($0.utf8)).objectValue! }
        if expected["malformed"] == true {
            #expect(records.map { $0["verdict"] } == ["malformed"])
            #expect(run.status == 2)
            return
        }
        let requests = try #require(expected["requests"]?.arrayValue)
        #expect(records.count == requests.count, "\(message.path): \(records.count) requests, expected \(requests.count)")
        let conversionReasons = Set(Reason.providerConversion.map(\.name))
        for (record, request) in zip(records, requests) {
            let want = try #require(request.objectValue)
            let payload = record["payload"] ?? .null
            let wantPayload = want["payload"] ?? .null
            #expect(Self.matches(payload, wantPayload), "\(message.path) payload\n got: \(JSONWriter.string(payload))\nwant: \(JSONWriter.string(wantPayload))")
            let headers = record["headers"]?.objectValue ?? JSONObject()
            let wantHeaders = want["headers"]?.objectValue ?? JSONObject()
            #expect(Self.matches(.object(headers), .object(wantHeaders)), "\(message.path) headers\n got: \(JSONWriter.string(.object(headers)))\nwant: \(JSONWriter.string(.object(wantHeaders)))")
            let reasons = (record["diagnostics"]?.arrayValue ?? []).compactMap { $0.objectValue?["reason"]?.stringValue }.filter(conversionReasons.contains)
            let wantReasons = (want["reasons"]?.arrayValue ?? []).compactMap(\.stringValue)
            #expect(Set(reasons) == Set(wantReasons), "\(message.path) reasons")
        }
    }

    /// Equal JSON, objects compared without their order; `"<generated>"` stands for any string
    /// the provider generates (docs/providers.md, "Generated values").
    static func matches(_ got: JSONValue, _ want: JSONValue) -> Bool {
        switch (got, want) {
        case (.string, .string("<generated>")): return true
        case (.object(let a), .object(let b)):
            return a.count == b.count && b.allSatisfy { member in a[member.key].map { matches($0, member.value) } ?? false }
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { matches($0, $1) }
        default: return got == want
        }
    }
}
