import ArgumentParser
import PushSimCore

extension PushSim {
    struct Validate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "validate",
            abstract: "Check payload files against APNs' rules and the types an app expects.",
            discussion: """
                Prints one verdict per file (valid, invalid, malformed, unreadable), each finding with \
                its line:column, JSON pointer and reason: APNs' own reason string where APNs reports \
                the fault (PayloadTooLarge, BadPriority), else pushsim's (BadgeNotInteger). \
                Every file is reported, even when others cannot be read. Use - for standard input.

                Examples:
                  pushsim validate fixtures/payloads/invalid/badge-string.json
                  pushsim validate fixtures/payloads/valid/*.json --format json
                  pushsim validate pushsim/payloads/*.json --format github
                  pushsim validate fixtures/payloads/voip/incoming-call.json --push-type voip --topic com.example.tasks.voip --priority 10
                """
        )

        @Argument(help: "Payload files (.json or .apns); - reads standard input.")
        var files: [String]

        @OptionGroup var headerOptions: HeaderOptions

        @Option(
            help: "Output format: text (one line per finding and verdict), json (JSON Lines), github (findings as GitHub Actions annotations) or sarif (one SARIF 2.1.0 log).")
        var format: OutputFormat = .text

        @Flag(help: "Treat warnings as errors.")
        var strict = false

        @OptionGroup var colourOptions: ColourOptions

        func run() throws {
            let command = ValidateCommand(inputs: files, headers: headerOptions.headers, strict: strict)
            try finish(Rendering(format: format, colour: colourOptions.colour)) { command.run(reporter: $0) }
        }
    }
}
