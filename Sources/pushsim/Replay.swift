import ArgumentParser
import PushSimCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension PushSim {
    struct Replay: DirectlyParsed {
        static let configuration = CommandConfiguration(
            commandName: "replay",
            abstract: "Replay fixture directories against their expectations: pushsim's CI command.",
            discussion: """
                Walks the paths recursively (byte-wise sorted), delivers each .json and .apns payload \
                to a fresh app (the nearest pushsim.json up from the payload's directory, unless \
                --app or PUSHSIM_APP says otherwise), and checks what happened against the case for \
                that file in the directory's pushsim.expect.json. A summary goes to stderr.

                Exit codes: 0 all pass; 4 an expectation failed (or, with --require-expectations, a \
                payload had none); 3 an input was unreadable; 2 \
                malformed JSON; 1 an invalid payload no case expected (with --strict, or one with \
                warnings); 5 a bad app model; 64 usage; \
                73 standard output, the JUnit or HTML report or a manifest (--update: its files fail, saying \
                why) could not be written; 130/143 interrupted by SIGINT/SIGTERM (the lines decided \
                so far are written; no report, no update of the directory being replayed).

                Examples:
                  pushsim replay fixtures/
                  pushsim replay fixtures/ --junit report.xml --jobs 2
                  pushsim replay fixtures/ --html report.html
                  pushsim replay pushsim/ --format github --require-expectations
                  pushsim replay fixtures/ --shard 1/4
                  pushsim replay fixtures/apps/genius --update
                  pushsim replay fixtures/localization --locales all
                """
        )

        @Argument(help: "Directories and files to replay.", completion: .payloadFiles)
        var paths: [String]

        @OptionGroup var appOptions: AppOptions

        @Option(help: "The app state for payloads whose case does not say.")
        var state: AppState = .background

        @OptionGroup var headerOptions: HeaderOptions

        @Option(help: ProviderOption.help)
        var from: ProviderFormat?

        @Option(name: .customLong("expo-project"), help: ProviderOption.expoProjectHelp, transform: ProviderOption.expoProject)
        var conversion = ConversionOptions()

        @Option(help: LocaleOption.replayHelp, transform: LocaleOption.parse)
        var locale: [String]?

        @Option(help: LocaleOption.allHelp, transform: LocaleOption.all)
        var locales = false

        @Option(
            help: "Output format: text (one line per file), json (JSON Lines, one object per file), github (failures as GitHub Actions annotations) or sarif (one SARIF 2.1.0 log).")
        var format: OutputFormat = .text

        @Option(help: "Also write a JUnit XML report to this file.", completion: .file())
        var junit: String?

        @Option(help: "Also write an HTML report to this file: the summary, failures first, each notification drawn.", completion: .file(extensions: ["html"]))
        var html: String?

        @Flag(help: "Fail (exit 4) when a payload has no case in its directory's pushsim.expect.json, instead of reporting it UNCHECKED.")
        var requireExpectations = false

        @Flag(help: "Fail (exit 1) a valid payload that has warnings (a title iOS cuts on the lock screen, a key it ignores), as validate --strict does.")
        var strict = false

        @Flag(help: "Rewrite each directory's pushsim.expect.json from what actually happened (atomically, under a lock; never through a symbolic link).")
        var update = false

        // No default value here: swift-argument-parser would print this machine's count in the help.
        @Option(help: "Parallel workers for reading, decoding and validation (default: the number of CPUs). Output is identical for any value.")
        var jobs: Int?

        @Option(
            help: "Replay only shard I of N (1-based), a deterministic split: --shard 2/4.",
            transform: Replay.shard)
        var shard: Shard?

        @OptionGroup var colourOptions: ColourOptions

        func validate() throws {
            try Self.checkJobs(jobs)
            if let conflict = LocaleOption.conflict(languages: locale, all: locales, update: update) { throw ValidationError(conflict) }
            if strict, update { throw ValidationError(Self.strictWithUpdate) }
        }

        static let strictWithUpdate = "--strict judges the payloads and --update records what they do: give one of them"


        static func accepts(_ invocation: Invocation<ReplayCommand>) -> Bool {
            let command = invocation.command
            return LocaleOption.conflict(languages: command.languages, all: command.allLocalizations, update: command.update) == nil
                && !(command.strict && command.update)
        }

        static func checkJobs(_ jobs: Int?) throws {
            if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more") }
        }

        /// `--jobs`' value as the parser decodes and then checks it (`validate()`).
        static func jobs(_ text: String) throws -> Int {
            let jobs = try Int.decoded(text)
            try checkJobs(jobs)
            return jobs
        }

        /// What the command line asks for: the value the direct parse makes from the table below.
        var invocation: Invocation<ReplayCommand> {
            var command = ReplayCommand(
                paths: paths, app: appOptions.choice, state: state, headers: headerOptions.headers, update: update,
                jobs: jobs ?? ReplayCommand.coreCount, shard: shard, requireExpectations: requireExpectations)
            command.from = from
            command.conversion = conversion
            command.languages = locale
            command.allLocalizations = locales
            command.strict = strict
            let rendering = Rendering(format: format, colour: colourOptions.mode, progress: Terminal.showsProgress, junit: junit, html: html)
            return Invocation(command: command, rendering: rendering)
        }

        /// Every argument above, for the direct parse (`OptionTable`).
        static func options(_ table: inout OptionTable<Invocation<ReplayCommand>>) {
            table.positional { $0.command.paths = $1 }
            AppOptions.option(&table) { $0.command.app.flag = $1 }
            table.value("state", initial: AppState.background) { $0.command.state = $1 }
            HeaderOptions.options(&table) { root, headers in headers(&root.command.headers) }
            table.value("from") { $0.command.from = $1 }
            table.value("expo-project", initial: ConversionOptions(), ProviderOption.expoProject) { $0.command.conversion = $1 }
            table.value("locale", LocaleOption.parse) { $0.command.languages = $1 }
            table.value("locales", initial: false, LocaleOption.all) { $0.command.allLocalizations = $1 }
            table.value("format", initial: OutputFormat.text) { $0.rendering.format = $1 }
            table.value("junit") { $0.rendering.junit = $1 }
            table.value("html") { $0.rendering.html = $1 }
            table.flag("require-expectations") { $0.command.requireExpectations = $1 }
            table.flag("strict") { $0.command.strict = $1 }
            table.flag("update") { $0.command.update = $1 }
            table.value("jobs", Replay.jobs) { $0.command.jobs = $1 ?? ReplayCommand.coreCount }
            table.value("shard", Replay.shard) { $0.command.shard = $1 }
            ColourOptions.option(&table) { $0.rendering.colour = $1 }
        }

        /// What the table fills in: each of its fields is set by an entry, but for the progress
        /// line, which no option sets.
        static var start: Invocation<ReplayCommand> {
            let command = ReplayCommand(
                paths: [], app: AppOptions.choice(flag: nil), state: .background, headers: RequestHeaders(), update: false, jobs: 1,
                shard: nil)
            return Invocation(command: command, rendering: Rendering(progress: Terminal.showsProgress))
        }

        /// `--shard`'s value, or why not.
        static func shard(_ text: String) throws -> Shard {
            guard let shard = Shard(text) else { throw ValidationError("a shard is I/N with 1 ≤ I ≤ N, as in 2/4") }
            return shard
        }
    }
}

/// Progress only on a terminal that can take it.
enum Terminal {
    static var showsProgress: Bool {
        let term = getenv("TERM").map { String(cString: $0) } ?? ""
        return isatty(2) == 1 && term != "dumb"
    }
}
