import Testing

@testable import PushSimCore

@Suite("JSON decoding through jansson")
struct JSONDecodingTests {
    private func decode(_ text: String) throws(JSONDecodeError) -> JSONValue {
        try JSONDecoding.decode(Array(text.utf8))
    }

    private func failure(_ bytes: [UInt8]) -> JSONDecodeError? {
        do {
            _ = try JSONDecoding.decode(bytes)
            return nil
        } catch {
            return error
        }
    }

    private func failure(_ text: String) -> JSONDecodeError? { failure(Array(text.utf8)) }

    @Test func decodesEveryTypeKeepingIntegersApartFromReals() throws {
        let value = try decode(#"{"s":"hé","i":3,"r":3.0,"t":true,"f":false,"n":null,"a":[1,"x"],"o":{"k":-9223372036854775808}}"#)
        let object = try #require(value.objectValue)
        #expect(object["s"] == .string("hé"))
        #expect(object["i"] == .integer(3))
        #expect(object["r"] == .real(3.0))
        #expect(object["t"] == .bool(true))
        #expect(object["f"] == .bool(false))
        #expect(object["n"] == .null)
        #expect(object["a"] == .array([.integer(1), .string("x")]))
        #expect(object["o"] == .object(["k": .integer(Int64.min)]))
    }

    @Test func keepsKeysInDocumentOrder() throws {
        let object = try #require(try decode(#"{"z":1,"a":2,"m":3,"b":4}"#).objectValue)
        #expect(object.keys == ["z", "a", "m", "b"])
    }

    @Test func rejectsDuplicateKeysNamingTheKeyAndItsPlace() {
        let error = failure("{\"aps\":{\"badge\":1,\n  \"b\\u0061dge\":2}}")
        #expect(error?.kind == .duplicateKey("badge"))
        #expect(error?.position?.line == 2)
        #expect(error?.position?.column == 3)
        #expect(error?.reason.contains("\"badge\"") == true)
    }

    @Test func rejectsARawNulEvenAfterACompleteObject() {
        let error = failure(Array("{\"a\":1}".utf8) + [0] + Array("garbage".utf8))
        #expect(error?.kind == .nulByte)
        #expect(error?.position == SourcePosition(line: 1, column: 8, offset: 7))
    }

    /// jansson itself accepts a top-level number followed by a NUL.
    @Test(arguments: ["1", "-2.5", "{\"a\":1}", "\"s\""])
    func rejectsARawNulAfterAnyCompleteValue(text: String) {
        let error = failure(Array(text.utf8) + [0])
        #expect(error?.kind == .nulByte)
        #expect(error?.position?.offset == text.utf8.count)
    }

    @Test func rejectsEscapedNulInsideAString() {
        #expect(failure(#"{"a":"x\u0000y"}"#)?.kind == .escapedNul)
    }

    @Test func rejectsIntegersBeyond64Bits() {
        let error = failure(#"{"badge": 18446744073709551616}"#)
        #expect(error?.kind == .numberOutOfRange)
        #expect(error?.position?.column == 11)
    }

    @Test func acceptsTheInt64Extremes() throws {
        #expect(try decode("[9223372036854775807]") == .array([.integer(Int64.max)]))
    }

    @Test func rejectsNestingPastTheLimitBeforeJanssonSeesIt() {
        let limit = JSONDecoding.maximumDepth
        let deep = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
        let error = failure(deep)
        #expect(error?.kind == .tooDeep(limit: limit))
        #expect(error?.position?.column == limit + 1)
        let atLimit = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect(failure(atLimit) == nil)
    }

    /// jansson accepts up to 2048 levels itself: between the two limits the conversion finds the
    /// depth, and the error still names the first bracket past the limit.
    @Test(arguments: [JSONDecoding.maximumDepth + 1, 1000, 2048])
    func rejectsNestingJanssonAcceptsAtTheBracketPastTheLimit(levels: Int) {
        let limit = JSONDecoding.maximumDepth
        let deep = "\n " + String(repeating: "{\"a\":", count: levels) + "1" + String(repeating: "}", count: levels)
        let error = failure(deep)
        #expect(error?.kind == .tooDeep(limit: limit))
        #expect(error?.position == SourcePosition(line: 2, column: 2 + 5 * limit, offset: 2 + 5 * limit))
    }

    /// What the prescan rejects, the decoder rejects with the prescan's error, whatever jansson
    /// would have said (it accepts `1` followed by a NUL): inputs built from few distinct bytes,
    /// so NULs, brackets and quotes meet often, a quarter of them after a byte-order mark.
    @Test func reportsThePrescansErrorFirstOnRandomInputs() {
        let alphabet: [UInt8] = Array("{}[]\"\\ \na:1,".utf8) + [0, 0xEF, 0xBB, 0xBF, 0xFE, 0xFF]
        let marks: [[UInt8]] = [[0xEF, 0xBB, 0xBF], [0xFE, 0xFF], [0xFF, 0xFE], [0x00, 0x00, 0xFE, 0xFF], [0xFF, 0xFE, 0x00, 0x00]]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(Int.max))
        }
        var rejectedByPrescan = 0
        for _ in 0..<3000 {
            let mark = next() % 4 == 0 ? marks[next() % marks.count] : []
            let bytes = mark + (0..<(next() % 24)).map { _ in alphabet[next() % alphabet.count] }
            let prescanned: JSONDecodeError? = bytes.withUnsafeBytes { buffer in
                do throws(JSONDecodeError) {
                    try JSONPrescan.check(buffer, maximumDepth: JSONDecoding.maximumDepth)
                    return nil
                } catch {
                    return error
                }
            }
            guard let prescanned else { continue }
            rejectedByPrescan += 1
            #expect(failure(bytes) == prescanned, "\(bytes)")
        }
        #expect(rejectedByPrescan > 1000)
    }

    @Test func rejects100000LevelsQuickly() {
        let deep = String(repeating: "{\"a\":", count: 100_000) + "1" + String(repeating: "}", count: 100_000)
        #expect(failure(deep)?.kind == .tooDeep(limit: JSONDecoding.maximumDepth))
    }

    @Test func bracketsInsideStringsDoNotCountAsNesting() throws {
        let text = "{\"a\":\"" + String(repeating: "[", count: 1000) + "\\\"{\"}"
        #expect(try decode(text).objectValue?["a"]?.stringValue?.count == 1002)
    }

    @Test(arguments: [
        ([0xEF, 0xBB, 0xBF] + Array("{}".utf8), "UTF-8"),
        ([0xFE, 0xFF, 0x00, 0x7B, 0x00, 0x7D], "UTF-16BE"),
        ([0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00], "UTF-16LE"),
    ] as [([UInt8], String)])
    func rejectsByteOrderMarks(bytes: [UInt8], mark: String) {
        #expect(failure(bytes)?.kind == .byteOrderMark(mark))
    }

    @Test func namesUTF16WithoutAMarkThroughItsNulBytes() {
        let error = failure([0x7B, 0x00, 0x7D, 0x00])
        #expect(error?.kind == .nulByte)
        #expect(error?.reason.contains("UTF-16") == true)
    }

    @Test func rejectsInvalidUTF8() {
        let error = failure([0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xC3, 0x28, 0x22, 0x7D])
        #expect(error?.kind == .invalidUTF8)
        #expect(error?.position?.line == 1)
    }

    @Test(arguments: ["{} x", "{}{}", "{\"a\":1},", "[1] 2"])
    func rejectsTrailingGarbage(text: String) {
        #expect(failure(text)?.kind == .syntax)
    }

    @Test func tellsEmptyFromWhitespaceOnly() {
        #expect(failure([])?.kind == .empty)
        #expect(failure(" \n\t\r\n")?.kind == .whitespaceOnly)
    }

    @Test(arguments: ["NaN", "{\"a\":Infinity}", "{\"a\":-Infinity}", "{'a':1}", "{\"a\":01}", "{\"a\":1,}"])
    func rejectsWhatIsNotJSON(text: String) {
        #expect(failure(text)?.kind == .syntax)
    }

    @Test func reportsSyntaxErrorsWithLineAndColumn() {
        let error = failure("{\n  \"aps\": {\n    \"badge\": ,\n  }\n}")
        #expect(error?.kind == .syntax)
        #expect(error?.position?.line == 3)
        #expect(error?.position?.column == 14)
    }

    @Test func decodesTopLevelScalarsSoCallersCanSayNotAPayload() throws {
        #expect(try decode("42") == .integer(42))
        #expect(try decode("\"x\"") == .string("x"))
        #expect(try decode("null") == .null)
    }

    @Test func parsesRealsWithADotWhateverTheEnvironmentSays() throws {
        #expect(try decode("[0.5, 1e-3, -2.25E2]") == .array([.real(0.5), .real(0.001), .real(-225)]))
    }
}
