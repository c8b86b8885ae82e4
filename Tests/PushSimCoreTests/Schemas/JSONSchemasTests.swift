#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import PushSimCore
import Testing
import TestSupport

/// The schemas built into the binary are docs/schema/*.schema.json byte for byte (docs/schema.md).
@Suite("JSON Schemas")
struct JSONSchemasTests {
    @Test(arguments: JSONSchemas.names)
    func theBuiltInSchemaIsTheDocsFile(_ name: String) throws {
        let file = try readRepositoryFile("docs/schema/\(name).schema.json")
        let text = try #require(JSONSchemas.text(named: name))
        #expect(text == file, "docs/schema/\(name).schema.json and the built-in copy differ: the EmbedSchemas plugin did not run")
    }

    @Test func everySchemaFileIsBuiltIn() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot + "/docs/schema")
            .filter { $0.hasSuffix(".schema.json") }.map { String($0.dropLast(".schema.json".count)) }
        #expect(Set(files) == Set(JSONSchemas.names))
    }

    @Test(arguments: JSONSchemas.names)
    func eachSchemaHasItsIdentifierAndDraft(_ name: String) throws {
        let text = try #require(JSONSchemas.text(named: name))
        let document = try #require(try JSONDecoding.decode(Array(text.utf8)).objectValue)
        #expect(document["$id"] == .string(JSONSchemas.identifier(of: name)))
        #expect(document["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"))
        #expect(document["title"]?.stringValue?.isEmpty == false)
    }

    @Test func theSchemaCommandPrintsEveryByte() throws {
        let sink = CapturingSink()
        #expect(SchemaCommand(name: "payload").run(output: sink) == .success)
        #expect(sink.results.joined(separator: "\n") + "\n" == JSONSchemas.text(named: "payload"))
        #expect(sink.diagnostics.isEmpty)
    }

    @Test func withoutANameItListsTheNames() {
        let sink = CapturingSink()
        #expect(SchemaCommand(name: nil).run(output: sink) == .success)
        #expect(sink.results == ["payload", "app-model", "scenario", "expectations", "output", "xcstrings"])
    }

    @Test func anUnknownNameIsAUsageErrorNamingTheSchemas() {
        let sink = CapturingSink()
        #expect(SchemaCommand(name: "paylod").run(output: sink) == .usage)
        #expect(sink.results.isEmpty)
        #expect(
            sink.diagnostics == [
                "pushsim: error: no schema named \"paylod\" (did you mean \"payload\"?); the schemas are payload, app-model, scenario, expectations, output, xcstrings"
            ])
    }
}
