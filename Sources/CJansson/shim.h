#ifndef PUSHSIM_CJANSSON_SHIM_H
#define PUSHSIM_CJANSSON_SHIM_H

#include <jansson.h>

// jansson exposes these as function-like macros, which Swift cannot import. Each wrapper is
// one line, prefixed, and used by Sources/PushSimCore/JSON/JSONDecoding.swift, the one file
// that touches jansson (docs/architecture.md).

/// The kind of a value (object, array, string…): `json_typeof` is a macro over its fields.
static inline json_type pushsim_json_typeof(const json_t *value) { return json_typeof(value); }

/// The machine-readable code jansson stores in the last byte of `text`.
static inline int pushsim_json_error_code(const json_error_t *error) {
    return (int)json_error_code(error);
}

#endif
