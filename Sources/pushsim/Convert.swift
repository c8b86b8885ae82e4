import ArgumentParser
import PushSimCore

extension PushSim {
    struct Convert: Subcommand {
        static let configuration = CommandConfiguration(
            commandName: "convert",
            abstract: "Show the APNs request(s) an FCM, Expo, OneSignal or Braze message becomes.",
            discussion: """
                Prints, for each APNs request a message becomes, the apns-* headers the \
                provider's rules set and the exact JSON payload, with the keys the provider adds \
                (gcm.message_id, body, custom, ab), then what the conversion and APNs' rules find: \
                the provider's own errors (INVALID_ARGUMENT, MessageTooBig...) and the silent \
                failures no provider reports (DataOnlyNotDelivered, FCMDirectOnly...), each at its \
                line:column in the provider's file. A batch (an Expo array, registration_ids) \
                becomes one request per message, in order. The format is detected from each \
                file's shape, or stated with --from. Every rule and its source: docs/providers.md.

                Examples:
                  pushsim convert provider-messages/expo/hello-world.json
                  pushsim convert provider-messages/expo/batch-with-to-array.json \\
                    --format json
                  pushsim convert message.json --from braze
                """
        )

        @Argument(help: "Message files (JSON); - reads standard input.", completion: .payloadFiles)
        var files: [String]

        @Option(help: ProviderOption.help)
        var from: ProviderFormat?

        @Option(help: ProviderOption.messageHelp, transform: ProviderOption.message)
        var message: Int?

        @Option(name: .customLong("expo-project"), help: ProviderOption.expoProjectHelp, transform: ProviderOption.expoProject)
        var conversion = ConversionOptions()

        @OptionGroup var headerOptions: HeaderOptions

        @Option(help: "Output format: text or json (JSON Lines, one record per APNs request).")
        var format: ResultFormat = .text

        @OptionGroup var colourOptions: ColourOptions

        @MainActor
        func execute(output: StandardStreams) async -> ExitStatus {
            var command = ConvertCommand(inputs: files, headers: headerOptions.headers, from: from)
            command.message = message
            command.conversion = conversion
            return await Rendering(format: format.output, colour: colourOptions.mode).run(output) { command.run(reporter: $0) }
        }
    }
}
