// SPDX-License-Identifier: MIT
// Allocation accounting of the test variant of the wasm module, for the
// reliability tests (reliability.cc makes it reachable from pe.debug).
// heap_hooks.cc replaces malloc and friends, so every allocation counts: the
// bindings' result buffers, the core's scratch, and embind's own strings.
#ifndef POSENC_BINDINGS_HEAP_HOOKS_H_
#define POSENC_BINDINGS_HEAP_HOOKS_H_

#include <cstdint>

namespace posenc::heap {

// Blocks currently allocated (malloc'd and not yet freed).
int64_t LiveAllocations();
// Bytes asked for by those blocks.
int64_t LiveBytes();
// Allocations refused so far (by FailNextAllocation or a full heap).
int64_t FailedAllocations();
// Makes the next malloc/calloc/realloc/memalign return null, once: a
// forced out-of-memory for tests of the recovery path.
void FailNextAllocation();

}  // namespace posenc::heap

#endif  // POSENC_BINDINGS_HEAP_HOOKS_H_
