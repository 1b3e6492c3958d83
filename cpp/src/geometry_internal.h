// SPDX-License-Identifier: MIT
// Kernels shared by geometry.cc and properties.cc (not part of the public API).
#ifndef POSENC_GEOMETRY_INTERNAL_H_
#define POSENC_GEOMETRY_INTERNAL_H_

#include <cstdint>

namespace posenc::internal {

// out[k] += scale * cos(k w) for 0 <= k < count (count <= kMaxPositions).
// Max abs error ~1e-14 * |scale| per term vs std::cos(k * w).
void AddCosines(double w, int32_t count, double scale, double* out);

// out[k] += sum_j cos(k w_j) over w[0..pairs), for 0 <= k < count: the sum
// of AddCosines(w_j, count, 1, out), four frequencies per pass. Same error
// bound per term.
void AddCosineSums(const double* w, int32_t pairs, int32_t count, double* out);

// The float32 entries cos(k w), sin(k w) of the rotation block of one pair.
void RotationEntries(int32_t k, double w, float* cos_kw, float* sin_kw);

}  // namespace posenc::internal

#endif  // POSENC_GEOMETRY_INTERNAL_H_
