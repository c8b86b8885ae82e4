/// How results are written.
public enum OutputFormat: String, Sendable, CaseIterable {
    /// One short, stable line per input, for people (and grep).
    case text
    /// One JSON object per input per line (JSON Lines), with a schema version.
    case json
}

/// The version of every JSON document pushsim writes; docs/json-output.md describes it.
public enum OutputSchema {
    public static let version = 1
}
