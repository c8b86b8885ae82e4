#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// JUnit XML for CI dashboards, written as the replay goes: test cases stream into a hidden
/// temporary file beside the report (memory stays flat), and `finish` assembles the report
/// with its totals and puts it in place whole (`PendingFile`) — never a half-written report.
/// Where the report goes is decided as for every output named on the command line
/// (`OutputDestination`): something that is not a file (a pipe, a device, what `/dev/stdout`
/// leads to) is written into, never replaced, and the cases then wait in an anonymous
/// temporary file; a symlink is followed, never replaced. Every write is checked: a report that did not reach its target whole is an error,
/// never reported written. The temporary files of runs that were killed are removed when the
/// next run starts (docs/replay.md).
public final class JUnitReport {
    private let path: String
    private let destination: OutputDestination
    /// The cases so far, to be put after the totals.
    private var body: UnsafeMutablePointer<FILE>?
    /// The body's name, or nil for an anonymous one (`tmpfile`).
    private let bodyPath: String?
    /// The first write to the body that failed: the report cannot be whole.
    private var bodyError: Int32?
    /// Temporary files of earlier runs that were gone, removed (`AtomicFile.removeStaleTemporaries`),
    /// and those that could not be, with why.
    let staleTemporaries: (removed: [String], failed: [String])
    private(set) var tests = 0
    private(set) var failures = 0
    private(set) var errors = 0
    private(set) var skipped = 0
    /// Milliseconds, the cases' and so the suite's.
    private(set) var milliseconds = 0

    public init(path: String) throws(AtomicFile.WriteError) {
        self.path = path
        destination = try OutputDestination(path)
        switch destination {
        case .file(let target):
            // A report that could not replace the file there stops the run before it starts.
            if let refusal = ReplacedFile(at: target)?.refusal(of: target) { throw refusal }
            staleTemporaries = AtomicFile.removeStaleTemporaries(for: target)
            let bodyPath = AtomicFile.temporaryPath(for: target) + ".body"
            self.bodyPath = bodyPath
            body = Self.createBody(bodyPath)
        case .stream:
            staleTemporaries = ([], [])
            bodyPath = nil
            body = tmpfile()
        }
        if body == nil { throw Self.failure(path, errno: errno) }
    }

    /// The body file, created anew: a leftover of an earlier process with this PID, or a link
    /// planted at its name, is removed first, never written through.
    private static func createBody(_ path: String) -> UnsafeMutablePointer<FILE>? {
        unlink(path)
        let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        guard let file = fdopen(descriptor, "w+") else {
            let code = errno
            close(descriptor)
            unlink(path)
            errno = code
            return nil
        }
        return file
    }

    public enum Result {
        case passed
        case failed(type: String, message: String, details: String)
        case error(type: String, message: String, details: String = "")
        /// Run, but nothing was checked (a payload no case states an expectation for).
        case skipped(message: String)
    }

    /// One test case. Jenkins' junit-10.xsd, the strictest common reader, allows only `name`,
    /// `classname`, `time` and `group` on a test case: the path is the class name (its
    /// directory, dotted) and the name, and every message names the file (docs/replay.md).
    /// `output`, when not empty, is the case's `system-out`: a passing case's warnings.
    public func add(file: String, result: Result, output: String = "", milliseconds: Int = 0) {
        tests += 1
        self.milliseconds += milliseconds
        let slash = file.lastIndex(of: "/")
        let directory = slash.map { String(file[..<$0]) } ?? "."
        let name = slash.map { String(file[file.index(after: $0)...]) } ?? file
        let classname = directory.split(separator: "/").filter { $0 != "." }.joined(separator: ".")
        var xml = "    <testcase classname=\"\(Self.escape(classname.isEmpty ? "replay" : classname))\" name=\"\(Self.escape(name))\""
        xml += " time=\"\(Self.seconds(milliseconds))\""
        let systemOut = output.isEmpty ? "" : "      <system-out>\(Self.escape(output))</system-out>\n"
        switch result {
        case .passed:
            xml += systemOut.isEmpty ? "/>\n" : ">\n\(systemOut)    </testcase>\n"
        case .skipped(let message):
            skipped += 1
            xml += ">\n      <skipped message=\"\(Self.escape(message))\"/>\n\(systemOut)    </testcase>\n"
        case .failed(let type, let message, let details):
            failures += 1
            xml += ">\n      <failure type=\"\(Self.escape(type))\" message=\"\(Self.escape(message))\">\(Self.escape(details))</failure>\n    </testcase>\n"
        case .error(let type, let message, let details):
            errors += 1
            xml += ">\n      <error type=\"\(Self.escape(type))\" message=\"\(Self.escape(message))\""
            xml += details.isEmpty ? "/>" : ">\(Self.escape(details))</error>"
            xml += "\n    </testcase>\n"
        }
        // Written to standard output (`--junit /dev/stdout`), no line of it can pass for a CI
        // runner's command (docs/ci-formats.md): those characters become character references.
        xml = String(decoding: CICommandGuard.inert(lines: Array(xml.utf8), notation: .xml), as: UTF8.self)
        if bodyError == nil, let body { bodyError = append(xml, to: body) }
    }

    public func finish() throws(AtomicFile.WriteError) {
        defer { abandon() }
        if let code = bodyError { throw Self.failure(path, errno: code) }
        if let code = body.map(fflush), code != 0 { throw Self.failure(path, errno: errno) }
        switch destination {
        case .file(let target):
            // Errors name the file that could not be written: for a link, the file it leads to.
            let report = try PendingFile(target: target, replacing: true)
            try assemble(report.write)
            try report.commit()
        case .stream(let target):
            let stream = try StreamFile(target)
            try assemble(stream.write)
            try stream.finish()
        }
    }

    /// The report in order — the header with its totals, the cases, the end — each piece handed
    /// to `write`, which throws at the first that cannot be written whole (a full disk, a
    /// file-size limit). junit-10.xsd has `skipped` on a suite, not on the whole report.
    private func assemble(_ write: ([UInt8]) throws(AtomicFile.WriteError) -> Void) throws(AtomicFile.WriteError) {
        let totals = "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\""
        let time = "time=\"\(Self.seconds(milliseconds))\""
        try write(Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"pushsim replay\" \(totals) \(time)>\n".utf8))
        try write(Array("  <testsuite name=\"pushsim replay\" \(totals) skipped=\"\(skipped)\" \(time)>\n".utf8))
        if let body {
            rewind(body)
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = fread(&buffer, 1, buffer.count, body)
                if count == 0 {
                    if ferror(body) != 0 { throw Self.failure(path, errno: errno) }
                    break
                }
                try write(count == buffer.count ? buffer : Array(buffer[..<count]))
            }
        }
        try write(Array("  </testsuite>\n</testsuites>\n".utf8))
    }

    /// Drops the cases without writing the report (a run that was stopped): nothing is left.
    public func abandon() {
        if let body { fclose(body) }
        body = nil
        if let bodyPath { unlink(bodyPath) }
    }

    private static func failure(_ path: String, errno code: Int32) -> AtomicFile.WriteError {
        AtomicFile.WriteError(description: "\(path): cannot write: \(InputReader.error(errno: code).reason)")
    }

    /// Nil when every byte went to the stream, else the errno that stopped it.
    private func append(_ text: String, to file: UnsafeMutablePointer<FILE>) -> Int32? {
        var text = text
        return text.withUTF8 { bytes in fwrite(bytes.baseAddress, 1, bytes.count, file) == bytes.count ? nil : errno }
    }

    /// `1.234`: seconds with milliseconds, the form junit-10.xsd's `SUREFIRE_TIME` takes.
    static func seconds(_ milliseconds: Int) -> String {
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// XML 1.0 text: the five entities escaped, and characters XML cannot carry at all (most
    /// control characters, U+FFFE/U+FFFF) or that would hide what the text says (C1 and
    /// bidirectional controls, line separators: `HiddenCharacters`) shown as visible `\u{…}`
    /// escapes.
    /// The entity XML writes `scalar` as in text and attributes (`&amp;`…), or nil for one
    /// written as itself: what every XML and HTML pushsim writes escapes.
    static func entity(for scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        case "\"": "&quot;"
        case "'": "&apos;"
        default: nil
        }
    }

    public static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if let entity = entity(for: scalar) {
                out += entity
                continue
            }
            switch scalar {
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                if HiddenCharacters.contains(scalar) || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
