// SPDX-License-Identifier: MIT
// A deliberately tiny 128-bit vector layer: f64x2 arithmetic and f64 -> f32
// stores, on WASM SIMD128 (em++ -msimd128), on SSE2 (every x86-64), and as a
// plain struct elsewhere (the `base` wasm flavour, built without -msimd128, so
// the module contains no v128 opcode and validates on engines without SIMD).
//
// Why not Google Highway here: Highway 1.0.3 (Debian's libhwy-dev) has no f64
// arithmetic and no f64 -> f32 demotion on its WASM target, and the encoding
// kernel needs both (its phase recurrence runs in float64, see encoding.cc).
#ifndef POSENC_SIMD128_H_
#define POSENC_SIMD128_H_

#if defined(__wasm_simd128__)
#include <wasm_simd128.h>
#define POSENC_SIMD_NAME "wasm-simd128"
#elif defined(__SSE2__)
#include <emmintrin.h>
#define POSENC_SIMD_NAME "sse2"
#else
#include <cstring>
#define POSENC_SIMD_NAME "scalar"
#endif

namespace posenc::simd {

#if defined(__wasm_simd128__)

struct F64x2 {
  v128_t v;
};
inline F64x2 Set(double x) { return {wasm_f64x2_splat(x)}; }
inline F64x2 Load(const double* p) { return {wasm_v128_load(p)}; }
inline void Store(double* p, F64x2 a) { wasm_v128_store(p, a.v); }
inline F64x2 operator+(F64x2 a, F64x2 b) { return {wasm_f64x2_add(a.v, b.v)}; }
inline F64x2 operator-(F64x2 a, F64x2 b) { return {wasm_f64x2_sub(a.v, b.v)}; }
inline F64x2 operator*(F64x2 a, F64x2 b) { return {wasm_f64x2_mul(a.v, b.v)}; }
// out[0..1] = float(a[0..1]): one 64-bit store.
inline void StoreAsFloat2(float* out, F64x2 a) {
  wasm_v128_store64_lane(out, wasm_f32x4_demote_f64x2_zero(a.v), 0);
}
// out[0..3] = float(a0, b0, a1, b1): the (sin, cos) interleaving of two pairs.
inline void StoreAsFloatZip(float* out, F64x2 a, F64x2 b) {
  v128_t fa = wasm_f32x4_demote_f64x2_zero(a.v);
  v128_t fb = wasm_f32x4_demote_f64x2_zero(b.v);
  wasm_v128_store(out, wasm_i32x4_shuffle(fa, fb, 0, 4, 1, 5));
}
// out[0..3] = float(a0, a1, b0, b1): four consecutive values, one 128-bit
// store.
inline void StoreAsFloat4(float* out, F64x2 a, F64x2 b) {
  v128_t fa = wasm_f32x4_demote_f64x2_zero(a.v);
  v128_t fb = wasm_f32x4_demote_f64x2_zero(b.v);
  wasm_v128_store(out, wasm_i32x4_shuffle(fa, fb, 0, 1, 4, 5));
}

#elif defined(__SSE2__)

struct F64x2 {
  __m128d v;
};
inline F64x2 Set(double x) { return {_mm_set1_pd(x)}; }
inline F64x2 Load(const double* p) { return {_mm_loadu_pd(p)}; }
inline void Store(double* p, F64x2 a) { _mm_storeu_pd(p, a.v); }
inline F64x2 operator+(F64x2 a, F64x2 b) { return {_mm_add_pd(a.v, b.v)}; }
inline F64x2 operator-(F64x2 a, F64x2 b) { return {_mm_sub_pd(a.v, b.v)}; }
inline F64x2 operator*(F64x2 a, F64x2 b) { return {_mm_mul_pd(a.v, b.v)}; }
inline void StoreAsFloat2(float* out, F64x2 a) {
  _mm_storel_pi(reinterpret_cast<__m64*>(out), _mm_cvtpd_ps(a.v));
}
inline void StoreAsFloatZip(float* out, F64x2 a, F64x2 b) {
  _mm_storeu_ps(out, _mm_unpacklo_ps(_mm_cvtpd_ps(a.v), _mm_cvtpd_ps(b.v)));
}
inline void StoreAsFloat4(float* out, F64x2 a, F64x2 b) {
  _mm_storeu_ps(out, _mm_movelh_ps(_mm_cvtpd_ps(a.v), _mm_cvtpd_ps(b.v)));
}

#else

struct F64x2 {
  double v[2];
};
inline F64x2 Set(double x) { return {{x, x}}; }
inline F64x2 Load(const double* p) { return {{p[0], p[1]}}; }
inline void Store(double* p, F64x2 a) { p[0] = a.v[0], p[1] = a.v[1]; }
inline F64x2 operator+(F64x2 a, F64x2 b) {
  return {{a.v[0] + b.v[0], a.v[1] + b.v[1]}};
}
inline F64x2 operator-(F64x2 a, F64x2 b) {
  return {{a.v[0] - b.v[0], a.v[1] - b.v[1]}};
}
inline F64x2 operator*(F64x2 a, F64x2 b) {
  return {{a.v[0] * b.v[0], a.v[1] * b.v[1]}};
}
inline void StoreAsFloat2(float* out, F64x2 a) {
  out[0] = static_cast<float>(a.v[0]);
  out[1] = static_cast<float>(a.v[1]);
}
inline void StoreAsFloatZip(float* out, F64x2 a, F64x2 b) {
  out[0] = static_cast<float>(a.v[0]);
  out[1] = static_cast<float>(b.v[0]);
  out[2] = static_cast<float>(a.v[1]);
  out[3] = static_cast<float>(b.v[1]);
}
inline void StoreAsFloat4(float* out, F64x2 a, F64x2 b) {
  StoreAsFloat2(out, a);
  StoreAsFloat2(out + 2, b);
}

#endif

// Which implementation this translation unit was compiled with.
constexpr const char* kName = POSENC_SIMD_NAME;

}  // namespace posenc::simd

#endif  // POSENC_SIMD128_H_
