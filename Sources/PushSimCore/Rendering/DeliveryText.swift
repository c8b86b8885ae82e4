/// The one short, stable line per delivery, and the `--trace` lines under it.
public enum DeliveryText {
    public static func line(_ report: DeliveryReport, colour: Colour = .off) -> String {
        TerminalText.sanitize("\(report.input): ") + colouredPhrase(report, colour: colour)
    }

    /// The phrase, sanitized, its leading outcome word painted (every phrase opens with it).
    private static func colouredPhrase(_ report: DeliveryReport, colour: Colour) -> String {
        let phrase = TerminalText.sanitize(phrase(report))
        return colour.paint(leading: report.outcome.rawValue, of: phrase, ColourPalette.style(report.outcome))
    }

    /// "routed Inbox > Conversation(42)", "suppressed by Conversation(42)", "toast \"…\""…, then
    /// what the app's handlers did, when they did anything (" [tap: badge 3 → 0]"), then what
    /// else the delivery changed, from before to after (" [badge unset → 3]",
    /// DeliveryChanges.swift).
    public static func phrase(_ report: DeliveryReport) -> String {
        var buffer = TextBuffer(sanitizing: false)
        appendPhrase(report, to: &buffer)
        return buffer.string
    }

    static func appendPhrase(_ report: DeliveryReport, to out: inout TextBuffer) {
        appendOutcomePhrase(report, to: &out)
        appendSystemPresentation(report, to: &out)
        if let serviceExtension = report.serviceExtension {
            out.append(" [service extension: ")
            out.append(serviceExtension.summary)
            out.append(ascii: UInt8(ascii: "]"))
        }
        appendHandlers(report.handlerEffects, to: &out)
        appendChanges(report, to: &out)
    }

    /// " — list only, silent (passive: the screen stays dark)": what the system did, when the
    /// interruption level, Focus or the user's settings changed it, after outcomes whose phrase
    /// does not already say it (docs/delivery.md, "Interruption levels and Focus").
    private static func appendSystemPresentation(_ report: DeliveryReport, to out: inout TextBuffer) {
        guard let system = report.system, ![.banner, .listed, .notShown].contains(report.outcome) else { return }
        out.append(" — ")
        out.append(system.summary)
    }

    /// "[Channel(c1) appeared: cleared 2 delivered]": what handlers did, outside a delivery.
    static func handlers(_ effects: [HandlerEffect]) -> String {
        // Unsanitized here: the step line that shows the note sanitizes it whole.
        var out = TextBuffer(sanitizing: false)
        appendHandlers(effects, to: &out)
        return String(out.string.dropFirst())
    }

    /// " [receive: state loggedIn = false; tap: badge 3 → 0, cleared 1 delivered]", or nothing.
    private static func appendHandlers(_ effects: [HandlerEffect], to out: inout TextBuffer) {
        guard !effects.isEmpty else { return }
        out.append(" [")
        for index in effects.indices {
            let effect = effects[index]
            if index == 0 || effects[index - 1].occasion != effect.occasion {
                if index > 0 { out.append("; ") }
                out.append(effect.label)
                out.append(": ")
            } else {
                out.append(", ")
            }
            out.append(effect.summary)
        }
        out.append(ascii: UInt8(ascii: "]"))
    }

    private static func appendOutcomePhrase(_ report: DeliveryReport, to out: inout TextBuffer) {
        let outcome = report.outcome
        func reason() {
            guard let reason = report.reason else { return }
            out.append(": ")
            out.append(reason)
        }
        // The alert text, quoted: worked out only for the outcomes that show it.
        func quoted() {
            out.append(report.presentation.map { JSONWriter.string(.string($0.text)) } ?? "\"\"")
            appendDetails(report, to: &out)
        }
        switch outcome {
        case .invalid, .unreadable:
            out.append(outcome.rawValue)
            out.append(" (not delivered)")
            reason()
        case .suppressed:
            out.append("suppressed by ")
            out.append(report.suppressedBy ?? "?")
        case .toast:
            out.append("toast ")
            quoted()
        case .banner, .listed:
            out.append(outcome.rawValue)
            out.append(ascii: UInt8(ascii: " "))
            quoted()
            out.append(", not tapped")
            if let system = report.system {
                out.append(": ")
                out.append(system.summary)
            }
        case .presented:
            out.append("presented [")
            for (index, option) in (report.presentationOptions ?? []).enumerated() {
                if index > 0 { out.append(", ") }
                out.append(option.rawValue)
            }
            out.append("] ")
            quoted()
            out.append(" by ")
            out.append(report.presentationChosenBy ?? "?")
            if report.appToast == true { out.append(", and the app's toast") }
        case .handled:
            out.append("handled by ")
            out.append(report.handledBy ?? "?")
        case .routed:
            out.append("routed ")
            report.stackAfter.appendDescription(to: &out)
            appendTypedText(report, inParentheses: true, to: &out)
        case .background:
            out.append("background (no UI)")
        case .dismissed:
            // The system's custom dismiss action told the app, or it was the app's own toast.
            out.append("dismissed (")
            out.append(report.reason ?? "the app was told")
            out.append(ascii: UInt8(ascii: ")"))
        case .actionHandled:
            out.append("action-handled ")
            out.append(report.action ?? "")
            appendTypedText(report, inParentheses: false, to: &out)
            out.append(" (the app stays on ")
            report.stackAfter.appendDescription(to: &out)
            out.append(ascii: UInt8(ascii: ")"))
        case .dismissNotDelivered, .unknownAction, .unknownEvent, .missingObjectID, .loadFailed, .loading, .opened, .unmatched,
            .noAlert, .notLaunched, .notShown, .liveActivity, .pushKit, .pushToTalk, .appExtension, .deviceManagement, .badParameter,
            .loginRequired, .otherAccount, .limitExceeded, .discarded, .voipCall, .confirming, .confirmationCancelled:
            out.append(outcome.rawValue)
            reason()
        }
    }

    /// " with text \"On my way\"" after the action, or, when the outcome does not name the
    /// action, " (action REPLY with text \"On my way\")"; nothing when nothing was typed (the
    /// trace and JSON still say the text was empty).
    private static func appendTypedText(_ report: DeliveryReport, inParentheses: Bool, to out: inout TextBuffer) {
        guard let text = report.typedText, !text.isEmpty else { return }
        if inParentheses {
            out.append(" (action ")
            out.append(report.action ?? "")
        }
        out.append(" with text ")
        out.append(JSONWriter.string(.string(text)))
        if inParentheses { out.append(ascii: UInt8(ascii: ")")) }
    }

    /// " (sound default, badge 3)", or nothing.
    private static func appendDetails(_ report: DeliveryReport, to out: inout TextBuffer) {
        let sound = report.presentation?.sound
        let badge = report.presentation?.badge
        guard sound != nil || badge != nil else { return }
        out.append(" (")
        if let sound {
            out.append("sound ")
            out.append(sound)
        }
        if let badge {
            if sound != nil { out.append(", ") }
            out.append("badge ")
            out.append(String(badge))
        }
        out.append(ascii: UInt8(ascii: ")"))
    }

    /// `MODEL:LINE:COLUMN: error: …`: a delivery the evaluation limit stopped, as an error of
    /// the app model (docs/conditions.md, "Limits").
    static func limitError(_ exceeded: EvaluationLimitExceeded, colour: Colour) -> String {
        DiagnosticText.line(exceeded.diagnostic, file: exceeded.file ?? "app model", colour: colour)
    }

    public static func traceLines(_ report: DeliveryReport) -> [String] {
        report.trace.enumerated().map { index, step in
            TerminalText.sanitize("  \(index + 1). \(step.kind.rawValue): \(step.detail)")
        }
    }
}
