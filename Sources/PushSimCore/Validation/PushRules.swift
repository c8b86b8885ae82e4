/// Applies the rules of a push as a whole: size against the push type's limit, the push type
/// against the content, priority against the kind of push.
public enum PushRules {
    public struct Result: Sendable, Equatable {
        public var headers: ResolvedHeaders
        public var diagnostics: [Diagnostic]
        /// The bytes APNs would count.
        public var size: Int
        public var limit: Int
    }

    /// - Parameters:
    ///   - payload: the typed payload the rules are checked on.
    ///   - sentSize: the payload's size as sent, in bytes.
    ///   - headers: the request's headers, which decide the push type's rules.
    /// The payload's size without whitespace (`Payload.compactSize`) is counted only when it is too large.
    public static func validate(_ payload: Payload, sentSize: Int, headers: RequestHeaders) -> Result {
        var diagnostics: [Diagnostic] = []
        let resolved = HeaderValidator.resolve(headers, for: payload, into: &diagnostics)
        let limit = resolved.pushType.payloadLimit
        if sentSize > limit {
            var message = "the payload is \(sentSize) bytes; APNs accepts at most \(limit) for push type \(resolved.pushType.rawValue)"
            let compact = payload.compactSize
            if compact <= limit {
                message += " (without whitespace it would be \(compact) bytes: send it minified)"
            }
            diagnostics.append(Diagnostic(.error, .payloadTooLarge, .file, message))
        }
        checkContent(payload, against: resolved, into: &diagnostics)
        return Result(headers: resolved, diagnostics: diagnostics, size: sentSize, limit: limit)
    }

    /// The `aps` keys that make an alert push present something.
    private static let presentationKeys = ["alert", "sound", "badge", "content-available"]

    private static func checkContent(_ payload: Payload, against headers: ResolvedHeaders, into diagnostics: inout [Diagnostic]) {
        // `aps` read in place, not copied out of the payload, and its pointer made once: both
        // were made for every payload checked.
        let apsPointer = PayloadReader.apsPointer
        let given = headers.pushTypeOrigin == .given
        switch headers.pushType {
        case .background:
            if !payload.aps.contentAvailable {
                diagnostics.append(mismatch(at: .key(apsPointer), "push type background needs \"content-available\": 1 in aps"))
            } else if !payload.aps.isSilent {
                diagnostics.append(backgroundPushNotSilent(payload.aps, at: apsPointer))
            }
        case .alert:
            if given && payload.aps.isSilent {
                diagnostics.append(
                    mismatch(at: .header("apns-push-type"), "a payload with only \"content-available\": 1 is a background push, not alert"))
            }
            if given && payload.aps.liveActivity != nil {
                diagnostics.append(
                    mismatch(at: .header("apns-push-type"), "a Live Activity payload is sent with push type liveactivity, not alert"))
            }
            // Keys present but mistyped already have their own error: no second finding.
            if headers.priority == 10 && payload.json["aps"]?.objectValue != nil
                && !payload.aps.presentKeys.contains(where: Self.presentationKeys.contains)
            {
                diagnostics.append(
                    .warning(
                        .nothingToPresent, at: apsPointer,
                        "a priority-10 alert push should present something: an alert, a sound or a badge"))
            }
        case .liveactivity:
            if payload.aps.liveActivity == nil {
                diagnostics.append(
                    mismatch(
                        at: .header("apns-push-type"),
                        "push type liveactivity carries the Live Activity keys (timestamp, event, content-state) in aps"))
            }
        case .mdm:
            if payload.json["mdm"]?.stringValue == nil {
                diagnostics.append(mismatch(at: .key(.root), "push type mdm carries the device's PushMagic string as \"mdm\""))
            }
        case .fileprovider:
            if payload.json["container-identifier"] == nil {
                diagnostics.append(
                    mismatch(
                        at: .key(.root), "push type fileprovider names the container to enumerate as \"container-identifier\""))
            }
        case .widgets, .controls:
            if !payload.aps.contentChanged {
                diagnostics.append(
                    mismatch(
                        at: .key(apsPointer),
                        "push type \(headers.pushType.rawValue) carries \"content-changed\": true in aps"))
            }
        default:
            break
        }
        if payload.aps.mutableContent && !(payload.aps.alert?.content.hasVisibleText ?? false) {
            diagnostics.append(
                .warning(
                    .mutableContentWithoutAlert, at: apsPointer / "mutable-content",
                    "mutable-content has no effect: the service extension runs only for pushes that show an alert"))
        }
        if payload.aps.interruptionLevel == .critical {
            diagnostics.append(
                .warning(
                    .criticalAlertNeedsEntitlement, at: apsPointer / "interruption-level",
                    "critical interruptions need Apple's critical-alerts entitlement"))
        }
    }

    /// A push of type background whose `aps` also holds an alert, a sound or a badge. APNs
    /// accepts it — none of its reasons is about what `aps` holds, and Home Assistant's relay has
    /// sent its commands so for years — and iOS treats it as the background notification its type
    /// says: it wakes the app and shows, plays and sets nothing (docs/validation.md,
    /// "BackgroundPushNotSilent", which cites Apple's page and the evidence). A warning, then,
    /// that names what the sender loses.
    private static func backgroundPushNotSilent(_ aps: APS, at pointer: JSONPointer) -> Diagnostic {
        let extra = aps.presentKeys.filter(APS.userInterfaceKeys.contains)
        var lost: [String] = []
        if extra.contains("alert") { lost.append("shows no alert") }
        if extra.contains("sound") { lost.append("plays no sound") }
        if extra.contains("badge") { lost.append("does not set the badge") }
        let lostText = lost.count > 1 ? Array(lost.dropLast()).joined(separator: ", ") + " and " + lost[lost.count - 1] : lost.joined()
        return .warning(
            .backgroundPushNotSilent, at: pointer,
            "a background push holds only \"content-available\": 1 in aps; this one also has \(extra.map { "\"\($0)\"" }.joined(separator: ", ")). "
                + "APNs accepts it, and the app wakes in the background, but iOS \(lostText): send it as push type alert, which also wakes the app")
    }

    /// A payload that does not match its push type. Apple says APNs "may return an error, delay
    /// the delivery of the notification, or drop it altogether" (apns-push-type, "Sending
    /// notification requests to APNs"): not a rejection pushsim can promise, so a warning.
    private static func mismatch(at subject: Diagnostic.Subject, _ what: String) -> Diagnostic {
        Diagnostic(
            .warning, .pushTypeMismatch, subject,
            what + "; Apple says APNs may delay or drop a push whose apns-push-type does not match its payload")
    }
}
