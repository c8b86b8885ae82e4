@testable import PushSimCore

/// Converts a message written in a test as JSON text.
func convert(_ text: String, from format: ProviderFormat) -> [ConvertedRequest] {
    let value = try! JSONDecoding.decode(Array(text.utf8))
    return ProviderConversion.convert(value, from: format)
}

/// A value of the converted payload at a key path (`["aps", "alert", "title"]`).
func value(_ request: ConvertedRequest, _ keys: String...) -> JSONValue? {
    request.payload.flatMap { JSONValue.object($0).value(atKeyPath: keys) }
}

extension ConvertedRequest {
    /// The conversion's reason names, in order.
    var reasons: [String] { diagnostics.map(\.reasonName) }
    /// "REASON@/pointer" for each finding.
    var findings: [String] { diagnostics.map { "\($0.reasonName)@\($0.pointer?.description ?? "")" } }
}
