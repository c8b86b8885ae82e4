/// One APNs request a message becomes, as a JSON Lines record (docs/json-output.md, "convert";
/// docs/providers.md).
public enum ConversionJSON {
    public static func record(_ check: PayloadCheck) -> JSONValue {
        let conversion = check.conversion
        var headers = JSONObject()
        for header in conversion?.headers ?? [] { headers[header.name] = .string(header.value) }
        let payload: JSONValue
        if let converted = conversion?.payload {
            payload = .object(converted)
        } else if conversion == nil, let apns = check.payload {
            payload = .object(apns.json)
        } else {
            payload = .null
        }
        return .object([
            "schemaVersion": .integer(Int64(OutputSchema.version)),
            "command": "convert",
            "file": .string(check.source.description),
            "format": conversion.map { .string($0.format.rawValue) } ?? (check.payload != nil ? "apns" : .null),
            "message": .integer(Int64(conversion?.message ?? 1)),
            "messages": .integer(Int64(conversion?.messages ?? 1)),
            "target": conversion?.target.map(JSONValue.string) ?? .null,
            "verdict": .string(check.verdict.rawValue),
            "headers": .object(headers),
            "payload": payload,
            "errors": .integer(Int64(check.diagnostics.errorCount)),
            "warnings": .integer(Int64(check.diagnostics.warningCount)),
            "diagnostics": .array(check.diagnostics.map(DiagnosticText.json)),
        ])
    }
}
