import Testing

@testable import PushSimCore

@Suite("Short strings kept from one document to the next")
struct JSONStringCacheTests {
    private func string(_ cache: JSONStringCache, _ text: String) -> String {
        Array(text.utf8).withUnsafeBufferPointer { cache.string($0) }
    }

    /// Strings of every length up to past the longest kept, each followed by the strings that
    /// differ from it in one byte only (at each place) or in length only: a cached string must
    /// never stand for one whose bytes differ anywhere.
    @Test func everyByteAndTheLengthTellStringsApart() {
        let cache = JSONStringCache()
        for length in 0...20 {
            let base = String(repeating: "a", count: length)
            #expect(string(cache, base) == base)
            #expect(string(cache, base) == base)
            for place in 0..<length {
                var bytes = Array(base.utf8)
                bytes[place] = UInt8(ascii: "b")
                let other = String(decoding: bytes, as: UTF8.self)
                #expect(string(cache, other) == other)
                #expect(string(cache, base) == base)
            }
            #expect(string(cache, base + "a") == base + "a")
            #expect(string(cache, base) == base)
        }
    }

    @Test func multibyteStringsComeBackWhole() {
        let cache = JSONStringCache()
        for text in ["é", "hé", "日本", "🔔 Ding", "ÀÉÎÕÜ", "aaaaaaaaaaaaaé", "ééééééé", "ééééééé1"] {
            #expect(string(cache, text) == text)
            #expect(string(cache, text) == text)
            #expect(string(cache, text).utf8.count == text.utf8.count)
        }
    }

    /// Many more strings than slots: collisions replace entries, and every answer stays right.
    @Test func collisionsOnlyCostACreation() {
        let cache = JSONStringCache()
        let texts = (0..<5000).map { "k\($0 &* 7919 % 100_003)" }
        for _ in 0..<2 {
            for text in texts { #expect(string(cache, text) == text) }
        }
    }

    @Test func decodedDocumentsKeepKeysThatDifferInOneByte() throws {
        for _ in 0..<2 {
            let value = try JSONDecoding.decode(Array(#"{"title-loc-key":1,"title-loc-kex":2,"a":"title-loc-key","b":""}"#.utf8))
            let object = try #require(value.objectValue)
            #expect(object.keys == ["title-loc-key", "title-loc-kex", "a", "b"])
            #expect(object["title-loc-kex"] == .integer(2))
            #expect(object["a"] == .string("title-loc-key"))
            #expect(object["b"] == .string(""))
        }
    }
}
