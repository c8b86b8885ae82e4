import Testing
import TestSupport

@testable import PushSimCore

/// `validate --app`: a title, subtitle or body iOS would cut on the lock screen of a 6.1-inch
/// iPhone is a warning saying how much of it shows, language by language where the words come
/// from the app's tables (docs/validation.md, "Truncated text"; docs/preview.md).
@Suite("Truncated text rules")
struct TruncatedTextRuleTests {
    static let long = String(repeating: "Your order from Joe's Pizzeria is on its way. ", count: 5)

    private static func app() throws -> AppModel {
        try appWithTables(
            "Loc",
            files: [
                "Resources/en.lproj/Localizable.strings": #""NEWS" = "%@ posted";"# + "\n" + #""SHORT" = "Hi";"# + "\n",
                "Resources/de.lproj/Localizable.strings":
                    #""NEWS" = "%@ hat einen sehr langen Beitrag veröffentlicht, den Sie lesen sollten";"# + "\n" + #""SHORT" = "Hallo";"# + "\n",
            ])
    }

    private func findings(_ aps: String, languages: [String]? = nil) throws -> [String] {
        var checker = PayloadChecker(app: try Self.app())
        checker.languages = languages
        return checker.check(bytes: Array(#"{"aps": \#(aps)}"#.utf8), source: .path("push.json")).diagnostics
            .map { "\(ReplayActual.finding($0)): \($0.message)" }
    }

    @Test func aLongTitleAndBodyAreCut() throws {
        let found = try findings(#"{"alert": {"title": "\#(Self.long)", "subtitle": "Fine", "body": "\#(Self.long + Self.long)"}}"#)
        #expect(found.count == 2, "\(found)")
        #expect(found[0].hasPrefix("TitleTruncated@/aps/alert/title: the title is cut on the lock screen, 6.1-inch iPhone: "))
        #expect(found[0].hasSuffix(" of 230 characters show; the rest needs a long press (docs/preview.md)"), "\(found[0])")
        #expect(found[1].hasPrefix("BodyTruncated@/aps/alert/body: the body is cut on the lock screen, 6.1-inch iPhone: "))
        #expect(found[1].contains(" of 460 characters show;"))
    }

    /// What fits makes no finding; a plain-string alert is the body.
    @Test func whatFitsIsFine() throws {
        #expect(try findings(#"{"alert": {"title": "Order shipped", "body": "It arrives tomorrow."}}"#).isEmpty)
        let string = try findings(#"{"alert": "\#(Self.long + Self.long)"}"#)
        #expect(string.count == 1)
        #expect(string.first?.hasPrefix("BodyTruncated@/aps/alert: ") == true)
    }

    /// Words from the tables are laid out in each language: German's are cut, English's are not.
    @Test func eachLanguageIsLaidOut() throws {
        let aps = #"{"alert": {"title-loc-key": "NEWS", "title-loc-args": ["Alexandra"]}}"#
        let found = try findings(aps)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasPrefix("TitleTruncated@/aps/alert/title-loc-key: ") == true)
        #expect(found.first?.contains(" characters show in de; ") == true, "\(found)")
        #expect(try findings(aps, languages: ["en-US"]).isEmpty)
        #expect(try findings(aps, languages: ["de-AT"]).first?.contains(" characters show in de; ") == true)
    }

    /// A time-sensitive notification's title has the whole row: it shows more before the cut.
    @Test func timeSensitiveTitlesHaveTheWholeRow() throws {
        func shown(_ aps: String) throws -> Int? {
            guard let finding = try findings(aps).first, let match = finding.firstMatch(of: /: (\d+) of/) else { return nil }
            return Int(match.output.1)
        }
        let plain = try #require(try shown(#"{"alert": {"title": "\#(Self.long)"}}"#))
        let sensitive = try #require(try shown(#"{"alert": {"title": "\#(Self.long)"}, "interruption-level": "time-sensitive"}"#))
        #expect(sensitive > plain)
    }

    /// A critical notification from an app without Apple's entitlement is presented as active
    /// (docs/delivery.md): no label, the time beside its title, as with any other.
    @Test func aCriticalTitleWithoutTheEntitlementSharesTheRowWithTheTime() throws {
        func shown(_ aps: String) throws -> Int? {
            guard let finding = try findings(aps).first(where: { $0.hasPrefix("TitleTruncated") }), let match = finding.firstMatch(of: /: (\d+) of/)
            else { return nil }
            return Int(match.output.1)
        }
        let plain = try #require(try shown(#"{"alert": {"title": "\#(Self.long)"}}"#))
        let critical = try #require(try shown(#"{"alert": {"title": "\#(Self.long)"}, "interruption-level": "critical"}"#))
        #expect(critical == plain)
    }

    /// A silent push shows nothing, so nothing is cut.
    @Test func silentPushesAreNotLaidOut() throws {
        #expect(try findings(#"{"content-available": 1}"#).filter { $0.contains("Truncated") }.isEmpty)
    }
}
