import ArgumentParser
import PushSimCore

extension PushSim {
    struct Export: Subcommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Write a payload as an .apns file for xcrun simctl push, and print that command.",
            discussion: """
                Validates the payload (an invalid one is refused with its reasons, exit 1), then \
                writes it as JSON with "Simulator Target Bundle" first, so the fixtures pushsim \
                replays in CI can also be pushed to a booted iOS simulator on a Mac. The file goes \
                beside the payload with the extension .apns unless --output says otherwise; an \
                existing file is kept (exit 73) unless --force. The simctl command goes to stdout.

                Examples:
                  pushsim export fixtures/apps/genius/payloads/new-message-42.json \\
                    --bundle-id com.genius.ios --output /tmp/new-message-42.apns
                  xcrun simctl push booted com.genius.ios /tmp/new-message-42.apns
                  pushsim export pushsim/payloads/order-shipped.json \\
                    --bundle-id com.example.myapp --force
                """
        )

        @Argument(help: "The payload file (.json or .apns); - reads standard input (then --output is required).", completion: .payloadFiles)
        var payload: String

        @Option(
            name: .customLong("bundle-id"), help: "The bundle identifier of the app on the simulator, as in com.example.app.",
            transform: { text in
                do { return try BundleIdentifier(text) } catch { throw ValidationError("\(error)") }
            })
        var bundleID: BundleIdentifier

        @Option(
            name: [.short, .customLong("output")], help: "The .apns file to write (default: the payload's path with the extension .apns).",
            completion: .file(extensions: ["apns"]))
        var output: String?

        @Flag(help: "Replace the output file if it exists.")
        var force = false

        @Option(help: ProviderOption.help)
        var from: ProviderFormat?

        @Option(help: ProviderOption.exportMessageHelp, transform: ProviderOption.message)
        var message: Int?

        @Option(name: .customLong("expo-project"), help: ProviderOption.expoProjectHelp, transform: ProviderOption.expoProject)
        var conversion = ConversionOptions()

        @MainActor

        func execute(output standardStreams: StandardStreams) async -> ExitStatus {
            var command = ExportCommand(input: payload, bundleID: bundleID, destination: output, force: force)
            command.from = from
            command.message = message
            command.conversion = conversion
            return await Rendering().run(standardStreams) { command.run(reporter: $0) }
        }
    }
}
