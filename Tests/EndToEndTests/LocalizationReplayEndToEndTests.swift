import Foundation
import PushSimCore
import Testing
import TestSupport

/// Languages in CI, run as a user runs them (docs/localization.md, "Replay and scenarios"):
/// `replay --locales all` over the localized fixtures, whose expected words were derived by
/// hand from their tables (fixtures/localization/*/README.md); a case's `locale` and
/// `locales`; `--locale` on replay, scenario and validate.
@Suite("Localization in replay, scenarios and validate, end to end")
struct LocalizationReplayEndToEndTests {
    /// Every case of the localized fixtures, in every language their tables have.
    @Test func everyLanguageOfTheFixturesPasses() throws {
        let run = try Binary.run(["replay", "fixtures/localization", "fixtures/apps/genius", "--locales", "all"])
        #expect(run.status == 0, "\(run.stdout.split(separator: "\n").filter { !$0.hasPrefix("PASS") })")
        #expect(run.stdout.contains("PASS fixtures/localization/strings-app/payloads/album-2-22.json [ru]: banner \"Новое в вашем альбоме: 2 фотографии и 22 комментария\""))
        #expect(run.stdout.contains("PASS fixtures/localization/catalog-app/payloads/cart-1.json [ar]: banner \"منتج واحد بانتظارك في السلة\""))
        // Genius's scenarios run once each, in their own language.
        let summary = try #require(run.stderr.split(separator: "\n").last.map(String.init))
        #expect(summary.contains("; by language: ar "), "\(summary)")
        #expect(summary.contains("; en 57 passed, 0 failed; ja 48 passed"), "\(summary)")
        #expect(summary.hasSuffix("12 scenarios: 12 passed, 0 failed"), "\(summary)")
        let plain = try Binary.run(["replay", "fixtures/localization"])
        #expect(plain.status == 0)
        #expect(plain.stderr.contains("replayed 24 files: 24 passed"), "\(plain.stderr)")
    }

    private func brokenCopy() throws -> String {
        let directory = try scratchDirectory("locales")
        try FileManager.default.copyItem(atPath: repositoryRoot + "/fixtures/localization/strings-app", toPath: directory + "/app")
        let manifest = directory + "/app/payloads/pushsim.expect.json"
        let text = try String(contentsOfFile: manifest, encoding: .utf8)
        // A translator's slip in the expectation: the German words differ from the table's.
        try writeText(text.replacingOccurrences(of: "\"Willkommen zurück, Sam!\"", with: "\"Willkommen, Sam!\""), to: manifest)
        return directory
    }

    /// A language's failure names the language on its line, in its JSON record and in its
    /// annotation; the summary counts it under that language.
    @Test func aLanguagesFailureSaysWhichLanguage() throws {
        let directory = try brokenCopy()
        let run = try Binary.run(["replay", "app/payloads/welcome-extra-args.json", "--locales", "all"], directory: directory)
        #expect(run.status == 4)
        #expect(run.stdout.contains("FAIL app/payloads/welcome-extra-args.json [de]: banner \"Willkommen zurück, Sam!\", not tapped\n    toast: expected \"Willkommen, Sam!\", got \"Willkommen zurück, Sam!\"\n"), "\(run.stdout)")
        #expect(run.stdout.contains("PASS app/payloads/welcome-extra-args.json [ru]:"))
        #expect(run.stderr.contains("replayed 5 runs of 1 file: 4 passed, 1 failed"), "\(run.stderr)")
        #expect(run.stderr.contains("by language: ar 1 passed, 0 failed; de 0 passed, 1 failed; en 1 passed, 0 failed"), "\(run.stderr)")
        let json = try Binary.run(["replay", "app/payloads/welcome-extra-args.json", "--locales", "all", "--format", "json"], directory: directory)
        let records = try json.stdout.split(separator: "\n").map { try record(String($0)) }
        #expect(records.map { $0["localization"] } == ["ar", "de", "en", "ja", "ru"])
        #expect(records.map { $0["status"] } == ["pass", "fail", "pass", "pass", "pass"])
        let github = try Binary.run(["replay", "app/payloads/welcome-extra-args.json", "--locales", "all", "--format", "github"], directory: directory)
        #expect(github.stdout.contains("::[de] "), "\(github.stdout)")
        // Without --locales all the case runs in its own language only: pt-BR,es → en.
        let own = try Binary.run(["replay", "app/payloads/welcome-extra-args.json"], directory: directory)
        #expect(own.status == 0, "\(own.stdout)")
        #expect(!own.stdout.contains("["))
    }

    /// `--locale` runs every case that names none in the language it chooses, checking that
    /// language's `locales`; a case's own `locale` wins.
    @Test func theLocaleOptionAndACasesOwn() throws {
        let directory = try brokenCopy()
        let german = try Binary.run(["replay", "app/payloads/welcome-extra-args.json", "app/payloads/invite-positional.json", "--locale", "de-CH"], directory: directory)
        #expect(german.status == 0, "\(german.stdout)")
        #expect(german.stdout.contains("PASS app/payloads/invite-positional.json: banner \"Mia hat dich zu „Board games night“ eingeladen\""), "\(german.stdout)")
        // welcome-extra-args.json names pt-BR,es: English, whatever --locale says.
        #expect(german.stdout.contains("PASS app/payloads/welcome-extra-args.json: banner \"Welcome back, Sam!\""), "\(german.stdout)")
    }

    @Test(arguments: [
        ["replay", "fixtures/localization", "--locales", "all", "--update"],
        ["replay", "fixtures/localization", "--locale", "de", "--update"],
        ["replay", "fixtures/localization", "--locale", "de", "--locales", "all"],
        ["replay", "fixtures/localization", "--locales", "every"],
        ["validate", "--locale", "de", "fixtures/localization/strings-app/payloads/greeting.json"],
        ["scenario", "fixtures/apps/genius/scenarios/russian-device.scenario.json", "--locale", "de", "--update"],
    ])
    func optionsThatDoNotGoTogether(arguments: [String]) throws {
        let run = try Binary.run(arguments, environment: ["PUSHSIM_APP": ""])
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    /// A scenario's `start` names the device's languages; `scenario --locale` gives them to
    /// one that does not.
    @Test func aScenariosLanguage() throws {
        let russian = try Binary.run(["scenario", "fixtures/apps/genius/scenarios/russian-device.scenario.json"])
        #expect(russian.status == 0, "\(russian.stdout)")
        #expect(russian.stdout.contains("banner \"Alice — 2 новых сообщения от Alice\""))
        let japanese = try Binary.run(["scenario", "fixtures/apps/genius/scenarios/second-message-suppressed.scenario.json", "--locale", "ja"])
        #expect(japanese.status == 4)
        #expect(japanese.stdout.contains("banner \"Aliceさん — Aliceさんから新しいメッセージが2件届きました\""), "\(japanese.stdout)")
    }

    /// `validate --app --locale` checks the language iOS chooses; without it, every language.
    @Test func validateInOneLanguageOrAll() throws {
        let app = "fixtures/localization/strings-app/pushsim.json"
        let sale = "fixtures/localization/strings-app/payloads/sale-untranslated-in-ja.json"
        let all = try Binary.run(["validate", "--app", app, sale])
        #expect(all.stdout.contains("warning: MissingTranslation: loc-key \"SALE_ENDS\" is missing in ja"), "\(all.stdout)")
        let german = try Binary.run(["validate", "--app", app, sale, "--locale", "de-AT"])
        #expect(german.status == 0)
        #expect(!german.stdout.contains("MissingTranslation"), "\(german.stdout)")
        let japanese = try Binary.run(["validate", "--app", app, sale, "--locale", "ja"])
        #expect(japanese.status == 1)
        #expect(japanese.stdout.contains("error: UnknownLocKey: loc-key \"SALE_ENDS\": ja, the language iOS chooses for ja, does not have it"), "\(japanese.stdout)")
        let meeting = try Binary.run(["validate", "--app", app, "fixtures/localization/strings-app/payloads/meeting-too-few-args.json"])
        #expect(meeting.status == 1)
        #expect(meeting.stdout.contains("error: LocArgsTooFew: loc-key \"MEETING_MOVED\" takes 2 arguments in "), "\(meeting.stdout)")
    }
}
