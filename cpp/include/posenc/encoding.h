// SPDX-License-Identifier: MIT
// Sinusoidal positional encoding (Vaswani et al. 2017, section 3.5).
#ifndef POSENC_ENCODING_H_
#define POSENC_ENCODING_H_

#include <cstdint>

#include "posenc/limits.h"
#include "posenc/status.h"

namespace posenc {

// Column order of the (sin, cos) pairs within a row.
enum class Layout : int32_t {
  // Channel 2i = sin(p w_i), 2i+1 = cos(p w_i): the paper, PyTorch, Keras.
  kInterleaved = 0,
  // Channels 0..ceil(d/2)-1 = sines, then the cosines: tensor2tensor and the
  // current TensorFlow tutorial. A column permutation of kInterleaved.
  kConcatenated = 1,
};

// How the frequencies w_i are spaced over the P = PairCount(d_model) pairs.
enum class Spacing : int32_t {
  // w_i = base^(-2i / d_model): the paper, PyTorch, Keras, TensorFlow.
  kPaper = 0,
  // w_i = base^(-i / max(P - 1, 1)): tensor2tensor's get_timing_signal_1d,
  // whose slowest pair reaches exactly 1 / base.
  kTensor2Tensor = 1,
};

struct EncodingSpec {
  int32_t positions = 0;  // rows, 1..kMaxPositions
  int32_t d_model = 0;    // columns, 1..kMaxDModel
  double base = 10000.0;  // finite, > 1
  Layout layout = Layout::kInterleaved;
  int32_t offset = 0;  // position of row 0; offset + positions <= kMaxPositions
  Spacing spacing = Spacing::kPaper;
};

// Checks every field against the limits above. kOk or the first failing field.
Status ValidateEncoding(const EncodingSpec& spec);

// Number of (sin, cos) pairs: ceil(d_model / 2). With an odd d_model the last
// pair has only its sine (the Keras rule): the last channel is a sine.
inline int32_t PairCount(int32_t d_model) { return (d_model + 1) / 2; }

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

struct PhaseState;  // the float64 recurrence state (encoding.cc)

// Encode in consecutive chunks of rows with one setup, for callers that use
// each chunk while it is still in cache (EncodePixels colours it). The rows
// are bit for bit those of Encode(spec) (same recurrence, same anchors), so
// the same contract holds. Not copyable; releases its state when destroyed.
class RowEncoder {
 public:
  RowEncoder() = default;
  ~RowEncoder();
  RowEncoder(const RowEncoder&) = delete;
  RowEncoder& operator=(const RowEncoder&) = delete;

  // Validates spec as Encode does and sets up the state for its first row:
  // kOk, the validation status, or kOutOfMemory (then Next writes nothing).
  Status Start(const EncodingSpec& spec);
  // Writes the next min(rows, rows left) rows into out (row-major,
  // spec.d_model floats per row) and returns how many: 0 once all
  // spec.positions rows are written, without a successful Start, or for
  // rows < 1 or a null out.
  int32_t Next(int32_t rows, float* out);

 private:
  void Release();
  PhaseState* state_ = nullptr;
  EncodingSpec spec_;
  int32_t row_ = 0;
};

// Name of the vector path Encode was compiled with ("wasm-simd128", "sse2"
// or "scalar").
const char* SimdPathName();

}  // namespace posenc

#endif  // POSENC_ENCODING_H_
