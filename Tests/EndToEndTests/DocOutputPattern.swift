/// The output a page shows under a command, as a pattern over the lines really printed: a line
/// that is only `…` stands for any run of lines (none included); a `…` inside a line stands for
/// any run of characters on that line; every other character must be printed as shown.
struct DocOutputPattern {
    static let elision: Character = "…"

    var lines: [String]

    func matches(_ actual: [String]) -> Bool {
        // matched[i][j]: pattern lines i... match actual lines j...
        let patternCount = lines.count
        let actualCount = actual.count
        var matched = Array(repeating: Array(repeating: false, count: actualCount + 1), count: patternCount + 1)
        matched[patternCount][actualCount] = true
        for i in stride(from: patternCount - 1, through: 0, by: -1) {
            for j in stride(from: actualCount, through: 0, by: -1) {
                if lines[i] == String(Self.elision) {
                    matched[i][j] = matched[i + 1][j] || (j < actualCount && matched[i][j + 1])
                } else {
                    matched[i][j] = j < actualCount && Self.line(actual[j], matches: lines[i]) && matched[i + 1][j + 1]
                }
            }
        }
        return matched[0][0]
    }

    /// `line` matches `pattern`, where each `…` in `pattern` stands for any run of characters.
    static func line(_ line: String, matches pattern: String) -> Bool {
        let parts = pattern.split(separator: elision, omittingEmptySubsequences: false)
        guard parts.count > 1 else { return line == pattern }
        var rest = Substring(line)
        guard rest.hasPrefix(parts[0]) else { return false }
        rest = rest.dropFirst(parts[0].count)
        for part in parts.dropFirst().dropLast() {
            guard let found = rest.firstRange(of: part) else { return false }
            rest = rest[found.upperBound...]
        }
        return rest.hasSuffix(parts[parts.count - 1])
    }
}
