/// `pushsim register TOKEN`: the device token as the push center normalizes it, and the
/// registration request the app model declares.
public struct RegisterCommand: Sendable {
    public var token: String
    public var app: AppModelChoice
    public var format: OutputFormat

    public init(token: String, app: AppModelChoice, format: OutputFormat) {
        self.token = token
        self.app = app
        self.format = format
    }

    @MainActor
    public func run(output: OutputSink) -> ExitStatus {
        guard let model = app.load(output: output) else { return .badAppModel }
        let parsed: DeviceToken
        do {
            parsed = try DeviceToken.parse(token)
        } catch {
            output.diagnostic(TerminalText.sanitize("pushsim: error: \(error.reason.name): \(error.message)"))
            return .invalidPayload
        }
        let registration = PushCenter.shared.didRegister(token: parsed, request: model.registration)
        let warnings = parsed.warnings.map { "\($0.reason.name): \($0.message)" }
        let path = registration.path
        switch format {
        case .text:
            for warning in warnings { output.diagnostic("pushsim: warning: \(warning)") }
            output.result("token \(parsed.hex) (\(parsed.bytes.count) bytes)")
            if let request = registration.request, let path {
                output.result(TerminalText.sanitize("\(request.method) \(path) \(JSONWriter.string(.object(registration.parameters)))"))
            } else {
                output.result(TerminalText.sanitize("\(model.name) declares no registration request"))
            }
        case .json:
            let request: JSONValue = registration.request.map { request in
                .object([
                    "method": .string(request.method), "path": .string(path ?? request.path),
                    "parameters": .object(registration.parameters),
                ])
            } ?? .null
            output.result(
                JSONWriter.string(
                    .object([
                        "schemaVersion": .integer(Int64(OutputSchema.version)), "command": "register",
                        "app": DeliveryJSON.appObject(model), "token": .string(parsed.hex),
                        "bytes": .integer(Int64(parsed.bytes.count)), "request": request,
                        "warnings": .array(warnings.map(JSONValue.string)),
                    ])))
        }
        return .success
    }
}
