/// The compiler-style line for one finding, which editors and CI log viewers link to:
/// `FILE:LINE:COLUMN: error: REASON: MESSAGE [POINTER]` — the one format for every finding,
/// in payloads, app models and expectation manifests (which have no reason names).
public enum DiagnosticText {
    public static func line(_ diagnostic: Diagnostic, file: String, colour: Colour = .off) -> String {
        var place = file
        if let position = diagnostic.position { place += ":\(position)" }
        var rest = diagnostic.reason.map { " \($0.name): \(diagnostic.message)" } ?? " \(diagnostic.message)"
        switch diagnostic.subject {
        case .key(let pointer): rest += " [\(pointer.displayString)]"
        case .header(let name): rest += " [\(name)]"
        case .file: break
        }
        let severity = colour.paint("\(diagnostic.severity.rawValue):", ColourPalette.style(diagnostic.severity))
        return TerminalText.sanitize("\(place): ") + severity + TerminalText.sanitize(rest)
    }

    /// The same finding as a JSON object (docs/json-output.md, "diagnostic").
    public static func json(_ diagnostic: Diagnostic) -> JSONValue {
        let pointer = diagnostic.pointer.map { JSONValue.string($0.description) } ?? .null
        let header = diagnostic.header.map(JSONValue.string) ?? .null
        return .object([
            "severity": .string(diagnostic.severity.rawValue),
            "reason": diagnostic.reason.map { .string($0.name) } ?? .null,
            "reasonSource": diagnostic.reason.map { .string($0.source.rawValue) } ?? .null,
            "pointer": pointer,
            "header": header,
            "line": diagnostic.position.map { .integer(Int64($0.line)) } ?? .null,
            "column": diagnostic.position.map { .integer(Int64($0.column)) } ?? .null,
            "offset": diagnostic.position.map { .integer(Int64($0.offset)) } ?? .null,
            "message": .string(diagnostic.message),
        ])
    }
}
