// SPDX-License-Identifier: MIT
// The encoding's float64 phase recurrence (encoding.cc), and RowEncoder,
// which runs it in chunks for EncodePixels (colormap.cc). Not part of the
// public API.
#ifndef POSENC_ROW_ENCODER_H_
#define POSENC_ROW_ENCODER_H_

#include <cstdint>

#include "core_util.h"
#include "posenc/encoding.h"

namespace posenc::internal {

// Per-pair state of the recurrence, in float64, in one scratch block: the
// frequencies w_i, cos(w_i) and sin(w_i) (the rotation by one position), and
// sin(p w_i), cos(p w_i) for the current row p.
struct PhaseState {
  int32_t pairs = 0;
  Scratch<double> block;
  double* w = nullptr;
  double* cos_w = nullptr;
  double* sin_w = nullptr;
  double* s = nullptr;
  double* c = nullptr;

  // False when memory is short. The spec is valid (ValidateEncoding).
  bool Allocate(const EncodingSpec& spec);
  // Sets s and c to the exact sin and cos of position * w_i.
  void Anchor(int32_t position);
};

// Encode in consecutive chunks of rows with one setup, for callers that use
// each chunk while it is still in cache (EncodePixels colours it). The rows
// are bit for bit those of Encode(spec) (same recurrence, same anchors), so
// the same contract holds. Not copyable.
class RowEncoder {
 public:
  RowEncoder() = default;
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
  PhaseState state_;
  EncodingSpec spec_;
  int32_t row_ = 0;
};

}  // namespace posenc::internal

#endif  // POSENC_ROW_ENCODER_H_
