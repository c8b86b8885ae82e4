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
    /// Whole lines of results as UTF-8 bytes, each ending in its newline: what a replay worker
    /// rendered (`ReplayLineRendering`), written as it is.
    func results(_ bytes: [UInt8])
    /// One line for people: summaries, progress, problems not tied to an input.
    func diagnostic(_ line: String)
    /// A progress line that replaces the previous one (nil clears it). Only for terminals.
    func progress(_ line: String?)
    /// A whole document on standard output, its lines ending in newlines but the last: what
    /// `model upgrade` prints, the model file's own text, written as it is (no line of it is
    /// one pushsim composed, so `GuardedSink` leaves it alone).
    func document(_ text: String)
}

extension OutputSink {
    public func progress(_ line: String?) {}

    public func document(_ text: String) { result(text) }

    /// Line by line, for sinks that keep lines (tests).
    public func results(_ bytes: [UInt8]) {
        for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast() {
            result(String(decoding: line, as: UTF8.self))
        }
    }
}

/// stdout and stderr, buffered: a batch of thousands of lines costs a handful of system calls.
/// Results are flushed before any diagnostic so the two streams interleave as they happened on
/// a terminal, and everything is flushed when the sink goes away.
///
/// A write to standard output that fails or stops short (a full disk, a file-size limit) is
/// said once on stderr and makes the run exit 73; nothing more is written to standard output,
/// and the run goes on to its end. A reader that has left (EPIPE, `pushsim … | head`) is not an
/// error: pushsim stops writing to it, quietly (docs/exit-codes.md).
public final class StandardStreams: OutputSink {
    private var pending: [UInt8] = []
    private let limit = 1 << 16
    private let results: Int32
    private let diagnostics: Int32
    /// The errno of the write that standard output refused, once one has.
    public private(set) var resultsError: Int32?

    /// `results` and `diagnostics` are descriptors: standard output and error unless a test says.
    public init(results: Int32 = 1, diagnostics: Int32 = 2) {
        self.results = results
        self.diagnostics = diagnostics
        pending.reserveCapacity(limit)
    }

    public func result(_ line: String) {
        guard resultsError == nil else { return }
        pending.append(contentsOf: line.utf8)
        pending.append(UInt8(ascii: "\n"))
        if pending.count >= limit { flush() }
    }

    public func results(_ bytes: [UInt8]) {
        guard resultsError == nil else { return }
        pending.append(contentsOf: bytes)
        if pending.count >= limit { flush() }
    }

    public func diagnostic(_ line: String) {
        flush()
        var bytes = Array(line.utf8)
        bytes.append(UInt8(ascii: "\n"))
        _ = Self.writeAll(bytes, to: diagnostics)
    }

    public func progress(_ line: String?) {
        flush()
        _ = Self.writeAll(Array(("\r" + (line ?? "") + "\u{1B}[K").utf8), to: diagnostics)
    }

    public func flush() {
        guard !pending.isEmpty else { return }
        defer { pending.removeAll(keepingCapacity: true) }
        guard resultsError == nil, let code = Self.writeAll(pending, to: results) else { return }
        resultsError = code
        if code != EPIPE {
            let reason = strerror(code).map { String(cString: $0) } ?? "error \(code)"
            _ = Self.writeAll(Array("pushsim: cannot write standard output: \(reason)\n".utf8), to: diagnostics)
        }
    }

    /// Flushes, then the status to exit with: `status`, or 73 if standard output refused bytes
    /// (not when its reader left: that reader asked for no more).
    public func finish(_ status: ExitStatus) -> ExitStatus {
        flush()
        guard let code = resultsError, code != EPIPE else { return status }
        return max(status, .cannotWrite)
    }

    /// Every byte, retrying partial writes and interruptions; nil when all went, else the errno
    /// that stopped it (EIO for a descriptor that took nothing and said nothing).
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { buffer -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return written < 0 ? errno : EIO
                }
            }
            return nil
        }
    }

    deinit { flush() }
}
