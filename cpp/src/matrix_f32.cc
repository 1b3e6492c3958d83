// SPDX-License-Identifier: MIT
#include "matrix_f32.h"

#include <cmath>

#include "simd128_f32.h"

namespace posenc {
namespace {

// y[0..size) += alpha * x[0..size).
void Axpy(float alpha, const float* x, int32_t size, float* y) {
  const simd::F32x4 va = simd::SetF32(alpha);
  int32_t j = 0;
  for (; j + 4 <= size; j += 4) {
    simd::StoreF32(y + j, simd::LoadF32(y + j) + va * simd::LoadF32(x + j));
  }
  for (; j < size; ++j) y[j] += alpha * x[j];
}

}  // namespace

void MatMul(const float* a, int32_t rows, int32_t inner, const float* b,
            int32_t cols, float* out) {
  for (int32_t i = 0; i < rows; ++i) {
    float* row = out + static_cast<int64_t>(i) * cols;
    for (int32_t j = 0; j < cols; ++j) row[j] = 0.0f;
    const float* a_row = a + static_cast<int64_t>(i) * inner;
    for (int32_t k = 0; k < inner; ++k) {
      Axpy(a_row[k], b + static_cast<int64_t>(k) * cols, cols, row);
    }
  }
}

void Transpose(const float* a, int32_t rows, int32_t cols, float* out) {
  for (int32_t i = 0; i < rows; ++i) {
    for (int32_t j = 0; j < cols; ++j) {
      out[static_cast<int64_t>(j) * rows + i] =
          a[static_cast<int64_t>(i) * cols + j];
    }
  }
}

void SoftmaxRows(float* s, int32_t rows, int32_t cols, float scale) {
  for (int32_t i = 0; i < rows; ++i) {
    float* row = s + static_cast<int64_t>(i) * cols;
    double top = -INFINITY;
    for (int32_t j = 0; j < cols; ++j) {
      top = std::fmax(top, static_cast<double>(row[j] * scale));
    }
    // Summing the stored (float-rounded) exponentials, in float64, makes
    // the normalised row sum to 1 up to the final rounding of each entry.
    double sum = 0;
    for (int32_t j = 0; j < cols; ++j) {
      row[j] = static_cast<float>(
          std::exp(static_cast<double>(row[j] * scale) - top));
      sum += row[j];
    }
    const double inverse = 1.0 / sum;
    for (int32_t j = 0; j < cols; ++j) {
      row[j] = static_cast<float>(row[j] * inverse);
    }
  }
}

}  // namespace posenc
