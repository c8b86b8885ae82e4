/// One finding about an input — a payload, the app model, an expectation manifest: an error
/// (it would fail) or a warning (it would work, but probably not as meant). Every finding says
/// where — a JSON pointer for a key, or the request header it is about, and line:column once
/// located — and, for payloads, its named reason (APNs' own where APNs has one). The file it is
/// about is given by whoever reports it. One line format shows them all
/// (`Rendering/DiagnosticText.swift`).
public struct Diagnostic: Sendable, Equatable {
    public enum Severity: String, Sendable, Comparable {
        case error
        case warning

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .error && rhs == .warning
        }
    }

    public enum Subject: Sendable, Equatable {
        /// A key in the file (the root pointer for the file as a whole).
        case key(JSONPointer)
        /// A request header (`apns-priority`…), set by a flag.
        case header(String)
        /// The file itself (size, encoding, readability).
        case file
    }

    public var severity: Severity
    /// The named reason; nil for findings about files pushsim reads besides payloads (the app
    /// model, expectation manifests), whose message says it all.
    public var reason: Reason?
    public var subject: Subject
    public var message: String
    /// Where in the file, when known: from the decoder, or found for the pointer.
    public var position: SourcePosition?

    public init(
        _ severity: Severity, _ reason: Reason?, _ subject: Subject, _ message: String, position: SourcePosition? = nil
    ) {
        self.severity = severity
        self.reason = reason
        self.subject = subject
        self.message = message
        self.position = position
    }

    /// A finding at a key of a file that has no named reasons (the app model, a manifest).
    public init(_ severity: Severity, _ pointer: JSONPointer, _ message: String) {
        self.init(severity, nil, .key(pointer), message)
    }

    public static func error(_ reason: Reason, at pointer: JSONPointer, _ message: String) -> Diagnostic {
        Diagnostic(.error, reason, .key(pointer), message)
    }

    public static func warning(_ reason: Reason, at pointer: JSONPointer, _ message: String) -> Diagnostic {
        Diagnostic(.warning, reason, .key(pointer), message)
    }

    /// The reason's name, or "" for a finding that has none.
    public var reasonName: String { reason?.name ?? "" }

    public var pointer: JSONPointer? {
        if case .key(let pointer) = subject { return pointer }
        return nil
    }

    public var header: String? {
        if case .header(let name) = subject { return name }
        return nil
    }
}

extension [Diagnostic] {
    public var errorCount: Int { count { $0.severity == .error } }
    public var warningCount: Int { count { $0.severity == .warning } }
    public var hasErrors: Bool { contains { $0.severity == .error } }
}
