// SPDX-License-Identifier: MIT
// What low-precision angles do to the encoding: the angle p * w_i rounded to
// float16 or bfloat16 (NumberFormat in boundary/precision.h) before sin/cos,
// compared with float64. float16 needs offset + positions <=
// kMaxFloat16Positions.
#ifndef POSENC_PRECISION_H_
#define POSENC_PRECISION_H_

#include <cstdint>

#include "posenc/boundary/precision.h"

namespace posenc {

// x rounded to the nearest float16 / bfloat16 value, ties to even, straight
// from float64 (no double rounding through float32). Subnormals kept;
// overflow gives +-infinity; NaN stays NaN. Exact (the result is the format's
// value, as a double). Examples: 1044.27 -> 1044 (float16, spacing 1 in
// [1024, 2048)), 2049 -> 2048 (tie, even), 1044.27 -> 1048 (bfloat16,
// spacing 8), 65519.9 -> 65504, 65520 -> infinity (float16).
double RoundToFloat16(double x);
double RoundToBFloat16(double x);

struct PrecisionSpec {
  // 1..kMaxPositions, positions * d_model <= kMaxElements.
  int32_t positions = 0;
  int32_t d_model = 0;    // 1..kMaxDModel
  double base = 10000.0;  // finite, > 1
  int32_t offset = 0;     // row r is position offset + r
  NumberFormat format = NumberFormat::kFloat16;
};

Status ValidatePrecision(const PrecisionSpec& spec);

// values[r * d + c] = sin / cos(round(p * w_i)) (interleaved, paper
// frequencies, p = offset + r, round = the format's rounding of the float64
// angle), stored as float32. error_by_position[r] = max over the row of
// |sin/cos(round(p w_i)) - sin/cos(p w_i)|, both in float64 (the float32
// store is not counted); *max_error = the max over all rows.
// Nothing is written on error.
Status Precision(const PrecisionSpec& spec, float* values,
                 float* error_by_position, double* max_error);

}  // namespace posenc

#endif  // POSENC_PRECISION_H_
