#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import Testing

/// `--help` reads well in an 80-column terminal, the same on every machine: examples are never
/// wrapped (a long one is split with `\` where a shell splits it), each option says its default
/// once, and a misspelt subcommand is a usage error naming the nearest one.
@Suite("Help at 80 columns")
struct HelpLayoutTests {
    /// The help of pushsim and of each subcommand, rendered at COLUMNS=80.
    static func helps() throws -> [(command: String, help: String)] {
        var commands = [""] + (try ManualTests.commands().keys.sorted())
        commands.append("model upgrade")
        return try commands.map { command in
            let words = command.split(separator: " ").map(String.init)
            let run = try Binary.run(["help"] + words, environment: ["COLUMNS": "80"])
            return ("pushsim " + command, run.stdout)
        }
    }

    /// The lines of the help's "Examples:" paragraph.
    static func examples(_ help: String) -> [Substring] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "Examples:") else { return [] }
        return Array(lines[(start + 1)...].prefix { !$0.isEmpty })
    }

    /// Each option's or argument's entry, its lines joined: "--jobs <jobs> Parallel workers...".
    static func entries(_ help: String) -> [String] {
        var entries: [String] = []
        var inList = false
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "OPTIONS:" || line == "ARGUMENTS:" { inList = true; continue }
            if line.isEmpty || !line.hasPrefix(" ") { inList = false; continue }
            guard inList else { continue }
            let text = line.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("  ") && !line.hasPrefix("   ") {
                entries.append(text)
            } else if !entries.isEmpty {
                entries[entries.count - 1] += " " + text
            }
        }
        return entries
    }

    @Test func examplesAreNeverWrappedNorBrokenInsideQuotes() throws {
        for (command, help) in try Self.helps() {
            let examples = Self.examples(help)
            #expect(!examples.isEmpty, "\(command) has no examples")
            var joined = ""
            for line in examples {
                // The wrapper starts a wrapped line at column 0; every example line is indented.
                #expect(line.hasPrefix("  ") && line.count <= 80, "\(command): example wrapped at \"\(line)\"")
                #expect(line.filter { $0 == "\"" }.count % 2 == 0, "\(command): example broken inside quotes: \(line)")
                joined += line
                if joined.hasSuffix("\\") {
                    joined.removeLast()
                    continue
                }
                #expect(joined.trimmingCharacters(in: .whitespaces).hasPrefix("pushsim ") || joined.contains("simctl") || joined.contains("cd "), "\(command): \(joined)")
                joined = ""
            }
            #expect(joined.isEmpty, "\(command): the last example ends in a continuation")
        }
    }

    @Test func eachDefaultIsSaidOnce() throws {
        let sayings = ["default:", "(default ", "(default)", "default is"]
        for (command, help) in try Self.helps() {
            for entry in Self.entries(help) {
                let text = entry.lowercased()
                let count = sayings.map { text.components(separatedBy: $0).count - 1 }.reduce(0, +)
                #expect(count <= 1, "\(command): the default is said \(count) times in \(entry)")
            }
        }
    }

    /// `--jobs` defaults to the machine's CPUs: help says so in words, never this machine's count.
    @Test func jobsDefaultIsTheNumberOfCPUsNotThisMachinesCount() throws {
        let help = try Binary.run(["replay", "--help"], environment: ["COLUMNS": "80"]).stdout
        let jobs = try #require(Self.entries(help).first { $0.hasPrefix("--jobs ") })
        #expect(jobs.contains("(default: the number of CPUs)"), "\(jobs)")
        for (command, help) in try Self.helps() {
            for entry in Self.entries(help) {
                let numeric = entry.firstRange(of: #/\(default: [0-9]+\)/#) != nil
                #expect(!numeric || !entry.hasPrefix("--jobs"), "\(command): \(entry)")
                #expect(!entry.contains("default: \(ProcessInfo.processInfo.activeProcessorCount))"), "\(command): \(entry)")
            }
        }
    }

    @Test(arguments: [["replya"], ["help", "replya"], ["model", "upgrdae"], ["help", "model", "upgrdae"]])
    func aMisspeltSubcommandSuggestsTheNearest(arguments: [String]) throws {
        let run = try Binary.run(arguments + ["fixtures/"])
        let wanted = arguments.last == "replya" ? "replay" : "upgrade"
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("Error: Unknown subcommand '\(arguments.last!)'. Did you mean '\(wanted)'?"), "\(run.stderr)")
    }

    @Test func anUnknownSubcommandListsThemAll() throws {
        let run = try Binary.run(["help", "frobnicate"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("Error: Unknown subcommand 'frobnicate'. The subcommands are init, validate, convert, deliver,"), "\(run.stderr)")
    }

    @Test(arguments: [["help"], ["help", "model", "upgrade"], ["model", "upgrade", "--help"], ["--version"]])
    func rightlySpeltCommandsStillWork(arguments: [String]) throws {
        #expect(try Binary.run(arguments).status == 0)
    }
}
