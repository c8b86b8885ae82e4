/// A bundle identifier as `xcrun simctl push` and APNs' `apns-topic` take it: letters, digits,
/// `.` and `-`, not starting or ending with a dot (the rule `validate` applies to topics).
public struct BundleIdentifier: Sendable, Equatable, CustomStringConvertible {
    public let text: String

    public struct Problem: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// The identifier, checked once.
    public init(_ text: String) throws(Problem) {
        if let problem = Self.problem(text) { throw Problem(description: problem) }
        self.text = text
    }

    public var description: String { text }

    /// Why `text` is not a bundle id, or nil when it is one.
    public static func problem(_ text: String) -> String? {
        let allowed = text.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "." || scalar == "-"
        }
        guard !text.isEmpty, allowed, !text.hasPrefix("."), !text.hasSuffix("."), !text.contains("..") else {
            return "\"\(text)\" is not a bundle id (letters, digits, '.' and '-', as in com.example.app)"
        }
        return nil
    }
}
