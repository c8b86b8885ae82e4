import Testing

@testable import PushSimCore

/// `.strings` files read as CoreFoundation's old-style property-list parser reads them
/// (docs/localization.md, "Strings files", which cites CFOldStylePList.c for each rule).
@Suite("Reading .strings files")
struct StringsFileReaderTests {
    private func table(_ text: String) throws -> StringsFileReader.Table {
        try StringsFileReader.read(Array(text.utf8))
    }

    private func mistake(_ bytes: [UInt8]) -> StringsFileReader.Finding? {
        do {
            _ = try StringsFileReader.read(bytes)
            return nil
        } catch {
            return error
        }
    }

    private func mistake(_ text: String) -> StringsFileReader.Finding? { mistake(Array(text.utf8)) }

    /// `text` as UTF-16 with its byte-order mark.
    static func utf16(_ text: String, littleEndian: Bool) -> [UInt8] {
        var bytes: [UInt8] = littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
        for unit in text.utf16 {
            let (low, high) = (UInt8(unit & 0xFF), UInt8(unit >> 8))
            bytes += littleEndian ? [low, high] : [high, low]
        }
        return bytes
    }

    @Test func entriesCommentsAndBothQuotes() throws {
        let read = try table(
            """
            /* The inbox */
            "INBOX_TITLE" = "Inbox"; // a trailing comment
            'NEW_MESSAGE' = 'New message from %@';
            "MULTI" = "two
            lines";
            """)
        #expect(read.values == ["INBOX_TITLE": "Inbox", "NEW_MESSAGE": "New message from %@", "MULTI": "two\nlines"])
        #expect(read.entries.map(\.key) == ["INBOX_TITLE", "NEW_MESSAGE", "MULTI"])
        #expect(read.entries.map(\.position.description) == ["2:1", "3:1", "4:1"])
        #expect(read.warnings.isEmpty)
    }

    /// Unquoted words take letters, digits and `_ $ / : . -`; `"key";` is its own value.
    @Test func unquotedWordsAndTheShortcut() throws {
        let read = try table("greeting = Hello;\nOK;\nsite = https://example.com/a_b-c.d$;")
        #expect(read.values == ["greeting": "Hello", "OK": "OK", "site": "https://example.com/a_b-c.d$"])
        #expect(mistake("greeting = Hello world;")?.message == "missing ';' after the value of \"greeting\" (found 'w'): iOS reads none of this file's strings")
    }

    /// `\a \b \f \n \r \t \v \"`, `\U` with up to four hex digits (a surrogate pair is two),
    /// octal, and any other character standing for itself (`\\`, `\'`, and `\u`, which is the
    /// letter u).
    @Test func escapesAsCoreFoundationReadsThem() throws {
        let read = try table(#""k" = "a\"b\\c\td\nEspa\U00f1ol \Ud83d\Ude00 \101\'\u0041";"#)
        #expect(read.values["k"] == "a\"b\\c\td\nEspañol 😀 A'u0041")
        #expect(read.warnings.map(\.message) == [#"\u is not an escape in a strings file: it is the letter u; write \U and 4 hex digits"#])
        #expect(read.warnings.first?.position.description == "1:52")
        #expect(try table(#""k" = "\U41z";"#).values["k"] == "Az")
        // Three octal digits at most, kept to a byte as CF keeps them: \400 is U+0000.
        #expect(try table(#""k" = "\1015\400";"#).values["k"] == "A5\u{0}")
    }

    /// A key given twice keeps its last value, as CF's dictionary does, with a warning naming both.
    @Test func aDuplicateKeyKeepsTheLaterValue() throws {
        let read = try table("\"a\" = \"1\";\n\"b\" = \"2\";\n\"a\" = \"3\";")
        #expect(read.values == ["a": "3", "b": "2"])
        #expect(read.warnings.map(\.message) == [#""a" is given again (first on line 1): iOS keeps this later value"#])
        #expect(read.warnings.first?.position.description == "3:1")
    }

    /// The semicolon is required after every entry, the last too: without it CF reads nothing.
    @Test(arguments: [
        ("\"a\" = \"1\"\n\"b\" = \"2\";", "2:1", "missing ';' after the value of \"a\" (found '\"'): iOS reads none of this file's strings"),
        ("\"a\" = \"1\";\n\"b\" = \"2\"", "2:10", "missing ';' after the value of \"b\" (found the end of the file): iOS reads none of this file's strings"),
        ("\"a\" = \"1;\n", "1:7", "the quoted string is not closed: \" expected before the end of the file"),
        ("\"a\" : \"1\";", "1:5", "expected ';' or '=' after the key \"a\", found ':'"),
        ("= \"1\";", "1:1", "unexpected '=' where a key should start (quote it: \"key\" = \"value\";)"),
        ("\"a\" = \"x\\", "1:9", "a backslash ends the file: the escape is unfinished"),
        ("{ \"a\" = \"1\"; } junk", "1:16", "junk after the closing brace: a strings file is one set of entries"),
        ("\"a\" = \"\\200\";", "1:8", "the octal escape is above \\177, a NeXTSTEP Latin character pushsim does not map: write it as \\U and 4 hex digits"),
    ])
    func aMistakeIsPlacedAndNamed(text: String, place: String, message: String) {
        let found = mistake(text)
        #expect(found?.position.description == place)
        #expect(found?.message == message)
    }

    /// CR, LF and CRLF each end one line, as CF counts lines in its messages.
    @Test func crlfLinesAreCountedOnce() {
        #expect(mistake("\"a\" = \"1\";\r\n\"b\" = \"2\"\r\n\"c\" = \"3\";")?.position.description == "3:1")
        #expect(mistake("\"a\" = \"1\";\r\"b\" = ?;")?.position.description == "2:7")
    }

    /// Braces around the entries, an empty file of comments, and a value that is not a string.
    @Test func theOtherShapesCoreFoundationTakes() throws {
        #expect(try table("{ \"a\" = \"1\"; }").values == ["a": "1"])
        #expect(try table("// nothing yet\n/* at all */").entries.isEmpty)
        let nested = try table("\"list\" = (\"x\", {\"k\" = \"v\";}, <0fa1>);\n\"a\" = \"1\";")
        #expect(nested.values == ["a": "1"])
        #expect(nested.warnings.map(\.message) == [#"the value of "list" is not a string: iOS shows the key"#])
        let open = try table("\"a\" = \"1\"; /* never closed \"b\" = \"2\";")
        #expect(open.values == ["a": "1"])
        #expect(open.warnings.map(\.message) == ["the comment is not closed: everything after it is part of it"])
    }

    /// UTF-16 with a byte-order mark (either order), UTF-8 with or without one; UTF-16 without
    /// one is refused, as CF mis-reads it; a zero-length file cannot be parsed.
    @Test func encodingsByTheirByteOrderMark() throws {
        let text = "\"ключ\" = \"значение 😀\";\r\n"
        let little = Self.utf16(text, littleEndian: true)
        let big = Self.utf16(text, littleEndian: false)
        let withMark: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        for bytes in [little, big, withMark, Array(text.utf8)] {
            #expect(try StringsFileReader.read(bytes).values == ["ключ": "значение 😀"])
        }
        #expect(try StringsFileReader.read(little).encoding == .utf16LittleEndian)
        let bomless = Array(little.dropFirst(2))
        #expect(mistake(bomless)?.message.hasPrefix("UTF-16 without a byte-order mark") == true)
        #expect(mistake([])?.message == "the file is empty: CoreFoundation cannot parse zero-length data")
        #expect(mistake([0x22, 0x61, 0x22, 0x3D, 0x22, 0xC3, 0x28, 0x22, 0x3B])?.position.offset == 5)
    }

    /// A mistake after a UTF-16 text is placed in characters, at the byte offset of the file.
    @Test func aMistakeInUTF16IsPlacedInCharacters() {
        let text = "\"é\" = \"1\";\n\"b\" = 2 3;"
        let bytes = Self.utf16(text, littleEndian: true)
        let found = mistake(bytes)
        #expect(found?.position.description == "2:9")
        #expect(found?.position.offset == 2 + 2 * 19)
    }

    /// Memory and time in proportion to the file: 20,000 entries and 600-deep nesting.
    @Test func largeAndDeepFiles() throws {
        let many = (0..<20_000).map { "\"key\($0)\" = \"value \($0)\";" }.joined(separator: "\n")
        let read = try table(many)
        #expect(read.entries.count == 20_000)
        #expect(read.entries.last?.position.description == "20000:1")
        let deep = "\"a\" = " + String(repeating: "(", count: 600) + String(repeating: ")", count: 600) + ";"
        #expect(mistake(deep)?.message == "more than 512 nested dictionaries or arrays")
    }
}
