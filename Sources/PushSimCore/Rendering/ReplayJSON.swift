/// A replayed file as one JSON Lines record (docs/json-output.md, "replay"): its status, what
/// did not match, why it was not replayed, then every member of the `deliver` record.
enum ReplayJSON {
    static func record(_ result: ReplayCaseResult) -> JSONValue {
        // Members appended in order, every key new (docs/performance.md, "Reporting").
        var record: [JSONObject.Member] = [
            ("schemaVersion", .integer(Int64(OutputSchema.version))), ("command", "replay"), ("file", .string(result.file)),
            ("status", .string(result.status.rawValue)),
            ("mismatches", .array(result.mismatches.map(mismatch))),
            ("note", ReplayText.note(result).map(JSONValue.string) ?? .null),
        ]
        if let delivery = result.delivery, result.failure == nil || result.failure == .noExpectation {
            DeliveryJSON.append(delivery.report, app: delivery.app, to: &record)
        }
        return .object(JSONObject(record))
    }

    private static func mismatch(_ mismatch: Mismatch) -> JSONValue {
        .object(JSONObject([("key", .string(mismatch.key)), ("expected", mismatch.expected), ("actual", mismatch.actual)]))
    }
}
