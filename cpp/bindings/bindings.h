// SPDX-License-Identifier: MIT
// What every binding file shares. cpp/bindings/ is the only folder that knows
// Emscripten. Its functions are free functions only (no class_ handles, so JS
// never has to call .delete()). Each returns either a typed memory view of a
// module-owned result buffer, which web/src/core copies before returning it,
// or a number: the posenc::Status code of the failure.
#ifndef POSENC_BINDINGS_BINDINGS_H_
#define POSENC_BINDINGS_BINDINGS_H_

#include <emscripten/val.h>

#include <cstdint>
#include <cstdlib>

#include "posenc/encoding.h"
#include "posenc/status.h"

namespace posenc::bindings {

using emscripten::val;

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

// The result buffers most functions return views of (encoding.cc owns them).
// One view is live at a time: the JS layer copies it before the next call.
extern ResultBuffer<float> g_f32;
extern ResultBuffer<double> g_f64;

inline val Failure(Status status) { return val(static_cast<int>(status)); }

// The encoding spec as JS passes it: layout and spacing as their enum values
// (web/src/core/encoding-api.js LAYOUTS and SPACINGS indices). Validated by
// the caller with ValidateEncoding.
inline EncodingSpec SpecFrom(int32_t positions, int32_t d_model, double base,
                             int32_t layout, int32_t offset, int32_t spacing) {
  EncodingSpec spec;
  spec.positions = positions;
  spec.d_model = d_model;
  spec.base = base;
  spec.layout = static_cast<Layout>(layout);
  spec.offset = offset;
  spec.spacing = static_cast<Spacing>(spacing);
  return spec;
}

template <class T>
val View(const T* data, int64_t count) {
  return val(emscripten::typed_memory_view(static_cast<size_t>(count), data));
}

// Validation first (`valid` comes from the core's Validate* function), then
// the result buffer, then the computation: a hostile size never reaches
// realloc, and the buffer is reused across calls.
template <class T, class Fill>
val Produce(Status valid, int64_t count, ResultBuffer<T>& buffer, Fill fill) {
  if (valid != Status::kOk) return Failure(valid);
  T* out = buffer.Reserve(count);
  if (out == nullptr) return Failure(Status::kOutOfMemory);
  if (Status st = fill(out); st != Status::kOk) return Failure(st);
  return View(out, count);
}

}  // namespace posenc::bindings

#endif  // POSENC_BINDINGS_BINDINGS_H_
