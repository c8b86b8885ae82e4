#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import PushSimCore
import Testing

@Suite("Colour")
struct ColourEndToEndTests {
    static let genius = ["--app", "fixtures/apps/genius/pushsim.json"]
    static let message = "fixtures/apps/genius/payloads/new-message-42.json"

    @Test func deliverPaintsTheOutcomeWord() throws {
        let toast = try Binary.run(["deliver", Self.message, "--state", "active", "--color", "always"] + Self.genius)
        #expect(toast.stdout.hasPrefix("\(Self.message): \u{1B}[36mtoast\u{1B}[0m \"Alice — Alice sent you 2 new messages\""))
        let suppressed = try Binary.run(
            ["deliver", Self.message, "--state", "active", "--stack", "Inbox > Conversation(42)", "--color", "always"] + Self.genius)
        #expect(suppressed.stdout == "\(Self.message): \u{1B}[35msuppressed\u{1B}[0m by Conversation(42)\n")
        let routed = try Binary.run(["deliver", Self.message, "--state", "background", "--color", "always"] + Self.genius)
        #expect(routed.stdout == "\(Self.message): \u{1B}[32mrouted\u{1B}[0m Inbox > Conversation(42) [badge unset → 3]\n")
        // Diagnostics on stderr stay plain.
        #expect(!routed.stderr.contains("\u{1B}"))
    }

    @Test func openPaintsTheOutcomeWord() throws {
        let run = try Binary.run(["open", "genius://conversations/42", "--color", "always"] + Self.genius)
        #expect(run.stdout == "genius://conversations/42: \u{1B}[32mrouted\u{1B}[0m Inbox > Conversation(42)\n")
    }

    @Test func validatePaintsSeverityAndVerdict() throws {
        let run = try Binary.run(["validate", "fixtures/payloads/invalid/badge-string.json", "--color", "always"])
        #expect(run.stdoutLines == [
            "fixtures/payloads/invalid/badge-string.json:4:14: \u{1B}[1;31merror:\u{1B}[0m BadgeNotInteger: badge must be an integer, not a string (\"3\") [/aps/badge]",
            "fixtures/payloads/invalid/badge-string.json: \u{1B}[1;31minvalid\u{1B}[0m (1 error, 0 warnings)",
        ])
        let valid = try Binary.run(["validate", "fixtures/payloads/valid/plain-alert.json", "--color", "always"])
        #expect(valid.stdout.hasPrefix("fixtures/payloads/valid/plain-alert.json: \u{1B}[32mvalid\u{1B}[0m (alert;"))
    }

    @Test func replayPaintsTheStatus() throws {
        let run = try Binary.run(["replay", "fixtures/apps/genius", "--color", "always"])
        #expect(run.status == 0)
        #expect(!run.stdoutLines.isEmpty)
        #expect(run.stdoutLines.allSatisfy { $0.hasPrefix("\u{1B}[32mPASS\u{1B}[0m fixtures/apps/genius/") })
        let root = try scratchDirectory("colour")
        try writeText(#"{"aps":{"alert":"hi"}}"#, to: root + "/hi.json")
        let unchecked = try Binary.run(["replay", root, "--color", "always"])
        #expect(unchecked.stdout.hasPrefix("\u{1B}[33mUNCHECKED\u{1B}[0m \(root)/hi.json: "))
    }

    @Test(arguments: [
        ["--color", "never"],
        ["--color", "auto"],  // the tests' stdout is a pipe, and Binary sets NO_COLOR
        [],
    ])
    func offMeansNoEscapeAtAll(flags: [String]) throws {
        let runs = [
            try Binary.run(["deliver", Self.message, "--state", "active"] + Self.genius + flags),
            try Binary.run(["validate", "fixtures/payloads/invalid/badge-string.json"] + flags),
            try Binary.run(["replay", "fixtures/apps/genius"] + flags),
            try Binary.run(["open", "genius://conversations/42"] + Self.genius + flags),
        ]
        for run in runs { #expect(!run.stdout.contains("\u{1B}")) }
    }

    @Test func noColorWithAutoIsPlainEvenWhenSetToAnything() throws {
        let run = try Binary.run(["validate", "fixtures/payloads/invalid/badge-string.json", "--color", "auto"], environment: ["NO_COLOR": "yes"])
        #expect(!run.stdout.contains("\u{1B}"))
        let always = try Binary.run(["validate", "fixtures/payloads/invalid/badge-string.json", "--color", "always"], environment: ["NO_COLOR": "1"])
        #expect(always.stdout.contains("\u{1B}[1;31merror:\u{1B}[0m"))
    }

    @Test func jsonIsNeverColoured() throws {
        let deliver = try Binary.run(["deliver", Self.message, "--state", "active", "--format", "json", "--color", "always"] + Self.genius)
        let replay = try Binary.run(["replay", "fixtures/apps/genius", "--format", "json", "--color", "always"])
        let validate = try Binary.run(["validate", "fixtures/payloads/invalid/badge-string.json", "--format", "json", "--color", "always"])
        for run in [deliver, replay, validate] {
            #expect(!run.stdout.isEmpty)
            #expect(!run.stdout.contains("\u{1B}"))
        }
    }

    @Test func aPayloadCannotSmuggleEscapesPastTheColour() throws {
        let root = try scratchDirectory("colour")
        // Escapes in the payload's text, and in the file's name.
        let file = root + "/evil\u{1B}[31m.json"
        try writeText(#"{"aps":{"alert":{"title":"\u001b[32mPASS\u001b[0m","body":"\u001b]0;pwned\u0007"}}}"#, to: file)
        let run = try Binary.run(["deliver", file, "--state", "active", "--color", "always"])
        #expect(run.status == 0)
        #expect(run.stdout == """
            \(root)/evil\\e[31m.json: \u{1B}[36mtoast\u{1B}[0m "\\u001b[32mPASS\\u001b[0m — \\u001b]0;pwned\\u0007"

            """)
        let replay = try Binary.run(["replay", root, "--color", "always"])
        #expect(replay.stdout.hasPrefix("\u{1B}[33mUNCHECKED\u{1B}[0m \(root)/evil\\e[31m.json: "))
        #expect(replay.stdout.components(separatedBy: "\u{1B}").count - 1 == 2, "\(replay.stdout)")
    }

    @Test func autoColoursOnlyATerminalWithoutNoColor() {
        #expect(ColourMode.auto.colour(stdoutIsTerminal: true, noColor: nil, term: "xterm-256color") == .on)
        #expect(ColourMode.auto.colour(stdoutIsTerminal: true, noColor: "", term: "xterm") == .on)
        #expect(ColourMode.auto.colour(stdoutIsTerminal: true, noColor: "1", term: "xterm") == .off)
        #expect(ColourMode.auto.colour(stdoutIsTerminal: true, noColor: nil, term: "dumb") == .off)
        #expect(ColourMode.auto.colour(stdoutIsTerminal: false, noColor: nil, term: "xterm") == .off)
        #expect(ColourMode.always.colour(stdoutIsTerminal: false, noColor: "1", term: "dumb") == .on)
        #expect(ColourMode.never.colour(stdoutIsTerminal: true, noColor: nil, term: "xterm") == .off)
    }

    @Test func everyOutcomeHasAColour() {
        let styles = Set(DeliveryOutcome.allCases.map(ColourPalette.style))
        #expect(styles.count >= 5)
        #expect(ColourPalette.style(DeliveryOutcome.invalid) == .boldRed)
        #expect(Colour.off.paint("routed", .green) == "routed")
        #expect(Colour.on.paint(leading: "routed", of: "routed Inbox", .green) == "\u{1B}[32mrouted\u{1B}[0m Inbox")
    }
}
