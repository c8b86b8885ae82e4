/// One finding about an input: an error (the payload would fail) or a warning (it would work,
/// but probably not as meant). Every finding names its reason and where: a JSON pointer for a
/// key in the payload, or the request header it is about.
public struct Diagnostic: Sendable, Equatable {
    public enum Severity: String, Sendable, Comparable {
        case error
        case warning

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .error && rhs == .warning
        }
    }

    public enum Subject: Sendable, Equatable {
        /// A place in the payload (the root pointer for the payload as a whole).
        case payload(JSONPointer)
        /// A request header (`apns-priority`…), set by a flag.
        case header(String)
        /// The file itself (size, encoding, readability).
        case file
    }

    public var severity: Severity
    public var reason: Reason
    public var subject: Subject
    public var message: String
    /// Where in the file, when known: from the decoder, or found for the pointer.
    public var position: SourcePosition?

    public init(
        _ severity: Severity, _ reason: Reason, _ subject: Subject, _ message: String, position: SourcePosition? = nil
    ) {
        self.severity = severity
        self.reason = reason
        self.subject = subject
        self.message = message
        self.position = position
    }

    public static func error(_ reason: Reason, at pointer: JSONPointer, _ message: String) -> Diagnostic {
        Diagnostic(.error, reason, .payload(pointer), message)
    }

    public static func warning(_ reason: Reason, at pointer: JSONPointer, _ message: String) -> Diagnostic {
        Diagnostic(.warning, reason, .payload(pointer), message)
    }

    public var pointer: JSONPointer? {
        if case .payload(let pointer) = subject { return pointer }
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
