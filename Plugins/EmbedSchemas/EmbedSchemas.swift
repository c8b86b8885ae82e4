import Foundation
import PackagePlugin

/// Builds the JSON Schemas of `docs/schema/` into `PushSimCore` (for `pushsim schema NAME`,
/// docs/schema.md): the files there are the one copy, and every build writes the Swift source
/// that holds them from whatever `*.schema.json` the directory has.
@main
struct EmbedSchemas: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let directory = context.package.directoryURL.appending(path: "docs/schema")
        let suffix = ".schema.json"
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(suffix) }.map { String($0.dropLast(suffix.count)) }.sorted()
        let inputs = names.map { directory.appending(path: $0 + suffix) }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedSchemas.swift")
        return [
            .buildCommand(
                displayName: "Embedding the JSON Schemas of docs/schema in \(target.name)",
                executable: try context.tool(named: "SchemaEmbedder").url,
                arguments: [output.path] + zip(names, inputs).flatMap { [$0, $1.path] },
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }
}
