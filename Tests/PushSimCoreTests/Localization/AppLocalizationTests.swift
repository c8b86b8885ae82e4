#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Testing
import TestSupport

@testable import PushSimCore

/// An app's tables found and merged as iOS finds them for one language (docs/localization.md,
/// "The app's tables"): file by file, the `.stringsdict` over the `.strings`, no key taken from
/// another language.
@Suite("The app's tables")
struct AppLocalizationTests {
    private func writeBytes(_ bytes: [UInt8], to path: String) {
        let handle = fopen(path, "wb")!
        _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, handle) }
        fclose(handle)
    }

    private func app() -> TemporaryDirectory {
        let directory = TemporaryDirectory()
        directory.file("Resources/en.lproj/Localizable.strings", "\"GREETING\" = \"Hello %@\";\n\"ONLY_EN\" = \"English only\";\n")
        directory.file("Resources/Base.lproj/Localizable.strings", "\"GREETING\" = \"Base hello\";\n")
        directory.file(
            "Resources/ru.lproj/Localizable.stringsdict",
            """
            <plist><dict><key>UNREAD</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>one</key><string>%d сообщение</string><key>few</key><string>%d сообщения</string><key>many</key><string>%d сообщений</string><key>other</key><string>%d сообщения</string></dict></dict></dict></plist>
            """)
        directory.directory("Resources/de.lproj")
        writeBytes(StringsFileReaderTests.utf16("\"GREETING\" = \"Hallo %@\";\r\n", littleEndian: true), to: directory.path + "/Resources/de.lproj/Localizable.strings")
        directory.file("Resources/fr.lproj/Localizable.strings", "\"GREETING\" = \"Bonjour %@\"\n\"OTHER\" = \"x\";\n")
        directory.file("Resources/en.lproj/InfoPlist.strings", "\"CFBundleName\" = \"App\";\n")
        directory.file(
            "Catalog/Localizable.xcstrings",
            #"{"sourceLanguage": "en", "strings": {"GREETING": {"localizations": {"ja": {"stringUnit": {"state": "translated", "value": "こんにちは %@"}}}}}}"#)
        return directory
    }

    private func load(_ directory: TemporaryDirectory, _ patterns: [String] = ["Resources/*.lproj/*.strings*", "Catalog/*.xcstrings"]) -> AppLocalization {
        AppLocalization.load(patterns: patterns, relativeTo: directory.path, developmentLanguage: "en")
    }

    @Test func eachLanguageReadsItsOwnFiles() {
        let directory = app()
        let tables = load(directory)
        #expect(tables.localizations == ["de", "en", "fr", "ja", "ru"])
        #expect(tables.lookup("GREETING", in: "de") == .plain("Hallo %@", path: directory.path + "/Resources/de.lproj/Localizable.strings", position: SourcePosition(line: 1, column: 1, offset: 2)))
        if case .plain(let text, _, _) = tables.lookup("GREETING", in: "ja") { #expect(text == "こんにちは %@") } else { Issue.record("ja") }
        if case .plural(let format, _, _) = tables.lookup("UNREAD", in: "ru") { #expect(format.variables["n"]?.forms[.few] == "%d сообщения") } else { Issue.record("ru") }
    }

    /// No per-key fallback: a key German lacks is missing in German, though English has it.
    @Test func aMissingKeyIsNotTakenFromAnotherLanguage() {
        let tables = load(app())
        #expect(tables.lookup("ONLY_EN", in: "de") == .missing)
        #expect(tables.lookup("ONLY_EN", in: "en") != .missing)
    }

    /// A language without a `.strings` file reads Base's (the file, not each key): Russian has
    /// only a `.stringsdict`.
    @Test func aLanguageWithoutAFileReadsBases() {
        let directory = app()
        let tables = load(directory)
        if case .plain(let text, let path, _) = tables.lookup("GREETING", in: "ru") {
            #expect(text == "Base hello")
            #expect(path.hasSuffix("Base.lproj/Localizable.strings"))
        } else {
            Issue.record("ru GREETING")
        }
        #expect(tables.lookup("ONLY_EN", in: "ru") == .missing)
    }

    /// A table iOS cannot parse gives nothing, its error at its place; a file that is not the
    /// Localizable table is named as one iOS never reads for a push.
    @Test func problemsNameTheFileAndPlace() {
        let directory = app()
        let tables = load(directory)
        #expect(tables.lookup("GREETING", in: "fr") == .missing)
        let descriptions = tables.problems.map { $0.description.replacingPath(directory.path) }
        #expect(descriptions == [
            "Resources/en.lproj/InfoPlist.strings: error: not the Localizable table: iOS looks a push's loc-key up in Localizable only",
            "Resources/fr.lproj/Localizable.strings:2:1: error: missing ';' after the value of \"GREETING\" (found '\"'): iOS reads none of this file's strings",
        ])
        let nothing = load(directory, ["Missing/*.lproj/Localizable.strings"])
        #expect(nothing.problems.map(\.message) == ["the pattern matches no file"])
        #expect(nothing.localizations.isEmpty)
    }

    /// The language a device shows, from its preferred languages and these localizations.
    @Test func theLanguageIsChosenAmongTheTables() {
        let tables = load(app())
        #expect(tables.choose(preferred: ["de-AT"]).localization == "de")
        #expect(tables.choose(preferred: ["sv"]).localization == "en")
        #expect(tables.choose(preferred: ["ja-JP", "en"]).localization == "ja")
    }
}

extension String {
    fileprivate func replacingPath(_ directory: String) -> String {
        hasPrefix(directory + "/") ? String(dropFirst(directory.count + 1)) : self
    }
}
