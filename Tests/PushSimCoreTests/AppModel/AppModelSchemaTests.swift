import Testing
import TestSupport

@testable import PushSimCore

/// docs/schema/app-model.schema.json must describe exactly the keys `AppModelDecoder` reads, and
/// docs/outcomes.md must name every delivery outcome: both are user-facing copies of the code.
@Suite("App-model JSON Schema and outcome docs stay in sync with the code")
struct AppModelSchemaTests {
    /// The schema, decoded with pushsim's own JSON decoder.
    static func schema() throws -> JSONObject {
        let text = try readRepositoryFile("docs/schema/app-model.schema.json")
        let value = try JSONDecoding.decode(Array(text.utf8))
        return try #require(value.objectValue, "the schema is not a JSON object")
    }

    /// The object the schema uses for one level: the root, or a definition in `$defs`.
    static func level(_ name: String?, in schema: JSONObject) throws -> JSONObject {
        guard let name else { return schema }
        let definitions = try #require(schema["$defs"]?.objectValue, "the schema has no $defs")
        return try #require(definitions[name]?.objectValue, "the schema has no $defs/\(name)")
    }

    /// Each object level of an app model: its `$defs` name (nil for the root) and the keys the
    /// decoder knows there.
    static let levels: [(definition: String?, keys: [String])] = [
        (nil, AppModelDecoder.topLevelKeys),
        ("app", AppModelDecoder.appKeys),
        ("payload", AppModelDecoder.payloadKeys),
        ("event", AppModelDecoder.eventKeys),
        ("load", AppModelDecoder.loadKeys),
        ("screen", AppModelDecoder.screenKeys),
        ("rule", AppModelDecoder.ruleKeys),
        ("launch", AppModelDecoder.launchKeys),
        ("tab", AppModelDecoder.tabKeys),
        ("category", AppModelDecoder.categoryKeys),
        ("action", AppModelDecoder.actionKeys),
        ("registration", AppModelDecoder.registrationKeys),
        ("route", AppModelDecoder.routeKeys),
        ("routing", AppModelDecoder.routingKeys),
        ("variant", AppModelDecoder.variantKeys),
        ("foreground", AppModelDecoder.foregroundKeys),
        ("screenPresentation", AppModelDecoder.screenPresentationKeys),
        ("session", AppModelDecoder.sessionKeys),
        ("navigation", AppModelDecoder.navigationKeys),
        ("entitlements", AppModelDecoder.entitlementKeys),
        ("handlers", HandlersReader.triggerKeys),
        ("handlerAction", HandlerAction.names + HandlerAction.versionThreeNames),
        ("presentationRule", AppModelDecoder.presentationRuleKeys),
        ("dispatchRule", AppModelDecoder.dispatchKeys),
        ("localization", AppModelDecoder.localizationKeys),
        ("destinationRule", AppModelDecoder.destinationRuleKeys),
        ("branch", HandlersReader.branchKeys),
        ("actionDestination", AppModelDecoder.actionDestinationKeys),
        ("actionsFrom", AppModelDecoder.actionsFromKeys),
        ("postLocal", LocalNotificationRequest.keys),
        ("navigate", HandlerNavigation.keys),
        ("clearDelivered", HandlersReader.clearDeliveredKeys),
        ("refresh", HandlersReader.refreshKeys),
        ("extensions", ServiceExtensionReader.extensionsKeys),
        ("notificationService", ServiceExtensionReader.serviceKeys),
        ("serviceRule", ServiceExtensionReader.ruleKeys),
        ("serviceLoad", ServiceExtensionReader.loadKeys),
        ("serviceContent", ServiceExtensionReader.allFieldNames),
        ("serviceAttachment", ServiceExtensionReader.attachmentKeys),
    ]

    @Test(arguments: levels.indices)
    func schemaPropertiesAreTheDecodersKeys(index: Int) throws {
        let (definition, keys) = Self.levels[index]
        let object = try Self.level(definition, in: try Self.schema())
        let properties = try #require(object["properties"]?.objectValue, "\(definition ?? "root") has no properties")
        #expect(Set(properties.keys) == Set(keys), "\(definition ?? "root"): schema properties differ from the decoder's keys")
        // The decoder warns about any other key, so the schema refuses them.
        #expect(object["additionalProperties"] == .bool(false), "\(definition ?? "root") should set additionalProperties: false")
    }

    /// A parameter is a key path, or an object with the decoder's keys.
    @Test func parameterObjectsHaveTheDecodersKeys() throws {
        let schema = try Self.schema()
        let branches = try #require(JSONValue.object(schema).value(atKeyPath: ["$defs", "parameter", "oneOf"])?.arrayValue)
        let object = try #require(branches.compactMap(\.objectValue).first { $0["type"] == "object" })
        let properties = try #require(object["properties"]?.objectValue)
        #expect(Set(properties.keys) == Set(AppModelDecoder.parameterKeys))
        #expect(
            try Self.enumValues(["$defs", "presentationOptions", "items"], in: schema) == Set(PresentationOption.allCases.map(\.rawValue)))
        #expect(
            try Self.enumValues(["$defs", "screen", "properties", "lifetime"], in: schema)
                == Set(ScreenDefinition.Lifetime.allCases.map(\.rawValue)))
        #expect(try Self.enumValues(["$defs", "onModal"], in: schema) == Set(NavigationRules.ModalPolicy.allCases.map(\.rawValue)))
    }

    @Test func everyObjectLevelIsChecked() {
        // A new *Keys array in the decoder needs a line in `levels`.
        #expect(Self.levels.count == 39)
        #expect(Set(Self.levels.map { $0.definition ?? "" }).count == Self.levels.count)
    }

    /// The enum values the schema lists at a path of keys.
    static func enumValues(_ path: [String], in schema: JSONObject) throws -> Set<String> {
        let components = path.map { Int($0).map(KeyPath.Component.index) ?? .key($0) }
        let value = try #require(JSONValue.object(schema).value(at: KeyPath(components)), "no \(path.joined(separator: "/"))")
        let values = try #require(value.objectValue?["enum"]?.arrayValue, "no enum at \(path.joined(separator: "/"))")
        return Set(values.compactMap(\.stringValue))
    }

    @Test func schemaEnumsAreTheCodesValues() throws {
        let schema = try Self.schema()
        #expect(
            try Self.enumValues(["$defs", "rule", "properties", "when", "anyOf", "0"], in: schema)
                == Set(ScreenDefinition.Condition.allCases.map(\.rawValue)))
        #expect(
            try Self.enumValues(["$defs", "load", "properties", "idFormat"], in: schema)
                == Set(LoadRule.IDFormat.allCases.map(\.rawValue)))
        #expect(
            try Self.enumValues(["$defs", "route", "properties", "types", "additionalProperties"], in: schema)
                == Set(RouteParameterType.allCases.map(\.rawValue)))
        #expect(
            try Self.enumValues(["$defs", "serviceRule", "properties", "onTimeLimit"], in: schema)
                == Set(ServiceExtension.TimeLimitAnswer.allCases.map(\.rawValue)))
    }

    @Test func schemaVersionIsTheOneThisBuildReads() throws {
        let schema = try Self.schema()
        let versions = JSONValue.object(schema).value(atKeyPath: ["properties", "schemaVersion", "enum"])
        #expect(versions == .array(AppModel.readableVersions.map(JSONValue.integer)))
    }

    @Test(arguments: ["genius", "taskrabbit"])
    func fixtureModelsPointAtTheSchema(app: String) throws {
        let text = try readRepositoryFile("fixtures/apps/\(app)/pushsim.json")
        let model = try #require(try JSONDecoding.decode(Array(text.utf8)).objectValue)
        #expect(model["$schema"] == .string("../../../docs/schema/app-model.schema.json"))
    }

    @Test func outcomesDocumentNamesEveryOutcome() throws {
        let text = try readRepositoryFile("docs/outcomes.md")
        for outcome in DeliveryOutcome.allCases {
            #expect(text.contains("`\(outcome.rawValue)`"), "docs/outcomes.md does not mention `\(outcome.rawValue)`")
        }
    }
}
