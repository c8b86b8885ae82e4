import ArgumentParser
import PushSimCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct PushSim: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pushsim",
        abstract: "Simulate iOS push-notification delivery offline: validate payloads, deliver them to a simulated app.",
        discussion: """
            pushsim reads raw APNs payload files (.json, or .apns files for `xcrun simctl push`), \
            checks them against APNs' rules, and shows what an app would do with them. \
            It needs no Xcode, simulator, device or network.

            Start with pushsim init, which writes an app model (pushsim.json), example payloads \
            with their expectations, and a CI workflow. Then: validate checks payloads; convert shows \
            the APNs request an FCM, Expo, OneSignal or Braze message becomes (every command \
            reads those messages too); deliver \
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
        subcommands: [Init.self, Validate.self, Convert.self, Deliver.self, Open.self, Route.self, Replay.self, Scenario.self, Export.self, Preview.self, Register.self, Model.self, Schema.self]
    )

    /// swift-argument-parser's own `main`, as before the direct parse: a misspelt subcommand is
    /// a usage error naming the nearest (`SubcommandSpelling`), help, `--version` and errors are
    /// worded by the parser (and printed by `exitAfterParsing`), and the exit status is the
    /// command's. It starts at once on this thread (`startAtOnce`) rather than in an asynchronous
    /// `main`.
    static func parseThenRun(_ words: [String]) -> Never {
        startAtOnce {
            if let misspelt = SubcommandSpelling.error(in: words, root: PushSim.self) {
                exitAfterParsing(misspelt)
            }
            do {
                var command = try await asyncParseAsRoot(words)
                if var asynchronous = command as? AsyncParsableCommand {
                    try await asynchronous.run()
                } else {
                    try command.run()
                }
            } catch {
                exitAfterParsing(error)
            }
            exit()
        }
    }

    /// Ends the program as the parser's `exit(withError:)` does - help, a version or a
    /// completion on standard output, an error's message on standard error, the error's exit
    /// code - except that an error's message goes through the terminal sanitizer, line by line:
    /// it echoes what the user typed (`Unknown option '--\e[31mx'`), and nothing from outside
    /// reaches the terminal raw (docs/guarantees.md, "Refused where they are made").
    static func exitAfterParsing(_ error: any Error) -> Never {
        let text = fullMessage(for: error)
        let code = exitCode(for: error)
        if code == .success {
            // pushsim's own help and version, or a completion the shell reads: as they are.
            if !text.isEmpty { print(text) }
        } else if !text.isEmpty {
            let streams = StandardStreams()
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) { streams.diagnostic(TerminalText.sanitize(String(line))) }
        }
        exitProcess(code.rawValue)
    }
}

/// The C library's `exit`, which a command type's own `exit(withError:)` hides.
private func exitProcess(_ status: Int32) -> Never {
    exit(status)
}
