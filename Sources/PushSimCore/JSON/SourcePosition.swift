/// A place in an input file. Lines and columns count from 1 (columns in characters, as editors
/// show them); the byte offset counts from 0.
public struct SourcePosition: Sendable, Equatable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// "3:14", the form compilers and editors understand after a file name.
    public var description: String { "\(line):\(column)" }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool { lhs.offset < rhs.offset }

    /// The position of `offset` in `bytes`, counting UTF-8 lead bytes as columns.
    public static func of(offset: Int, in bytes: some Collection<UInt8>) -> SourcePosition {
        var line = 1
        var column = 1
        var index = 0
        for byte in bytes {
            if index >= offset { break }
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return SourcePosition(line: line, column: column, offset: offset)
    }

    /// The positions of many offsets, counting lines once up to the last of them.
    static func of(offsets: [Int], in bytes: [UInt8]) -> [Int: SourcePosition] {
        var positions: [Int: SourcePosition] = [:]
        var line = 1
        var column = 1
        var index = 0
        for offset in Set(offsets).sorted() {
            while index < min(offset, bytes.count) {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
                index += 1
            }
            positions[offset] = SourcePosition(line: line, column: column, offset: offset)
        }
        return positions
    }
}
