import ArgumentParser
import PushSimCore

extension PushSim {
    struct Open: Subcommand {
        static let configuration = CommandConfiguration(
            commandName: "open",
            abstract: "Open a deep link in the simulated app, as iOS would hand it over.",
            discussion: """
                The URL goes through the app model's routes (docs/router.md), then the same flow as a \
                tapped push: the responder chain from the top, else the route's hierarchy, loaded then \
                presented. A URL whose scheme is not one of the app's is not opened (unmatched).

                Examples:
                  pushsim open taskrabbit://task/42 \\
                    --app fixtures/apps/taskrabbit/pushsim.json --state background
                  pushsim open genius://conversations/42 \\
                    --app fixtures/apps/genius/pushsim.json --state active \\
                    --stack "Inbox > Conversation(42)" --trace
                """
        )

        @Argument(help: "Deep links (custom-scheme or https URLs).")
        var urls: [String]

        @Option(help: "The app's state: active, inactive, background, not-running or force-quit.")
        var state: AppState = .background

        @OptionGroup var appOptions: AppOptions

        @Option(help: "The navigation stack before the link, root first: \"Inbox > Conversation(42)\"; other tabs after |, modals after ^.")
        var stack: String?

        @OptionGroup var stateOptions: StateOptions

        @Option(help: "Output format: text or json (JSON Lines).")
        var format: ResultFormat = .text

        @Flag(help: "List every decision: routes tried, responders walked, models loaded, stack presented.")
        var trace = false

        @OptionGroup var colourOptions: ColourOptions

        @MainActor
        func execute(output: StandardStreams) async -> ExitStatus {
            let command = OpenCommand(urls: urls, app: appOptions.choice, state: state, stack: stack, stateValues: stateOptions.pairs)
            return await Rendering(format: format.output, colour: colourOptions.mode, trace: trace).run(output) {
                await command.run(reporter: $0)
            }
        }
    }
}
