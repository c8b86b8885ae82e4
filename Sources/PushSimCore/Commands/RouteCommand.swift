/// `pushsim route URL`: matching only. Which route, which parameters, and which rule decided —
/// or, for a URL nothing matches, every route tried and why it did not match. No handler runs.
public struct RouteCommand: Sendable {
    public var urls: [String]
    public var app: AppModelChoice
    public var format: OutputFormat

    public init(urls: [String], app: AppModelChoice, format: OutputFormat) {
        self.urls = urls
        self.app = app
        self.format = format
    }

    public func run(output: OutputSink) -> ExitStatus {
        guard let model = app.load(output: output) else { return .badAppModel }
        var status = ExitStatus.success
        for url in urls where Interruption.received == nil {
            let result = model.route(url)
            let destination = result?.match.map { describe($0, model: model) }
            switch format {
            case .text:
                if let result {
                    let lines = result.explanation.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                    for (index, line) in lines.enumerated() {
                        let suffix = index == 0 ? destination.map { " → \($0)" } ?? "" : ""
                        output.result(TerminalText.sanitize(line + suffix))
                    }
                } else {
                    output.result(TerminalText.sanitize("no route matched \(url): \(model.name) declares no routes"))
                }
            case .json:
                output.result(JSONWriter.string(json(url: url, result: result, destination: destination, model: model)))
            }
            if result?.match == nil { status = max(status, .unmatchedRoute) }
        }
        return status
    }

    /// "event task_updated → TaskList > TaskDetail(42)" or the hierarchy a route leads to.
    private func describe(_ match: RouteMatch, model: AppModel) -> String {
        let spec = model.routes[match.routeIndex]
        var parameters: [String: String] = [:]
        for parameter in match.parameters {
            if let value = parameter.value.string { parameters[parameter.name] = value }
        }
        parameters["id"] = parameters[spec.objectIDParameter]
        switch spec.target {
        case .event(let name):
            let stack = model.event(named: name).flatMap { try? $0.hierarchy.instantiate(parameters).get() }
            return "event \(name)" + (stack.map { " → \($0)" } ?? "")
        case .hierarchy(let template):
            return (try? template.instantiate(parameters).get()).map(\.description) ?? template.description
        }
    }

    private func json(url: String, result: RouteResult?, destination: String?, model: AppModel) -> JSONValue {
        let match = result?.match
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
        return .object([
            "schemaVersion": .integer(Int64(OutputSchema.version)), "command": "route", "url": .string(url),
            "app": DeliveryJSON.appObject(model), "matched": .bool(match != nil),
            "route": match.map { .string($0.route.name) } ?? .null,
            "pattern": match.map { .string($0.variant) } ?? .null,
            "destination": destination.map(JSONValue.string) ?? .null,
            "parameters": .array(parameters),
            "wildcard": match?.wildcard.map { .array($0.map(JSONValue.string)) } ?? .null,
            "explanation": .array((result?.explanation ?? "\(model.name) declares no routes").split(separator: "\n").map { .string(String($0)) }),
        ])
    }
}
