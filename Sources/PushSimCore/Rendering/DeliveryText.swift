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
        outcomePhrase(report) + systemPresentation(report) + serviceExtension(report) + handlers(report.handlerEffects) + changes(report)
    }

    /// " [service extension: rewritten from \"New message\"]": the content as it arrived, when the
    /// app's notification service extension changed it, or why it did not (docs/delivery.md,
    /// "Notification service extension").
    static func serviceExtension(_ report: DeliveryReport) -> String {
        report.serviceExtension.map { " [service extension: \($0.summary)]" } ?? ""
    }

    /// " — list only, silent (passive: the screen stays dark)": what the system did, when the
    /// interruption level, Focus or the user's settings changed it, after outcomes whose phrase
    /// does not already say it (docs/delivery.md, "Interruption levels and Focus").
    static func systemPresentation(_ report: DeliveryReport) -> String {
        guard let system = report.system, ![.banner, .listed, .notShown].contains(report.outcome) else { return "" }
        return " — \(system.summary)"
    }

    /// " [receive: state loggedIn = false; tap: badge 3 → 0, cleared 1 delivered]", or nothing.
    static func handlers(_ effects: [HandlerEffect]) -> String {
        guard !effects.isEmpty else { return "" }
        var groups: [(trigger: HandlerTrigger, summaries: [String])] = []
        for effect in effects {
            if groups.last?.trigger == effect.trigger {
                groups[groups.count - 1].summaries.append(effect.summary)
            } else {
                groups.append((effect.trigger, [effect.summary]))
            }
        }
        return " [" + groups.map { "\($0.trigger.rawValue): \($0.summaries.joined(separator: ", "))" }.joined(separator: "; ") + "]"
    }

    static func outcomePhrase(_ report: DeliveryReport) -> String {
        // Worked out only for the outcomes that show them: a phrase is made for every replayed
        // file, and quoting the alert text runs `JSONWriter`.
        var quoted: String { report.presentation.map { JSONWriter.string(.string($0.text)) } ?? "\"\"" }
        var reason: String { report.reason.map { ": \($0)" } ?? "" }
        switch report.outcome {
        case .invalid, .unreadable:
            return "\(report.outcome.rawValue) (not delivered)\(reason)"
        case .suppressed:
            return "suppressed by \(report.suppressedBy ?? "?")"
        case .toast:
            return "toast \(quoted)\(details(report))"
        case .banner:
            return "banner \(quoted)\(details(report)), not tapped" + (report.system.map { ": \($0.summary)" } ?? "")
        case .listed:
            return "listed \(quoted)\(details(report)), not tapped" + (report.system.map { ": \($0.summary)" } ?? "")
        case .presented:
            let options = (report.presentationOptions ?? []).map(\.rawValue).joined(separator: ", ")
            return "presented [\(options)] \(quoted)\(details(report)) by \(report.presentationChosenBy ?? "?")"
                + (report.appToast == true ? ", and the app's toast" : "")
        case .handled:
            return "handled by \(report.handledBy ?? "?")"
        case .routed:
            return "routed \(report.stackAfter)\(typedText(report, inParentheses: true))"
        case .background:
            return "background (no UI)"
        case .dismissed:
            // The system's custom dismiss action told the app, or it was the app's own toast.
            return "dismissed (\(report.reason ?? "the app was told"))"
        case .actionHandled:
            return "action-handled \(report.action ?? "")\(typedText(report, inParentheses: false)) (the app stays on \(report.stackAfter))"
        case .dismissNotDelivered, .unknownAction, .unknownEvent, .missingObjectID, .loadFailed, .loading, .opened, .unmatched,
            .noAlert, .notLaunched, .notShown, .liveActivity, .pushKit, .pushToTalk, .appExtension, .deviceManagement, .badParameter,
            .loginRequired, .otherAccount, .limitExceeded:
            return "\(report.outcome.rawValue)\(reason)"
        }
    }

    /// " with text \"On my way\"" after the action, or, when the outcome does not name the
    /// action, " (action REPLY with text \"On my way\")"; nothing when nothing was typed (the
    /// trace and JSON still say the text was empty).
    private static func typedText(_ report: DeliveryReport, inParentheses: Bool) -> String {
        guard let text = report.typedText, !text.isEmpty else { return "" }
        let phrase = " with text \(JSONWriter.string(.string(text)))"
        return inParentheses ? " (action \(report.action ?? "")\(phrase))" : phrase
    }

    private static func details(_ report: DeliveryReport) -> String {
        var parts: [String] = []
        if let sound = report.presentation?.sound { parts.append("sound \(sound)") }
        if let badge = report.presentation?.badge { parts.append("badge \(badge)") }
        return parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))"
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
