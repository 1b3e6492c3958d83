// SPDX-License-Identifier: MIT
// Arithmetic of the order lab (order_lab.h): exp and log of its own, vector
// kernels for float (the 128-bit layer of simd128_f32.h, whose `base`
// flavour is a plain struct with the same operations in the same order) and
// their plain double twins (the gradient check runs the model in double).
//
// Why an exp and a log of its own: glibc (native) and musl (Emscripten) are
// not required to round exp and log the same way, and one differing bit in
// a softmax changes every later training step. These use only operations
// IEEE 754 rounds exactly (+, -, *, /, floor, frexp, exact scaling by 2^k),
// in a fixed order, so every build computes the same bits. Accuracy: a few
// ulp of float64, far below the float32 rounding of what they feed.
#ifndef POSENC_ORDER_LAB_MATH_H_
#define POSENC_ORDER_LAB_MATH_H_

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

#include "posenc/order_lab.h"
#include "simd128_f32.h"

namespace posenc::order_lab {

// ln 2 split so that k * kLn2High is exact for |k| < 2^11 (fdlibm's split).
constexpr double kLn2High = 6.93147180369123816490e-01;
constexpr double kLn2Low = 1.90821492927058770002e-10;
constexpr double kLog2E = 1.44269504088896338700e+00;

// 2^k for a normal double exponent, -1022 <= k <= 1023, from its bits.
inline double PowerOfTwo(int32_t k) {
  const uint64_t bits = static_cast<uint64_t>(k + 1023) << 52;
  double value;
  std::memcpy(&value, &bits, sizeof value);
  return value;
}

// e^x. x = k ln 2 + r with |r| <= ln2 / 2 (Cody and Waite), e^r from its
// Taylor series to degree 13 (remainder < 5e-18 relative), times 2^k.
// Results below 2^-1000 (x < -693) are returned as 0: the callers feed
// float32, where they are 0 too.
inline double Exp(double x) {
  if (x != x) return x;
  if (x < -693.0) return 0.0;
  if (x > 709.0) return std::numeric_limits<double>::infinity();
  const double k = std::floor(x * kLog2E + 0.5);
  const double r = (x - k * kLn2High) - k * kLn2Low;
  double p = 1.0;
  for (int n = 13; n >= 1; --n) p = 1.0 + p * (r / n);
  return p * PowerOfTwo(static_cast<int32_t>(k));
}

// ln y for y > 0: y = m 2^e with m in [sqrt(1/2), sqrt 2), and
// ln m = 2 atanh(s), s = (m - 1) / (m + 1), |s| < 0.172, from its series to
// s^23 (remainder < 1e-19). ln 0 = -inf, ln of a negative or NaN is NaN.
inline double Log(double y) {
  if (!(y > 0.0)) {
    return y == 0.0 ? -std::numeric_limits<double>::infinity()
                    : std::numeric_limits<double>::quiet_NaN();
  }
  if (y == std::numeric_limits<double>::infinity()) return y;
  int e = 0;
  double m = std::frexp(y, &e);  // y = m 2^e, m in [1/2, 1)
  if (m < 0.70710678118654752440) m *= 2.0, --e;
  const double s = (m - 1.0) / (m + 1.0), s2 = s * s;
  double p = 0.0;
  for (int n = 23; n >= 1; n -= 2) p = 1.0 / n + s2 * p;
  return e * kLn2High + (e * kLn2Low + 2.0 * s * p);
}

// b^n for n >= 0 by repeated squaring: a fixed sequence of multiplications.
inline double PowInt(double b, int32_t n) {
  double result = 1.0;
  for (; n > 0; n >>= 1, b *= b) {
    if (n & 1) result *= b;
  }
  return result;
}

// sum_j a[j] b[j]: four lanes of partial sums over the first n - n % 4
// values, the lanes added as (l0 + l1) + (l2 + l3), then the tail in order.
inline float Dot(const float* a, const float* b, int32_t n) {
  simd::F32x4 acc = simd::SetF32(0.0f);
  int32_t j = 0;
  for (; j + 4 <= n; j += 4) {
    acc = acc + simd::LoadF32(a + j) * simd::LoadF32(b + j);
  }
  float sum = simd::SumLanes(acc);
  for (; j < n; ++j) sum += a[j] * b[j];
  return sum;
}

inline double Dot(const double* a, const double* b, int32_t n) {
  double sum = 0.0;
  for (int32_t j = 0; j < n; ++j) sum += a[j] * b[j];
  return sum;
}

// y[0..n) += alpha x[0..n).
inline void AddScaled(float alpha, const float* x, int32_t n, float* y) {
  const simd::F32x4 va = simd::SetF32(alpha);
  int32_t j = 0;
  for (; j + 4 <= n; j += 4) {
    simd::StoreF32(y + j, simd::LoadF32(y + j) + va * simd::LoadF32(x + j));
  }
  for (; j < n; ++j) y[j] += alpha * x[j];
}

inline void AddScaled(double alpha, const double* x, int32_t n, double* y) {
  for (int32_t j = 0; j < n; ++j) y[j] += alpha * x[j];
}

// y (1 x cols) += x (1 x rows) W (rows x cols, row-major): y[c] gets
// x[r] W[r][c] added for r = 0, 1, ... in order, exactly as if the rows of W
// were added to y one by one with AddScaled; the columns stay in registers,
// 16 or 4 at a time, while the rows stream past.
inline void AddVectorTimesMatrix(const float* x, const float* w, int32_t rows,
                                 int32_t cols, float* y) {
  using simd::F32x4;
  int32_t c = 0;
  for (; c + 16 <= cols; c += 16) {
    F32x4 a0 = simd::LoadF32(y + c), a1 = simd::LoadF32(y + c + 4);
    F32x4 a2 = simd::LoadF32(y + c + 8), a3 = simd::LoadF32(y + c + 12);
    for (int32_t r = 0; r < rows; ++r) {
      const F32x4 xr = simd::SetF32(x[r]);
      const float* wr = w + int64_t{r} * cols + c;
      a0 = a0 + xr * simd::LoadF32(wr), a1 = a1 + xr * simd::LoadF32(wr + 4);
      a2 = a2 + xr * simd::LoadF32(wr + 8), a3 = a3 + xr * simd::LoadF32(wr + 12);
    }
    simd::StoreF32(y + c, a0), simd::StoreF32(y + c + 4, a1);
    simd::StoreF32(y + c + 8, a2), simd::StoreF32(y + c + 12, a3);
  }
  for (; c + 4 <= cols; c += 4) {
    F32x4 a = simd::LoadF32(y + c);
    for (int32_t r = 0; r < rows; ++r) {
      a = a + simd::SetF32(x[r]) * simd::LoadF32(w + int64_t{r} * cols + c);
    }
    simd::StoreF32(y + c, a);
  }
  for (; c < cols; ++c) {
    for (int32_t r = 0; r < rows; ++r) y[c] += x[r] * w[int64_t{r} * cols + c];
  }
}

inline void AddVectorTimesMatrix(const double* x, const double* w,
                                 int32_t rows, int32_t cols, double* y) {
  for (int32_t r = 0; r < rows; ++r) AddScaled(x[r], w + int64_t{r} * cols, cols, y);
}

// y (count x cols) += x (count x rows) W: AddVectorTimesMatrix for each row
// of x and y, two rows at a time where the columns come 16 at a time (each
// row's sums in the same order; W's rows are loaded once for both).
inline void AddMatrixTimesMatrix(const float* x, int32_t count, const float* w,
                                 int32_t rows, int32_t cols, float* y) {
  using simd::F32x4;
  int32_t i = 0;
  if (cols % 16 == 0) {
    for (; i + 2 <= count; i += 2) {
      const float *x0 = x + int64_t{i} * rows, *x1 = x0 + rows;
      float *y0 = y + int64_t{i} * cols, *y1 = y0 + cols;
      for (int32_t c = 0; c < cols; c += 16) {
        F32x4 a0 = simd::LoadF32(y0 + c), a1 = simd::LoadF32(y0 + c + 4);
        F32x4 a2 = simd::LoadF32(y0 + c + 8), a3 = simd::LoadF32(y0 + c + 12);
        F32x4 b0 = simd::LoadF32(y1 + c), b1 = simd::LoadF32(y1 + c + 4);
        F32x4 b2 = simd::LoadF32(y1 + c + 8), b3 = simd::LoadF32(y1 + c + 12);
        for (int32_t r = 0; r < rows; ++r) {
          const float* wr = w + int64_t{r} * cols + c;
          const F32x4 w0 = simd::LoadF32(wr), w1 = simd::LoadF32(wr + 4);
          const F32x4 w2 = simd::LoadF32(wr + 8), w3 = simd::LoadF32(wr + 12);
          const F32x4 p = simd::SetF32(x0[r]), q = simd::SetF32(x1[r]);
          a0 = a0 + p * w0, a1 = a1 + p * w1, a2 = a2 + p * w2, a3 = a3 + p * w3;
          b0 = b0 + q * w0, b1 = b1 + q * w1, b2 = b2 + q * w2, b3 = b3 + q * w3;
        }
        simd::StoreF32(y0 + c, a0), simd::StoreF32(y0 + c + 4, a1);
        simd::StoreF32(y0 + c + 8, a2), simd::StoreF32(y0 + c + 12, a3);
        simd::StoreF32(y1 + c, b0), simd::StoreF32(y1 + c + 4, b1);
        simd::StoreF32(y1 + c + 8, b2), simd::StoreF32(y1 + c + 12, b3);
      }
    }
  }
  for (; i < count; ++i) {
    AddVectorTimesMatrix(x + int64_t{i} * rows, w, rows, cols, y + int64_t{i} * cols);
  }
}

inline void AddMatrixTimesMatrix(const double* x, int32_t count,
                                 const double* w, int32_t rows, int32_t cols,
                                 double* y) {
  for (int32_t i = 0; i < count; ++i) {
    AddVectorTimesMatrix(x + int64_t{i} * rows, w, rows, cols, y + int64_t{i} * cols);
  }
}

// out (1 x cols) = x (1 x rows) W (rows x cols).
template <class T>
void VectorTimesMatrix(const T* x, const T* w, int32_t rows, int32_t cols,
                       T* out) {
  for (int32_t c = 0; c < cols; ++c) out[c] = T(0);
  AddVectorTimesMatrix(x, w, rows, cols, out);
}

// out (count x cols) = x (count x rows) W (rows x cols).
template <class T>
void MatrixTimesMatrix(const T* x, int32_t count, const T* w, int32_t rows,
                       int32_t cols, T* out) {
  for (int64_t i = 0; i < int64_t{count} * cols; ++i) out[i] = T(0);
  AddMatrixTimesMatrix(x, count, w, rows, cols, out);
}

// out (cols x rows) = the transpose of a (rows x cols), both row-major.
template <class T>
void Transpose(const T* a, int32_t rows, int32_t cols, T* out) {
  for (int32_t r = 0; r < rows; ++r) {
    for (int32_t c = 0; c < cols; ++c) out[int64_t{c} * rows + r] = a[int64_t{r} * cols + c];
  }
}

// Below this, e^(v_j - max v) is taken as 0 (2^-40, about 9e-13: under
// float32 rounding next to the largest entry). Why: a trained model puts
// weights like 1e-34 on the tokens it ignores, their products in the
// backward pass are subnormal floats, and x86 processors (native and under
// wasm engines alike) compute those about a hundred times slower; a fixed
// rule keeps every build's bits equal.
constexpr double kSoftmaxFloor = 0x1p-40;

// Softmax of v[0..n) in place, with the maximum subtracted first and exp
// and the sum in float64, entries below kSoftmaxFloor set to 0. Returns
// ln sum_j e^(v_j) (float64, from the same entries), so that the
// cross-entropy of class y is the return value minus the input v_y.
template <class T>
double SoftmaxInPlace(T* v, int32_t n) {
  double top = v[0];
  for (int32_t j = 1; j < n; ++j) top = v[j] > top ? double(v[j]) : top;
  double sum = 0.0;
  for (int32_t j = 0; j < n; ++j) {
    const double e = Exp(double(v[j]) - top);
    v[j] = static_cast<T>(e < kSoftmaxFloor ? 0.0 : e);
    sum += double(v[j]);
  }
  const double inverse = 1.0 / sum;
  for (int32_t j = 0; j < n; ++j) v[j] = static_cast<T>(double(v[j]) * inverse);
  return top + Log(sum);
}

}  // namespace posenc::order_lab

#endif  // POSENC_ORDER_LAB_MATH_H_
