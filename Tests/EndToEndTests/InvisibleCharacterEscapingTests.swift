#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import PushSimCore
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing

/// C1 controls, bidirectional controls and the line and paragraph separators never reach any
/// output raw: text shows them as `\u{…}`, JSON as `\uXXXX` (and still round-trips), JUnit
/// as `\u{…}` (docs/guarantees.md, "No terminal takeover").
@Suite("C1, bidi and line-separator escaping")
struct InvisibleCharacterEscapingTests {
    /// One of each kind: C1 (CSI, NEL), bidi (ALM, LRM, RLM, LRE…RLO, LRI…PDI), separators.
    static let invisible: [Unicode.Scalar] = [
        "\u{80}", "\u{85}", "\u{9B}", "\u{9F}", "\u{061C}", "\u{200E}", "\u{200F}", "\u{202A}", "\u{202B}", "\u{202C}",
        "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{2028}", "\u{2029}",
    ]
    static var text: String {
        var text = "a"
        for scalar in invisible {
            text.unicodeScalars.append(scalar)
            text += "b"
        }
        return text + " é 🎉"
    }

    private func expectNoneRaw(_ output: String, _ context: String) {
        for scalar in Self.invisible {
            #expect(!output.unicodeScalars.contains(scalar), "\(context) let U+\(String(scalar.value, radix: 16, uppercase: true)) through")
        }
    }

    private func payload(title: String, in directory: String? = nil, named name: String = "p.json") throws -> String {
        let root = try directory ?? scratchDirectory("invisible")
        let path = root + "/" + name
        let escaped = JSONWriter.string(.string(title))
        try writeText(#"{"aps":{"alert":{"title":\#(escaped),"body":"b"}},"event_type":\#(escaped)}"#, to: path)
        return path
    }

    @Test func textShowsThemAsVisibleEscapes() throws {
        let path = try payload(title: Self.text)
        let run = try Binary.run(["deliver", path, "--state", "active", "--trace"])
        expectNoneRaw(run.stdout + run.stderr, "deliver text")
        #expect(run.stdout.contains(#"a\u{80}b\u{85}b\u{9B}b\u{9F}b\u{61C}b\u{200E}b\u{200F}b\u{202A}b"#))
        #expect(run.stdout.contains(#"\u{2069}b\u{2028}b\u{2029}b é 🎉"#))
        let validate = try Binary.run(["validate", try payload(title: "x", named: "a\u{2028}\u{9B}\u{202E}.json")])
        expectNoneRaw(validate.stdout + validate.stderr, "validate text")
    }

    @Test func jsonEscapesThemAndRoundTrips() throws {
        let path = try payload(title: Self.text)
        // A file name can hold them too: validate's record names the file.
        let named = try payload(title: "x", named: Self.text + ".json")
        for arguments in [
            ["deliver", path, "--state", "active", "--format", "json"],
            ["validate", named, "--format", "json"],
            ["route", "genius://songs/\(Self.text)", "--app", "fixtures/apps/genius/pushsim.json", "--format", "json"],
        ] {
            let run = try Binary.run(arguments)
            let line = try #require(run.stdoutLines.first)
            expectNoneRaw(line, "\(arguments[0]) --format json")
            #expect(line.contains(#"a\u0080b\u0085b\u009bb\u009fb\u061cb\u200eb\u200fb\u202ab"#), "\(arguments[0])")
            #expect(line.contains(#"\u2069b\u2028b\u2029b é 🎉"#), "\(arguments[0])")
        }
        let run = try Binary.run(["deliver", path, "--state", "active", "--format", "json"])
        let record = try JSONSerialization.jsonObject(with: Data(try #require(run.stdoutLines.first).utf8)) as? [String: Any]
        let presentation = record?["presentation"] as? [String: Any]
        #expect(presentation?["title"] as? String == Self.text)
    }

    /// A model that cannot be used is named on stderr in every format: its path, from a
    /// directory's name or a scenario's `"app"`, is escaped there too.
    @Test func anUnusableModelsPathShowsThemAsVisibleEscapes() throws {
        let root = try scratchDirectory("invisible-model")
        let directory = root + "/" + Self.text
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try writeText(#"{"schemaVersion":1,"app":{"name":1}}"#, to: directory + "/pushsim.json")
        _ = try payload(title: "x", in: directory)
        let scenario = root + "/s.scenario.json"
        try writeText(#"{"schemaVersion":1,"app":\#(JSONWriter.string(.string(Self.text))),"steps":[{"state":"active"}]}"#, to: scenario)
        for format in ["text", "json", "github", "sarif"] {
            for arguments in [["replay", root], ["scenario", scenario]] {
                let run = try Binary.run(arguments + ["--format", format])
                expectNoneRaw(run.stdout + run.stderr, "\(arguments[0]) --format \(format)")
                #expect(run.stderr.contains(#"a\u{80}b\u{85}b\u{9B}b\u{9F}b\u{61C}b"#), "\(arguments[0]) --format \(format)")
            }
        }
    }

    @Test func junitShowsThemAsVisibleEscapes() throws {
        let root = try scratchDirectory("invisible-junit")
        _ = try payload(title: Self.text, in: root, named: "x\u{202E}nosj.json")
        try writeText(#"{"aps":{"badge":"3"}}"#, to: root + "/" + Self.text + ".json")
        let report = root + "/report.xml"
        let run = try Binary.run(["replay", root, "--junit", report])
        expectNoneRaw(run.stdout + run.stderr, "replay text")
        let xml = try Data(contentsOf: URL(fileURLWithPath: report))
        let text = String(decoding: xml, as: UTF8.self)
        expectNoneRaw(text, "JUnit")
        #expect(text.contains(#"name="x\u{202E}nosj.json""#))
        #expect(text.contains(#"name="a\u{80}b\u{85}b\u{9B}b\u{9F}b\u{61C}b\u{200E}b\u{200F}b\u{202A}b"#))
        #expect(text.contains(#"\u{2069}b\u{2028}b\u{2029}b é 🎉.json:1:17: error: BadgeNotInteger"#))
        let parser = XMLParser(data: xml)
        #expect(parser.parse())
    }
}
