import Testing
import TestSupport

@testable import PushSimCore

/// What a replay worker renders into bytes (`ReplayLineRendering`) is what the format's renderer
/// writes for the same result, for every fixture payload delivered with its trace to every
/// fixture app, for every status and failure a result can have, with colour and without.
@Suite("Replay lines rendered on the workers")
struct ReplayLineRenderingTests {
    private func expectAgrees(_ value: JSONValue, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        var out: [UInt8] = []
        JSONWriter.appendLine(value, to: &out)
        #expect(out == Array((JSONWriter.string(value) + "\n").utf8), comment, sourceLocation: sourceLocation)
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
