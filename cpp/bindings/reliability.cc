// SPDX-License-Identifier: MIT
// The test variant's functions (CMake option POSENC_TEST_VARIANT): the
// allocation accounting and fault injection of heap_hooks.cc, and the
// one-call similarity its chunks are compared with, which
// web/src/core/health-api.js adds to pe.debug for the tests.
// Never linked into the shipped module.
#include <cstdlib>

#include "bindings.h"
#include "heap_hooks.h"
#include "posenc/geometry.h"
#include "posenc/order_lab.h"

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

val SimilarityWhole(const SimilaritySpec& spec) {
  return Produce(
      ValidateSimilarity(spec), int64_t{spec.positions} * spec.positions,
      g_f32, [&](float* out) { return posenc::Similarity(spec, out); });
}

double OrderLabTrainEstimate(const OrderLabSpec& spec, int32_t steps) {
  return static_cast<double>(posenc::OrderLabTrainCost(spec, steps));
}

// lengths: a Uint8Array of 1 .. kOrderLabMaxLength lengths (more: over the
// cap, as the core counts a count out of range).
double OrderLabTestEstimate(const OrderLabSpec& spec, val lengths,
                            int32_t start, int32_t count) {
  const double n = TypedArrayLength(lengths, "Uint8Array");
  if (n < 1 || n > kOrderLabMaxLength) return kOrderLabMaxCost + 1.0;
  uint8_t bytes[kOrderLabMaxLength];
  int32_t ints[kOrderLabMaxLength];
  CopyIn(lengths, bytes, static_cast<int32_t>(n));
  for (int32_t i = 0; i < n; ++i) ints[i] = bytes[i];
  return static_cast<double>(posenc::OrderLabTestCost(
      spec, ints, static_cast<int32_t>(n), {start, count}));
}

}  // namespace posenc::bindings

EMSCRIPTEN_BINDINGS(posenc_test_variant) {
  posenc::bindings::RegisterTestVariantFunctions();
}
