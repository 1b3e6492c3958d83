// SPDX-License-Identifier: MIT
#include "bench_kernels.h"

#include <cstring>

namespace posenc::bench {
namespace {

// GCC/Clang vector extension: 128-bit f32x4 on SSE2 and WASM SIMD128, plain
// scalar code in the base wasm flavour. Portable without intrinsics.
typedef float F32x4 __attribute__((vector_size(16)));

inline F32x4 Load4(const float* p) {
  F32x4 v;
  std::memcpy(&v, p,
              sizeof(v));  // unaligned load; compiles to one movups / v128.load
  return v;
}

inline float Sum4(F32x4 v) { return (v[0] + v[1]) + (v[2] + v[3]); }

// Rows of `a` in one q block: 64 rows of 512 floats = 128 KiB, so the block
// stays in L2 while every 4-row strip of p streams past it.
constexpr int32_t kBlockRows = 64;

// out[p..p+3][q..q+1] = dot products of rows p..p+3 with rows q..q+1.
void Tile4x2(const float* a, int32_t cols, int32_t p, int32_t q, float* out,
             int32_t rows) {
  const float* ap[4] = {a + int64_t{p} * cols, a + int64_t{p + 1} * cols,
                        a + int64_t{p + 2} * cols, a + int64_t{p + 3} * cols};
  const float* b0 = a + int64_t{q} * cols;
  const float* b1 = b0 + cols;
  F32x4 acc[4][2] = {};
  for (int32_t k = 0; k < cols; k += 4) {
    const F32x4 x0 = Load4(b0 + k), x1 = Load4(b1 + k);
    for (int i = 0; i < 4; ++i) {
      const F32x4 y = Load4(ap[i] + k);
      acc[i][0] += y * x0;
      acc[i][1] += y * x1;
    }
  }
  for (int i = 0; i < 4; ++i) {
    out[int64_t{p + i} * rows + q] = Sum4(acc[i][0]);
    out[int64_t{p + i} * rows + q + 1] = Sum4(acc[i][1]);
  }
}

}  // namespace

void FillStore(float* out, int64_t count, float value) {
  for (int64_t i = 0; i < count; ++i) out[i] = value;
}

Status GramMatrix(const float* a, int32_t rows, int32_t cols, float* out) {
  if (a == nullptr || out == nullptr) return Status::kInvalidArgument;
  if (rows < 4 || cols < 4 || rows % 4 != 0 || cols % 4 != 0) {
    return Status::kInvalidArgument;
  }
  for (int32_t q0 = 0; q0 < rows; q0 += kBlockRows) {
    const int32_t q1 = q0 + kBlockRows < rows ? q0 + kBlockRows : rows;
    for (int32_t p = 0; p < rows; p += 4) {
      for (int32_t q = q0; q < q1; q += 2) Tile4x2(a, cols, p, q, out, rows);
    }
  }
  return Status::kOk;
}

}  // namespace posenc::bench
