/// How `pushsim convert` shows one APNs request to people: which message it is and where it
/// goes, the headers the provider sets, the payload as APNs receives it, then the findings and
/// the verdict line as `validate` writes them (docs/providers.md).
public enum ConversionText {
    public static func lines(_ check: PayloadCheck, colour: Colour = .off) -> [String] {
        var lines: [String] = []
        let file = check.source.description
        if let conversion = check.conversion {
            var heading = "\(file): \(conversion.format.rawValue) → APNs request \(conversion.message) of \(conversion.messages)"
            if let target = conversion.target { heading += " (to \(target))" }
            if conversion.payload == nil { heading = "\(file): \(conversion.format.rawValue) → no APNs request" }
            lines.append(TerminalText.sanitize(heading))
            for header in conversion.headers { lines.append(TerminalText.sanitize("  \(header.name): \(header.value)")) }
            if let payload = conversion.payload {
                let text = JSONWriter.string(.object(payload), style: .pretty)
                for line in text.split(separator: "\n", omittingEmptySubsequences: false) { lines.append(TerminalText.sanitize("  \(line)")) }
            }
        } else if check.payload != nil {
            lines.append(TerminalText.sanitize("\(file): apns → APNs request 1 of 1 (the payload itself, unchanged)"))
        }
        return lines + ValidationText.lines(check, colour: colour)
    }
}
