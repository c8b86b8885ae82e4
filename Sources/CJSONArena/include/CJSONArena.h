#ifndef PUSHSIM_CJSONARENA_H
#define PUSHSIM_CJSONARENA_H

#include <stddef.h>

// The allocator pushsim hands jansson (json_set_alloc_funcs; docs/performance.md, "jansson's
// allocations"). It knows nothing of jansson: the pushsim executable installs it at start-up
// (Sources/pushsim/JSONArenaInstallation.swift); the core library never does, and uses the
// arena's whole-tree free only when jansson's allocator is this one.

/// The next slice of this thread's arena, or malloc's memory when the request does not fit.
void *pushsim_json_arena_malloc(size_t size);

/// Gives a slice back to this thread's arena (the arena is free again once every slice is), or
/// memory that came from malloc back to free.
void pushsim_json_arena_free(void *pointer);

/// Starts a tree: forgets the allocations that came from malloc before. Returns 1 when no slice
/// is in use, so that every slice in use after the parse is the new tree's.
int pushsim_json_arena_begin_tree(void);

/// Frees the whole tree begun last at once, and returns 1, when all of it is in the block (no
/// allocation since pushsim_json_arena_begin_tree came from malloc); returns 0, freeing
/// nothing, otherwise. Only for a tree begun when no slice was in use, with nothing else
/// allocated since: the caller then no longer needs jansson's own walk of every node, which
/// only gives each slice back to the arena one by one.
int pushsim_json_arena_free_tree(void);

/// The slices in use on this thread (for tests).
size_t pushsim_json_arena_live(void);

/// 1 when `malloc_function` is pushsim_json_arena_malloc (what json_get_alloc_funcs reports).
int pushsim_json_arena_is_allocator(void *(*malloc_function)(size_t));

/// 0 where jansson should keep malloc: under AddressSanitizer, which then still sees every node.
int pushsim_json_arena_enabled(void);

#endif
