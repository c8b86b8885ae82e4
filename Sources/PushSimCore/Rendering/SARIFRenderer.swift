/// `--format sarif`: one SARIF 2.1.0 log for the whole run on stdout, for code-scanning
/// dashboards (docs/ci-formats.md): one run, pushsim as its tool with a rule for each kind of
/// finding met (a named reason, or one of pushsim's failures), and a result for each finding
/// at its file and line:column. Written when the run ends; lines for people go to stderr as in
/// every format. The log follows SARIF's own version, not pushsim's `schemaVersion`.
public final class SARIFRenderer: Renderer {
    /// The OASIS schema the log names and is tested against (Tests/Tools/schemas/).
    static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// Where the documentation is published: the base of the schemas' `$id`s (docs/schema.md).
    static let documentation = "https://pushsim.dev/docs/"

    private let sink: any OutputSink
    private let showsProgress: Bool
    private var rules: [CIRule] = []
    private var ruleIndex: [CIRule: Int] = [:]
    private var results: [JSONValue] = []

    public init(sink: any OutputSink, showsProgress: Bool = false) {
        // No line can pass for a CI runner's command; in JSON strings the escape is JSON's
        // (docs/ci-formats.md).
        self.sink = GuardedSink.wrapping(sink, results: .json)
        self.showsProgress = showsProgress
    }

    public var showsTraces: Bool { false }

    public func render(_ event: RunEvent) {
        for finding in CIFindings.of(event) { results.append(result(finding)) }
        _ = PeopleText.renderForPeople(event, to: sink, showsProgress: showsProgress)
    }

    /// The log, with what was decided when the run was interrupted (then it says so).
    public func finish(completed: Bool) -> [RunEvent] {
        sink.result(JSONWriter.string(log(completed: completed), style: .pretty))
        return []
    }

    func log(completed: Bool) -> JSONValue {
        let driver: JSONObject = [
            "name": "pushsim", "version": .string(PushSimVersion.current), "informationUri": "https://pushsim.dev/",
            "rules": .array(rules.map(Self.rule)),
        ]
        let run: JSONObject = [
            "tool": .object(["driver": .object(driver)]),
            "invocations": .array([.object(["executionSuccessful": .bool(completed)])]),
            // Columns count characters, as editors show them (SourcePosition).
            "columnKind": "unicodeCodePoints",
            "results": .array(results),
        ]
        return .object(["$schema": .string(Self.schema), "version": "2.1.0", "runs": .array([.object(run)])])
    }

    private func result(_ finding: CIFinding) -> JSONValue {
        let index: Int
        if let known = ruleIndex[finding.rule] {
            index = known
        } else {
            index = rules.count
            rules.append(finding.rule)
            ruleIndex[finding.rule] = index
        }
        var location: JSONObject = ["artifactLocation": .object(["uri": .string(Self.uri(finding.file))])]
        if let position = finding.position {
            location["region"] = .object(["startLine": .integer(Int64(position.line)), "startColumn": .integer(Int64(position.column))])
        }
        return .object([
            "ruleId": .string(finding.rule.id), "ruleIndex": .integer(Int64(index)), "level": .string(finding.level.rawValue),
            "message": .object(["text": .string(finding.message)]),
            "locations": .array([.object(["physicalLocation": .object(location)])]),
        ])
    }

    private static func rule(_ rule: CIRule) -> JSONValue {
        .object([
            "id": .string(rule.id), "shortDescription": .object(["text": .string(rule.summary)]),
            "helpUri": .string(documentation + rule.help),
        ])
    }

    /// A path as a URI reference: every byte but RFC 3986's unreserved characters, `/` and a
    /// few sub-delimiters percent-encoded (a `:` too, so `a:b.json` is not read as a scheme).
    static func uri(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"), UInt8(ascii: "!"),
                UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"),
                UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "@"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF")
                out += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 15)])
            }
        }
        return out
    }
}
