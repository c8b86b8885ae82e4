/// Reads the Live Activity keys of `aps`, if any are present.
enum LiveActivityReader {
    static func read(_ aps: KnownMembers, at pointer: JSONPointer, into diagnostics: inout [Diagnostic]) -> LiveActivity? {
        guard aps.containsAny(of: PayloadReader.liveActivityKeys) else { return nil }
        var fields = FieldReader(object: aps, pointer: pointer, reason: .liveActivityKeyWrongType)
        var activity = LiveActivity()
        activity.timestamp = fields.integer(LiveActivityKey.timestamp)
        activity.event = fields.string(LiveActivityKey.event)
        activity.contentState = fields.object(LiveActivityKey.contentState)
        activity.staleDate = fields.integer(LiveActivityKey.staleDate)
        activity.dismissalDate = fields.integer(LiveActivityKey.dismissalDate)
        activity.attributesType = fields.string(LiveActivityKey.attributesType)
        activity.attributes = fields.object(LiveActivityKey.attributes)
        activity.inputPushToken = fields.integer(LiveActivityKey.inputPushToken)
        activity.inputPushChannel = fields.string(LiveActivityKey.inputPushChannel)
        if !fields.diagnostics.isEmpty { diagnostics += fields.diagnostics }

        if !aps.contains(LiveActivityKey.timestamp) {
            diagnostics.append(
                .error(
                    .liveActivityKeyMissing, at: pointer / "timestamp",
                    "a Live Activity push needs \"timestamp\" (UNIX seconds): iOS drops updates without it"))
        }
        if !aps.contains(LiveActivityKey.event) {
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
            if activity.knownEvent != .end, !aps.contains(LiveActivityKey.contentState) {
                diagnostics.append(
                    .error(
                        .liveActivityKeyMissing, at: pointer / "content-state",
                        "a Live Activity \(event) needs \"content-state\""))
            }
            if activity.knownEvent == .start {
                for key in [LiveActivityKey.attributesType, .attributes] where !aps.contains(key) {
                    diagnostics.append(
                        .error(.liveActivityKeyMissing, at: pointer / key.name, "a Live Activity start needs \"\(key.name)\""))
                }
            }
        }
        return activity
    }
}
