/// A replayed file as one JSON Lines record (docs/json-output.md, "replay"): its status, what
/// did not match, why it was not replayed, then every member of the `deliver` record.
enum ReplayJSON {
    static func record(_ result: ReplayCaseResult) -> JSONValue {
        record(result, report: result.report, app: result.delivery?.app)
    }

    /// `report` and `app` are the result's delivery, given apart: a replay worker renders a
    /// result before (instead of) boxing its delivery (`ReplayLineRendering`).
    static func record(_ result: ReplayCaseResult, report: DeliveryReport?, app: AppModel?) -> JSONValue {
        // Members appended in order, every key new: set by key, each searched those before it.
        var record: [JSONObject.Member] = [
            ("schemaVersion", .integer(Int64(OutputSchema.version))), ("command", "replay"), ("file", .string(result.file)),
            ("status", .string(result.status.rawValue)),
            ("mismatches", .array(result.mismatches.map(mismatch))),
            ("note", ReplayText.note(result, report: report).map(JSONValue.string) ?? .null),
        ]
        // Only a `--locales all` run names its localization: every other record is as before.
        if let localization = result.localization { record.insert(("localization", .string(localization)), at: 3) }
        if let report, let app, result.failure == nil || result.failure == .noExpectation || result.failure == .limitExceeded {
            DeliveryJSON.append(report, app: app, to: &record)
        }
        return .object(JSONObject(record))
    }

    private static func mismatch(_ mismatch: Mismatch) -> JSONValue {
        .object(JSONObject([("key", .string(mismatch.key)), ("expected", mismatch.expected), ("actual", mismatch.actual)]))
    }
}
