import Testing
import TestSupport

@testable import PushSimCore

/// A replayed file's text lines are written into a buffer that sanitizes as it appends
/// (`TextBuffer`). They must read exactly as the same text written plainly and sanitized whole
/// (`TerminalText.sanitize`, as every other line of text is): for every fixture payload delivered
/// to every fixture model in every state and with every kind of tap, for every status and failure
/// a result can have, under file names that need sanitizing, with colour and without.
@Suite("Replay text lines, sanitized as they are written")
struct ReplayTextTests {
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
                                #expect(String(decoding: bytes, as: UTF8.self) == Self.sanitizedWhole(result, report: delivered, colour: colour),
                                    "\(name) \(path) in \(state), \(result.status), as \(file)")
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

    /// The lines as the text renderers wrote them before they shared a buffer: each piece
    /// written plainly, each line sanitized whole, the status and severity words painted.
    static func sanitizedWhole(_ result: ReplayCaseResult, report: DeliveryReport?, colour: Colour) -> String {
        let phrase = ReplayText.note(result, report: report) ?? report.map(DeliveryText.phrase) ?? ""
        var lines = [colour.paint(ReplayText.word(result.status), ColourPalette.style(result.status)) + TerminalText.sanitize(" \(result.file): \(phrase)")]
        lines += result.mismatches.map { TerminalText.sanitize("    \(ReplayText.line($0))") }
        for diagnostic in ReplayCaseResult.explainingDiagnostics(status: result.status, report: report) {
            var place = result.file
            if let position = diagnostic.position { place += ":\(position)" }
            var rest = diagnostic.reason.map { " \($0.name): \(diagnostic.message)" } ?? " \(diagnostic.message)"
            switch diagnostic.subject {
            case .key(let pointer): rest += " [\(pointer.displayString)]"
            case .header(let name): rest += " [\(name)]"
            case .file: break
            }
            let severity = colour.paint("\(diagnostic.severity.rawValue):", ColourPalette.style(diagnostic.severity))
            lines.append("    " + TerminalText.sanitize("\(place): ") + severity + TerminalText.sanitize(rest))
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The layout a phrase quotes, appended: tabs, modals, arguments.
    @Test func layoutsAppendedAreTheirDescriptions() throws {
        for text in ["Inbox", "Inbox > Conversation(42)", "Home(team1) > Channel(c1) | Mentions > Thread(r1) ^ Settings > About", "A ^ B(1) ^ C > D(é)"] {
            let layout = try NavigationLayout.parse(text)
            var buffer = TextBuffer(sanitizing: true)
            layout.appendDescription(to: &buffer)
            #expect(buffer.string == layout.description, "\(text)")
        }
    }
}
