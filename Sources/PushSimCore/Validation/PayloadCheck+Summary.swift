extension PayloadCheck {
    /// "valid (alert; 312 of 4096 bytes; push type alert, inferred; priority 10, APNs default)"
    /// or "invalid (2 errors, 1 warning)".
    public var summary: String {
        let errors = diagnostics.errorCount
        let warnings = diagnostics.warningCount
        let counts = "\(errors) \(errors == 1 ? "error" : "errors"), \(warnings) \(warnings == 1 ? "warning" : "warnings")"
        // "message 2 of 3; converted from expo": which request of a provider's file this is.
        var origin: [String] = []
        if let conversion {
            if conversion.messages > 1 { origin.append("message \(conversion.message) of \(conversion.messages)") }
            origin.append(conversion.payload == nil ? "no APNs request from \(conversion.format.rawValue)" : "converted from \(conversion.format.rawValue)")
        }
        switch verdict {
        case .valid:
            var facts: [String] = origin
            if let payload { facts.append(payload.kind.rawValue) }
            if let size, let limit { facts.append("\(size) of \(limit) bytes") }
            if let headers {
                facts.append("push type \(headers.pushType.rawValue)\(originNote(headers.pushTypeOrigin))")
                facts.append("priority \(headers.priority)\(originNote(headers.priorityOrigin))")
            }
            if let bundle = payload?.simulatorTargetBundle { facts.append("simulator bundle \(bundle)") }
            if let appContract {
                facts.append(appContract.notCheckedBecause.map { "not checked against app \(appContract.appName): \($0)" } ?? "checked against app \(appContract.appName)")
            }
            if warnings > 0 { facts.append(warnings == 1 ? "1 warning" : "\(warnings) warnings") }
            return "valid (\(facts.joined(separator: "; ")))"
        case .invalid, .malformed:
            return "\(verdict.rawValue) (\((origin + [counts]).joined(separator: "; ")))"
        case .unreadable:
            return "unreadable"
        }
    }

    private func originNote(_ origin: ResolvedHeaders.Origin) -> String {
        switch origin {
        case .given: return ""
        case .inferred: return ", inferred"
        case .defaulted: return ", APNs default"
        }
    }
}
