/// The compiler-style line for one finding, which editors and CI log viewers link to:
/// `FILE:LINE:COLUMN: error: REASON: MESSAGE [POINTER]`.
public enum DiagnosticText {
    public static func line(_ diagnostic: Diagnostic, file: String, colour: Colour = .off) -> String {
        var place = file
        if let position = diagnostic.position { place += ":\(position)" }
        var rest = " \(diagnostic.reason.name): \(diagnostic.message)"
        switch diagnostic.subject {
        case .payload(let pointer): rest += " [\(pointer.displayString)]"
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
            "reason": .string(diagnostic.reason.name),
            "reasonSource": .string(diagnostic.reason.source.rawValue),
            "pointer": pointer,
            "header": header,
            "line": diagnostic.position.map { .integer(Int64($0.line)) } ?? .null,
            "column": diagnostic.position.map { .integer(Int64($0.column)) } ?? .null,
            "offset": diagnostic.position.map { .integer(Int64($0.offset)) } ?? .null,
            "message": .string(diagnostic.message),
        ])
    }
}
