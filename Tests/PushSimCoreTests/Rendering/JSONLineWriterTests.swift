import Testing
import TestSupport

@testable import PushSimCore

/// `JSONLineWriter` writes byte for byte what `JSONWriter.string(_:)` writes (docs/json-output.md),
/// on every fixture payload, on the replay records of every fixture payload delivered with its
/// trace, and on the escapes, hidden characters and numbers that take its other paths.
@Suite("JSON Lines writer")
struct JSONLineWriterTests {
    private func bytes(_ value: JSONValue) -> [UInt8] {
        var out: [UInt8] = []
        JSONLineWriter.appendLine(value, to: &out)
        return out
    }

    private func expectAgrees(_ value: JSONValue, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(bytes(value) == Array((JSONWriter.string(value) + "\n").utf8), comment, sourceLocation: sourceLocation)
    }

    @Test func stringsWithEveryEscapeAndHiddenCharacter() {
        var texts = [
            "", "plain", "quote \" and backslash \\", "\n\r\t\u{08}\u{0C}", "nul \u{0}", "esc \u{1B}[2J", "del \u{7F}",
            "csi \u{9B}", "c1 \u{80}\u{9F}", "a0 \u{A0} nbsp", "é café", "\u{061C} alm", "\u{0600} arabic", "\u{200D} zwj",
            "\u{200E}\u{200F}", "\u{202A}\u{202E}", "\u{2066}\u{2069}", "\u{2028}\u{2029}", "\u{2192} arrow — dash “quotes”",
            "\u{206A} past the isolates", "emoji 🙂 and 𝄞", "ends in \\", "\"", "日本語のテキスト",
        ]
        for scalar in (0...0x7F).compactMap(Unicode.Scalar.init) { texts.append("x\(scalar)y") }
        for text in texts {
            expectAgrees(.string(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            expectAgrees(.object(JSONObject([(text, .string(text))])))
        }
    }

    @Test func numbersLiteralsAndNesting() {
        for number: Int64 in [0, 1, -1, 9, 10, -10, 1234567890, Int64.max, Int64.min, Int64.min + 1] { expectAgrees(.integer(number)) }
        for number in [0.0, -0.0, 1.5, 1e21, 1e-7, 100.0, .infinity, .nan, 0.1 + 0.2] { expectAgrees(.real(number)) }
        expectAgrees(.null)
        expectAgrees(.bool(true))
        expectAgrees(.bool(false))
        expectAgrees(.array([]))
        expectAgrees(.object(JSONObject()))
        expectAgrees(.array([.array([]), .object(JSONObject([("a", .array([.integer(1), .null]))]))]))
    }

    @Test func everyFixturePayload() throws {
        let files = try payloadFixtures()
        #expect(files.count > 20)
        for file in files {
            guard let value = try? JSONDecoding.decode(Array(readRepositoryFile(file).utf8)) else { continue }
            expectAgrees(value, "\(file)")
        }
    }

    /// Every fixture payload delivered with its trace to each fixture app it can reach, as its
    /// replay record and as the lines a worker renders for both output formats.
    @MainActor
    @Test func everyFixturePayloadsReplayRecord() async throws {
        let files = try payloadFixtures()
        for appName in ["genius", "mattermost", "taskrabbit", "glucose-alarm"] {
            let model = try fixtureApp(appName)
            for file in files {
                let check = PayloadChecker().check(bytes: Array(try readRepositoryFile(file).utf8), source: .path(file))
                let report = await SimulatedApp.deliver(check, model: model, state: .background, stack: nil, tap: nil, badge: nil, trace: true)
                let mismatch = Mismatch(key: "outcome", expected: .string("toast \u{2192} \"x\""), actual: .string("\u{202E}"))
                let results = [
                    ReplayCaseResult(file: file, status: .pass, verdict: check.verdict, report: report, app: model),
                    ReplayCaseResult(file: file, status: .fail, verdict: check.verdict, report: report, app: model, mismatches: [mismatch]),
                    ReplayCaseResult(file: file, status: .fail, verdict: check.verdict, report: report, app: model, failure: .noExpectation),
                    ReplayCaseResult(file: file, status: .fail, verdict: check.verdict, failure: .caseProblem("stack: no screen \"x\"")),
                    ReplayCaseResult(file: file, status: .invalid, verdict: check.verdict, report: report, app: model),
                ]
                for result in results {
                    expectAgrees(ReplayJSON.record(result), "\(appName) \(file)")
                    expectRenderedLinesAgree(result, "\(appName) \(file)")
                }
            }
        }
    }

    /// What a worker renders (`ReplayLineRendering`) is what the renderer writes for the result.
    private func expectRenderedLinesAgree(_ result: ReplayCaseResult, _ comment: Comment) {
        for colour in [Colour.off, .on] {
            let sink = CapturingSink()
            let renderer = TextRenderer(sink: sink, colour: colour)
            renderer.render(.replayed(result))
            let lines = ReplayTextLines(colour: colour).lines(result)
            #expect(String(decoding: lines, as: UTF8.self) == sink.results.map { $0 + "\n" }.joined(), comment)
        }
        let sink = CapturingSink()
        JSONLinesRenderer(sink: sink).render(.replayed(result))
        #expect(sink.results == [JSONWriter.string(ReplayJSON.record(result))], comment)
        #expect(ReplayJSONLines().lines(result) == Array((JSONWriter.string(ReplayJSON.record(result)) + "\n").utf8), comment)
    }

    private func payloadFixtures() throws -> [String] {
        var walker = FileWalker(paths: [repositoryRoot + "/fixtures/payloads", repositoryRoot + "/fixtures/real-world"])
        var files: [String] = []
        while let entry = walker.next() {
            if entry.problem == nil { files.append(String(entry.path.dropFirst(repositoryRoot.count + 1))) }
        }
        return files
    }
}
