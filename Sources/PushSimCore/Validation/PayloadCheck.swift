/// The verdict on one payload file: everything `validate` reports and `deliver` starts from.
public struct PayloadCheck: Sendable, Equatable {
    public enum Verdict: String, Sendable {
        /// Decoded and no error (warnings allowed).
        case valid
        /// JSON, but APNs or the app would reject it.
        case invalid
        /// Not JSON pushsim reads (syntax, encoding, duplicate keys, depth…).
        case malformed
        /// The file could not be read at all.
        case unreadable
    }

    public var source: InputSource
    public var verdict: Verdict
    /// Errors and warnings, in a stable order: by position in the file, then header findings.
    public var diagnostics: [Diagnostic]
    /// The typed payload, when the file held a JSON object.
    public var payload: Payload?
    /// The headers as APNs would take them, when there was a payload to match them to.
    public var headers: ResolvedHeaders?
    /// Bytes APNs would count, and the limit for the push type.
    public var size: Int?
    public var limit: Int?
    /// With `validate --app`: the app the payload was checked against, and whether it was
    /// (docs/validation.md, "Against the app: --app"); nil otherwise.
    public var appContract: AppContract?

    public init(
        source: InputSource, verdict: Verdict, diagnostics: [Diagnostic], payload: Payload? = nil,
        headers: ResolvedHeaders? = nil, size: Int? = nil, limit: Int? = nil
    ) {
        self.source = source
        self.verdict = verdict
        self.diagnostics = diagnostics
        self.payload = payload
        self.headers = headers
        self.size = size
        self.limit = limit
    }
}
