/// What a delivery changed, on its text line: every change the JSON record reports that the
/// outcome's phrase and the handlers' bracket do not already say (docs/outcomes.md, "What
/// changed") — " [app not-running → background on Home, account srvA → srvB, badge unset → 3]".
extension DeliveryText {
    static func changes(_ report: DeliveryReport) -> String {
        var parts: [String] = []
        let stackAfter = report.stackAfter
        // The app's state; the front, where the user's opening of the notification or link
        // brings it, is what opening is.
        var stackSaid = showsStackAfter(report)
        if report.stateAfter != report.state, !(report.stateAfter == .active && openedByTheUser(report)) {
            var phrase = "app \(report.state.rawValue) → \(report.stateAfter.rawValue)"
            if let launched = report.launchStack {
                phrase += " on \(launched)"
                if launched == stackAfter { stackSaid = true }
            }
            parts.append(phrase)
        }
        // The stack, from where the app was — or launched, when the delivery launched it.
        if !stackSaid, stackAfter != (report.launchStack ?? report.stackBefore) { parts.append("stack \(stackAfter)") }
        if let account = report.accountSwitchedTo { parts.append("account \(report.accountBefore ?? "none") → \(account)") }
        if report.badgeAfter != report.badgeBefore, !handlersMadeTheBadgeChange(report) {
            parts.append("badge \(badgeText(report.badgeBefore)) → \(badgeText(report.badgeAfter))")
        }
        if let replaced = report.replaced { parts.append("replaces \(JSONWriter.string(.string(replaced)))") }
        return parts.isEmpty ? "" : " [" + parts.joined(separator: ", ") + "]"
    }

    /// A tap, a foreground action or a deep link: the user opened it.
    private static func openedByTheUser(_ report: DeliveryReport) -> Bool {
        switch report.tap {
        case .default, .action: return true
        case .none, .dismiss: return report.check == nil && report.url != nil
        }
    }

    /// Whether the outcome's phrase already names the stack the delivery ends on.
    private static func showsStackAfter(_ report: DeliveryReport) -> Bool {
        switch report.outcome {
        case .routed, .actionHandled:
            return true
        case .loginRequired, .opened:
            // "… the app shows STACK", then the end or "; …" (OpeningNotification.swift).
            guard let reason = report.reason else { return false }
            let shown = "the app shows \(report.stackAfter)"
            return reason.hasSuffix(shown) || reason.contains(shown + ";")
        default:
            return false
        }
    }

    /// Whether the handlers' bracket already says the whole change: their badge changes run
    /// from the badge before to the badge after.
    private static func handlersMadeTheBadgeChange(_ report: DeliveryReport) -> Bool {
        var first: Int64??
        var last: Int64?
        for effect in report.handlerEffects {
            guard case .badge(let before, let after) = effect.result else { continue }
            if first == nil { first = .some(before) }
            last = after
        }
        guard let first, let last else { return false }
        return first == report.badgeBefore && last == report.badgeAfter
    }

    private static func badgeText(_ badge: Int64?) -> String { badge.map(String.init) ?? "unset" }
}
