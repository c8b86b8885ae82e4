/// One GitHub Actions workflow command, `::error file=F,line=L,col=C,title=T::MESSAGE`, with
/// GitHub's escaping: in the message `%`, CR and LF become `%25`, `%0D`, `%0A`; in a property
/// also `:` and `,` become `%3A`, `%2C` — so no text pushsim prints (a file name, a payload's
/// string) can end the command early or start another
/// (https://docs.github.com/en/actions/reference/workflows-and-actions/workflow-commands).
enum WorkflowCommand {
    static func annotation(_ finding: CIFinding) -> String {
        var properties = [("file", finding.file)]
        if let position = finding.position {
            properties += [("line", String(position.line)), ("col", String(position.column))]
        }
        properties.append(("title", finding.rule.id))
        let command: String
        switch finding.level {
        case .error: command = "error"
        case .warning: command = "warning"
        case .note: command = "notice"
        }
        let list = properties.map { "\($0.0)=\(escapeProperty(TerminalText.sanitize($0.1)))" }.joined(separator: ",")
        return "::\(command) \(list)::\(escapeData(TerminalText.sanitize(finding.message)))"
    }

    static func escapeData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func escapeProperty(_ text: String) -> String {
        var out = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
