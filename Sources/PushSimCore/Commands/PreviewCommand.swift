/// `pushsim preview PAYLOAD... --output FILE.svg|FILE.html`: each payload delivered to one app
/// in the given state, as `deliver --sequence` would, and every notification the system shows
/// drawn on the surfaces asked for (docs/preview.md).
package struct PreviewCommand: Sendable {
    package var inputs: [String]
    package var app: AppModelChoice
    package var state: AppState = .background
    package var surfaces: [PreviewSurface] = [.lockScreen]
    /// `--device`; nil: a 6.1-inch iPhone (a short look: a 45 mm watch).
    package var device: PreviewDevice?
    package var appearance: PreviewAppearance = .light
    /// `--locale`: the device's languages.
    package var languages: [String] = []
    package var output: String

    package init(inputs: [String], app: AppModelChoice, output: String) {
        self.inputs = inputs
        self.app = app
        self.output = output
    }

    /// The picture's format, from the output's name.
    package enum Format: Sendable { case svg, html }

    package static func format(of path: String) -> Format? {
        let lowered = path.lowercased()
        if lowered.hasSuffix(".svg") { return .svg }
        if lowered.hasSuffix(".html") || lowered.hasSuffix(".htm") { return .html }
        return nil
    }

    @MainActor
    package func run(reporter: RunReporter) async -> ExitStatus {
        guard let format = Self.format(of: output) else {
            reporter.report(.usageProblem("error: --output must name a .svg or .html file, not \(TerminalText.sanitize(output))"))
            return reporter.finish()
        }
        let chosen = device ?? PreviewDevice.standard
        // `--surface all` on a watch: every surface a watch has, its short look.
        let surfaces: [PreviewSurface] = chosen.kind == .watch && self.surfaces == PreviewSurface.allCases ? [.watch] : self.surfaces
        if chosen.kind == .watch, let surface = surfaces.first(where: { $0 != .watch }) {
            reporter.report(.usageProblem("error: --device \(chosen.name) shows only the watch surface, not \(surface.rawValue)"))
            return reporter.finish()
        }
        let requested = DeliveryRequest.Inputs(state: state, tap: "none", device: DeviceSettings(languages: languages))
        guard let session = SimulationSession.begin(app: app, request: requested, reporter: reporter) else {
            return reporter.finish()
        }
        let app = session.launchApp()
        let checker = PayloadChecker(headers: RequestHeaders())
        var sheet = PreviewSheet(appearance: appearance)
        for input in inputs where Interruption.received == nil {
            for check in checker.checks(InputSource(argument: input)) where Interruption.received == nil {
                guard check.verdict == .valid else {
                    reporter.report(.validated(check))
                    sheet.entries.append(.init(input: check.source.description, notShown: "the payload is \(check.verdict.rawValue)", cards: []))
                    continue
                }
                let report = await app.receive(push: check, state: state, tap: TapAction.none)
                let actions = report.notification.map { app.actions(of: $0.category.flatMap(session.model.category(named:)), for: $0) } ?? []
                let preview = NotificationPreview(report: report, appName: session.model.name, actions: actions)
                // Notification Center just after this delivery: its group, newest first; none
                // behind a notification that is not in it.
                let behind = preview.notShown == nil ? app.notificationsBehindLastAdded ?? 0 : 0
                let cards = preview.notShown == nil
                    ? surfaces.map { PreviewCard.make(preview, on: $0, of: chosen, stackedBehind: $0 == .notificationCenter ? behind : 0) } : []
                sheet.entries.append(.init(input: preview.input, notShown: preview.notShown, cards: cards))
                reporter.report(.previewed(preview, cards: cards))
            }
        }
        if Interruption.received != nil { return reporter.finish() }
        let text = format == .svg ? PreviewSVG.document(sheet) : PreviewHTML.document(sheet)
        do {
            try OutputDestination(output).write(Array(text.utf8), replacing: true)
            reporter.report(.previewWritten(path: output, notifications: sheet.entries.filter { !$0.cards.isEmpty }.count, files: sheet.entries.count))
        } catch {
            reporter.report(.writeFailed(error.description))
        }
        return reporter.finish()
    }
}

/// `--appearance`: the colours of light or dark mode.
public enum PreviewAppearance: String, Sendable, CaseIterable {
    case light, dark
}

/// Everything one `preview` run draws: each input's cards, or why it has none.
public struct PreviewSheet: Sendable {
    public struct Entry: Sendable {
        public var input: String
        public var notShown: String?
        public var cards: [PreviewCard]
    }

    public var appearance: PreviewAppearance
    public var entries: [Entry] = []
}
