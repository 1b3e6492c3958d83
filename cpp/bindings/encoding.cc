// SPDX-License-Identifier: MIT
// Bindings of the encoding: encode, frequencies, and the module's limits and
// SIMD path (which web/src/core reads once at init).
#include "posenc/encoding.h"

#include <emscripten/bind.h>

#include <string>

#include "bindings.h"
#include "posenc/attention.h"

namespace posenc::bindings {

ResultBuffer<float> g_f32;
ResultBuffer<double> g_f64;

namespace {

val Encode(int32_t positions, int32_t d_model, double base, int32_t layout,
           int32_t offset, int32_t spacing) {
  const EncodingSpec spec =
      SpecFrom(positions, d_model, base, layout, offset, spacing);
  return Produce(ValidateEncoding(spec), int64_t{positions} * d_model, g_f32,
                 [&](float* out) { return posenc::Encode(spec, out); });
}

val Frequencies(int32_t d_model, double base, int32_t spacing) {
  // Checked here, before PairCount, which overflows for d_model near 2^31.
  if (d_model < 1 || d_model > kMaxDModel) {
    return Failure(Status::kInvalidDModel);
  }
  return Produce(Status::kOk, PairCount(d_model), g_f64, [&](double* out) {
    return posenc::Frequencies(d_model, base, static_cast<Spacing>(spacing),
                               out);
  });
}

struct Limits {
  int32_t maxPositions;
  int32_t maxDModel;
  double maxElements;          // a double: JS numbers, and 2^25 fits exactly
  int32_t maxTokens;           // attention: tokens per call
  int32_t maxTokenBytes;       // UTF-8 bytes of all tokens of a call
  int32_t maxAttentionDModel;  // widest toy attention layer
};

Limits GetLimits() {
  return {kMaxPositions, kMaxDModel,     static_cast<double>(kMaxElements),
          kMaxTokens,    kMaxTokenBytes, kMaxAttentionDModel};
}

std::string SimdPath() { return SimdPathName(); }

}  // namespace
}  // namespace posenc::bindings

EMSCRIPTEN_BINDINGS(posenc_encoding) {
  using namespace posenc::bindings;
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
}
