/// The characters no output of pushsim carries as they are (docs/guarantees.md, "No terminal
/// takeover"): text shows them as `\u{…}` (`TerminalText`), JSON as `\uXXXX` (`JSONWriter`),
/// JUnit XML as `\u{…}` (`JUnitReport`).
enum HiddenCharacters {
    /// - C0 controls, DEL and C1 controls (U+0080–U+009F, among them CSI, U+009B): they start
    ///   escape sequences, move the cursor, ring the bell;
    /// - the bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069):
    ///   they reorder what a reader sees, so text can read differently from what it is;
    /// - the line and paragraph separators (U+2028, U+2029): some viewers and JavaScript
    ///   break the line there, so one line of output would read as two.
    static func contains(_ scalar: Unicode.Scalar) -> Bool {
        contains(value: scalar.value)
    }

    private static func contains(value: UInt32) -> Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        case 0x2028, 0x2029: return true
        default: return false
        }
    }
}
