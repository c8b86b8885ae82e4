import CJSONArena
import Dispatch
import Foundation
import Testing
import TestSupport

@testable import PushSimCore

/// The per-thread arena jansson allocates its trees from (Sources/CJSONArena,
/// docs/performance.md, "jansson's allocations").
@Suite("jansson's per-thread arena")
struct JSONArenaTests {
    /// Every slice is 16-byte aligned, slices do not overlap, and once all are given back the
    /// next one starts the block again.
    @Test func slicesAreAlignedApartAndTheBlockIsReusedOnceAllAreFree() throws {
        let first = try #require(pushsim_json_arena_malloc(24))
        let second = try #require(pushsim_json_arena_malloc(8))
        let third = try #require(pushsim_json_arena_malloc(1))
        for slice in [first, second, third] { #expect(Int(bitPattern: slice) % 16 == 0) }
        #expect(second - first == 32)
        #expect(third - second == 16)
        first.initializeMemory(as: UInt8.self, repeating: 0xA1, count: 24)
        second.initializeMemory(as: UInt8.self, repeating: 0xB2, count: 8)
        #expect(first.load(fromByteOffset: 23, as: UInt8.self) == 0xA1)
        pushsim_json_arena_free(second)
        pushsim_json_arena_free(first)
        // One slice is still in use: the block is not reused yet.
        let fourth = try #require(pushsim_json_arena_malloc(16))
        #expect(fourth - third == 16)
        pushsim_json_arena_free(third)
        pushsim_json_arena_free(fourth)
        let again = try #require(pushsim_json_arena_malloc(40))
        #expect(again == first)
        pushsim_json_arena_free(again)
    }

    /// What does not fit in the block comes from malloc, goes back to free, and leaves the
    /// block's slices as they were.
    @Test func whatDoesNotFitComesFromMalloc() throws {
        let inBlock = try #require(pushsim_json_arena_malloc(64))
        let large = try #require(pushsim_json_arena_malloc(200_000))
        #expect(abs(large - inBlock) >= 64 * 1024)
        large.initializeMemory(as: UInt8.self, repeating: 7, count: 200_000)
        var slices: [UnsafeMutableRawPointer] = []
        for _ in 0..<80 { slices.append(try #require(pushsim_json_arena_malloc(1000))) }
        let inArena = slices.filter { $0 - inBlock >= 0 && $0 - inBlock < 64 * 1024 }
        #expect(inArena.count == 64, "the 64 KiB block holds 64 slices of 1,008 bytes after the first 64 bytes")
        for slice in slices { slice.initializeMemory(as: UInt8.self, repeating: 1, count: 1000) }
        #expect(large.load(fromByteOffset: 199_999, as: UInt8.self) == 7)
        pushsim_json_arena_free(large)
        for slice in slices.reversed() { pushsim_json_arena_free(slice) }
        pushsim_json_arena_free(inBlock)
        let again = try #require(pushsim_json_arena_malloc(8))
        #expect(again == inBlock)
        pushsim_json_arena_free(again)
    }

    /// A document whose tree outgrows the block decodes as a small one does, twice in a row,
    /// and each decoding, of either size, leaves no slice in use.
    @Test func aDocumentLargerThanTheBlockDecodesWhole() throws {
        let strings = (0..<6000).map { "value number \($0) of a long array" }
        let text = "{\"aps\":{\"alert\":\"x\"},\"list\":[" + strings.map { "\"\($0)\"" }.joined(separator: ",") + "]}"
        let small = Array(#"{"aps":{"alert":"x"},"list":["a",1,{"b":[true]}]}"#.utf8)
        for _ in 0..<2 {
            let value = try JSONDecoding.decode(Array(text.utf8))
            let list = try #require(value.objectValue?["list"]?.arrayValue)
            #expect(list == strings.map { JSONValue.string($0) })
            #expect(pushsim_json_arena_live() == 0)
            #expect(try JSONDecoding.decode(small) == ["aps": ["alert": "x"], "list": ["a", 1, ["b": [true]]]])
            #expect(pushsim_json_arena_live() == 0)
        }
    }

    /// A tree begun on an empty arena and kept in the block is freed at once, and the block is
    /// whole again; a tree begun while a slice was in use is not the only one in the block; a
    /// tree part of which came from malloc is not freed at once (jansson's walk frees it).
    @Test func aTreeWhollyInTheBlockIsFreedAtOnceAndNoOtherIs() throws {
        #expect(pushsim_json_arena_begin_tree() == 1)
        let first = try #require(pushsim_json_arena_malloc(24))
        _ = try #require(pushsim_json_arena_malloc(100))
        #expect(pushsim_json_arena_live() == 2)
        #expect(pushsim_json_arena_free_tree() == 1)
        #expect(pushsim_json_arena_live() == 0)
        let again = try #require(pushsim_json_arena_malloc(8))
        #expect(again == first)

        // `again` is still in use.
        #expect(pushsim_json_arena_begin_tree() == 0)
        pushsim_json_arena_free(again)

        #expect(pushsim_json_arena_begin_tree() == 1)
        let inBlock = try #require(pushsim_json_arena_malloc(16))
        let large = try #require(pushsim_json_arena_malloc(200_000))
        #expect(pushsim_json_arena_free_tree() == 0)
        #expect(pushsim_json_arena_live() == 1)
        pushsim_json_arena_free(large)
        pushsim_json_arena_free(inBlock)
        #expect(pushsim_json_arena_live() == 0)

        // A new tree forgets the malloc of the one before.
        #expect(pushsim_json_arena_begin_tree() == 1)
        _ = try #require(pushsim_json_arena_malloc(16))
        #expect(pushsim_json_arena_free_tree() == 1)
    }

    /// Every fixture payload decoded on four threads at once gives what it gives on one.
    @Test func threadsDecodingAtOnceGetTheirOwnTrees() throws {
        // The readable ones: fixtures/ also holds a dangling link, on purpose.
        let readable = try FileManager.default.subpathsOfDirectory(atPath: repositoryRoot + "/fixtures")
            .filter { $0.hasSuffix(".json") || $0.hasSuffix(".apns") }.sorted()
            .compactMap { file in
                (try? readRepositoryBytes("fixtures/" + file)).map { (file, $0) }
            }
        let files = readable.map(\.0)
        let documents = readable.map(\.1)
        let expected = documents.map { try? JSONDecoding.decode($0) }
        #expect(expected.count > 100)
        let mismatches = Mismatches()
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for round in 0..<3 {
                for index in documents.indices where (index + thread + round) % 2 == 0 {
                    if (try? JSONDecoding.decode(documents[index])) != expected[index] { mismatches.add(files[index]) }
                }
            }
        }
        #expect(mismatches.all.isEmpty)
    }

    final class Mismatches: @unchecked Sendable {
        private let lock = NSLock()
        private var files: [String] = []
        func add(_ file: String) { lock.withLock { files.append(file) } }
        var all: [String] { lock.withLock { files } }
    }
}
