// SPDX-License-Identifier: MIT
// Bindings of the encoding: encode (in one call, for the self-test at load,
// and in chunks, for pe.encode), frequencies, and the module's SIMD path
// (which web/src/core reads once at init).
#include "posenc/encoding.h"

#include <string>

#include "bindings.h"

namespace posenc::bindings {

val Encode(const EncodingSpec& spec) {
  return Produce(ValidateEncoding(spec), int64_t{spec.positions} * spec.d_model,
                 g_f32, [&](float* out) { return posenc::Encode(spec, out); });
}

namespace {
Chunked<RowEncoder> g_encoding;
}  // namespace

double EncodeChunks(const EncodingSpec& spec) {
  return g_encoding.StartChunks(g_encoding.rows.Start(spec), spec.d_model);
}

val EncodeNextChunk() { return g_encoding.NextChunk(); }

val Frequencies(int32_t d_model, double base, int32_t spacing) {
  const auto spaced = static_cast<Spacing>(spacing);
  return Produce(ValidateFrequencies(d_model, base, spaced), PairCount(d_model),
                 g_f64, [&](double* out) {
                   return posenc::Frequencies(d_model, base, spaced, out);
                 });
}

}  // namespace posenc::bindings
