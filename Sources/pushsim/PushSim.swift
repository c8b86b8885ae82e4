import ArgumentParser
import PushSimCore

@main
struct PushSim: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pushsim",
        abstract: "Simulate iOS push-notification delivery offline: validate payloads, deliver them to a simulated app.",
        discussion: """
            pushsim reads raw APNs payload files (.json, or .apns files for `xcrun simctl push`), \
            checks them against APNs' rules, and shows what an app would do with them. \
            It needs no Xcode, simulator, device or network.

            Exit codes: 0 success, 1 invalid payload, 2 malformed JSON, 3 unreadable input, \
            4 expectation failed, 5 bad app model, 6 unmatched route, 64 usage, 70 internal error (docs/exit-codes.md).
            """,
        version: PushSimVersion.current,
        subcommands: [Validate.self, Deliver.self, Open.self, Route.self, Replay.self, Register.self]
    )
}
