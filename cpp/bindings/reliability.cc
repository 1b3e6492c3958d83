// SPDX-License-Identifier: MIT
// The test variant's functions (CMake option POSENC_TEST_VARIANT): the
// allocation accounting and fault injection of heap_hooks.cc, which
// web/src/core/health-api.js adds to pe.debug for the reliability tests.
// Never linked into the shipped module.
#include <cstdlib>

#include "bindings.h"
#include "heap_hooks.h"

namespace posenc::bindings {

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

void FailNextAllocation() { heap::FailNextAllocation(); }

// Kills this module instance the way a trap would, to test recreation.
void AbortForTest() { std::abort(); }

}  // namespace posenc::bindings

EMSCRIPTEN_BINDINGS(posenc_test_variant) {
  posenc::bindings::RegisterTestVariantFunctions();
}
