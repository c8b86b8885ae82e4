/// Quotes a word for a POSIX shell only when it needs it, so printed commands can be pasted.
enum ShellQuote {
    static func word(_ text: String) -> String {
        let plain = !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || "._-/+,:@%=".unicodeScalars.contains(scalar)
        }
        return plain ? text : "'" + text.replacing("'", with: #"'\''"#) + "'"
    }
}
