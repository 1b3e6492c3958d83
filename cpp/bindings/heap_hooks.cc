// SPDX-License-Identifier: MIT
// Counting replacements of malloc, free and friends, linked into the test
// variant of the wasm module only (CMake option POSENC_TEST_VARIANT).
//
// Why replace them instead of counting at call sites: the tests must prove
// that no call leaks, including the core's scratch (cpp/src) and embind's
// strings, and a forced failure must reach whatever allocates next. The
// module's allocator (emmalloc, CMakeLists.txt) defines malloc & co. as weak
// symbols and exports the strong names emscripten_builtin_memalign/free
// for exactly this purpose (system/lib/emmalloc.c), so these definitions win
// at link time and forward to it. Each block carries a header with the size
// asked for: the tests count those bytes, not the allocator's usable size,
// which for one request depends on the free block it lands in. The module is
// single-threaded: plain counters.
#include "heap_hooks.h"

#include <malloc.h>

#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>

extern "C" {
void emscripten_builtin_free(void* ptr);
void* emscripten_builtin_memalign(size_t alignment, size_t size);
}

namespace {

int64_t g_live_allocations = 0;
int64_t g_live_bytes = 0;
int64_t g_failed_allocations = 0;
bool g_fail_next = false;

// In front of every block handed out: the size asked for and how far the
// allocator's block starts before the pointer. 16 bytes keep the alignment
// of the allocator's blocks.
struct Header {
  size_t requested;
  size_t offset;
};
constexpr size_t kHeaderBytes = 16;
static_assert(sizeof(Header) <= kHeaderBytes);

Header* HeaderOf(void* ptr) {
  return reinterpret_cast<Header*>(static_cast<char*>(ptr) - kHeaderBytes);
}

// True (once) when the test hook asks for a failure.
bool TakeForcedFailure() {
  if (!g_fail_next) return false;
  g_fail_next = false;
  ++g_failed_allocations;
  return true;
}

// `size` bytes aligned to `alignment` (a power of two, at least
// kHeaderBytes), with the header in front; null when the allocator has none.
void* Allocate(size_t alignment, size_t size) {
  if (TakeForcedFailure()) return nullptr;
  void* block = size > SIZE_MAX - alignment
                    ? nullptr
                    : emscripten_builtin_memalign(alignment, size + alignment);
  if (block == nullptr) {
    ++g_failed_allocations;
    return nullptr;
  }
  void* ptr = static_cast<char*>(block) + alignment;
  *HeaderOf(ptr) = Header{size, alignment};
  ++g_live_allocations;
  g_live_bytes += static_cast<int64_t>(size);
  return ptr;
}

}  // namespace

namespace posenc::heap {

int64_t LiveAllocations() { return g_live_allocations; }
int64_t LiveBytes() { return g_live_bytes; }
int64_t FailedAllocations() { return g_failed_allocations; }
void FailNextAllocation() { g_fail_next = true; }

}  // namespace posenc::heap

extern "C" {

void* malloc(size_t size) { return Allocate(kHeaderBytes, size); }

void free(void* ptr) {
  if (ptr == nullptr) return;
  const Header header = *HeaderOf(ptr);
  --g_live_allocations;
  g_live_bytes -= static_cast<int64_t>(header.requested);
  emscripten_builtin_free(static_cast<char*>(ptr) - header.offset);
}

size_t malloc_usable_size(void* ptr) {
  return ptr == nullptr ? 0 : HeaderOf(ptr)->requested;
}

void* calloc(size_t count, size_t size) {
  if (size != 0 && count > SIZE_MAX / size) return nullptr;
  void* ptr = malloc(count * size);
  if (ptr != nullptr) std::memset(ptr, 0, count * size);
  return ptr;
}

// Keeps the block when it is large enough; otherwise moves it. On failure
// the old block stays valid, as the C standard requires.
void* realloc(void* ptr, size_t size) {
  if (ptr == nullptr) return malloc(size);
  const size_t requested = HeaderOf(ptr)->requested;
  if (size <= requested) return ptr;
  void* grown = malloc(size);
  if (grown == nullptr) return nullptr;
  std::memcpy(grown, ptr, requested);
  free(ptr);
  return grown;
}

void* memalign(size_t alignment, size_t size) {
  if (alignment == 0 || (alignment & (alignment - 1)) != 0) return nullptr;
  return Allocate(alignment < kHeaderBytes ? kHeaderBytes : alignment, size);
}

void* aligned_alloc(size_t alignment, size_t size) { return memalign(alignment, size); }

int posix_memalign(void** out, size_t alignment, size_t size) {
  if (alignment % sizeof(void*) != 0 || (alignment & (alignment - 1)) != 0) {
    return EINVAL;
  }
  void* ptr = memalign(alignment, size);
  if (ptr == nullptr) return ENOMEM;
  *out = ptr;
  return 0;
}

// Page-aligned variants (the allocator's own would bypass the counters).
void* valloc(size_t size) { return memalign(65536, size); }
void* pvalloc(size_t size) {
  return memalign(65536, (size + 65535) & ~size_t{65535});
}

}  // extern "C"
