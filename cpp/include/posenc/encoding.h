// SPDX-License-Identifier: MIT
// Sinusoidal positional encoding (Vaswani et al. 2017, section 3.5).
#ifndef POSENC_ENCODING_H_
#define POSENC_ENCODING_H_

#include <cstdint>

#include "posenc/boundary/encoding.h"
#include "posenc/scratch.h"

namespace posenc {

// Layout and Spacing, the options of EncodingSpec, are in boundary/encoding.h.
struct EncodingSpec {
  int32_t positions = 0;  // rows, 1..kMaxPositions
  int32_t d_model = 0;    // columns, 1..kMaxDModel
  double base = 10000.0;  // finite, > 1
  Layout layout = Layout::kInterleaved;
  int32_t offset = 0;  // position of row 0; offset + positions <= kMaxPositions
  Spacing spacing = Spacing::kPaper;
};

// Rows [offset, offset + positions) in the default layout and spacing
// (interleaved, paper): the rows the other entry points build on.
inline EncodingSpec PaperRows(int32_t positions, int32_t d_model, double base,
                              int32_t offset) {
  return {positions, d_model,        base, Layout::kInterleaved,
          offset,    Spacing::kPaper};
}

// Checks every field against the caps of boundary/common.h. kOk or the first
// failing field.
Status ValidateEncoding(const EncodingSpec& spec);

// Number of (sin, cos) pairs: ceil(d_model / 2). With an odd d_model the last
// pair has only its sine (the Keras rule): the last channel is a sine.
// Computed in 64 bits, so any int32 gives its answer (INT32_MAX too).
inline int32_t PairCount(int32_t d_model) {
  return static_cast<int32_t>((int64_t{d_model} + 1) / 2);
}

// The channels of pair i in a row of d_model values: its sine, and its
// cosine (which exists for i < d_model / 2). web/src/core/layout.js is the
// JS twin of these two.
inline int32_t SineChannel(int32_t i, Layout layout) {
  return layout == Layout::kInterleaved ? 2 * i : i;
}
inline int32_t CosineChannel(int32_t i, int32_t d_model, Layout layout) {
  return layout == Layout::kInterleaved ? 2 * i + 1 : PairCount(d_model) + i;
}

// The arguments of Frequencies: kInvalidDModel, kInvalidBase,
// kInvalidArgument (spacing) or kOk.
Status ValidateFrequencies(int32_t d_model, double base, Spacing spacing);

// w_i for 0 <= i < PairCount(d_model), in float64, spaced per `spacing`.
// Writes PairCount(d_model) values; nothing on error. Max relative error
// 2 ulp (one pow). Wavelength of pair i is 2 pi / w_i.
Status Frequencies(int32_t d_model, double base, Spacing spacing, double* out);

// Fills out[positions * d_model], row-major (row r is position offset + r).
// Value: sin or cos of (offset + r) * w_i, placed per spec.layout.
// Accuracy contract: max abs error <= 2e-7 against a float64 evaluation of
// sin/cos((double)p * w_i), for every p < kMaxPositions and d_model <=
// kMaxDModel (tests/encoding_test.cc sweeps it). The phase is carried in
// float64 (a rotation recurrence re-anchored every kAnchorRows rows), so the
// only float32 rounding is the final store: measured max error ~3e-8.
// Uses the 128-bit SIMD path of simd128.h. Nothing is written on error.
Status Encode(const EncodingSpec& spec, float* out);

// The scalar twin of Encode: the same algorithm without vector types. Meets
// the same contract; kept for tests and as the readable version.
Status EncodeScalar(const EncodingSpec& spec, float* out);

// Encode(spec) a chunk of rows at a time, with one setup for all chunks, for
// callers that use each chunk while it is still in cache (EncodePixels
// colours it; the wasm bindings copy it into the caller's array). The rows
// are bit for bit those of Encode(spec) (same recurrence, same anchors), so
// the same contract holds. Movable, not copyable.
class RowEncoder {
 public:
  // Validates spec as Encode does and sets up the state for its first row:
  // kOk, the validation status, or kOutOfMemory (then Next writes nothing).
  Status Start(const EncodingSpec& spec);
  // Writes the next min(rows, rows left) rows into out (row-major,
  // spec.d_model floats per row) and returns how many: 0 once all
  // spec.positions rows are written, without a successful Start, or for
  // rows < 1 or a null out. The state is freed with the last row, so a
  // finished encoder holds no memory.
  int32_t Next(int32_t rows, float* out);

 private:
  // The float64 phase state of encoding.cc, from calloc.
  Scratch<double> state_;
  EncodingSpec spec_;
  int32_t row_ = 0;
};

// Name of the vector path Encode was compiled with ("wasm-simd128", "sse2"
// or "scalar").
const char* SimdPathName();

}  // namespace posenc

#endif  // POSENC_ENCODING_H_
