import ArgumentParser
import PushSimCore

extension PushSim {
    struct Init: Subcommand {
        static let configuration = CommandConfiguration(
            commandName: "init",
            abstract: "Scaffold a starter app model, example payloads with expectations, and a CI workflow.",
            discussion: """
                Writes DIR/pushsim.json (an app model using every section, to edit into your app's), \
                four payloads and their pushsim.expect.json in DIR/pushsim/payloads/, and the file \
                that replays them in CI with a JUnit report: DIR/.github/workflows/pushsim.yml \
                (GitHub Actions), or DIR/.gitlab-ci.yml with --ci gitlab, or none with --ci none. \
                With --provider fcm, expo, onesignal or braze the payloads are that provider's \
                messages, and the app model reads the app's keys where that provider puts them. \
                pushsim replay pushsim/ passes straight away. Nothing is ever replaced: if any of \
                these files exists, init lists them and writes nothing (exit 73).

                Examples:
                  pushsim init
                  pushsim init ios/PushFixtures --ci gitlab
                  pushsim init --provider fcm
                  cd ios/PushFixtures && pushsim replay pushsim/
                """
        )

        @Argument(help: "The directory to scaffold in; created if missing.", completion: .directory)
        var directory: String = "."

        @Option(
            help: ArgumentHelp(
                "The CI to write the replay job for: github (.github/workflows/pushsim.yml), gitlab (.gitlab-ci.yml) or none.",
                valueName: "service"))
        var ci: StarterCI = .github

        @Option(
            help: ArgumentHelp(
                "The sender the starter payloads are written for: apns (APNs payloads), fcm (FCM HTTP v1), expo, onesignal or braze (docs/providers.md).",
                valueName: "provider"))
        var provider: StarterProvider = .apns

        @MainActor

        func execute(output: StandardStreams) async -> ExitStatus {
            let command = InitCommand(directory: directory, ci: ci, provider: provider)
            return await Rendering().run(output) { command.run(reporter: $0) }
        }
    }
}

extension StarterCI: ExpressibleByArgument {}
extension StarterProvider: ExpressibleByArgument {}
