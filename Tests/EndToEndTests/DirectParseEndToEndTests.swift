#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import Testing
import TestSupport

/// `deliver`, `validate` and `replay` are read directly from the command line when it has a plain shape,
/// and by swift-argument-parser otherwise (docs/performance.md, "Start-up: the direct parse").
/// Every golden of theirs runs the direct way (GoldenTests); here each runs again the parser's
/// way — an option given twice, which only the parser reads (the last one counts) — and must
/// print the same bytes and exit the same.
@Suite struct DirectParseEndToEndTests {
    static let cases: [String] = GoldenTests.cases.filter { name in
        let folder = GoldenTests.directory + "/" + name
        guard !FileManager.default.fileExists(atPath: folder + "/scratch"),
            let args = try? String(contentsOfFile: folder + "/args", encoding: .utf8)
        else { return false }
        return args.hasPrefix("deliver\n") || args.hasPrefix("validate\n") || args.hasPrefix("replay\n")
    }

    /// The same command line with its `--state` or `--format` given twice, or else `--format
    /// text` (the default) twice.
    static func throughTheParser(_ arguments: [String]) -> [String] {
        for option in ["--state", "--format"] {
            if let index = arguments.firstIndex(of: option), index + 1 < arguments.count {
                return arguments + [option, arguments[index + 1]]
            }
        }
        return arguments + ["--format", "text", "--format", "text"]
    }

    @Test(arguments: cases)
    func theParserPrintsTheSameAsTheDirectParse(_ name: String) throws {
        let folder = GoldenTests.directory + "/" + name
        func text(_ file: String) -> String? { try? String(contentsOfFile: folder + "/" + file, encoding: .utf8) }
        let arguments = try #require(text("args")).split(separator: "\n").map(String.init)
        var environment: [String: String] = [:]
        for line in (text("env") ?? "").split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            environment[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        let run = try Binary.run(Self.throughTheParser(arguments), stdin: text("stdin"), environment: environment)
        #expect(run.stdout.replacing(repositoryRoot, with: "{repo}") == text("stdout"), "stdout of \(name)")
        #expect(run.stderr.replacing(repositoryRoot, with: "{repo}") == text("stderr"), "stderr of \(name)")
        #expect("\(run.status)\n" == text("status"), "exit status of \(name)")
    }

    @Test func everyDeliverValidateAndReplayGoldenIsHere() {
        #expect(Self.cases.count >= 47)
        #expect(Self.cases.filter { $0.hasPrefix("replay-") }.count >= 7)
        #expect(Self.throughTheParser(["validate", "a.json"]) == ["validate", "a.json", "--format", "text", "--format", "text"])
        #expect(Self.throughTheParser(["validate", "a.json", "--format", "json"]) == ["validate", "a.json", "--format", "json", "--format", "json"])
        #expect(Self.throughTheParser(["deliver", "a.json", "--state", "active"]) == ["deliver", "a.json", "--state", "active", "--state", "active"])
    }
}
