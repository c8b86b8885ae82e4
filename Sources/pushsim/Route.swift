import ArgumentParser
import PushSimCore

extension PushSim {
    struct Route: Subcommand {
        static let configuration = CommandConfiguration(
            commandName: "route",
            abstract: "Show which route a URL matches, with its parameters, and why; no handler runs.",
            discussion: """
                Prints the matching route, its parameters with their source (path, payload or query) \
                and where it leads; for a URL nothing matches, every route tried in order and why it \
                did not match or declined. Exit 6 when a URL matches no route.

                Examples:
                  pushsim route taskrabbit://task/42 \\
                    --app fixtures/apps/taskrabbit/pushsim.json
                  pushsim route "https://genius.com/songs/12/annotations/99?ref=share" \\
                    --app fixtures/apps/genius/pushsim.json
                """
        )

        @Argument(help: "URLs to match.")
        var urls: [String]

        @OptionGroup var appOptions: AppOptions

        @Option(help: "Output format: text or json (JSON Lines).")
        var format: ResultFormat = .text

        @MainActor

        func execute(output: StandardStreams) async -> ExitStatus {
            let command = RouteCommand(urls: urls, app: appOptions.choice)
            return await Rendering(format: format.output).run(output) { command.run(reporter: $0) }
        }
    }
}
