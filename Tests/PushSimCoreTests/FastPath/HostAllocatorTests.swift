import CJSONArena
import CJansson
import Dispatch
import Testing

@testable import PushSimCore

/// A process that links `PushSimCore` and uses jansson itself keeps jansson's own allocator:
/// only the `pushsim` executable hands jansson the per-thread arena, the library never does
/// (docs/architecture.md, "Speed behind a fence"). Before, the library installed it at its
/// first parse, and a tree the host made on one thread and freed on another reached `free()`
/// as a pointer into an arena block.
@Suite("The host's jansson allocator")
struct HostAllocatorTests {
    /// The allocator jansson has now, as an address to compare.
    static func janssonsMalloc() -> Int {
        var mallocFunction: json_malloc_t?
        var freeFunction: json_free_t?
        json_get_alloc_funcs(&mallocFunction, &freeFunction)
        return unsafeBitCast(mallocFunction, to: Int.self)
    }

    @Test func decodingLeavesJanssonsAllocatorAsTheHostHadIt() throws {
        let before = Self.janssonsMalloc()
        _ = try JSONDecoding.decode(Array(#"{"aps": {"alert": "hi", "badge": 3}, "items": [1, 2.5, "x", null]}"#.utf8))
        // The duplicate-key error parses the key again: a second way into jansson.
        #expect(throws: JSONDecodeError.self) { try JSONDecoding.decode(Array(#"{"a": 1, "a": 2}"#.utf8)) }
        _ = PayloadChecker().check(bytes: Array(#"{"aps": {"alert": "hi"}}"#.utf8), source: .path("p.json"))
        #expect(Self.janssonsMalloc() == before)
        var mallocFunction: json_malloc_t?
        var freeFunction: json_free_t?
        json_get_alloc_funcs(&mallocFunction, &freeFunction)
        #expect(pushsim_json_arena_is_allocator(mallocFunction) == 0)
    }

    /// What the arena could not survive: a tree made on one thread, released on another.
    @Test func aTreeTheHostMakesOnOneThreadIsReleasedOnAnother() throws {
        _ = try JSONDecoding.decode(Array(#"{"warm": [1, 2, 3]}"#.utf8))
        struct Tree: @unchecked Sendable { let root: UnsafeMutablePointer<json_t> }
        var error = json_error_t()
        let root = try #require(json_loads(#"{"host": {"list": [1, 2, 3], "text": "made by the host"}}"#, 0, &error))
        let tree = Tree(root: root)
        DispatchQueue.global().sync { json_decref(tree.root) }
    }
}
