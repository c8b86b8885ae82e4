/// A payload for ``PushSimulator/deliver(_:to:state:stack:tap:text:badge:headers:)``: a file, as
/// `pushsim deliver FILE` reads it, or JSON held in the test itself.
public enum PushPayload: Sendable, Equatable {
    /// A payload file (`.json`, or `.apns` as Simulator drags take it).
    case file(String)
    /// The payload's JSON text; `name` is what reports and diagnostics call it.
    case json(String, name: String = "<payload>")
    /// The payload's bytes, exactly as they would be sent; `name` as for `json`.
    case bytes([UInt8], name: String = "<payload>")

    func check(with checker: PayloadChecker) -> PayloadCheck {
        switch self {
        case .file(let path): return checker.check(.path(path))
        case .json(let text, let name): return checker.check(bytes: Array(text.utf8), source: .path(name))
        case .bytes(let bytes, let name): return checker.check(bytes: bytes, source: .path(name))
        }
    }
}
