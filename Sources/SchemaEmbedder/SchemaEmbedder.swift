import Foundation

/// `SchemaEmbedder OUTPUT NAME FILE [NAME FILE…]`: writes the Swift source that holds each
/// schema file byte for byte, by name (`JSONSchemas.texts`). Run by the EmbedSchemas build
/// plugin at every build (docs/schema.md); not part of pushsim.
@main
enum SchemaEmbedder {
    static func main() throws {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard arguments.count >= 1, arguments.count % 2 == 1 else {
            FileHandle.standardError.write(Data("usage: SchemaEmbedder OUTPUT NAME FILE [NAME FILE…]\n".utf8))
            exit(64)
        }
        var source = """
            // Generated at build time by the EmbedSchemas plugin from docs/schema/*.schema.json.
            extension JSONSchemas {
                /// Each schema file, byte for byte, by name.
                static let texts: [String: String] = [

            """
        for index in stride(from: 1, to: arguments.count, by: 2) {
            let name = arguments[index]
            let text = try String(contentsOfFile: arguments[index + 1], encoding: .utf8)
            // A raw string whose delimiter and escape no schema contains holds the text as
            // it is; its last line break is the literal's own, so it is added back.
            var hashes = "#"
            while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
            let body = text.hasSuffix("\n") ? String(text.dropLast()) : text
            source += "        \"\(name)\": \(hashes)\"\"\"\n\(body)\n\"\"\"\(hashes)"
            source += text.hasSuffix("\n") ? " + \"\\n\",\n" : ",\n"
        }
        source += "    ]\n}\n"
        try Data(source.utf8).write(to: URL(fileURLWithPath: arguments[0]), options: .atomic)
    }
}
