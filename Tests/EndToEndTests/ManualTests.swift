#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import PushSimCore
import TestSupport
import Testing

/// The manual stays whole: `--help`, the committed man page, README.md and docs/README.md
/// cover every subcommand and option the binary has (`make man` regenerates the man page).
@Suite("Help, man page and docs")
struct ManualTests {
    /// Subcommand name → long option names, from the binary's own description of itself.
    static func commands() throws -> [String: [String]] {
        let dump = try record(try Binary.run(["--experimental-dump-help"]).stdout)
        let subcommands = dump["command"]?.objectValue?["subcommands"]?.arrayValue ?? []
        var commands: [String: [String]] = [:]
        for case .object(let command) in subcommands {
            guard let name = command["commandName"]?.stringValue, name != "help" else { continue }
            var options: [String] = []
            for case .object(let argument) in command["arguments"]?.arrayValue ?? [] {
                for case .object(let spelling) in argument["names"]?.arrayValue ?? [] where spelling["kind"] == "long" {
                    if let option = spelling["name"]?.stringValue { options.append(option) }
                }
            }
            commands[name] = options
        }
        return commands
    }

    @Test func everySubcommandIsHere() throws {
        #expect(try Self.commands().keys.sorted() == ["convert", "deliver", "export", "init", "model", "open", "preview", "register", "replay", "route", "scenario", "schema", "validate"])
    }

    @Test func everyHelpHasAnAbstractADiscussionAndExamples() throws {
        for name in try Self.commands().keys.sorted() {
            let help = try Binary.run([name, "--help"])
            #expect(help.status == 0)
            #expect(help.stdout.hasPrefix("OVERVIEW: "), "\(name)")
            #expect(help.stdout.contains("\n\nExamples:\n  pushsim \(name)"), "\(name) --help has no examples")
        }
    }

    @Test func theManPageHasEverySubcommandAndOption() throws {
        let page = try readText(repositoryRoot + "/docs/man/pushsim.1")
        #expect(page.contains(".Dt PUSHSIM 1"))
        for (name, options) in try Self.commands() {
            #expect(page.contains(".It Em \(name)\n"), "man page lacks \(name): run make man")
            for option in options {
                // `.It Fl -state Ar state`, or `.It Fl o , -output Ar output` with a short name.
                let listed = page.contains(".It Fl -\(option)") || page.contains(" , -\(option)")
                #expect(listed, "man page lacks \(name) --\(option): run make man")
            }
        }
        // The generator drops non-ASCII characters, so help text must not depend on them.
        let ascii = page.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(ascii)
        #expect(!page.contains("\n\n"), "mdoc wants .Pp between paragraphs")
    }

    /// A section of the man page: from its `.Sh` line to the next one.
    static func manSection(_ title: String, in page: String) -> Substring {
        guard let start = page.range(of: "\n.Sh \(title)\n") ?? page.range(of: "\n.Sh \"\(title)\"\n") else { return "" }
        let rest = page[start.upperBound...]
        return rest[..<(rest.range(of: "\n.Sh ")?.lowerBound ?? rest.endIndex)]
    }

    @Test func theManPageSaysEveryExitCodeOfTheExitCodesPage() throws {
        let page = try readText(repositoryRoot + "/docs/man/pushsim.1")
        let section = Self.manSection("EXIT STATUS", in: page)
        let table = try readText(repositoryRoot + "/docs/exit-codes.md").split(separator: "\n").filter { $0.hasPrefix("| ") }
        let codes = table.compactMap { row in Int(row.dropFirst(2).prefix { $0 != " " }) }
        #expect(codes.count >= 10)
        for code in codes { #expect(section.contains(".It \(code)\n"), "the man page's EXIT STATUS lacks \(code): edit docs/man/sections.mdoc, run make man") }
    }

    @Test func theManPageNamesTheEnvironmentAndFiles() throws {
        let page = try readText(repositoryRoot + "/docs/man/pushsim.1")
        let environment = Self.manSection("ENVIRONMENT", in: page)
        for variable in ["PUSHSIM_APP", "NO_COLOR", "TERM", "COLUMNS"] {
            #expect(environment.contains(".It Ev \(variable)\n"), "ENVIRONMENT lacks \(variable)")
        }
        // Every variable the executable reads is in ENVIRONMENT.
        for file in try files(in: "Sources/pushsim") where file.hasSuffix(".swift") {
            let text = try readText(repositoryRoot + "/Sources/pushsim/" + file)
            for match in text.matches(of: #/getenv\("([A-Z_]+)"\)/#) {
                #expect(environment.contains(".It Ev \(match.1)\n"), "ENVIRONMENT lacks \(match.1), read in \(file)")
            }
        }
        let files = Self.manSection("FILES", in: page)
        for name in ["pushsim.json", "pushsim.expect.json", "*.scenario.json", "share/pushsim/schema", "bash-completion", "site-functions/_pushsim", "vendor_completions.d/pushsim.fish"] {
            #expect(files.contains(name), "FILES lacks \(name)")
        }
        // `make man` splices docs/man/sections.mdoc in whole: the page is regenerated after an edit.
        let sections = try readText(repositoryRoot + "/docs/man/sections.mdoc")
        #expect(page.contains(sections), "docs/man/pushsim.1 is older than docs/man/sections.mdoc: run make man")
    }

    @Test func helpTextIsASCIISoTheManPageLosesNothing() throws {
        for file in try files(in: "Sources/pushsim") where file.hasSuffix(".swift") {
            let text = try readText(repositoryRoot + "/Sources/pushsim/" + file)
            let lines = text.split(separator: "\n").filter { !$0.contains("ValidationError") }
            let ascii = lines.allSatisfy { line in line.unicodeScalars.allSatisfy { $0.isASCII } }
            #expect(ascii, "\(file)")
        }
    }

    /// The version, and the commit when `make` built the binary from git (docs/releasing.md): the
    /// test builds have none, a release binary (`make test-release`) names its commit.
    @Test func versionPrintsTheVersionAndTheCommitItWasBuiltFrom() throws {
        let run = try Binary.run(["--version"])
        let line = run.stdout.dropLast()
        #expect(run.stdout.hasSuffix("\n"))
        if line != PushSimVersion.current {
            let commit = line.wholeMatch(of: /(\d+\.\d+\.\d+) \(commit ([0-9a-f]{12})(-dirty)?\)/)
            #expect(commit?.output.1 == Substring(PushSimVersion.current), "\(line)")
        }
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionsKnowEverySubcommand(shell: String) throws {
        let run = try Binary.run(["--generate-completion-script", shell])
        #expect(run.status == 0)
        for name in try Self.commands().keys { #expect(run.stdout.contains(name), "\(shell) completion lacks \(name)") }
    }

    @Test func theReadmeShowsEverySubcommand() throws {
        let readme = try readText(repositoryRoot + "/README.md")
        for name in try Self.commands().keys { #expect(readme.contains("pushsim \(name)"), "README.md never shows pushsim \(name)") }
        #expect(readme.hasPrefix("# pushsim"))
        #expect(readme.contains("make demo   #"))
        #expect(readme.contains("make test   #"))
    }

    @Test func theManualIndexLinksEveryPage() throws {
        let index = try readText(repositoryRoot + "/docs/README.md")
        for page in try files(in: "docs") where page.hasSuffix(".md") && page != "README.md" {
            #expect(index.contains("](\(page))"), "docs/README.md does not link \(page)")
        }
    }
}
