/// Reads the Live Activity keys of `aps`, if any are present.
enum LiveActivityReader {
    static func read(_ aps: KnownMembers, at pointer: JSONPointer, into diagnostics: inout [Diagnostic]) -> LiveActivity? {
        guard aps.containsAny(of: PayloadReader.liveActivityKeys) else { return nil }
        var fields = FieldReader(object: aps, pointer: pointer, reason: .liveActivityKeyWrongType)
        var activity = LiveActivity()
        activity.timestamp = fields.integer("timestamp")
        activity.event = fields.string("event")
        activity.contentState = fields.object("content-state")
        activity.staleDate = fields.integer("stale-date")
        activity.dismissalDate = fields.integer("dismissal-date")
        activity.attributesType = fields.string("attributes-type")
        activity.attributes = fields.object("attributes")
        activity.inputPushToken = fields.integer("input-push-token")
        activity.inputPushChannel = fields.string("input-push-channel")
        diagnostics += fields.diagnostics

        if !aps.contains("timestamp") {
            diagnostics.append(
                .error(
                    .liveActivityKeyMissing, at: pointer / "timestamp",
                    "a Live Activity push needs \"timestamp\" (UNIX seconds): iOS drops updates without it"))
        }
        if !aps.contains("event") {
            diagnostics.append(
                .error(
                    .liveActivityKeyMissing, at: pointer / "event", "a Live Activity push needs \"event\" (start, update or end)"))
        }
        if let event = activity.event {
            let known = LiveActivity.Event.allCases.map(\.rawValue)
            if activity.knownEvent == nil {
                diagnostics.append(
                    .warning(
                        .unknownLiveActivityEvent, at: pointer / "event",
                        "event \"\(event)\" is not one of \(known.joined(separator: ", "))" + Suggestion.hint(for: event, in: known)))
            }
            if activity.knownEvent != .end, !aps.contains("content-state") {
                diagnostics.append(
                    .error(
                        .liveActivityKeyMissing, at: pointer / "content-state",
                        "a Live Activity \(event) needs \"content-state\""))
            }
            if activity.knownEvent == .start {
                for key in ["attributes-type", "attributes"] where !aps.contains(key) {
                    diagnostics.append(
                        .error(.liveActivityKeyMissing, at: pointer / key, "a Live Activity start needs \"\(key)\""))
                }
            }
        }
        return activity
    }
}
