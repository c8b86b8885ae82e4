/// Resolves the request headers against a payload and applies APNs' header rules.
enum HeaderValidator {
    static func resolve(_ headers: RequestHeaders, for payload: Payload, into diagnostics: inout [Diagnostic])
        -> ResolvedHeaders
    {
        let inferred = inferPushType(payload, topic: headers.topic)
        var pushType = inferred
        var pushTypeOrigin = ResolvedHeaders.Origin.inferred
        if let text = headers.pushType {
            if let type = PushType(rawValue: text) {
                pushType = type
                pushTypeOrigin = .given
            } else {
                let names = PushType.allCases.map(\.rawValue)
                diagnostics.append(
                    Diagnostic(
                        .error, .invalidPushType, .header("apns-push-type"),
                        "\"\(text)\" is not a push type (\(names.joined(separator: ", ")))"
                            + Suggestion.hint(for: text, in: names)))
            }
        }

        var priority = 10
        var priorityOrigin = ResolvedHeaders.Origin.defaulted
        if let text = headers.priority {
            priorityOrigin = .given
            switch Int(text) {
            case 10?, 5?:
                priority = Int(text) ?? 10
            case 1?:
                priority = 1
                diagnostics.append(
                    Diagnostic(
                        .warning, .lowestPriorityUnconfirmed, .header("apns-priority"),
                        "priority 1 is not in every APNs reference; APNs may answer BadPriority"))
            default:
                diagnostics.append(
                    Diagnostic(.error, .badPriority, .header("apns-priority"), "priority must be 10, 5 or 1, not \"\(text)\""))
            }
        } else if pushTypeOrigin == .inferred && pushType == .background {
            // With no headers at all, assume the sender sets the priority a background push needs.
            priority = 5
            priorityOrigin = .inferred
        }

        if pushType == .background && priority == 10 && !diagnostics.contains(where: { $0.reason == .badPriority }) {
            let why = priorityOrigin == .defaulted ? " (APNs uses 10 when apns-priority is absent)" : ""
            diagnostics.append(
                Diagnostic(
                    .error, .badPriority, .header("apns-priority"),
                    "a background push must be sent with priority 5, not 10\(why)"))
        }

        checkOtherHeaders(headers, pushType: pushType, into: &diagnostics)
        return ResolvedHeaders(
            pushType: pushType, pushTypeOrigin: pushTypeOrigin, priority: priority, priorityOrigin: priorityOrigin,
            collapseID: headers.collapseID)
    }

    /// The topic's suffix first (it is explicit), else the payload's shape.
    static func inferPushType(_ payload: Payload, topic: String?) -> PushType {
        if let topic, let type = PushType.implied(byTopic: topic) { return type }
        // Push types whose payload carries no `aps` of its own (docs/validation.md).
        let apsIsEmpty = payload.json["aps"].map { $0.objectValue?.isEmpty ?? false } ?? true
        if apsIsEmpty && payload.json["mdm"] != nil { return .mdm }
        if apsIsEmpty && payload.json["container-identifier"] != nil { return .fileprovider }
        // Compared in place: `== ["content-changed"]` built an array per payload.
        let present = payload.aps.presentKeys
        if present.count == 1 && present[0] == "content-changed" { return .widgets }
        if payload.aps.liveActivity != nil { return .liveactivity }
        if payload.aps.isSilent { return .background }
        return .alert
    }

    private static func checkOtherHeaders(_ headers: RequestHeaders, pushType: PushType, into diagnostics: inout [Diagnostic]) {
        if let expiration = headers.expiration {
            if expiration.isEmpty || !expiration.allSatisfy(\.isASCIIDigit) || Int64(expiration) == nil {
                diagnostics.append(
                    Diagnostic(
                        .error, .badExpirationDate, .header("apns-expiration"),
                        "expiration must be UNIX seconds (0 = now or never), not \"\(expiration)\""))
            }
        }
        if let collapseID = headers.collapseID {
            let size = collapseID.utf8.count
            if size > 64 {
                diagnostics.append(
                    Diagnostic(
                        .error, .badCollapseId, .header("apns-collapse-id"),
                        "collapse id is \(size) bytes; APNs allows at most 64"))
            } else if size == 0 {
                diagnostics.append(
                    Diagnostic(.error, .badCollapseId, .header("apns-collapse-id"), "collapse id is empty"))
            }
        }
        if let topic = headers.topic {
            if let problem = BundleIdentifier.problem(topic) {
                diagnostics.append(Diagnostic(.error, .badTopic, .header("apns-topic"), "topic \(problem)"))
            } else if let suffix = pushType.topicSuffix, !topic.hasSuffix(suffix) {
                diagnostics.append(
                    Diagnostic(
                        .error, .badTopic, .header("apns-topic"),
                        "push type \(pushType.rawValue) needs a topic ending in \"\(suffix)\", got \"\(topic)\""))
            } else if let implied = PushType.implied(byTopic: topic), implied != pushType {
                diagnostics.append(
                    Diagnostic(
                        .error, .badTopic, .header("apns-topic"),
                        "the topic ends in \"\(implied.topicSuffix ?? "")\", which is for push type \(implied.rawValue), not \(pushType.rawValue)"))
            }
        }
        if let identifier = headers.apnsID, !isUUID(identifier) {
            diagnostics.append(
                Diagnostic(
                    .error, .badMessageId, .header("apns-id"),
                    "apns-id must be a UUID (8-4-4-4-12 hex digits), not \"\(identifier)\""))
        }
        if let token = headers.deviceToken {
            do {
                let parsed = try DeviceToken.parseHex(token)
                if parsed.bytes.count != DeviceToken.usualByteCount {
                    diagnostics.append(
                        Diagnostic(
                            .warning, .deviceTokenUnusualLength, .header("device-token"),
                            "the device token is \(parsed.bytes.count) bytes; today's tokens are 32 (64 hex digits)"))
                }
            } catch {
                diagnostics.append(Diagnostic(.error, error.reason, .header("device-token"), error.message))
            }
        }
    }

    static func isUUID(_ text: String) -> Bool {
        let groups = text.split(separator: "-", omittingEmptySubsequences: false)
        return groups.map(\.count) == [8, 4, 4, 4, 12] && groups.allSatisfy { $0.allSatisfy(\.isHexDigit) }
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
