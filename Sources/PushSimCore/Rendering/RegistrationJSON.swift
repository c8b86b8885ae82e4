/// `pushsim register` as a JSON record (docs/json-output.md, "register").
enum RegistrationJSON {
    static func record(_ report: RegistrationReport) -> JSONValue {
        let registration = report.registration
        let request: JSONValue = registration.request.map { request in
            .object([
                "method": .string(request.method), "path": .string(registration.path ?? request.path),
                "parameters": .object(registration.parameters),
            ])
        } ?? .null
        return .object([
            "schemaVersion": .integer(Int64(OutputSchema.version)), "command": "register",
            "app": DeliveryJSON.appObject(report.app), "token": .string(report.token.hex),
            "bytes": .integer(Int64(report.token.bytes.count)), "request": request,
            "warnings": .array(report.warnings.map { .string("\($0.reasonName): \($0.message)") }),
        ])
    }
}
