#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import Testing

/// The completion scripts (`pushsim --generate-completion-script bash|zsh|fish`, installed by
/// `make install`) complete what each argument takes: payload arguments `.json` and `.apns`
/// files and directories, `--app` `.json` files, `--junit` any file, and the values of
/// `--state`, `--push-type`, `--format`, `--tap`, `--authorization`, `--ci`.
@Suite("Shell completions")
struct CompletionTests {
    static func script(_ shell: String) throws -> String {
        let run = try Binary.run(["--generate-completion-script", shell])
        #expect(run.status == 0)
        return run.stdout
    }

    /// A shell function's body, from `name() {` to the closing brace at the start of a line.
    static func function(_ name: String, in script: String) -> Substring {
        guard let start = script.range(of: "\n\(name)() {\n") else { return "" }
        let rest = script[start.upperBound...]
        return rest[..<(rest.range(of: "\n}\n")?.lowerBound ?? rest.endIndex)]
    }

    static let payloads = (bash: "-o plusdirs -fX '!*.@(json|apns)'", zsh: #"_files -g '\''*.json *.apns'\'''"#, fish: #"set -l exts \'json\' \'apns\'"#)
    static let models = (bash: "-o plusdirs -fX '!*.@(json)'", zsh: #"_files -g '\''*.json'\'''"#, fish: #"*.\'json\'"#)
    static let states = (bash: "-W 'active'$'\\n''inactive'$'\\n''background'$'\\n''not-running'$'\\n''force-quit'", zsh: "('active' 'inactive' 'background' 'not-running' 'force-quit')", fish: "-rfka 'active inactive background not-running force-quit'")

    /// (subcommand, option or "" for the positional arguments, what bash, zsh and fish do).
    static let expected: [(String, String, (bash: String, zsh: String, fish: String))] = [
        ("validate", "", payloads), ("deliver", "", payloads), ("replay", "", payloads), ("export", "", payloads),
        ("scenario", "", ("-o plusdirs -fX '!*.@(scenario.json)'", #"_files -g '\''*.scenario.json'\'''"#, #"*.\'scenario.json\'"#)),
        ("init", "", ("__pushsim_add_completions -d", "_files -/", "__pushsim_complete_directories")),
        ("model upgrade", "", models),
        ("validate", "app", models), ("deliver", "app", models), ("open", "app", models), ("route", "app", models),
        ("replay", "app", models), ("scenario", "app", models), ("register", "app", models),
        ("replay", "junit", ("__pushsim_add_completions -f\n", ":junit:_files'", "-rF")),
        ("export", "output", ("-o plusdirs -fX '!*.@(apns)'", #"_files -g '\''*.apns'\'''"#, #"*.\'apns\'"#)),
        ("deliver", "state", states), ("open", "state", states), ("replay", "state", states),
        ("validate", "push-type", ("-W 'alert'$'\\n''background'", "('alert' 'background' 'location' 'voip'", "-rfka 'alert background location voip")),
        ("replay", "format", ("-W 'text'$'\\n''json'$'\\n''github'$'\\n''sarif'", "('text' 'json' 'github' 'sarif')", "-rfka 'text json github sarif'")),
        ("deliver", "format", ("-W 'text'$'\\n''json'\n", "('text' 'json')", "-rfka 'text json'")),
        ("init", "ci", ("-W 'github'$'\\n''gitlab'$'\\n''none'", "('github' 'gitlab' 'none')", "-rfka 'github gitlab none'")),
        ("deliver", "tap", ("-W 'default'$'\\n''dismiss'$'\\n''none'", "('default' 'dismiss' 'none')", "-rfka 'default dismiss none'")),
        ("deliver", "authorization", ("-W 'authorized'$'\\n''not-determined'$'\\n''denied'$'\\n''provisional'$'\\n''ephemeral'", "('authorized' 'not-determined' 'denied' 'provisional' 'ephemeral')", "-rfka 'authorized not-determined denied provisional ephemeral'")),
    ]

    @Test func bashCompletesEachArgumentWithItsAction() throws {
        let script = try Self.script("bash")
        for (command, option, action) in Self.expected {
            let body = Self.function("_pushsim_" + command.replacing(" ", with: "_"), in: script)
            // The action follows the option's case label, or the positional case.
            let label = option.isEmpty ? "case \"${positional_number}\" in\n" : "'--\(option)')\n"
            let after = body.range(of: label).map { body[$0.upperBound...].prefix(400) } ?? ""
            #expect(after.contains(action.bash), "bash: pushsim \(command) \(option.isEmpty ? "arguments" : "--" + option)")
        }
    }

    @Test func zshCompletesEachArgumentWithItsAction() throws {
        let script = try Self.script("zsh")
        for (command, option, action) in Self.expected {
            let body = Self.function("_pushsim_" + command.replacing(" ", with: "_"), in: script)
            let lines = body.split(separator: "\n").filter { line in
                option.isEmpty ? line.hasPrefix("        ':") || line.hasPrefix("        '*:") : line.contains("--\(option)[") || line.contains("--\(option)}'[")
            }
            let variable = body.split(separator: "\n").filter { $0.contains("local -ar ___\(option.replacing("-", with: "_"))=") }
            let found = (lines + variable).contains { $0.contains(action.zsh) }
            #expect(found, "zsh: pushsim \(command) \(option.isEmpty ? "arguments" : "--" + option)")
        }
    }

    @Test func fishCompletesEachArgumentWithItsAction() throws {
        let script = try Self.script("fish")
        for (command, option, action) in Self.expected {
            let condition = option.isEmpty
                ? "__pushsim_should_offer_completions_for_positional \"pushsim \(command)\" "
                : "__pushsim_should_offer_completions_for_flags_or_options \"pushsim \(command)\" "
            let found = script.split(separator: "\n").contains { line in
                line.contains(condition) && (option.isEmpty || line.contains(" -l '\(option)'")) && line.contains(action.fish)
            }
            #expect(found, "fish: pushsim \(command) \(option.isEmpty ? "arguments" : "--" + option)")
        }
    }

    /// The bash script, sourced in bash 4 or later (the generated script needs it), with the
    /// words of a command line, and what it offers for the last (empty) word.
    static func bashOffers(_ words: [String], in directory: String, script: String) throws -> [String] {
        let quoted = (words + [""]).map { "'\($0)'" }.joined(separator: " ")
        let line = words.joined(separator: " ") + " "
        let program = """
            source "$1"
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count)
            COMP_LINE='\(line)'; COMP_POINT=${#COMP_LINE}
            _pushsim pushsim '' '\(words.last!)'
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let run = try Binary.run(["-c", program, "bash", script], directory: directory, executable: "/bin/bash")
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdoutLines.filter { !$0.isEmpty }.sorted()
    }

    static var hasBash4: Bool {
        guard FileManager.default.isExecutableFile(atPath: "/bin/bash") else { return false }
        let run = try? Binary.run(["-c", "echo ${BASH_VERSINFO[0]}"], executable: "/bin/bash")
        return Int(run?.stdout.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? 0 >= 4
    }

    @Test(.enabled(if: hasBash4)) func bashReallyCompletesFilesDirectoriesAndValues() throws {
        let directory = try scratchDirectory("completion")
        let script = directory + "/pushsim.bash"
        try writeText(try Self.script("bash"), to: script)
        try writeText("{}", to: directory + "/a.json")
        try writeText("{}", to: directory + "/c.apns")
        try writeText("", to: directory + "/b.txt")
        try FileManager.default.createDirectory(atPath: directory + "/dir", withIntermediateDirectories: true)

        #expect(try Self.bashOffers(["pushsim", "validate"], in: directory, script: script) == ["a.json", "c.apns", "dir"])
        #expect(try Self.bashOffers(["pushsim", "validate", "a.json"], in: directory, script: script) == ["a.json", "c.apns", "dir"])
        #expect(try Self.bashOffers(["pushsim", "replay", "--app"], in: directory, script: script) == ["a.json", "dir"])
        #expect(try Self.bashOffers(["pushsim", "init"], in: directory, script: script) == ["dir"])
        #expect(try Self.bashOffers(["pushsim", "init", "--ci"], in: directory, script: script) == ["github", "gitlab", "none"])
        #expect(try Self.bashOffers(["pushsim", "replay", "--state"], in: directory, script: script) == ["active", "background", "force-quit", "inactive", "not-running"])
        #expect(try Self.bashOffers(["pushsim", "deliver", "a.json", "--push-type"], in: directory, script: script).contains("liveactivity"))
        #expect(try Self.bashOffers(["pushsim", "replay", "--junit"], in: directory, script: script) == ["a.json", "b.txt", "c.apns", "dir", "pushsim.bash"])
    }
}
