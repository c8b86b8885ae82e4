/// `pushsim route` as a JSON Lines record (docs/json-output.md, "route").
enum RouteJSON {
    static func record(_ report: RouteReport) -> JSONValue {
        let match = report.result?.match
        let parameters: [JSONValue] = (match?.parameters ?? []).map { parameter in
            let value: JSONValue
            switch parameter.value {
            case .string(let text): value = .string(text)
            case .array(let texts): value = .array(texts.map(JSONValue.string))
            }
            return .object([
                "name": .string(parameter.name), "value": value, "source": .string(parameter.source.rawValue),
                "type": parameter.type.map { .string($0.rawValue) } ?? .null,
            ])
        }
        let explanation = report.result?.explanation ?? "\(report.app.name) declares no routes"
        return .object([
            "schemaVersion": .integer(Int64(OutputSchema.version)), "command": "route", "url": .string(report.url),
            "app": DeliveryJSON.appObject(report.app), "matched": .bool(match != nil),
            "route": match.map { .string($0.route.name) } ?? .null,
            "pattern": match.map { .string($0.variant) } ?? .null,
            "destination": RouteText.destination(report).map(JSONValue.string) ?? .null,
            "variant": report.variant.map(JSONValue.string) ?? .null,
            "parameters": .array(parameters),
            "wildcard": match?.wildcard.map { .array($0.map(JSONValue.string)) } ?? .null,
            "explanation": .array(explanation.split(separator: "\n").map { .string(String($0)) }),
        ])
    }
}
