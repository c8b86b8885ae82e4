/// One file's verdict as a JSON Lines record (docs/json-output.md, "validate").
public enum ValidationJSON {
    /// One JSON Lines record (docs/json-output.md, "validate").
    public static func record(_ check: PayloadCheck) -> JSONValue {
        var record: JSONObject = [
            "schemaVersion": .integer(Int64(OutputSchema.version)),
            "command": "validate",
        ]
        for member in fields(check) { record[member.key] = member.value }
        // Only with `--app` (or PUSHSIM_APP), so records without one stay as they were.
        if let contract = check.appContract {
            record["app"] = .object([
                "name": .string(contract.appName),
                "source": contract.source.path.map(JSONValue.string) ?? .null,
                "checked": .bool(contract.checked),
                "notCheckedBecause": contract.notCheckedBecause.map(JSONValue.string) ?? .null,
            ])
        }
        return .object(record)
    }

    /// The members every per-payload record shares (`validate`, `deliver`, `replay`).
    public static func fields(_ check: PayloadCheck) -> JSONObject {
        let headers = check.headers
        var fields: JSONObject = [
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
        // Only for a provider's message, so records of APNs payloads stay as they were.
        if let conversion = check.conversion { fields["conversion"] = Self.conversion(conversion) }
        return fields
    }

    /// Which APNs request of a provider's file a record is about (docs/json-output.md).
    static func conversion(_ conversion: PayloadCheck.Conversion) -> JSONValue {
        .object([
            "format": .string(conversion.format.rawValue),
            "message": .integer(Int64(conversion.message)),
            "messages": .integer(Int64(conversion.messages)),
            "target": conversion.target.map(JSONValue.string) ?? .null,
        ])
    }
}
