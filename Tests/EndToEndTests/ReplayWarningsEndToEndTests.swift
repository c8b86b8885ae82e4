#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif
import Foundation
import TestSupport
import Testing

/// A valid payload's warnings in a replay — above all the words iOS cuts on the lock screen,
/// laid out as the delivery showed them — under its line, in every output, and `--strict`
/// failing on them (docs/replay.md, "Warnings"; docs/validation.md, "Truncated text").
@Suite("pushsim replay: warnings and truncated text")
struct ReplayWarningsEndToEndTests {
    static let longTitle = "Your order from Joe's Pizzeria on Market Street is on its way to you right now"

    /// cut.json (a title too long for the lock screen, case passes), fits.json (passes, nothing
    /// to say), unchecked/cut.json (no case), fcm/cut.json (an FCM message, no case).
    private func corpus() throws -> String {
        let root = try scratchDirectory("replay-warnings")
        try writeText(
            "{\"aps\": {\"alert\": {\n  \"title\": \"\(Self.longTitle)\",\n  \"body\": \"Ring the bell\"}}}", to: root + "/cut.json")
        try writeText(#"{"aps": {"alert": {"title": "Order shipped", "body": "It arrives tomorrow."}}}"#, to: root + "/fits.json")
        try writeText(
            #"{"schemaVersion": 1, "cases": {"cut.json": {"outcome": "opened"}, "fits.json": {"outcome": "opened"}}}"#,
            to: root + "/pushsim.expect.json")
        try FileManager.default.createDirectory(atPath: root + "/unchecked", withIntermediateDirectories: true)
        try writeText("{\"aps\": {\"alert\": \"\(String(repeating: Self.longTitle + ". ", count: 3))\"}}", to: root + "/unchecked/cut.json")
        try FileManager.default.createDirectory(atPath: root + "/fcm", withIntermediateDirectories: true)
        try writeText(
            "{\"message\": {\"token\": \"abc\",\n  \"notification\": {\"title\": \"\(Self.longTitle)\", \"body\": \"b\"}}}",
            to: root + "/fcm/cut.json")
        return root
    }

    private static let titleWarning =
        "warning: TitleTruncated: the title is cut on the lock screen, 6.1-inch iPhone: 38 of 78 characters show; the rest needs a long press (docs/preview.md)"

    @Test func textShowsTheWarningsUnderEachFileAtTheirPlace() throws {
        let root = try corpus()
        let run = try Binary.run(["replay", root, "--jobs", "1"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdoutLines
        func block(_ file: String) -> [String] {
            guard let start = lines.firstIndex(where: { $0.contains(" \(root)/\(file): ") }) else { return ["missing \(file)"] }
            return Array(lines[(start + 1)...].prefix { $0.hasPrefix("    ") })
        }
        #expect(lines.contains { $0.hasPrefix("PASS \(root)/cut.json: ") })
        #expect(block("cut.json") == ["    \(root)/cut.json:2:12: \(Self.titleWarning) [/aps/alert/title]"])
        #expect(block("fits.json").isEmpty)
        // A plain-string alert is the body; a provider's title is placed at its own key.
        #expect(block("unchecked/cut.json").count == 1)
        #expect(block("unchecked/cut.json").first?.contains("/unchecked/cut.json:1:19: warning: BodyTruncated: the body is cut on the lock screen") == true)
        #expect(block("fcm/cut.json") == ["    \(root)/fcm/cut.json:2:29: \(Self.titleWarning) [/message/notification/title]"])
        // The same place and words as `validate --app` gives, for text not from a table.
        let validate = try Binary.run(["validate", root + "/cut.json", "--app", "fixtures/apps/genius/pushsim.json"])
        #expect(validate.stdoutLines.first == "\(root)/cut.json:2:12: \(Self.titleWarning) [/aps/alert/title]")
    }

    @Test func strictFailsTheFilesWithWarnings() throws {
        let root = try corpus()
        let run = try Binary.run(["replay", root, "--jobs", "1", "--strict"])
        #expect(run.status == 1, "\(run.stdout)")
        let lines = run.stdoutLines
        #expect(lines.contains { $0.hasPrefix("FAIL \(root)/cut.json: ") && $0.hasSuffix("; 1 warning (--strict)") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("PASS \(root)/fits.json: ") })
        #expect(lines.contains("    \(root)/cut.json:2:12: \(Self.titleWarning) [/aps/alert/title]"))
        #expect(run.stderr.contains("replayed 4 files: 1 passed, 3 failed"), "\(run.stderr)")
        let junit = root + "/report.xml"
        _ = try Binary.run(["replay", root, "--jobs", "1", "--strict", "--junit", junit])
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains("<failure type=\"Warnings\" message=\"\(root)/cut.json:2:12: warning: TitleTruncated: "))
        // Judging and recording are two runs.
        let both = try Binary.run(["replay", root, "--strict", "--update"])
        #expect(both.status == 64)
        #expect(both.stderr.contains("--strict judges the payloads and --update records what they do: give one of them"))
    }

    @Test func jsonGithubSarifAndJUnitCarryTheWarnings() throws {
        let root = try corpus()
        let json = try Binary.run(["replay", root + "/cut.json", "--format", "json"])
        let record = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(record["status"] as? String == "pass")
        let diagnostics = try #require(record["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["reason"] as? String == "TitleTruncated")
        #expect(diagnostics.first?["severity"] as? String == "warning")
        #expect(diagnostics.first?["line"] as? Int == 2)
        #expect(diagnostics.first?["column"] as? Int == 12)

        let github = try Binary.run(["replay", root, "--jobs", "1", "--format", "github"])
        #expect(github.status == 0)
        #expect(github.stdoutLines.contains(
            "::warning file=\(root)/cut.json,line=2,col=12,title=TitleTruncated::the title is cut on the lock screen, 6.1-inch iPhone: 38 of 78 characters show; the rest needs a long press (docs/preview.md) [/aps/alert/title]"
        ))
        // A file no case checks is still annotated for its warnings, not with a notice.
        #expect(github.stdoutLines.contains { $0.hasPrefix("::warning file=\(root)/unchecked/cut.json,line=1,col=19,title=BodyTruncated::") })
        #expect(!github.stdout.contains("::notice"))

        let sarif = try Binary.run(["replay", root, "--jobs", "1", "--format", "sarif"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let results = try #require(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let warnings = results.filter { $0["ruleId"] as? String == "TitleTruncated" }
        #expect(warnings.count == 2)
        #expect(warnings.allSatisfy { $0["level"] as? String == "warning" })

        let junit = root + "/report.xml"
        _ = try Binary.run(["replay", root, "--jobs", "1", "--junit", junit])
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains(
            "<testcase classname=\"\(root.split(separator: "/").joined(separator: "."))\" name=\"cut.json\""), "\(xml)")
        #expect(xml.contains("<system-out>\(root)/cut.json:2:12: warning: TitleTruncated: the title is cut"))
        #expect(xml.contains("failures=\"0\" errors=\"0\""))
    }

    /// Under `--locales all` each run lays out its own language's words: only German's are cut.
    @Test func eachLanguageOfTheTablesIsLaidOutInItsRun() throws {
        let root = try scratchDirectory("replay-warnings-locales")
        try writeText(
            #"{"schemaVersion": 3, "app": {"name": "Trips"}, "localization": {"tables": ["Resources/*.lproj/Localizable.strings"], "developmentLanguage": "en"}, "screens": {"Home": {}}, "launch": {"stack": "Home"}}"#,
            to: root + "/pushsim.json")
        for (language, title) in [("en", "Boarding now"), ("de", "Jetzt bitte einsteigen, Ihr Flugzeug nach Frankfurt am Main wartet am Flugsteig")] {
            try FileManager.default.createDirectory(atPath: root + "/Resources/\(language).lproj", withIntermediateDirectories: true)
            try writeText("\"TRIP_TITLE\" = \"\(title)\";\n", to: root + "/Resources/\(language).lproj/Localizable.strings")
        }
        try FileManager.default.createDirectory(atPath: root + "/payloads", withIntermediateDirectories: true)
        try writeText(#"{"aps": {"alert": {"title-loc-key": "TRIP_TITLE", "body": "Gate B22"}}}"#, to: root + "/payloads/trip.json")
        let run = try Binary.run(["replay", root + "/payloads", "--locales", "all", "--jobs", "1"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdoutLines
        let german = try #require(lines.firstIndex { $0.hasPrefix("UNCHECKED \(root)/payloads/trip.json [de]: ") }, "\(lines)")
        #expect(lines[german + 1].hasPrefix("    \(root)/payloads/trip.json:1:37: warning: TitleTruncated: the title is cut on the lock screen, 6.1-inch iPhone: "))
        #expect(lines[german + 1].hasSuffix(" of 79 characters show; the rest needs a long press (docs/preview.md) [/aps/alert/title-loc-key]"))
        let english = try #require(lines.firstIndex { $0.hasPrefix("UNCHECKED \(root)/payloads/trip.json [en]: ") })
        #expect(lines.count == english + 1 || !lines[english + 1].hasPrefix("    "))
        // One language: only that language's words.
        let inEnglish = try Binary.run(["replay", root + "/payloads", "--locale", "en"])
        #expect(!inEnglish.stdout.contains("TitleTruncated"))
        let inGerman = try Binary.run(["replay", root + "/payloads", "--locale", "de-AT"])
        #expect(inGerman.stdout.contains("warning: TitleTruncated"))
    }

    /// Words nobody sees are not laid out: alerts turned off in Settings, a foreground
    /// presentation with neither banner nor list (docs/delivery.md).
    @Test func wordsTheSystemDoesNotDrawAreNotChecked() throws {
        let root = try scratchDirectory("replay-warnings-hidden")
        let payload = "{\"aps\": {\"alert\": {\"title\": \"\(Self.longTitle)\"}}}"
        for name in ["alerts-off.json", "alerts-on.json"] { try writeText(payload, to: root + "/" + name) }
        try writeText(
            #"{"schemaVersion": 1, "cases": {"alerts-off.json": {"authorization": "authorized,alert-off", "outcome": "not-shown"}, "alerts-on.json": {"tap": "none", "outcome": "banner"}}}"#,
            to: root + "/pushsim.expect.json")
        let run = try Binary.run(["replay", root, "--jobs", "1"])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdoutLines.contains { $0.hasPrefix("    \(root)/alerts-on.json:1:29: warning: TitleTruncated: ") }, "\(run.stdout)")
        #expect(!run.stdout.contains("alerts-off.json:1:29: warning"))
        let mattermost = try Binary.run(["replay", "fixtures/apps/mattermost/payloads/channel-message-foreground.json", "--format", "json"])
        #expect(mattermost.stdout.contains("\"presentedAs\":\"sound, badge\""))
        #expect(!mattermost.stdout.contains("Truncated"))
    }

    /// A pipe is read once: its words are still checked, and a cut title is a warning without
    /// a place, never a replay that waits for a second writer.
    @Test func aPipesWarningsHaveNoPlace() throws {
        let root = try scratchDirectory("replay-warnings-fifo")
        let fifo = root + "/piped.json"
        try FileNodes.fifo(fifo)
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/bin/sh")
        writer.arguments = ["-c", "printf '%s' \"$0\" > \"$1\"", "{\"aps\": {\"alert\": {\"title\": \"\(Self.longTitle)\"}}}", fifo]
        try writer.run()
        let run = try Binary.run(["replay", fifo])
        writer.waitUntilExit()
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdoutLines.last == "    \(fifo): \(Self.titleWarning) [/aps/alert/title]", "\(run.stdout)")
    }

    /// The bytes are the same whatever the job count.
    @Test func theWarningsAreTheSameForAnyJobCount() throws {
        let root = try corpus()
        let one = try Binary.run(["replay", root, "--jobs", "1", "--format", "json"])
        let three = try Binary.run(["replay", root, "--jobs", "3", "--format", "json"])
        #expect(one.stdout == three.stdout)
        #expect(one.stdout.contains("TitleTruncated"))
    }

    /// An app that declares Apple's critical-alerts entitlement has it: its critical payloads
    /// are not warned about in a replay, a delivery or a scenario, as `validate --app` does not warn
    /// (docs/app-model.md, "Entitlements").
    @Test func anEntitledAppsCriticalAlertsAreNotWarnedAbout() throws {
        let file = "fixtures/apps/glucose-alarm/payloads/glucose-low-critical.json"
        let replay = try Binary.run(["replay", file, "--format", "json"])
        #expect(replay.status == 0)
        #expect(!replay.stdout.contains("CriticalAlertNeedsEntitlement"), "\(replay.stdout)")
        let deliver = try Binary.run(["deliver", file, "--app", "fixtures/apps/glucose-alarm/pushsim.json", "--state", "background", "--format", "json"])
        #expect(deliver.status == 0)
        #expect(!deliver.stdout.contains("CriticalAlertNeedsEntitlement"))
        // A scenario's pushes, from a file or written in a step, go to its app as well.
        let root = try scratchDirectory("replay-warnings-scenario")
        let payload = try String(contentsOfFile: repositoryRoot + "/" + file, encoding: .utf8)
        try writeText(
            #"{"schemaVersion": 1, "app": "\#(repositoryRoot)/fixtures/apps/glucose-alarm/pushsim.json", "steps": [{"push": "\#(repositoryRoot)/\#(file)"}, {"push": \#(payload)}]}"#,
            to: root + "/critical.scenario.json")
        let scenario = try Binary.run(["scenario", root + "/critical.scenario.json", "--format", "json"])
        #expect(scenario.status == 0, "\(scenario.stdout)")
        #expect(scenario.stdout.contains("\"outcome\":\"banner\""))
        #expect(!scenario.stdout.contains("CriticalAlertNeedsEntitlement"), "\(scenario.stdout)")
        // Without the app, the warning stands.
        let validate = try Binary.run(["validate", file])
        #expect(validate.stdout.contains("CriticalAlertNeedsEntitlement"))
    }
}
