/// The compiler-style line for one finding, which editors and CI log viewers link to:
/// `FILE:LINE:COLUMN: error: REASON: MESSAGE [POINTER]` — the one format for every finding,
/// in payloads, app models and expectation manifests (which have no reason names).
public enum DiagnosticText {
    public static func line(_ diagnostic: Diagnostic, file: String, colour: Colour = .off) -> String {
        var buffer = TextBuffer(sanitizing: true)
        append(diagnostic, file: file, colour: colour, to: &buffer)
        return buffer.string
    }

    /// The line, appended; its severity painted when `colour` is on.
    static func append(_ diagnostic: Diagnostic, file: String, colour: Colour, to out: inout TextBuffer) {
        out.append(file)
        if let position = diagnostic.position {
            out.append(ascii: UInt8(ascii: ":"))
            out.append(decimal: position.line)
            out.append(ascii: UInt8(ascii: ":"))
            out.append(decimal: position.column)
        }
        out.append(": ")
        out.appendPainted(colour.paint("\(diagnostic.severity.rawValue):", ColourPalette.style(diagnostic.severity)))
        out.append(ascii: UInt8(ascii: " "))
        if let reason = diagnostic.reason {
            out.append(reason.name)
            out.append(": ")
        }
        out.append(diagnostic.message)
        switch diagnostic.subject {
        case .key(let pointer):
            out.append(" [")
            out.append(pointer.displayString)
            out.append(ascii: UInt8(ascii: "]"))
        case .header(let name):
            out.append(" [")
            out.append(name)
            out.append(ascii: UInt8(ascii: "]"))
        case .file: break
        }
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
