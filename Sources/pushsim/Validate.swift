import ArgumentParser
import PushSimCore

extension PushSim {
    struct Validate: ParsableCommand {
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

        @Option(
            help: "Output format: text (one line per finding and verdict), json (JSON Lines), github (findings as GitHub Actions annotations) or sarif (one SARIF 2.1.0 log).")
        var format: OutputFormat = .text

        @Flag(help: "Treat warnings as errors.")
        var strict = false

        @OptionGroup var colourOptions: ColourOptions

        /// The values decoded, as the direct parse would have found them.
        var arguments: ValidateArguments {
            ValidateArguments(
                files: files, headers: headerOptions.headers, appFile: appFile, format: format, strict: strict,
                colour: colourOptions.mode)
        }

        func run() throws {
            let status = arguments.run()
            if status != .success { throw ExitCode(status.rawValue) }
        }
    }
}
