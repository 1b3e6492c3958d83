// SPDX-License-Identifier: MIT
// The position codes the lesson compares with the sinusoidal encoding: the
// naive ones (each failing one design requirement) and the "spot the bug"
// encodings (each a common implementation mistake), as positions x d_model
// float32 tables, row-major, row p = position p.
#ifndef POSENC_ALTERNATIVES_H_
#define POSENC_ALTERNATIVES_H_

#include <cstdint>

#include "posenc/limits.h"
#include "posenc/status.h"

namespace posenc {

enum class AlternativeKind : int32_t {
  kIndex = 0,  // p in every channel: unbounded
  kFraction =
      1,  // p / (positions - 1) (0 when positions == 1): depends on the length
  kBinary =
      2,  // channel c = bit c of p (0 or 1), LSB in channel 0: discrete jumps
  kLearned =
      3,  // a seeded uniform [-1, 1) table: no structure, no extrapolation
  kBugExponent =
      4,  // w_c = base^(-c / d) per channel instead of base^(-2 (c // 2) / d)
  kBugMultiply = 5,  // angle p * base^(2i / d): multiplying instead of dividing
  kBugBatchAxis =
      6,  // PE indexed by the batch index b = seed: every row is PE(seed)
};

struct AlternativeSpec {
  AlternativeKind kind = AlternativeKind::kIndex;
  int32_t positions = 0;  // 1..kMaxPositions
  int32_t d_model = 0;    // 1..kMaxDModel, positions * d_model <= kMaxElements
  int32_t seed =
      1;  // 0 <= seed < kMaxPositions (learned: the table; batch-axis: b)
  double base = 10000.0;  // finite, > 1 (used by the bug kinds)
};

Status ValidateAlternative(const AlternativeSpec& spec);

// Fills out[positions * d_model]. Exact (float32 rounding of a float64
// value) for every kind: index and binary and learned are exact in float32;
// fraction, bug-exponent and bug-multiply are within 6e-8 |value| + 1e-15 of
// float64 std::sin/cos of the float64 angle (bug-multiply angles reach
// p * base^(2 (P-1)/d), where the float64 angle itself is only as accurate
// as its 53 bits: that is the bug's point); bug-batch-axis repeats Encode's
// row for position seed. Nothing is written on error.
Status Alternative(const AlternativeSpec& spec, float* out);

}  // namespace posenc

#endif  // POSENC_ALTERNATIVES_H_
