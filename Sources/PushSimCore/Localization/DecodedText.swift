/// The text of a property-list file as CoreFoundation decodes it before parsing: its
/// byte-order mark decides UTF-32, UTF-16 or UTF-8; without one, a NUL among the first two bytes
/// means BOM-less UTF-16, which CoreFoundation mis-reads; anything else is UTF-8
/// (docs/localization.md, "How a table file is read").
struct DecodedText {
    enum Encoding: String, Sendable {
        case utf8 = "UTF-8"
        case utf16LittleEndian = "UTF-16LE"
        case utf16BigEndian = "UTF-16BE"
        case utf32LittleEndian = "UTF-32LE"
        case utf32BigEndian = "UTF-32BE"
    }

    let scalars: [Unicode.Scalar]
    let encoding: Encoding
    /// The byte-order mark's length, in bytes.
    let markLength: Int

    /// Why the bytes are not text CoreFoundation reads, at a byte offset.
    struct Failure: Error, Sendable {
        let reason: String
        let offset: Int
    }

    init(_ bytes: [UInt8]) throws(Failure) {
        guard !bytes.isEmpty else {
            throw Failure(reason: "the file is empty: CoreFoundation cannot parse zero-length data", offset: 0)
        }
        let starts = { (prefix: [UInt8]) in bytes.count >= prefix.count && bytes.starts(with: prefix) }
        if bytes.count > 4, starts([0x00, 0x00, 0xFE, 0xFF]) {
            (encoding, markLength) = (.utf32BigEndian, 4)
        } else if bytes.count > 4, starts([0xFF, 0xFE, 0x00, 0x00]) {
            (encoding, markLength) = (.utf32LittleEndian, 4)
        } else if starts([0xEF, 0xBB, 0xBF]) {
            (encoding, markLength) = (.utf8, 3)
        } else if starts([0xFF, 0xFE]) {
            (encoding, markLength) = (.utf16LittleEndian, 2)
        } else if starts([0xFE, 0xFF]) {
            (encoding, markLength) = (.utf16BigEndian, 2)
        } else if bytes[0] == 0 || (bytes.count > 1 && bytes[1] == 0) {
            throw Failure(
                reason: "UTF-16 without a byte-order mark: iOS reads it as big-endian and drops its first character, so the table does not parse; save it as UTF-8, or UTF-16 with a BOM",
                offset: 0)
        } else {
            (encoding, markLength) = (.utf8, 0)
        }
        scalars = try Self.decode(bytes[markLength...], encoding)
    }

    private static func decode(_ body: ArraySlice<UInt8>, _ encoding: Encoding) throws(Failure) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(encoding == .utf8 ? body.count : body.count / 2)
        switch encoding {
        case .utf8:
            var decoder = UTF8()
            var iterator = body.makeIterator()
            var offset = body.startIndex
            loop: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar):
                    scalars.append(scalar)
                    offset += scalar.utf8.count
                case .emptyInput: break loop
                case .error: throw Failure(reason: "not valid UTF-8 (nor does it start with a UTF-16 byte-order mark)", offset: offset)
                }
            }
        case .utf16LittleEndian, .utf16BigEndian:
            guard body.count % 2 == 0 else { throw Failure(reason: "\(encoding.rawValue) text of an odd number of bytes", offset: body.endIndex - 1) }
            let little = encoding == .utf16LittleEndian
            var units: [UInt16] = []
            units.reserveCapacity(body.count / 2)
            var index = body.startIndex
            while index < body.endIndex {
                let (first, second) = (UInt16(body[index]), UInt16(body[index + 1]))
                units.append(little ? first | second << 8 : first << 8 | second)
                index += 2
            }
            var decoder = UTF16()
            var iterator = units.makeIterator()
            var unit = 0
            loop: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar):
                    scalars.append(scalar)
                    unit += scalar.utf16.count
                case .emptyInput: break loop
                case .error: throw Failure(reason: "\(encoding.rawValue) with an unpaired surrogate", offset: body.startIndex + 2 * unit)
                }
            }
        case .utf32LittleEndian, .utf32BigEndian:
            guard body.count % 4 == 0 else { throw Failure(reason: "\(encoding.rawValue) text whose length is not a multiple of 4 bytes", offset: body.endIndex - 1) }
            var index = body.startIndex
            while index < body.endIndex {
                let bytes = (0..<4).map { UInt32(body[index + $0]) }
                let value = encoding == .utf32LittleEndian
                    ? bytes[0] | bytes[1] << 8 | bytes[2] << 16 | bytes[3] << 24 : bytes[0] << 24 | bytes[1] << 16 | bytes[2] << 8 | bytes[3]
                guard let scalar = Unicode.Scalar(value) else { throw Failure(reason: "\(encoding.rawValue) with an invalid code point", offset: index) }
                scalars.append(scalar)
                index += 4
            }
        }
        return scalars
    }

    /// The line:column and byte offset of each scalar index, in one walk of the text: CR, LF
    /// and CRLF each end a line, as CoreFoundation counts them in its messages; columns count
    /// characters from 1.
    func positions(ofScalars indices: [Int]) -> [Int: SourcePosition] {
        var positions: [Int: SourcePosition] = [:]
        positions.reserveCapacity(indices.count)
        var line = 1
        var column = 1
        var offset = markLength
        var previous: Unicode.Scalar?
        var cursor = 0
        for target in Set(indices).sorted() {
            while cursor < min(target, scalars.count) {
                let scalar = scalars[cursor]
                if scalar == "\n" {
                    if previous != "\r" { line += 1 }
                    column = 1
                } else if scalar == "\r" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
                switch encoding {
                case .utf8: offset += scalar.utf8.count
                case .utf16LittleEndian, .utf16BigEndian: offset += scalar.utf16.count * 2
                case .utf32LittleEndian, .utf32BigEndian: offset += 4
                }
                previous = scalar
                cursor += 1
            }
            positions[target] = SourcePosition(line: line, column: column, offset: offset)
        }
        return positions
    }

    func position(ofScalar index: Int) -> SourcePosition {
        positions(ofScalars: [index])[index]!
    }
}
