/// What a delivery changed, on its text line: every change the JSON record reports that the
/// outcome's phrase and the handlers' bracket do not already say (docs/outcomes.md, "What
/// changed") — " [app not-running → background on Home, account srvA → srvB, badge unset → 3]".
extension DeliveryText {
    static func appendChanges(_ report: DeliveryReport, to out: inout TextBuffer) {
        var count = 0
        // " [" before the first change, ", " between them.
        func next() {
            out.append(count == 0 ? " [" : ", ")
            count += 1
        }
        let stackAfter = report.stackAfter
        // The app's state; the front, where the user's opening of the notification or link
        // brings it, is what opening is.
        var stackSaid = showsStackAfter(report)
        if report.stateAfter != report.state, !(report.stateAfter == .active && openedByTheUser(report)) {
            next()
            out.append("app ")
            out.append(report.state.rawValue)
            out.append(" → ")
            out.append(report.stateAfter.rawValue)
            if let launched = report.launchStack {
                out.append(" on ")
                launched.appendDescription(to: &out)
                if launched == stackAfter { stackSaid = true }
            }
        }
        // The stack, from where the app was — or launched, when the delivery launched it.
        if !stackSaid, stackAfter != (report.launchStack ?? report.stackBefore) {
            next()
            out.append("stack ")
            stackAfter.appendDescription(to: &out)
        }
        if let account = report.accountSwitchedTo {
            next()
            out.append("account ")
            out.append(report.accountBefore ?? "none")
            out.append(" → ")
            out.append(account)
        }
        if report.badgeAfter != report.badgeBefore, !handlersMadeTheBadgeChange(report) {
            next()
            out.append("badge ")
            appendBadge(report.badgeBefore, to: &out)
            out.append(" → ")
            appendBadge(report.badgeAfter, to: &out)
        }
        if let replaced = report.replaced {
            next()
            out.append("replaces ")
            out.append(JSONWriter.string(.string(replaced)))
        }
        if count > 0 { out.append(ascii: UInt8(ascii: "]")) }
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

    private static func appendBadge(_ badge: Int64?, to out: inout TextBuffer) {
        if let badge { out.append(decimal: Int(badge)) } else { out.append("unset") }
    }
}
