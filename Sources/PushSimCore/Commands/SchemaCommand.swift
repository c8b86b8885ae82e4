/// `pushsim schema [NAME]`: prints one of pushsim's JSON Schemas to standard output, or, without
/// a name, the names (docs/schema.md). An unknown name is a usage error (64).
package struct SchemaCommand: Sendable {
    package var name: String?

    package init(name: String?) {
        self.name = name
    }

    package func run(output: OutputSink) -> ExitStatus {
        guard let name else {
            JSONSchemas.names.forEach(output.result)
            return .success
        }
        guard let text = JSONSchemas.text(named: name) else {
            output.diagnostic(
                TerminalText.sanitize(
                    "pushsim: error: no schema named \"\(name)\"\(Suggestion.hint(for: name, in: JSONSchemas.names)); "
                        + "the schemas are \(JSONSchemas.names.joined(separator: ", "))"))
            return .usage
        }
        // Every byte of the file, its final newline included (the sink adds it back).
        output.result(String(text.dropLast()))
        return .success
    }
}
