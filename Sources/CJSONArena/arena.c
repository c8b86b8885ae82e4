// A per-thread arena for the trees jansson builds (docs/performance.md, "jansson's
// allocations"). JSONDecoding parses a buffer, converts the tree and frees it in one synchronous
// call on one thread, so every node of a tree is allocated and freed on the same thread, and all
// of them before the call returns. Each thread keeps one 64 KiB block: an allocation that fits
// is the next 16-byte-aligned slice of it, freeing one lowers a count, and when no slice is in
// use the whole block is free again. What does not fit (documents of more than about 64 KiB)
// comes from malloc and goes back to free, as without the arena. A tree begun on an empty
// block and kept wholly in it can be freed at once, by emptying the block, instead of node by
// node (pushsim_json_arena_free_tree): jansson's own free walks every node, key and hash table
// only to give each slice back. The block is freed when its thread ends. Written in C because
// jansson calls these through function pointers, for every node, and they need thread-local
// storage that costs one instruction to reach.
#include "CJSONArena.h"

#include <pthread.h>
#include <stdlib.h>

enum { arena_capacity = 64 * 1024, arena_alignment = 16 };

typedef struct {
    unsigned char *block;
    size_t used;
    size_t live;
    // Allocations that came from malloc since the last pushsim_json_arena_begin_tree: while
    // there are none, the tree begun is wholly in the block.
    size_t outside;
} arena;

static _Thread_local arena arena_of_thread;
static pthread_key_t block_key;
static pthread_once_t block_key_once = PTHREAD_ONCE_INIT;

// The block goes back to malloc when its thread ends, so a worker thread that exits leaks nothing.
static void make_block_key(void) { (void)pthread_key_create(&block_key, free); }

void *pushsim_json_arena_malloc(size_t size) {
    arena *own = &arena_of_thread;
    size_t rounded = (size + arena_alignment - 1) & ~(size_t)(arena_alignment - 1);
    if (rounded < size || rounded > arena_capacity - own->used) {
        own->outside += 1;
        return malloc(size);
    }
    if (own->block == NULL) {
        own->block = malloc(arena_capacity);
        if (own->block == NULL) {
            own->outside += 1;
            return malloc(size);
        }
        (void)pthread_once(&block_key_once, make_block_key);
        (void)pthread_setspecific(block_key, own->block);
    }
    void *slice = own->block + own->used;
    own->used += rounded;
    own->live += 1;
    return slice;
}

void pushsim_json_arena_free(void *pointer) {
    arena *own = &arena_of_thread;
    unsigned char *bytes = pointer;
    if (own->block != NULL && bytes >= own->block && bytes < own->block + arena_capacity) {
        if (--own->live == 0) own->used = 0;
        return;
    }
    free(pointer);
}

int pushsim_json_arena_begin_tree(void) {
    arena *own = &arena_of_thread;
    own->outside = 0;
    return own->live == 0;
}

int pushsim_json_arena_free_tree(void) {
    arena *own = &arena_of_thread;
    if (own->outside != 0) return 0;
    own->live = 0;
    own->used = 0;
    return 1;
}

size_t pushsim_json_arena_live(void) { return arena_of_thread.live; }

int pushsim_json_arena_is_allocator(void *(*malloc_function)(size_t)) {
    return malloc_function == pushsim_json_arena_malloc;
}

int pushsim_json_arena_enabled(void) {
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
    return 0;
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
    return 0;
#endif
    return 1;
}
