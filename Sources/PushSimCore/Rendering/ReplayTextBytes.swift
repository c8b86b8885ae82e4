/// `replay`'s text lines written straight into bytes: byte for byte `ReplayText.lines` joined
/// with newlines, without the `String`s that interpolating, joining and sanitizing each piece
/// builds. A replay worker renders one result per file, so those strings were most of the
/// text format's cost per file (docs/performance.md, "Delivery and reporting: the fourth round").
///
/// Only the line of a delivered file whose phrase is one of the common ones is written here
/// piece by piece; anything else (a failure's note, mismatches, diagnostics, the phrases that
/// quote the alert text) is the `String` renderer's text, appended as it is.
enum ReplayTextBytes {
    static func append(_ result: ReplayCaseResult, report: DeliveryReport?, colour: Colour, to out: inout [UInt8]) {
        appendFirstLine(result, report: report, colour: colour, to: &out)
        out.append(UInt8(ascii: "\n"))
        for mismatch in result.mismatches {
            out.append(contentsOf: TerminalText.sanitize("    \(ReplayText.line(mismatch))").utf8)
            out.append(UInt8(ascii: "\n"))
        }
        for diagnostic in ReplayCaseResult.explainingDiagnostics(status: result.status, report: report) {
            out.append(contentsOf: "    ".utf8)
            out.append(contentsOf: DiagnosticText.line(diagnostic, file: result.file, colour: colour).utf8)
            out.append(UInt8(ascii: "\n"))
        }
    }

    /// `STATUS file: phrase`, sanitized after the status word as `ReplayText.lines` does.
    private static func appendFirstLine(_ result: ReplayCaseResult, report: DeliveryReport?, colour: Colour, to out: inout [UInt8]) {
        if colour.isEnabled {
            out.append(contentsOf: colour.paint(ReplayText.word(result.status), ColourPalette.style(result.status)).utf8)
        } else {
            out.append(contentsOf: ReplayText.word(result.status).utf8)
        }
        let start = out.count
        out.append(UInt8(ascii: " "))
        out.append(contentsOf: result.file.utf8)
        out.append(UInt8(ascii: ":"))
        out.append(UInt8(ascii: " "))
        if result.failure != nil {
            out.append(contentsOf: ReplayText.phrase(result, report: report).utf8)
        } else if let report {
            appendPhrase(report, to: &out)
        }
        // Printable ASCII is what sanitizing leaves as it is; anything else is sanitized as the
        // `String` renderer does it, from the start of the sanitized part.
        if !isPrintableASCII(out, from: start) {
            out.removeSubrange(start...)
            out.append(contentsOf: TerminalText.sanitize(" \(result.file): \(ReplayText.phrase(result, report: report))").utf8)
        }
    }

    /// `DeliveryText.phrase(report)`.
    static func appendPhrase(_ report: DeliveryReport, to out: inout [UInt8]) {
        appendOutcomePhrase(report, to: &out)
        if report.system != nil { out.append(contentsOf: DeliveryText.systemPresentation(report).utf8) }
        if report.serviceExtension != nil { out.append(contentsOf: DeliveryText.serviceExtension(report).utf8) }
        if !report.handlerEffects.isEmpty { out.append(contentsOf: DeliveryText.handlers(report.handlerEffects).utf8) }
    }

    /// `DeliveryText.outcomePhrase`: the outcomes most files end in, piece by piece; the others
    /// as that function words them.
    private static func appendOutcomePhrase(_ report: DeliveryReport, to out: inout [UInt8]) {
        let outcome = report.outcome
        switch outcome {
        case .invalid, .unreadable:
            out.append(contentsOf: outcome.rawValue.utf8)
            out.append(contentsOf: " (not delivered)".utf8)
            appendReason(report, to: &out)
        case .routed where report.typedText?.isEmpty ?? true:
            out.append(contentsOf: "routed ".utf8)
            report.stackAfter.appendDescription(to: &out)
        case .background:
            out.append(contentsOf: "background (no UI)".utf8)
        case .handled:
            out.append(contentsOf: "handled by ".utf8)
            out.append(contentsOf: (report.handledBy ?? "?").utf8)
        case .suppressed:
            out.append(contentsOf: "suppressed by ".utf8)
            out.append(contentsOf: (report.suppressedBy ?? "?").utf8)
        case .dismissNotDelivered, .unknownAction, .unknownEvent, .missingObjectID, .loadFailed, .loading, .opened, .unmatched,
            .noAlert, .notLaunched, .notShown, .liveActivity, .pushKit, .pushToTalk, .appExtension, .deviceManagement, .badParameter,
            .loginRequired, .otherAccount:
            out.append(contentsOf: outcome.rawValue.utf8)
            appendReason(report, to: &out)
        case .routed, .toast, .banner, .listed, .presented, .dismissed, .actionHandled:
            out.append(contentsOf: DeliveryText.outcomePhrase(report).utf8)
        }
    }

    /// `": reason"`, or nothing.
    private static func appendReason(_ report: DeliveryReport, to out: inout [UInt8]) {
        guard let reason = report.reason else { return }
        out.append(UInt8(ascii: ":"))
        out.append(UInt8(ascii: " "))
        out.append(contentsOf: reason.utf8)
    }

    private static func isPrintableASCII(_ bytes: [UInt8], from start: Int) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            for index in start..<buffer.count where buffer[index] &- 0x20 >= 0x5F { return false }
            return true
        }
    }
}

extension NavigationLayout {
    /// `description` as bytes: the selected tab's stack and the modals over it, `" ^ "` between.
    func appendDescription(to out: inout [UInt8]) {
        tabs[0].appendDescription(to: &out)
        for modal in modals {
            out.append(contentsOf: " ^ ".utf8)
            modal.appendDescription(to: &out)
        }
    }
}

extension StackDescription {
    /// `description` as bytes: `Inbox > Conversation(42)`.
    func appendDescription(to out: inout [UInt8]) {
        for index in screens.indices {
            if index > 0 { out.append(contentsOf: " > ".utf8) }
            let screen = screens[index]
            out.append(contentsOf: screen.name.utf8)
            if let argument = screen.argument {
                out.append(UInt8(ascii: "("))
                out.append(contentsOf: argument.utf8)
                out.append(UInt8(ascii: ")"))
            }
        }
    }
}
