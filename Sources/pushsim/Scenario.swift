import ArgumentParser
import PushSimCore

extension PushSim {
    struct Scenario: Subcommand {
        static let configuration = CommandConfiguration(
            commandName: "scenario",
            abstract: "Run scenarios: one app living through pushes, taps, navigation and state changes, checked step by step.",
            discussion: """
                Each *.scenario.json file (directories are searched for them) names its app model \
                and a list of steps: a push arrives, the user taps a delivered notification, the app \
                goes to the background, the user navigates, a deep link opens; after any step, \
                "expect" states the outcome, the visible screen, the stack, the badge, the \
                notifications in Notification Center. One line per step; a failed expectation \
                prints the place it is written, expected and actual, and exits 4.

                --update writes what happened into the expectations each step states (an empty \
                "expect": {} gets the outcome and the app's state), changing only those values' \
                bytes, atomically, never through a symbolic link; 73 when a file cannot be written.

                Examples:
                  pushsim scenario fixtures/apps/genius/scenarios
                  pushsim scenario \\
                    fixtures/apps/genius/scenarios/second-message-suppressed.scenario.json \\
                    --trace
                  pushsim scenario fixtures/apps/genius/scenarios --update
                  pushsim scenario fixtures/apps/genius/scenarios --html scenarios.html
                """
        )

        @Argument(help: "Scenario files (*.scenario.json) or directories to search for them.", completion: .file(extensions: ["scenario.json"]))
        var paths: [String]

        @OptionGroup var appOptions: AppOptions

        @Option(
            help: "Output format: text (one line per step), json (JSON Lines: a record per step, then per scenario), github (failed steps as GitHub Actions annotations) or sarif (one SARIF 2.1.0 log).")
        var format: OutputFormat = .text

        @Flag(help: "Under each step that delivers, every decision the app made.")
        var trace = false

        @Flag(help: "Write what actually happened into each step's expectations (atomically; never through a symbolic link).")
        var update = false

        @Option(name: .customLong("expo-project"), help: ProviderOption.expoProjectHelp, transform: ProviderOption.expoProject)
        var conversion = ConversionOptions()

        @Option(help: LocaleOption.scenarioHelp, transform: LocaleOption.parse)
        var locale: [String]?

        @Option(help: "Also write an HTML report to this file: each scenario's steps, with the badge and Notification Center after each.", completion: .file(extensions: ["html"]))
        var html: String?

        @OptionGroup var colourOptions: ColourOptions

        func validate() throws {
            if let conflict = LocaleOption.conflict(languages: locale, all: false, update: update) { throw ValidationError(conflict) }
        }

        @MainActor
        func execute(output: StandardStreams) async -> ExitStatus {
            var command = ScenarioCommand(inputs: paths, app: appOptions.choice, trace: trace, update: update)
            command.conversion = conversion
            command.languages = locale
            var rendering = Rendering(format: format, colour: colourOptions.mode, trace: trace, html: html)
            rendering.htmlTitle = "pushsim scenario"
            return await rendering.run(output) {
                await command.run(reporter: $0)
            }
        }
    }
}
