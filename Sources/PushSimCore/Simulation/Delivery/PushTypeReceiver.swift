/// Where a push of a type other than `alert` or `background` goes: never to the app's
/// notification delegate as a banner, but to the receiver Apple names for its push type
/// (docs/delivery.md, "Push types that do not reach the app as a banner"). Decided before
/// anything else looks at the payload, so a `voip` push that carries only
/// `content-available: 1` is a call, not a silent push.
struct PushTypeReceiver: Equatable {
    var outcome: DeliveryOutcome
    var reason: String

    /// The receiver for `pushType`, or nil for `alert` and `background`, which go to the
    /// notification center.
    static func receiver(for pushType: PushType, payload: Payload) -> PushTypeReceiver? {
        let untouched = "no banner, no notification delegate"
        switch pushType {
        case .alert, .background:
            return nil
        case .voip:
            // PushKit's pushRegistry(_:didReceiveIncomingPushWith:for:completion:); CallKit shows the call.
            return .init(outcome: .pushKit, reason: "push type voip goes to PushKit: the app must report the call (\(untouched))")
        case .complication:
            return .init(
                outcome: .pushKit,
                reason: "push type complication goes to PushKit: the watch app updates its complication (\(untouched))")
        case .fileprovider:
            return .init(
                outcome: .pushKit,
                reason: "push type fileprovider goes to PushKit: the system calls signalEnumerator(for:) for the File Provider extension's container (\(untouched))")
        case .pushtotalk:
            return .init(
                outcome: .pushToTalk,
                reason: "push type pushtotalk goes to the Push to Talk channel manager: incomingPushResult(channelManager:channelUUID:pushPayload:) (\(untouched))")
        case .location:
            return .init(
                outcome: .appExtension,
                reason: "push type location goes to the Location Push Service Extension: didReceiveLocationPushPayload(_:completion:) (\(untouched))")
        case .widgets:
            return .init(
                outcome: .appExtension, reason: "push type widgets goes to WidgetKit: the app's widgets reload (\(untouched))")
        case .controls:
            return .init(
                outcome: .appExtension, reason: "push type controls goes to WidgetKit: the app's controls reload (\(untouched))")
        case .mdm:
            return .init(
                outcome: .deviceManagement,
                reason: "push type mdm goes to the device's management client, which contacts its MDM server (the app is not involved)")
        case .liveactivity:
            return .init(outcome: .liveActivity, reason: liveActivityReason(payload))
        }
    }

    /// "the system applies the Live Activity update (stale after …); its alert "…" lights the
    /// screen and plays …; the app's notification handlers are not called".
    static func liveActivityReason(_ payload: Payload) -> String {
        let aps = payload.aps
        let activity = aps.liveActivity
        var reason = "the system " + (activity?.event.map { "applies the Live Activity \($0)" } ?? "updates the Live Activity")
        var details: [String] = []
        if let type = activity?.attributesType { details.append(type) }
        if let stale = activity?.staleDate { details.append("stale after \(stale)") }
        if activity?.knownEvent == .end {
            details.append(
                activity?.dismissalDate.map { "dismissed at \($0)" }
                    ?? "no dismissal-date: the system's default dismissal policy applies")
        }
        if !details.isEmpty { reason += " (\(details.joined(separator: ", ")))" }
        if let alert = aps.alert?.content, alert.hasVisibleText {
            let text = [alert.title, alert.subtitle, alert.body].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " — ")
            // A Live Activity's alert carries its sound inside `alert` (docs/delivery.md).
            let alertSound = payload.json["aps"]?.objectValue?["alert"]?.objectValue?["sound"]?.stringValue
            let sound = aps.sound?.name ?? alertSound
            reason += "; its alert \(JSONWriter.string(.string(text))) lights the screen"
                + (sound.map { " and plays \($0)" } ?? " (no sound)")
        }
        return reason + "; the app's notification handlers are not called"
    }
}
