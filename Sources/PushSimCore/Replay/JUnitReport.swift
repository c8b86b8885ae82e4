#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// JUnit XML for CI dashboards, written as the replay goes: test cases stream into a temporary
/// file (memory stays flat), and `finish` assembles the report with its totals in a second
/// temporary file that is renamed over the target — never a half-written report.
public final class JUnitReport {
    private let path: String
    private let bodyPath: String
    private var body: UnsafeMutablePointer<FILE>?
    private(set) var tests = 0
    private(set) var failures = 0
    private(set) var errors = 0

    public init(path: String) throws(AtomicFile.WriteError) {
        self.path = path
        bodyPath = AtomicFile.temporaryPath(for: path) + ".body"
        body = fopen(bodyPath, "w+")
        if body == nil { throw AtomicFile.WriteError(description: "\(path): cannot write: \(InputReader.error(errno: errno).reason)") }
    }

    public enum Result {
        case passed
        case failed(type: String, message: String, details: String)
        case error(type: String, message: String)
    }

    /// While true, test cases wait in memory instead: `replay --update` holds a directory's
    /// results until its manifest is written (docs/replay.md).
    var holding = false
    private var held: [(file: String, result: Result)] = []
    var heldCount: Int { held.count }

    /// The test cases held so far, in order; they are no longer held.
    func takeHeld() -> [(file: String, result: Result)] {
        defer { held.removeAll() }
        return held
    }

    public func add(file: String, result: Result) {
        if holding {
            held.append((file, result))
            return
        }
        tests += 1
        let slash = file.lastIndex(of: "/")
        let directory = slash.map { String(file[..<$0]) } ?? "."
        let name = slash.map { String(file[file.index(after: $0)...]) } ?? file
        let classname = directory.split(separator: "/").filter { $0 != "." }.joined(separator: ".")
        var xml = "    <testcase classname=\"\(Self.escape(classname.isEmpty ? "replay" : classname))\" name=\"\(Self.escape(name))\" file=\"\(Self.escape(file))\""
        switch result {
        case .passed:
            xml += "/>\n"
        case .failed(let type, let message, let details):
            failures += 1
            xml += ">\n      <failure type=\"\(Self.escape(type))\" message=\"\(Self.escape(message))\">\(Self.escape(details))</failure>\n    </testcase>\n"
        case .error(let type, let message):
            errors += 1
            xml += ">\n      <error type=\"\(Self.escape(type))\" message=\"\(Self.escape(message))\"/>\n    </testcase>\n"
        }
        append(xml, to: body)
    }

    public func finish() throws(AtomicFile.WriteError) {
        defer {
            if let body { fclose(body) }
            body = nil
            unlink(bodyPath)
        }
        let temporary = AtomicFile.temporaryPath(for: path)
        guard let out = fopen(temporary, "w") else {
            throw AtomicFile.WriteError(description: "\(path): cannot write: \(InputReader.error(errno: errno).reason)")
        }
        let totals = "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\""
        append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"pushsim replay\" \(totals)>\n", to: out)
        append("  <testsuite name=\"pushsim replay\" \(totals)>\n", to: out)
        if let body {
            fflush(body)
            rewind(body)
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = fread(&buffer, 1, buffer.count, body)
                if count == 0 { break }
                fwrite(buffer, 1, count, out)
            }
        }
        append("  </testsuite>\n</testsuites>\n", to: out)
        let flushed = fflush(out) == 0 && fsync(fileno(out)) == 0
        fclose(out)
        guard flushed, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw AtomicFile.WriteError(description: "\(path): cannot write: \(InputReader.error(errno: errno).reason)")
        }
    }

    private func append(_ text: String, to file: UnsafeMutablePointer<FILE>?) {
        var text = text
        text.withUTF8 { bytes in _ = fwrite(bytes.baseAddress, 1, bytes.count, file) }
    }

    /// XML 1.0 text: the five entities escaped, and characters XML cannot carry at all (most
    /// control characters, U+FFFE/U+FFFF) shown as visible `\u{…}` escapes.
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
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF || (0x7F...0x9F).contains(scalar.value) {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
