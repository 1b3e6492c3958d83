// SPDX-License-Identifier: MIT
// What every binding file shares. cpp/bindings/ is the only folder that knows
// Emscripten. Its functions (declared in raw_functions.h, generated from
// cpp/boundary.mjs) are free functions only: no class_ handles, so JS never
// has to call .delete(). Each returns a typed memory view of a module-owned
// result buffer, or an object of such views and numbers when it has several
// results, which web/src/core copies before returning them; or a number: the
// posenc::Status code of the failure.
#ifndef POSENC_BINDINGS_BINDINGS_H_
#define POSENC_BINDINGS_BINDINGS_H_

#include <emscripten/val.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <initializer_list>

#include "posenc/boundary/common.h"
#include "posenc/encoding.h"
#include "raw_functions.h"

namespace posenc::bindings {

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

// The result buffers most functions return views of (module.cc owns them).
// One result is live at a time: the JS layer copies it before the next call.
extern ResultBuffer<float> g_f32;
extern ResultBuffer<double> g_f64;

inline val Failure(Status status) { return val(static_cast<int>(status)); }

template <class T>
val View(const T* data, int64_t count) {
  return val(emscripten::typed_memory_view(static_cast<size_t>(count), data));
}

// Copies a JS typed array into `count` elements at `data` in wasm memory
// (target.set(source), no per-element calls), after the caller checked
// source's type and length.
template <class T>
void CopyIn(const val& source, T* data, int64_t count) {
  View(data, count).template call<void>("set", source);
}

// Length of `value` when it is an instance of the JS typed array class
// `type`, else -1.
inline double TypedArrayLength(const val& value, const char* type) {
  if (!value.instanceof (val::global(type))) return -1;
  return value["length"].as<double>();
}

// Validation first (`valid` comes from the core's Validate* function), then
// `count` elements of the result buffer, then the computation: a hostile
// size never reaches realloc, and the buffer is reused across calls. The
// result buffer, or null with *failure set.
template <class T, class Fill>
T* Compute(Status valid, int64_t count, ResultBuffer<T>& buffer, Fill fill,
           Status* failure) {
  *failure = valid;
  if (valid != Status::kOk) return nullptr;
  T* out = buffer.Reserve(count);
  *failure = out == nullptr ? Status::kOutOfMemory : fill(out);
  return *failure == Status::kOk ? out : nullptr;
}

// One result: a view of `count` elements, or the failure.
template <class T, class Fill>
val Produce(Status valid, int64_t count, ResultBuffer<T>& buffer, Fill fill) {
  Status failure;
  T* out = Compute(valid, count, buffer, fill, &failure);
  return out != nullptr ? View(out, count) : Failure(failure);
}

// The scratch a chunked result (Chunked below) is computed into, chunk by
// chunk; module.cc owns it. One chunked result is live at a time: the JS
// layer copies each chunk out before it asks for the next, and asks for all
// of them before its next call.
extern ResultBuffer<float> g_chunk;

// A result computed a chunk of whole rows at a time by Rows (RowEncoder,
// SimilarityRows) into g_chunk, for JS to copy each chunk into the caller's
// array while it is in cache: StartChunks, then NextChunk until it says the
// rows are all written.
template <class Rows>
struct Chunked {
  Rows rows;
  int32_t row_floats = 0;
  int32_t chunk_rows = 0;

  // `started` is rows.Start's status. Reserves the scratch for as many rows
  // of row_floats floats as fit in kChunkBytes (at least one): kOk or the
  // failure.
  double StartChunks(Status started, int32_t floats_per_row) {
    if (started == Status::kOk) {
      row_floats = floats_per_row;
      chunk_rows = std::max<int32_t>(1, kChunkBytes / (4 * row_floats));
      if (g_chunk.Reserve(int64_t{chunk_rows} * row_floats) == nullptr) {
        rows = Rows();  // frees its state
        started = Status::kOutOfMemory;
      }
    }
    return static_cast<double>(started);
  }

  // A view of the next chunk's rows, or kOk once all are written.
  val NextChunk() {
    const int32_t n = rows.Next(chunk_rows, g_chunk.data());
    if (n == 0) return val(static_cast<int>(Status::kOk));
    return View(g_chunk.data(), int64_t{n} * row_floats);
  }
};

// One named part of a result of several arrays.
struct Part {
  const char* name;
  int64_t count;
};

// Several results: fill writes the parts one after the other from `out`;
// the result is an object with a view of each part, or the failure.
template <class T, class Fill>
val ProduceParts(Status valid, std::initializer_list<Part> parts,
                 ResultBuffer<T>& buffer, Fill fill) {
  int64_t total = 0;
  for (const Part& part : parts) total += part.count;
  Status failure;
  T* out = Compute(valid, total, buffer, fill, &failure);
  if (out == nullptr) return Failure(failure);
  val result = val::object();
  for (const Part& part : parts) {
    result.set(part.name, View(out, part.count));
    out += part.count;
  }
  return result;
}

}  // namespace posenc::bindings

#endif  // POSENC_BINDINGS_BINDINGS_H_
