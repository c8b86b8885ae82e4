import Testing

@testable import PushSimCore

/// The specifiers `validate --app` checks `loc-args` against are the ones the formatter fills
/// (docs/localization.md, "Formatting"): `%%` none, `%n$` its argument, the rest in turn.
@Suite("Format specifiers")
struct FormatSpecifiersTests {
    @Test(arguments: [
        ("no specifier", [], 0),
        ("%@ sent %@", [(0, "@"), (1, "@")], 2),
        ("%2$@ before %1$@", [(1, "@"), (0, "@")], 2),
        ("100%% sure, %d left", [(0, "d")], 1),
        ("%1$@ and %1$@ again", [(0, "@"), (0, "@")], 1),
        ("%ld and %lld and %5$@", [(0, "d"), (1, "d"), (4, "@")], 5),
        ("50% off", [], 0),
        ("%", [], 0),
        ("%0$@ is no argument", [], 0),
        ("Привет, %@ — %d 🎉", [(0, "@"), (1, "d")], 2),
    ] as [(String, [(Int, Character)], Int)])
    func theArgumentsAFormatTakes(format: String, uses: [(Int, Character)], count: Int) {
        let found = FormatSpecifiers.uses(in: format)
        #expect(found == uses.map { FormatSpecifiers.Use(argument: $0.0, conversion: $0.1) })
        #expect(FormatSpecifiers.argumentCount(of: found) == count)
    }

    /// The same uses the formatter fills: the text has an argument wherever a use is counted.
    @Test func agreesWithTheFormatter() {
        let format = "%2$@ · %@ · %% · %d"
        #expect(LocalizedText.format(format, arguments: ["a", "b"]) == "b · a · % · b")
        #expect(FormatSpecifiers.uses(in: format).map(\.argument) == [1, 0, 1])
    }

    @Test func numberConversions() {
        let numbers = FormatSpecifiers.uses(in: "%d %u %x %f %g %c").map(\.isNumeric)
        let texts = FormatSpecifiers.uses(in: "%@ %s").map(\.isNumeric)
        #expect(numbers == Array(repeating: true, count: 6))
        #expect(texts == [false, false])
    }
}
