/// How `pushsim validate` shows one file to people: each finding, then the verdict line.
public enum ValidationText {
    /// The findings, one line each, then the verdict line.
    public static func lines(_ check: PayloadCheck, colour: Colour = .off) -> [String] {
        let file = check.source.description
        var lines = check.diagnostics.map { DiagnosticText.line($0, file: file, colour: colour) }
        let summary = colour.paint(
            leading: check.verdict.rawValue, of: TerminalText.sanitize(check.summary), ColourPalette.style(check.verdict))
        lines.append(TerminalText.sanitize("\(file): ") + summary)
        return lines
    }
}
