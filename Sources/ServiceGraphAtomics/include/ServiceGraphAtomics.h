// Acquire/release operations on one pointer-sized word, for the runtime's lock-free reads.
//
// Swift's own `Atomic` needs macOS 15 and iOS 18; these compiler builtins work wherever the
// runtime does. They are `static inline` so that a warm read compiles to a plain load (x86)
// or a load-acquire (ARM) in the caller, with no function call.
#ifndef SERVICEGRAPH_ATOMICS_H
#define SERVICEGRAPH_ATOMICS_H

#include <stdbool.h>
#include <stdint.h>

/// The word at `address`, read after every write that happened before the store that put it there.
static inline void *_Nullable servicegraph_load_acquire(void *_Nullable *_Nonnull address) {
    return __atomic_load_n(address, __ATOMIC_ACQUIRE);
}

/// Stores `desired` if the word still holds `expected`; true if it did.
static inline bool servicegraph_compare_exchange(
    void *_Nullable *_Nonnull address, void *_Nullable expected, void *_Nullable desired
) {
    return __atomic_compare_exchange_n(address, &expected, desired, false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
}

// The same operations on an unsigned word, for the state words of `ServiceStorage`'s slots.

/// The word at `address`, read after every write that happened before the store that put it there.
static inline uintptr_t servicegraph_word_load_acquire(uintptr_t *_Nonnull address) {
    return __atomic_load_n(address, __ATOMIC_ACQUIRE);
}

/// Stores `value` so that every write before it is visible to a thread that loads `value`.
static inline void servicegraph_word_store_release(uintptr_t *_Nonnull address, uintptr_t value) {
    __atomic_store_n(address, value, __ATOMIC_RELEASE);
}

/// Stores `value` and returns the word it replaced, ordered both ways (acquire and release).
static inline uintptr_t servicegraph_word_exchange(uintptr_t *_Nonnull address, uintptr_t value) {
    return __atomic_exchange_n(address, value, __ATOMIC_ACQ_REL);
}

/// Stores `desired` if the word still holds `expected`; true if it did.
static inline bool servicegraph_word_compare_exchange(uintptr_t *_Nonnull address, uintptr_t expected, uintptr_t desired) {
    return __atomic_compare_exchange_n(address, &expected, desired, false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
}

/// Adds `value` to the word and returns what it held before, ordered both ways.
static inline uintptr_t servicegraph_word_fetch_add(uintptr_t *_Nonnull address, uintptr_t value) {
    return __atomic_fetch_add(address, value, __ATOMIC_ACQ_REL);
}

#endif
