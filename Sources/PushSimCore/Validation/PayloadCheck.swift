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
    /// For a provider's message: what it was converted from, and the APNs request it became
    /// (docs/providers.md); nil for an APNs payload.
    public var conversion: Conversion? {
        get { conversionBox?.value }
        set { conversionBox = newValue.map(ConversionBox.init) }
    }

    /// Behind one reference: a check is moved from the reader to the app to the report for every
    /// file of a replay, and an APNs payload's check should not grow by a conversion it does not
    /// have (docs/performance.md).
    private var conversionBox: ConversionBox?

    final class ConversionBox: Sendable, Equatable {
        let value: Conversion

        init(_ value: Conversion) {
            self.value = value
        }

        static func == (lhs: ConversionBox, rhs: ConversionBox) -> Bool { lhs.value == rhs.value }
    }

    /// One APNs request a provider's message became.
    public struct Conversion: Sendable, Equatable {
        public var format: ProviderFormat
        /// Its place among the file's requests, from 1, and how many there are.
        public var message: Int
        public var messages: Int
        public var target: String?
        /// The `apns-*` headers the provider's rules set.
        public var headers: [APNsHeader]
        /// The APNs payload; nil when the message becomes no APNs request.
        public var payload: JSONObject?

        /// `--trace`'s line: "fcm-v1 → APNs request 1 of 1: apns-priority 10; {"aps":…}".
        public var traceDetail: String {
            var detail = "\(format.rawValue) → "
            guard let payload else { return detail + "no APNs request" }
            detail += "APNs request \(message) of \(messages)"
            if let target { detail += " to \(target)" }
            detail += ": "
            if !headers.isEmpty { detail += headers.map { "\($0.name) \($0.value)" }.joined(separator: ", ") + "; " }
            return detail + JSONWriter.string(.object(payload))
        }

        init(_ request: ConvertedRequest) {
            format = request.format
            message = request.message
            messages = request.messages
            target = request.target
            headers = request.headers
            payload = request.payload
        }
    }

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
