import ArgumentParser
import PushSimCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension PushSim {
    struct Validate: DirectlyParsed {
        static let configuration = CommandConfiguration(
            commandName: "validate",
            abstract: "Check payload files against APNs' rules, and with --app against an app's contract.",
            discussion: """
                Prints one verdict per file (valid, invalid, malformed, unreadable), each finding with \
                its line:column, JSON pointer and reason: APNs' own reason string where APNs reports \
                the fault (PayloadTooLarge, BadPriority), else pushsim's (BadgeNotInteger). \
                Every file is reported, even when others cannot be read. Use - for standard input.

                With --app MODEL (or $PUSHSIM_APP) each payload is also checked against the \
                app's contract, as its app model declares it: an event type the app declares, \
                the object id and parameters it needs, a routing URL a route matches, a \
                registered category, loc-keys in its strings table (UnknownEventType, \
                MissingObjectID, UnroutableURL...). Only alert and background pushes reach the \
                app. Without either, no pushsim.json is looked for.

                Examples:
                  pushsim validate fixtures/payloads/invalid/badge-string.json
                  pushsim validate fixtures/payloads/valid/*.json --format json
                  pushsim validate pushsim/payloads/*.json --format github
                  pushsim validate fixtures/payloads/voip/incoming-call.json \\
                    --push-type voip --topic com.example.tasks.voip --priority 10
                  pushsim validate fixtures/apps/genius/payloads/unknown-event.json \\
                    --app fixtures/apps/genius/pushsim.json
                """
        )

        @Argument(help: "Payload files (.json or .apns); - reads standard input.", completion: .payloadFiles)
        var files: [String]

        @OptionGroup var headerOptions: HeaderOptions

        @Option(
            name: .customLong("app"),
            help: "Also check each payload against this app model's contract (default: $PUSHSIM_APP; never a pushsim.json found nearby).",
            completion: .appModelFiles, transform: AppOptions.path)
        var appFile: String?

        @Option(help: ProviderOption.help)
        var from: ProviderFormat?

        @Option(help: ProviderOption.messageHelp, transform: ProviderOption.message)
        var message: Int?

        @Option(name: .customLong("expo-project"), help: ProviderOption.expoProjectHelp, transform: ProviderOption.expoProject)
        var conversion = ConversionOptions()

        @Option(help: LocaleOption.validateHelp, transform: LocaleOption.parse)
        var locale: [String]?

        @Option(
            help: "Output format: text (one line per finding and verdict), json (JSON Lines), github (findings as GitHub Actions annotations) or sarif (one SARIF 2.1.0 log).")
        var format: OutputFormat = .text

        @Flag(help: "Treat warnings as errors.")
        var strict = false

        static let localeWithoutApp = "--locale chooses the language of the app's tables: give --app MODEL (or PUSHSIM_APP)"

        func validate() throws {
            if locale != nil, Self.appSource(flag: appFile) == nil { throw ValidationError(Self.localeWithoutApp) }
        }

        static func accepts(_ invocation: Invocation<ValidateCommand>) -> Bool {
            invocation.command.languages == nil || invocation.command.app != nil
        }

        @OptionGroup var colourOptions: ColourOptions

        /// What the command line asks for: the value the direct parse makes from the table below.
        var invocation: Invocation<ValidateCommand> {
            var command = ValidateCommand(
                inputs: files, headers: headerOptions.headers, strict: strict, app: Self.appSource(flag: appFile), from: from)
            command.message = message
            command.conversion = conversion
            command.languages = locale
            return Invocation(command: command, rendering: Rendering(format: format, colour: colourOptions.mode))
        }

        /// Every argument above, for the direct parse (`OptionTable`).
        static func options(_ table: inout OptionTable<Invocation<ValidateCommand>>) {
            table.positional { $0.command.inputs = $1 }
            HeaderOptions.options(&table) { root, headers in headers(&root.command.headers) }
            AppOptions.option(&table) { $0.command.app = Validate.appSource(flag: $1) }
            table.value("from") { $0.command.from = $1 }
            table.value("message", ProviderOption.message) { $0.command.message = $1 }
            table.value("expo-project", initial: ConversionOptions(), ProviderOption.expoProject) { $0.command.conversion = $1 }
            table.value("locale", LocaleOption.parse) { $0.command.languages = $1 }
            table.value("format", initial: OutputFormat.text) { $0.rendering.format = $1 }
            table.flag("strict") { $0.command.strict = $1 }
            ColourOptions.option(&table) { $0.rendering.colour = $1 }
        }

        /// What the table fills in: each of its fields is set by an entry.
        static var start: Invocation<ValidateCommand> {
            Invocation(command: ValidateCommand(inputs: [], headers: RequestHeaders(), strict: false), rendering: Rendering())
        }

        /// The app model to check against: `--app`, else a non-empty `PUSHSIM_APP`, else none.
        static func appSource(flag: String?) -> AppModelSource? {
            ValidateCommand.appSource(flag: flag, environment: getenv("PUSHSIM_APP").map { String(cString: $0) })
        }
    }
}
