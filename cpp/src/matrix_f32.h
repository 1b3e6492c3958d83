// SPDX-License-Identifier: MIT
// Small float32 matrix kernels of the toy attention layer (n <= kMaxTokens,
// d <= kMaxAttentionDModel). Row-major everywhere. The vector path and its
// scalar tail do the same multiply then add per element (no FMA:
// -ffp-contract=off), so every target computes the same bits.
#ifndef POSENC_MATRIX_F32_H_
#define POSENC_MATRIX_F32_H_

#include <cstdint>

namespace posenc {

// out (rows x cols) = a (rows x inner) * b (inner x cols). Each output row is
// accumulated as sum over k, in increasing k, of a[i][k] * b[k][:]: an axpy
// over a contiguous row of b, which is what 128-bit vectors do well.
void MatMul(const float* a, int32_t rows, int32_t inner, const float* b,
            int32_t cols, float* out);

// out (cols x rows) = transpose of a (rows x cols).
void Transpose(const float* a, int32_t rows, int32_t cols, float* out);

// Row-wise softmax of scale * s, in place, for rows x cols scores. Stable:
// the row maximum is subtracted before exp, exp and the sum run in float64,
// so each row sums to 1 within cols float32 roundings of its entries.
void SoftmaxRows(float* s, int32_t rows, int32_t cols, float scale);

}  // namespace posenc

#endif  // POSENC_MATRIX_F32_H_
