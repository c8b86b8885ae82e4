#ifndef PUSHSIM_CJANSSON_SHIM_H
#define PUSHSIM_CJANSSON_SHIM_H

#include <jansson.h>

// jansson exposes these as function-like macros (or static inline helpers that read the
// struct's fields), which Swift cannot import. Each wrapper is one line and prefixed.

static inline json_type pushsim_json_typeof(const json_t *value) { return json_typeof(value); }
static inline int pushsim_json_is_object(const json_t *value) { return json_is_object(value); }
static inline int pushsim_json_is_array(const json_t *value) { return json_is_array(value); }
static inline int pushsim_json_is_string(const json_t *value) { return json_is_string(value); }
static inline int pushsim_json_is_integer(const json_t *value) { return json_is_integer(value); }
static inline int pushsim_json_is_real(const json_t *value) { return json_is_real(value); }
static inline int pushsim_json_is_true(const json_t *value) { return json_is_true(value); }
static inline int pushsim_json_is_false(const json_t *value) { return json_is_false(value); }
static inline int pushsim_json_is_null(const json_t *value) { return json_is_null(value); }

/// The machine-readable code jansson stores in the last byte of `text`.
static inline int pushsim_json_error_code(const json_error_t *error) {
    return (int)json_error_code(error);
}

/// Reference count, for tests that prove every loaded value is released.
static inline size_t pushsim_json_refcount(const json_t *value) { return value ? value->refcount : 0; }

#endif
