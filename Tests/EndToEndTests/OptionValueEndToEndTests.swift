#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import PushSimCore
import Testing
import TestSupport

/// Option values the command line refuses, each with a message that names the problem
/// (docs/delivery.md, docs/exit-codes.md): a negative or out-of-range badge, an empty `--app`,
/// and whatever the user typed echoed back only through the terminal sanitizer.
@Suite("Option values end to end")
struct OptionValueEndToEndTests {
    static let payload = "fixtures/payloads/valid/plain-alert.json"

    // MARK: - Badges (issue 26, item 18)

    @Test(arguments: [["--badge=-3"], ["--badge", "-3"], ["--badge", "-1"], ["--badge=-9223372036854775808"]])
    func aNegativeBadgeIsRefusedSayingSo(option: [String]) throws {
        let run = try Binary.run(["deliver", Self.payload, "--state", "active"] + option)
        #expect(run.status == 64, "\(option): \(run.stdout)")
        #expect(run.stdout.isEmpty)
        let value = option.count == 2 ? option[1] : String(option[0].dropFirst("--badge=".count))
        #expect(run.stderr.contains("\(value) is negative: a badge is an integer of at least 0"), "\(option): \(run.stderr)")
        #expect(!run.stderr.contains("Missing value"))
    }

    @Test func aBadgeTooLargeIsOutOfRangeWithTheRange() throws {
        let run = try Binary.run(["deliver", Self.payload, "--state", "active", "--badge", "99999999999999999999"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("99999999999999999999 is out of range: a badge is an integer from 0 to 9223372036854775807"), "\(run.stderr)")
    }

    @Test func aBadgeThatIsNoNumberSaysSo() throws {
        let run = try Binary.run(["deliver", Self.payload, "--state", "active", "--badge", "many"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("\"many\" is not an integer: a badge is an integer of at least 0"), "\(run.stderr)")
    }

    @Test func aGoodBadgeIsStillTaken() throws {
        for option in [["--badge", "3"], ["--badge=+7"], ["--badge", "0"]] {
            let run = try Binary.run(["deliver", Self.payload, "--state", "background", "--format", "json"] + option)
            #expect(run.status == 0, "\(option): \(run.stderr)")
            let expected = option.count == 2 ? option[1] : "7"
            #expect(run.stdout.contains("\"badgeBefore\":\(Int(expected)!)"), "\(option): \(run.stdout)")
        }
    }

    @Test func aReplayCaseWithANegativeBadgeIsRefusedWithTheSameMessage() throws {
        let scratch = TemporaryDirectory()
        scratch.file("case/p.json", #"{"aps": {"alert": "hi"}}"#)
        scratch.file("case/pushsim.expect.json", #"{"schemaVersion": 1, "cases": {"p.json": {"badge": -2, "outcome": "banner"}}}"#)
        let run = try Binary.run(["replay", "case"], directory: scratch.path)
        #expect(run.status == 4)
        #expect(run.stdoutLines == ["FAIL case/p.json: its pushsim.expect.json cannot be used"], "\(run.stdout)")
        #expect(
            run.stderr.contains("case/pushsim.expect.json:1:52: error: -2 is negative: a badge is an integer of at least 0 [/cases/p.json/badge]"),
            "\(run.stderr)")
    }

    @Test func aScenarioStartWithANegativeBadgeIsRefusedWithTheSameMessage() throws {
        let scratch = TemporaryDirectory()
        scratch.file(
            "s.scenario.json",
            #"{"schemaVersion": 1, "app": "\#(repositoryRoot)/fixtures/apps/genius/pushsim.json", "start": {"state": "background", "badge": -3}, "steps": []}"#)
        let run = try Binary.run(["scenario", "s.scenario.json"], directory: scratch.path)
        #expect(run.status == 5)
        #expect(run.stderr.contains("error: -3 is negative: a badge is an integer of at least 0, or null [/start/badge]"), "\(run.stderr)")
    }

    // MARK: - A handler's badge out of range (item 19)

    @Test func aHandlerBadgePastSixtyFourBitsIsOutOfRangeNotFractional() throws {
        let scratch = TemporaryDirectory()
        let model = try readText(repositoryRoot + "/Tests/EndToEndTests/Data/handlers-app.json").replacing(
            #"{"setBadge": {"+": [{"var": "state.totalMentions"}, {"var": "mentions"}]}}"#,
            with: #"{"setBadge": {"+": [9000000000000000000, 9000000000000000000]}}"#)
        #expect(model.contains("9000000000000000000"))
        scratch.file("app.json", model)
        scratch.file("p.json", #"{"aps": {"alert": "x"}, "event_type": "message", "channel_id": "c"}"#)
        let run = try Binary.run(["deliver", "p.json", "--app", "app.json", "--state", "active"], directory: scratch.path)
        #expect(run.status == 0)
        #expect(
            run.stdout.contains("[receive: badge stays unset: 1.8e+19 is out of range: a badge is an integer from 0 to 9223372036854775807]"),
            "\(run.stdout)")
    }

    // MARK: - An empty --app (item 19)

    @Test(arguments: ["deliver", "validate", "replay", "route", "open", "scenario"])
    func anEmptyAppPathIsNamedAsSuch(command: String) throws {
        let arguments: [String] =
            switch command {
            case "deliver": ["deliver", Self.payload, "--state", "active", "--app", ""]
            case "validate": ["validate", Self.payload, "--app", ""]
            case "replay": ["replay", "fixtures/apps/genius", "--app", ""]
            case "route": ["route", "genius://conversations/1", "--app", ""]
            case "open": ["open", "genius://conversations/1", "--app", ""]
            default: ["scenario", "fixtures/apps/genius/scenarios", "--app", ""]
            }
        let run = try Binary.run(arguments)
        #expect(run.status == 64, "\(command): \(run.stderr)")
        #expect(!run.stderr.hasPrefix(":"))
        #expect(run.stderr.contains("'--app <app>': the path is empty; give the app model's file, as --app pushsim.json"), "\(command): \(run.stderr)")
    }

    // MARK: - The parser's messages pass through the sanitizer (item 19)

    @Test(arguments: [
        ["deliver", "p.json", "--state", "\u{1B}[31mactive"],
        ["deliver", "p.json", "--state", "active", "--\u{1B}[31mx"],
        ["deliver", "p.json", "--state", "\u{1B}]0;owned\u{07}"],
        ["scenario", "s.scenario.json", "--\u{1B}[2J"],
        ["replay", "x", "--jobs", "\u{1B}[31m"],
        ["\u{1B}[31mdeliver"],
        ["help", "\u{1B}[31mdeliver"],
        ["deliver", "p.json", "--state", "active", "--badge", "\u{9B}31m"],
    ])
    func parserErrorsNeverEchoControlCharacters(arguments: [String]) throws {
        let run = try Binary.run(arguments)
        #expect(run.status == 64, "\(arguments): \(run.stderr)")
        for forbidden in ["\u{1B}", "\u{07}", "\u{9B}"] {
            #expect(!run.stderr.contains(forbidden), "\(arguments): \(run.stderr.debugDescription)")
            #expect(!run.stdout.contains(forbidden))
        }
        #expect(run.stderr.contains(#"\e"#) || run.stderr.contains(#"\u{9B}"#), "\(arguments): \(run.stderr.debugDescription)")
    }

    @Test func helpIsPrintedAsItIs() throws {
        let run = try Binary.run(["deliver", "--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("USAGE: pushsim deliver"))
        #expect(run.stdout.contains("\n  --badge <badge>"))
        #expect(!run.stdout.contains(#"\n"#))
    }
}
