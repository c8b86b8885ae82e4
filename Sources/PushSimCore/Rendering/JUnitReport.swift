#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// JUnit XML for CI dashboards, written as the replay goes: test cases stream into a temporary
/// file (memory stays flat), and `finish` assembles the report with its totals in a second
/// temporary file that is renamed over the target — never a half-written report. A symlink
/// (`/dev/stdout`) or something that is not a file (a pipe, a device) is written into instead,
/// never replaced, and the cases wait in an anonymous temporary file. Every write is checked: a
/// report that did not reach its target whole is an error, never reported written
/// (docs/replay.md).
public final class JUnitReport {
    private let path: String
    /// The cases so far, to be put after the totals.
    private var body: UnsafeMutablePointer<FILE>?
    /// The body's name, or nil for an anonymous one (`tmpfile`).
    private let bodyPath: String?
    /// Whether the target is written into rather than replaced.
    private let writesInPlace: Bool
    /// The first write to the body that failed: the report cannot be whole.
    private var bodyError: Int32?
    private(set) var tests = 0
    private(set) var failures = 0
    private(set) var errors = 0
    private(set) var skipped = 0
    /// Milliseconds, the cases' and so the suite's.
    private(set) var milliseconds = 0

    public init(path: String) throws(AtomicFile.WriteError) {
        self.path = path
        writesInPlace = Self.isWrittenInPlace(path)
        bodyPath = writesInPlace ? nil : AtomicFile.temporaryPath(for: path) + ".body"
        body = bodyPath.map { fopen($0, "w+") } ?? tmpfile()
        if body == nil { throw Self.failure(path, errno: errno) }
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
    public func add(file: String, result: Result, milliseconds: Int = 0) {
        tests += 1
        self.milliseconds += milliseconds
        let slash = file.lastIndex(of: "/")
        let directory = slash.map { String(file[..<$0]) } ?? "."
        let name = slash.map { String(file[file.index(after: $0)...]) } ?? file
        let classname = directory.split(separator: "/").filter { $0 != "." }.joined(separator: ".")
        var xml = "    <testcase classname=\"\(Self.escape(classname.isEmpty ? "replay" : classname))\" name=\"\(Self.escape(name))\""
        xml += " time=\"\(Self.seconds(milliseconds))\""
        switch result {
        case .passed:
            xml += "/>\n"
        case .skipped(let message):
            skipped += 1
            xml += ">\n      <skipped message=\"\(Self.escape(message))\"/>\n    </testcase>\n"
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
        let target = writesInPlace ? path : AtomicFile.temporaryPath(for: path)
        guard let out = fopen(target, "w") else { throw Self.failure(path, errno: errno) }
        // The first write the stream refuses (a full disk, a file-size limit) decides the error.
        // junit-10.xsd has `skipped` on a suite, not on the whole report.
        let totals = "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\""
        let time = "time=\"\(Self.seconds(milliseconds))\""
        var failed = append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"pushsim replay\" \(totals) \(time)>\n", to: out)
        failed = failed ?? append("  <testsuite name=\"pushsim replay\" \(totals) skipped=\"\(skipped)\" \(time)>\n", to: out)
        if failed == nil, let body {
            failed = copy(body, to: out)
        }
        failed = failed ?? append("  </testsuite>\n</testsuites>\n", to: out)
        if failed == nil, fflush(out) != 0 { failed = errno }
        // A pipe or a device has nothing to sync; a file must be on disk before it is renamed.
        if failed == nil, !writesInPlace, fsync(fileno(out)) != 0 { failed = errno }
        if fclose(out) != 0, failed == nil { failed = errno }
        if !writesInPlace, failed == nil, rename(target, path) != 0 { failed = errno }
        if let failed {
            if !writesInPlace { unlink(target) }
            throw Self.failure(path, errno: failed)
        }
    }

    /// The cases, after the totals; the errno of a failed read or write, else nil.
    private func copy(_ body: UnsafeMutablePointer<FILE>, to out: UnsafeMutablePointer<FILE>) -> Int32? {
        if fflush(body) != 0 { return errno }
        rewind(body)
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, body)
            if count == 0 { return ferror(body) != 0 ? errno : nil }
            if fwrite(buffer, 1, count, out) != count { return errno }
        }
    }

    /// Drops the cases without writing the report (a run that was stopped): nothing is left.
    public func abandon() {
        if let body { fclose(body) }
        body = nil
        if let bodyPath { unlink(bodyPath) }
    }

    /// A symlink, or an existing path that is neither a file nor a directory.
    private static func isWrittenInPlace(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        if (info.st_mode & S_IFMT) == S_IFLNK { return true }
        return (info.st_mode & S_IFMT) != S_IFREG && (info.st_mode & S_IFMT) != S_IFDIR
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
    public static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
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
