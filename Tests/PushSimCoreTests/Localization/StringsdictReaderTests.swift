import Testing

@testable import PushSimCore

/// `.stringsdict` files: XML property lists as CoreFoundation's XML parser reads them, and the
/// plural entries Apple's "Stringsdict File Format" describes (docs/localization.md,
/// "Stringsdict files").
@Suite("Reading .stringsdict files")
struct StringsdictReaderTests {
    static let unread = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>UNREAD_COUNT</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%#@messages@ in %@</string>
                <key>messages</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key>
                    <string>d</string>
                    <key>one</key>
                    <string>%d new message</string>
                    <key>other</key>
                    <string>%d new messages &amp; more</string>
                </dict>
            </dict>
        </dict>
        </plist>
        """

    private func read(_ text: String) throws -> StringsdictReader.Table { try StringsdictReader.read(Array(text.utf8)) }

    private func mistake(_ text: String) -> StringsFileReader.Finding? {
        do {
            _ = try StringsdictReader.read(Array(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func anEntryWithItsVariable() throws {
        let table = try read(Self.unread)
        let entry = try #require(table.entries.first)
        #expect(entry.key == "UNREAD_COUNT")
        #expect(entry.position.description == "5:5")
        #expect(entry.plural.format == "%#@messages@ in %@")
        #expect(entry.plural.variables["messages"] == PluralVariable(valueType: "d", forms: [.one: "%d new message", .other: "%d new messages & more"]))
        #expect(table.warnings.isEmpty)
    }

    /// CDATA, character references, comments between and inside elements, `<true/>`.
    @Test func theXMLCoreFoundationTakes() throws {
        let text = """
            <plist version="1.0"><!-- c --><dict>
            <key>K</key><dict><key>NSStringLocalizedFormatKey</key><string><![CDATA[<%#@n@>]]>&#x41;&#66;<!-- x --></string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>other</key><string>many</string><key>flag</key><true/></dict></dict></dict></plist>
            """
        let table = try read(text)
        #expect(table.entries.first?.plural.format == "<%#@n@>AB")
        #expect(table.warnings.map(\.message) == [#""K": n.flag is a boolean, not a string"#])
    }

    /// What iOS would not use is a warning at its line: no `other`, a variable the format names
    /// but does not define, a rule type other than plural, a category that is none.
    @Test func warningsAtTheirPlace() throws {
        let text = """
            <plist><dict>
            <key>A</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@x@ %#@y@</string>
            <key>x</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>one</key><string>1</string><key>several</key><string>s</string></dict>
            </dict>
            <key>B</key><dict><key>other</key><string>no format</string></dict>
            </dict></plist>
            """
        let table = try read(text)
        #expect(table.entries.map(\.key) == ["A"])
        #expect(table.warnings.map(\.message) == [
            #""A": the format uses %#@y@, which has no dictionary here"#,
            #""A": x has no "other" form, the one every number can fall to"#,
            #""A": x has "several", which is no plural category (zero, one, two, few, many, other)"#,
            #""B" has no NSStringLocalizedFormatKey string: iOS shows the key"#,
        ])
        #expect(table.warnings.map(\.position.line) == [2, 3, 3, 5])
    }

    @Test(arguments: [
        ("<plist><dict><string>x</string></dict></plist>", "1:14", "found non-key inside <dict>: each value follows its <key>"),
        ("<plist><dict><key>K</key></dict></plist>", "1:14", "value missing for the key \"K\" inside <dict>"),
        ("<plist><dict><key>K</key><strin>x</strin></dict></plist>", "1:26", "unknown element <strin>: a property list has dict, key, string, array, integer, real, true, false, date and data"),
        ("<plist><dict><key>K</key><string>a & b</string></dict></plist>", "1:36", "'&' that begins no entity: write it as &amp;"),
        ("<plist><dict><key>K</key><string>x</dict></plist>", "1:35", "an element inside <string>, which holds text only (write '<' as &lt;)"),
        ("<plist><dict>", "1:14", "expected </dict> before the end of the file"),
        ("<plist><array/></plist>", "1:8", "the property list is an array; a stringsdict is a dictionary of entries"),
        ("<plist><dict/></plist> x", "1:24", "junk after the property list"),
    ])
    func aMistakeIsPlacedAndNamed(text: String, place: String, message: String) {
        let found = mistake(text)
        #expect(found?.position.description == place)
        #expect(found?.message == message)
    }

    /// A key given twice keeps its last value, as CF's dictionary does.
    @Test func aDuplicateKeyKeepsTheLaterValue() throws {
        func entry(_ form: String) -> String {
            """
            <key>K</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>other</key><string>\(form)</string></dict></dict>
            """
        }
        let table = try read("<plist><dict>\n" + entry("FIRST") + "\n" + entry("LATER") + "\n</dict></plist>")
        #expect(table.entries.map(\.key) == ["K"])
        #expect(table.entries.first?.plural.variables["n"]?.forms[.other] == "LATER")
        #expect(table.warnings.map(\.message) == [#""K" is given again in its dictionary: iOS keeps this later value"#])
    }

    /// A thousand levels of nesting is refused, not a stack overflow.
    @Test func deepNestingIsRefused() {
        let deep = "<plist>" + String(repeating: "<array>", count: 1000) + String(repeating: "</array>", count: 1000) + "</plist>"
        #expect(mistake(deep)?.message == "more than 512 nested dictionaries or arrays")
    }
}
