// SPDX-License-Identifier: MIT
// The only file that knows Emscripten. Free functions only (no class_
// handles, so JS never has to call .delete()). Each returns either a typed
// memory view of a module-owned result buffer, which web/src/core copies
// before returning it, or a number: the posenc::Status code of the failure.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cstdint>
#include <cstdlib>

#include "posenc/attention.h"
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

// ------------------------------------------------ attention area (h-attn)

ResultBuffer<uint8_t> g_token_bytes;

// Copies a JS typed array into `count` elements at `data` in wasm memory
// (target.set(source), no per-element calls), after the caller checked
// source's type and length.
template <class T>
void CopyIn(const val& source, T* data, int64_t count) {
  View(data, count).template call<void>("set", source);
}

// Length of `value` when it is an instance of the JS typed array class
// `type`, else -1.
double TypedArrayLength(const val& value, const char* type) {
  if (!value.instanceof (val::global(type))) return -1;
  return value["length"].as<double>();
}

// tokens: a Uint8Array of the tokens' UTF-8 bytes separated by 0xFF
// (posenc::kTokenSeparator). Result: one Float32Array view of
// [inputs n x d | weights n x n | output n x d], split by the JS layer.
val Attention(val tokens, int32_t d_model, bool positional, uint32_t seed,
              double base) {
  constexpr double kMaxBuffer = posenc::kMaxTokenBytes + posenc::kMaxTokens - 1;
  const double length = TypedArrayLength(tokens, "Uint8Array");
  if (length < 1 || length > kMaxBuffer) {
    return Failure(posenc::Status::kInvalidTokens);
  }
  const auto size = static_cast<int64_t>(length);
  uint8_t* bytes = g_token_bytes.Reserve(size);
  if (bytes == nullptr) return Failure(posenc::Status::kOutOfMemory);
  CopyIn(tokens, bytes, size);
  int32_t offsets[posenc::kMaxTokens + 1];
  int32_t n = 0;
  if (auto st = posenc::SplitTokens(bytes, size, offsets, &n);
      st != posenc::Status::kOk) {
    return Failure(st);
  }
  const posenc::TokenText text{bytes, offsets, n};
  const posenc::AttentionSpec spec{d_model, positional, seed, base};
  if (auto st = posenc::ValidateAttention(text, spec);
      st != posenc::Status::kOk) {
    return Failure(st);
  }
  const int64_t nd = int64_t{n} * d_model, count = 2 * nd + int64_t{n} * n;
  float* out = g_f32.Reserve(count);
  if (out == nullptr) return Failure(posenc::Status::kOutOfMemory);
  const posenc::Status st = posenc::SelfAttention(
      text, spec, {out, out + nd, out + nd + int64_t{n} * n});
  return st == posenc::Status::kOk ? View(out, count) : Failure(st);
}

// input: a Float32Array of rows * d_model values; rotated in place in the
// result buffer (posenc::Rope allows out == input).
val Rope(val input, int32_t rows, int32_t d_model, double base,
         int32_t offset) {
  posenc::EncodingSpec spec;
  spec.positions = rows;
  spec.d_model = d_model;
  spec.base = base;
  spec.offset = offset;
  if (auto st = posenc::ValidateEncoding(spec); st != posenc::Status::kOk) {
    return Failure(st);
  }
  const int64_t count = int64_t{rows} * d_model;
  if (TypedArrayLength(input, "Float32Array") != static_cast<double>(count)) {
    return Failure(posenc::Status::kInvalidArgument);
  }
  float* out = g_f32.Reserve(count);
  if (out == nullptr) return Failure(posenc::Status::kOutOfMemory);
  CopyIn(input, out, count);
  const posenc::Status st = posenc::Rope(out, rows, d_model, base, offset, out);
  return st == posenc::Status::kOk ? View(out, count) : Failure(st);
}

// ------------------------------------------- end of attention area (h-attn)

struct Limits {
  int32_t maxPositions;
  int32_t maxDModel;
  double maxElements;  // a double: JS numbers, and 2^25 fits exactly
  int32_t maxTokens;           // attention area: tokens per call
  int32_t maxTokenBytes;       // UTF-8 bytes of all tokens of a call
  int32_t maxAttentionDModel;  // widest toy attention layer
};

Limits GetLimits() {
  return {posenc::kMaxPositions, posenc::kMaxDModel,
          static_cast<double>(posenc::kMaxElements), posenc::kMaxTokens,
          posenc::kMaxTokenBytes, posenc::kMaxAttentionDModel};
}

std::string SimdPath() { return posenc::SimdPathName(); }

}  // namespace

EMSCRIPTEN_BINDINGS(posenc) {
  emscripten::value_object<Limits>("Limits")
      .field("maxPositions", &Limits::maxPositions)
      .field("maxDModel", &Limits::maxDModel)
      .field("maxElements", &Limits::maxElements)
      .field("maxTokens", &Limits::maxTokens)
      .field("maxTokenBytes", &Limits::maxTokenBytes)
      .field("maxAttentionDModel", &Limits::maxAttentionDModel);
  emscripten::function("encode", &Encode);
  emscripten::function("frequencies", &Frequencies);
  emscripten::function("limits", &GetLimits);
  emscripten::function("simdPath", &SimdPath);
  emscripten::function("attention", &Attention);  // attention area (h-attn)
  emscripten::function("rope", &Rope);            // attention area (h-attn)
}
