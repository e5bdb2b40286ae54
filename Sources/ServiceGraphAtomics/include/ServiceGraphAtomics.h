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

// A cache of one yes/no answer per type, for `ServiceStorage`'s check of whether a built
// instance is `Shutdownable`: the runtime's dynamic cast costs about 100 ns, a hit here a load and
// a compare. `cache` has SERVICEGRAPH_TYPE_CACHE_SIZE words (the runtime allocates one, zeroed,
// per process; no C global, so the header alone is enough to build the runtime). Each entry is
// one word, the type's address with the answer in its low bit (type metadata is at least 8-byte
// aligned), so a racing write can only replace one complete entry by another; a collision just
// costs a miss.

#define SERVICEGRAPH_TYPE_CACHE_SIZE 1024

static inline uintptr_t *_Nonnull servicegraph_type_cache_entry(uintptr_t *_Nonnull cache, uintptr_t type) {
    uintptr_t hash = (type >> 4) ^ (type >> 14);
    return &cache[hash & (SERVICEGRAPH_TYPE_CACHE_SIZE - 1)];
}

/// 1 or 0 if the answer for `type` is cached, -1 if not.
static inline int servicegraph_type_cache_lookup(uintptr_t *_Nonnull cache, uintptr_t type) {
    uintptr_t entry = __atomic_load_n(servicegraph_type_cache_entry(cache, type), __ATOMIC_RELAXED);
    if ((entry & ~(uintptr_t)1) != type) return -1;
    return (int)(entry & 1);
}

static inline void servicegraph_type_cache_store(uintptr_t *_Nonnull cache, uintptr_t type, bool answer) {
    __atomic_store_n(servicegraph_type_cache_entry(cache, type), type | (answer ? 1 : 0), __ATOMIC_RELAXED);
}

#endif
