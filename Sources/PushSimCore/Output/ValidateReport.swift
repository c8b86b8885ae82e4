/// How `pushsim validate` reports one file, as text or as a JSON line.
public enum ValidateReport {
    /// The findings, one line each, then the verdict line.
    public static func textLines(_ check: PayloadCheck, colour: Colour = .off) -> [String] {
        let file = check.source.description
        var lines = check.diagnostics.map { DiagnosticText.line($0, file: file, colour: colour) }
        let summary = colour.paint(
            leading: check.verdict.rawValue, of: TerminalText.sanitize(verdictSummary(check)), ColourPalette.style(check.verdict))
        lines.append(TerminalText.sanitize("\(file): ") + summary)
        return lines
    }

    /// "valid (alert; 312 of 4096 bytes; push type alert, inferred; priority 10, APNs default)"
    /// or "invalid (2 errors, 1 warning)".
    public static func verdictSummary(_ check: PayloadCheck) -> String {
        let errors = check.diagnostics.errorCount
        let warnings = check.diagnostics.warningCount
        let counts = "\(errors) \(errors == 1 ? "error" : "errors"), \(warnings) \(warnings == 1 ? "warning" : "warnings")"
        switch check.verdict {
        case .valid:
            var facts: [String] = []
            if let payload = check.payload { facts.append(payload.kind.rawValue) }
            if let size = check.size, let limit = check.limit { facts.append("\(size) of \(limit) bytes") }
            if let headers = check.headers {
                facts.append("push type \(headers.pushType.rawValue)\(originNote(headers.pushTypeOrigin))")
                facts.append("priority \(headers.priority)\(originNote(headers.priorityOrigin))")
            }
            if let bundle = check.payload?.simulatorTargetBundle { facts.append("simulator bundle \(bundle)") }
            if warnings > 0 { facts.append(warnings == 1 ? "1 warning" : "\(warnings) warnings") }
            return "valid (\(facts.joined(separator: "; ")))"
        case .invalid, .malformed:
            return "\(check.verdict.rawValue) (\(counts))"
        case .unreadable:
            return "unreadable"
        }
    }

    private static func originNote(_ origin: ResolvedHeaders.Origin) -> String {
        switch origin {
        case .given: return ""
        case .inferred: return ", inferred"
        case .defaulted: return ", APNs default"
        }
    }

    /// One JSON Lines record (docs/json-output.md, "validate").
    public static func json(_ check: PayloadCheck) -> JSONValue {
        var record: JSONObject = [
            "schemaVersion": .integer(Int64(OutputSchema.version)),
            "command": "validate",
        ]
        for member in fields(check) { record[member.key] = member.value }
        return .object(record)
    }

    /// The members every per-payload record shares (`validate`, `deliver`, `replay`).
    public static func fields(_ check: PayloadCheck) -> JSONObject {
        let headers = check.headers
        return [
            "file": .string(check.source.description),
            "verdict": .string(check.verdict.rawValue),
            "kind": check.payload.map { .string($0.kind.rawValue) } ?? .null,
            "pushType": headers.map { .string($0.pushType.rawValue) } ?? .null,
            "pushTypeOrigin": headers.map { .string($0.pushTypeOrigin.rawValue) } ?? .null,
            "priority": headers.map { .integer(Int64($0.priority)) } ?? .null,
            "priorityOrigin": headers.map { .string($0.priorityOrigin.rawValue) } ?? .null,
            "size": check.size.map { .integer(Int64($0)) } ?? .null,
            "limit": check.limit.map { .integer(Int64($0)) } ?? .null,
            "simulatorTargetBundle": check.payload?.simulatorTargetBundle.map(JSONValue.string) ?? .null,
            "errors": .integer(Int64(check.diagnostics.errorCount)),
            "warnings": .integer(Int64(check.diagnostics.warningCount)),
            "diagnostics": .array(check.diagnostics.map(DiagnosticText.json)),
        ]
    }
}
