// SPDX-License-Identifier: MIT
// Bindings of the attention area: the toy self-attention, the offset head
// and RoPE. Each takes a JS typed array, checked here before anything is
// copied into wasm memory.
#include "posenc/attention.h"

#include "bindings.h"
#include "posenc/offset_head.h"

namespace posenc::bindings {
namespace {

ResultBuffer<uint8_t> g_token_bytes;

// tokens: a Uint8Array of the tokens' UTF-8 bytes separated by
// kTokenSeparator, copied into g_token_bytes and split into *text (offsets:
// kMaxTokens + 1 entries). kOk or the failure.
Status ReadTokens(const val& tokens, int32_t* offsets, TokenText* text) {
  constexpr double kMaxBuffer = kMaxTokenBytes + kMaxTokens - 1;
  const double length = TypedArrayLength(tokens, "Uint8Array");
  if (length < 1 || length > kMaxBuffer) return Status::kInvalidTokens;
  const auto size = static_cast<int64_t>(length);
  uint8_t* bytes = g_token_bytes.Reserve(size);
  if (bytes == nullptr) return Status::kOutOfMemory;
  CopyIn(tokens, bytes, size);
  int32_t n = 0;
  if (Status st = SplitTokens(bytes, size, offsets, &n); st != Status::kOk)
    return st;
  *text = {bytes, offsets, n};
  return Status::kOk;
}

}  // namespace

val Attention(val tokens, int32_t d_model, bool positional, uint32_t seed,
              double base) {
  int32_t offsets[kMaxTokens + 1];
  TokenText text;
  if (Status st = ReadTokens(tokens, offsets, &text); st != Status::kOk)
    return Failure(st);
  const int32_t n = text.count;
  const AttentionSpec spec{d_model, positional, seed, base};
  const int64_t nd = int64_t{n} * d_model, nn = int64_t{n} * n;
  return ProduceParts(
      ValidateAttention(text, spec),
      {{"inputs", nd}, {"weights", nn}, {"output", nd}}, g_f32,
      [&](float* out) {
        return SelfAttention(text, spec, {out, out + nd, out + nd + nn});
      });
}

// tokens: none when empty, else as for Attention.
val OffsetHead(const OffsetHeadSpec& spec, val tokens) {
  int32_t offsets[kMaxTokens + 1];
  TokenText text;
  const bool worded = TypedArrayLength(tokens, "Uint8Array") != 0;
  if (worded) {
    if (Status st = ReadTokens(tokens, offsets, &text); st != Status::kOk)
      return Failure(st);
  }
  const TokenText* words = worded ? &text : nullptr;
  const int64_t dd = int64_t{spec.d_model} * spec.d_model;
  const int64_t nn = int64_t{spec.positions} * spec.positions;
  OffsetHeadFit fit;
  val result = ProduceParts(
      ValidateOffsetHead(spec, words),
      {{"map", dd}, {"scores", nn}, {"weights", nn},
       {"terms", worded ? 4 * nn : 0}},
      g_f32, [&](float* out) {
        float* terms = out + dd + 2 * nn;
        return posenc::OffsetHead(
            spec, words, {out, out + dd, out + dd + nn, terms}, &fit);
      });
  if (!result.isNumber()) {
    result.set("rows", fit.rows);
    result.set("hits", fit.hits);
    result.set("residual", fit.residual);
    result.set("selfHits", fit.self_hits);
    result.set("shiftedHits", fit.shifted_hits);
    result.set("codeLengthLow", fit.code_length_low);
    result.set("codeLengthHigh", fit.code_length_high);
    result.set("wordSelfLow", fit.word_self_low);
    result.set("wordSelfHigh", fit.word_self_high);
    result.set("bandPeak", fit.band_peak);
    result.set("bandBeside", fit.band_beside);
  }
  return result;
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
