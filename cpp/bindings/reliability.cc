// SPDX-License-Identifier: MIT
// Allocation accounting and fault injection for the reliability tests
// (heap_hooks.cc; web/src/core/health-api.js exposes them as pe.debug).
#include <emscripten/bind.h>

#include <cstdlib>

#include "heap_hooks.h"

namespace posenc::bindings {
namespace {

double LiveAllocations() {
  return static_cast<double>(heap::LiveAllocations());
}
double LiveBytes() { return static_cast<double>(heap::LiveBytes()); }
double FailedAllocations() {
  return static_cast<double>(heap::FailedAllocations());
}
// Size of the wasm memory: it grows and never shrinks.
double HeapBytes() {
  return static_cast<double>(__builtin_wasm_memory_size(0)) * 65536.0;
}
// Kills this module instance the way a trap would, to test recreation. No
// input reaches it: only pe.debug.abortForTest() calls it.
void AbortForTest() { std::abort(); }

}  // namespace
}  // namespace posenc::bindings

EMSCRIPTEN_BINDINGS(posenc_reliability) {
  using namespace posenc::bindings;
  emscripten::function("liveAllocations", &LiveAllocations);
  emscripten::function("liveBytes", &LiveBytes);
  emscripten::function("failedAllocations", &FailedAllocations);
  emscripten::function("failNextAllocation", &posenc::heap::FailNextAllocation);
  emscripten::function("heapBytes", &HeapBytes);
  emscripten::function("abortForTest", &AbortForTest);
}
