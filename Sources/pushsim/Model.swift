import ArgumentParser
import PushSimCore

extension PushSim {
    struct Model: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "model",
            abstract: "Work on app-model files: upgrade a version 1 or 2 model to version 3.",
            discussion: """
                pushsim model upgrade rewrites a version 1 or 2 app model as version 3 with the \
                same behaviour (docs/app-model.md, "Upgrading").

                Examples:
                  pushsim model upgrade fixtures/apps/genius/pushsim.json > /tmp/genius-v3.json
                  pushsim model upgrade pushsim.json --in-place
                """,
            subcommands: [Upgrade.self]
        )

        struct Upgrade: Subcommand {
            static let configuration = CommandConfiguration(
                commandName: "upgrade",
                abstract: "Rewrite a version 1 or 2 app model as version 3, with the same behaviour.",
                discussion: """
                    Each version reads every key of the versions before it with the same \
                    meaning, so the upgrade sets "schemaVersion": 3 and keeps every other key, \
                    in its order; the model then behaves exactly as before, and can use what \
                    the newer versions add (docs/app-model.md). The model must load first: its \
                    mistakes are reported (exit 5) and nothing is written. The upgraded model goes \
                    to stdout, or replaces the file atomically with --in-place.

                    Examples:
                      pushsim model upgrade fixtures/apps/genius/pushsim.json > /tmp/genius-v3.json
                      pushsim model upgrade pushsim.json --in-place
                    """
            )

            @Argument(help: "The app model file to upgrade.", completion: .appModelFiles)
            var file: String

            @Flag(help: "Replace the file with its upgrade (atomically) instead of printing it.")
            var inPlace = false

            @MainActor

            func execute(output: StandardStreams) async -> ExitStatus {
                let command = ModelUpgradeCommand(path: file, inPlace: inPlace)
                return await Rendering().run(output) { command.run(reporter: $0) }
            }
        }
    }
}
