/// `replay`'s text lines written straight into bytes: byte for byte `ReplayText.lines` joined
/// with newlines, without the `String`s that interpolating, joining and sanitizing each piece
/// builds. A replay worker renders one result per file, so those strings were most of the
/// text format's cost per file (docs/performance.md, "Reporting").
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
            appendDiagnosticLine(diagnostic, file: result.file, colour: colour, to: &out)
            out.append(UInt8(ascii: "\n"))
        }
    }

    /// `DiagnosticText.line`: `FILE:LINE:COLUMN: error: REASON: MESSAGE [POINTER]`, the place
    /// and the rest sanitized apart (the severity between them may be painted).
    static func appendDiagnosticLine(_ diagnostic: Diagnostic, file: String, colour: Colour, to out: inout [UInt8]) {
        let start = out.count
        out.append(contentsOf: file.utf8)
        if let position = diagnostic.position {
            out.append(UInt8(ascii: ":"))
            appendDecimal(position.line, to: &out)
            out.append(UInt8(ascii: ":"))
            appendDecimal(position.column, to: &out)
        }
        out.append(UInt8(ascii: ":"))
        let placeEnd = out.count
        out.append(UInt8(ascii: " "))
        out.append(contentsOf: colour.paint("\(diagnostic.severity.rawValue):", ColourPalette.style(diagnostic.severity)).utf8)
        let restStart = out.count
        out.append(UInt8(ascii: " "))
        if let reason = diagnostic.reason {
            out.append(contentsOf: reason.name.utf8)
            out.append(UInt8(ascii: ":"))
            out.append(UInt8(ascii: " "))
        }
        out.append(contentsOf: diagnostic.message.utf8)
        switch diagnostic.subject {
        case .key(let pointer):
            out.append(contentsOf: " [".utf8)
            out.append(contentsOf: pointer.displayString.utf8)
            out.append(UInt8(ascii: "]"))
        case .header(let name):
            out.append(contentsOf: " [".utf8)
            out.append(contentsOf: name.utf8)
            out.append(UInt8(ascii: "]"))
        case .file: break
        }
        if !isPrintableASCII(out, from: start, to: placeEnd) || !isPrintableASCII(out, from: restStart) {
            out.removeSubrange(start...)
            out.append(contentsOf: DiagnosticText.line(diagnostic, file: file, colour: colour).utf8)
        }
    }

    /// Decimal digits, as `String(number)` writes them.
    private static func appendDecimal(_ number: Int, to out: inout [UInt8]) {
        if number < 0 { out.append(UInt8(ascii: "-")) }
        let start = out.count
        var magnitude = number.magnitude
        repeat {
            out.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        out[start...].reverse()
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
        // Text without hidden characters is what sanitizing leaves as it is (the arrows and
        // names of most lines); anything else is sanitized as the `String` renderer does it,
        // from the start of the sanitized part.
        if !isPrintableASCII(out, from: start) && out.withUnsafeBufferPointer({ HiddenCharacters.appear(in: .init(rebasing: $0[start...])) }) {
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
        out.append(contentsOf: DeliveryText.changes(report).utf8)
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
            .loginRequired, .otherAccount, .limitExceeded:
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

    /// Whether every byte from `start` on is printable ASCII (0x20–0x7E), eight at a time.
    static func isPrintableASCII(_ bytes: [UInt8], from start: Int, to end: Int? = nil) -> Bool {
        bytes.withUnsafeBufferPointer { whole in
            let buffer = UnsafeBufferPointer(rebasing: whole[..<(end ?? whole.count)])
            var index = start
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            while index + 8 <= buffer.count {
                let word = UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt64.self)
                // A byte below 0x20, or above 0x7E (0x7F and every byte with its high bit set).
                let below = (word &- ones &* 0x20) & ~word & highs
                let above = ((word &+ ones) | word) & highs
                if below | above != 0 { return false }
                index += 8
            }
            while index < buffer.count {
                if buffer[index] &- 0x20 >= 0x5F { return false }
                index += 1
            }
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
    /// `description` as bytes: `Inbox > Conversation(42)`, an id quoted as `StackArgument` says.
    func appendDescription(to out: inout [UInt8]) {
        for index in screens.indices {
            if index > 0 { out.append(contentsOf: " > ".utf8) }
            let screen = screens[index]
            out.append(contentsOf: screen.name.utf8)
            if let argument = screen.argument {
                out.append(UInt8(ascii: "("))
                StackArgument.append(argument, to: &out)
                out.append(UInt8(ascii: ")"))
            }
        }
    }
}
