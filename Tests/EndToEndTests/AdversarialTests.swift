#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import Testing
import TestSupport

/// Hostile and broken inputs through the real binary: each gets a clear error naming the file
/// and the reason, a non-zero exit, and no crash, hang or unbounded memory (docs/guarantees.md).
@Suite("Adversarial inputs")
struct AdversarialTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var bytes: [UInt8]
        var reason: String
        var detail: String
        var status: Int32
        var testDescription: String { name }
    }

    static let cases: [Case] = {
        func text(_ string: String) -> [UInt8] { Array(string.utf8) }
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        return [
            Case(name: "empty.json", bytes: [], reason: "PayloadEmpty", detail: "the input is empty (0 bytes)", status: 1),
            Case(name: "whitespace.json", bytes: text(" \n\t\r\n "), reason: "PayloadEmpty", detail: "only whitespace", status: 1),
            Case(name: "utf8-bom.json", bytes: [0xEF, 0xBB, 0xBF] + text("{\"aps\":{}}"), reason: "MalformedJSON", detail: "UTF-8 byte-order mark", status: 2),
            Case(name: "utf16le-bom.json", bytes: [0xFF, 0xFE] + text("{").flatMap { [$0, 0] }, reason: "MalformedJSON", detail: "UTF-16LE byte-order mark", status: 2),
            Case(name: "utf16be-bom.json", bytes: [0xFE, 0xFF, 0, 0x7B], reason: "MalformedJSON", detail: "UTF-16BE byte-order mark", status: 2),
            Case(name: "utf16-no-bom.json", bytes: text("{}").flatMap { [$0, 0] }, reason: "MalformedJSON", detail: "looks like UTF-16", status: 2),
            Case(name: "invalid-utf8.json", bytes: text("{\"aps\":{\"alert\":\"") + [0xC3, 0x28] + text("\"}}"), reason: "MalformedJSON", detail: "invalid UTF-8", status: 2),
            Case(name: "overlong-utf8.json", bytes: text("{\"a\":\"") + [0xC0, 0xAF] + text("\"}"), reason: "MalformedJSON", detail: "invalid UTF-8", status: 2),
            Case(name: "raw-nul.json", bytes: text("{\"aps\":{}}") + [0] + text("junk"), reason: "MalformedJSON", detail: "raw NUL byte", status: 2),
            Case(name: "escaped-nul.json", bytes: text(#"{"aps":{"alert":"a\u0000b"}}"#), reason: "MalformedJSON", detail: "\\u0000 inside a string", status: 2),
            Case(name: "lone-surrogate.json", bytes: text(#"{"aps":{"alert":"\ud800"}}"#), reason: "MalformedJSON", detail: "invalid Unicode", status: 2),
            Case(name: "deep.json", bytes: text(deep), reason: "MalformedJSON", detail: "nesting deeper than 512 levels", status: 2),
            Case(name: "big-integer.json", bytes: text(#"{"aps":{"badge":123456789012345678901234567890}}"#), reason: "MalformedJSON", detail: "integer outside the 64-bit range", status: 2),
            Case(name: "nan.json", bytes: text(#"{"aps":{"relevance-score":NaN}}"#), reason: "MalformedJSON", detail: "invalid token", status: 2),
            Case(name: "infinity.json", bytes: text(#"{"aps":{"relevance-score":-Infinity}}"#), reason: "MalformedJSON", detail: "invalid token", status: 2),
            Case(name: "duplicate.json", bytes: text(#"{"aps":{"alert":"a","alert":"b"}}"#), reason: "MalformedJSON", detail: "duplicate key \"alert\"", status: 2),
            Case(name: "trailing.json", bytes: text(#"{"aps":{}} {"#), reason: "MalformedJSON", detail: "end of file expected", status: 2),
            Case(name: "array.json", bytes: text("[]"), reason: "NotAPayload", detail: "an array", status: 1),
            Case(name: "string.json", bytes: text("\"aps\""), reason: "NotAPayload", detail: "a string", status: 1),
            Case(name: "number.json", bytes: text("4096"), reason: "NotAPayload", detail: "an integer", status: 1),
            Case(name: "null.json", bytes: text("null"), reason: "NotAPayload", detail: "null", status: 1),
        ]
    }()

    private func scratch() throws -> String {
        let directory = NSTemporaryDirectory() + "pushsim-adversarial-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test(arguments: cases)
    func namesTheFileAndTheReason(_ input: Case) throws {
        let directory = try scratch()
        let path = directory + "/" + input.name
        try Data(input.bytes).write(to: URL(fileURLWithPath: path))
        let started = Date()
        let run = try Binary.run(["validate", path])
        #expect(Date().timeIntervalSince(started) < 30)
        #expect(run.status == input.status, "\(run.stdout)")
        let first = try #require(run.stdoutLines.first)
        #expect(first.hasPrefix(path))
        #expect(first.contains("error: \(input.reason): "))
        #expect(first.contains(input.detail), "\(first)")
        // Everything the same payload reaches through deliver and replay is the same verdict.
        let deliver = try Binary.run(["deliver", path, "--state", "active"])
        #expect(deliver.status == input.status)
    }

    @Test func aTenMegabyteFileIsRefusedWithoutBeingRead() throws {
        let path = try scratch() + "/huge.json"
        try Data(repeating: UInt8(ascii: " "), count: 10 * 1024 * 1024).write(to: URL(fileURLWithPath: path))
        let run = try Binary.run(["validate", path])
        #expect(run.status == 1)
        #expect(run.stdout.contains("\(path): error: PayloadTooLarge: the payload is 10485760 bytes"))
    }

    @Test func endlessAndSilentSourcesEndWithAnError() throws {
        let zero = try Binary.run(["validate", "/dev/zero"])
        #expect(zero.status == 1)
        #expect(zero.stdout.contains("/dev/zero: error: PayloadTooLarge: the payload is more than 1048576 bytes"))
        let fifo = try scratch() + "/pipe.json"
        #expect(mkfifo(fifo, 0o644) == 0)
        let run = try Binary.run(["validate", fifo])
        #expect(run.status == 1)
        #expect(run.stdout.contains("\(fifo): error: PayloadEmpty"))
    }

    @Test func directoriesAndSymlinkLoopsAreUnreadableNotFatal() throws {
        let directory = try scratch()
        try FileManager.default.createDirectory(atPath: directory + "/x.json", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: directory + "/loop.json", withDestinationPath: directory + "/loop.json")
        let run = try Binary.run(["validate", directory + "/x.json", directory + "/loop.json", "fixtures/payloads/valid/plain-alert.json"])
        #expect(run.status == 3)
        #expect(run.stdoutLines.contains("\(directory)/x.json: error: Unreadable: is a directory, not a file"))
        #expect(run.stdoutLines.contains("\(directory)/loop.json: error: Unreadable: too many levels of symbolic links (a symlink loop?)"))
        #expect(run.stdoutLines.last?.hasPrefix("fixtures/payloads/valid/plain-alert.json: valid") == true)
    }

    /// CI runs as root, who may read anything: the check runs the binary as `nobody`.
    @Test(.enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/sbin/runuser")))
    func permissionDeniedIsReported() throws {
        let directory = try scratch()
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory)
        let path = directory + "/secret.json"
        try Data(#"{"aps":{"alert":"x"}}"#.utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        // The binary must be reachable by nobody: run a copy from the scratch directory.
        let copy = directory + "/pushsim"
        try FileManager.default.copyItem(atPath: Binary.path, toPath: copy)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: copy)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/sbin/runuser")
        process.arguments = ["-u", "nobody", "--", copy, "validate", path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 3)
        #expect(text.contains("\(path): error: Unreadable: permission denied"))
    }

    @Test(arguments: [
        ("alert", "true", "AlertWrongType"), ("badge", "\"1\"", "BadgeNotInteger"), ("sound", "[]", "SoundWrongType"),
        ("thread-id", "1", "StringExpected"), ("category", "{}", "StringExpected"), ("content-available", "true", "ContentAvailableNotOne"),
        ("mutable-content", "\"1\"", "MutableContentNotOne"), ("target-content-id", "null", "StringExpected"),
        ("interruption-level", "5", "StringExpected"), ("relevance-score", "\"high\"", "RelevanceScoreOutOfRange"),
        ("filter-criteria", "[1]", "StringExpected"), ("timestamp", "\"now\"", "LiveActivityKeyWrongType"),
        ("event", "1", "LiveActivityKeyWrongType"), ("content-state", "\"x\"", "LiveActivityKeyWrongType"),
        ("stale-date", "1.5", "LiveActivityKeyWrongType"), ("dismissal-date", "false", "LiveActivityKeyWrongType"),
        ("attributes-type", "{}", "LiveActivityKeyWrongType"), ("attributes", "[]", "LiveActivityKeyWrongType"),
    ])
    func everyApsKeyRejectsTheWrongType(key: String, value: String, reason: String) throws {
        let path = try scratch() + "/\(key).json"
        try Data(#"{"aps":{"\#(key)":\#(value)}}"#.utf8).write(to: URL(fileURLWithPath: path))
        let run = try Binary.run(["validate", path])
        #expect(run.status == 1)
        #expect(run.stdout.contains(": error: \(reason): "), "\(run.stdout)")
        #expect(run.stdout.contains("[/aps/\(key)]"))
    }
}
