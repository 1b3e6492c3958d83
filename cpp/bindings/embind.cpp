// SPDX-License-Identifier: MIT
// The only file that knows Emscripten. Free functions only (no class_
// handles, so JS never has to call .delete()). Each returns either a typed
// memory view of a module-owned result buffer, which web/src/core copies
// before returning it, or a number: the posenc::Status code of the failure.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cstdint>
#include <cstdlib>

#include "heap_hooks.h"
#include "posenc/encoding.h"

using emscripten::val;

namespace {

// A result buffer reused across calls: it grows to the largest result asked
// for and is never shrunk, so after warm-up no call allocates.
template <class T>
class ResultBuffer {
 public:
  T* Reserve(int64_t count) {
    if (count <= capacity_) return data_;
    T* grown = static_cast<T*>(std::realloc(data_, count * sizeof(T)));
    if (grown == nullptr) return nullptr;  // old buffer stays valid
    data_ = grown;
    capacity_ = count;
    return data_;
  }
  T* data() const { return data_; }

 private:
  T* data_ = nullptr;
  int64_t capacity_ = 0;
};

ResultBuffer<float> g_f32;
ResultBuffer<double> g_f64;

val Failure(posenc::Status status) { return val(static_cast<int>(status)); }

template <class T>
val View(const T* data, int64_t count) {
  return val(emscripten::typed_memory_view(static_cast<size_t>(count), data));
}

val Encode(int32_t positions, int32_t d_model, double base, int32_t layout,
           int32_t offset, int32_t spacing) {
  posenc::EncodingSpec spec;
  spec.positions = positions;
  spec.d_model = d_model;
  spec.base = base;
  spec.layout = static_cast<posenc::Layout>(layout);
  spec.offset = offset;
  spec.spacing = static_cast<posenc::Spacing>(spacing);
  if (posenc::Status st = posenc::ValidateEncoding(spec); st != posenc::Status::kOk) {
    return Failure(st);
  }
  const int64_t count = int64_t{positions} * d_model;
  float* out = g_f32.Reserve(count);
  if (out == nullptr) return Failure(posenc::Status::kOutOfMemory);
  if (posenc::Status st = posenc::Encode(spec, out); st != posenc::Status::kOk) {
    return Failure(st);
  }
  return View(out, count);
}

val Frequencies(int32_t d_model, double base, int32_t spacing) {
  if (d_model < 1 || d_model > posenc::kMaxDModel) {
    return Failure(posenc::Status::kInvalidDModel);
  }
  const int64_t count = posenc::PairCount(d_model);
  double* out = g_f64.Reserve(count);
  if (out == nullptr) return Failure(posenc::Status::kOutOfMemory);
  const posenc::Status st = posenc::Frequencies(
      d_model, base, static_cast<posenc::Spacing>(spacing), out);
  if (st != posenc::Status::kOk) return Failure(st);
  return View(out, count);
}

struct Limits {
  int32_t maxPositions;
  int32_t maxDModel;
  double maxElements;  // a double: JS numbers, and 2^25 fits exactly
};

Limits GetLimits() {
  return {posenc::kMaxPositions, posenc::kMaxDModel,
          static_cast<double>(posenc::kMaxElements)};
}

std::string SimdPath() { return posenc::SimdPathName(); }

}  // namespace

EMSCRIPTEN_BINDINGS(posenc) {
  emscripten::value_object<Limits>("Limits")
      .field("maxPositions", &Limits::maxPositions)
      .field("maxDModel", &Limits::maxDModel)
      .field("maxElements", &Limits::maxElements);
  emscripten::function("encode", &Encode);
  emscripten::function("frequencies", &Frequencies);
  emscripten::function("limits", &GetLimits);
  emscripten::function("simdPath", &SimdPath);
}

// ------------------------------------------------- reliability (tests only)
// Allocation accounting and fault injection for the reliability tests
// (heap_hooks.cc; web/src/core/health-api.js exposes them as pe.debug).
namespace {

double LiveAllocations() {
  return static_cast<double>(posenc::heap::LiveAllocations());
}
double LiveBytes() { return static_cast<double>(posenc::heap::LiveBytes()); }
double FailedAllocations() {
  return static_cast<double>(posenc::heap::FailedAllocations());
}
// Size of the wasm memory: it grows and never shrinks.
double HeapBytes() {
  return static_cast<double>(__builtin_wasm_memory_size(0)) * 65536.0;
}
// Kills this module instance the way a trap would, to test recreation. No
// input reaches it: only pe.debug.abortForTest() calls it.
void AbortForTest() { std::abort(); }

}  // namespace

EMSCRIPTEN_BINDINGS(posenc_reliability) {
  emscripten::function("liveAllocations", &LiveAllocations);
  emscripten::function("liveBytes", &LiveBytes);
  emscripten::function("failedAllocations", &FailedAllocations);
  emscripten::function("failNextAllocation", &posenc::heap::FailNextAllocation);
  emscripten::function("heapBytes", &HeapBytes);
  emscripten::function("abortForTest", &AbortForTest);
}
