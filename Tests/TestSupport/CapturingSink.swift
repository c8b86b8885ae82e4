import PushSimCore

/// An output sink that keeps every line, so a renderer or command can be tested on what it
/// writes to each stream.
public final class CapturingSink: OutputSink {
    public private(set) var results: [String] = []
    public private(set) var diagnostics: [String] = []

    public init() {}

    public func result(_ line: String) { results.append(line) }
    public func diagnostic(_ line: String) { diagnostics.append(line) }
}
