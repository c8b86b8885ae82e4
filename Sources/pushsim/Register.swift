import ArgumentParser
import PushSimCore

extension PushSim {
    struct Register: Subcommand {
        static let configuration = CommandConfiguration(
            commandName: "register",
            abstract: "Normalize a device token and show the registration request the app would make.",
            discussion: """
                Accepts the token as hex (any case; spaces and the <...> of NSData's description are \
                allowed) or padded base64 (standard or URL-safe alphabet), prints it as the lowercase \
                hex servers store, and the request the app model's "registration" declares, with \
                {token} filled in. Hex is hex: a hex token with a mistyped digit is not read as \
                base64. A malformed token, or one shorter than today's 32 bytes (a truncated token), is \
                BadDeviceToken (exit 1); docs/validation.md says which text is read as what.

                Examples:
                  pushsim register --app fixtures/apps/genius/pushsim.json \\
                    "<7C1E9A0B 5D3F0011 22334455 66778899 AABBCCDD EEFF0011 22334455 66778899>"
                  pushsim register --app fixtures/apps/taskrabbit/pushsim.json --format json \\
                    fB6aC0dEfB6aC0dEfB6aC0dEfB6aC0dEfB6aC0dEfB6aC0dEfB6aC0dEfB6aC0dE
                """
        )

        @Argument(help: "The device token, as hex or padded base64.")
        var token: String

        @OptionGroup var appOptions: AppOptions

        @Option(help: "Output format: text or json.")
        var format: ResultFormat = .text

        @MainActor
        func execute(output: StandardStreams) async -> ExitStatus {
            let command = RegisterCommand(token: token, app: appOptions.choice)
            return await Rendering(format: format.output).run(output) { command.run(reporter: $0) }
        }
    }
}
