/// `pushsim register` for people: the token, then the request (warnings go to stderr).
enum RegistrationText {
    static func warningLines(_ report: RegistrationReport) -> [String] {
        report.warnings.map { TerminalText.sanitize("pushsim: warning: \($0.reasonName): \($0.message)") }
    }

    static func lines(_ report: RegistrationReport) -> [String] {
        var lines = ["token \(report.token.hex) (\(report.token.bytes.count) bytes)"]
        if let request = report.registration.requestLine {
            lines.append(TerminalText.sanitize(request))
        } else {
            lines.append(TerminalText.sanitize("\(report.app.name) declares no registration request"))
        }
        return lines
    }

    static func rejection(_ error: DeviceToken.ParseError) -> String {
        TerminalText.sanitize("pushsim: error: \(error.reason.name): \(error.message)")
    }
}
