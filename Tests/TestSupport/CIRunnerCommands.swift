/// How the GitHub Actions runner reads one line of a step's output, for the tests that check
/// no line pushsim writes is a workflow command it did not mean (docs/ci-formats.md). The
/// runner (actions/runner, src/Runner.Common/ActionCommand.cs and
/// src/Runner.Worker/ActionCommandManager.cs) tries two forms, each for its registered
/// command names, case-insensitively:
///
/// - `TryParseV2`: after `TrimStart()` (every Unicode white space), the line starts with `::`,
///   and a second `::` ends the command: `::name prop=value,prop=value::data`;
/// - `TryParse`, the older form: `##[` anywhere in the line, then `name prop=value;…]data`.
///
/// Its `StartsWith` and `IndexOf` compare by culture, which skips default-ignorable characters
/// (U+200B, U+00AD, U+FEFF…): this reader drops them first, so it finds a command wherever the
/// runner might.
public struct GitHubRunnerCommand: Equatable, Sendable {
    public var name: String
    public var properties: [String: String]
    public var data: String

    /// The runner's own commands; `stop-commands` also registers its token.
    public static let registered: Set<String> = [
        "error", "warning", "notice", "debug", "group", "endgroup", "add-mask", "add-path", "set-env", "set-output", "save-state",
        "echo", "add-matcher", "remove-matcher", "stop-commands",
    ]

    /// The command the runner reads in `line`, or nil.
    public static func parse(_ line: String, registered: Set<String> = registered) -> GitHubRunnerCommand? {
        var visible = String.UnicodeScalarView()
        visible.append(contentsOf: line.unicodeScalars.filter { !$0.properties.isDefaultIgnorableCodePoint })
        let text = String(visible)
        return version2(text, registered) ?? version1(text, registered)
    }

    private static func version2(_ line: String, _ registered: Set<String>) -> GitHubRunnerCommand? {
        let trimmed = Substring(line).unicodeScalars.drop(while: \.properties.isWhitespace)
        let message = String(String.UnicodeScalarView(trimmed))
        guard message.hasPrefix("::") else { return nil }
        let rest = message.dropFirst(2)
        guard let end = rest.firstRange(of: "::") else { return nil }
        let info = rest[..<end.lowerBound]
        let name = String(info.prefix { $0 != " " })
        guard registered.contains(name.lowercased()) else { return nil }
        var properties: [String: String] = [:]
        if info.count > name.count {
            for pair in info.dropFirst(name.count + 1).split(separator: ",") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                if parts.count == 2 { properties[String(parts[0]).trimmingCharacters(in: " ")] = String(parts[1]) }
            }
        }
        return GitHubRunnerCommand(name: name, properties: properties, data: String(rest[end.upperBound...]))
    }

    private static func version1(_ line: String, _ registered: Set<String>) -> GitHubRunnerCommand? {
        guard let prefix = line.firstRange(of: "##[") else { return nil }
        let rest = line[prefix.upperBound...]
        guard let close = rest.firstIndex(of: "]") else { return nil }
        let info = rest[..<close]
        let name = String(info.prefix { $0 != " " })
        guard registered.contains(name.lowercased()) else { return nil }
        return GitHubRunnerCommand(name: name, properties: [:], data: String(rest[rest.index(after: close)...]))
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}

/// Azure Pipelines reads `##vso[area.action …]` anywhere in a line as a logging command
/// (setting variables, uploading files): whether `line` has one, by the same conservative
/// reading (any case, invisible characters dropped).
public enum AzurePipelinesCommand {
    public static func isIn(_ line: String) -> Bool {
        var visible = String.UnicodeScalarView()
        visible.append(contentsOf: line.unicodeScalars.filter { !$0.properties.isDefaultIgnorableCodePoint })
        return String(visible).lowercased().contains("##vso[")
    }
}
