#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import PushSimCore
import Testing
import TestSupport

/// pushsim's JSON Schemas under a standard validator, python-jsonschema (`make test-deps`
/// installs it into .build/test-tools): every schema is valid draft 2020-12, every payload
/// fixture pushsim judges valid the payload schema accepts, and those it rejects for their
/// content the schema rejects too; the files pushsim reads and writes match theirs
/// (docs/schema.md).
@Suite("JSON Schemas under a standard validator")
struct SchemaValidatorTests {
    static let schemaDirectory = repositoryRoot + "/docs/schema"

    /// What no JSON Schema can tell apart, by fixture (docs/schema.md, "What the payload schema cannot check").
    static let beyondSchemas: [String: String] = [
        "fixtures/payloads/invalid/badge-float.json": "3.0 and 3 are the same number to a JSON Schema"
    ]

    /// Runs Tests/Tools/schema-check.py; its lines, or an issue saying how to install the validator.
    static func check(_ arguments: [String], schemas: String = schemaDirectory) throws -> [String] {
        let tools = repositoryRoot + "/.build/test-tools/python"
        let run = try Binary.run(
            ["python3", repositoryRoot + "/Tests/Tools/schema-check.py", schemas] + arguments,
            environment: ["PYTHONPATH": tools], executable: "/usr/bin/env")
        if run.status != 0 {
            Issue.record("schema-check.py failed (exit \(run.status)); `make test-deps` installs python-jsonschema:\n\(run.stderr)")
        }
        return run.stdoutLines
    }

    @Test func everySchemaIsValidDraft202012() throws {
        let lines = try Self.check(["meta"])
        #expect(lines == JSONSchemas.names.sorted().map { "ok \($0).schema.json" })
    }

    /// Every payload file beside a pushsim.expect.json, with its case's headers.
    static func payloadFixtures() throws -> [(path: String, headers: RequestHeaders)] {
        var fixtures: [(String, RequestHeaders)] = []
        let walker = FileManager.default.enumerator(atPath: repositoryRoot + "/fixtures")
        var directories: [String] = []
        while let relative = walker?.nextObject() as? String {
            if relative.hasSuffix(ExpectationManifest.fileName) {
                directories.append("fixtures/" + String(relative.dropLast(ExpectationManifest.fileName.count)))
            }
        }
        for directory in directories.sorted() {
            let manifest = try ExpectationManifest.load(directory: repositoryRoot + "/" + directory)
            let names = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot + "/" + directory)
            for name in names.sorted() where (name.hasSuffix(".json") || name.hasSuffix(".apns"))
                && name != ExpectationManifest.fileName && name != "pushsim.json" && !name.hasSuffix(".scenario.json")
            {
                let headers = manifest.case(named: name)?.headers ?? manifest.defaults.headers
                fixtures.append((directory + name, headers ?? RequestHeaders()))
            }
        }
        return fixtures
    }

    /// The payload schema's shape for a push type, or the whole schema.
    static func payloadSchema(for headers: RequestHeaders) -> String {
        let shaped = ["alert", "background", "liveactivity", "widgets", "controls", "mdm", "fileprovider"]
        let identifier = JSONSchemas.identifier(of: "payload")
        guard let type = headers.pushType, shaped.contains(type) else { return identifier }
        return identifier + "#/$defs/\(type)Push"
    }

    @Test func thePayloadSchemaAgreesWithValidate() throws {
        let fixtures = try Self.payloadFixtures()
        #expect(fixtures.count >= 50, "only \(fixtures.count) payload fixtures found")
        var checked = 0
        for (schema, group) in Dictionary(grouping: fixtures, by: { Self.payloadSchema(for: $0.headers) }).sorted(by: { $0.key < $1.key }) {
            let lines = try Self.check(["validate", schema] + group.map { repositoryRoot + "/" + $0.path })
            try #require(lines.count == group.count, "\(schema): \(lines)")
            for (fixture, line) in zip(group, lines) {
                let check = PayloadChecker(headers: fixture.headers).check(.path(repositoryRoot + "/" + fixture.path))
                // A provider's message (docs/providers.md) is not an APNs payload: the payload
                // schema describes what it becomes, not the file.
                if check.conversion != nil || check.diagnostics.contains(where: { $0.reason?.source == .provider }) { continue }
                let schemaSays = String(line.dropFirst(repositoryRoot.count + 1 + fixture.path.count + 1))
                let errors = check.diagnostics.filter { $0.severity == .error }
                // Faults of the bytes or the headers are beyond a schema: only content faults count.
                let aboutContent = !errors.isEmpty && errors.allSatisfy { if case .key = $0.subject { true } else { false } }
                switch check.verdict {
                case .valid where check.diagnostics.contains { $0.reason == .pushTypeMismatch || $0.reason == .backgroundPushNotSilent }:
                    // Accepted with a warning that it does not fit its push type (APNs may delay
                    // or drop it; iOS shows nothing of a background push): the push type's own
                    // shape is exactly what the payload does not have.
                    checked += 1
                    #expect(schemaSays.hasPrefix("invalid"), "\(fixture.path) does not fit its push type, yet \(schema) accepts it")
                case .valid:
                    checked += 1
                    #expect(schemaSays == "valid", "\(fixture.path) is valid to pushsim, not to \(schema): \(schemaSays)")
                case .invalid where aboutContent:
                    checked += 1
                    if let why = Self.beyondSchemas[fixture.path] {
                        #expect(schemaSays == "valid", "\(fixture.path) is listed as beyond a schema (\(why)) but the schema rejects it")
                    } else {
                        #expect(schemaSays.hasPrefix("invalid"), "\(fixture.path) is invalid to pushsim (\(errors.map(\.reasonName))) but valid to \(schema)")
                    }
                default:
                    continue
                }
            }
        }
        #expect(checked >= 50)
    }

    /// The real-world corpus's sources (fixtures/real-world/README.md) follow the schema the
    /// README links: a test-only format, so its schema lives with the test tools.
    @Test func theRealWorldSourcesMatchTheirSchema() throws {
        let sources = repositoryRoot + "/fixtures/real-world/sources.jsonl"
        let count = try String(contentsOfFile: sources, encoding: .utf8).split(separator: "\n").count
        let lines = try Self.check(
            ["lines", "https://pushsim.dev/test-schema/real-world-sources.schema.json", sources],
            schemas: repositoryRoot + "/Tests/Tools/schemas")
        #expect(count >= 60)
        #expect(lines.count == count)
        for line in lines { #expect(line.hasSuffix(" valid"), "\(line)") }
    }

    @Test func theExpectationManifestsMatchTheirSchema() throws {
        var paths: [String] = []
        let walker = FileManager.default.enumerator(atPath: repositoryRoot)
        while let relative = walker?.nextObject() as? String {
            if relative.hasPrefix(".build") { walker?.skipDescendants(); continue }
            if relative.hasSuffix("/" + ExpectationManifest.fileName) { paths.append(repositoryRoot + "/" + relative) }
        }
        #expect(paths.count >= 8)
        let lines = try Self.check(["validate", JSONSchemas.identifier(of: "expectations")] + paths.sorted())
        #expect(lines.count == paths.count)
        for line in lines { #expect(line.hasSuffix(" valid"), "\(line)") }
    }

    @Test func theShippedAppModelsAndScenariosMatchTheirSchemas() throws {
        var models: [String] = []
        var scenarios: [String] = []
        var catalogs: [String] = []
        let walker = FileManager.default.enumerator(atPath: repositoryRoot + "/fixtures")
        while let relative = walker?.nextObject() as? String {
            if relative.hasSuffix("pushsim.json") { models.append(repositoryRoot + "/fixtures/" + relative) }
            if relative.hasSuffix(".scenario.json") { scenarios.append(repositoryRoot + "/fixtures/" + relative) }
            if relative.hasSuffix(".xcstrings") { catalogs.append(repositoryRoot + "/fixtures/" + relative) }
        }
        for (name, paths) in [("app-model", models), ("scenario", scenarios), ("xcstrings", catalogs)] {
            #expect(!paths.isEmpty)
            let lines = try Self.check(["validate", JSONSchemas.identifier(of: name)] + paths.sorted())
            #expect(lines.count == paths.count)
            for line in lines { #expect(line.hasSuffix(" valid"), "\(line)") }
        }
    }

    /// The String Catalog schema refuses what pushsim cannot read of one, or warns about
    /// (docs/localization.md, "String Catalogs"), and takes the keys Xcode adds.
    @Test func theCatalogSchemaRefusesWhatPushsimCannotRead() throws {
        let directory = TemporaryDirectory()
        let catalogs = [
            ("no-source", #"{"strings": {}}"#),
            ("strings-array", #"{"sourceLanguage": "en", "strings": []}"#),
            ("value-number", #"{"sourceLanguage": "en", "strings": {"A": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": 3}}}}}}"#),
            ("plural-no-other", #"{"sourceLanguage": "en", "strings": {"A": {"localizations": {"de": {"variations": {"plural": {"one": {"stringUnit": {"value": "x"}}}}}}}}}"#),
            ("fine", #"{"sourceLanguage": "en", "version": "1.0", "strings": {"A": {"extractionState": "manual", "localizations": {"de": {"stringUnit": {"state": "needs_review", "value": "x"}}}}}}"#),
        ]
        for (name, text) in catalogs { directory.file(name + ".xcstrings", text) }
        let lines = try Self.check(["validate", JSONSchemas.identifier(of: "xcstrings")] + catalogs.map { directory.path + "/" + $0.0 + ".xcstrings" })
        #expect(lines.count == catalogs.count)
        for (line, (name, _)) in zip(lines, catalogs) {
            #expect(line.hasSuffix(" valid") == (name == "fine"), "\(line)")
        }
    }

    /// Every golden that writes --format json, line by line.
    @Test func theJSONOutputMatchesItsSchema() throws {
        let goldens = repositoryRoot + "/Tests/EndToEndTests/Goldens"
        var records = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: goldens).sorted() {
            let arguments = (try? readRepositoryFile("Tests/EndToEndTests/Goldens/\(name)/args"))?.split(separator: "\n").map(String.init) ?? []
            guard let index = arguments.firstIndex(of: "--format"), arguments.dropFirst(index + 1).first == "json" else { continue }
            let lines = try Self.check(["lines", JSONSchemas.identifier(of: "output"), goldens + "/\(name)/stdout"])
            records += lines.count
            for line in lines { #expect(line.hasSuffix(" valid"), "\(name) line \(line)") }
        }
        #expect(records >= 50)
    }

    /// What `pushsim init` writes names its schema, and matches it.
    @Test func theScaffoldMatchesTheSchemasItNames() throws {
        let directory = TemporaryDirectory()
        let run = try Binary.run(["init", directory.path])
        #expect(run.status == 0, "\(run.stderr)")
        let files: [(String, String)] = [("app-model", "pushsim.json"), ("expectations", "pushsim/payloads/pushsim.expect.json")]
            + StarterFilesNames.payloads.map { ("payload", "pushsim/payloads/" + $0) }
        for (schema, file) in files {
            let text = try #require(directory.read(file))
            #expect(text.contains("\"$schema\": \"\(JSONSchemas.identifier(of: schema))\""), "\(file)")
            let lines = try Self.check(["validate", JSONSchemas.identifier(of: schema), directory.path + "/" + file])
            #expect(lines == ["\(directory.path)/\(file) valid"])
        }
    }
}

/// The example payloads `pushsim init` writes (docs/getting-started.md).
enum StarterFilesNames {
    static let payloads = ["new-message.json", "new-message-conversation-open.json", "order-shipped.json", "order-link.json"]
}
