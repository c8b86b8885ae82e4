import Testing
import TestSupport

@testable import PushSimCore

/// `ReplayTextBytes` writes a replayed file's text lines straight into bytes
/// (docs/performance.md, "Reporting"): byte for byte
/// `ReplayText.lines`, which the other text renderers still use, for every fixture payload
/// delivered to every fixture model in every state and with every kind of tap, for every status
/// and failure a result can have, under file names that need sanitizing, with colour and without.
@Suite("Replay text lines as bytes")
struct ReplayTextBytesTests {
    private static let taps: [TapAction?] = [nil, TapAction.none, .default, .dismiss, .action("REPLY", text: "On my way \u{1B}[2J"), .action("nope")]

    @Test func everyFixturePayloadsLinesAreTheStringRenderers() async throws {
        let payloads = FileWalker(paths: [repositoryRoot + "/fixtures"]).map(\.path)
        #expect(payloads.count > 100)
        var outcomes: Set<DeliveryOutcome> = []
        for name in ["genius", "glucose-alarm", "mattermost", "taskrabbit", ""] {
            let model = name.isEmpty ? AppModel.builtInDefault : try fixtureApp(name)
            for (index, path) in payloads.enumerated() {
                let check = PayloadChecker().check(.path(path))
                let state = AppState.allCases[index % AppState.allCases.count]
                let tap = Self.taps[index % Self.taps.count]
                let app = SimulatedApp(model: model)
                app.prepare(state: state, stack: nil, badge: index % 4 == 0 ? 3 : nil, trace: false, stateValues: [], device: DeviceSettings(focus: index % 5 == 0))
                let report = await app.receive(.push(check), state: state, tap: tap)
                outcomes.insert(report.outcome)
                let mismatch = Mismatch(key: "outcome", expected: .string("toast \u{2192} \"x\""), actual: .string("\u{202E}"))
                for file in [path, "dir/é payload.json", "evil\u{1B}[2J.json", "bidi\u{202E}.json", "tab\t.json"] {
                    let results = [
                        ReplayCaseResult(file: file, status: .unchecked, verdict: check.verdict),
                        ReplayCaseResult(file: file, status: .pass, verdict: check.verdict),
                        ReplayCaseResult(file: file, status: .fail, verdict: check.verdict, mismatches: [mismatch, mismatch]),
                        ReplayCaseResult(file: file, status: .fail, verdict: check.verdict, failure: .noExpectation),
                        ReplayCaseResult(file: file, status: .fail, verdict: check.verdict, failure: .notUpdated("disk full")),
                        ReplayCaseResult(file: file, status: .fail, verdict: check.verdict, failure: .caseProblem("stack: no screen \"x\"")),
                        ReplayCaseResult(file: file, status: .invalid, verdict: check.verdict),
                        ReplayCaseResult(file: file, status: .unreadable, verdict: check.verdict),
                        ReplayCaseResult(file: file, status: .updated, verdict: check.verdict),
                    ]
                    for result in results {
                        for delivered in [report, nil] {
                            for colour in [Colour.off, .on] {
                                let bytes = ReplayTextLines(colour: colour).lines(result, report: delivered, app: model)
                                let lines = ReplayText.lines(result, report: delivered, colour: colour).map { $0 + "\n" }.joined()
                                #expect(String(decoding: bytes, as: UTF8.self) == lines, "\(name) \(path) in \(state), \(result.status), as \(file)")
                            }
                        }
                    }
                }
            }
        }
        // The outcomes written piece by piece are among those compared.
        for outcome: DeliveryOutcome in [.routed, .background, .invalid, .unreadable, .unknownEvent, .noAlert] {
            #expect(outcomes.contains(outcome), "\(outcome)")
        }
    }

    /// The check that decides whether a line needs sanitizing, eight bytes at a time: every
    /// byte value at every place of lines of several lengths, from several starts.
    @Test func printableASCIIIsTestedByteForByte() {
        for length in [0, 1, 7, 8, 9, 16, 23] {
            for place in 0..<max(length, 1) {
                for value in UInt8.min...UInt8.max {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    if place < length { bytes[place] = value }
                    for start in [0, 1, 3].filter({ $0 <= length }) {
                        let expected = bytes[start...].allSatisfy { $0 >= 0x20 && $0 <= 0x7E }
                        #expect(ReplayTextBytes.isPrintableASCII(bytes, from: start) == expected, "\(bytes) from \(start)")
                    }
                }
            }
        }
    }

    /// The layout a phrase quotes, as bytes: tabs, modals, arguments.
    @Test func layoutsAsBytesAreTheirDescriptions() throws {
        for text in ["Inbox", "Inbox > Conversation(42)", "Home(team1) > Channel(c1) | Mentions > Thread(r1) ^ Settings > About", "A ^ B(1) ^ C > D(é)"] {
            let layout = try NavigationLayout.parse(text)
            var bytes: [UInt8] = []
            layout.appendDescription(to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == layout.description, "\(text)")
        }
    }
}
