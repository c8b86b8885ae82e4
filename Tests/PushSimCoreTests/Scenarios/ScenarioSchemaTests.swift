import Testing
import TestSupport

@testable import PushSimCore

/// docs/schema/scenario.schema.json must describe exactly the keys `ScenarioDecoder` reads: it
/// is a user-facing copy of the code.
@Suite("Scenario JSON Schema stays in sync with the reader")
struct ScenarioSchemaTests {
    static func schema() throws -> JSONObject {
        let text = try readRepositoryFile("docs/schema/scenario.schema.json")
        return try #require(try JSONDecoding.decode(Array(text.utf8)).objectValue, "the schema is not a JSON object")
    }

    /// Each object level of a scenario: its `$defs` name (nil for the root) and the keys the
    /// reader knows there.
    static let levels: [(definition: String?, keys: [String])] = [
        (nil, ScenarioDecoder.topLevelKeys),
        ("start", ScenarioDecoder.startKeys),
        ("step", ScenarioDecoder.stepKeys),
        ("headers", ReplayCase.headerKeys),
        ("tap", ScenarioDecoder.tapKeys),
        ("notificationThread", ScenarioDecoder.referenceKeys),
        ("navigate", ScenarioDecoder.navigationKeys),
        ("expect", ScenarioExpectation.keys),
    ]

    @Test(arguments: levels.indices)
    func schemaPropertiesAreTheReadersKeys(index: Int) throws {
        let (definition, keys) = Self.levels[index]
        let schema = try Self.schema()
        let object = try #require(definition.map { JSONValue.object(schema).value(atKeyPath: ["$defs", $0])?.objectValue } ?? schema)
        let properties = try #require(object["properties"]?.objectValue, "\(definition ?? "root") has no properties")
        #expect(Set(properties.keys) == Set(keys), "\(definition ?? "root"): schema properties differ from the reader's keys")
        #expect(object["additionalProperties"] == .bool(false), "\(definition ?? "root") should set additionalProperties: false")
        for (key, value) in properties {
            #expect(value.objectValue?["description"]?.stringValue?.isEmpty == false, "\(definition ?? "root")/\(key) has no description")
        }
    }

    @Test func schemaEnumsAreTheCodesValues() throws {
        let schema = JSONValue.object(try Self.schema())
        #expect(
            schema.value(atKeyPath: ["$defs", "state", "enum"]) == .array(AppState.allCases.map { .string($0.rawValue) }))
        #expect(
            schema.value(atKeyPath: ["$defs", "expect", "properties", "outcome", "enum"])
                == .array(DeliveryOutcome.allCases.map { .string($0.rawValue) } + [.null]))
        #expect(
            schema.value(atKeyPath: ["properties", "schemaVersion", "enum"]) == .array(ScenarioLoader.readableVersions.map(JSONValue.integer)))
    }
}
