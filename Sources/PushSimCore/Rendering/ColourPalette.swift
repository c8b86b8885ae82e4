/// Which colour means what, the same in every command: green for the app doing its job
/// (routed, handled, PASS, valid), cyan for something shown, magenta for a toast hidden, blue
/// for pushes with no UI of their own, yellow for a result worth a look, red for errors.
public enum ColourPalette {
    public static func style(_ outcome: DeliveryOutcome) -> Colour.Style {
        switch outcome {
        case .routed, .handled, .actionHandled, .dismissed, .opened: return .green
        case .toast, .banner, .listed, .presented: return .cyan
        case .suppressed: return .magenta
        case .background, .notLaunched, .noAlert, .notShown, .liveActivity, .pushKit, .pushToTalk, .appExtension, .deviceManagement,
            .dismissNotDelivered, .discarded, .voipCall:
            return .blue
        case .unknownEvent, .missingObjectID, .loadFailed, .loading, .unknownAction, .unmatched, .badParameter, .loginRequired, .otherAccount,
            .confirming, .confirmationCancelled:
            return .yellow
        case .invalid, .unreadable, .limitExceeded: return .boldRed
        }
    }

    public static func style(_ verdict: PayloadCheck.Verdict) -> Colour.Style {
        verdict == .valid ? .green : .boldRed
    }

    public static func style(_ severity: Diagnostic.Severity) -> Colour.Style {
        severity == .error ? .boldRed : .yellow
    }

    static func style(_ status: ReplayStatus) -> Colour.Style {
        switch status {
        case .pass: return .green
        case .fail, .invalid, .unreadable: return .boldRed
        case .unchecked: return .yellow
        case .updated: return .cyan
        }
    }
}
