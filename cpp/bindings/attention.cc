// SPDX-License-Identifier: MIT
// Bindings of the attention area: the toy self-attention and RoPE. Both take
// a JS typed array, checked here before anything is copied into wasm memory.
#include "posenc/attention.h"

#include "bindings.h"

namespace posenc::bindings {
namespace {

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

}  // namespace

// tokens: a Uint8Array of the tokens' UTF-8 bytes separated by
// kTokenSeparator.
val Attention(val tokens, int32_t d_model, bool positional, uint32_t seed,
              double base) {
  constexpr double kMaxBuffer = kMaxTokenBytes + kMaxTokens - 1;
  const double length = TypedArrayLength(tokens, "Uint8Array");
  if (length < 1 || length > kMaxBuffer) return Failure(Status::kInvalidTokens);
  const auto size = static_cast<int64_t>(length);
  uint8_t* bytes = g_token_bytes.Reserve(size);
  if (bytes == nullptr) return Failure(Status::kOutOfMemory);
  CopyIn(tokens, bytes, size);
  int32_t offsets[kMaxTokens + 1];
  int32_t n = 0;
  if (Status st = SplitTokens(bytes, size, offsets, &n); st != Status::kOk) {
    return Failure(st);
  }
  const TokenText text{bytes, offsets, n};
  const AttentionSpec spec{d_model, positional, seed, base};
  const int64_t nd = int64_t{n} * d_model, nn = int64_t{n} * n;
  return ProduceParts(
      ValidateAttention(text, spec),
      {{"inputs", nd}, {"weights", nn}, {"output", nd}}, g_f32,
      [&](float* out) {
        return SelfAttention(text, spec, {out, out + nd, out + nd + nn});
      });
}

// input: a Float32Array of rows * d_model values; rotated in place in the
// result buffer (posenc::Rope allows out == input).
val Rope(val input, int32_t rows, int32_t d_model, double base,
         int32_t offset) {
  const int64_t count = int64_t{rows} * d_model;
  Status valid = ValidateRope(rows, d_model, base, offset);
  if (valid == Status::kOk &&
      TypedArrayLength(input, "Float32Array") != static_cast<double>(count)) {
    valid = Status::kInvalidArgument;
  }
  return Produce(valid, count, g_f32, [&](float* out) {
    CopyIn(input, out, count);
    return posenc::Rope(out, rows, d_model, base, offset, out);
  });
}

}  // namespace posenc::bindings
