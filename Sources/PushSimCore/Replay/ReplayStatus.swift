/// How one replayed file fared against its expectations (docs/replay.md).
public enum ReplayStatus: String, Sendable, CaseIterable {
    /// Every stated expectation held.
    case pass
    /// An expectation failed, or the file could not be replayed at all.
    case fail
    /// The payload is invalid or malformed and no case expected it.
    case invalid
    /// The file could not be read.
    case unreadable
    /// No case states what should happen: delivered, nothing checked.
    case unchecked
    /// `--update` recorded new expectations for it.
    case updated
}
