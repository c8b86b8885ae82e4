import ArgumentParser
import PushSimCore

struct PushSim: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pushsim",
        abstract: "Simulate iOS push-notification delivery offline: validate payloads, deliver them to a simulated app.",
        discussion: """
            pushsim reads raw APNs payload files (.json, or .apns files for `xcrun simctl push`), \
            checks them against APNs' rules, and shows what an app would do with them. \
            It needs no Xcode, simulator, device or network.

            Start with pushsim init, which writes an app model (pushsim.json), example payloads \
            with their expectations, and a CI workflow. Then: validate checks payloads; deliver \
            shows what the app does with one in a given state (suppressed, toast, routed...); \
            open and route follow deep links; replay checks a fixture tree against its \
            expectations in CI (JUnit, shards); export writes an .apns file for a simulator; \
            register normalizes a device token; schema prints JSON Schemas for editors. Text output is coloured on a terminal \
            (--color, NO_COLOR). `pushsim help SUBCOMMAND` and `man pushsim` have every option.

            Examples:
              pushsim init
              pushsim replay pushsim/ --junit pushsim-report.xml
              pushsim deliver pushsim/payloads/new-message.json --state active \\
                --stack "Inbox > Conversation(42)"

            Exit codes: 0 success, 1 invalid payload, 2 malformed JSON, 3 unreadable input, \
            4 expectation failed, 5 bad app model, 6 unmatched route, 64 usage, 70 internal error, \
            73 cannot write (a file exists, a full disk, standard output refused), \
            130 interrupted (SIGINT), 143 terminated (SIGTERM) (docs/exit-codes.md).
            """,
        version: PushSimVersion.description,
        subcommands: [Init.self, Validate.self, Deliver.self, Open.self, Route.self, Replay.self, Scenario.self, Export.self, Register.self, Model.self, Schema.self]
    )

    /// swift-argument-parser's own `main`, as before the direct parse: a misspelt subcommand is
    /// a usage error naming the nearest (`SubcommandSpelling`), help, `--version` and errors are
    /// printed by the parser, and the exit status is the command's. It starts at once on this
    /// thread (`startAtOnce`) rather than in an asynchronous `main`.
    static func parseThenRun(_ words: [String]) -> Never {
        startAtOnce {
            if let misspelt = SubcommandSpelling.error(in: words, root: PushSim.self) {
                exit(withError: misspelt)
            }
            await main(words)
            exit()
        }
    }
}
