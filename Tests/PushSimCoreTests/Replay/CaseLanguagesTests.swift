import Testing
import TestSupport

@testable import PushSimCore

/// A case's language and its expectations in other languages (docs/localization.md, "Replay
/// and scenarios"): `locale` says which language its own expectations are in, `locales` what
/// another language shows; in another language the words are compared only when stated.
@Suite("Case languages")
struct CaseLanguagesTests {
    @Test func readsAndWritesLocaleAndLocales() throws {
        let tree = TemporaryDirectory()
        tree.file(
            "pushsim.expect.json",
            #"""
            {"schemaVersion": 1, "defaults": {"locale": "en"},
             "cases": {"a.json": {"locale": "de-AT,en", "toast": "Hallo", "locales": {"ru": {"toast": "Привет"}, "ar": {"toast": "مرحبا", "outcome": "toast"}}}}}
            """#)
        let manifest = try ExpectationManifest.load(directory: tree.path)
        let stated = try #require(manifest.case(named: "a.json"))
        #expect(stated.locale == ["de-AT", "en"])
        #expect(stated.locales?["ru"] == ["toast": "Привет"])
        #expect(manifest.defaults.locale == ["en"])
        // Written back with the other delivery keys, `locales` last, its languages in byte order.
        #expect(
            manifest.text().contains(
                #""a.json": {"locale":"de-AT,en","toast":"Hallo","locales":{"ar":{"outcome":"toast","toast":"مرحبا"},"ru":{"toast":"Привет"}}}"#),
            "\(manifest.text())")
    }

    @Test func refusesWhatIsNotALanguageOrAnExpectation() {
        let tree = TemporaryDirectory()
        tree.file(
            "pushsim.expect.json",
            #"{"schemaVersion": 1, "cases": {"a.json": {"locale": "de-AT;en", "locales": {"not a tag": {}, "de": {"toats": "x"}, "ru": "Привет"}}}}"#)
        do {
            _ = try ExpectationManifest.load(directory: tree.path)
            Issue.record("accepted")
        } catch {
            let lines = error.problems.map { DiagnosticText.line($0, file: error.path) }.joined(separator: "\n")
            #expect(lines.contains("locale is a string of language tags"), "\(lines)")
            #expect(lines.contains("[/cases/a.json/locale]"))
            #expect(lines.contains("\"not a tag\" is not a language"))
            #expect(lines.contains("unknown expectation \"toats\" (did you mean \"toast\"?) [/cases/a.json/locales/de/toats]"), "\(lines)")
            #expect(lines.contains("a language's expectations are an object"))
            #expect(error.problems.allSatisfy { $0.position != nil })
        }
    }

    /// In its own language a case is checked as written; in another, `locales` replaces keys
    /// and the own language's words are not compared.
    @Test func theExpectationsOfTheLanguageDelivered() {
        let stated = {
            var stated = ReplayCase(expect: ["outcome": "toast", "toast": "New message"])
            stated.locales = ["de": ["toast": "Neue Nachricht"]]
            return stated
        }()
        #expect(stated.checked(in: "en", own: "en").expect == ["outcome": "toast", "toast": "New message"])
        #expect(stated.checked(in: "de", own: "en").expect == ["outcome": "toast", "toast": "Neue Nachricht"])
        #expect(stated.checked(in: "ru", own: "en").expect == ["outcome": "toast"])
        #expect(stated.checked(in: nil, own: nil).expect == stated.expect)
    }

    /// The languages a run delivers in: `--locales all`'s, else the case's, else `--locale`'s.
    @Test func theLanguagesOfARun() {
        var stated = ReplayCase()
        let entry = WalkEntry(path: "d/a.json")
        #expect(ReplayItem(entry: entry, replayCase: stated, hasCase: true, manifestUsable: true, root: "d").languages(defaults: ["ru"]) == ["ru"])
        #expect(ReplayItem(entry: entry, replayCase: stated, hasCase: true, manifestUsable: true, root: "d").languages(defaults: nil) == [])
        stated.locale = ["de-AT", "en"]
        let item = ReplayItem(entry: entry, replayCase: stated, hasCase: true, manifestUsable: true, root: "d")
        #expect(item.languages(defaults: ["ru"]) == ["de-AT", "en"])
        #expect(item.run(in: "ar").languages(defaults: ["ru"]) == ["ar"])
    }

    /// `--locales all` counts runs and files apart, and each language's passes and failures.
    @Test func theTallyByLanguage() {
        var tally = ReplayTally()
        for (file, localization, status) in [("a.json", "de", ReplayStatus.pass), ("a.json", "en", .pass), ("b.json", "de", .fail), ("b.json", "en", .pass)] {
            var result = ReplayCaseResult(file: file, status: status, verdict: .valid)
            result.localization = localization
            tally.count(result)
        }
        tally.count(ReplayCaseResult(file: "c.json", status: .pass, verdict: .valid))
        #expect(tally.total == 5)
        #expect(tally.files == 3)
        #expect(tally.byLocalization.map { "\($0.localization) \($0.passed)/\($0.failed)" } == ["de 1/1", "en 2/0"])
        #expect(ReplayText.summary(tally).hasPrefix("replayed 5 runs of 3 files: 4 passed, 1 failed"))
        #expect(ReplayText.summary(tally).hasSuffix("; by language: de 1 passed, 1 failed; en 2 passed, 0 failed"))
    }
}
