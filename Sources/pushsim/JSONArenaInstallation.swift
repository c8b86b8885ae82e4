import CJSONArena
import CJansson

/// pushsim's own process hands jansson the per-thread arena its trees are allocated from
/// (docs/performance.md, "jansson's allocations"): each tree is parsed, converted and freed
/// within one call on one thread, and the arena frees it whole. Only the executable does this,
/// once, before any thread parses: the core library never changes the allocator of the process
/// that links it (docs/architecture.md, "Speed behind a fence"). Left out under
/// AddressSanitizer, which then sees every node.
enum JSONArenaInstallation {
    static func install() {
        guard pushsim_json_arena_enabled() != 0 else { return }
        json_set_alloc_funcs(pushsim_json_arena_malloc, pushsim_json_arena_free)
    }
}
