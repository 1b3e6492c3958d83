// SPDX-License-Identifier: MIT
// The position codes the lesson compares with the sinusoidal encoding: the
// naive ones (each failing one design requirement) and the "spot the bug"
// encodings (each a common implementation mistake; AlternativeKind in
// boundary/alternatives.h), as positions x d_model float32 tables,
// row-major, row p = position p.
#ifndef POSENC_ALTERNATIVES_H_
#define POSENC_ALTERNATIVES_H_

#include <cstdint>

#include "posenc/boundary/alternatives.h"

namespace posenc {

struct AlternativeSpec {
  AlternativeKind kind = AlternativeKind::kIndex;
  int32_t positions = 0;  // 1..kMaxPositions
  int32_t d_model = 0;    // 1..kMaxDModel, positions * d_model <= kMaxElements
  // 0 <= seed < kMaxPositions (learned: the table; batch-axis: b).
  int32_t seed = 1;
  double base = 10000.0;  // finite, > 1 (used by the bug kinds)
};

Status ValidateAlternative(const AlternativeSpec& spec);

// Fills out[positions * d_model]. Exact (float32 rounding of a float64
// value) for every kind: index and binary and learned are exact in float32;
// fraction and the frequency bugs (bug-exponent, bug-multiply,
// bug-integer-exponent) are within 6e-8 |value| + 1e-15 of float64
// std::sin/cos of the float64 angle (bug-multiply angles reach
// p * base^(2 (P-1)/d), where the float64 angle itself is only as accurate
// as its 53 bits: that is the bug's point); bug-batch-axis repeats Encode's
// row for position seed. kOverflow when a bug-multiply angle, (positions -
// 1) * base^(2 (P-1) / d), is beyond float64 (a base near its maximum): no
// call fills a table with NaN. Nothing is written on error.
Status Alternative(const AlternativeSpec& spec, float* out);

}  // namespace posenc

#endif  // POSENC_ALTERNATIVES_H_
