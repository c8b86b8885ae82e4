#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command writes: results to one stream, diagnostics to the other. Tests capture
/// both; the executable writes them to stdout and stderr.
public protocol OutputSink: AnyObject {
    /// One line of results (the newline is added).
    func result(_ line: String)
    /// One line for people: summaries, progress, problems not tied to an input.
    func diagnostic(_ line: String)
    /// A progress line that replaces the previous one (nil clears it). Only for terminals.
    func progress(_ line: String?)
}

extension OutputSink {
    public func progress(_ line: String?) {}
}

/// stdout and stderr, buffered: a batch of thousands of lines costs a handful of system calls.
/// Results are flushed before any diagnostic so the two streams interleave as they happened on
/// a terminal, and everything is flushed when the sink goes away.
public final class StandardStreams: OutputSink {
    private var pending: [UInt8] = []
    private let limit = 1 << 16

    public init() {
        pending.reserveCapacity(limit)
    }

    public func result(_ line: String) {
        pending.append(contentsOf: line.utf8)
        pending.append(UInt8(ascii: "\n"))
        if pending.count >= limit { flush() }
    }

    public func diagnostic(_ line: String) {
        flush()
        var bytes = Array(line.utf8)
        bytes.append(UInt8(ascii: "\n"))
        Self.writeAll(bytes, to: 2)
    }

    public func progress(_ line: String?) {
        flush()
        Self.writeAll(Array(("\r" + (line ?? "") + "\u{1B}[K").utf8), to: 2)
    }

    public func flush() {
        guard !pending.isEmpty else { return }
        Self.writeAll(pending, to: 1)
        pending.removeAll(keepingCapacity: true)
    }

    /// Retries partial writes and interruptions; gives up quietly on a closed pipe.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }

    deinit { flush() }
}

/// Keeps every line, for tests and for callers that post-process output.
public final class CapturedOutput: OutputSink {
    public private(set) var results: [String] = []
    public private(set) var diagnostics: [String] = []

    public init() {}

    public func result(_ line: String) { results.append(line) }
    public func diagnostic(_ line: String) { diagnostics.append(line) }
}
