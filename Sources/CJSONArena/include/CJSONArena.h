#ifndef PUSHSIM_CJSONARENA_H
#define PUSHSIM_CJSONARENA_H

#include <stddef.h>

// The allocator pushsim hands jansson (json_set_alloc_funcs), docs/performance.md "jansson's
// allocations". It knows nothing of jansson: Sources/PushSimCore/JSON/JSONDecoding.swift, the
// one file that touches jansson, installs it.

/// The next slice of this thread's arena, or malloc's memory when the request does not fit.
void *pushsim_json_arena_malloc(size_t size);

/// Gives a slice back to this thread's arena (the arena is free again once every slice is), or
/// memory that came from malloc back to free.
void pushsim_json_arena_free(void *pointer);

/// 0 where jansson should keep malloc: under AddressSanitizer, which then still sees every node.
int pushsim_json_arena_enabled(void);

#endif
